// English texts of tournaments (src/tournament): the problems of tournament.score and of the checks across its
// table sheets, and the words of the standings, series tables, statistics and money the CLI prints.

import type { Fmt } from '../fmt';
import type { Message } from '../message';

/**
 * What a game calls its series (TournamentHook.seriesName): `series` is every game's word; a game with a name of its
 * own gives its words (GameWords.series, rendered by game.series: a concours' `partie`).
 */
type SeriesName = string;
type SeriesForm = 'one' | 'other' | 'title' | 'abbr';
const SERIES: Record<SeriesForm, string> = { one: 'series', other: 'series', title: 'Series', abbr: 'S' };
const word = (f: Fmt, name: SeriesName, form: SeriesForm) =>
  name === 'series' ? SERIES[form] : f.t({ id: 'game.series', args: { name, form } });
const seriesWord = (f: Fmt, s: SeriesName) => word(f, s, 'one');

/** The statistics every game may report; a game names its own (TournamentHook.statLabel). */
const STAT: Record<string, string> = {
  games: 'games',
  won: 'won',
  lost: 'lost',
};

const KEY: Record<string, string> = {
  points: 'points',
  placement: 'placement points',
  match: 'match points',
  index: 'index',
  average: 'average per series',
  'best-series': 'best series',
  wins: 'wins',
  'point-diff': 'point difference',
  'games-won': 'games won',
  'games-lost': 'games lost',
};

export const tournament = {
  // tournament.score
  'tournament.unknown-directive': (a: { word: string }) =>
    `"${a.word}" is not a tournament setting; tournament.score has lines such as \`tournament\`, \`game\`, ` +
    '`series`, `player`, `ranking`, `tiebreak`, `entry` and `prizes`.',
  'tournament.duplicate': (a: { word: string; line: number }) =>
    `"${a.word}" is given twice (first on line ${a.line}); the second one counts.`,
  'tournament.no-game': (a: { games: readonly string[] }, f: Fmt) =>
    `A tournament needs its game: add a line \`game\` with ${f.list(a.games, 'or')}; every table sheet inherits it.`,
  'tournament.bad-game': (a: { text: string; games: readonly string[] }, f: Fmt) =>
    `${a.text ? `"${a.text}" is no game` : 'Which game?'}: write ${f.list(a.games, 'or')}.`,
  'tournament.missing': (a: { usage: string }) => `Something is missing here: write e.g. \`${a.usage}\`.`,
  'tournament.extra': (a: { text: string; usage: string }) => `Unexpected "${a.text}": write e.g. \`${a.usage}\`.`,
  'tournament.bad-number': (a: { text: string; usage: string }) =>
    `"${a.text}" is not a whole number: write e.g. \`${a.usage}\`.`,
  'tournament.not-positive': (a: { text: string; usage: string }) =>
    `This must be a positive whole number, not ${a.text}: write e.g. \`${a.usage}\`.`,
  'tournament.bad-word': (a: { text: string; allowed: readonly string[]; usage: string }, f: Fmt) =>
    `${a.text ? `"${a.text}" is none of` : 'Write one of'} ${f.list(a.allowed, 'or')}: e.g. \`${a.usage}\`.`,
  'tournament.tiebreak-twice': (a: { word: string }) =>
    `"${a.word}" is already a tie-break on this line; the first one counts.`,
  'tournament.bad-games': (a: { text: string; usage: string }) =>
    `"${a.text}" is not games per table size: write SIZE:GAMES, e.g. \`${a.usage}\`.`,
  'tournament.games-size': (a: { size: number; sizes: readonly number[] }, f: Fmt) =>
    `There is no table of ${a.size} in this game; tables have ${f.list(a.sizes.map(String), 'or')} players.`,
  'tournament.bad-placement': (a: { text: string; usage: string }) =>
    `${a.text ? `"${a.text}" does not say` : 'Say'} for which table size: write SIZE: then the points by place, ` +
    `e.g. \`${a.usage}\`.`,
  'tournament.placement-count': (a: { size: number; count: number }, f: Fmt) =>
    `A table of ${a.size} has ${a.size} places, but ${f.plural(a.count, 'one value is', `${a.count} values are`)} ` +
    'given.',
  'tournament.placement-size': (a: { size: number; sizes: readonly number[] }, f: Fmt) =>
    `No table of this game has ${a.size} entrants; write the points for ${f.list(a.sizes.map(String), 'or')}.`,
  'tournament.bad-start-number': (a: { text: string }) =>
    `"${a.text}" is not a start number: write a positive whole number, then the name, e.g. \`player 1 Anna\`.`,
  'tournament.bad-name': (a: { name: string }) =>
    `"${a.name}" is not a name as sheets write them (letters, digits, _ - . '); quote it: "${a.name}".`,
  'tournament.duplicate-player': (a: { what: 'number' | 'name'; text: string; line: number }) =>
    a.what === 'number'
      ? `Start number ${a.text} is already given on line ${a.line}.`
      : `${a.text} is already registered on line ${a.line}.`,
  'tournament.bad-amount': (a: { why: Message; usage: string }, f: Fmt) =>
    `The amount: ${f.t(a.why)}. Write e.g. \`${a.usage}\`.`,
  'tournament.prizes-mixed': (a: { text: string }) =>
    `"${a.text}" is not a percentage: write all prizes in percent (\`prizes 50% 30% 20%\`) or all as amounts.`,
  'tournament.prizes-over': (a: { sum: number }) =>
    `The prizes add up to ${a.sum}% of the entries: more than is paid in.`,
  'tournament.percent-without-entry': () =>
    'Prizes in percent are shares of the entries, but there is no `entry` line: nothing is paid out.',
  'tournament.currencies': (a: { prizes: string; entry: string }) =>
    `The prizes are in ${a.prizes} but the entry is in ${a.entry}: write one currency.`,
  'tournament.wrong-game': (a: { word: string; game: string }) =>
    `"${a.word}" has no meaning in a ${a.game} tournament.`,
  'tournament.series-empty': (a: { series: number; name: SeriesName }, f: Fmt) =>
    `No table sheet of ${seriesWord(f, a.name)} ${a.series} is here yet.`,

  // the table sheets
  'tournament.sheet-game': (a: { sheet: string; game: string }) =>
    `This sheet is ${a.sheet}, but the tournament plays ${a.game}.`,
  'tournament.no-series': (a: { name: SeriesName }, f: Fmt) =>
    `Which ${seriesWord(f, a.name)} is this sheet? Add a line \`series N\`.`,
  'tournament.no-table': () => 'Which table is this sheet? Add a line `table N`.',
  'tournament.series-range': (a: { series: number; count: number; name: SeriesName }, f: Fmt) =>
    `The tournament has ${a.count} ${word(f, a.name, 'other')} (tournament.score), ` +
    `so there is no ${seriesWord(f, a.name)} ${a.series}.`,
  'tournament.same-table': (a: { series: number; table: number; other: string; name: SeriesName }, f: Fmt) =>
    `${a.other} is also table ${a.table} of ${seriesWord(f, a.name)} ${a.series}: one sheet per table.`,
  'tournament.unregistered': (a: { name: string; team: boolean; hint?: string }) =>
    `${a.name} is not a registered ${a.team ? 'team' : 'participant'} (no \`player\` line in tournament.score)` +
    `${a.hint ? `; did you mean ${a.hint}?` : '.'}`,
  'tournament.seated-twice': (
    a: { who: string; series: number; table: number; other: string; name: SeriesName },
    f: Fmt,
  ) => `${a.who} also sits at table ${a.table} of ${seriesWord(f, a.name)} ${a.series} (${a.other}).`,
  'tournament.absent': (a: { who: string; series: number; missed: boolean; name: SeriesName }, f: Fmt) =>
    `${a.who} sits at no table of ${seriesWord(f, a.name)} ${a.series}` +
    (a.missed ? ' and counts as missed (the `missed` line).' : ': a sheet is missing, or a `missed` line.'),
  'tournament.table-size': (a: { count: number; sizes: readonly number[] }, f: Fmt) =>
    `A table of ${a.count} players: a tournament table has ${f.list(a.sizes.map(String), 'or')}.`,
  'tournament.game-count': (a: { games: number; expected: number; size: number }, f: Fmt) =>
    `This table played ${f.plural(a.games, 'one game', `${a.games} games`)}; a series at a table of ${a.size} has ` +
    `${a.expected} (\`games\`)` +
    (a.games < a.expected ? '. Write `timeout` if the clock stopped the series.' : `: this is game ${a.expected + 1}.`),
  'tournament.teams-met': (a: { a: string; b: string; series: number; file: string; name: SeriesName }, f: Fmt) =>
    `${a.a} and ${a.b} already met in ${seriesWord(f, a.name)} ${a.series} (${a.file}).`,

  // what the CLI prints
  'tournament.heading': (
    a: { title?: string; game: string; series: number; entrants: number; teams: boolean; name: SeriesName },
    f: Fmt,
  ) =>
    `${a.title ? `${a.title} — ` : 'Tournament — '}${a.game}, ` +
    `${f.plural(a.series, `1 ${seriesWord(f, a.name)}`, `${a.series} ${word(f, a.name, 'other')}`)}, ` +
    `${f.plural(a.entrants, `1 ${a.teams ? 'team' : 'player'}`, `${a.entrants} ${a.teams ? 'teams' : 'players'}`)}`,
  'tournament.standings': () => 'Standings',
  'tournament.ranked-by': (a: { key: string; tiebreaks: readonly string[]; best?: number }, f: Fmt) =>
    `Ranked by ${KEY[a.key] ?? a.key}` +
    (a.tiebreaks.length ? `, then ${f.list(a.tiebreaks.map((k) => KEY[k] ?? k))}` : '') +
    '; entrants still level share a rank' +
    (a.best ? `; only each one's best ${a.best} count, the others are in brackets` : '') +
    '.',
  'tournament.legend': (a: { name: SeriesName }, f: Fmt) =>
    `Each ${seriesWord(f, a.name)}: the main key there · = not seated, missed = counted as missed, bye = no opponent.`,
  'tournament.series-title': (a: { series: number; name: SeriesName }, f: Fmt) =>
    `${word(f, a.name, 'title')} ${a.series}`,
  'tournament.stats': () => 'Statistics per player',
  'tournament.money': () => 'Money',
  'tournament.money-line': (
    a: { entries: number; entry?: number; fees?: number; pool: number; paid: number; currency?: string },
    f: Fmt,
  ) =>
    (a.entry !== undefined
      ? `Entries: ${a.entries} × ${f.money(a.entry, a.currency)} = ${f.money(a.entries * a.entry, a.currency)}. `
      : '') +
    (a.fees !== undefined
      ? `Fees paid in at the tables: ${f.money(a.fees, a.currency)}; in the pot: ${f.money(a.pool, a.currency)}. `
      : '') +
    `Prizes paid: ${f.money(a.paid, a.currency)}.`,
  'tournament.prize-rule': () =>
    'Entrants level on a rank share the prizes of the places they hold; cents that do not divide go one each to ' +
    'them in the order shown.',
  'tournament.col.rank': () => '#',
  'tournament.col.number': () => 'no.',
  'tournament.col.player': () => 'player',
  'tournament.col.team': () => 'team',
  'tournament.col.players': () => 'players',
  'tournament.col.key': (a: { key: string }) => KEY[a.key] ?? a.key,
  'tournament.col.series': (a: { series: number; name: SeriesName }, f: Fmt) => `${word(f, a.name, 'abbr')}${a.series}`,
  'tournament.col.table': () => 'table',
  'tournament.col.file': () => 'sheet',
  'tournament.col.place': () => 'place',
  'tournament.col.prize': () => 'prize',
  'tournament.col.entry': () => 'entry',
  'tournament.col.fees': () => 'fees',
  'tournament.col.money': () => 'money',
  'tournament.cell.missed': () => 'missed',
  'tournament.cell.bye': () => 'bye',
  'tournament.cell.timeout': () => 'timeout',
  'tournament.stat': (a: { key: string }) => STAT[a.key] ?? a.key,

  // the command line
  'tournament.cli.check-summary': (
    a: { errors: number; warnings: number; documents: number; settings: number },
    f: Fmt,
  ) =>
    `${f.plural(a.errors, '1 error', `${a.errors} errors`)}, ` +
    `${f.plural(a.warnings, '1 warning', `${a.warnings} warnings`)} in ` +
    (a.documents > 0 ? `${f.plural(a.documents, '1 document', `${a.documents} documents`)} and ` : '') +
    `${f.plural(a.settings, '1 tournament settings file', `${a.settings} tournament settings files`)} ` +
    '(the settings of its table sheets, not a sheet)',
  'tournament.cli.series-not-here': () => '--series is for sheets only',
  'tournament.cli.series-value': (a: { value: string }) => `--series takes a series number, not "${a.value}"`,
  'tournament.cli.sheets-one-folder': () => 'sheets takes one folder: the tournament’s',
  'tournament.cli.sheets-needs-series': () => 'sheets needs --series N: which series to print',
  'tournament.cli.no-settings': (a: { dir: string }) =>
    `scoresheet: "${a.dir}" has no tournament.score (a .score file whose first line is \`tournament\`)`,
  'tournament.cli.share': (a: { format: string }) =>
    `--format ${a.format} is not available for a tournament yet; use --format text, md, csv or html, or --json`,
  'tournament.cli.settings-alone': (a: { file: string }) =>
    `scoresheet: ${a.file} holds a tournament's settings, not a table sheet; settle its folder ` +
    '("scoresheet settle DIR")',
  'tournament.cli.two-settings': (a: { file: string; first: string }) =>
    `scoresheet: ${a.file} is a second tournament settings file; the settings of ${a.first} are used`,
  'tournament.cli.cannot-seat': (a: { count: number; sizes: readonly number[] }, f: Fmt) =>
    `scoresheet: ${a.count} participants cannot be seated at tables of ${f.list(a.sizes.map(String), 'or')}`,
  'tournament.cli.nobody': () => 'scoresheet: nobody to seat: register the participants with `player N NAME` lines',
  'tournament.sheet-head': (a: { title?: string; series: number; table: number; name: SeriesName }, f: Fmt) =>
    `${a.title ? `${a.title} — ` : ''}${seriesWord(f, a.name)} ${a.series}, table ${a.table}`,
  'tournament.sheet-games': (a: { games: number }) =>
    `${a.games} games; \`timeout\` if the clock stops the series, the list's \`total\` as the last line`,
  'tournament.sheet-team-seats': (a: { a: string; b: string }) =>
    `players: write the four names in seat order, ${a.a} 1st and 3rd, ${a.b} 2nd and 4th`,
  'tournament.sheet-bye': (a: { team: string; series: number; name: SeriesName }, f: Fmt) =>
    `${a.team} has the bye in ${seriesWord(f, a.name)} ${a.series}`,

  // the tournament view and page (webview/components/tournamentStandings.ts, the exported page, the projector)
  'tournament.view.label': () => 'Tournament',
  'tournament.view.shared': () => 'shared rank',
  'tournament.view.tables': (a: { name: SeriesName }, f: Fmt) => `Tables by ${seriesWord(f, a.name)}`,
  'tournament.view.no-list': (a: { name: SeriesName }, f: Fmt) => `No list of this ${seriesWord(f, a.name)} yet.`,
  'tournament.view.missing': () => 'Lists still missing',
  'tournament.view.missing-none': () => 'Every participant is on a list of every series played so far.',
  'tournament.view.missing-who': (a: { series: number; name: SeriesName; who: readonly string[] }, f: Fmt) =>
    `${word(f, a.name, 'title')} ${a.series}: ${f.list(a.who)}`,
  'tournament.view.missing-all': (a: { series: number; name: SeriesName }, f: Fmt) =>
    `${word(f, a.name, 'title')} ${a.series}: no list yet`,
  'tournament.view.sheets': () => 'Lists and their checks',
  'tournament.view.col-problems': () => 'problems',
  'tournament.view.problems': (a: { errors: number; warnings: number }, f: Fmt) =>
    a.errors + a.warnings === 0
      ? 'none'
      : [
          a.errors ? f.plural(a.errors, '1 error', `${a.errors} errors`) : '',
          a.warnings ? f.plural(a.warnings, '1 warning', `${a.warnings} warnings`) : '',
        ]
          .filter(Boolean)
          .join(', '),
  'tournament.view.lists-in': (a: { lists: number }, f: Fmt) => `${f.plural(a.lists, '1 list', `${a.lists} lists`)} in`,
  'tournament.view.updated': () => 'Last update:',
  'tournament.view.page': (a: { page: number; pages: number }) => `Page ${a.page} of ${a.pages}`,
  'tournament.view.pause': () => 'Pause',
  'tournament.view.resume': () => 'Resume',
  'tournament.view.next': () => 'Next page',
  'tournament.view.projector': () => 'Projector view',
  'tournament.view.fingerprints': () => 'Lists and their fingerprints',
  'tournament.view.fingerprint': () => 'Tournament fingerprint:',
  'tournament.view.recomputed': () =>
    'Everything on this page was recomputed from the lists below when the page opened. The tournament fingerprint ' +
    'is the fingerprint of the lists’ fingerprints: anyone holding the lists can check it.',
  'tournament.view.scroll-region': (a: { table: string }) => `${a.table} (scrolls sideways)`,
  'tournament.view.logs': () => 'The lists',
  'tournament.view.footer': (a: { fingerprint: string; lists: number }, f: Fmt) =>
    `Scoresheet · ${f.plural(a.lists, '1 list', `${a.lists} lists`)} · tournament fingerprint ${a.fingerprint}`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
