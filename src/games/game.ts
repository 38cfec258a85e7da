// The one interface every game implements (types only): a game is one folder, src/games/<game>/, behind a
// GameModule, and the layers above the games ask the module of a kind (src/games/registry.ts), never a game by name.

import type { GameKind, Header, Rank, Round, RoundItem, ScoreDocument } from '../format/ast';
import type { GameSyntax } from '../format/syntax';
import type { Fix, Position, Problem } from '../format/types';
import type { BreakdownItem, OneOf, RoundResult, Settlement } from '../engine/model';
import type { GameSteps } from '../engine/rounds';
import type { ResolvedRules, RuleTable } from '../engine/rules';
import type { Lang, Message } from '../messages';
import type { Translate } from '../text/translate';
import type { WordClass } from '../words/vocabulary';

/** A game: the kinds a `game` line names it by, and every hook the generic layers call. */
export interface GameModule {
  /** The module's own name. */
  readonly id: string;
  /** The kinds it serves (`['belote', 'coinche']`): what a `game` line writes. */
  readonly kinds: readonly GameKind[];
  /**
   * Its lines as the parser reads them: the round lines of each kind with their words (German, French), how its
   * rounds name sides (parties, teams), what its header allows (src/format/syntax.ts).
   */
  readonly syntax: GameSyntax;
  /** Its rule switches and presets (`rules`, `set`), one table for all its kinds. */
  readonly rules: RuleTable;
  /** The stable codes of the problems its steps report (a rule guide's `expect=` knows them: src/engine/guide.ts). */
  readonly codes: readonly string[];
  /**
   * The steps of a sheet of this game with this header under these rules, as the round loop (src/engine/rounds.ts)
   * runs them. `problemsOnly`: steps that give the same problems and points but leave out what only a reader of the
   * sheet sees (summaries, round info, statistics).
   */
  steps(header: Header, rules: ResolvedRules, problemsOnly?: boolean): GameSteps<unknown, unknown, unknown>;
  /** How a table sheet of this game counts in a tournament (src/tournament). */
  readonly tournament: TournamentHook;
  // Reports and seasons (src/report, src/season, the CLI's outputs): their types are in the block below.
  /** Its reports: the settlement's tables, a round's facts and working, its part of the JSON, what-if notes. */
  readonly report: GameReport;
  /** Its seasons: an evening's summary, statistics lines, standings and the season's tables. */
  readonly season: GameSeason;
  /** What an editor offers while a sheet of this game is written (see "Editor hooks" below). */
  readonly editor: GameEditor;
  /** Its part of the settlement view's model (see "The settlement view" below). */
  readonly view: GameView;
}

/** The main key of a tournament's standings (`ranking`): which ones a game offers is its hook's. */
export type RankingKey = 'points' | 'placement' | 'index' | 'average' | 'match';

/** The tie-breaks a `tiebreak` line may list, in the order given. */
export type TiebreakKey =
  | 'points'
  | 'placement'
  | 'best-series'
  | 'wins'
  | 'point-diff'
  | 'games-won'
  /** Fewer games lost ranks higher (the SkWO's order after games won). */
  | 'games-lost';

/** A table sheet as a tournament reads it: the analysed sheet (src/tournament hands it to the game's hook). */
export interface TournamentSheet {
  header: Header;
  rounds: readonly RoundResult[];
  settlement: Settlement;
}

/** One entrant at a table: a player, or a team of two partners (Belote/Coinche without `individual on`). */
export interface TableEntrant {
  /** As the sheet writes it: a player's name, or the team's name (written or made of its members'). */
  name: string;
  /** The players, as the sheet writes them, in seat order. */
  members: string[];
  /** The entrant's points at the table (the series', or the partie's). */
  points: number;
  /** Games (rounds) won at the table: a Doppelkopf party's wins, a team's deals won. */
  gamesWon: number;
  /** Games lost at the table, where the game counts them (a Skat declarer's lost games); none: 0. */
  gamesLost?: number;
}

/** What a table's sheet says for a tournament: its entrants' points, places and how its series ended. */
export interface TournamentTable {
  /** In seat order. */
  entrants: TableEntrant[];
  /** Each entrant's place at the table (1-based); level entrants share one (1, 1, 3). */
  places: number[];
  /** Games (rounds) played: what `games 4:24 5:30` is checked against. */
  games: number;
  /**
   * The 1-based positions of the rounds that are games, where some round blocks are not (a Doppelkopf block of
   * penalty lines alone); undefined where every round is a game.
   */
  gameRounds?: number[];
  /**
   * For a game whose series ends on its own (Belote/Coinche: a partie ends at its deal count or target): whether it
   * ended, and the 1-based position of the first round written after its end, if any. Undefined where the number
   * of games decides (Doppelkopf).
   */
  ended?: { ended: boolean; extraFrom?: number; deals?: number };
  /**
   * The 1-based positions of the rounds written after the sheet's `timeout` line that the clock no longer allows
   * (Doppelkopf: any game but a forced duty solo, TSR §8.5); undefined where the game allows none or all.
   */
  afterTimeout?: number[];
  /** Statistics per player (by the name the sheet writes), keyed by the hook's `statKeys`. */
  stats: Record<string, Record<string, number>>;
  /**
   * What each player paid into the tournament's pot at this table, in whole cents, by the name the sheet writes
   * (Skat's lost-game fees); undefined where the game's sheets pay nothing in.
   */
  fees?: Record<string, number>;
}

/** What a tournament asks of a game (src/tournament never names one). */
export interface TournamentHook {
  /** `players`: each seat is an entrant; `teams`: partners opposite each other form one (unless `individual on`). */
  readonly entrants: 'players' | 'teams';
  /**
   * What the game calls a series in its tables and messages: `series` (the core's word), or a name of its own whose
   * words its GameWords give (`series`: a concours' `partie`).
   */
  readonly seriesName: string;
  /** The `ranking` keys the game offers, the default first. */
  readonly rankings: readonly RankingKey[];
  /** The tie-breaks without a `tiebreak` line (the main key left out where it is one of them). */
  readonly tiebreaks: readonly TiebreakKey[];
  /** Players at a table. */
  readonly tableSizes: readonly number[];
  /** Games per series by table size (`games`); undefined where a series ends on its own (`ended`). */
  readonly games?: Readonly<Record<number, number>>;
  /** Placement points by the number of entrants at a table (`placement N: …`, `match W L` for two). */
  readonly placement: Readonly<Record<number, readonly number[]>>;
  /** The per-player statistics the table reports, in the order the standings show them. */
  readonly statKeys: readonly string[];
  /** Of `statKeys`, those reported only where some player has one (Doppelkopf penalties, like the settlement's). */
  readonly sparseStatKeys?: readonly string[];
  /**
   * Why tournament.score leaves a `set KEY` line out instead of handing it down to the table sheets, as a warning
   * (Doppelkopf's `series`: each sheet is one series); undefined for a switch the sheets inherit. `key` in lower case.
   */
  leftOutSwitch?(key: string): Message | undefined;
  /** The column name of one of `statKeys` the game names itself; undefined: the core's (`games`, `won`, `lost`). */
  statLabel?(key: string): Message | undefined;
  /** Why a game written after the sheet's `timeout` (on line `line`) is too many (TournamentTable.afterTimeout). */
  afterTimeout?(a: { line: number }): Message;
  /**
   * Why a round is too many after a series that ended on its own, and why one that has not ended is too short
   * (TournamentTable.ended: `games` played, of `deals` where the rules count them).
   */
  seriesOver?(): Message;
  seriesOpen?(a: { games: number; deals?: number }): Message;
  table(sheet: TournamentSheet): TournamentTable;
}

// ---- Reports and round facts: what src/report, `settle`, `explain` and the CLI's JSON ask of a game ----

/** The three shapes a settlement is written in: aligned text, Markdown, CSV. */
export type SettleFormat = 'text' | 'md' | 'csv';

export interface ReportOptions {
  /** The language of every word, number and amount (default English). */
  lang?: Lang;
  /** CSV: which table (default `rounds`, the sheet with its total and money rows); one of the game's `csvTables`. */
  table?: string;
}

/** What the reports of one sheet read: its settlement and its rounds (an analysis fits). */
export interface SheetResults {
  readonly settlement: Settlement;
  readonly rounds: readonly RoundResult[];
}

/**
 * The words, numbers and cells every settlement is written with, in the report's language, that the generic reports
 * hand a game (src/report/writer.ts): so each game's tables read as the others' do, and a game imports no report.
 */
export interface ReportWriter {
  readonly lang: Lang;
  /** A round's head and deciding facts (`Re (Ben, Dora) 140:100 lost — Re: keine 90 announced, missed`). */
  roundLine(r: RoundResult): string;
  /** One sheet cell: the round's points, then the running total in brackets (`+8 (10)`; `· (10)` without points). */
  roundCell(points: number | undefined, running: number): string;
  /** Points for a reader: English keeps ungrouped digits (`1020`); German and French group them. */
  points(n: number): string;
  /** The legend above the sheet: what a player's cell (with `teams`, a team's) holds. */
  cellLegend(teams?: boolean): string;
  /** A rules preset by its name, capitalised to begin a line (`DDV rules`, `Règles officielles FFB`). */
  preset(preset: string): string;
  /** A `set` switch by its name and value (`Bockrunden: an`). */
  switchText(key: string, value: string): string;
  /** A breakdown line's words (its English `item` where the engine gave no label). */
  item(b: BreakdownItem): string;
  /** One table as a CSV file in the language's style (separator, byte order mark), ending with a line break. */
  csvFile(head: readonly string[], rows: readonly (readonly (string | number)[])[]): string;
  /** `--table transfers`: who pays whom, one transfer a row, the amount as a decimal in the CSV's style. */
  transfersCsv(s: Settlement): string;
}

/** One `KEY=VALUE[,VALUE…]` rule change of a what-if comparison (`rules=PRESET` names the preset). */
export interface RuleChange {
  key: string;
  values: string[];
}

/** A sheet under what-if rules, as the notes on a comparison read it. */
export interface WhatIfSheet {
  readonly settlement: Settlement;
  readonly document?: ScoreDocument;
}

/** What a what-if comparison (`settle --compare`, the view's Compare rules) asks of a game. */
export interface GameWhatIf {
  /** The points set side by side per name: the totals, or what decides the evening where that is not its totals. */
  points(sheet: { readonly totals: Record<string, number>; readonly settlement: Settlement }): Record<string, number>;
  /** Finished games won per name, where the evening is decided by games won; undefined where it is not. */
  gamesWon(s: Settlement): Record<string, number> | undefined;
  /** Notes of the game's own on the changes (bock marks kept with bock off). */
  notes(whatIf: WhatIfSheet, changes: readonly RuleChange[]): Message[];
  /** What ends every comparison of the game: how its points are compared, where that needs saying. */
  readonly legend: readonly Message[];
  /** Switches of the table, never of points (who owes a duty solo): changing only them changes no round. */
  readonly tableKeys: ReadonlySet<string>;
  /** Switches a written outcome value (`won`) still takes; the others cannot change a round written so. */
  readonly wonKeys: ReadonlySet<string>;
  /** How a round with points came by them where the sheet wrote them (its value, its points); undefined: its facts. */
  written(r: RoundResult): 'won' | 'points' | undefined;
}

/** A game's reports (`settle`, `explain`, `settle --json`, the lens and the view's facts). */
export interface GameReport {
  /** The CSV tables its settlement has (`settle --format csv --table`); asking another is a usage error. */
  readonly csvTables: readonly string[];
  /**
   * What `settle` prints of the game's own, as a clause of its help (`money at the stake and who pays whom
   * (Doppelkopf)`).
   */
  readonly settleHelp: Message;
  /** The whole settlement of one sheet in one of the three formats of `scoresheet settle`. */
  settlement(sheet: SheetResults, format: SettleFormat, options: ReportOptions, w: ReportWriter): string;
  /** `settle --json`: the settlement's members of the game's own, after `winner` (games, statistics, duty solos). */
  settlementJson(sheet: SheetResults): Record<string, unknown>;
  /** The facts beyond the engine's head that decide a round's value (announcements, bock, pot, game won). */
  roundFacts(r: RoundResult): Message[];
  /** `explain`: what is said of a round before its working (duty solos owed, a bock trigger), after its dealer. */
  tableFacts(r: RoundResult): Message[];
  /** `explain`: a scored round's working in the game's own lines, or undefined to list its breakdown. */
  working(r: RoundResult, w: ReportWriter): string[] | undefined;
  /** How `explain` names the side a breakdown line is credited to (`re` → `Re`). */
  sideName(side: string): string;
  /**
   * `explain`: points a round adds beside the game's own (Doppelkopf's penalty points), the line that names them
   * after the scores; `only`: the round is those points alone (a penalty row between games: no line of scores).
   * Undefined: the round has none.
   */
  besidePoints?(r: RoundResult, lang: Lang): { line?: string; only: boolean } | undefined;
  /**
   * `explain`: the line under the scores that names the points a partial row left out and the round filled in
   * (RoundResult.filled, `row` as the scores line writes them: Doppelkopf's); undefined: the game fills none in.
   */
  filledLine?(row: string): Message;
  /** What ends `explain` of a whole sheet (who still owes a duty solo). */
  sheetNotes(sheet: SheetResults): Message[];
  readonly whatIf: GameWhatIf;
  /** Its members of the CLI's JSON beyond every game's (Doppelkopf's penalties); undefined: none. */
  readonly json?: GameJson;
}

/**
 * A game's members of the CLI's JSON (`check --json`, `settle --json`; score-format.md, "The command-line contract")
 * beyond what every game's file and round have.
 */
export interface GameJson {
  /** Whether a result is one of the JSON's `rounds` (a Doppelkopf penalty row between games is not). */
  isRound(r: RoundResult): boolean;
  /** A round's members of the game's own, after its tricks (Doppelkopf's `penalties`). */
  round(r: RoundResult): Record<string, unknown>;
  /** The file's members of the game's own, after its diagnostics (Doppelkopf's penalties between games). */
  file(rounds: readonly RoundResult[]): Record<string, unknown>;
}

// ---- Seasons: what src/season (`settle DIR`, `stats`, the view's Season tab) asks of a game ----

/** Games played and games won (a party's, a solo kind's, a pair of partners'). */
export interface WinCount {
  games: number;
  wins: number;
}

/** What one evening says about a game's participant, by the name written in that evening. */
export interface EveningRef {
  file: string;
  block?: number;
  date?: string;
  /** The player's (or team's) points that evening. */
  total: number;
}

/**
 * One player's statistics over the evenings given (a single evening is a season of one): what every game counts, and
 * the game's own part under a key of its own (GameSeason.emptyLine: `doppelkopf`, `contracts`), which the JSON keeps.
 */
export interface PlayerLine {
  name: string;
  /** Evenings attended. */
  evenings: number;
  /** Games played, as the game counts them (Doppelkopf: rounds played; Belote: games finished). */
  games: number;
  wins: number;
  /** Points over the evenings. */
  points: number;
  /** Rounds played that were scored. */
  rounds: number;
  best?: EveningRef;
  worst?: EveningRef;
}

/** One evening (a file, or a ```score block of a Markdown file) reduced to what a season needs. */
export interface EveningSummary {
  file: string;
  block?: number;
  game?: GameKind;
  title?: string;
  date?: string;
  /** Players as written in this evening, in seating order. */
  players: string[];
  /** Errors in the evening (it is counted anyway, as `settle` does). */
  errors: number;
  /** Rounds that were scored (have points). */
  rounds: number;
  /** Points per player. */
  totals: Record<string, number>;
  /** Money per player in whole cents at the evening's stake. */
  money?: Record<string, number>;
  currency?: string;
  /** What each player lost, the base of a season pot (GameSeason.potPer: points below zero, games lost). */
  lost: Record<string, number>;
  /** The evening's statistics, by the names written in it. */
  stats: PlayerLine[];
}

/** The statistics of one game over a set of evenings (`scoresheet stats`, the view's statistics table). */
export interface SeasonStats {
  game: GameKind;
  evenings: number;
  players: PlayerLine[];
}

/** One standing of a season: rank, points, attendance and the games as the game counts them. */
export interface Standing {
  rank: number;
  name: string;
  total: number;
  evenings: number;
  games: number;
  wins: number;
  /** Season money in cents (evening model: the evenings' money added up; pot model: share − paid in). */
  money?: number;
}

/** What a game gives its season of one analysed evening: by the names written in it. */
export interface EveningPart {
  /** Points per player (Belote: the team's points over all its games). */
  totals: Record<string, number>;
  /** Money per player in whole cents, where the evening has a stake. */
  money?: Record<string, number>;
  lost: Record<string, number>;
  /** Statistics per player with their `points`; the season adds attendance and the best and worst evening. */
  stats: PlayerLine[];
  /** Members of the game's own on the summary (Belote: the teams and their statistics). */
  own?: object;
}

/** The words of a season's tables that every game's share (the generic season's, in the table's language). */
export interface SeasonWords {
  /** The players' table's title. */
  readonly players: string;
  readonly col: Readonly<
    Record<'rank' | 'player' | 'date' | 'total' | 'points' | 'evenings' | 'wins' | 'winRate' | 'best' | 'worst', string>
  >;
}

/**
 * The numbers and words a season's tables are written with, in one format and language, that the generic season
 * hands a game (src/season/render.ts): a true minus sign in text and Markdown, ASCII in CSV, the decimal comma.
 */
export interface SeasonWriter {
  readonly lang: Lang;
  readonly format: SettleFormat;
  readonly words: SeasonWords;
  int(n: number): string;
  /** With a plus sign (not in CSV). */
  signed(n: number): string;
  /** One decimal (an average). */
  dec(x: number): string;
  /** `3/4`. */
  frac(c: WinCount): string;
  /** `75%` (`75 %` in German and French); `—` (CSV: empty) when nothing was played. */
  pct(c: WinCount): string;
  /** Wins over games as a fraction (0 when nothing was played). */
  rate(c: WinCount): number;
  /** A number in a CSV cell: up to three decimals, the decimal comma in German and French. */
  num(x: number): string;
  /** `+12 (2026-01-09)`: an evening's total and its date (or file); empty without one. */
  ref(r: EveningRef | undefined): string;
  /** CSV: an evening's total and its date (or file), two cells. */
  refCells(r: EveningRef | undefined): [string, string];
}

/** A table of a season's report: its head, its rows, which columns are aligned right (numbers). */
export interface SeasonTable {
  head: string[];
  rows: string[][];
  right: boolean[];
}

/** One titled table of `stats` in text or Markdown, with a legend under its title where it needs one. */
export interface StatsSection {
  title: string;
  legend?: string;
  table: SeasonTable;
}

/** A row of the season's CSV per player under the evenings: its label and each player's cell. */
export interface SeasonCsvRow {
  label: string;
  cell(line: PlayerLine | undefined): string;
}

/**
 * Each game's own members of a season player's line as the Season tab draws it (Doppelkopf's `doppelkopf`, Belote's
 * `contracts`), by the module's id, added by declaration merging as RoundViews are (src/protocol.ts SeasonPlayerLine).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SeasonLineParts {}

/** Each game's own members of the Season tab's model (Belote's partnerships), added as SeasonLineParts are. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SeasonParts {}

/** What a season of evenings (src/season) asks of a game. */
export interface GameSeason {
  /** The game's name in a season's headings (`Doppelkopf`, French `coinche`). */
  name(kind: GameKind, lang: Lang): string;
  /** What a player pays into a season pot for: each point of a negative evening, or each game lost. */
  readonly potPer: 'point' | 'game';
  /** Its statistics as a sentence of `stats`' help (`Skat, per player: games declared, …`). */
  readonly statsHelp: Message;
  /** Points per game played (`games`) or per scored round (`rounds`): the average of the statistics. */
  readonly averagePer: 'games' | 'rounds';
  /** A player's line with every count 0 and the game's own part. */
  emptyLine(name: string): PlayerLine;
  /**
   * One analysed evening by the names written in it (`players`: the header's); undefined where the sheet makes no
   * evening of the game (Belote: not four players in two teams).
   */
  evening(sheet: SheetResults & { readonly players: readonly string[] }): EveningPart | undefined;
  /** Adds the game's own part of one evening's line into a season's line (`names`: the season's name of a player). */
  mergeLine(into: PlayerLine, from: PlayerLine, names: (written: string) => string): void;
  /** The season statistics' members of the game's own, from its evenings in order (Belote: the partnerships). */
  statsOwn(evenings: readonly EveningSummary[], names: (written: string) => string): object;
  /** The standings' order, highest first: the keys of a player with this line and this season total. */
  rankKey(line: PlayerLine | undefined, total: number): number[];
  /** A standing's members of the game's own, after its wins (Doppelkopf: solos; the JSON keeps them in every game). */
  standing(line: PlayerLine | undefined): object;
  /** An evening's brief: its table's rows by the settlement's names, and its games finished where it counts any. */
  eveningRows(s: Settlement, w: SeasonWriter): { rows: string[][]; games?: number };
  /** The standings table's head (after rank and player; before money) and a standing's cells in it. */
  standings(w: SeasonWriter): {
    head: string[];
    cells(st: Standing, line: PlayerLine | undefined, attended: string): string[];
  };
  /** The season CSV's rows per player after attendance (games, wins, …). */
  seasonCsvRows(w: SeasonWriter): SeasonCsvRow[];
  /** `stats` in text or Markdown: its tables. */
  statsTables(st: SeasonStats, w: SeasonWriter): StatsSection[];
  /** `stats` as CSV: one rectangular table. */
  statsCsv(st: SeasonStats, w: SeasonWriter): { head: string[]; rows: string[][] };
}

// --- Editor hooks (src/language, src/extension/newSheet.ts) -------------------------------------------------------
// What an editor offers while a sheet of this game is written: completion of its lines and their arguments, the Add
// round form's text, quick fixes of its problems, the New Score Sheet command's questions, its snippets and what its
// rule switches mean. Each text is a literal call of the caller's translator `t` (vscode.l10n.t, the l10n bundles),
// which `npm run l10n` exports from src/games/*/editor. The hooks read a sheet through EditorSheet (an analysis is
// one) and never import the language layer.

/** What the editor reads of a sheet (a DocumentAnalysis is one): its parse, rules and scored rounds. */
export interface EditorSheet {
  readonly game?: GameKind;
  readonly document: ScoreDocument;
  readonly rules?: ResolvedRules;
  readonly rounds: readonly RoundResult[];
}

export type SuggestionKind = 'directive' | 'value' | 'name' | 'setting' | 'card' | 'number';

/** One completion: what to insert and what it is (the detail in the caller's language). */
export interface Suggestion {
  label: string;
  kind: SuggestionKind;
  detail?: string;
  insertText?: string;
  filterText?: string;
  /** Sort before the rest (e.g. the computed score). */
  preselect?: boolean;
}

/** A line keyword and what it writes, said in the caller's language. */
export interface DirectiveDoc {
  readonly label: string;
  detail(t: Translate): string;
}

/** A line of a sheet of this game whose arguments are being typed: its keyword, the words after it, where it is. */
export interface CompletionLine {
  readonly kind: GameKind;
  readonly sheet: EditorSheet;
  /** The line's keyword in its canonical form, whatever language it was written in (`augen` → `cards`). */
  readonly keyword: string;
  /** The keyword as written (`alleinspieler`): a game may answer in the line's language. */
  readonly written?: string;
  /** The words typed after the keyword (not the one being typed). */
  readonly args: readonly string[];
  /** In a round (else in the header). */
  readonly inRound: boolean;
  /** The header's players and teams as written. */
  readonly players: readonly string[];
  readonly teams: readonly string[];
  readonly t: Translate;
}

/** On a `cards` line that names one side: the other side and its value. */
export interface MissingCardsSide {
  /** Where the other side goes (after the stated value). */
  at: Position;
  side: string;
  value: number;
  /** The text to insert, e.g. ` kontra 89` or `, Ost-West 62`. */
  insert: string;
}

/** A problem of this game's to fix, where it is. */
export interface FixAt {
  readonly sheet: EditorSheet;
  readonly problem: Problem;
  /** The round the problem is in (none for a header problem). */
  readonly round?: Round;
  /** The round's lines the problem's range touches, in order. */
  readonly items: readonly RoundItem[];
  readonly t: Translate;
}

/**
 * A game's own fixes of one of its problems (those its steps do not attach to the problem): `preferred` is the likely
 * answer, offered first and applied by "fix all of this kind" and `check --fix`; `more` are the other ways out.
 */
export interface GameFixes {
  readonly preferred?: Fix;
  readonly more: readonly Fix[];
}

/** The Add round form's answers: the kind of round, then the fields of its game's form (src/games/<game>/editor). */
export interface RoundInput {
  readonly game: GameKind;
  readonly [field: string]: unknown;
}

/** What the form's round is written in: the sheet's words for a canonical keyword, and its teams' names. */
export interface RoundWords {
  word(cls: WordClass, canonical: string): string;
  /** The display names of the two teams, in team-index order (empty without teams). */
  readonly teams: readonly [string, string];
}

/** The New Score Sheet command's questions for one kind of the game. */
export interface NewSheetForm {
  /** The game's name in the list of games. */
  readonly label: string;
  /** What the players box asks for. */
  playersPrompt(t: Translate): string;
  /** The last question: money per point, or the points that end a game (its usual value, left unwritten if kept). */
  readonly ends: { readonly ask: 'stake' } | { readonly ask: 'target'; readonly usual: number };
}

/** A snippet: its prefixes (long and short), what it adds, its body in VS Code's snippet syntax (a line each). */
export interface GameSnippet {
  readonly prefixes: readonly string[];
  description(t: Translate): string;
  readonly body: readonly string[];
}

/** A column of a round's hover beside its own points (Doppelkopf's penalty points): its head, its points per name. */
export interface HoverColumn {
  readonly head: string;
  readonly points: Readonly<Record<string, number>>;
}

export interface GameEditor {
  /** How many players a sheet takes (score-format.md § Header). */
  readonly players: { readonly min: number; readonly max: number };
  /** Header lines of this game beyond the common ones (`teams`, `target`): offered after `players`. */
  readonly headerDirectives: readonly DirectiveDoc[];
  /** The lines of a round of this kind, as completion offers them (the trick lines and `round` follow). */
  roundDirectives(kind: GameKind): readonly DirectiveDoc[];
  /** The ranks of its deck under these rules, when its rounds may be written trick by trick (`hand`, `trick`). */
  cardRanks?(rules: ResolvedRules | undefined): readonly Rank[];
  /** What may follow the keyword of one of its lines (header or round); undefined: no line of this game. */
  complete(line: CompletionLine): Suggestion[] | undefined;
  /** Whether hovering one of its round lines shows the round's working (as `score` and `total` lines do). */
  showsWorking(item: RoundItem): boolean;
  /**
   * The hover of a round: what the game says of the table after the dealer and before who sits out (Doppelkopf: who
   * still owes a duty solo, a Vorführung due, the bock rounds a `bock-trigger` line starts).
   */
  roundTable?(r: RoundResult, lang: Lang, t: Translate): string[];
  /** The hover of a round: points it adds beside the game's own, a column between its points and the running total. */
  besidePoints?(r: RoundResult, t: Translate): HoverColumn | undefined;
  /** The names a `score` or `total` line pairs with numbers: the players, or the teams. */
  scoreNames(sheet: EditorSheet): readonly string[];
  /** Words a round may name besides the players and teams (`re`, `kontra`): a typo's closest word may be one. */
  readonly sideWords: readonly string[];
  /** On a `cards` line with one side: the other side and its value (the inlay hint, the quick fix that fills it in). */
  missingCardsSide(sheet: EditorSheet, round: Round, item: RoundItem): MissingCardsSide | undefined;
  /** Its fixes, by the code of the problem they fix (the codes it works fixes out for: only these are asked). */
  readonly fixes: Readonly<Record<string, (at: FixAt) => GameFixes | undefined>>;
  /** The Add round form's answers as the round's lines (no `round`); a missing or bad answer leaves its line out. */
  roundLines(input: RoundInput, words: RoundWords): string[];
  /** The answers with each player named as `written` gives (the form shows invisible characters written out). */
  withNames(input: RoundInput, written: (name: string) => string): RoundInput;
  /** The New Score Sheet command's questions for a kind. */
  newSheet(kind: GameKind): NewSheetForm;
  /** What each preset is, for the list of presets (by name; one without an entry is listed bare). */
  readonly presetDescriptions: Readonly<Record<string, (t: Translate) => string>>;
  /** What each rule switch means (by key); the English is the rule table's own `describe`. */
  readonly switchDescriptions: Readonly<Record<string, (t: Translate) => string>>;
  /** Its snippets: new rounds, and the header of a new sheet. */
  readonly snippets: { readonly rounds: readonly GameSnippet[]; readonly header: readonly GameSnippet[] };
}

// ---------------------------------------------------------------------------------------------------------------------
// The settlement view (issue 31, the view's part): what a game adds to the view's model. src/view/model.ts asks the
// module, src/protocol.ts carries the parts, webview/games/<game>/ draws them; the generic layers name no game.
// ---------------------------------------------------------------------------------------------------------------------

/**
 * Each game's own part of a sheet row, by the module's id: a game adds its part here by declaration merging
 * (src/games/<game>/view.ts), so RoundView is a union tagged by `game` that no generic layer spells out.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RoundViews {}

/** One game's part of a sheet row (`{ game: 'doppelkopf', … }`): see RoundViews. */
export type RoundView = RoundViews[keyof RoundViews];

/** Each game's own part of the evening's summary (the duty solos of Doppelkopf), added as RoundViews are. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SummaryViews {}

/** One game's part of the evening's summary: see SummaryViews. */
export type SummaryView = SummaryViews[keyof SummaryViews];

/**
 * Each game's own members of the settlement view's model (Doppelkopf's players' statistics, Belote's games, teams and
 * target), by the module's id, added as RoundViews are: SettlementModel carries one game's part (src/protocol.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SheetParts {}

/** One game of a sheet played in games to a target (a Belote partie), as the view shows it. */
export interface SheetGame {
  number: number;
  /** The first and last round of the game (1-based). */
  firstRound: number;
  lastRound: number;
  /** Aligned with the model's `names`. */
  totals: number[];
  winner?: string;
  finished: boolean;
}

/** One game's members of the settlement view's model: see SheetParts. */
export type SheetPart = OneOf<SheetParts>;

/** What the settlement view's model asks a game (src/view/model.ts). */
export interface GameView {
  /** A scored round's own part in the view's language (English without one); undefined: nothing to add. */
  round(r: RoundResult, lang: Lang | undefined): RoundView | undefined;
  /** The evening's own part; undefined: nothing to add. */
  summary(input: { settlement: Settlement; rounds: readonly RoundResult[] }): SummaryView | undefined;
  /** What a round's row names after its facts, apart from the game's points (Doppelkopf's penalty points). */
  roundNote?(r: RoundResult, lang: Lang): string | undefined;
  /** The settlement's members of the game's own as the view shows them (SheetParts), per-name numbers aligned. */
  sheet?(s: Settlement, names: readonly string[]): SheetPart;
  /**
   * Where the view shows the evening as games won, not totals (Belote's games to a target): each name's games won,
   * aligned with the settlement's `names` (as the model's are), by which the evening's short form
   * (src/export/summary.ts) ranks; undefined: by its totals.
   */
  gamesWon?(s: Settlement): number[] | undefined;
}
