// Skat written trick by trick (score-format.md "Tricks", rules/skat.md `skat CARD CARD`): the `hand`, `skat` and
// `trick` lines checked and scored. Every expected value is worked by hand from rules/skat.md §1–§3 in the comments.
import { describe, expect, it } from 'vitest';
import { covered, row, withCode } from './helpers';

// The deal of played.test.ts: A deals, so B leads the first trick.
//   A  ♣J ♠J ♣A ♣10 ♠A ♠10 ♥A ♥10 ♦A ♦10
//   B  ♥J ♦J ♣Q ♣9 ♣8 ♣7 ♠Q ♠9 ♠8 ♠7
//   C  ♥K ♥Q ♥9 ♥8 ♥7 ♦K ♦Q ♦9 ♦8 ♦7
//   skat ♣K ♠K (4 + 4 = 8 Augen)
const HANDS = [
  'hand A ♣J ♠J ♣A ♣10 ♠A ♠10 ♥A ♥10 ♦A ♦10',
  'hand B ♥J ♦J ♣Q ♣9 ♣8 ♣7 ♠Q ♠9 ♠8 ♠7',
  'hand C ♥K ♥Q ♥9 ♥8 ♥7 ♦K ♦Q ♦9 ♦8 ♦7',
];
const GRAND_TRICKS = [
  'trick B ♥J, C ♥7, A ♣J => A 4', // ♣J above ♥J: 2 + 0 + 2 = 4
  'trick A ♠J, B ♦J, C ♦7 => A 4', // 2 + 2 + 0 = 4 → 8
  'trick A ♣A, B ♣7, C ♥8 => A 11', // C has no club: 11 → 19
  'trick A ♣10, B ♣8, C ♥9 => A 10', // → 29
  'trick A ♠A, B ♠7, C ♦8 => A 11', // → 40
  'trick A ♠10, B ♠8, C ♦9 => A 10', // → 50
  'trick A ♥A, B ♣9, C ♥Q => A 14', // 11 + 0 + 3 → 64
  'trick A ♥10, B ♠9, C ♥K => A 14', // 10 + 0 + 4 → 78
  'trick A ♦A, B ♣Q, C ♦K => A 18', // 11 + 3 + 4 → 96
  'trick A ♦10, B ♠Q, C ♦Q => A 16', // 10 + 3 + 3 → 112; + the skat's 8 = 120
];

describe('a Grand played trick by trick', () => {
  // mit 2 (♣J ♠J, not ♥J), 120 Augen, 10 tricks → Spiel 3, Schneider 4, Schwarz 5 → 5 × 24 = +120.
  it('scored from the cards alone: mit 2, 120 Augen, 10 tricks → +120', () => {
    const r = row(['declarer A grand', ...HANDS, 'skat ♣K ♠K', ...GRAND_TRICKS]);
    expect(r.codes).toEqual([]);
    expect(r.scores.A).toBe(120);
    expect(r.a.rounds[0].outcome).toBe('won');
    // Every trick is shown with its working: trick 1, A's ♣J over B's ♥J.
    expect(r.a.rounds[0].tricks?.[0]).toMatchObject({
      winner: 'A',
      value: 4,
      explain: 'A wins with ♣J: 2 + 0 + 2 = 4',
    });
  });
  it('the stated facts that agree pass: with 2, cards 120, tricks 10, schwarz, won, score +120', () => {
    const r = row([
      'declarer A grand with 2',
      ...HANDS,
      'skat ♣K ♠K',
      ...GRAND_TRICKS,
      'cards 120',
      'tricks 10',
      'schwarz',
      'won',
      'score A +120',
    ]);
    expect(r.codes).toEqual([]);
  });
  it('as a Grand Hand: the skat unseen counts the same → mit 2, Spiel 3, Hand 4, Schneider 5, Schwarz 6 → +144', () => {
    expect(row(['declarer A grand hand', ...HANDS, 'skat ♣K ♠K', ...GRAND_TRICKS]).scores.A).toBe(144);
  });
  it('without the skat line the two cards nobody played are the skat (♣K ♠K, 8 Augen): still 120 Augen', () => {
    const r = row(['declarer A grand', ...GRAND_TRICKS]);
    expect(r.codes).toEqual([]);
    expect(r.scores.A).toBe(120);
  });
  it('a stated fact the tricks contradict: with 3, cards 100, tricks 9 → derived-mismatch on each number', () => {
    const r = row(['declarer A grand with 3', ...HANDS, 'skat ♣K ♠K', ...GRAND_TRICKS, 'cards 100', 'tricks 9']);
    const found = withCode(r.a, 'derived-mismatch');
    expect(found.map((p) => covered(r.text, p))).toEqual(['3', '100', '9']);
    expect(found[0].message).toBe('The declarer’s cards and the skat (♣K ♠K) make with 2, not with 3.');
    expect(found[1].message).toBe('The tricks give the declarer 120 Augen (the skat’s 8 included), not 100.');
    expect(found[2].message).toBe('The declarer takes 10 of the 10 tricks, not 9.');
    // Scored from the cards: +120 as above.
    expect(r.scores.A).toBe(120);
  });
  it('a stated `lost` the tricks contradict is skat-outcome (120 Augen ≥ 61)', () => {
    expect(row(['declarer A grand', ...HANDS, 'skat ♣K ♠K', ...GRAND_TRICKS, 'lost']).codes).toEqual(['skat-outcome']);
  });
  // Grand mit 2, Spiel 3, Schneider 4, Schwarz 5 = 120 < the bid 144 → the next multiple of 24 is 144, lost: −288.
  it('overbid from the derived value: 120 below a bid of 144 → −288', () => {
    const r = row(['declarer A grand', 'bid 144', ...HANDS, 'skat ♣K ♠K', ...GRAND_TRICKS]);
    expect(r.a.rounds[0].outcome).toBe('overbid');
    expect(r.scores.A).toBe(-288);
  });
  it('the Spitzen from the hand and the skat before any trick: B in Kreuz, ♥J ♦J, skat ♣K ♠K → ohne 2', () => {
    // B: not ♣J, not ♠J, holds ♥J → ohne 2. Stated `with 1` contradicts it.
    const r = row(['declarer B clubs with 1', HANDS[1], 'skat ♣K ♠K', 'trick B ♥J, C ♥7, A ♣J']);
    expect(withCode(r.a, 'derived-mismatch').map((p) => p.message)).toEqual([
      'The declarer’s cards and the skat (♣K ♠K) make without 2, not with 1.',
    ]);
  });
  it('a skat card also in a hand is a duplicate-card', () => {
    const r = row(['declarer A grand', HANDS[0], 'skat ♣J ♠K']);
    const found = withCode(r.a, 'duplicate-card');
    expect(found.map((p) => [covered(r.text, p), p.message])).toEqual([
      ['♣J', '♣J is already in the skat; there is only one ♣J.'],
    ]);
  });
});

// A Null Hand: C declares (A deals, B leads); the skat ♦10 ♦9 stays unseen.
//   A  ♣A ♣K ♣Q ♣J ♠A ♠K ♠Q ♠J ♥A ♥K
//   B  ♣10 ♠10 ♥Q ♥J ♥10 ♥9 ♦A ♦K ♦Q ♦J
//   C  ♣9 ♣8 ♣7 ♠9 ♠8 ♠7 ♥8 ♥7 ♦8 ♦7
describe('the skat in a whole deal', () => {
  it('a skat card played in a trick is a duplicate-card; the deal is then not scored from the tricks', () => {
    // The skat written as ♣K ♦Q, but ♦Q is played in the last trick (and ♠K, the real skat card, never is).
    const r = row(['declarer A grand', ...HANDS, 'skat ♣K ♦Q', ...GRAND_TRICKS]);
    const found = withCode(r.a, 'duplicate-card');
    expect(found.map((p) => [covered(r.text, p), p.message])).toEqual([
      // C's hand line, then trick 10.
      ['♦Q', '♦Q is already in the skat; there is only one ♦Q.'],
      ['♦Q', '♦Q is already in the skat; there is only one ♦Q.'],
    ]);
    // ♠K is neither played nor in the written skat; no Augen are derived, so the row has no outcome.
    expect(withCode(r.a, 'missing-card').map((p) => p.message)).toEqual([
      'All 10 tricks are written, but ♠K was never played (32 cards, each once, two of them in the skat).',
    ]);
    expect(r.scores.A).toBeUndefined();
  });
});

describe('a Null Hand played trick by trick', () => {
  const tricks = [
    'trick B ♣10, C ♣9, A ♣A', // A: 10 + 0 + 11 = 21
    'trick A ♣K, B ♦A, C ♣8', // B has no club; A: 4 + 11 + 0 = 15
    'trick A ♣Q, B ♦K, C ♣7', // A: 7
    'trick A ♣J, B ♦Q, C ♦8', // C has no club left; the ♣J is a club in Null: A takes 5
    'trick A ♠A, B ♠10, C ♠9', // A: 21
    'trick A ♠K, B ♦J, C ♠8', // A: 6
    'trick A ♠Q, B ♥9, C ♠7', // A: 3
    'trick A ♠J, B ♥10, C ♦7', // A: 12
    'trick A ♥A, B ♥J, C ♥8', // A: 13
    'trick A ♥K, B ♥Q, C ♥7', // A: 7 — C took no trick
  ];
  it('C takes no trick: Null Hand won, 35', () => {
    const r = row(['declarer C null hand', 'skat ♦10 ♦9', ...tricks]);
    expect(r.codes).toEqual([]);
    expect(r.scores.C).toBe(35);
  });
  it('a stated `tricks 1` is a derived-mismatch; the stated `lost` is skat-outcome (no trick is a won Null)', () => {
    const r = row(['declarer C null hand', 'skat ♦10 ♦9', ...tricks, 'tricks 1', 'lost']);
    expect(r.codes.sort()).toEqual(['derived-mismatch', 'skat-outcome']);
  });
});

describe('a card not allowed', () => {
  it('reneging: clubs led in a Grand, B holds four clubs and plays ♠7 → illegal-card on ♠7', () => {
    const r = row(['declarer A grand', HANDS[1], 'trick A ♣A, B ♠7, C ♥8']);
    const found = withCode(r.a, 'illegal-card');
    expect(found.map((p) => covered(r.text, p))).toEqual(['♠7']);
    expect(found[0].message).toBe(
      'B must follow suit in ♣: ♣Q, ♣9, ♣8, ♣7 were allowed, ♠7 is not ' +
        '(Skat: follow suit; the jacks, and in a suit game the trump suit, are trumps).',
    );
  });
  it('a jack asks for a trump: ♣J led in a Grand, B holds ♥J ♦J and plays ♣Q → illegal-card', () => {
    const r = row(['declarer A grand', HANDS[1], 'trick A ♣J, B ♣Q, C ♥8']);
    expect(withCode(r.a, 'illegal-card').map((p) => p.message)).toEqual([
      'B must follow with a trump (trump was led): ♥J, ♦J were allowed, ♣Q is not ' +
        '(Skat: follow suit; the jacks, and in a suit game the trump suit, are trumps).',
    ]);
  });
  it('in a Grand the ♥J is no heart: hearts led, C holds ♥J and a club only → either card may go', () => {
    const r = row(['declarer A grand', 'hand C ♥J ♣7', 'trick A ♥A, B ♥7, C ♣7']);
    expect(r.codes).toEqual(['trick-example']);
  });
  it('in Null the jack is of its suit: ♦ led, B holds ♦J and plays ♣8 → illegal-card', () => {
    const r = row(['declarer B null', 'hand B ♦J ♣8', 'trick A ♦10, B ♣8, C ♦7']);
    expect(withCode(r.a, 'illegal-card').map((p) => covered(r.text, p))).toEqual(['♣8']);
  });
  it('a card not in the written hand: card-not-in-hand', () => {
    const r = row(['declarer A grand', HANDS[1], 'trick A ♣A, B ♥A, C ♥8']);
    expect(withCode(r.a, 'card-not-in-hand').map((p) => covered(r.text, p))).toEqual(['♥A']);
  });
});

describe('a single trick, a tutorial example', () => {
  it('Null: ♦J stands above ♦10 → B takes 10 + 2 + 0 = 12; a hint says the round is not scored', () => {
    const r = row(['declarer B null', 'trick A ♦10, B ♦J, C ♦7 => B 12']);
    expect(r.codes).toEqual(['trick-example']);
    expect(r.a.rounds[0].tricks?.[0]).toMatchObject({ winner: 'B', value: 12 });
  });
  it('a wrong winner: in Herz ♦J (a trump) takes ♥A → trick-winner on the name; a wrong value → trick-value', () => {
    // ♥A 11 + ♦J 2 + ♥7 0 = 13, B wins with the jack.
    const r = row(['declarer A hearts with 1', 'trick A ♥A, B ♦J, C ♥7 => A 11']);
    expect(withCode(r.a, 'trick-winner').map((p) => [covered(r.text, p), p.message])).toEqual([
      ['A', 'B wins this trick with ♦J, not A.'],
    ]);
    expect(withCode(r.a, 'trick-value').map((p) => covered(r.text, p))).toEqual(['11']);
  });
  it('a trick of four cards at a three-table: the fourth name is no player of the sheet (unknown-name)', () => {
    const r = row(['declarer A grand', 'trick A ♥A, B ♥7, C ♥8, D ♥9'], [], 'A B C');
    expect(r.codes).toContain('unknown-name');
  });
});

describe('four at the table', () => {
  it('the three who play are those the tricks name: A deals and sits out, B C D play', () => {
    const r = row(['declarer B null', 'trick C ♦10, D ♦J, B ♦7 => D 12'], [], 'A B C D');
    expect(r.codes).toEqual(['trick-example']);
  });
});

describe('the skat line', () => {
  it('two cards; one is missing-argument, three an unexpected-argument, a bad card bad-card', () => {
    expect(row(['declarer A grand', 'skat ♣K']).codes).toContain('missing-argument');
    expect(row(['declarer A grand', 'skat ♣K ♠K ♥K']).codes).toContain('unexpected-argument');
    expect(row(['declarer A grand', 'skat ♣K X9']).codes).toContain('bad-card');
  });
});
