// A points round's facts beyond its points: the game it wins (and the game it begins), as its breakdown says them.

import type { RoundResult } from '../../../engine/model';
import { msg, type Message } from '../../../messages';

/** The game a round wins, as its breakdown says it. */
export function gameWon(r: RoundResult): { game: number; winner: string } | undefined {
  for (const b of r.breakdown)
    if (b.label?.id === 'pts.item.game-won') {
      const a = b.label.args as { game: number; winner: string };
      return { game: a.game, winner: a.winner };
    }
  return undefined;
}

/** The game a round begins (from the second on), as its breakdown says it. */
export function gameBegun(r: RoundResult): number | undefined {
  for (const b of r.breakdown) if (b.label?.id === 'pts.item.new-game') return (b.label.args as { game: number }).game;
  return undefined;
}

export function roundFacts(r: RoundResult): Message[] {
  const won = gameWon(r);
  return won ? [msg('pts.fact.game-won', won)] : [];
}
