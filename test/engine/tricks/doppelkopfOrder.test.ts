// Doppelkopf trick winners for every game type (doppelkopf.md §1), worked by hand.
import { describe, expect, it } from 'vitest';
import { cards, formatCard } from '../../../src/engine/tricks/cards';
import {
  type DoppelkopfTrump,
  doppelkopfTrickValue,
  doppelkopfTrickWinner,
  doppelkopfTrumpOrder,
} from '../../../src/games/doppelkopf/steps/trickRules';

const win = (
  text: string,
  kind: DoppelkopfTrump = 'normal',
  extra: { dulle?: 'first-wins' | 'second-wins'; lastTrick?: boolean } = {},
) => doppelkopfTrickWinner(cards(text), { kind, ...extra });

describe('normal game (DDV): ♥10 > ♣Q > ♠Q > ♥Q > ♦Q > ♣J > ♠J > ♥J > ♦J > ♦A > ♦10 > ♦K > ♦9', () => {
  it('has 13 trump kinds in the stated order', () => {
    expect(doppelkopfTrumpOrder('normal').map(formatCard).join(' ')).toBe('♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♦A ♦10 ♦K ♦9');
  });
  it('the Dulle beats the ♣Q', () => expect(win('♣Q ♥10 ♦A ♦9')).toBe(1));
  it('each queen beats every jack; jacks beat the fox', () => {
    expect(win('♣J ♦Q ♠J ♦A')).toBe(1);
    expect(win('♦A ♦J ♦10 ♦K')).toBe(1);
  });
  it('the fox beats ♦10, ♦K, ♦9', () => expect(win('♦10 ♦K ♦A ♦9')).toBe(2));
  it('♣/♠ run A 10 K 9; a card of another suit never wins', () => {
    expect(win('♠K ♠10 ♠9 ♠A')).toBe(3);
    expect(win('♠K ♣A ♠9 ♥A')).toBe(0);
  });
  it('the lowest trump beats a plain ace', () => expect(win('♠A ♠10 ♦9 ♠K')).toBe(2));
  it('♥ runs A K 9; the ♥10 is a trump, not a heart', () => {
    expect(win('♥K ♥9 ♥A ♣9')).toBe(2);
    expect(win('♥K ♥A ♥9 ♥10')).toBe(3);
  });
  it('identical cards: the first played wins', () => {
    expect(win('♣A ♣10 ♣A ♣K')).toBe(0);
    expect(win('♦9 ♣Q ♦K ♣Q')).toBe(1);
  });
  it('value is the sum of Augen: ♣A ♣10 ♣A ♣10 = 42', () =>
    expect(doppelkopfTrickValue(cards('♣A ♣10 ♣A ♣10'))).toBe(42));
});

describe('Dulle switch (set dulle)', () => {
  it('first-wins (DDV): the first ♥10 wins', () =>
    expect(win('♥10 ♣Q ♥10 ♦9', 'normal', { dulle: 'first-wins' })).toBe(0));
  it('second-wins: the second ♥10 beats the first', () =>
    expect(win('♥10 ♣Q ♥10 ♦9', 'normal', { dulle: 'second-wins' })).toBe(2));
  it('second-wins: except in the last trick', () =>
    expect(win('♥10 ♣Q ♥10 ♦9', 'normal', { dulle: 'second-wins', lastTrick: true })).toBe(0));
  it('second-wins applies only to the Dulle, not to other equal cards', () =>
    expect(win('♣Q ♥9 ♣Q ♦9', 'normal', { dulle: 'second-wins' })).toBe(0));
  it('second-wins does not apply where ♥10 is no trump (queens solo)', () =>
    expect(win('♥10 ♥9 ♥10 ♥K', 'queens', { dulle: 'second-wins' })).toBe(0));
});

describe('solos (doppelkopf.md §1, PS soli page)', () => {
  it('queens solo: only the queens are trump (♣Q ♠Q ♥Q ♦Q); plain A 10 K J 9', () => {
    expect(doppelkopfTrumpOrder('queens').map(formatCard).join(' ')).toBe('♣Q ♠Q ♥Q ♦Q');
    expect(win('♣J ♣A ♠Q ♣10', 'queens')).toBe(2);
    expect(win('♥A ♥10 ♥K ♦J', 'queens')).toBe(0); // ♥10 is a plain heart here
    expect(win('♥J ♥K ♥9 ♥10', 'queens')).toBe(3); // 10 > K > J > 9
    expect(win('♦A ♦J ♦10 ♦9', 'queens')).toBe(0); // the ♦A is just an ace
  });
  it('jacks solo: only the jacks are trump; plain A 10 K Q 9', () => {
    expect(doppelkopfTrumpOrder('jacks').map(formatCard).join(' ')).toBe('♣J ♠J ♥J ♦J');
    expect(win('♣Q ♣K ♦J ♣A', 'jacks')).toBe(2);
    expect(win('♣Q ♣K ♣9 ♣A', 'jacks')).toBe(3);
    expect(win('♣K ♣Q ♣9 ♥10', 'jacks')).toBe(0);
  });
  it('clubs solo: ♣ replaces ♦ below ♥10, queens and jacks; ♦ becomes plain', () => {
    expect(doppelkopfTrumpOrder('clubs').map(formatCard).join(' ')).toBe('♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♣A ♣10 ♣K ♣9');
    expect(win('♣9 ♦A ♥J ♣A', 'clubs')).toBe(2);
    expect(win('♦K ♦A ♦10 ♣9', 'clubs')).toBe(3);
    expect(win('♦K ♦A ♦10 ♦9', 'clubs')).toBe(1);
  });
  it('spades solo: ♠A 10 K 9 below ♦J', () => {
    expect(win('♠A ♠10 ♦J ♠K', 'spades')).toBe(2);
    expect(win('♣A ♠9 ♣10 ♣K', 'spades')).toBe(1);
  });
  it('hearts solo: 24 trumps, ♥10 on top, then queens, jacks, ♥A K 9', () => {
    expect(doppelkopfTrumpOrder('hearts').map(formatCard).join(' ')).toBe('♥10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J ♥A ♥K ♥9');
    expect(win('♥A ♥K ♥10 ♦Q', 'hearts')).toBe(2);
    expect(win('♥9 ♥K ♥A ♠A', 'hearts')).toBe(2);
    expect(win('♦A ♦10 ♦K ♥9', 'hearts')).toBe(3);
  });
  it('diamonds solo: the normal order', () => {
    expect(doppelkopfTrumpOrder('diamonds')).toEqual(doppelkopfTrumpOrder('normal'));
    expect(win('♦10 ♦A ♣J ♠A', 'diamonds')).toBe(2);
  });
  it('fleshless: no trumps, every suit A 10 K Q J 9', () => {
    expect(doppelkopfTrumpOrder('fleshless')).toEqual([]);
    expect(win('♣Q ♣J ♣K ♣10', 'fleshless')).toBe(3);
    expect(win('♥10 ♥A ♥Q ♦A', 'fleshless')).toBe(1);
    expect(win('♠9 ♣Q ♥Q ♠J', 'fleshless')).toBe(3);
  });
});
