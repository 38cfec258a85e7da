// A Skat deal played to the end, card by card (rules/skat.md Part B §1–§3): which cards are trumps, what may be played,
// who takes a trick, and the facts a list states of it — the Spitzen (mit/ohne, the skat counted), the declarer's
// Augen (the skat included) and tricks. A round written trick by trick (`hand`, `skat`, `trick` lines) is read with
// these by steps/tricks.ts; the property test plays random deals with them too.

import type { Card, Rank, Suit } from '../../format/ast';
import type { SkatGame } from './syntax/itemTypes';

const SUITS: readonly Suit[] = ['clubs', 'spades', 'hearts', 'diamonds'];
/** The ranks of a suit, highest first, in suit and Grand games (the jack is a trump, not of its suit). */
const TRUMP_RUN: readonly Rank[] = ['A', '10', 'K', 'Q', '9', '8', '7'];
/** The ranks highest first in Null, where the jack and the ten stand in their natural places. */
const NULL_ORDER: readonly Rank[] = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];
const POINTS: Readonly<Partial<Record<Rank, number>>> = { A: 11, '10': 10, K: 4, Q: 3, J: 2 };

/** The 32 cards of the Skat deck (♣ ♠ ♥ ♦; A 10 K Q J 9 8 7). */
export const SKAT_DECK: readonly Card[] = SUITS.flatMap((suit) =>
  (['A', '10', 'K', 'Q', 'J', '9', '8', '7'] as const).map((rank) => ({ suit, rank })),
);

/** A card's Augen: A 11, 10 10, K 4, Q 3, J 2, the others 0 (120 in the deck). */
export function cardPoints(card: Card): number {
  return POINTS[card.rank] ?? 0;
}

/** Whether the card is a trump: the four jacks in suit and Grand games, and the trump suit in a suit game. */
export function isTrump(game: SkatGame, card: Card): boolean {
  if (game === 'null') return false;
  return card.rank === 'J' || card.suit === game;
}

/** What a card asks the others to follow: `trump`, or its suit. */
function followed(game: SkatGame, card: Card): Suit | 'trump' {
  return isTrump(game, card) ? 'trump' : card.suit;
}

/** The cards of `hand` that may be played on a trick led with `led`: those that follow it, or any when none does. */
export function allowedCards(game: SkatGame, hand: readonly Card[], led: Card | undefined): Card[] {
  if (!led) return [...hand];
  const want = followed(game, led);
  const following = hand.filter((c) => followed(game, c) === want);
  return following.length ? following : [...hand];
}

/** A trump's strength (higher is stronger): the jacks ♣ ♠ ♥ ♦ above the trump suit's A 10 K Q 9 8 7. */
function trumpStrength(card: Card): number {
  if (card.rank === 'J') return 100 - SUITS.indexOf(card.suit);
  return 50 - TRUMP_RUN.indexOf(card.rank);
}

/** The position in `cards` (in the order played) of the card that takes the trick. */
export function trickWinner(game: SkatGame, cards: readonly Card[]): number {
  let best = 0;
  const beats = (a: Card, b: Card): boolean => {
    if (game === 'null') return a.suit === b.suit && NULL_ORDER.indexOf(a.rank) < NULL_ORDER.indexOf(b.rank);
    const ta = isTrump(game, a);
    const tb = isTrump(game, b);
    if (ta || tb) return ta && (!tb || trumpStrength(a) > trumpStrength(b));
    return a.suit === b.suit && TRUMP_RUN.indexOf(a.rank) < TRUMP_RUN.indexOf(b.rank);
  };
  for (let i = 1; i < cards.length; i++) if (beats(cards[i], cards[best])) best = i;
  return best;
}

/**
 * The Spitzen of a suit or Grand game over the declarer's twelve cards (his ten and the skat, ISkO 2.4.2): *mit N*
 * when he holds the top N trumps in a row, *ohne N* when the top N are all missing. The run is the four jacks, then
 * (a suit game, unless only jacks count) the trump suit's A 10 K Q 9 8 7.
 */
export function spitzenOf(
  game: Exclude<SkatGame, 'null'>,
  cards: readonly Card[],
  jacksOnly = false,
): { mit: boolean; n: number } {
  const run: Card[] = SUITS.map((suit) => ({ suit, rank: 'J' as Rank }));
  if (game !== 'grand' && !jacksOnly) run.push(...TRUMP_RUN.map((rank) => ({ suit: game, rank })));
  const held = run.map((t) => cards.some((c) => c.suit === t.suit && c.rank === t.rank));
  const mit = held[0];
  let n = 0;
  while (n < run.length && held[n] === mit) n++;
  return { mit, n };
}

/** One trick: the cards in the order played, each with its player's seat. */
export interface PlayedTrick {
  plays: readonly { player: number; card: Card }[];
}

/** A deal played to the end: the game, the declarer's seat, the ten tricks, and the two cards of the skat. */
export interface PlayedDeal {
  game: SkatGame;
  declarer: number;
  tricks: readonly PlayedTrick[];
  /** The skat as it ends: the two cards laid away after the pickup, or the unseen skat of a Hand game. */
  skat: readonly Card[];
}

/** What a round states of a played deal (the `declarer … with|without N`, `cards N` and `tricks N` lines). */
export interface PlayedFacts {
  /** Suit and Grand games. */
  spitzen?: { mit: boolean; n: number };
  /** The declarer's Augen, the skat included (ISkO 5.2.2). */
  cards: number;
  /** The declarer's tricks. */
  tricks: number;
}

/** The facts of a played deal: the Spitzen over the declarer's cards and the skat, his Augen and his tricks. */
export function playedFacts(deal: PlayedDeal, options: { jacksOnly?: boolean } = {}): PlayedFacts {
  const { game, declarer } = deal;
  let cards = deal.skat.reduce((s, c) => s + cardPoints(c), 0);
  let tricks = 0;
  const own: Card[] = [...deal.skat];
  for (const t of deal.tricks) {
    const w =
      t.plays[
        trickWinner(
          game,
          t.plays.map((p) => p.card),
        )
      ];
    for (const p of t.plays) if (p.player === declarer) own.push(p.card);
    if (w?.player !== declarer) continue;
    tricks++;
    cards += t.plays.reduce((s, p) => s + cardPoints(p.card), 0);
  }
  return {
    ...(game !== 'null' ? { spitzen: spitzenOf(game, own, options.jacksOnly) } : {}),
    cards,
    tricks,
  };
}
