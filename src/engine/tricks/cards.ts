// Card identity and notation: how a card is written, as every game's `hand` and `trick` lines write it. Each game's
// deck and card values are its own (src/games/<game>/steps: Doppelkopf's trickRules.ts, Belote's trickDeal.ts and
// values.ts).

import type { Card, Rank, Suit } from '../../format/ast';

export const SUITS: readonly Suit[] = ['clubs', 'spades', 'hearts', 'diamonds'];

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { clubs: '♣', spades: '♠', hearts: '♥', diamonds: '♦' };
const SUIT_LETTER: Readonly<Record<Suit, string>> = { clubs: 'C', spades: 'S', hearts: 'H', diamonds: 'D' };
const SUIT_BY_CHAR: Readonly<Record<string, Suit>> = {
  '♣': 'clubs',
  '♧': 'clubs',
  C: 'clubs',
  '♠': 'spades',
  '♤': 'spades',
  S: 'spades',
  '♥': 'hearts',
  '♡': 'hearts',
  H: 'hearts',
  '♦': 'diamonds',
  '♢': 'diamonds',
  D: 'diamonds',
};
const RANKS: readonly Rank[] = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];

/** A stable identity for a card kind (`CQ`, `H10`); two copies of a Doppelkopf card share it. */
export function cardKey(card: Card): string {
  return SUIT_LETTER[card.suit] + card.rank;
}

/** How a card is shown to players: `♣Q`, `♥10`. */
export function formatCard(card: Card): string {
  return SUIT_SYMBOL[card.suit] + card.rank;
}

export function formatCards(cards: readonly Card[]): string {
  return cards.map(formatCard).join(', ');
}

export function sameCard(a: Card, b: Card): boolean {
  return a.suit === b.suit && a.rank === b.rank;
}

/**
 * Reads the notation of score-format.md (`♣Q`, `CQ`, `H10`, `HT`); the parser has its own, this one serves tests and
 * tools.
 */
export function parseCard(text: string): Card | undefined {
  const t = text.trim();
  const suit = SUIT_BY_CHAR[t.charAt(0).toUpperCase()] ?? SUIT_BY_CHAR[t.charAt(0)];
  if (!suit) return undefined;
  let rank = t.slice(1).toUpperCase();
  if (rank === 'T') rank = '10';
  return (RANKS as readonly string[]).includes(rank) ? { suit, rank: rank as Rank } : undefined;
}

/** Parses a space- or comma-separated list of cards; throws on a bad card (for tests and fixtures only). */
export function cards(text: string): Card[] {
  return text
    .split(/[\s,]+/)
    .filter((t) => t !== '')
    .map((t) => {
      const c = parseCard(t);
      if (!c) throw new Error(`not a card: ${t}`);
      return c;
    });
}
