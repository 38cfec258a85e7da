// The deal walker's hook for cards dealt but never played (TrickGame.aside, Skat's skat), tested on a toy game of its
// own: two players, six cards (♣A ♣K ♣Q ♠A ♠K ♠Q), two tricks of two cards, two cards laid aside.
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/format/ast';
import { cards, formatCard } from '../../../src/engine/tricks/cards';
import { type TrickGame, walkDeal } from '../../../src/engine/tricks/deal';
import { msg } from '../../../src/messages';
import { buildRound } from './build';

const TABLE = { players: ['A', 'B'] };
const DECK: readonly Card[] = cards('♣A ♣K ♣Q ♠A ♠K ♠Q');

function toy(aside?: TrickGame['aside']): TrickGame {
  return {
    players: TABLE.players,
    seats: [0, 1],
    deck: DECK,
    deckDescription: msg('skat.tricks.deck'),
    tricksPerDeal: 2,
    notInDeck: () => undefined,
    winner: () => 0, // the leader takes every trick: enough for the deck checks
    cardValue: () => 0,
    allowed: (hand) => ({ cards: [...hand] }),
    ...(aside ? { aside } : {}),
  };
}

const TRICKS = 'trick A ♣A, B ♣K\ntrick A ♠A, B ♠K';

describe('cards laid aside', () => {
  it('without the hook (every other game) the two unplayed cards are missing-card, as before', () => {
    const walk = walkDeal(buildRound(TABLE, TRICKS), toy());
    expect(walk.problems.map((p) => p.code)).toEqual(['missing-card']);
    expect(walk.complete).toBe(false);
    expect(walk.aside).toBeUndefined();
  });
  it('with the hook and none written, the two unplayed cards are the ones aside (♣Q ♠Q): a complete deal', () => {
    const walk = walkDeal(buildRound(TABLE, TRICKS), toy({ count: 2, cards: [], where: msg('skat.tricks.in-skat') }));
    expect(walk.problems).toEqual([]);
    expect(walk.complete).toBe(true);
    expect(walk.aside?.map(formatCard)).toEqual(['♣Q', '♠Q']);
  });
  it('written aside and played too: duplicate-card on the played card, naming where it lies', () => {
    const round = buildRound(TABLE, TRICKS);
    const asideLine = buildRound(TABLE, 'hand B ♣A ♠Q', 9).items[0];
    const written = asideLine.kind === 'hand' ? asideLine.cards : [];
    const walk = walkDeal(round, toy({ count: 2, cards: written, where: msg('skat.tricks.in-skat') }));
    // ♣A is both aside and played in trick 1; ♣Q, neither played nor aside, is missing.
    expect(walk.problems.map((p) => [p.code, p.message])).toEqual([
      ['duplicate-card', '♣A is already in the skat; there is only one ♣A.'],
      [
        'missing-card',
        'All 2 tricks are written, but ♣Q was never played (32 cards, each once, two of them in the skat).',
      ],
    ]);
    expect(walk.complete).toBe(false);
  });
});
