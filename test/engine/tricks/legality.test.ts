// Legality of a play: every rule with an allowed and a forbidden card (FFB-B/FFB-C §5.2, §11; Doppelkopf follow suit).
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/format/ast';
import type { TrumpKind } from '../../../src/games/belote/syntax/itemTypes';
import { cards, formatCard, parseCard } from '../../../src/engine/tricks/cards';
import { illegalPlayMessage, isAllowed } from '../../../src/engine/tricks/legality';
import {
  type BeloteLegalityOptions,
  beloteAllowed,
  beloteLegalityOptions,
} from '../../../src/games/belote/steps/trickRules';
import { doppelkopfAllowed, type DoppelkopfTrump } from '../../../src/games/doppelkopf/steps/trickRules';
import { beloteRules } from '../../../src/games/belote/rules';

const card = (t: string): Card => parseCard(t)!;
// Seats: 0 North, 1 East, 2 South, 3 West; partners N+S and E+W.
const SEAT: Record<string, number> = { N: 0, E: 1, S: 2, W: 3 };
const table = (text: string) =>
  text.split(',').map((s) => {
    const [seat, c] = s.trim().split(/\s+/);
    return { seat: SEAT[seat], card: card(c) };
  });

function belote(
  trump: TrumpKind,
  before: string,
  seat: string,
  hand: string,
  opts: Partial<BeloteLegalityOptions> = {},
) {
  const o = { ...beloteLegalityOptions(beloteRules('belote'), trump), ...opts };
  return beloteAllowed(cards(hand), before ? table(before) : [], SEAT[seat], o);
}
const shown = (cs: Card[]) => cs.map(formatCard).join(' ');

describe('Belote: follow suit (FFB-B §5.2)', () => {
  it('a player with the suit led must play it', () => {
    const a = belote('hearts', 'S ♠A', 'W', '♠10 ♠7 ♥J ♦K');
    expect(isAllowed(a, card('♠7'))).toBe(true);
    expect(isAllowed(a, card('♥J'))).toBe(false);
    expect(a.duty?.id).toBe('follow-suit');
  });
  it('no duty to go higher in a plain suit', () =>
    expect(isAllowed(belote('hearts', 'S ♠K', 'W', '♠A ♠7'), card('♠7'))).toBe(true));
  it('the leader may play anything', () => expect(shown(belote('hearts', '', 'S', '♠A ♥J').cards)).toBe('♥J ♠A'));
});

describe('Belote: must trump when an opponent holds the trick (FFB-B §5.2, belote.md §3.5)', () => {
  it('§9.0 trick: East holds ♥J ♦K without spades; South is master, so ♥J is the only card', () => {
    const a = belote('hearts', 'S ♠A, W ♠10, N ♠7', 'E', '♥J ♦K');
    expect(shown(a.cards)).toBe('♥J');
    expect(isAllowed(a, card('♦K'))).toBe(false);
    expect(illegalPlayMessage('East', card('♦K'), a)).toBe('East must trump: ♥J was allowed, ♦K is not (FFB-B §5.2)');
  });
  it('without trumps any card may be discarded', () =>
    expect(isAllowed(belote('hearts', 'S ♠A', 'W', '♦K ♣7'), card('♣7'))).toBe(true));
  it('coinche messages quote FFB-C', () => {
    const a = belote('hearts', 'S ♠A, W ♠10, N ♠7', 'E', '♥J ♦K', { book: 'FFB-C' });
    expect(illegalPlayMessage('East', card('♦K'), a)).toContain('(FFB-C §5.2)');
  });
});

describe('Belote: partner-master exemption (set partner-master)', () => {
  it('on: while the partner holds the trick, any card (a discard or a low trump)', () => {
    const a = belote('hearts', 'W ♠A, N ♠7', 'E', '♥J ♥7 ♦K');
    expect(isAllowed(a, card('♦K'))).toBe(true);
    expect(isAllowed(a, card('♥7'))).toBe(true);
    expect(a.duty).toBeUndefined();
  });
  it('on: the partner’s cut may be underplayed with a lower trump (FFB-B §5.2 last rule)', () => {
    const a = belote('hearts', 'N ♠A, E ♥9, S ♠7', 'W', '♥J ♥7 ♦K');
    expect(isAllowed(a, card('♥7'))).toBe(true);
    expect(isAllowed(a, card('♦K'))).toBe(true);
  });
  it('off: must trump even while the partner holds the trick', () => {
    const a = belote('hearts', 'W ♠A, N ♠7', 'E', '♥J ♥7 ♦K', { partnerMaster: false });
    expect(shown(a.cards)).toBe('♥J ♥7');
    expect(isAllowed(a, card('♦K'))).toBe(false);
    expect(illegalPlayMessage('East', card('♦K'), a)).toBe(
      'East must trump although the partner holds the trick: ♥J, ♥7 were allowed, ♦K is not (FFB-B §5.2; ' +
        'partner-master off)',
    );
  });
  it('off: and must overtrump the partner’s cut if able', () => {
    const a = belote('hearts', 'N ♠A, E ♥9, S ♠7', 'W', '♥J ♥7 ♦K', { partnerMaster: false });
    expect(shown(a.cards)).toBe('♥J');
  });
});

describe('Belote: must overtrump (set overtrump on)', () => {
  it('an opponent has cut with ♥9: East must play the ♥J, not the ♥8', () => {
    const a = belote('hearts', 'W ♠A, N ♥9, S ♠7', 'E', '♥J ♥8 ♦K');
    expect(shown(a.cards)).toBe('♥J');
    expect(isAllowed(a, card('♥8'))).toBe(false);
    expect(illegalPlayMessage('East', card('♥8'), a)).toBe(
      'East must overtrump ♥9: ♥J was allowed, ♥8 is not (FFB-B §5.2)',
    );
  });
  it('off: any trump will do, but still a trump', () => {
    const a = belote('hearts', 'W ♠A, N ♥9, S ♠7', 'E', '♥J ♥8 ♦K', { overtrump: false });
    expect(isAllowed(a, card('♥8'))).toBe(true);
    expect(isAllowed(a, card('♦K'))).toBe(false);
  });
  it('trumps led: must go higher than the best trump, even over the partner', () => {
    const a = belote('hearts', 'N ♥9', 'E', '♥J ♥8');
    expect(shown(a.cards)).toBe('♥J');
    expect(isAllowed(a, card('♥8'))).toBe(false);
    const s = belote('hearts', 'N ♥9, E ♥8', 'S', '♥J ♥7 ♠A');
    expect(shown(s.cards)).toBe('♥J');
    expect(illegalPlayMessage('South', card('♥7'), s)).toBe(
      'South must go higher than ♥9 (trumps were led): ♥J was allowed, ♥7 is not (FFB-B §5.2)',
    );
  });
  it('trumps led, nothing higher in hand: any trump, but a trump', () => {
    const a = belote('hearts', 'N ♥J', 'E', '♥A ♥8 ♠A');
    expect(shown(a.cards)).toBe('♥A ♥8');
    expect(isAllowed(a, card('♠A'))).toBe(false);
  });
  it('trumps led with overtrump off: any trump', () =>
    expect(isAllowed(belote('hearts', 'N ♥9', 'E', '♥J ♥8', { overtrump: false }), card('♥8'))).toBe(true));
});

describe('Belote: unable to overtrump (pisser): FFB-B classic must, FFB-C coinche need not', () => {
  it('classic (FFB-B §5.2): must still play a lower trump', () => {
    const a = belote('hearts', 'W ♠A, N ♥J, S ♠7', 'E', '♥A ♥8 ♦K', { pisser: true });
    expect(shown(a.cards)).toBe('♥A ♥8');
    expect(isAllowed(a, card('♦K'))).toBe(false);
    expect(a.duty?.id).toBe('must-undertrump');
  });
  it('coinche (FFB-C §5.2 "on ne pisse pas"): may discard', () => {
    const a = belote('hearts', 'W ♠A, N ♥J, S ♠7', 'E', '♥A ♥8 ♦K', { pisser: false, book: 'FFB-C' });
    expect(isAllowed(a, card('♦K'))).toBe(true);
    expect(isAllowed(a, card('♥8'))).toBe(true);
  });
  it('the profile picks it from the game', () => {
    expect(beloteLegalityOptions(beloteRules('belote'), 'hearts').pisser).toBe(true);
    expect(beloteLegalityOptions(beloteRules('coinche'), 'hearts').pisser).toBe(false);
    expect(
      beloteLegalityOptions(beloteRules('belote', 'house', { overtrump: 'off', 'partner-master': 'off' }), 'hearts'),
    ).toMatchObject({
      overtrump: false,
      partnerMaster: false,
    });
  });
});

describe('Belote all-trump (FFB-B §11.3): must go higher in the suit led', () => {
  it('♠9 led: ♠J must be played over it, not the ♠8', () => {
    const a = belote('all-trump', 'N ♠9', 'E', '♠J ♠8 ♥A');
    expect(shown(a.cards)).toBe('♠J');
    expect(illegalPlayMessage('East', card('♠8'), a)).toBe(
      'East must go higher in ♠ (all trumps): ♠J was allowed, ♠8 is not (FFB-B §11.3)',
    );
  });
  it('nothing higher: any card of the suit', () => {
    const a = belote('all-trump', 'N ♠9', 'E', '♠A ♠8 ♥J');
    expect(shown(a.cards)).toBe('♠A ♠8');
    expect(isAllowed(a, card('♥J'))).toBe(false);
  });
  it('no card of the suit: anything (no suit cuts another)', () =>
    expect(isAllowed(belote('all-trump', 'N ♠9', 'E', '♥7 ♦J'), card('♥7'))).toBe(true));
});

describe('Belote no-trump (FFB-B §11.2): follow suit only', () => {
  it('must follow', () => {
    const a = belote('no-trump', 'N ♠9', 'E', '♠7 ♥A');
    expect(isAllowed(a, card('♠7'))).toBe(true);
    expect(isAllowed(a, card('♥A'))).toBe(false);
  });
  it('no duty to go higher or to cut', () => {
    expect(isAllowed(belote('no-trump', 'N ♠9', 'E', '♠A ♠7'), card('♠7'))).toBe(true);
    expect(isAllowed(belote('no-trump', 'N ♠9', 'E', '♥A ♦7'), card('♦7'))).toBe(true);
  });
});

describe('Doppelkopf: follow suit, trumps form one suit', () => {
  const dk = (led: string, hand: string, kind: DoppelkopfTrump = 'normal') =>
    doppelkopfAllowed(cards(hand), cards(led), kind);
  it('♠ led: a spade must be played; the ♦A is a trump, not a diamond to discard… but any card if no spade', () => {
    const a = dk('♠A', '♠10 ♦A ♣K');
    expect(isAllowed(a, card('♠10'))).toBe(true);
    expect(isAllowed(a, card('♦A'))).toBe(false);
    expect(illegalPlayMessage('Ben', card('♦A'), a)).toBe(
      'Ben must follow suit in ♠: ♠10 was allowed, ♦A is not (Doppelkopf: follow suit; trumps form one suit)',
    );
    expect(isAllowed(dk('♠A', '♦A ♣K'), card('♣K'))).toBe(true);
  });
  it('trump led (♦9): a queen, a jack or the ♥10 follows; a plain ace does not', () => {
    const a = dk('♦9', '♠A ♥10 ♣J');
    expect(shown(a.cards)).toBe('♥10 ♣J');
    expect(isAllowed(a, card('♠A'))).toBe(false);
    expect(a.duty?.text).toBe('must follow with a trump (trump was led)');
  });
  it('♥ led: the ♥10 is no heart in a normal game', () => {
    const a = dk('♥A', '♥10 ♥K');
    expect(shown(a.cards)).toBe('♥K');
    expect(isAllowed(a, card('♥10'))).toBe(false);
  });
  it('queens solo: ♦ led, the ♦Q is a trump and does not follow', () => {
    const a = dk('♦A', '♦Q ♦K', 'queens');
    expect(isAllowed(a, card('♦K'))).toBe(true);
    expect(isAllowed(a, card('♦Q'))).toBe(false);
  });
  it('fleshless: the ♦Q follows diamonds', () =>
    expect(isAllowed(dk('♦A', '♦Q ♣A', 'fleshless'), card('♣A'))).toBe(false));
  it('no duty to trump or to go higher', () => {
    expect(isAllowed(dk('♠A', '♣A ♦A'), card('♣A'))).toBe(true);
    expect(isAllowed(dk('♣Q', '♦9 ♥10'), card('♦9'))).toBe(true);
  });
});
