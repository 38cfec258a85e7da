// The one interface every game implements (types only): a game is one folder, src/games/<game>/, behind a
// GameModule, and the layers above the games ask the module of a kind (src/games/registry.ts), never a game by name.

import type { GameKind, Header, ScoreDocument } from '../format/ast';
import type { BreakdownItem, RoundResult, Settlement } from '../engine/model';
import type { GameSteps } from '../engine/rounds';
import type { ResolvedRules, RuleTable } from '../engine/rules';
import type { Lang, Message } from '../messages';

/** A game: the kinds a `game` line names it by, and every hook the generic layers call. */
export interface GameModule {
  /** The module's own name. */
  readonly id: string;
  /** The kinds it serves (`['belote', 'coinche']`): what a `game` line writes. */
  readonly kinds: readonly GameKind[];
  /** Its rule switches and presets (`rules`, `set`), one table for all its kinds. */
  readonly rules: RuleTable;
  /**
   * The steps of a sheet of this game with this header under these rules, as the round loop (src/engine/rounds.ts)
   * runs them. `problemsOnly`: steps that give the same problems and points but leave out what only a reader of the
   * sheet sees (summaries, round info, statistics).
   */
  steps(header: Header, rules: ResolvedRules, problemsOnly?: boolean): GameSteps<unknown, unknown, unknown>;
  /** Its reports: the settlement's tables, a round's facts and working, its part of the JSON, what-if notes. */
  readonly report: GameReport;
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
  /** What ends `explain` of a whole sheet (who still owes a duty solo). */
  sheetNotes(sheet: SheetResults): Message[];
  readonly whatIf: GameWhatIf;
}
