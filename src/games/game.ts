// The one interface every game implements (types only): a game is one folder, src/games/<game>/, behind a
// GameModule, and the layers above the games ask the module of a kind (src/games/registry.ts), never a game by name.

import type { GameKind, Header } from '../format/ast';
import type { GameSyntax } from '../format/syntax';
import type { RoundResult, Settlement } from '../engine/model';
import type { GameSteps } from '../engine/rounds';
import type { ResolvedRules, RuleTable } from '../engine/rules';

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
  /**
   * The steps of a sheet of this game with this header under these rules, as the round loop (src/engine/rounds.ts)
   * runs them. `problemsOnly`: steps that give the same problems and points but leave out what only a reader of the
   * sheet sees (summaries, round info, statistics).
   */
  steps(header: Header, rules: ResolvedRules, problemsOnly?: boolean): GameSteps<unknown, unknown, unknown>;
  /** How a table sheet of this game counts in a tournament (src/tournament). */
  readonly tournament: TournamentHook;
}

/** The main key of a tournament's standings (`ranking`): which ones a game offers is its hook's. */
export type RankingKey = 'points' | 'placement' | 'index' | 'average' | 'match';

/** The tie-breaks a `tiebreak` line may list, in the order given. */
export type TiebreakKey = 'points' | 'placement' | 'best-series' | 'wins' | 'point-diff' | 'games-won';

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
}

/** What a tournament asks of a game (src/tournament never names one). */
export interface TournamentHook {
  /** `players`: each seat is an entrant; `teams`: partners opposite each other form one (unless `individual on`). */
  readonly entrants: 'players' | 'teams';
  /** What the game calls a series in its tables and messages: a Doppelkopf `series`, a concours' `partie`. */
  readonly seriesName: 'series' | 'partie';
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
  table(sheet: TournamentSheet): TournamentTable;
}
