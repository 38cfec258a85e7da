// Trick details for the round result: what hovers and `scoresheet explain` print under a round.

import type { TrickSummary } from '../model';
import type { TrickInfo } from './deal';

export function trickSummaries(tricks: readonly TrickInfo[], players: readonly string[]): TrickSummary[] {
  return tricks.map((t) => ({
    number: t.number,
    line: t.range.start.line,
    ...(t.winner !== undefined ? { winner: players[t.winner] ?? '?' } : {}),
    ...(t.value !== undefined ? { value: t.value } : {}),
    ...(t.explain ? { explain: t.explain } : {}),
    // The working as data too, so explain and hovers say it in German or French.
    ...(t.explainMsg ? { explainMsg: t.explainMsg } : {}),
  }));
}
