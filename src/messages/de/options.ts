// German texts of options that do not apply and of what-ifs that cannot show a difference (see en/options.ts).

import type { DomainCatalog } from '../message';
import type { options as en } from '../en/options';
import type { Fmt } from '../fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;
/** A game by its kind inside a sentence, in the game's own words (src/messages/gameWords.ts: French `belote`). */
const game = (g: string, f: Fmt) => f.t({ id: 'game.noun', args: { kind: g } });

export const options: DomainCatalog<typeof en> = {
  'cli.json-and-format': (a) =>
    `--json gibt JSON aus und --format ${a.format} eine andere Ausgabe: gib nur eine der beiden Optionen an`,
  'cli.option-twice': (a, f) => `${a.flag} steht zweimal da (${f.list(a.values)}): gib die Option nur einmal an`,
  'cli.lsp-no-file': () => 'lsp nimmt keine Datei: der Editor schickt seine Dokumente über stdin',
  'cli.compare-csv': () => 'settle --compare schreibt text oder md, kein csv',
  'cli.fix-what-if': () =>
    '--fix schreibt die Datei so, wie ihre eigenen Regeln sie werten, und geht deshalb nicht mit --rules oder --set ' +
    '(was andere Regeln ändern, zeigt settle --compare)',
  'cli.table-game': (a, f) =>
    `--table ${a.table} gibt es für eine ${game(a.game, f)}-Liste nicht; ` +
    `ihre CSV-Tabellen sind ${f.list(a.tables, 'or')}`,
  'cli.table-season': () =>
    '--table wählt eine Tabelle eines Abends; mehrere Dateien oder ein Ordner sind eine Saison, ' +
    'und deren CSV ist eine einzige Tabelle',
  'cli.table-no-stake': (a) => `${a.file}: kein Einsatz angegeben, die Tabelle ${a.table} hat also keine Beträge`,
  'cli.check-summary-settings': (a, f) =>
    `${n(a.errors, 'Fehler', 'Fehler', f)}, ${n(a.warnings, 'Warnung', 'Warnungen', f)} in ` +
    (a.documents > 0 ? `${n(a.documents, 'Dokument', 'Dokumenten', f)} und ` : '') +
    `${n(a.settings, 'Datei', 'Dateien', f)} mit Saison-Einstellungen (Kasse und Anteile einer Saison, kein Abend)`,
  'whatif.note.unchanged': (a) => `${a.key}=${a.value}: die Liste spielt schon mit diesem Wert, es ändert sich nichts`,
  'whatif.note.written': (a, f) =>
    `${a.rounds.length === 1 ? 'Spiel' : 'Die Spiele'} ${f.list(a.rounds.map(String))} ` +
    `${a.rounds.length === 1 ? 'nennt' : 'nennen'} nur ` +
    (a.won ? 'Ergebnis und Spielwert (gewonnen) oder die notierten Punkte' : 'die notierten Punkte') +
    `: die Regeln können ${a.rounds.length === 1 ? 'es' : 'sie'} nicht neu rechnen, die Punkte bleiben, wie sie sind` +
    (a.won ? ' (auf einen notierten Wert wirken nur Bock und Zählweise).' : '.'),
  'whatif.note.no-difference': () => 'Kein Unterschied: jedes Spiel dieser Liste zählt mit diesen Regeln gleich.',
  'cli.compare.games-as-written': () => 'Partien gewonnen wie notiert',
  'cli.compare.games-what-if': () => 'Partien gewonnen, was wäre, wenn',
  'cli.compare.games-difference': () => 'Partien-Differenz',
};
