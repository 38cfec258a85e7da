// Belote trick winners and values for suit, no-trump and all-trump contracts (belote.md §3, §8.2).
import { describe, expect, it } from 'vitest';
import type { TrumpKind } from '../../../src/games/belote/syntax/itemTypes';
import { cards } from '../../../src/engine/tricks/cards';
import { beloteRules } from '../../../src/games/belote/rules';
import { beloteTrickValue, beloteTrickWinner } from '../../../src/games/belote/steps/trickRules';

const win = (text: string, trump: TrumpKind) => beloteTrickWinner(cards(text), trump);

describe('suit contract: trump J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7', () => {
  it('§3.5/§9.0: ♠A ♠10 ♠7 ♥J at ♥ → the ♥J wins, 11 + 10 + 0 + 20 = 41', () => {
    expect(win('♠A ♠10 ♠7 ♥J', 'hearts')).toBe(3);
    expect(beloteTrickValue(cards('♠A ♠10 ♠7 ♥J'), 'hearts', beloteRules('belote'))).toBe(41);
  });
  it('trump order: J > 9 > A > 10 > K', () => {
    expect(win('♥A ♥9 ♥10 ♥J', 'hearts')).toBe(3);
    expect(win('♥A ♥9 ♥10 ♥K', 'hearts')).toBe(1);
    expect(win('♥K ♥Q ♥8 ♥7', 'hearts')).toBe(0);
  });
  it('plain order: A > 10 > K > Q > J > 9', () => {
    expect(win('♣J ♣9 ♣Q ♣8', 'hearts')).toBe(2);
    expect(win('♣K ♣10 ♣Q ♣A', 'hearts')).toBe(3);
  });
  it('a discard never wins; the highest of two cuts wins', () => {
    expect(win('♣7 ♦A ♠A ♣8', 'hearts')).toBe(3);
    expect(win('♣A ♥7 ♥8 ♣10', 'hearts')).toBe(2);
  });
});

describe('no-trump (§3.2): highest card of the suit led, A 10 K Q J 9 8 7', () => {
  it('wins by suit led; value with ace 11 (house) or 19 (FFB)', () => {
    expect(win('♠7 ♥J ♠J ♥A', 'no-trump')).toBe(2);
    expect(
      beloteTrickValue(cards('♠7 ♥J ♠J ♥A'), 'no-trump', beloteRules('belote', 'house', { 'no-trump-ace': '11' })),
    ).toBe(15);
    expect(
      beloteTrickValue(cards('♠7 ♥J ♠J ♥A'), 'no-trump', beloteRules('belote', 'house', { 'no-trump-ace': '19' })),
    ).toBe(23);
  });
});

describe('all-trump (§3.3): every suit in trump order; only the suit led wins', () => {
  it('the ♠J beats ♠9 and ♠A; a ♥J does not cut', () => expect(win('♠A ♠9 ♠J ♥J', 'all-trump')).toBe(2));
  it('9 beats A in every suit', () => expect(win('♦A ♦9 ♦10 ♣J', 'all-trump')).toBe(1));
  it('values per profile: raw 65, FFB coinche 41, pagat 43', () => {
    const t = cards('♠A ♠9 ♠J ♥J');
    expect(beloteTrickValue(t, 'all-trump', beloteRules('belote', 'house', { 'all-trump-values': 'raw' }))).toBe(65);
    expect(beloteTrickValue(t, 'all-trump', beloteRules('coinche', 'house', { 'all-trump-values': 'ffb' }))).toBe(41);
    expect(beloteTrickValue(t, 'all-trump', beloteRules('coinche', 'house', { 'all-trump-values': 'pagat' }))).toBe(43);
  });
});
