// German texts of tournaments.

import type { DomainCatalog, Fmt } from '../message';
import type { tournament as en } from '../en/tournament';

/** What a game calls its series: `series` is every game's word; a game's own name is its words (see en). */
type SeriesName = string;
type SeriesForm = 'one' | 'other' | 'title' | 'abbr';
const SERIES: Record<SeriesForm, string> = { one: 'Serie', other: 'Serien', title: 'Serie', abbr: 'S' };
const word = (f: Fmt, name: SeriesName, form: SeriesForm) =>
  name === 'series' ? SERIES[form] : f.t({ id: 'game.series', args: { name, form } });
const serie = (f: Fmt, s: SeriesName) => word(f, s, 'one');
const serien = (f: Fmt, s: SeriesName) => word(f, s, 'other');
/** „der Serie 2“ (a game's own name: „der Partie 2“). */
const derSerie = (f: Fmt, s: SeriesName, n: number) => `der ${serie(f, s)} ${n}`;

const STAT: Record<string, string> = {
  games: 'Spiele',
  won: 'gewonnen',
  lost: 'verloren',
};

const KEY: Record<string, string> = {
  points: 'Punkte',
  placement: 'Platzierungspunkte',
  match: 'Matchpunkte',
  index: 'Index',
  average: 'Schnitt pro Serie',
  'best-series': 'beste Serie',
  wins: 'Siege',
  'point-diff': 'Punktdifferenz',
  'games-won': 'gewonnene Spiele',
  'games-lost': 'verlorene Spiele',
};

export const tournament: DomainCatalog<typeof en> = {
  'tournament.unknown-directive': (a) =>
    `„${a.word}“ ist keine Turnier-Einstellung; tournament.score hat Zeilen wie \`turnier\`, \`game\`, ` +
    '`serie`, `teilnehmer`, `wertung`, `feinwertung`, `startgeld` und `preise`.',
  'tournament.duplicate': (a) => `„${a.word}“ steht zweimal da (zuerst in Zeile ${a.line}); es gilt die zweite Angabe.`,
  'tournament.no-game': (a, f) =>
    `Ein Turnier braucht sein Spiel: füge eine Zeile \`game\` mit ${f.list(a.games, 'or')} hinzu; jede ` +
    'Tischliste erbt sie.',
  'tournament.bad-game': (a, f) =>
    `${a.text ? `„${a.text}“ ist kein Spiel` : 'Welches Spiel?'}: schreibe ${f.list(a.games, 'or')}.`,
  'tournament.missing': (a) => `Hier fehlt etwas: schreibe z. B. \`${a.usage}\`.`,
  'tournament.extra': (a) => `Unerwartet: „${a.text}“; schreibe z. B. \`${a.usage}\`.`,
  'tournament.bad-number': (a) => `„${a.text}“ ist keine ganze Zahl: schreibe z. B. \`${a.usage}\`.`,
  'tournament.not-positive': (a) =>
    `Hier gehört eine positive ganze Zahl hin, nicht ${a.text}: schreibe z. B. \`${a.usage}\`.`,
  'tournament.bad-word': (a, f) =>
    `${a.text ? `„${a.text}“ ist nichts von` : 'Schreibe eines von'} ${f.list(a.allowed, 'or')}: z. B. \`${a.usage}\`.`,
  'tournament.tiebreak-twice': (a) =>
    `„${a.word}“ ist in dieser Zeile schon eine Feinwertung; es gilt die erste Angabe.`,
  'tournament.bad-games': (a) =>
    `„${a.text}“ sind keine Spiele pro Tischgröße: schreibe GRÖSSE:SPIELE, z. B. \`${a.usage}\`.`,
  'tournament.games-size': (a, f) =>
    `Einen Tisch mit ${a.size} gibt es in diesem Spiel nicht; an einem Tisch sitzen ` +
    `${f.list(a.sizes.map(String), 'or')}.`,
  'tournament.bad-placement': (a) =>
    `${a.text ? `„${a.text}“ sagt nicht,` : 'Sage,'} für welche Tischgröße: schreibe GRÖSSE: und dann ` +
    `die Punkte nach Platz, z. B. \`${a.usage}\`.`,
  'tournament.placement-count': (a, f) =>
    `Ein Tisch mit ${a.size} hat ${a.size} Plätze, angegeben ` +
    `${f.plural(a.count, 'ist ein Wert', `sind ${a.count} Werte`)}.`,
  'tournament.placement-size': (a, f) =>
    `Kein Tisch dieses Spiels hat ${a.size} Teilnehmer; schreibe die Punkte für ${f.list(a.sizes.map(String), 'or')}.`,
  'tournament.bad-start-number': (a) =>
    `„${a.text}“ ist keine Startnummer: schreibe eine positive ganze Zahl und dann den Namen, z. B. ` +
    '`teilnehmer 1 Anna`.',
  'tournament.bad-name': (a) =>
    `„${a.name}“ ist kein Name, wie ihn die Listen schreiben (Buchstaben, Ziffern, _ - . '); setze ihn in ` +
    `Anführungszeichen: "${a.name}".`,
  'tournament.duplicate-player': (a) =>
    a.what === 'number'
      ? `Die Startnummer ${a.text} ist schon in Zeile ${a.line} vergeben.`
      : `${a.text} ist schon in Zeile ${a.line} gemeldet.`,
  'tournament.bad-amount': (a, f) => `Der Betrag: ${f.t(a.why)}. Schreibe z. B. \`${a.usage}\`.`,
  'tournament.prizes-mixed': (a) =>
    `„${a.text}“ ist keine Prozentangabe: schreibe alle Preise in Prozent (\`preise 50 % 30 % 20 %\`) oder alle als ` +
    'Beträge.',
  'tournament.prizes-over': (a) => `Die Preise ergeben ${a.sum} % der Startgelder: mehr als eingezahlt wird.`,
  'tournament.percent-without-entry': () =>
    'Preise in Prozent sind Anteile der Startgelder, aber es gibt keine Zeile `startgeld`: es wird nichts ausgezahlt.',
  'tournament.currencies': (a) => `Die Preise sind in ${a.prizes}, das Startgeld in ${a.entry}: schreibe eine Währung.`,
  'tournament.wrong-game': (a) => `„${a.word}“ bedeutet in einem Turnier in ${a.game} nichts.`,
  'tournament.series-empty': (a, f) => `Von ${derSerie(f, a.name, a.series)} ist noch keine Tischliste da.`,

  'tournament.sheet-game': (a) => `Diese Liste ist ${a.sheet}, das Turnier spielt aber ${a.game}.`,
  'tournament.no-series': (a, f) =>
    `Zu welcher ${serie(f, a.name)} gehört diese Liste? Füge eine Zeile \`serie N\` hinzu.`,
  'tournament.no-table': () => 'Welcher Tisch ist diese Liste? Füge eine Zeile `tisch N` hinzu.',
  'tournament.series-range': (a, f) =>
    `Das Turnier hat ${a.count} ${serien(f, a.name)} (tournament.score), ` +
    `also gibt es keine ${serie(f, a.name)} ${a.series}.`,
  'tournament.same-table': (a, f) =>
    `${a.other} ist auch Tisch ${a.table} ${derSerie(f, a.name, a.series)}: eine Liste pro Tisch.`,
  'tournament.unregistered': (a) =>
    `${a.name} ist ${a.team ? 'kein gemeldetes Team' : 'nicht gemeldet'} (keine Zeile \`teilnehmer\` in ` +
    `tournament.score)${a.hint ? `; gemeint ist vielleicht ${a.hint}?` : '.'}`,
  'tournament.seated-twice': (a, f) =>
    `${a.who} sitzt auch an Tisch ${a.table} ${derSerie(f, a.name, a.series)} (${a.other}).`,
  'tournament.absent': (a, f) =>
    `${a.who} sitzt an keinem Tisch ${derSerie(f, a.name, a.series)}` +
    (a.missed ? ' und zählt als gefehlt (Zeile `gefehlt`).' : ': eine Liste fehlt, oder eine Zeile `gefehlt`.'),
  'tournament.table-size': (a, f) =>
    `Ein Tisch mit ${a.count} Spielern: an einem Turniertisch sitzen ${f.list(a.sizes.map(String), 'or')}.`,
  'tournament.game-count': (a, f) =>
    `An diesem Tisch ${f.plural(a.games, 'wurde ein Spiel', `wurden ${a.games} Spiele`)} gespielt; eine Serie am ` +
    `Tisch mit ${a.size} hat ${a.expected} (\`spiele\`)` +
    (a.games < a.expected
      ? '. Schreibe `zeit`, wenn die Zeit die Serie beendet hat.'
      : `: dies ist Spiel ${a.expected + 1}.`),
  'tournament.teams-met': (a, f) =>
    `${a.a} und ${a.b} haben schon in ${derSerie(f, a.name, a.series)} gespielt (${a.file}).`,

  'tournament.heading': (a, f) =>
    `${a.title ? `${a.title} — ` : 'Turnier — '}${a.game}, ` +
    `${f.plural(a.series, `1 ${serie(f, a.name)}`, `${a.series} ${serien(f, a.name)}`)}, ` +
    `${f.plural(a.entrants, `1 ${a.teams ? 'Team' : 'Spieler'}`, `${a.entrants} ${a.teams ? 'Teams' : 'Spieler'}`)}`,
  'tournament.standings': () => 'Rangliste',
  'tournament.ranked-by': (a, f) =>
    `Gewertet nach ${KEY[a.key] ?? a.key}` +
    (a.tiebreaks.length ? `, dann ${f.list(a.tiebreaks.map((k) => KEY[k] ?? k))}` : '') +
    '; wer dann noch gleichauf liegt, teilt sich den Platz' +
    (a.best ? `; es zählen nur die besten ${a.best}, die übrigen stehen in Klammern` : '') +
    '.',
  'tournament.legend': (a, f) =>
    `Je ${serie(f, a.name)}: der Wertungswert dort · = nicht gesetzt, gefehlt = als gefehlt gewertet, Freilos = ohne ` +
    'Gegner.',
  'tournament.series-title': (a, f) => `${serie(f, a.name)} ${a.series}`,
  'tournament.stats': () => 'Statistik pro Spieler',
  'tournament.money': () => 'Geld',
  'tournament.money-line': (a, f) =>
    (a.entry !== undefined
      ? `Startgelder: ${a.entries} × ${f.money(a.entry, a.currency)} = ${f.money(a.entries * a.entry, a.currency)}. `
      : '') +
    (a.fees !== undefined
      ? `An den Tischen eingezahlte Gebühren: ${f.money(a.fees, a.currency)}; ` +
        `in der Kasse: ${f.money(a.pool, a.currency)}. `
      : '') +
    `Ausgezahlte Preise: ${f.money(a.paid, a.currency)}.`,
  'tournament.prize-rule': () =>
    'Wer sich einen Platz teilt, teilt sich die Preise der Plätze, die er belegt; Cent, die nicht aufgehen, gehen ' +
    'einzeln an sie in der gezeigten Reihenfolge.',
  'tournament.col.rank': () => '#',
  'tournament.col.number': () => 'Nr.',
  'tournament.col.player': () => 'Spieler',
  'tournament.col.team': () => 'Team',
  'tournament.col.players': () => 'Spieler',
  'tournament.col.key': (a) => KEY[a.key] ?? a.key,
  'tournament.col.series': (a, f) => `${word(f, a.name, 'abbr')}${a.series}`,
  'tournament.col.table': () => 'Tisch',
  'tournament.col.file': () => 'Liste',
  'tournament.col.place': () => 'Platz',
  'tournament.col.prize': () => 'Preis',
  'tournament.col.entry': () => 'Startgeld',
  'tournament.col.fees': () => 'Gebühren',
  'tournament.col.money': () => 'Geld',
  'tournament.cell.missed': () => 'gefehlt',
  'tournament.cell.bye': () => 'Freilos',
  'tournament.cell.timeout': () => 'Zeit',
  'tournament.stat': (a) => STAT[a.key] ?? a.key,

  // the command line
  'tournament.cli.check-summary': (a, f) =>
    `${a.errors} Fehler, ${f.plural(a.warnings, '1 Warnung', `${a.warnings} Warnungen`)} in ` +
    (a.documents > 0 ? `${f.plural(a.documents, '1 Dokument', `${a.documents} Dokumenten`)} und ` : '') +
    `${f.plural(a.settings, '1 Datei', `${a.settings} Dateien`)} mit Turnier-Einstellungen (die Einstellungen ` +
    'seiner Tischlisten, keine Liste)',
  'tournament.cli.series-not-here': () => '--series gibt es nur für sheets',
  'tournament.cli.series-value': (a) => `--series nimmt eine Seriennummer, nicht „${a.value}“`,
  'tournament.cli.sheets-one-folder': () => 'sheets nimmt einen Ordner: den des Turniers',
  'tournament.cli.sheets-needs-series': () => 'sheets braucht --series N: welche Serie ausgegeben wird',
  'tournament.cli.no-settings': (a) =>
    `scoresheet: „${a.dir}“ hat keine tournament.score (eine .score-Datei, deren erste Zeile \`turnier\` ist)`,
  'tournament.cli.share': (a) =>
    `--format ${a.format} gibt es für ein Turnier noch nicht; nimm --format text, md, csv oder html, oder --json`,
  'tournament.cli.settings-alone': (a) =>
    `scoresheet: ${a.file} enthält die Einstellungen eines Turniers, keine Tischliste; rechne seinen Ordner ab ` +
    '(„scoresheet settle ORDNER“)',
  'tournament.cli.two-settings': (a) =>
    `scoresheet: ${a.file} ist eine zweite Datei mit Turnier-Einstellungen; es gelten die von ${a.first}`,
  'tournament.cli.cannot-seat': (a, f) =>
    `scoresheet: ${a.count} Teilnehmer lassen sich nicht an Tische mit ${f.list(a.sizes.map(String), 'or')} setzen`,
  'tournament.cli.nobody': () => 'scoresheet: niemand zu setzen: melde die Teilnehmer mit Zeilen `teilnehmer N NAME`',
  'tournament.sheet-head': (a, f) =>
    `${a.title ? `${a.title} — ` : ''}${serie(f, a.name)} ${a.series}, Tisch ${a.table}`,
  'tournament.sheet-games': (a) =>
    `${a.games} Spiele; \`zeit\`, wenn die Zeit die Serie beendet, und der \`stand\` der Liste als letzte Zeile`,
  'tournament.sheet-team-seats': (a) =>
    `spieler: die vier Namen in Sitzreihenfolge, ${a.a} auf 1 und 3, ${a.b} auf 2 und 4`,
  'tournament.sheet-bye': (a, f) => `${a.team} hat in ${derSerie(f, a.name, a.series)} ein Freilos`,

  'tournament.view.label': () => 'Turnier',
  'tournament.view.shared': () => 'geteilter Rang',
  'tournament.view.tables': (a, f) => `Tische je ${serie(f, a.name)}`,
  'tournament.view.no-list': (a, f) => `Noch keine Liste dieser ${serie(f, a.name)}.`,
  'tournament.view.missing': () => 'Noch fehlende Listen',
  'tournament.view.missing-none': () => 'Jeder Teilnehmer steht auf einer Liste jeder bisher gespielten Serie.',
  'tournament.view.missing-who': (a, f) => `${serie(f, a.name)} ${a.series}: ${f.list(a.who)}`,
  'tournament.view.missing-all': (a, f) => `${serie(f, a.name)} ${a.series}: noch keine Liste`,
  'tournament.view.sheets': () => 'Listen und ihre Prüfung',
  'tournament.view.col-problems': () => 'Probleme',
  'tournament.view.problems': (a, f) =>
    a.errors + a.warnings === 0
      ? 'keine'
      : [
          a.errors ? f.plural(a.errors, '1 Fehler', `${a.errors} Fehler`) : '',
          a.warnings ? f.plural(a.warnings, '1 Warnung', `${a.warnings} Warnungen`) : '',
        ]
          .filter(Boolean)
          .join(', '),
  'tournament.view.lists-in': (a, f) => `${f.plural(a.lists, '1 Liste', `${a.lists} Listen`)} abgegeben`,
  'tournament.view.updated': () => 'Letzte Aktualisierung:',
  'tournament.view.page': (a) => `Seite ${a.page} von ${a.pages}`,
  'tournament.view.pause': () => 'Anhalten',
  'tournament.view.resume': () => 'Weiter blättern',
  'tournament.view.next': () => 'Nächste Seite',
  'tournament.view.projector': () => 'Beamer-Ansicht',
  'tournament.view.fingerprints': () => 'Listen und ihre Fingerabdrücke',
  'tournament.view.fingerprint': () => 'Fingerabdruck des Turniers:',
  'tournament.view.recomputed': () =>
    'Alles auf dieser Seite wurde beim Öffnen aus den Listen unten neu berechnet. Der Fingerabdruck des Turniers ' +
    'ist der Fingerabdruck der Fingerabdrücke der Listen: Wer die Listen hat, kann ihn prüfen.',
  'tournament.view.scroll-region': (a) => `${a.table} (seitlich scrollbar)`,
  'tournament.view.logs': () => 'Die Listen',
  'tournament.view.footer': (a, f) =>
    `Scoresheet · ${f.plural(a.lists, '1 Liste', `${a.lists} Listen`)} · Fingerabdruck des Turniers ${a.fingerprint}`,
};
