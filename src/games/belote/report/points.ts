// What decides a Belote or Coinche evening: every game's points added up, and the games each team won.

import type { Settlement } from '../../../engine/model';
import { dictOf } from '../../../text/dict';

/** An evening's points per team: every game's final totals added up (the written totals re-anchor). */
export function teamPoints(settlement: Settlement): Record<string, number> {
  const points = dictOf(settlement.names, () => 0);
  for (const g of settlement.games ?? []) for (const n of settlement.names) points[n] += g.totals[n] ?? 0;
  return points;
}

/** The games each team won (finished games only). */
export function gamesWon(s: Settlement): Record<string, number> {
  const won = dictOf(s.names, () => 0);
  for (const g of s.games ?? []) if (g.finished && g.winner !== undefined && g.winner in won) won[g.winner]++;
  return won;
}
