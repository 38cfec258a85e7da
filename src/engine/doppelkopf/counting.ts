// Distributes the value V to the players (§4.5, §7): ± sheets, plus-only sheets (winners only), minus-only sheets (losers only).

import type { DokoRules, Parties } from './types';

/** Points per player index; players sitting out get 0. `value` is V from Re after bock, before the solo ×3. */
export function distribute(value: number, parties: Parties, counting: DokoRules['counting']): Map<number, number> {
  const out = new Map<number, number>();
  const put = (i: number, plusMinus: number) => {
    let v = plusMinus;
    // A plus sheet keeps only what the winners write, a minus sheet only what the losers write (FD Rule::COUNTING).
    if (counting === 'plus') v = Math.max(0, v);
    if (counting === 'minus') v = Math.min(0, v);
    out.set(i, v === 0 ? 0 : v);
  };
  for (const i of parties.re) put(i, parties.soloist === i ? 3 * value : value);
  for (const i of parties.kontra) put(i, -value);
  for (const i of parties.out) out.set(i, 0);
  return out;
}
