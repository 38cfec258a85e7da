// Skat's part of the engine's model (src/engine/model.ts Outcomes, SettlementParts): how a row came out, and the
// list's games won and lost per player, its rows, the Seeger-Fabian Wertung and the Grand and Null games declared.

/** A player's line of the Seeger-Fabian Wertung (`settle --json`: `seeger`). */
export interface SeegerLine {
  won: number;
  lost: number;
  /** The bonus for the games the others lost (40 or 30 each). */
  bonus: number;
  wertung: number;
}

/** Skat's own part of a settlement. */
export interface SkatSettlement {
  /** Games won and lost per player (the G and V columns). */
  wonLost: Record<string, { won: number; lost: number }>;
  /** Rows of the list, eingepasst rows included. */
  rows: number;
  passed: number;
  /** Under `scoring seeger-fabian`. */
  seeger?: Record<string, SeegerLine>;
  /** Under `scoring bierlachs`: the Bierlachs games each player lost. */
  bierlachs?: Record<string, number>;
  /** `lost-game-fees`: each player's fees for his lost games, in cents (paid into the prize pot). */
  fees?: Record<string, number>;
  /** Grand and Null games declared per player. */
  grand: Record<string, number>;
  null: Record<string, number>;
}

/** Skat's own members of a settlement (src/engine/model.ts SettlementParts). */
export interface SkatSettlementPart {
  /** The won/lost counts and the Wertung (src/games/skat/steps/settle.ts). */
  skat?: SkatSettlement;
}

declare module '../../engine/model' {
  /** A game won, lost, or lost by overbid; an eingepasst row (nobody bid); a Ramsch round (rules/skat.md JSON). */
  interface Outcomes {
    won: true;
    lost: true;
    overbid: true;
    passed: true;
    ramsch: true;
  }
  interface SettlementParts {
    skat: SkatSettlementPart;
  }
}
