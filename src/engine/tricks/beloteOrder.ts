// Belote card orders and trick winners for suit, no-trump and all-trump contracts (belote.md §3, §8.2).

import type { Card, Rank, Suit, TrumpKind } from '../../format/ast';
import { beloteCardPoints, type BeloteValueOptions } from './cards';

const TRUMP_ORDER: readonly Rank[] = ['J', '9', 'A', '10', 'K', 'Q', '8', '7'];
const PLAIN_ORDER: readonly Rank[] = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];

export function isBeloteTrump(card: Card, trump: TrumpKind): boolean {
  return trump === 'all-trump' || card.suit === trump;
}

/** Strength of a card within its own suit, higher is stronger: trump order for trumps, plain order otherwise. */
export function beloteStrength(card: Card, trump: TrumpKind): number {
  const order = isBeloteTrump(card, trump) ? TRUMP_ORDER : PLAIN_ORDER;
  return order.length - order.indexOf(card.rank);
}

/** Whether `card` beats `best` in a trick whose led suit is `led`. */
export function beloteBeats(card: Card, best: Card, led: Suit, trump: TrumpKind): boolean {
  const cardTrump = trump !== 'all-trump' && trump !== 'no-trump' && card.suit === trump;
  const bestTrump = trump !== 'all-trump' && trump !== 'no-trump' && best.suit === trump;
  if (cardTrump && !bestTrump) return true;
  if (cardTrump && bestTrump) return beloteStrength(card, trump) > beloteStrength(best, trump);
  if (bestTrump) return false;
  // Neither is a cut: only the suit led can win (at all-trump as well: every suit is trump, none cuts another).
  return card.suit === led && (best.suit !== led || beloteStrength(card, trump) > beloteStrength(best, trump));
}

/** Index (into `cards`, in play order) of the winning card. */
export function beloteTrickWinner(cards: readonly Card[], trump: TrumpKind): number {
  if (cards.length === 0) return -1;
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (beloteBeats(cards[i], cards[best], cards[0].suit, trump)) best = i;
  return best;
}

export function beloteTrickValue(cards: readonly Card[], trump: TrumpKind, opts?: BeloteValueOptions): number {
  return cards.reduce((sum, card) => sum + beloteCardPoints(card, trump, opts), 0);
}

/** Sorts cards as a player would hold them: trumps first, then ♣ ♠ ♥ ♦, each high to low. */
export function sortBeloteCards(cards: readonly Card[], trump: TrumpKind): Card[] {
  const suitRank = (x: Card) =>
    trump !== 'all-trump' && x.suit === trump ? -1 : ['clubs', 'spades', 'hearts', 'diamonds'].indexOf(x.suit);
  return [...cards].sort((a, b) => suitRank(a) - suitRank(b) || beloteStrength(b, trump) - beloteStrength(a, trump));
}
