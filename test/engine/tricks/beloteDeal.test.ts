// Belote rounds written trick by trick: the FFB trick example, legality from hands, and the facts a whole deal proves.
import { describe, expect, it } from 'vitest';
import type { TrumpKind } from '../../../src/games/belote/syntax/itemTypes';
import { analyzeBeloteTricks, beloteTrumpFromRound } from '../../../src/games/belote/steps/trickDeal';
import { beloteRulesWith, buildRound } from './build';

const PLAYERS = ['North', 'East', 'South', 'West'];
const TEAMS: [string, string] = ['NS', 'EW'];
const [N, E, S, W] = [0, 1, 2, 3];

function analyze(
  text: string,
  trump: TrumpKind | null = 'hearts',
  values: Record<string, string> = {},
  game: 'belote' | 'coinche' = 'belote',
) {
  return analyzeBeloteTricks(buildRound({ players: PLAYERS, teams: TEAMS }, text), {
    players: PLAYERS,
    rules: beloteRulesWith(game, values),
    trump: trump ?? undefined,
  });
}
const codes = (r: { problems: { code: string }[] }) => r.problems.map((p) => p.code);

describe('the FFB trick example (belote.md §3.5, §9.0)', () => {
  it('East must trump and wins: 11 + 10 + 0 + 20 = 41', () => {
    const r = analyze(`hand East ♥J ♦K
trick South ♠A, West ♠10, North ♠7, East ♥J => East 41`);
    expect(r.problems).toEqual([]);
    expect(r.tricks[0]).toMatchObject({ winner: E, value: 41, explain: 'East wins with ♥J: 11 + 10 + 0 + 20 = 41' });
  });
  it('the ♦K instead is an illegal card that names the rule and the allowed card', () => {
    const r = analyze(`hand East ♥J ♦K
trick South ♠A, West ♠10, North ♠7, East ♦K => South 25`);
    expect(codes(r)).toEqual(['illegal-card']);
    expect(r.problems[0].message).toBe('East must trump: ♥J was allowed, ♦K is not (FFB-B §5.2).');
  });
  it('a team may be named as the winner', () => {
    expect(analyze('trick South ♠A, West ♠10, North ♠7, East ♥J => EW 41').problems).toEqual([]);
    const r = analyze('trick South ♠A, West ♠10, North ♠7, East ♥J => NS 41');
    expect(codes(r)).toEqual(['trick-winner']);
    expect(r.problems[0].message).toBe('East wins this trick with ♥J, not NS.');
  });
  it('trick-value at no-trump follows the ace switch (house 11, FFB 19)', () => {
    expect(analyze('trick South ♠A, West ♠10, North ♠7, East ♥J => South 23', 'no-trump').problems).toEqual([]);
    expect(
      codes(analyze('trick South ♠A, West ♠10, North ♠7, East ♥J => South 23', 'no-trump', { 'no-trump-ace': '19' })),
    ).toEqual(['trick-value']);
  });
  it('coinche: unable to overtrump, a discard is allowed (FFB-C); classic belote: must still trump (FFB-B)', () => {
    const text = `hand East ♥A ♦K
trick West ♠A, North ♥J, South ♠7, East ♦K`;
    expect(analyze(text, 'hearts', {}, 'coinche').problems).toEqual([]);
    expect(analyze(text, 'hearts', {}, 'belote').problems[0].message).toBe(
      'East must still trump (no trump beats ♥J): ♥A was allowed, ♦K is not (FFB-B §5.2).',
    );
  });
  it('a card written in two players’ hands, or already played, is a duplicate-card', () => {
    const r = analyze(`hand North ♠A ♥7
hand East ♠A ♦K`);
    expect(codes(r)).toEqual(['duplicate-card']);
    expect(r.problems[0].message).toBe("♠A is already in North's hand; there is only one ♠A.");
    const later = analyze(`trick South ♠A, West ♠10, North ♠7, East ♥J
hand North ♠A ♥7`);
    expect(later.problems[0].message).toBe('♠A is already played in trick 1; there is only one ♠A.');
  });
  it('without a known trump only the deck is checked', () => {
    const r = analyze('trick South ♠A, West ♠A, North ♠7, East ♥J => North 99', null);
    expect(codes(r)).toEqual(['duplicate-card']);
    expect(r.problems[0].message).toBe('♠A was already played in trick 1 by South; there is only one ♠A.');
    expect(r.tricks[0].winner).toBeUndefined();
  });
});

// A hearts deal worked by hand (hands below; South holds the belote ♥K ♥Q).
// Values: 30 28 17 13 17 17 23 7 → NS 129, EW 23 (= 152).
const HEARTS_DEAL = `
hand North ♥J ♥9 ♠A ♠10 ♣A ♣10 ♦K ♦10
hand East ♥A ♥10 ♠K ♠Q ♣K ♣Q ♦A ♦Q
hand South ♥K ♥Q ♥8 ♠J ♣J ♦J ♦9 ♦8
hand West ♥7 ♠9 ♠8 ♠7 ♣9 ♣8 ♣7 ♦7
trick North ♥J, East ♥10, South ♥8, West ♥7 => North 30
trick North ♥9, East ♥A, South ♥Q, West ♦7 => North 28
trick North ♠A, East ♠K, South ♠J, West ♠7 => North 17
trick North ♠10, East ♠Q, South ♦8, West ♠9 => North 13
trick North ♣A, East ♣K, South ♣J, West ♣7 => North 17
trick North ♣10, East ♣Q, South ♥K, West ♣9 => South 17
trick South ♦J, West ♠8, North ♦10, East ♦A => East 23
trick East ♦Q, South ♦9, West ♣8, North ♦K => North 7`;

describe('a whole hearts deal, hand-computed', () => {
  const r = analyze(HEARTS_DEAL);
  it('is complete and legal (South discards while North is master: partner-master)', () => {
    expect(r.problems).toEqual([]);
    expect(r.complete).toBe(true);
  });
  it('card points NS 129, EW 23; by player North 112, East 23, South 17, West 0', () => {
    expect(r.derived!.cardPoints).toEqual([129, 23]);
    expect(r.derived!.cardPointsByPlayer).toEqual([112, 23, 17, 0]);
    expect(r.derived!.deckTotal).toBe(152);
  });
  it('tricks NS 7, EW 1; last trick North (NS); no capot, no générale', () => {
    expect(r.derived!.tricks).toEqual([7, 1]);
    expect(r.derived!.tricksByPlayer).toEqual([6, 1, 1, 0]);
    expect(r.derived!.lastTrick).toEqual({ trick: 8, winner: N, team: 0 });
    expect(r.derived!.capot).toBeUndefined();
    expect(r.derived!.generale).toBeUndefined();
  });
  it('belote: South played both ♥K and ♥Q', () =>
    expect(r.derived!.belotes).toEqual([{ player: S, team: 0, suit: 'hearts' }]));
  it('with partner-master off South had to trump in trick 4', () => {
    const off = analyze(HEARTS_DEAL, 'hearts', { 'partner-master': 'off' });
    expect(codes(off)).toEqual(['illegal-card']);
    expect(off.problems[0].message).toBe(
      'South must trump although the partner holds the trick: ♥K was allowed, ♦8 is not (FFB-B §5.2; ' +
        'partner-master off).',
    );
  });
  it('wrong-leader and missing-card are found in a broken deal', () => {
    const broken = HEARTS_DEAL.replace(
      'trick East ♦Q, South ♦9, West ♣8, North ♦K => North 7',
      'trick South ♦9, West ♣8, North ♦K, East ♦K',
    );
    const b = analyze(broken);
    expect(codes(b).sort()).toEqual([
      'card-not-in-hand',
      'duplicate-card',
      'missing-card',
      'missing-card',
      'wrong-leader',
    ]);
    expect(b.problems.map((p) => p.message)).toContain("East's hand holds ♦Q, but East never plays it.");
    expect(b.derived).toBeUndefined();
  });
});

// Each player holds one whole suit and North leads clubs eight times: capot, générale, and a belote per trump suit.
function oneSuitEach(): string {
  const order = ['J', '9', 'A', '10', 'K', 'Q', '8', '7'];
  return order.map((r) => `trick North ♣${r}, East ♠${r}, South ♥${r}, West ♦${r} => North`).join('\n');
}

describe('capot, générale and belote count', () => {
  it('suit contract (♣): North takes all 8 → capot NS, générale North, one belote (♣K ♣Q)', () => {
    const r = analyze(oneSuitEach(), 'clubs');
    expect(r.problems).toEqual([]);
    expect(r.derived).toMatchObject({ cardPoints: [152, 0], tricks: [8, 0], capot: 0, generale: N });
    expect(r.derived!.belotes).toEqual([{ player: N, team: 0, suit: 'clubs' }]);
  });
  it('all-trump: up to four belotes, one per suit', () => {
    const r = analyze(oneSuitEach(), 'all-trump');
    expect(r.problems).toEqual([]);
    expect(r.derived!.belotes.map((b) => [b.player, b.suit])).toEqual([
      [N, 'clubs'],
      [E, 'spades'],
      [S, 'hearts'],
      [W, 'diamonds'],
    ]);
    expect(r.derived!.cardPoints).toEqual([248, 0]);
  });
  it('no-trump: no belote; ace 11 → 120', () => {
    const r = analyze(oneSuitEach(), 'no-trump');
    expect(r.derived!.belotes).toEqual([]);
    expect(r.derived!.cardPoints).toEqual([120, 0]);
  });
  it('K and Q of trump split between two players is no belote (the hearts deal at ♦: ♦K North, ♦Q East)', () => {
    const r = analyze(HEARTS_DEAL.replace(/=> \w+ \d+/g, ''), 'diamonds');
    expect(r.derived!.belotes).toEqual([]);
  });
});

describe('trump from the round', () => {
  it('reads `trump`', () => {
    expect(beloteTrumpFromRound(buildRound({ players: PLAYERS }, 'trump spades'))).toBe('spades');
    expect(
      beloteTrumpFromRound(buildRound({ players: PLAYERS }, 'trick North ♣J, East ♠J, South ♥J, West ♦J')),
    ).toBeUndefined();
  });
});
