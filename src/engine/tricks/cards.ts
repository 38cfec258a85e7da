// Card identity, notation, decks and card points: the one place that knows how a card is written and what it counts.

import type { Card, Rank, Suit, TrumpKind } from '../../format/ast';

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

/** Reads the notation of score-format.md (`♣Q`, `CQ`, `H10`, `HT`); the parser has its own, this one serves tests and tools. */
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

// ---- decks ------------------------------------------------------------------------------------

const DOPPELKOPF_RANKS: readonly Rank[] = ['A', '10', 'K', 'Q', 'J', '9'];
const BELOTE_RANKS: readonly Rank[] = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];

/** The Doppelkopf deck: 24 kinds twice (48), or 20 kinds twice (40) with `set nines off`. */
export function doppelkopfDeck(nines: boolean): Card[] {
  const deck: Card[] = [];
  for (let copy = 0; copy < 2; copy++)
    for (const suit of SUITS) for (const rank of DOPPELKOPF_RANKS) if (nines || rank !== '9') deck.push({ suit, rank });
  return deck;
}

/** The Belote deck: 32 cards, each once. */
export function beloteDeck(): Card[] {
  const deck: Card[] = [];
  for (const suit of SUITS) for (const rank of BELOTE_RANKS) deck.push({ suit, rank });
  return deck;
}

// ---- card points ------------------------------------------------------------------------------

const DOPPELKOPF_POINTS: Readonly<Record<Rank, number>> = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0, '8': 0, '7': 0 };

/** Augen of a Doppelkopf card (doppelkopf.md §1); the same in every game type. */
export function doppelkopfCardPoints(card: Card): number {
  return DOPPELKOPF_POINTS[card.rank];
}

type RankValues = Readonly<Record<Rank, number>>;

const BELOTE_TRUMP: RankValues = { J: 20, '9': 14, A: 11, '10': 10, K: 4, Q: 3, '8': 0, '7': 0 };
const BELOTE_PLAIN: RankValues = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0, '8': 0, '7': 0 };
const BELOTE_NO_TRUMP_19: RankValues = { ...BELOTE_PLAIN, A: 19 };
const ALL_TRUMP_FFB: RankValues = { J: 13, '9': 9, A: 6, '10': 5, K: 3, Q: 2, '8': 0, '7': 0 };
const ALL_TRUMP_PAGAT: RankValues = { J: 14, '9': 9, A: 6, '10': 5, K: 3, Q: 1, '8': 0, '7': 0 };

/** The switches that decide Belote card values (belote.md §3). */
export interface BeloteValueOptions {
  /** `no-trump-ace`: 11 (house) or 19 (FFB). */
  noTrumpAce: 11 | 19;
  /** `all-trump-values`. */
  allTrumpValues: 'raw' | 'ffb' | 'pagat';
  /** FFB classic belote scales raw all-trump points afterwards (258 → 162), so its card values stay raw. */
  game: 'belote' | 'coinche';
}

export const DEFAULT_BELOTE_VALUES: BeloteValueOptions = { noTrumpAce: 11, allTrumpValues: 'raw', game: 'belote' };

/** Reads the value switches from a rules table (`ResolvedRules.values`). */
export function beloteValueOptions(
  values: Readonly<Record<string, string>>,
  game: 'belote' | 'coinche',
): BeloteValueOptions {
  const ace = values['no-trump-ace'] === '19' ? 19 : 11;
  const at = values['all-trump-values'];
  return { noTrumpAce: ace, allTrumpValues: at === 'ffb' || at === 'pagat' ? at : 'raw', game };
}

function allTrumpTable(opts: BeloteValueOptions): RankValues {
  if (opts.allTrumpValues === 'pagat') return ALL_TRUMP_PAGAT;
  if (opts.allTrumpValues === 'ffb' && opts.game === 'coinche') return ALL_TRUMP_FFB;
  return BELOTE_TRUMP;
}

/** Card points of a Belote card under a contract and profile (belote.md §3.1–3.3). */
export function beloteCardPoints(
  card: Card,
  trump: TrumpKind,
  opts: BeloteValueOptions = DEFAULT_BELOTE_VALUES,
): number {
  if (trump === 'all-trump') return allTrumpTable(opts)[card.rank];
  if (trump === 'no-trump') return (opts.noTrumpAce === 19 ? BELOTE_NO_TRUMP_19 : BELOTE_PLAIN)[card.rank];
  return (card.suit === trump ? BELOTE_TRUMP : BELOTE_PLAIN)[card.rank];
}

/** The card points of the whole deck, without the 10 for the last trick: 152, 120 or 248 (belote.md §8.5). */
export function beloteDeckTotal(trump: TrumpKind, opts: BeloteValueOptions = DEFAULT_BELOTE_VALUES): number {
  return beloteDeck().reduce((sum, c) => sum + beloteCardPoints(c, trump, opts), 0);
}
