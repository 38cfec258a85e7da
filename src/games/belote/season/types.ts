// Belote's and Coinche's statistics lines: contracts per taker (a player, a team) and the partnerships of a season.

import type { EveningSummary, PlayerLine, SeasonStats } from '../../game';

/**
 * Contracts of a taker (a team or a player). `taken` = made + failed + litiges: a litige round was taken but is
 * neither made nor failed. Only rounds scored from their facts count (a round recorded by its score alone names no
 * taker's result). `capots`: contracts made by taking all eight tricks.
 */
export interface ContractStats {
  taken: number;
  made: number;
  failed: number;
  litiges: number;
  /** Taken under coinche or surcoinche (multiplier above 1). */
  coinched: number;
  capots: number;
}

/** `games`: games (played to the target) finished; `points`: the player's team's points; `rounds`: scored rounds. */
export interface BelotePlayerLine extends PlayerLine {
  /** The contracts this player took. */
  contracts: ContractStats;
}

/** A partnership: the same two players, whatever the team was called that evening. */
export interface TeamLine {
  name: string;
  members: [string, string];
  evenings: number;
  games: number;
  wins: number;
  points: number;
  rounds: number;
  contracts: ContractStats;
}

/** A team as an evening names it, with its two players (partners sit opposite: 1st + 3rd, 2nd + 4th). */
export interface EveningTeam {
  name: string;
  members: [string, string];
}

/** A Belote or Coinche evening in a season: the two teams as named that evening, with their statistics. */
export interface BeloteEvening extends EveningSummary {
  teams?: EveningTeam[];
  teamStats?: TeamLine[];
}

/** The statistics of a season of Belote or Coinche: each partnership too. */
export interface BeloteSeasonStats extends SeasonStats {
  teams: TeamLine[];
}

declare module '../../game' {
  /** A season player's line in the Season tab: the contracts the player took. */
  interface SeasonLineParts {
    belote: { contracts?: ContractStats };
  }
  /** The Season tab's model: the partnerships. */
  interface SeasonParts {
    belote: { teams?: TeamLine[] };
  }
}
