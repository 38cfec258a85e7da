// Step 5 of a Belote/Coinche round, the working in words: the contract as the sheet shows it, the round's
// headline, and how a team's score is made up (for mismatch messages).

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
export function headline(f: RoundFacts, players: readonly string[]): string {
  const player = f.takerPlayer !== undefined ? players[f.takerPlayer] : undefined;
  if (f.contract) {
    // `90♠`, but `capot ♠` / `générale ♠`: a suit sign glued to a word reads badly.
    const label = contractLabel(f.contract.value);
    const sign = f.trump
      ? typeof f.contract.value === 'number'
        ? trumpSign(f.trump)
        : ` ${trumpSign(f.trump).trim()}`
      : '';
    return `${player ?? '?'} ${label}${sign}${f.contract.modifier ? ` ${f.contract.modifier}` : ''}`;
  }
  if (f.takerTeam === undefined && !f.trump) return '';
  return `${player ?? '?'}${f.trump ? ` ${trumpSign(f.trump).trim()}` : ''}`;
}

/** How a team's score is made up, for mismatch messages: `82 cards + 10 last trick + 20 belote, rounded 112 → 110`. */
export function workingOf(r: RoundScore, team: Team): string {
  const terms = r.terms[team];
  const words = terms.length ? terms.map((t) => `${t.points} ${t.label}`).join(' + ') : 'nothing';
  return r.unrounded[team] !== r.scores[team] ? `${words}, rounded ${r.unrounded[team]} → ${r.scores[team]}` : words;
}
