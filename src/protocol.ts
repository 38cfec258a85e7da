// The settlement view's wire contract: typed messages per direction, their guards, and the SettlementModel the view
// renders. Types and guards only (no vscode, no DOM), so the extension host, the webview bundle and the tests share
// one definition; the host builds the model in src/view/model.ts.

import type { GameKind } from './format/ast';
import type { RoundView, SeasonLineParts, SeasonParts, SheetPart, SummaryView } from './games/game';
import type { OneOf, Outcome } from './engine/model';
import type { Lang } from './messages';
import type { RoundInput, RoundPreview } from './language/roundEntry';
import type { PlayerLine } from './season/types';

/** Bumped when a message shape changes incompatibly, so a stale webview state can be recognised. */
export const PROTOCOL_VERSION = 1;

/** The webview panel's view type: the id of `onWebviewPanel:…` activation and of the serializer. */
export const SETTLEMENT_VIEW_TYPE = 'scoresheet.settlement';

// ---------------------------------------------------------------------------------------------
// The model: exactly what the view shows, already projected to its columns. Names appear once, in
// `names`; per-name numbers are arrays aligned with `names` so a 10,000-round log stays compact.
// ---------------------------------------------------------------------------------------------

export interface SheetRuleSwitch {
  key: string;
  value: string;
  /** True when the file changed it with `set` (shown prominently; the rest are preset defaults). */
  set: boolean;
  /** The value in the display language (`an` for on, `je +2` for plus2); absent when it reads as the file writes it. */
  valueText?: string;
  /** The switch's name in the display language (`Bockrunden` for bock); absent for a key the host does not name. */
  name?: string;
  /** What the switch means, in the display language. */
  describe?: string;
}

export interface SheetRound {
  /** The displayed round number (1-based position in the document). */
  index: number;
  /** Zero-based line of the `round` directive in the source document (what `reveal` asks for). */
  line: number;
  outcome: Outcome;
  /**
   * This round's points per name (aligned with `SettlementModel.names`); null where the name has none (sat out,
   * unscored).
   */
  points: (number | null)[];
  /** Running totals per name after this round (Belote/Coinche: within the current game). */
  running: number[];
  /** The engine's one-line summary (`Re 151:89 won · +2`). */
  summary: string;
  /**
   * The deciding facts in the words of `settle` and the code lens (`Re: keine 90 announced, missed`, `Bock ×2`,
   * `coinched ×2`): the game's roundFacts (src/games/<game>/report/facts.ts).
   */
  facts?: string[];
  // The round's full working (`scoresheet explain`, the row's tooltip) is not here: on a 10,000-round sheet it was
  // half the model. The view asks for it (`explainRound`) when a row is pointed at or focused.
  errors: number;
  warnings: number;
  /** The first few problem messages inside this round, for the flag's tooltip. */
  messages: string[];
  /** Who dealt the round, where known (Doppelkopf). */
  dealer?: string;
  /** The dealer sits out this round (five players or more). */
  dealerSitsOut?: boolean;
  /** The game's own columns, tagged by its module's id `game`: src/games/<game>/view.ts, drawn by webview/games. */
  detail?: RoundView;
}

export interface SheetTransfer {
  from: string;
  to: string;
  cents: number;
}

export type { SheetGame } from './games/game';

/**
 * The settlement view's model: what every game has, and its game's own members (src/games/game.ts SheetParts:
 * Doppelkopf's `players`, Belote's `teams`, `games` and `target`).
 */
export type SettlementModel = SettlementModelCore & SheetPart;

export interface SettlementModelCore {
  /** Base name of the file (or `README.md › block 2`), for the heading when there is no title. */
  fileName: string;
  game?: GameKind;
  title?: string;
  date?: string;
  preset: string;
  /** The preset's name in the display language (`règles officielles FFB` for official). */
  presetName?: string;
  switches: SheetRuleSwitch[];
  /** Players (Doppelkopf) or teams (Belote/Coinche), in display order. */
  names: string[];
  rounds: SheetRound[];
  /** Aligned with `names`. */
  totals: number[];
  /** Money in whole cents per name (aligned with `names`), when a stake is set. */
  money?: number[];
  currency?: string;
  stakeCents?: number;
  transfers: SheetTransfer[];
  winner?: string;
  /** The game's own part of the summary (Doppelkopf's duty solos): src/games/<game>/view.ts. */
  detail?: SummaryView;
  /** Whole-document problem counts (the flag in the heading). */
  errors: number;
  warnings: number;
}

/** One evening of the season, in the order played. */
export interface SeasonEveningModel {
  /** File name inside the folder (`2026-01-16.score`). */
  file: string;
  date?: string;
  title?: string;
  /** Points per season player (aligned with `SeasonModel.players`; 0 when absent). */
  totals: number[];
  present: boolean[];
  /** The evening the view shows. */
  current: boolean;
}

export interface SeasonStandingModel {
  rank: number;
  name: string;
  total: number;
  evenings: number;
  games: number;
  wins: number;
  /** Cents (evening model: the evenings' money added up; pot model: share minus paid in). */
  money?: number;
}

/**
 * A season player's statistics as the Season tab draws them: what every game counts, and the part of the season's game
 * (each game's own members: src/games/game.ts SeasonLineParts, merged in src/games/<game>/season/types.ts).
 */
export type SeasonPlayerLine = PlayerLine & OneOf<SeasonLineParts>;

/**
 * The season of the shown evening's folder and game (the Season tab): built by src/view/season.ts; with its game's own
 * members (src/games/game.ts SeasonParts: Belote's partnerships, `teams`).
 */
export type SeasonModel = SeasonModelCore & OneOf<SeasonParts>;

export interface SeasonModelCore {
  game: GameKind;
  title?: string;
  /** The folder's name. */
  folder: string;
  /** Season display names, in order of first appearance. */
  players: string[];
  evenings: SeasonEveningModel[];
  standings: SeasonStandingModel[];
  moneyModel: 'evening' | 'pot';
  currency?: string;
  /** Per-player statistics over the season (the same lines as `scoresheet stats`). */
  stats: SeasonPlayerLine[];
  /** Notes of the season (other currency, evening without a stake). */
  notes: string[];
  /** Files of the folder that hold an evening of the season a second time (each counted once). */
  duplicates?: SameEvening[];
  /** Evenings of the game in the folder left out as another group (too few players in common). */
  otherGroups?: string[];
}

/**
 * A file of the folder that holds the same evening as another (the same date and players, or the same players and
 * points): a season counts the evening once. `why` says which: `date` or `rounds`.
 */
export interface SameEvening {
  file: string;
  sameAs: string;
  why: 'date' | 'rounds';
}

/** One rule switch the "Compare rules" form offers: the values of the game's switch table and the file's value. */
export interface RuleChoice {
  key: string;
  /** `enum`: one of `values`; `multi`: one or more of `values`; `number`: a positive whole number. */
  kind: 'enum' | 'multi' | 'number';
  values: string[];
  /** The value in force in the file (space-separated for `multi`). */
  value: string;
  /** Values that read differently in the display language (`on` → `an`), for the form's labels. */
  valueTexts?: Record<string, string>;
  /** What the switch means, in the display language. */
  describe?: string;
  /** The switch's name in the display language (`Bockrunden`); the form shows the key beside it as code. */
  name?: string;
}

/** What the "Compare rules" form may change: the game's presets and switches (src/engine/rules.ts). */
export interface RuleChoices {
  preset: string;
  presets: string[];
  /** The presets by their names in the display language (`DDV-Regeln`). */
  presetNames?: Record<string, string>;
  switches: RuleChoice[];
}

/** One `KEY=VALUE[,VALUE…]` change of a comparison (`rules` names the preset), as `settle --compare` takes it. */
export interface RuleChangeInput {
  key: string;
  values: string[];
}

/** The sheet under the file's rules and under the other rules (src/report/compare.ts), aligned with `names`. */
export interface RulesComparisonModel {
  /** The changes as one would type them after `settle --compare` (`bock=off`). */
  changes: string;
  /** Players (Doppelkopf) or teams (Belote/Coinche). */
  names: string[];
  asWritten: number[];
  whatIf: number[];
  /** What-if minus as written. */
  difference: number[];
  /** Whole cents, when a stake is set. */
  money?: { asWritten: number[]; whatIf: number[]; difference: number[] };
  currency?: string;
  /** Belote/Coinche: games won (the points are every game's added up). */
  games?: { asWritten: number[]; whatIf: number[]; difference: number[] };
  transfers: { asWritten: SheetTransfer[]; whatIf: SheetTransfer[] };
  /** Errors of the sheet under the other rules (a written score that no longer matches, say). */
  errors: number;
  /** What the comparison compares and what the rules cannot change, in the view's language (report/compare.ts). */
  notes?: string[];
}

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

/** Host → view. */
export type HostMessage =
  | {
      type: 'update';
      /** The document's URI (string); every view → host message that concerns a document echoes it. */
      source: string;
      version: number;
      /** Which ```score block of a Markdown file (0-based; 0 for a .score file): with `source`, what the view shows. */
      block?: number;
      locked: boolean;
      model: SettlementModel;
      /** The language the view speaks (VS Code's display language); English when absent. */
      lang?: Lang;
      /**
       * Only what changed: the model's rows are the first `keep` and the last `tail` rows of the model of version
       * `base` (same source and block) with `model.rounds` between them. Absent: `model.rounds` is every row. A view
       * that does not hold version `base` says `ready` again and gets the whole model.
       */
      keep?: number;
      tail?: number;
      base?: number;
    }
  /** The answer to `explainRound`: the round's working in the analysis of `version` (absent: no such round). */
  | { type: 'roundWorking'; source: string; block?: number; version: number; index: number; working?: string }
  /** No `.score` editor to follow (or the followed one was closed). */
  | { type: 'noDocument'; locked: boolean; lang?: Lang }
  /** The engine failed on this document; the view keeps the last good model and shows the message. */
  | { type: 'error'; source: string; version: number; message: string }
  /** Only the lock changed (the model did not). */
  | { type: 'lock'; locked: boolean }
  /** The Add round form's answer: the round as it would be written and what it would score (nothing is written). */
  | { type: 'roundPreview'; source: string; seq: number; preview: RoundPreview }
  /** The form's round was written into the sheet (its position), or could not be (`error`). */
  | { type: 'roundAdded'; source: string; index?: number; error?: string }
  /**
   * The season of the shown document's folder (its other evenings of the same game), or none (no other evening):
   * sent after `update`, and again whenever an evening of the folder changes. `sameEvening`: other files of the folder
   * that hold this very evening (a warning in the view; the season counts it once).
   */
  | { type: 'season'; source: string; season?: SeasonModel; sameEvening?: SameEvening[] }
  /**
   * The answer to `compareRules` (echoing `seq`): the choices of the sheet's game, and the comparison when changes
   * were asked for, or why they cannot be compared (`error`). Nothing is written.
   */
  | {
      type: 'comparison';
      source: string;
      seq: number;
      choices?: RuleChoices;
      result?: RulesComparisonModel;
      error?: string;
    }
  /** The table session of the shown document (its link and QR code), or none: sent after `update` and on change. */
  | { type: 'tableSession'; source: string; session?: TableSessionModel }
  /**
   * The tournament the shown document belongs to (its tournament.score or one of its lists), as the standings
   * component draws it, or none: sent after `update` (and for tournament.score, which is no sheet, after
   * `noDocument`), and again whenever a list of the tournament changes. `updatedAt`: when it was rebuilt (ISO).
   */
  | { type: 'tournament'; source: string; tournament?: TournamentViewModel; updatedAt?: string }
  /** Show the Tournament tab's standings in projector mode (the "Projector" command), or leave it (`on` false). */
  | { type: 'projector'; on: boolean };

/** A running table session, as the view shows it (src/extension/tableSession.ts). */
export interface TableSessionModel {
  /** The session's link, token included. */
  url: string;
  /** Its QR code: rows of `1` (dark) and `0` (light) modules, without the quiet zone. */
  qr: string[];
  /** Listening on this computer only (no phone can open it). */
  loopback: boolean;
}

export type { RoundInput, RoundPreview };

/** View → host. */
export type ViewMessage =
  /** The app has loaded and listens; the host answers with the current `update`. */
  | { type: 'ready' }
  | { type: 'reveal'; source: string; line: number }
  /** The working of the round numbered `index` (`SheetRound.index`) of the model of `version`: `roundWorking`. */
  | { type: 'explainRound'; source: string; block?: number; version: number; index: number }
  | { type: 'copyMarkdown'; source: string }
  | { type: 'exportCsv'; source: string }
  /** "Copy for group chat" and "Save as image" (issue 35): the host builds the text or the card. */
  | { type: 'copyChat'; source: string }
  | { type: 'saveImage'; source: string }
  | { type: 'toggleLock' }
  /** The Add round form changed: the host answers with `roundPreview` (echoing `seq`, so a late answer is dropped). */
  | { type: 'previewRound'; source: string; seq: number; input: RoundInput }
  /** The form's explicit Add: the host writes the round into the sheet with one WorkspaceEdit (undo works). */
  | { type: 'addRound'; source: string; input: RoundInput }
  /**
   * "Compare rules": settle the sheet shown as written and with these changes (none: only the choices are wanted).
   * The host answers with `comparison`; the file is never changed.
   */
  | { type: 'compareRules'; source: string; seq: number; changes: RuleChangeInput[] }
  /** The table session card's Stop button. */
  | { type: 'stopTableSession' };

/** UI state the view persists with `vscode.setState` (and the serializer reads on restore): never data. */
export interface ViewState {
  protocol: number;
  /** The document followed or locked to (restoring needs it; it is a pointer, not data). */
  source?: string;
  /** The Markdown block shown (a pointer too). */
  block?: number;
  locked: boolean;
  scrollY: number;
  /** Belote/Coinche: the game shown. */
  selectedGame?: number;
  /** The Season tab is open (rather than the evening). */
  seasonTab?: boolean;
  /** The Tournament tab is open (rather than the evening or the season). */
  tournamentTab?: boolean;
  /** Index of the focused sheet row (keyboard position). */
  activeRound?: number;
}

export function isViewMessage(value: unknown): value is ViewMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case 'ready':
    case 'toggleLock':
    case 'stopTableSession':
      return true;
    case 'reveal':
      return typeof m.source === 'string' && typeof m.line === 'number' && Number.isInteger(m.line) && m.line >= 0;
    case 'explainRound':
      return (
        typeof m.source === 'string' &&
        (m.block === undefined || isCount(m.block)) &&
        typeof m.version === 'number' &&
        isCount(m.index)
      );
    case 'copyMarkdown':
    case 'exportCsv':
    case 'copyChat':
    case 'saveImage':
      return typeof m.source === 'string';
    case 'previewRound':
      return typeof m.source === 'string' && typeof m.seq === 'number' && isRoundInput(m.input);
    case 'addRound':
      return typeof m.source === 'string' && isRoundInput(m.input);
    case 'compareRules':
      return (
        typeof m.source === 'string' &&
        typeof m.seq === 'number' &&
        Array.isArray(m.changes) &&
        m.changes.length <= MAX_CHANGES &&
        m.changes.every(isRuleChange)
      );
    default:
      return false;
  }
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** More changes than the switch table has keys cannot come from the form. */
const MAX_CHANGES = 64;

function isRuleChange(value: unknown): value is RuleChangeInput {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as { key?: unknown; values?: unknown };
  return (
    typeof c.key === 'string' &&
    /^[a-z][\w-]*$/i.test(c.key) &&
    Array.isArray(c.values) &&
    c.values.length > 0 &&
    c.values.length <= MAX_CHANGES &&
    c.values.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 40 && !/\s/.test(v))
  );
}

/**
 * A round's `game` as the form sends it: a kind's shape (a lower-case word). Which kinds there are is the games' to
 * say, not the wire's: the round is written in the sheet's words and checked with the sheet (roundText, the preview).
 */
export function isGameKindShaped(value: unknown): boolean {
  return typeof value === 'string' && /^[a-z][a-z-]{0,31}$/.test(value);
}

/** The shape the host relies on; roundText tolerates anything else inside (a bad answer leaves its line out). */
function isRoundInput(value: unknown): value is RoundInput {
  if (typeof value !== 'object' || value === null) return false;
  return isGameKindShaped((value as { game?: unknown }).game);
}

export function isHostMessage(value: unknown): value is HostMessage {
  if (typeof value !== 'object' || value === null) return false;
  const t = (value as { type?: unknown }).type;
  return (
    t === 'update' ||
    t === 'noDocument' ||
    t === 'error' ||
    t === 'lock' ||
    t === 'roundPreview' ||
    t === 'roundAdded' ||
    t === 'season' ||
    t === 'comparison' ||
    t === 'roundWorking' ||
    t === 'tableSession' ||
    t === 'tournament' ||
    t === 'projector'
  );
}

// --- The Tournament tab and the tournament page: the standings component's model (src/view/tournament.ts makes it) ---

/** One series of one entrant as the standings show it: the main key there (`·` when not seated). */
export interface TournamentCellModel {
  text: string;
  kind: 'played' | 'missed' | 'bye' | 'none';
  /** Left out by `best N` (shown in brackets). */
  dropped?: boolean;
}

export interface TournamentStandingModel {
  rank: number;
  /** Another entrant holds the same rank. */
  shared: boolean;
  number?: number;
  name: string;
  /** A team's players, joined. */
  members?: string;
  /** The main key, then the tie-breaks' values (as `columns.tiebreaks`). */
  key: string;
  tiebreaks: string[];
  series: TournamentCellModel[];
  prize?: string;
  money?: string;
  /** The sign of `money`: −1, 0 or 1. */
  moneySign?: number;
}

export interface TournamentTableModel {
  table: number;
  /** The sheet's path inside the folder. */
  file: string;
  timeout: boolean;
  /** The sheet's own errors and the cross-sheet checks' errors on it. */
  errors: number;
  rows: { name: string; points: string; place: number; placement: string }[];
}

export interface TournamentSeriesModel {
  number: number;
  title: string;
  tables: TournamentTableModel[];
  /** Entrants on no list of this series (counted as missed where `missed` says so). */
  missing: string[];
}

export interface TournamentSheetModel {
  file: string;
  errors: number;
  warnings: number;
  /** `none`, `1 error, 2 warnings` in the language. */
  problems: string;
}

/** The standings, series tables, statistics, money and lists of one tournament, every text in `lang`. */
export interface TournamentModel {
  lang: Lang;
  /** The tournament's own title (`tournament TITLE`), or undefined. */
  title?: string;
  /** `Herbstturnier 2026 — Doppelkopf, 2 series, 9 players`. */
  heading: string;
  rankedBy: string;
  legend: string;
  entrants: 'players' | 'teams';
  seriesCount: number;
  /** How many table lists are in, in words (`4 lists in`). */
  listsIn: string;
  columns: {
    rank: string;
    number: string;
    name: string;
    members?: string;
    key: string;
    tiebreaks: string[];
    series: string[];
    prize?: string;
    money?: string;
  };
  standings: TournamentStandingModel[];
  series: TournamentSeriesModel[];
  /** Each series' table results: `table`, `sheet`, `player`, `points`, `place`, `placement points`. */
  seriesColumns: string[];
  stats: { columns: string[]; rows: { number?: number; name: string; values: string[] }[] };
  /** The money lines (entries, prizes paid, how shared ranks share), when there is money. */
  money?: string[];
  sheets: TournamentSheetModel[];
  /** The component's own words. */
  text: {
    label: string;
    standings: string;
    shared: string;
    tables: string;
    noList: string;
    missing: string;
    missingNone: string;
    /** Per series: who is on no list of it, or that it has no list yet; empty when everybody is on one. */
    missingWho: string[];
    sheets: string;
    colFile: string;
    colProblems: string;
    stats: string;
    money: string;
    updated: string;
    /** `Page {page} of {pages}`: the projector's pager, its two numbers to fill in. */
    page: string;
    pause: string;
    resume: string;
    next: string;
    /** The name of a table too wide for its box, which then scrolls in a region: `{table}` is the table's name. */
    scrollRegion: string;
    /** The tag of a table whose series the clock stopped. */
    timeout: string;
  };
}

/** The Tournament tab's model, as the messages below name it. */
export type TournamentViewModel = TournamentModel;
