// German texts of `scoresheet import` and `scoresheet merge`.

import type { DomainCatalog, Message } from '../message';
import { wrap } from '../../text/wrap';
import type { importer as en } from '../en/importer';
import type { Fmt } from '../fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

/** The games' remarks on a spreadsheet's columns, in brackets (see en/importer.ts). */
const notes = (m: readonly Message[], f: Fmt) => (m.length ? ` (${m.map((x) => f.t(x)).join('; ')})` : '');

export const importer: DomainCatalog<typeof en> = {
  'cli.help.import': (
    a,
    f,
  ) => `scoresheet import DATEI… [--from ${['csv', 'xlsx', ...a.apps.map((x) => x.id)].join('|')}] [--game G]
                  [--columns per-game|running] [--map ALT=NEU …] [--out ORDNER]

${wrap(
  'Macht aus den Aufzeichnungen anderer Programme .score-Dateien: Tabellen (CSV mit , oder ;, Byte-Order-Mark, ' +
    `Dezimalkomma; .xlsx-Arbeitsmappen, ein Tabellenblatt je Abend), ${f.list(a.apps.map((x) => f.t(x.name)))}. ` +
    'Das Format wird am Inhalt erkannt, außer --from nennt es.',
)}

${wrap(
  `Eine Tabelle hat je Spieler${notes(a.notes, f)} eine Spalte mit den Punkten jedes Spiels oder dem Stand (eine ` +
    'erste Zeile aus Nullen, Differenzen, die wie Spiele aussehen; sonst --columns); Spielwert, Siegerpartei, ' +
    'Solist, Bock und wer aussetzt (eine leere Zelle) werden gelesen, wo die Liste sie hat.',
)}
${wrap(
  'Jeder Abend bekommt stand-Zeilen aus den Ständen der Quelle (Stand, Summe-Zeile, die Punkte der App), so zeigt ' +
    'sich ein alter Fehler als Zwischenstand, der nicht stimmt, mit dem Schuldigen; ein Kommentar nennt Quelle und ' +
    'was erschlossen wurde.',
)}

--map ALT=NEU benennt einen Spieler um (Namen passen auch in jeder Schreibung
und ohne Akzente). Ein Abend geht auf stdout; mit --out ORDNER wird jeder Abend
eine Datei mit seinem Datum als Namen, mehrere in einem Saison-Ordner. Ein
erneuter Import ergibt dieselben Dateien. Exit 0, wenn jeder Abend fehlerfrei
ist, 1, wenn nicht (die Dateien werden trotzdem geschrieben), 2, wenn eine Datei
nicht lesbar ist (dann wird nichts geschrieben).`,
  'cli.help.merge': () => `scoresheet merge A B [--from F] [--game G] [--map ALT=NEU …]

Vergleicht die Listen zweier Schreiber von einem Abend (.score-Dateien oder
Dateien, die import liest) Spiel für Spiel. Exit 0, wenn sie übereinstimmen;
sonst 1 mit dem ersten Spiel, in dem sie abweichen, und was jede sagt; weichen
die Stände ab, wird jede Liste gegen die Stände der anderen geprüft, mit dem
Schuldigen, den die Suche findet.`,
  'import.not-number': (a) => `„${a.value}“ ist keine Zahl`,
  'import.not-whole': (a) => `${a.value} ist keine ganze Zahl von Punkten`,
  'import.too-large': (a) => `${a.value} ist als Punktzahl zu groß`,
  'import.at-cell': (a) => `Zeile ${a.row}, Spalte „${a.column}“`,
  'import.at-column': (a) => `Spalte ${a.column}`,
  'import.no-header': () => 'diese Spalte hat Werte, aber in der ersten Zeile keinen Namen',
  'import.map-joins': (a) => `„${a.a}“ und „${a.b}“ wären an einem Abend beide ${a.name}; prüfe die Optionen --map`,
  'import.not-workbook': (a) => `keine lesbare .xlsx-Arbeitsmappe${a.reason ? ` (${a.reason})` : ''}`,
  'import.no-game-fits': (a, f) =>
    `ihre ${n(a.columns.length, 'Punktespalte', 'Punktespalten', f)} (${a.columns.join(', ')}) passen zu keinem ` +
    `Spiel: ${a.takes.map((t) => f.t(t)).join(', ')}; nenne das Spiel mit --game`,
  'import.no-sheet': () =>
    'kein Tabellenblatt der Arbeitsmappe hat eine Zeile mit Spielernamen über Zeilen mit Punkten',
  'import.unknown-shape': (a) =>
    `eine Datei unbekannter Form (versucht: ${a.tried.join(', ')}); nenne ihr Format mit --from`,
  'import.not-json': (a) => `kein JSON: ${a.reason}`,
  'import.unknown-json': (a) => `JSON unbekannter Form (versucht: ${a.tried.join(', ')}); nenne das Format mit --from`,
  'import.inferred.encoding': (a) => `als ${a.encoding} gelesen (nicht UTF-8)`,
  'import.inferred.own-export': () => 'der CSV-Export von Scoresheet (Punkte und Stand je Spiel)',
  'import.inferred.running-zero-row': () => 'die Spalten sind Stände (die erste Zeile ist ganz 0)',
  'import.inferred.running': () => 'die Spalten sind Stände (ihre Differenzen sehen aus wie die Punkte von Spielen)',
  'import.inferred.game': (a) => `das Spiel ist ${a.game}`,
  'import.inferred.players-from-teams': () => 'die Spieler sind unbekannt und nach ihren Teams benannt',
  'import.inferred.target': (a, f) =>
    `eine Partie endet bei ${f.num(a.target)} Punkten (wo die Stände der Liste wieder bei 0 beginnen)`,
  'import.inferred.summed': () => 'der Zwischenstand ist die Summe der Punkte der Liste (sie hat keine Stände)',
  'import.inferred.app-totals': () => 'der Zwischenstand ist die Summe der gespeicherten Punkte der App',
  'import.inferred.app-points': () =>
    'die Punkte jedes Spiels sind die der App, aus ihren gespeicherten Angaben gerechnet',
  'import.inferred.completed-deals': () =>
    'Punkte, die die App ergänzt (der Spieler, die nicht eingetippt wurden), sind eingesetzt',
  'import.note.flags': (a) => `Markierungen: ${a.flags.join(', ')}`,
  'import.json.missing': () => 'fehlt',
  'import.json.not-array': (a) => `${a.value} ist keine Liste`,
  'import.json.not-object': (a) => `${a.value} ist kein Objekt`,
  'import.json.not-string': (a) => `${a.value} ist kein Text`,
  'import.json.not-number': (a) => `${a.value} ist keine Zahl`,
  'import.json.not-boolean': (a) => `${a.value} ist weder true noch false`,
  'import.json.unknown-player': (a) => `„${a.name}“ ist keiner der Spieler`,
  'import.json.incomplete-deal': () =>
    'die Änderungen nennen nicht die Punkte aller Spieler und lassen sich nicht ergänzen',
  'import.json.deal-before-players': () => 'ein Spiel, bevor die Spieler gesetzt sind',
  'import.json.version': (a) => `die Formatversion ${a.version} ist unbekannt (bekannt ist 1)`,
  'import.usage.from': (a) => `--from nimmt ${a.formats.join(', ')}, nicht „${a.value}“`,
  'import.usage.game': (a) => `--game nimmt ${a.games.join(', ')}, nicht „${a.value}“`,
  'import.usage.columns': (a) => `--columns nimmt per-game oder running, nicht „${a.value}“`,
  'import.usage.map': (a) => `--map nimmt ALT=NEU (ein Name, =, der zu schreibende Name), nicht „${a.given}“`,
  'import.usage.out': () => '--out nimmt einen Ordner',
  'merge.usage.two': () => 'merge nimmt zwei Dateien: die Listen zweier Schreiber von einem Abend',
  'import.error': (a, f) => `${a.file}: ${a.where ? `${a.where}: ` : ''}${f.t(a.why)}`,
  'import.comment.source': (a) =>
    `Importiert aus ${a.source}${a.sheet ? `, Tabellenblatt „${a.sheet}“` : ''}${a.id ? ` (ID ${a.id})` : ''} ` +
    `als ${a.format} mit scoresheet import; die stand-Zeilen sind die Stände der Quelle.`,
  'import.comment.inferred': (a, f) => `Erschlossen: ${a.items.map((m) => f.t(m)).join('; ')}.`,
  'import.comment.renamed': (a) => `Umbenannt: ${a.pairs.join(', ')}.`,
  'import.comment.id': (a) => `ID ${a.id}`,
  'import.report.clean': (a, f) =>
    `${a.file}: ${n(a.rounds, 'Spiel', 'Spiele', f)}, ${n(a.checkpoints, 'Zwischenstand', 'Zwischenstände', f)}, ` +
    'alles stimmt',
  'import.report.unclean': (a, f) =>
    `${a.file}: ${n(a.rounds, 'Spiel', 'Spiele', f)}, ` +
    `${n(a.disagreeing, 'Zwischenstand stimmt', 'Zwischenstände stimmen', f)} nicht, ` +
    n(a.errors, 'Fehler', 'Fehler', f),
  'import.report.finding': (a) => `  Zeile ${a.line}${a.round ? ` (Spiel ${a.round})` : ''}: ${a.message}`,
  'import.report.more': (a, f) =>
    `  … ${n(a.count, 'weiterer Fehler', 'weitere Fehler', f)}; „scoresheet check“ zeigt sie`,
  'import.preview.clean': (a, f) =>
    `${n(a.rounds, 'Spiel', 'Spiele', f)} · ${n(a.checkpoints, 'Zwischenstand', 'Zwischenstände', f)} · alles stimmt`,
  'import.preview.unclean': (a, f) =>
    `${n(a.rounds, 'Spiel', 'Spiele', f)} · ${n(a.disagreeing, 'Zwischenstand stimmt', 'Zwischenstände stimmen', f)} ` +
    `nicht · ${n(a.errors, 'Fehler', 'Fehler', f)}`,
  'import.report.renamed': (a) => `umbenannt: ${a.from} → ${a.to}`,
  'import.report.wrote': (a) => `geschrieben: ${a.path}`,
  'import.report.unchanged': (a) => `unverändert: ${a.path} enthält diesen Abend schon`,
  'import.report.exists': (a) =>
    `${a.path} gibt es schon, mit anderem Inhalt: Die Datei wird nicht ersetzt (verschiebe sie oder wähle einen ` +
    'anderen Ordner mit --out; nichts geschrieben)',
  'import.report.several': (a) =>
    `${a.count} Abende: nenne mit --out ORDNER einen Ordner, um je eine Datei zu schreiben (nichts geschrieben)`,
  'merge.agree': (a, f) =>
    `${a.a} und ${a.b} stimmen überein: ${n(a.rounds, 'Spiel', 'Spiele', f)}, in jedem dieselben Punkte`,
  'merge.differ': (a) => `Spiel ${a.round} weicht ab:\n  ${a.a}: ${a.sayA}\n  ${a.b}: ${a.sayB}`,
  'merge.only-in': (a) => `Spiel ${a.round} steht nur in ${a.file}; ${a.other} endet davor`,
  'merge.nothing': () => 'nichts gerechnet',
  'merge.totals': (a) => `die Stände weichen ab:\n  ${a.a}: ${a.sayA}\n  ${a.b}: ${a.sayB}`,
  'merge.culprit': (a) => `gegen die Stände von ${a.other} geprüft, ${a.file}: ${a.message}`,
  'merge.games-differ': (a) => `${a.a} und ${a.b} sind Listen verschiedener Spiele`,
};
