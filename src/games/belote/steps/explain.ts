// Step 5 of a Belote/Coinche round, the working in words: the contract as the sheet shows it, the round's
// headline, and how a team's score is made up (for mismatch messages).

import { msg, type Message } from '../../../messages';
import { contractLabel } from './coinche';
import type { RoundFacts, RoundScore, Team } from './types';
import { trumpSign } from './values';

/** `90 ♠ coinche`, `capot ♥`: the contract as the sheet's contract column shows it. */
export function contractText(f: RoundFacts): string | undefined {
  if (!f.contract) return undefined;
  const c = f.contract;
  const trump = f.trump ? trumpSign(f.trump).trim() : '';
  return `${contractLabel(c.value)} ${trump}${c.modifier ? ` ${c.modifier}` : ''}`.trim();
}

/** `Süd 90♠ coinche`, `Nord ♥`: who took what, for the round's summary; empty when nothing says it. */
export function headline(f: RoundFacts, players: readonly string[]): Message {
  const player = f.takerPlayer !== undefined ? players[f.takerPlayer] : undefined;
  // One object shape for every round (absent parts undefined): no spreads on this per-round path.
  return msg('bel.headline', {
    player,
    contract: f.contract?.value,
    trump: f.trump,
    modifier: f.contract?.modifier || undefined,
    taker: f.takerTeam !== undefined,
  });
}

/** How a team's score is made up, for mismatch messages: `82 cards + 10 last trick + 20 belote, rounded 112 → 110`. */
export function workingOf(r: RoundScore, team: Team): Message {
  const rounded = r.unrounded[team] !== r.scores[team] ? { from: r.unrounded[team], to: r.scores[team] } : undefined;
  return msg('bel.working', { terms: r.terms[team], ...(rounded ? { rounded } : {}) });
}
