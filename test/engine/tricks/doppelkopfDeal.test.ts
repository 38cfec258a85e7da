// Doppelkopf rounds written trick by trick: single-trick checks, deck checks and the facts a whole deal proves.
import { describe, expect, it } from 'vitest';
import {
  analyzeDoppelkopfTricks,
  type DoppelkopfGame,
  doppelkopfGameFromRound,
} from '../../../src/games/doppelkopf/steps/trickDeal';
import { buildRound, doppelkopfRulesWith } from './build';

const PLAYERS = ['Anna', 'Ben', 'Clara', 'Dora'];
const [ANNA, BEN, CLARA, DORA] = [0, 1, 2, 3];

function analyze(
  text: string,
  game: DoppelkopfGame = { type: 'normal' },
  values: Record<string, string> = {},
  players = PLAYERS,
) {
  return analyzeDoppelkopfTricks(buildRound({ players }, text), { players, rules: doppelkopfRulesWith(values), game });
}
const codes = (r: { problems: { code: string }[] }) => r.problems.map((p) => p.code);

// A normal game worked by hand. Re = Anna + Clara (the ♣Q holders, tricks 8 and 10).
// Trick values: 42 8 25 25 26 8 33 27 18 12 6 10 = 240.
const NORMAL_GAME = `
trick Anna ♣A, Ben ♣10, Clara ♣A, Dora ♣10 => Anna 42
trick Anna ♣K, Ben ♣9, Clara ♣K, Dora ♣9 => Anna 8
trick Anna ♠A, Ben ♠K, Clara ♠9, Dora ♠10 => Anna 25
trick Anna ♠A, Ben ♠10, Clara ♠K, Dora ♠9 => Anna 25
trick Anna ♥A, Ben ♥K, Clara ♥9, Dora ♥A => Anna 26
trick Anna ♥K, Ben ♥9, Clara ♦9, Dora ♦K => Dora 8
trick Dora ♦A, Anna ♥10, Ben ♦10, Clara ♦J => Anna 33
trick Anna ♣Q, Ben ♦10, Clara ♦A, Dora ♠Q => Anna 27
trick Anna ♥Q, Ben ♥10, Clara ♠J, Dora ♦Q => Ben 18
trick Ben ♠Q, Clara ♣Q, Dora ♥Q, Anna ♦Q => Clara 12
trick Clara ♦9, Dora ♠J, Anna ♥J, Ben ♦J => Dora 6
trick Dora ♣J, Anna ♣J, Ben ♥J, Clara ♦K => Dora 10`;

describe('a single trick (tutorial): winner and value are checked', () => {
  it('a correct assertion passes and the hover text explains it', () => {
    const r = analyze('trick Anna ♣Q, Ben ♥10, Clara ♦A, Dora ♦9 => Ben 24');
    expect(r.problems).toEqual([]);
    expect(r.tricks[0]).toMatchObject({ number: 1, winner: BEN, value: 24, leader: ANNA });
    expect(r.tricks[0].explain).toBe('Ben wins with ♥10: 3 + 10 + 11 + 0 = 24');
    expect(r.complete).toBe(false);
    expect(r.derived).toBeUndefined();
  });
  it('trick-winner: names the real winner and card, on the stated name', () => {
    const r = analyze('trick Anna ♣Q, Ben ♥10, Clara ♦A, Dora ♦9 => Anna 24');
    expect(codes(r)).toEqual(['trick-winner']);
    expect(r.problems[0].message).toBe('Ben wins this trick with ♥10, not Anna.');
    expect(r.problems[0].range.start.character).toBe('trick Anna ♣Q, Ben ♥10, Clara ♦A, Dora ♦9 => '.length);
  });
  it('trick-value: shows the card points', () => {
    const r = analyze('trick Anna ♣Q, Ben ♥10, Clara ♦A, Dora ♦9 => Ben 25');
    expect(codes(r)).toEqual(['trick-value']);
    expect(r.problems[0].message).toBe('This trick is worth 24 (♣Q 3 + ♥10 10 + ♦A 11 + ♦9 0), not 25.');
  });
  it('a party may be named as the winner once parties are known (solo: the soloist is Re)', () => {
    expect(
      codes(
        analyze('trick Anna ♣Q, Ben ♥10, Clara ♦A, Dora ♦9 => re', { type: 'solo', player: BEN, kind: 'diamonds' }),
      ),
    ).toEqual([]);
    expect(
      codes(
        analyze('trick Anna ♣Q, Ben ♥10, Clara ♦A, Dora ♦9 => kontra', { type: 'solo', player: BEN, kind: 'diamonds' }),
      ),
    ).toEqual(['trick-winner']);
  });
  it('in a solo the solo order decides: queens solo, the ♠Q beats the ♥10', () => {
    const r = analyze('trick Anna ♥10, Ben ♠Q, Clara ♥A, Dora ♥K => Ben 28', {
      type: 'solo',
      player: BEN,
      kind: 'queens',
    });
    expect(r.problems).toEqual([]);
  });
  it('dulle second-wins: the second ♥10 takes a tutorial trick', () => {
    expect(
      analyze('trick Anna ♥10, Ben ♣Q, Clara ♥10, Dora ♦9 => Clara 23', { type: 'normal' }, { dulle: 'second-wins' })
        .problems,
    ).toEqual([]);
    expect(codes(analyze('trick Anna ♥10, Ben ♣Q, Clara ♥10, Dora ♦9 => Clara 23'))).toEqual(['trick-winner']);
  });
});

describe('legality where the hand is known (hand lines)', () => {
  it('illegal-card: names the rule and the allowed cards', () => {
    const r = analyze(`hand Ben ♠10 ♦A ♣K
trick Anna ♠A, Ben ♦A, Clara ♠9, Dora ♠K`);
    expect(codes(r)).toEqual(['illegal-card']);
    expect(r.problems[0].message).toBe(
      'Ben must follow suit in ♠: ♠10 was allowed, ♦A is not (Doppelkopf: follow suit; trumps form one suit).',
    );
    expect(r.problems[0].range.start).toEqual({ line: 1, character: 'trick Anna ♠A, Ben '.length });
  });
  it('card-not-in-hand, and the hand shrinks as cards are played', () => {
    const r = analyze(`hand Ben ♠10 ♦A
trick Anna ♠A, Ben ♠10, Clara ♠9, Dora ♠K
trick Anna ♠A, Ben ♠10, Clara ♠9, Dora ♠K`);
    expect(codes(r)).toEqual(['card-not-in-hand']);
    expect(r.problems[0].message).toBe('Ben does not hold ♠10; the hand still holds ♦A.');
  });
  it('a legal card from the hand raises nothing', () => {
    expect(
      analyze(`hand Ben ♠10 ♦A
trick Anna ♠A, Ben ♠10, Clara ♠9, Dora ♠K`).problems,
    ).toEqual([]);
  });
  it('not-a-deck-card and duplicate-card in a hand line', () => {
    const r = analyze('hand Ben ♠8 ♦A ♦A ♦A');
    expect(codes(r)).toEqual(['not-a-deck-card', 'duplicate-card']);
  });
});

describe('deck checks', () => {
  it('not-a-deck-card: there is no ♣8 in Doppelkopf', () => {
    const r = analyze('trick Anna ♣A, Ben ♣8, Clara ♣9, Dora ♣K');
    expect(codes(r)).toEqual(['not-a-deck-card']);
    expect(r.problems[0].message).toBe('♣8 is not in the deck: Doppelkopf is played without 8s and 7s.');
  });
  it('not-a-deck-card: nines with set nines off', () => {
    expect(
      analyze('trick Anna ♣A, Ben ♣9, Clara ♣10, Dora ♣K', { type: 'normal' }, { nines: 'off' }).problems[0].message,
    ).toContain('without nines');
  });
  it('duplicate-card: a third ♣A in one deal, naming where the others went', () => {
    const r = analyze(`trick Anna ♣A, Ben ♣10, Clara ♣A, Dora ♣K
trick Anna ♣A, Ben ♣9, Clara ♣K, Dora ♣9`);
    expect(codes(r)).toEqual(['duplicate-card']);
    expect(r.problems[0].message).toBe(
      '♣A was already played in trick 1 by Anna and trick 1 by Clara; the deck has two.',
    );
  });
  it('trick-size: one card from each player', () => {
    const r = analyze('trick Anna ♣A, Ben ♣10, Clara ♣K');
    expect(codes(r)).toEqual(['trick-size']);
    expect(r.problems[0].message).toBe('A trick has one card from each of the 4 players; Dora played none here.');
    expect(r.tricks[0].winner).toBeUndefined();
  });
  it('player-twice', () => {
    expect(codes(analyze('trick Anna ♣A, Ben ♣10, Anna ♣K, Dora ♣9'))).toEqual(['player-twice', 'trick-size']);
  });
  it('with more than four players, the ones in `out` may not play', () => {
    const players = [...PLAYERS, 'Emil'];
    const r = analyze('out Emil\ntrick Anna ♣A, Ben ♣10, Emil ♣K, Dora ♣9', { type: 'normal' }, {}, players);
    expect(codes(r)).toEqual(['trick-size', 'trick-size']);
    expect(r.problems[0].message).toBe('Emil does not play this round; the players are Anna, Ben, Clara, Dora.');
  });
  it('more than four players and no `out` line: the four in the tricks play', () => {
    const players = [...PLAYERS, 'Emil'];
    expect(analyze('trick Anna ♣A, Ben ♣10, Emil ♣K, Dora ♣9', { type: 'normal' }, {}, players).problems).toEqual([]);
  });
  it('wrong-leader: the winner of a trick leads the next (whole deal)', () => {
    const lines = NORMAL_GAME.trim().split('\n');
    lines[6] = 'trick Anna ♥10, Ben ♦10, Clara ♦J, Dora ♦A => Anna 33'; // Dora won trick 6
    const r = analyze(lines.join('\n'));
    expect(codes(r)).toEqual(['wrong-leader']);
    expect(r.problems[0].message).toBe('Dora won trick 6, so Dora leads trick 7, not Anna.');
  });
  it('missing-card and duplicate-card in a whole deal; nothing is derived from a broken deck', () => {
    const text = NORMAL_GAME.replace(
      'trick Anna ♣K, Ben ♣9, Clara ♣K, Dora ♣9 => Anna 8',
      'trick Anna ♣K, Ben ♣9, Clara ♣K, Dora ♣K => Anna 12',
    );
    const r = analyze(text);
    expect(codes(r).sort()).toEqual(['duplicate-card', 'missing-card']);
    expect(r.problems.find((p) => p.code === 'missing-card')!.message).toBe(
      'All 12 tricks are written, but ♣9 was never played (48 cards: each of the 24 twice).',
    );
    expect(r.derived).toBeUndefined();
  });
  it('extra-trick: a 13th trick', () => {
    const r = analyze(NORMAL_GAME + '\ntrick Dora ♣J, Anna ♣J, Ben ♥J, Clara ♦K');
    expect(codes(r)).toContain('extra-trick');
  });
});

describe('a whole normal game (foxes, Doppelkopf, Karlchen), hand-computed', () => {
  const r = analyze(NORMAL_GAME);
  it('is complete, legal and every assertion holds', () => {
    expect(r.problems).toEqual([]);
    expect(r.complete).toBe(true);
  });
  const d = r.derived!;
  it('Re = the ♣Q holders Anna and Clara', () => {
    expect(d.re).toEqual([ANNA, CLARA]);
    expect(d.kontra).toEqual([BEN, DORA]);
    expect(d.silentMarriage).toBeUndefined();
  });
  it('card points: Anna 186, Ben 18, Clara 12, Dora 24 → Re 198, Kontra 42', () => {
    expect(d.cardPoints).toEqual({ re: 198, kontra: 42, byPlayer: [186, 18, 12, 24] });
  });
  it('tricks: Anna 7, Ben 1, Clara 1, Dora 3 → Re 8, Kontra 4; nobody schwarz', () => {
    expect(d.tricks).toEqual({ re: 8, kontra: 4, byPlayer: [7, 1, 1, 3] });
    expect(d.schwarz).toBeUndefined();
  });
  it('fox: Dora’s ♦A caught by Anna in trick 7; Clara’s ♦A in her partner’s trick 8 is no fox', () => {
    expect(d.foxes).toEqual([{ trick: 7, catcher: ANNA, owner: DORA, party: 're', lastTrick: false }]);
  });
  it('Doppelkopf: trick 1 (42) for Re', () =>
    expect(d.doppelkopfs).toEqual([{ trick: 1, winner: ANNA, party: 're', value: 42 }]));
  it('last trick and Karlchen: Dora’s ♣J wins trick 12 (first of two ♣J); Anna’s ♣J is caught', () => {
    expect(d.lastTrick).toEqual({ trick: 12, winner: DORA, party: 'kontra' });
    expect(d.karlchen).toEqual({ player: DORA, party: 'kontra' });
    expect(d.karlchenCaught).toEqual([{ catcher: DORA, party: 'kontra', victim: ANNA }]);
  });
  it('legality is checked from the deal itself: a revoke is found without hand lines', () => {
    // Dora still holds a spade (♠9, trick 4) when she trumps clubs in trick 2.
    const text = NORMAL_GAME.replace(
      'trick Anna ♣K, Ben ♣9, Clara ♣K, Dora ♣9 => Anna 8',
      'trick Anna ♣K, Ben ♣9, Clara ♣K, Dora ♠9 => Anna 8',
    ).replace(
      'trick Anna ♠A, Ben ♠10, Clara ♠K, Dora ♠9 => Anna 25',
      'trick Anna ♠A, Ben ♠10, Clara ♠K, Dora ♣9 => Anna 25',
    );
    const bad = analyze(text);
    // In trick 4 she has no spade left, so her ♣9 there is legal.
    expect(codes(bad)).toEqual(['illegal-card']);
    expect(bad.problems[0].message).toBe(
      'Dora must follow suit in ♣: ♣9 was allowed, ♠9 is not (Doppelkopf: follow suit; trumps form one suit).',
    );
  });
});

describe('schwarz and silent marriage', () => {
  // Queens solo: Anna holds all eight queens and ♣A ♣A ♠A ♠A and takes every trick.
  const queens = ['♣Q', '♣Q', '♠Q', '♠Q', '♥Q', '♥Q', '♦Q', '♦Q'];
  const ben = ['♥A', '♥A', '♥10', '♥10', '♣9', '♣9', '♣J', '♣J', '♣10', '♣10', '♣K', '♣K'];
  const clara = ['♥K', '♥K', '♥J', '♥J', '♠9', '♠9', '♠J', '♠J', '♠K', '♠K', '♠10', '♠10'];
  const dora = ['♥9', '♥9', '♦9', '♦9', '♦J', '♦J', '♦K', '♦K', '♦10', '♦10', '♦A', '♦A'];
  const anna = [...queens, '♣A', '♣A', '♠A', '♠A'];
  const deal = anna
    .map((c, i) => `trick Anna ${c}, Ben ${ben[i]}, Clara ${clara[i]}, Dora ${dora[i]} => Anna`)
    .join('\n');
  it('the party without a trick is schwarz; all 240 to the soloist', () => {
    const r = analyze(deal, { type: 'solo', player: ANNA, kind: 'queens' });
    expect(r.problems).toEqual([]);
    expect(r.derived).toMatchObject({
      re: [ANNA],
      schwarz: 'kontra',
      cardPoints: { re: 240, kontra: 0 },
      tricks: { re: 12, kontra: 0 },
    });
    expect(r.derived!.foxes).toEqual([]); // no fox outside a game where ♦ is trump
    expect(r.derived!.doppelkopfs).toEqual(
      [{ trick: 9, winner: ANNA, party: 're', value: 11 + 10 + 4 + 10 }].filter((d) => d.value >= 40),
    );
  });
  it('a normal game where one player plays both ♣Q: Re is that player alone (stille Hochzeit)', () => {
    // (As a normal game this deal is full of revokes, ♦ being trump; the parties still follow from the ♣Q.)
    const r = analyze(deal, { type: 'normal' });
    expect(r.parties).toMatchObject({ re: [ANNA], kontra: [BEN, CLARA, DORA], silentMarriage: ANNA });
  });
});

describe('marriage partner (Klärungsstich, set marriage-partner)', () => {
  // Anna holds both ♣Q. Trick 1 (♠, plain) won by Anna, trick 2 (trump) won by Ben, trick 3 (♥, plain) won by Clara.
  const FIRST3 = `
trick Anna ♠A, Ben ♠9, Clara ♠K, Dora ♠10
trick Anna ♦9, Ben ♦Q, Clara ♦K, Dora ♦J
trick Ben ♥K, Clara ♥A, Dora ♥9, Anna ♥9`;
  const marriage: DoppelkopfGame = { type: 'marriage', player: ANNA };
  it('first-trick (DDV): the first other player to win one of tricks 1–3 → Ben (trick 2)', () => {
    const r = analyze(FIRST3, marriage);
    expect(r.parties).toMatchObject({
      re: [ANNA, BEN],
      kontra: [CLARA, DORA],
      marriagePartner: BEN,
      clarifyingTrick: 2,
    });
  });
  it('first-plain-trick: only tricks led with a plain suit count → Clara (trick 3)', () => {
    expect(analyze(FIRST3, marriage, { 'marriage-partner': 'first-plain-trick' }).parties).toMatchObject({
      re: [ANNA, CLARA],
      marriagePartner: CLARA,
      clarifyingTrick: 3,
    });
  });
  it('first-trump-trick: only tricks led with a trump count → Ben (trick 2)', () => {
    expect(analyze(FIRST3, marriage, { 'marriage-partner': 'first-trump-trick' }).parties).toMatchObject({
      re: [ANNA, BEN],
      marriagePartner: BEN,
    });
  });
  it('nobody else wins tricks 1–3: Anna plays alone', () => {
    const alone = `
trick Anna ♠A, Ben ♠9, Clara ♠K, Dora ♠10
trick Anna ♣A, Ben ♣9, Clara ♣K, Dora ♣10
trick Anna ♥A, Ben ♥K, Clara ♥9, Dora ♥9`;
    expect(analyze(alone, marriage).parties).toMatchObject({
      re: [ANNA],
      kontra: [BEN, CLARA, DORA],
      marriagePartner: null,
    });
  });
  it('fewer than three tricks and no partner yet: undecided', () => {
    expect(analyze('trick Anna ♠A, Ben ♠9, Clara ♠K, Dora ♠10', marriage).parties).toBeUndefined();
  });
});

describe('game type from the round lines', () => {
  const g = (line: string) => doppelkopfGameFromRound(buildRound({ players: PLAYERS }, line));
  it('reads solo, silent marriage, marriage and poverty', () => {
    expect(g('solo Clara jacks')).toEqual({ type: 'solo', player: CLARA, kind: 'jacks' });
    expect(g('silent-marriage Ben')).toEqual({ type: 'solo', player: BEN, kind: 'diamonds' });
    expect(g('marriage Dora')).toEqual({ type: 'marriage', player: DORA });
    expect(g('poverty Anna with Ben')).toEqual({ type: 'poverty', player: ANNA, partner: BEN });
    expect(g('trick Anna ♠A, Ben ♠9, Clara ♠K, Dora ♠10')).toEqual({ type: 'normal' });
  });
});
