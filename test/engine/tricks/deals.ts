// Test helper: random legal deals, played card by card with the legality rules themselves; shared by the trick and
// engine property tests.
import type { Card } from '../../../src/format/ast';
import { cardKey, formatCard } from '../../../src/engine/tricks/cards';

/** A small seeded generator, so every failing deal can be replayed from its seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(xs: readonly T[], rnd: () => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export interface Played {
  lines: string[];
  hands: Card[][];
  plays: Card[];
  /** Each trick in play order (seat and card) and the seat that won it. */
  tricks: { plays: { player: number; card: Card }[]; winner: number }[];
}

/**
 * Deals the deck, then plays trick by trick: each player picks a random card among the allowed ones; the winner leads.
 * `names` label the four seats in the trick lines; `arrange` may rearrange the dealt hands (swapping cards) first.
 */
export function play(
  deck: readonly Card[],
  rnd: () => number,
  allowed: (hand: Card[], before: { player: number; card: Card }[], player: number) => Card[],
  winner: (cards: Card[], trick: number) => number,
  names: readonly string[] = ['Anna', 'Ben', 'Clara', 'Dora'],
  arrange?: (hands: Card[][]) => void,
): Played {
  const shuffled = shuffle(deck, rnd);
  const n = deck.length / 4;
  const hands = [0, 1, 2, 3].map((i) => shuffled.slice(i * n, (i + 1) * n));
  arrange?.(hands);
  const left = hands.map((h) => [...h]);
  const lines: string[] = [];
  const plays: Card[] = [];
  const tricks: Played['tricks'] = [];
  let leader = Math.floor(rnd() * 4);
  for (let t = 1; t <= n; t++) {
    const before: { player: number; card: Card }[] = [];
    for (let k = 0; k < 4; k++) {
      const p = (leader + k) % 4;
      const options = allowed(left[p], before, p);
      const card = options[Math.floor(rnd() * options.length)];
      left[p].splice(
        left[p].findIndex((c) => cardKey(c) === cardKey(card)),
        1,
      );
      before.push({ player: p, card });
      plays.push(card);
    }
    lines.push(`trick ${before.map((b) => `${names[b.player]} ${formatCard(b.card)}`).join(', ')}`);
    leader =
      before[
        winner(
          before.map((b) => b.card),
          t,
        )
      ].player;
    tricks.push({ plays: before, winner: leader });
  }
  return { lines, hands, plays, tricks };
}
