// Card notation, decks and card points (doppelkopf.md §1, belote.md §3).
import { describe, expect, it } from 'vitest';
import { cardValue as beloteCardPoints, type CardValueRules } from '../../../src/games/belote/steps/values';
import { beloteRules } from '../../../src/games/belote/rules';
import type { TrumpKind } from '../../../src/games/belote/syntax/itemTypes';
import { cardKey, cards, formatCard, parseCard } from '../../../src/engine/tricks/cards';
import { beloteDeck } from '../../../src/games/belote/steps/trickDeal';
import { doppelkopfCardPoints, doppelkopfDeck } from '../../../src/games/doppelkopf/steps/trickRules';

describe('card notation (score-format.md: suit then rank)', () => {
  it('reads symbols and letters, 10 or T', () => {
    expect(parseCard('♣Q')).toEqual({ suit: 'clubs', rank: 'Q' });
    expect(parseCard('CQ')).toEqual({ suit: 'clubs', rank: 'Q' });
    expect(parseCard('H10')).toEqual({ suit: 'hearts', rank: '10' });
    expect(parseCard('hT')).toEqual({ suit: 'hearts', rank: '10' });
    expect(parseCard('♦A')).toEqual({ suit: 'diamonds', rank: 'A' });
    expect(parseCard('X5')).toBeUndefined();
    expect(parseCard('♠1')).toBeUndefined();
  });
  it('shows cards with suit symbols and keys copies alike', () => {
    expect(formatCard({ suit: 'spades', rank: '10' })).toBe('♠10');
    expect(cardKey({ suit: 'diamonds', rank: 'A' })).toBe('DA');
    expect(cards('♣Q, SA H10').map(formatCard)).toEqual(['♣Q', '♠A', '♥10']);
  });
});

describe('decks', () => {
  it('Doppelkopf: 48 cards, each of 24 twice; 40 without nines', () => {
    const deck = doppelkopfDeck(true);
    expect(deck).toHaveLength(48);
    expect(new Set(deck.map(cardKey)).size).toBe(24);
    expect(doppelkopfDeck(false)).toHaveLength(40);
    expect(doppelkopfDeck(false).some((c) => c.rank === '9')).toBe(false);
  });
  it('Belote: 32 cards, each once', () => {
    expect(beloteDeck()).toHaveLength(32);
    expect(new Set(beloteDeck().map(cardKey)).size).toBe(32);
  });
});

describe('Doppelkopf Augen (doppelkopf.md §1: A11 10:10 K4 Q3 J2 9:0)', () => {
  it('values each rank', () => {
    expect(cards('♦A ♥10 ♣K ♠Q ♥J ♣9').map(doppelkopfCardPoints)).toEqual([11, 10, 4, 3, 2, 0]);
  });
  it('the deck holds 240 with and without nines', () => {
    expect(doppelkopfDeck(true).reduce((s, c) => s + doppelkopfCardPoints(c), 0)).toBe(240);
    expect(doppelkopfDeck(false).reduce((s, c) => s + doppelkopfCardPoints(c), 0)).toBe(240);
  });
});

/** The whole deck counted card by card under a contract and profile. */
const beloteDeckTotal = (trump: TrumpKind, rules: CardValueRules) =>
  beloteDeck().reduce((sum, c) => sum + beloteCardPoints(c, trump, rules), 0);

describe('Belote card values (belote.md §3)', () => {
  const house = beloteRules('belote', 'house', { 'no-trump-ace': '11', 'all-trump-values': 'raw' });
  it('§3.1 suit contract: trump J20 9:14 A11 10:10 K4 Q3 8/7:0; plain A11 10:10 K4 Q3 J2', () => {
    expect(cards('♥J ♥9 ♥A ♥10 ♥K ♥Q ♥8 ♥7').map((c) => beloteCardPoints(c, 'hearts', house))).toEqual([
      20, 14, 11, 10, 4, 3, 0, 0,
    ]);
    expect(cards('♠A ♠10 ♠K ♠Q ♠J ♠9 ♠8 ♠7').map((c) => beloteCardPoints(c, 'hearts', house))).toEqual([
      11, 10, 4, 3, 2, 0, 0, 0,
    ]);
    expect(beloteDeckTotal('hearts', house)).toBe(152);
  });
  it('§3.2 no-trump: ace 11 (house, 120) or 19 (FFB, 152)', () => {
    expect(beloteCardPoints(parseCard('♣A')!, 'no-trump', house)).toBe(11);
    expect(beloteDeckTotal('no-trump', house)).toBe(120);
    const ffb = beloteRules('coinche', 'house', { 'no-trump-ace': '19' });
    expect(beloteCardPoints(parseCard('♣A')!, 'no-trump', ffb)).toBe(19);
    expect(beloteCardPoints(parseCard('♣J')!, 'no-trump', ffb)).toBe(2); // §3.2: J = 2, not the transcription's 0
    expect(beloteDeckTotal('no-trump', ffb)).toBe(152);
  });
  it('§3.3 all-trump: raw 248; FFB coinche J13 9:9 A6 10:5 K3 Q2 (152); pagat J14 9:9 A6 10:5 K3 Q1 (152)', () => {
    expect(beloteDeckTotal('all-trump', house)).toBe(248);
    const ffbCoinche = beloteRules('coinche', 'house', { 'all-trump-values': 'ffb' });
    expect(cards('♠J ♠9 ♠A ♠10 ♠K ♠Q ♠8').map((c) => beloteCardPoints(c, 'all-trump', ffbCoinche))).toEqual([
      13, 9, 6, 5, 3, 2, 0,
    ]);
    expect(beloteDeckTotal('all-trump', ffbCoinche)).toBe(152);
    const pagat = beloteRules('belote', 'house', { 'all-trump-values': 'pagat' });
    expect(cards('♠J ♠9 ♠A ♠10 ♠K ♠Q').map((c) => beloteCardPoints(c, 'all-trump', pagat))).toEqual([
      14, 9, 6, 5, 3, 1,
    ]);
    expect(beloteDeckTotal('all-trump', pagat)).toBe(152);
  });
  it('§3.3 FFB classic belote counts raw all-trump values (scaled ×162/258 only when scoring)', () => {
    const ffbClassic = beloteRules('belote', 'house', { 'all-trump-values': 'ffb' });
    expect(beloteCardPoints(parseCard('♠J')!, 'all-trump', ffbClassic)).toBe(20);
    expect(beloteDeckTotal('all-trump', ffbClassic)).toBe(248);
  });
});
