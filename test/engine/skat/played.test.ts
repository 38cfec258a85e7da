// A played Skat deal and the facts it states (src/games/skat/played.ts): trumps, following, trick winners and the
// Spitzen by hand from rules/skat.md Part B §1–§3, and two complete deals played trick by trick, counted by hand.
import { describe, expect, it } from 'vitest';
import { cards } from '../../../src/engine/tricks/cards';
import {
  allowedCards,
  cardPoints,
  playedFacts,
  SKAT_DECK,
  spitzenOf,
  trickWinner,
  type PlayedTrick,
} from '../../../src/games/skat/played';
import { row } from './helpers';

/** `B ♣Q C ♥7 A ♣A`: a trick as seat letters and cards, in the order played. */
function trick(text: string): PlayedTrick {
  const parts = text.split(' ');
  const plays = [];
  for (let i = 0; i < parts.length; i += 2)
    plays.push({ player: 'ABC'.indexOf(parts[i]), card: cards(parts[i + 1])[0] });
  return { plays };
}

describe('the deck and the Augen', () => {
  it('32 cards worth 120: four suits × (11 + 10 + 4 + 3 + 2) = 4 × 30', () => {
    expect(SKAT_DECK).toHaveLength(32);
    expect(SKAT_DECK.reduce((s, c) => s + cardPoints(c), 0)).toBe(120);
  });
});

describe('following and taking tricks', () => {
  it('a jack led in a suit game asks for a trump: the jacks and the trump suit follow it, nothing else', () => {
    const hand = cards('♠J ♥7 ♥A ♣A');
    expect(allowedCards('hearts', hand, cards('♣J')[0])).toEqual(cards('♠J ♥7 ♥A'));
    // ♣ led in a Herz game: the ♣ jack is a trump, not a club; with no other club, anything may go.
    expect(allowedCards('hearts', cards('♣J ♥7'), cards('♣7')[0])).toEqual(cards('♣J ♥7'));
  });
  it('in Null the jack is of its suit: ♦ led, the ♦J must follow', () => {
    expect(allowedCards('null', cards('♦J ♣A'), cards('♦10')[0])).toEqual(cards('♦J'));
  });
  it('winners: ♣J above ♥J (Grand); the lowest trump above a plain ace; in Null the jack above the ten', () => {
    expect(trickWinner('grand', cards('♥J ♥7 ♣J'))).toBe(2);
    expect(trickWinner('hearts', cards('♣Q ♥7 ♣A'))).toBe(1);
    expect(trickWinner('null', cards('♦10 ♦J ♦7'))).toBe(1);
    // Neither follows nor trumps: the led card holds.
    expect(trickWinner('spades', cards('♦7 ♥A ♣A'))).toBe(0);
    // In a suit game the ten ranks below the ace and above the king.
    expect(trickWinner('clubs', cards('♥K ♥10 ♥Q'))).toBe(1);
  });
});

describe('Spitzen over the declarer’s twelve cards', () => {
  it('S03: Kreuz with the four jacks and ♣A, not ♣10 → mit 5; only jacks counted → mit 4', () => {
    const twelve = cards('♣J ♠J ♥J ♦J ♣A ♣K ♥7 ♥8 ♥9 ♠7 ♠8 ♠9');
    expect(spitzenOf('clubs', twelve)).toEqual({ mit: true, n: 5 });
    expect(spitzenOf('clubs', twelve, true)).toEqual({ mit: true, n: 4 });
  });
  it('Grand without a jack → ohne 4; ♣J and ♥J without ♠J → mit 1', () => {
    expect(spitzenOf('grand', cards('♣A ♣10 ♠A'))).toEqual({ mit: false, n: 4 });
    expect(spitzenOf('grand', cards('♣J ♥J'))).toEqual({ mit: true, n: 1 });
  });
  it('every trump of a suit game → mit 11', () => {
    expect(spitzenOf('diamonds', cards('♣J ♠J ♥J ♦J ♦A ♦10 ♦K ♦Q ♦9 ♦8 ♦7 ♣7'))).toEqual({ mit: true, n: 11 });
  });
});

// One deal for both games below: A deals, so B leads the first trick.
//   A  ♣J ♠J ♣A ♣10 ♠A ♠10 ♥A ♥10 ♦A ♦10
//   B  ♥J ♦J ♣Q ♣9 ♣8 ♣7 ♠Q ♠9 ♠8 ♠7
//   C  ♥K ♥Q ♥9 ♥8 ♥7 ♦K ♦Q ♦9 ♦8 ♦7
//   skat ♣K ♠K (4 + 4 = 8 Augen)
const SKAT = cards('♣K ♠K');

describe('a Grand played to the end: A takes every trick', () => {
  const tricks = [
    'B ♥J C ♥7 A ♣J', // A: 2 + 0 + 2 = 4
    'A ♠J B ♦J C ♦7', // 4 → 8
    'A ♣A B ♣7 C ♥8', // 11 → 19
    'A ♣10 B ♣8 C ♥9', // 10 → 29
    'A ♠A B ♠7 C ♦8', // 11 → 40
    'A ♠10 B ♠8 C ♦9', // 10 → 50
    'A ♥A B ♣9 C ♥Q', // 11 + 3 = 14 → 64
    'A ♥10 B ♠9 C ♥K', // 10 + 4 = 14 → 78
    'A ♦A B ♣Q C ♦K', // 11 + 3 + 4 = 18 → 96
    'A ♦10 B ♠Q C ♦Q', // 10 + 3 + 3 = 16 → 112
  ].map(trick);
  it('mit 2 (♣J ♠J, not ♥J), 112 + the skat’s 8 = 120 Augen, 10 tricks', () => {
    expect(playedFacts({ game: 'grand', declarer: 0, tricks, skat: SKAT })).toEqual({
      spitzen: { mit: true, n: 2 },
      cards: 120,
      tricks: 10,
    });
  });
  it('as a Grand Hand: mit 2, Spiel 3, Hand 4, Schneider 5, Schwarz 6 → 6 × 24 = +144', () => {
    expect(row(['declarer A grand with 2 hand', 'cards 120', 'tricks 10']).scores.A).toBe(144);
  });
});

describe('a Herz game played to the end: C declares and loses', () => {
  const tricks = [
    'B ♣Q C ♥7 A ♣A', // C trumps: 3 + 0 + 11 = 14
    'C ♦7 A ♦A B ♣7', // A: 11
    'A ♣J B ♦J C ♥8', // A: 2 + 2 = 4
    'A ♠A B ♠7 C ♥9', // C trumps: 11 → 25
    'C ♦8 A ♦10 B ♣8', // A: 10
    'A ♠10 B ♠8 C ♦9', // A: 10
    'A ♥10 B ♥J C ♥Q', // B's jack: 10 + 2 + 3 = 15
    'B ♠9 C ♥K A ♣10', // C trumps: 4 + 10 = 14 → 39
    'C ♦Q A ♥A B ♠Q', // A trumps: 3 + 11 + 3 = 17
    'A ♠J B ♣9 C ♦K', // A: 2 + 4 = 6
  ].map(trick);
  it('ohne 6 (C holds ♥K, none of ♣J ♠J ♥J ♦J ♥A ♥10), 39 + 8 = 47 Augen, 3 tricks', () => {
    // The others: A 11 + 4 + 10 + 10 + 17 + 6 = 58, B 15; 58 + 15 + 47 = 120.
    expect(playedFacts({ game: 'hearts', declarer: 2, tricks, skat: SKAT })).toEqual({
      spitzen: { mit: false, n: 6 },
      cards: 47,
      tricks: 3,
    });
  });
  it('as a Herz Hand: ohne 6, Spiel 7, Hand 8 → 80, lost → −160', () => {
    expect(row(['declarer C hearts without 6 hand', 'cards 47', 'tricks 3']).scores.C).toBe(-160);
  });
  it('only jacks counted: ohne 4', () => {
    expect(playedFacts({ game: 'hearts', declarer: 2, tricks, skat: SKAT }, { jacksOnly: true }).spitzen).toEqual({
      mit: false,
      n: 4,
    });
  });
});

describe('a Null: B declares and takes the second trick', () => {
  const tricks = [
    'B ♣7 C ♥K A ♣A', // A: the ace takes
    'A ♦10 B ♦J C ♦7', // B must follow with ♦J, which is above the ten in Null: B takes 10 + 2 = 12
  ].map(trick);
  it('no Spitzen; 1 trick, 12 + the skat’s 8 = 20 Augen (the tricks written so far)', () => {
    expect(playedFacts({ game: 'null', declarer: 1, tricks, skat: SKAT })).toEqual({ cards: 20, tricks: 1 });
  });
});
