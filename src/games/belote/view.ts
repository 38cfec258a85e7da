// Belote's and Coinche's part of the settlement view's model (src/view/model.ts asks it through GameModule.view): a
// round's game, taker, contract, multiplier and pot. webview/games/belote/ draws it.

import type { TrumpKind } from './syntax/itemTypes';
import type { RoundResult } from '../../engine/model';
import type { TeamStats } from './model';
import { msg, render, type Lang } from '../../messages';
import type { GameView, SheetGame } from '../game';

/** Belote's and Coinche's columns of one sheet row. */
export interface BeloteRoundView {
  game: 'belote';
  /** 1-based number of the game (partie) the round belongs to. */
  gameNumber: number;
  taker?: string;
  takerPlayer?: string;
  /** `90 ♠`, `capot ♥ coinche`… in the view's language (`120 sans-atout`). */
  contract?: string;
  multiplier: number;
  potHeld: number;
  potAwarded?: { team: string; points: number };
  /** Set on the round that ends a game. */
  gameWinner?: string;
}

/** Belote's and Coinche's members of the settlement view's model. */
export interface BeloteSheet {
  teams?: TeamStats[];
  games?: SheetGame[];
  /** The points that end a game (unset with `deals N`). */
  target?: number;
}

declare module '../game' {
  interface RoundViews {
    belote: BeloteRoundView;
  }
  interface SheetParts {
    belote: BeloteSheet;
  }
}

/** `120 no-trump` as `120 sans-atout` in German and French: the engine writes the column in English words. */
function contractIn(contract: string, trump: string, lang: Lang): string {
  return contract.replace(trump, render(msg('bel.trump-word', { trump: trump as TrumpKind }), lang));
}

export const beloteView: GameView = {
  round(r: RoundResult, lang: Lang | undefined): BeloteRoundView | undefined {
    const b = r.belote;
    if (!b) return undefined;
    return {
      game: 'belote',
      gameNumber: b.game,
      taker: b.taker,
      takerPlayer: b.takerPlayer,
      contract: b.contract && b.trump && lang ? contractIn(b.contract, b.trump, lang) : b.contract,
      multiplier: b.multiplier,
      potHeld: b.potHeld,
      potAwarded: b.potAwarded ? { ...b.potAwarded } : undefined,
      gameWinner: b.gameWinner,
    };
  },

  summary: () => undefined,

  sheet: (s, names): BeloteSheet => ({
    teams: s.teams?.map((t) => ({ ...t })),
    games: s.games?.map((g) => ({
      number: g.number,
      firstRound: g.firstRound,
      lastRound: g.lastRound,
      totals: names.map((n) => g.totals[n] ?? 0),
      winner: g.winner,
      finished: g.finished,
    })),
    target: s.target,
  }),

  // Every game with a winner, as the view's games list them (`sheet`).
  gamesWon: (s) => {
    const games = s.games?.length ? s.games : undefined;
    return games && s.names.map((n) => games.filter((g) => g.winner === n).length);
  },
};
