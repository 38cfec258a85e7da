// What a game draws in the settlement view, and what the view's generic components lend it: one GameView per game
// (webview/games/<game>/), looked up in webview/games/registry.ts by the sheet's kind or a row's part. The generic
// components render what a game gives and name no game.

import type { TemplateResult, nothing } from 'lit';
import type { RoundInput } from '../../src/language/roundEntry';
import type { Lang } from '../../src/messages';
import type { SeasonModel, SettlementModel, SheetGame, SheetRound } from '../../src/protocol';

/** A template, or nothing at all. */
export type Part = TemplateResult | typeof nothing;

/** One table of statistics: a row per player or team (`values` aligned with `cols`). */
export interface StatsTable {
  cols: string[];
  rows: { name: string; values: (number | string)[] }[];
}

/** What the score sheet (webview/components/scoreSheet.ts) lends a game's cells. */
export interface SheetParts {
  /** The row's problem flag (`!` or `?`), or nothing. */
  flag(r: SheetRound): Part;
  /** The row's deciding facts (`extra`: more classes for the span), or nothing. */
  facts(r: SheetRound, extra?: string): Part;
  /** One cell per name: the round's points and the running total (`cls`: the column's class). */
  points(r: SheetRound, cls: string): TemplateResult[];
}

/** A game's columns of the score sheet. */
export interface SheetView {
  /** The caption above the sheet: what a name's cell holds. */
  caption(): string;
  /** The header row's cells after the round number. */
  head(names: string[]): TemplateResult;
  /** A row's cells after the round number. */
  cells(r: SheetRound, parts: SheetParts): TemplateResult;
  /** The row's own classes (`solo`, `bock`, `game-end`). */
  rowClasses(r: SheetRound): Record<string, boolean>;
  /** The deciding facts read from the row's own part, for a model whose host gave none. */
  facts(r: SheetRound): string[];
  /** Whether the printout shades the row (a bock round). */
  shaded(r: SheetRound): boolean;
}

/** What the settlement app (webview/components/settlementApp.ts) lends a game's evening. */
export interface EveningParts {
  /** The exported page: no editor behind it. */
  readonly standalone: boolean;
  /** The game shown where the evening has several (the app keeps it with the view's state). */
  readonly selectedGame?: number;
  selectGame(n: number | undefined): void;
  /** The running totals of these rounds as a chart (`caption`: its name; `part`: the element's part). */
  chart(m: SettlementModel, rounds: SheetRound[], options?: { caption?: string; part?: string }): TemplateResult;
  /** The score sheet of these rounds, tied to the editor (`label`: its name; `part`: the element's part). */
  sheet(m: SettlementModel, rounds: SheetRound[], options?: { label?: string; part?: string }): TemplateResult;
  /** The evening's statistics under their heading, or nothing when the game has none for this model. */
  stats(m: SettlementModel): Part;
}

/** What the summary (webview/components/settlementSummary.ts) shows of a game. */
export interface SummaryParts {
  /** The totals table (`games`: the evening's games, where it has several). */
  totals(m: SettlementModel, games: SheetGame[]): TemplateResult;
  /** "Who pays whom" says so when there is no stake (else it is left out when there is nothing to pay). */
  readonly paysWithoutStake: boolean;
  /** What follows the totals and the payments (Doppelkopf's duty solos). */
  extra(m: SettlementModel): Part;
}

/** What the Add round form (webview/components/roundForm.ts) lends a game's fields. */
export interface FormParts<A> {
  /** The form's answers so far. */
  readonly answers: A;
  /** The sheet's kind (`coinche`). */
  readonly kind: string;
  /** The form's own id, for the names of radio groups. */
  readonly uid: string;
  /** The players to pick from, and the two teams (Belote/Coinche). */
  readonly players: string[];
  readonly teams: [string, string];
  /** Change some answers: the host previews the round again. */
  set(patch: Partial<A>): void;
  /** A labelled select (`options`: value and text). */
  select(label: string, value: string, options: [string, string][], on: (v: string) => void): TemplateResult;
  /** A labelled number field. */
  number(label: string, value: string, on: (v: string) => void, min: number, max: number): TemplateResult;
  /** The players as options, after an empty one that says `withNone`. */
  playerOptions(withNone?: string): [string, string][];
}

/** A game's Add round form: its answers, its fields, and the round they make. */
export interface FormView<A> {
  /** The answers of a fresh form. */
  empty(): A;
  /** The players to pick from before the host's first preview names them. */
  players(names: string[]): string[];
  /** The fields. */
  fields(parts: FormParts<A>): TemplateResult;
  /** The round as the host reads it. */
  input(answers: A, kind: string, players: string[]): RoundInput;
}

/** Everything a game draws in the view. */
export interface GameView {
  /** The game module's id: the tag of its rows' and summary's parts (src/games/<game>/view.ts). */
  readonly id: string;
  /** The kinds it shows (a `game` line's word). */
  readonly kinds: readonly string[];
  /** The game's name in the heading (`Coinche`). */
  label(kind: string): string;
  /** The head of a column of names: players or teams. */
  nameHeader(): string;
  /** The stake in the rules' line (`Stake 0.05 EUR per point`). */
  stake(amount: string): string;
  /** What ends a game, in the rules' line (`Target 1000`); undefined: the game has none to say. */
  target?(m: SettlementModel): string | undefined;
  /** The evening below the rules and the form: summary, chart, statistics, the sheet. */
  evening(m: SettlementModel, parts: EveningParts): TemplateResult;
  summary: SummaryParts;
  sheet: SheetView;
  /** The evening's statistics, or undefined when the model has none. */
  stats(m: SettlementModel): StatsTable | undefined;
  /** The season's statistics per player. */
  seasonStats(s: SeasonModel): StatsTable;
  form: FormView<unknown>;
  /** Its words in every language (webview/games/<game>/strings.ts; the tests hold each to the English entries). */
  readonly tables: Readonly<Record<Lang, object>>;
}
