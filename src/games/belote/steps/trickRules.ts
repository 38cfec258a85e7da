// Belote card orders, trick winners and what may be played, for suit, no-trump and all-trump contracts
// (belote.md §3, §8.2, FFB-B/FFB-C §5.2).

import type { Card, Rank, Suit } from '../../../format/ast';
import type { TrumpKind } from '../syntax/itemTypes';
import type { BeloteRules } from '../rules';
import { formatCard, SUIT_SYMBOL } from '../../../engine/tricks/cards';
import { msg } from '../../../messages';
import { distinct, duty, type Allowed } from '../../../engine/tricks/legality';
import { cardValue, type CardValueRules } from './values';

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

export function beloteTrickValue(cards: readonly Card[], trump: TrumpKind, rules: CardValueRules): number {
  return cards.reduce((sum, card) => sum + cardValue(card, trump, rules), 0);
}

/** Sorts cards as a player would hold them: trumps first, then ♣ ♠ ♥ ♦, each high to low. */
export function sortBeloteCards(cards: readonly Card[], trump: TrumpKind): Card[] {
  const suitRank = (x: Card) =>
    trump !== 'all-trump' && x.suit === trump ? -1 : ['clubs', 'spades', 'hearts', 'diamonds'].indexOf(x.suit);
  return [...cards].sort((a, b) => suitRank(a) - suitRank(b) || beloteStrength(b, trump) - beloteStrength(a, trump));
}

// ---- What may be played --------------------------------------------------------------------

export interface BeloteLegalityOptions {
  trump: TrumpKind;
  /**
   * `set overtrump`: must overtrump when cutting, must go higher when trumps are led (and in every suit at all-trump).
   */
  overtrump: boolean;
  /** `set partner-master`: no duty to trump while the partner holds the trick. */
  partnerMaster: boolean;
  /**
   * Must a player who cannot overtrump an opponent's cut still play a lower trump ("pisser")?
   * FFB-B §5.2 (classic belote) says yes; FFB-C §5.2 (coinche) says no: he may discard.
   */
  pisser: boolean;
  /** The rule book quoted in messages: `FFB-B` (classic) or `FFB-C` (coinche). */
  book: 'FFB-B' | 'FFB-C';
}

/** Options from the rules table: classic belote follows FFB-B (pisser), coinche FFB-C (no pisser). */
export function beloteLegalityOptions(
  rules: Pick<BeloteRules, 'game' | 'overtrump' | 'partnerMaster'>,
  trump: TrumpKind,
): BeloteLegalityOptions {
  return {
    trump,
    overtrump: rules.overtrump,
    partnerMaster: rules.partnerMaster,
    pisser: rules.game === 'belote',
    book: rules.game === 'belote' ? 'FFB-B' : 'FFB-C',
  };
}

/** A card already in the trick and the seat (0–3, header order) that played it; partners are seats 0+2 and 1+3. */
export interface SeatedCard {
  card: Card;
  seat: number;
}

function currentWinner(before: readonly SeatedCard[], trump: TrumpKind): SeatedCard {
  let best = before[0];
  for (const p of before.slice(1)) if (beloteBeats(p.card, best.card, before[0].card.suit, trump)) best = p;
  return best;
}

/** Belote duties of FFB-B/FFB-C §5.2 and §11.2–11.3, with the `overtrump` and `partner-master` switches. */
export function beloteAllowed(
  hand: readonly Card[],
  before: readonly SeatedCard[],
  seat: number,
  opts: BeloteLegalityOptions,
): Allowed {
  const { trump, book } = opts;
  const all = sortBeloteCards(distinct(hand), trump);
  if (before.length === 0) return { cards: all };
  const led = before[0].card.suit;
  const sec = `${book} §5.2`;
  const follow = all.filter((c) => c.suit === led);
  const best = currentWinner(before, trump);

  if (trump === 'no-trump') {
    // No trumps, no cutting: following suit is the only duty (FFB-B §11.2).
    return follow.length
      ? { cards: follow, duty: duty('follow-suit', msg('duty.follow-suit', { suit: SUIT_SYMBOL[led] }), sec) }
      : { cards: all };
  }
  if (trump === 'all-trump') {
    if (!follow.length) return { cards: all };
    const higher = follow.filter((c) => best.card.suit === led && beloteBeats(c, best.card, led, trump));
    if (opts.overtrump && higher.length)
      return {
        cards: higher,
        duty: duty('go-higher', msg('duty.go-higher-all-trump', { suit: SUIT_SYMBOL[led] }), `${book} §11.3`),
      };
    return {
      cards: follow,
      duty: duty('follow-suit', msg('duty.follow-suit', { suit: SUIT_SYMBOL[led] }), `${book} §11.3`),
    };
  }

  const trumps = all.filter((c) => c.suit === trump);
  if (led === trump) {
    if (!follow.length) return { cards: all };
    // Trumps led: follow, and go higher than the best trump on the table if possible, even over the partner.
    const higher = follow.filter((c) => beloteBeats(c, best.card, led, trump));
    if (opts.overtrump && higher.length)
      return {
        cards: higher,
        duty: duty('go-higher', msg('duty.go-higher', { card: formatCard(best.card) }), sec),
      };
    return { cards: follow, duty: duty('follow-trump', msg('duty.follow-trump', { suit: SUIT_SYMBOL[trump] }), sec) };
  }
  if (follow.length)
    return { cards: follow, duty: duty('follow-suit', msg('duty.follow-suit', { suit: SUIT_SYMBOL[led] }), sec) };

  const partnerHolds = best.seat === (seat + 2) % 4;
  if (partnerHolds && opts.partnerMaster) return { cards: all }; // "notre partenaire est maître": free discard
  if (!trumps.length) return { cards: all };
  const switchNote = partnerHolds ? `; partner-master off` : '';
  const trumpOnTable = best.card.suit === trump;
  if (!opts.overtrump || !trumpOnTable)
    return {
      cards: trumps,
      duty: duty('must-trump', msg('duty.must-trump', { partnerHolds }), sec + switchNote),
    };
  const over = trumps.filter((c) => beloteBeats(c, best.card, led, trump));
  if (over.length)
    return {
      cards: over,
      duty: duty('must-overtrump', msg('duty.overtrump', { card: formatCard(best.card) }), sec + switchNote),
    };
  if (opts.pisser)
    return {
      cards: trumps,
      duty: duty('must-undertrump', msg('duty.undertrump', { card: formatCard(best.card) }), sec + switchNote),
    };
  return { cards: all }; // FFB-C: with only lower trumps one may discard ("on ne pisse pas")
}
