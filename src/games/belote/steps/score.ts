// Scores one round from its facts: what is missing, or the classic/coinche result.

import { scoreClassic } from './classic';
import { scoreCoinche } from './coinche';
import type { RoundContext, RoundFacts, RoundScore } from './types';

export type MissingFact = 'missing-taker' | 'missing-trump' | 'missing-contract' | 'missing-cards' | 'missing-last';

/** The facts a round still needs before it can be scored; empty when it can be. */
export function missingFacts(f: RoundFacts, game: 'belote' | 'coinche'): MissingFact[] {
  const out: MissingFact[] = [];
  if (game === 'coinche') {
    if (!f.contract) out.push('missing-contract');
  } else {
    if (f.takerTeam === undefined) out.push('missing-taker');
    if (!f.trump) out.push('missing-trump');
  }
  const capot = f.capot ?? f.generale?.team;
  if (capot === undefined) {
    if (f.cards[0] === undefined && f.cards[1] === undefined) out.push('missing-cards');
    if (f.last === undefined && !f.derIn) out.push('missing-last');
  }
  return out;
}

export function scoreRound(f: RoundFacts, ctx: RoundContext): RoundScore | undefined {
  return ctx.rules.game === 'coinche' ? scoreCoinche(f, ctx) : scoreClassic(f, ctx);
}
