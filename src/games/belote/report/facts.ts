// A Belote or Coinche round's deciding facts beyond the engine's head, which already names coinche and surcoinche: the
// litige pot held or awarded, and the game the round wins.

import type { RoundResult } from '../../../engine/model';
import { msg, type Message } from '../../../messages';

export function roundFacts(r: RoundResult): Message[] {
  const facts: Message[] = [];
  const b = r.belote;
  if (!b) return facts;
  if (b.potAwarded) facts.push(msg('facts.pot-awarded', { team: b.potAwarded.team, points: b.potAwarded.points }));
  else if (b.potHeld > 0 && r.outcome === 'litige') facts.push(msg('facts.pot-held', { points: b.potHeld }));
  if (b.gameWinner) facts.push(msg('facts.game-won', { game: b.game, team: b.gameWinner }));
  return facts;
}
