// A row's outcome as rules/skat.md's JSON names it (`won`, `lost`, `overbid`, `passed`, `ramsch`, `recorded`),
// with its list entry worked by hand.
import { describe, expect, it } from 'vitest';
import { row } from './helpers';

const outcome = (facts: string[], header: string[] = []) => {
  const r = row(facts, header);
  return [r.a.rounds[0]?.outcome, r.scores];
};

describe('a Skat row’s outcome', () => {
  it('won: Kreuz mit 1 (Spiel 2 × 12 = 24) with 61 Augen → won, A +24', () => {
    expect(outcome(['declarer A clubs with 1', 'cards 61'])).toEqual(['won', { A: 24 }]);
  });
  it('lost: Kreuz mit 1 with 60 Augen → lost, A −2 × 24 = −48', () => {
    expect(outcome(['declarer A clubs with 1', 'cards 60'])).toEqual(['lost', { A: -48 }]);
  });
  it('overbid: Herz mit 1 (2 × 10 = 20) bid to 30, 70 Augen → overbid, lost at 30 (3 × 10): A −60', () => {
    expect(outcome(['declarer A hearts with 1', 'bid 30', 'cards 70', 'overbid'])).toEqual(['overbid', { A: -60 }]);
  });
  it('passed: an eingepasst row scores 0', () => {
    expect(outcome(['passed'])[0]).toBe('passed');
  });
  it('ramsch: A 52, B 40, C 18, the skat’s 10 to the loser → ramsch, A −62', () => {
    expect(outcome(['ramsch', 'cards A 52 B 40 C 18'], ['rules pub'])).toEqual(['ramsch', { A: -62 }]);
  });
  it('recorded: only the list entry written (a won Grand entry, 24 × 2 = 48) → recorded', () => {
    expect(outcome(['score A 48'])[0]).toBe('recorded');
  });
});
