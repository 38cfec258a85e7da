// English texts of `scoresheet import` and `scoresheet merge`: why a source cannot be read, what an import inferred
// (the comment at the top of each file it writes), the report of each evening's checks, and merge's findings.

import type { Fmt } from '../fmt';
import type { Message } from '../message';
import { wrap } from '../../text/wrap';

/** The games' remarks on a spreadsheet's columns, in brackets: ` (Belote/Coinche: per team)`; none: nothing. */
const notes = (m: readonly Message[], f: Fmt) => (m.length ? ` (${m.map((x) => f.t(x)).join('; ')})` : '');
const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

export const importer = {
  // `apps`: the apps the importers read (`--from` names them by id); `notes`: how a game's spreadsheet columns differ
  // from one per player (SpreadsheetGame.columnsNote).
  'cli.help.import': (
    a: { apps: readonly { id: string; name: Message }[]; notes: readonly Message[] },
    f: Fmt,
  ) => `scoresheet import FILE… [--from ${['csv', 'xlsx', ...a.apps.map((x) => x.id)].join('|')}] [--game G]
                  [--columns per-game|running] [--map OLD=NEW …] [--out DIR]

${wrap(
  "Turns another tool's records into .score files: spreadsheets (CSV with , or ;, a byte order mark, decimal " +
    `commas; .xlsx workbooks, one sheet per evening), ${f.list(a.apps.map((x) => f.t(x.name)))}. The format is ` +
    'read from the content unless --from names it.',
)}

${wrap(
  `A spreadsheet has one column per player${notes(a.notes, f)}, each round's points or running totals (a first ` +
    'row of zeros, differences that look like rounds; else --columns); a game-value column, the winning party, ' +
    'the soloist, bock and who sat out (a blank cell) are read where the sheet has them.',
)}
Every evening gets total lines from the source's own totals (running totals,
a Summe row, the app's scores), so an old slip shows as a checkpoint that
disagrees, with the culprit; a comment names the source and what was inferred.

--map OLD=NEW renames a player (names also match in any case and without
accents). One evening goes to stdout; with --out DIR each evening is a file
named by its date, several in a season folder. Importing again gives the same
files. Exit 0 when every evening checks clean, 1 when one does not (the files
are still written), 2 when a file cannot be read (nothing is written).`,
  'cli.help.merge': () => `scoresheet merge A B [--from F] [--game G] [--map OLD=NEW …]

Compares two keepers' sheets of one evening (.score files, or files import
reads) round by round. Exit 0 when they agree; else 1, with the first round
where they differ and what each says, and where the totals differ each sheet
checked against the other's totals, with the culprit the search finds.`,
  'import.not-number': (a: { value: string }) => `"${a.value}" is not a number`,
  'import.not-whole': (a: { value: string }) => `${a.value} is not a whole number of points`,
  'import.too-large': (a: { value: string }) => `${a.value} is too large a number of points`,
  'import.at-cell': (a: { row: number; column: string }) => `row ${a.row}, column "${a.column}"`,
  'import.at-column': (a: { column: number }) => `column ${a.column}`,
  'import.no-header': () => 'this column has values but no name in the first row',
  'import.map-joins': (a: { a: string; b: string; name: string }) =>
    `"${a.a}" and "${a.b}" would both be ${a.name} in one evening; check the --map options`,
  'import.not-workbook': (a: { reason: string }) => `not a readable .xlsx workbook${a.reason ? ` (${a.reason})` : ''}`,
  // `takes`: each game's clause ("Doppelkopf takes 4 to 7 players"), from its importer.
  'import.no-game-fits': (a: { columns: readonly string[]; takes: readonly Message[] }, f: Fmt) =>
    `its ${n(a.columns.length, 'score column', 'score columns', f)} (${a.columns.join(', ')}) fit no game: ` +
    `${a.takes.map((t) => f.t(t)).join(', ')}; name the game with --game`,
  'import.no-sheet': () => 'no sheet of the workbook has a row of player names above rows of points',
  'import.unknown-shape': (a: { tried: readonly string[] }) =>
    `a file of an unknown shape (tried: ${a.tried.join(', ')}); name its format with --from`,
  'import.not-json': (a: { reason: string }) => `not JSON: ${a.reason}`,
  'import.unknown-json': (a: { tried: readonly string[] }) =>
    `JSON of an unknown shape (tried: ${a.tried.join(', ')}); name its format with --from`,
  'import.inferred.encoding': (a: { encoding: string }) => `read as ${a.encoding} (not UTF-8)`,
  'import.inferred.own-export': () => "Scoresheet's own CSV export (points and running totals per round)",
  'import.inferred.running-zero-row': () => 'the columns are running totals (the first row is all zeros)',
  'import.inferred.running': () => "the columns are running totals (their differences look like rounds' points)",
  'import.inferred.game': (a: { game: string }) => `the game is ${a.game}`,
  'import.inferred.players-from-teams': () => 'the players are unknown and named after their teams',
  'import.inferred.target': (a: { target: number }, f: Fmt) =>
    `a game ends at ${f.num(a.target)} points (where the sheet's totals start again from 0)`,
  'import.inferred.summed': () => "the checkpoint is the sheet's points added up (it has no totals)",
  'import.inferred.app-totals': () => "the checkpoint is the app's stored scores added up",
  'import.inferred.app-points': () => "each round's points are the app's, computed from its stored facts",
  'import.inferred.completed-deals': () => 'points the app completes (the players not typed in) are filled in',
  'import.note.flags': (a: { flags: readonly string[] }) => `flags: ${a.flags.join(', ')}`,
  'import.json.missing': () => 'missing',
  'import.json.not-array': (a: { value: string }) => `${a.value} is not a list`,
  'import.json.not-object': (a: { value: string }) => `${a.value} is not an object`,
  'import.json.not-string': (a: { value: string }) => `${a.value} is not a text`,
  'import.json.not-number': (a: { value: string }) => `${a.value} is not a number`,
  'import.json.not-boolean': (a: { value: string }) => `${a.value} is not true or false`,
  'import.json.unknown-player': (a: { name: string }) => `"${a.name}" is not one of the players`,
  'import.json.incomplete-deal': () => "the changes do not say every player's points, and cannot be completed",
  'import.json.deal-before-players': () => 'a deal before the players are set',
  'import.json.version': (a: { version: number }) => `format version ${a.version} is not known (1 is)`,
  'import.comment.source': (a: { source: string; format: string; sheet: string; id: string }) =>
    `Imported from ${a.source}${a.sheet ? `, sheet "${a.sheet}"` : ''}${a.id ? ` (id ${a.id})` : ''} as ${a.format} ` +
    "by scoresheet import; the total lines are the source's own totals.",
  'import.comment.inferred': (a: { items: readonly Message[] }, f: Fmt) =>
    `Inferred: ${a.items.map((m) => f.t(m)).join('; ')}.`,
  'import.comment.renamed': (a: { pairs: readonly string[] }) => `Renamed: ${a.pairs.join(', ')}.`,
  'import.comment.id': (a: { id: string }) => `id ${a.id}`,
  'import.usage.from': (a: { value: string; formats: readonly string[] }) =>
    `--from takes ${a.formats.join(', ')}, not "${a.value}"`,
  'import.usage.game': (a: { value: string; games: readonly string[] }) =>
    `--game takes ${a.games.join(', ')}, not "${a.value}"`,
  'import.usage.columns': (a: { value: string }) => `--columns takes per-game or running, not "${a.value}"`,
  'import.usage.map': (a: { given: string }) => `--map takes OLD=NEW (a name, =, the name to write), not "${a.given}"`,
  'import.usage.out': () => '--out takes a folder',
  'merge.usage.two': () => "merge takes two files: two keepers' sheets of one evening",
  'import.error': (a: { file: string; where: string; why: Message }, f: Fmt) =>
    `${a.file}: ${a.where ? `${a.where}: ` : ''}${f.t(a.why)}`,
  'import.report.clean': (a: { file: string; rounds: number; checkpoints: number }, f: Fmt) =>
    `${a.file}: ${n(a.rounds, 'round', 'rounds', f)}, ${n(a.checkpoints, 'checkpoint', 'checkpoints', f)}, ` +
    'checks clean',
  'import.report.unclean': (a: { file: string; rounds: number; disagreeing: number; errors: number }, f: Fmt) =>
    `${a.file}: ${n(a.rounds, 'round', 'rounds', f)}, ` +
    `${n(a.disagreeing, 'checkpoint disagrees', 'checkpoints disagree', f)}, ${n(a.errors, 'error', 'errors', f)}`,
  'import.report.finding': (a: { line: number; round: number; message: string }) =>
    `  line ${a.line}${a.round ? ` (round ${a.round})` : ''}: ${a.message}`,
  'import.report.more': (a: { count: number }, f: Fmt) =>
    `  … ${n(a.count, 'more error', 'more errors', f)}; "scoresheet check" lists them`,
  'import.preview.clean': (a: { rounds: number; checkpoints: number }, f: Fmt) =>
    `${n(a.rounds, 'round', 'rounds', f)} · ${n(a.checkpoints, 'checkpoint', 'checkpoints', f)} · checks clean`,
  'import.preview.unclean': (a: { rounds: number; disagreeing: number; errors: number }, f: Fmt) =>
    `${n(a.rounds, 'round', 'rounds', f)} · ${n(a.disagreeing, 'checkpoint disagrees', 'checkpoints disagree', f)} · ` +
    n(a.errors, 'error', 'errors', f),
  'import.report.renamed': (a: { from: string; to: string }) => `renamed: ${a.from} → ${a.to}`,
  'import.report.wrote': (a: { path: string }) => `wrote ${a.path}`,
  'import.report.unchanged': (a: { path: string }) => `unchanged: ${a.path} holds this evening already`,
  'import.report.exists': (a: { path: string }) =>
    `${a.path} exists and holds something else: it is not replaced (move it away or choose another --out folder; ` +
    'nothing written)',
  'import.report.several': (a: { count: number }) =>
    `${a.count} evenings: name a folder with --out DIR to write one file each (nothing was written)`,
  'merge.agree': (a: { rounds: number; a: string; b: string }, f: Fmt) =>
    `${a.a} and ${a.b} agree: ${n(a.rounds, 'round', 'rounds', f)}, the same points in each`,
  'merge.differ': (a: { round: number; a: string; b: string; sayA: string; sayB: string }) =>
    `round ${a.round} differs:\n  ${a.a}: ${a.sayA}\n  ${a.b}: ${a.sayB}`,
  'merge.only-in': (a: { round: number; file: string; other: string }) =>
    `round ${a.round} is only in ${a.file}; ${a.other} ends before it`,
  'merge.nothing': () => 'nothing scored',
  'merge.totals': (a: { a: string; b: string; sayA: string; sayB: string }) =>
    `the totals differ:\n  ${a.a}: ${a.sayA}\n  ${a.b}: ${a.sayB}`,
  'merge.culprit': (a: { file: string; other: string; message: string }) =>
    `checked against ${a.other}'s totals, ${a.file}: ${a.message}`,
  'merge.games-differ': (a: { a: string; b: string }) => `${a.a} and ${a.b} are sheets of different games`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
