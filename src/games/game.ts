// The one interface every game implements (types only): a game is one folder, src/games/<game>/, behind a
// GameModule, and the layers above the games ask the module of a kind (src/games/registry.ts), never a game by name.

import type { GameKind, Header } from '../format/ast';
import type { GameSteps } from '../engine/rounds';
import type { ResolvedRules, RuleTable } from '../engine/rules';
import type { RoundResult, Settlement } from '../engine/model';
import type { Lang } from '../messages';

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

/** What the settlement view's model asks a game (src/view/model.ts). */
export interface GameView {
  /** A scored round's own part in the view's language (English without one); undefined: nothing to add. */
  round(r: RoundResult, lang: Lang | undefined): RoundView | undefined;
  /** The evening's own part; undefined: nothing to add. */
  summary(input: { settlement: Settlement; rounds: readonly RoundResult[] }): SummaryView | undefined;
}

// The view's hook, merged into GameModule above (one interface, declared in two places of this file).
export interface GameModule {
  /** Its part of the settlement view's model. */
  readonly view: GameView;
}
