// The part of `game points` in the settlement view's model (src/view/model.ts asks it through GameModule.view): the
// game a round ends (and its winner) and the game a round begins. webview/games/points/ draws it.

import type { RoundResult } from '../../engine/model';
import type { GameView } from '../game';
import { gameBegun, gameWon } from './report/facts';

/** The columns of one sheet row of a points sheet (only where a round begins or ends a game). */
export interface PointsRoundView {
  game: 'points';
  /** Set on the first round of a game after the first. */
  newGame?: number;
  /** Set on the round that ends a game: its number and winner. */
  gameWon?: number;
  gameWinner?: string;
}

declare module '../game' {
  interface RoundViews {
    points: PointsRoundView;
  }
}

export const pointsView: GameView = {
  round(r: RoundResult): PointsRoundView | undefined {
    const won = gameWon(r);
    const begun = gameBegun(r);
    if (!won && begun === undefined) return undefined;
    return {
      game: 'points',
      ...(begun !== undefined ? { newGame: begun } : {}),
      ...(won ? { gameWon: won.game, gameWinner: won.winner } : {}),
    };
  },
  summary: () => undefined,
};
