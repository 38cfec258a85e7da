// Belote's and Coinche's part of the engine's model (src/engine/model.ts RoundParts, SettlementParts): a round's
// game, taker, contract and pot, and a sheet's games and team statistics.

import type { GameSummary, Outcome } from '../../engine/model';

export type { GameSummary };

export interface BeloteRoundInfo {
  /** 1-based number of the game (a new game starts after a team reaches the target). */
  game: number;
  /** The taking team's display name, where known. */
  taker?: string;
  takerPlayer?: string;
  /** `90 ♠`, `capot ♥ coinche`… as shown in the sheet. */
  contract?: string;
  trump?: string;
  multiplier: number;
  /** Raw totals T and D used for the success test. */
  raw?: { taker: number; defence: number };
  /** Litige pot held after this round (0 if none). */
  potHeld: number;
  /** Pot awarded in this round and to whom. */
  potAwarded?: { team: string; points: number };
  /** Set on the round that ends a game. */
  gameWinner?: string;
}

/** Belote's and Coinche's own members of a round result (src/engine/model.ts RoundParts). */
export interface BeloteRoundPart {
  belote?: BeloteRoundInfo;
}

/** How a Belote/Coinche contract went: a capot by the taker is made; a litige is taken but neither made nor failed. */
export type ContractResult = 'made' | 'failed' | 'litige';

/**
 * The one definition of a contract taken (engine team statistics, `scoresheet stats`, the view): every round scored
 * from its facts whose outcome is made, capot, failed or litige. A litige counts as taken (the taker bid and played);
 * the next round decides only who gets the pot, not the contract.
 */
export function contractResult(outcome: Outcome): ContractResult | undefined {
  if (outcome === 'made' || outcome === 'capot') return 'made';
  if (outcome === 'failed' || outcome === 'litige') return outcome;
  return undefined;
}

export interface TeamStats {
  name: string;
  /** Contracts taken: made + failed + litiges (see `contractResult`). */
  contracts: number;
  made: number;
  failed: number;
  litiges: number;
  coinched: number;
  coinchedMade: number;
}

/** Belote's and Coinche's own members of a settlement (src/engine/model.ts SettlementParts). */
export interface BeloteSettlementPart {
  teams?: TeamStats[];
  games?: GameSummary[];
  target?: number;
}

declare module '../../engine/model' {
  /** The contract made, failed, a litige (neither: the next round decides the pot), or a capot by the taker. */
  interface Outcomes {
    made: true;
    failed: true;
    litige: true;
    capot: true;
  }
  interface RoundParts {
    belote: BeloteRoundPart;
  }
  interface SettlementParts {
    belote: BeloteSettlementPart;
  }
}
