// Doppelkopf trump orders, trick winners and what may be played, for the normal game and every solo (doppelkopf.md §1).

import type { Card, Rank, Suit } from '../../../format/ast';
import { sameCard, SUIT_SYMBOL, SUITS } from '../../../engine/tricks/cards';
import { msg } from '../../../messages';
import { distinct, duty, type Allowed } from '../../../engine/tricks/legality';

// ---- the deck and its card points -----------------------------------------------------------------

const DOPPELKOPF_RANKS: readonly Rank[] = ['A', '10', 'K', 'Q', 'J', '9'];

/** The Doppelkopf deck: 24 kinds twice (48), or 20 kinds twice (40) with `set nines off`. */
export function doppelkopfDeck(nines: boolean): Card[] {
  const deck: Card[] = [];
  for (let copy = 0; copy < 2; copy++)
    for (const suit of SUITS) for (const rank of DOPPELKOPF_RANKS) if (nines || rank !== '9') deck.push({ suit, rank });
  return deck;
}

const DOPPELKOPF_POINTS: Readonly<Record<Rank, number>> = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0, '8': 0, '7': 0 };

/** Augen of a Doppelkopf card (doppelkopf.md §1); the same in every game type. */
export function doppelkopfCardPoints(card: Card): number {
  return DOPPELKOPF_POINTS[card.rank];
}

/**
 * Which cards are trump. `normal` covers the normal game, Hochzeit, Armut, the stille Hochzeit and
 * the Hochzeit without partner (those two are diamonds solos, whose order is the normal one).
 */
export type DoppelkopfTrump = 'normal' | 'queens' | 'jacks' | 'clubs' | 'spades' | 'hearts' | 'diamonds' | 'fleshless';

export const DOPPELKOPF_SOLO_KINDS: readonly DoppelkopfTrump[] = [
  'queens',
  'jacks',
  'clubs',
  'spades',
  'hearts',
  'diamonds',
  'fleshless',
];

/** How two ♥10 in one trick compare (`set dulle`). */
export type DulleRule = 'first-wins' | 'second-wins';

const c = (suit: Suit, rank: Rank): Card => ({ suit, rank });
const QUEENS: Card[] = [c('clubs', 'Q'), c('spades', 'Q'), c('hearts', 'Q'), c('diamonds', 'Q')];
const JACKS: Card[] = [c('clubs', 'J'), c('spades', 'J'), c('hearts', 'J'), c('diamonds', 'J')];
const DULLE = c('hearts', '10');
const FOX = c('diamonds', 'A');
const CHARLIE = c('clubs', 'J');

/** The trump orders made so far, by game kind: every round of a sheet asks (a fox needs ♦A as a trump). */
const ORDERS = new Map<DoppelkopfTrump, readonly Card[]>();

/** The trumps of a game, highest first (one entry per card kind; both copies share a place). */
export function doppelkopfTrumpOrder(kind: DoppelkopfTrump): readonly Card[] {
  let order = ORDERS.get(kind);
  if (!order) ORDERS.set(kind, (order = trumpOrder(kind)));
  return order;
}

function trumpOrder(kind: DoppelkopfTrump): readonly Card[] {
  switch (kind) {
    case 'queens':
      return QUEENS;
    case 'jacks':
      return JACKS;
    case 'fleshless':
      return [];
    case 'normal':
    case 'diamonds':
    case 'clubs':
    case 'spades':
    case 'hearts': {
      const suit: Suit = kind === 'normal' ? 'diamonds' : kind;
      // The trump suit replaces ♦; ♥10, queens and jacks stay on top, so in a hearts solo the ♥10 is not repeated.
      const low = (['A', '10', 'K', '9'] as Rank[])
        .filter((r) => !(suit === 'hearts' && r === '10'))
        .map((r) => c(suit, r));
      return [DULLE, ...QUEENS, ...JACKS, ...low];
    }
  }
}

/** Plain (non-trump) ranks, highest first, before removing the cards that are trump. */
function plainRanks(kind: DoppelkopfTrump): readonly Rank[] {
  if (kind === 'queens') return ['A', '10', 'K', 'J', '9'];
  if (kind === 'jacks') return ['A', '10', 'K', 'Q', '9'];
  if (kind === 'fleshless') return ['A', '10', 'K', 'Q', 'J', '9'];
  return ['A', '10', 'K', '9'];
}

function trumpIndex(card: Card, kind: DoppelkopfTrump): number {
  // A loop, not findIndex with a closure: every round asks (a fox, Karlchen), and every card of a written trick.
  const order = doppelkopfTrumpOrder(kind);
  for (let i = 0; i < order.length; i++) if (sameCard(order[i], card)) return i;
  return -1;
}

export function isDoppelkopfTrump(card: Card, kind: DoppelkopfTrump): boolean {
  return trumpIndex(card, kind) >= 0;
}

/** The "suit" a card belongs to for following suit: trumps form one suit of their own. */
export function doppelkopfSuitOf(card: Card, kind: DoppelkopfTrump): Suit | 'trump' {
  return isDoppelkopfTrump(card, kind) ? 'trump' : card.suit;
}

/** A number that orders cards within their own suit (trumps above everything); higher is stronger. */
export function doppelkopfStrength(card: Card, kind: DoppelkopfTrump): number {
  const order = doppelkopfTrumpOrder(kind);
  const t = order.findIndex((x) => sameCard(x, card));
  if (t >= 0) return 100 + order.length - t;
  const ranks = plainRanks(kind);
  const r = ranks.indexOf(card.rank);
  return r < 0 ? 0 : ranks.length - r;
}

export interface DoppelkopfTrickOptions {
  kind: DoppelkopfTrump;
  dulle?: DulleRule;
  /** The second Dulle never beats the first in the last trick (house rule, max-merz.de). */
  lastTrick?: boolean;
}

/** Whether `card`, played later, beats the card currently winning the trick. */
function beats(card: Card, best: Card, ledSuit: Suit | 'trump', opts: DoppelkopfTrickOptions): boolean {
  const suit = doppelkopfSuitOf(card, opts.kind);
  const bestSuit = doppelkopfSuitOf(best, opts.kind);
  if (suit === 'trump' && bestSuit !== 'trump') return true;
  if (suit !== bestSuit) return false;
  if (suit !== 'trump' && suit !== ledSuit) return false;
  if (sameCard(card, best)) {
    // Identical cards: the first played wins (DDV), except the second Dulle under `dulle second-wins`.
    return suit === 'trump' && sameCard(card, DULLE) && opts.dulle === 'second-wins' && !opts.lastTrick;
  }
  return doppelkopfStrength(card, opts.kind) > doppelkopfStrength(best, opts.kind);
}

/** Index (into `cards`, in play order) of the card that wins the trick. */
export function doppelkopfTrickWinner(cards: readonly Card[], opts: DoppelkopfTrickOptions): number {
  if (cards.length === 0) return -1;
  const led = doppelkopfSuitOf(cards[0], opts.kind);
  let best = 0;
  for (let i = 1; i < cards.length; i++) if (beats(cards[i], cards[best], led, opts)) best = i;
  return best;
}

/** Augen in a trick: the same in every game type. */
export function doppelkopfTrickValue(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + doppelkopfCardPoints(card), 0);
}

/** Sorts cards as a player would hold them: trumps high to low, then ♣ ♠ ♥ ♦ high to low. */
export function sortDoppelkopfCards(cards: readonly Card[], kind: DoppelkopfTrump): Card[] {
  const suitRank = (x: Card) =>
    isDoppelkopfTrump(x, kind) ? -1 : ['clubs', 'spades', 'hearts', 'diamonds'].indexOf(x.suit);
  return [...cards].sort(
    (a, b) => suitRank(a) - suitRank(b) || doppelkopfStrength(b, kind) - doppelkopfStrength(a, kind),
  );
}

// ---- What may be played --------------------------------------------------------------------

/** Doppelkopf has one duty: follow the suit led, where all trumps are one suit. No duty to trump or to go higher. */
export function doppelkopfAllowed(hand: readonly Card[], trickSoFar: readonly Card[], kind: DoppelkopfTrump): Allowed {
  const all = sortDoppelkopfCards(distinct(hand), kind);
  if (trickSoFar.length === 0) return { cards: all };
  const led = doppelkopfSuitOf(trickSoFar[0], kind);
  const follow = all.filter((c) => doppelkopfSuitOf(c, kind) === led);
  if (follow.length === 0) return { cards: all };
  const source = msg('duty.source.doppelkopf');
  return {
    cards: follow,
    duty:
      led === 'trump'
        ? duty('follow-trump', msg('duty.follow-trump-led'), source)
        : duty('follow-suit', msg('duty.follow-suit', { suit: SUIT_SYMBOL[led] }), source),
  };
}

// ---- Special points that follow the trumps (doppelkopf.md Part A, version 2) ----------------

/** A fox is a ♦A that is trump: normal games and the diamonds solo (and its kin), no other solo. */
export function foxExists(kind: DoppelkopfTrump): boolean {
  return isDoppelkopfTrump(FOX, kind);
}

/** Karlchen and karlchen-caught need ♣J as a trump: every game but the queens and the fleshless solo. */
export function karlchenExists(kind: DoppelkopfTrump): boolean {
  return isDoppelkopfTrump(CHARLIE, kind);
}
