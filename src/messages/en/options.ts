// English texts of options that do not apply and of what-ifs that cannot show a difference (issue 30, item 3): a
// usage error says which option does not fit and why; a what-if note says what the comparison cannot change.

import type { Fmt } from '../fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;
/** A game by its kind inside a sentence, in the game's own words (src/messages/gameWords.ts: French `belote`). */
const game = (g: string, f: Fmt) => f.t({ id: 'game.noun', args: { kind: g } });

export const options = {
  'cli.json-and-format': (a: { format: string }) =>
    `--json prints JSON and --format ${a.format} another output: give one of them`,
  'cli.option-twice': (a: { flag: string; values: readonly string[] }, f: Fmt) =>
    `${a.flag} is given twice (${f.list(a.values)}): give it once`,
  'cli.lsp-no-file': () => 'lsp takes no file: the editor sends its documents over stdin',
  'cli.compare-csv': () => 'settle --compare writes text or md, not csv',
  'cli.fix-what-if': () =>
    '--fix writes the file as its own rules score it, so it does not combine with --rules or --set ' +
    '(settle --compare shows what other rules change)',
  'cli.table-game': (a: { table: string; game: string; tables: readonly string[] }, f: Fmt) =>
    `--table ${a.table} does not exist for a ${game(a.game, f)} sheet; its CSV tables are ${f.list(a.tables, 'or')}`,
  'cli.table-season': () =>
    '--table picks one table of one evening; several files or a folder are a season, whose CSV is one table',
  'cli.table-no-stake': (a: { file: string; table: string }) =>
    `${a.file}: no stake is set, so the ${a.table} table has no amounts`,
  'cli.check-summary-settings': (
    a: { errors: number; warnings: number; documents: number; settings: number },
    f: Fmt,
  ) =>
    `${n(a.errors, 'error', 'errors', f)}, ${n(a.warnings, 'warning', 'warnings', f)} in ` +
    (a.documents > 0 ? `${n(a.documents, 'document', 'documents', f)} and ` : '') +
    `${n(a.settings, 'season settings file', 'season settings files', f)} (a season's pot and shares, not an evening)`,
  // What-if notes: settle --compare, --rules and --set, and the view's Compare rules.
  'whatif.note.unchanged': (a: { key: string; value: string }) =>
    `${a.key}=${a.value}: the sheet already plays with this value, so nothing can change`,
  'whatif.note.written': (a: { rounds: readonly number[]; won: boolean }, f: Fmt) =>
    `${f.plural(a.rounds.length, 'Round', 'Rounds')} ${f.list(a.rounds.map(String))} ` +
    `${a.rounds.length === 1 ? 'gives' : 'give'} only ` +
    (a.won ? 'the result and its value (won) or the points as written' : 'the points as written') +
    `: the rules cannot work ${a.rounds.length === 1 ? 'it' : 'them'} out again, so ` +
    `${a.rounds.length === 1 ? 'it keeps its' : 'they keep their'} points` +
    (a.won ? ' (only bock and counting apply to a written value).' : '.'),
  'whatif.note.no-difference': () => 'No difference: every round of this sheet scores the same under these rules.',
  'cli.compare.games-as-written': () => 'games won as written',
  'cli.compare.games-what-if': () => 'games won what if',
  'cli.compare.games-difference': () => 'games won difference',
} satisfies Record<string, (a: never, f: Fmt) => string>;
