// rules/skat.md §6.2, §7.2, §7.4 and Part A: Bock rounds (S24), money at a quarter cent (S37), lost-game fees (S39),
// Bierlachs (S40) and `ramsch-in-seeger`, worked by hand. Each comment shows the arithmetic.
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { toSettlementModel } from '../../../src/view/model';
import { covered, sheet, withCode } from './helpers';

const CLUBS = ['declarer A clubs with 1', 'cards 61']; // (1 + 1) × 12 = 24
const BOCK = ['set bock on'];
/** Four plain games, then game 5: B loses a Grand mit 1 ((1 + 1) × 24 = 48 → −96), the default trigger. */
const FIRST_FIVE = [CLUBS, CLUBS, CLUBS, CLUBS, ['declarer B grand with 1', 'cards 50']];

/** A's entry in each row from `from` on (1-based), as the list writes it. */
const entriesOf = (a: ReturnType<typeof sheet>['a'], from: number) => a.rounds.slice(from - 1).map((r) => r.scores.A);

describe('Bock rounds (S24: three players, bock-length 3)', () => {
  it('`next`: a lost Grand in game 5 makes games 6–8 ×2: Kreuz mit 1 won in game 6 → 24 × 2 = +48; game 9 +24', () => {
    const { a } = sheet([...FIRST_FIVE, CLUBS, CLUBS, CLUBS, CLUBS], BOCK);
    expect(a.problems).toEqual([]);
    expect(a.rounds[4].scores).toEqual({ B: -96 }); // the trigger itself is not doubled under `next`
    expect(entriesOf(a, 6)).toEqual([48, 48, 48, 24]);
    expect(a.rounds[5].summary).toContain('bock ×2');
    expect(a.rounds[4].summary).toContain('starts a bock round');
  });
  it('with Kontra too: 24 × 2 (Kontra) × 2 (Bock) = +96', () => {
    const { a } = sheet([...FIRST_FIVE, [...CLUBS, 'kontra']], [...BOCK, 'set kontra on']);
    expect(a.problems).toEqual([]);
    expect(a.rounds[5].scores.A).toBe(96);
  });
  it('a second trigger in game 6 under `multiply`: games 7–8 ×4, game 9 ×2', () => {
    // Game 6: C loses a Grand mit 1 in the first round: −96 × 2 = −192, and starts the second round (games 7–9).
    const { a } = sheet([...FIRST_FIVE, ['declarer C grand with 1', 'cards 50'], CLUBS, CLUBS, CLUBS, CLUBS], BOCK);
    expect(a.problems).toEqual([]);
    expect(a.rounds[5].scores).toEqual({ C: -192 });
    // 24 × 4 = 96 (games 7, 8); 24 × 2 = 48 (game 9); 24 (game 10).
    expect(entriesOf(a, 7)).toEqual([96, 96, 48, 24]);
  });
  it('… under `append`: games 6–8 ×2 and 9–11 ×2, never ×4', () => {
    const rows = [...FIRST_FIVE, ['declarer C grand with 1', 'cards 50'], CLUBS, CLUBS, CLUBS, CLUBS, CLUBS, CLUBS];
    const { a } = sheet(rows, [...BOCK, 'set bock-overlap append']);
    expect(a.problems).toEqual([]);
    expect(a.rounds[5].scores).toEqual({ C: -192 });
    // Games 7–11 × 2 = 48; game 12: 24.
    expect(entriesOf(a, 7)).toEqual([48, 48, 48, 48, 48, 24]);
  });
  it('`this`: games 5–7 ×2, the trigger included: the lost Grand mit 1 costs 96 × 2 = −192', () => {
    const { a } = sheet([...FIRST_FIVE, CLUBS, CLUBS, CLUBS], [...BOCK, 'set bock-start this']);
    expect(a.problems).toEqual([]);
    expect(a.rounds[4].scores).toEqual({ B: -192 });
    expect(entriesOf(a, 6)).toEqual([48, 48, 24]);
  });
  it('at four the default round is four rows (one deal each); under `rules tournament` Bock is `not-isko`', () => {
    // A deals and sits out game 1, in which B loses a Grand mit 1 (−96); games 2–5 ×2, game 6 plain.
    const clubs = (p: string) => [`declarer ${p} clubs with 1`, 'cards 61'];
    const rows = [['declarer B grand with 1', 'cards 50'], clubs('A'), clubs('A'), clubs('B'), clubs('B'), clubs('A')];
    // Dealers: A, B, C, D, A, B; the declarers A, A, B, B, A never deal their game.
    const { a } = sheet(rows, BOCK, 'A B C D');
    expect(a.problems).toEqual([]);
    expect(a.rounds.slice(1).map((r) => Object.values(r.scores)[0])).toEqual([48, 48, 48, 48, 24]);
    const t = sheet([], ['rules tournament', 'set series off', 'set bock on']).a;
    expect(t.problems.map((p) => p.code)).toEqual(['not-isko']);
  });
  it('`bock-length 1`: only the next game ×2', () => {
    const { a } = sheet([...FIRST_FIVE, CLUBS, CLUBS], [...BOCK, 'set bock-length 1']);
    expect(entriesOf(a, 6)).toEqual([48, 24]);
  });
  it('the triggers: lost-60, lost-kontra, kontra-re, passed, hundred, grand-hand, null-ouvert-hand', () => {
    const next = (first: string[], header: string[]) =>
      sheet([first, CLUBS], [...BOCK, ...header]).a.rounds[1].scores.A;
    // Kreuz mit 1 lost with exactly 60 Augen: −48, and the next game ×2 (24 × 2 = 48).
    expect(next(['declarer B clubs with 1', 'cards 60'], [])).toBe(48);
    // With 59 Augen it is no trigger.
    expect(next(['declarer B clubs with 1', 'cards 59'], [])).toBe(24);
    expect(next(['declarer B clubs with 1', 'cards 50', 'kontra'], ['set kontra on'])).toBe(48);
    expect(next(['declarer B clubs with 1', 'cards 70', 'kontra', 're'], ['set kontra on'])).toBe(24);
    expect(
      next(['declarer B clubs with 1', 'cards 70', 'kontra', 're'], ['set kontra on', 'set bock-triggers kontra-re']),
    ).toBe(48);
    expect(next(['passed'], ['set bock-triggers passed'])).toBe(48);
    expect(next(['declarer B grand with 1 hand', 'cards 70'], ['set bock-triggers grand-hand'])).toBe(48);
    expect(next(['declarer B null ouvert hand', 'tricks 0'], ['set bock-triggers null-ouvert-hand'])).toBe(48);
    // A Null ouvert with the skat is no Null ouvert Hand.
    expect(next(['declarer B null ouvert', 'tricks 0'], ['set bock-triggers null-ouvert-hand'])).toBe(24);
    // `hundred`: A wins Herz mit 4 ((4 + 1) × 10 = 50) twice → 100, a multiple of 100: game 3 ×2.
    const herz = ['declarer A hearts with 4', 'cards 70'];
    const { a } = sheet([herz, herz, CLUBS], [...BOCK, 'set bock-triggers hundred']);
    expect(a.rounds.map((r) => r.scores.A)).toEqual([50, 50, 48]);
  });
  it('one game meeting several triggers starts one round (a lost Grand with 60 Augen)', () => {
    const { a } = sheet([['declarer B grand with 1', 'cards 60'], CLUBS, CLUBS, CLUBS, CLUBS], BOCK);
    // One round of 3: games 2–4 × 2, game 5 plain (two rounds would give ×4).
    expect(entriesOf(a, 2)).toEqual([48, 48, 48, 24]);
  });
  it('a written entry is checked with the Bock: +48 agrees, +24 is a score-mismatch whose fix writes +48', () => {
    const ok = sheet([...FIRST_FIVE, [...CLUBS, 'score A +48']], BOCK).a;
    expect(ok.problems).toEqual([]);
    const { a, text } = sheet([...FIRST_FIVE, [...CLUBS, 'score A +24']], BOCK);
    const [p] = withCode(a, 'score-mismatch');
    expect(covered(text, p)).toBe('+24');
    expect(p.fix?.edits[0].newText).toBe('+48');
    expect(p.message).toContain('bock × 2');
  });
  it('a `bock` line: house-off without the switch; with it, a row the triggers do not double is a warning', () => {
    const off = sheet([[...CLUBS, 'bock']]);
    expect(off.a.problems.map((p) => p.code)).toEqual(['house-off']);
    expect(off.a.rounds[0].scores.A).toBe(24);
    const on = sheet([[...CLUBS, 'bock']], BOCK);
    expect(on.a.problems.map((p) => [p.code, p.severity])).toEqual([['bock-mismatch', 'warning']]);
    // The line counts: 24 × 2; `bock 2`: 24 × 4.
    expect(on.a.rounds[0].scores.A).toBe(48);
    expect(sheet([[...CLUBS, 'bock 2']], BOCK).a.rounds[0].scores.A).toBe(96);
  });
  it('Bock doubles a Ramsch loss, not a Durchmarsch +120', () => {
    const header = [...BOCK, 'set all-pass ramsch'];
    // Game 2 ×2: A 52 + the skat 10 = 62 → −124.
    const { a } = sheet(
      [
        ['declarer B grand with 1', 'cards 50'],
        ['ramsch', 'cards A 52 B 40 C 18'],
      ],
      header,
    );
    expect(a.rounds[1].scores).toEqual({ A: -124 });
    const d = sheet(
      [
        ['declarer B grand with 1', 'cards 50'],
        ['ramsch', 'cards A 120 B 0 C 0'],
      ],
      header,
    ).a;
    expect(d.rounds[1].scores).toEqual({ A: 120 });
  });
  it('`ramsch-after-bock on`: one Ramsch per player follows the Bock round; a game in its place is a warning', () => {
    const header = [...BOCK, 'set bock-length 1', 'set ramsch-after-bock on'];
    const ramsch = ['ramsch', 'cards A 52 B 40 C 18']; // A 62 → −62
    // Game 1 triggers; game 2 is the Bock round; games 3–5 are owed Ramsch rows; game 6 is not.
    const rows = [['declarer B grand with 1', 'cards 50'], CLUBS, ramsch, CLUBS, ramsch, ramsch];
    const { a } = sheet(rows, header);
    expect(a.problems.map((p) => [p.code, p.range.start.line])).toEqual([
      // On game 4's `round` line, and on game 6's `ramsch` line.
      ['skat-ramsch-after-bock', a.rounds[3].line],
      ['house-off', a.rounds[5].line + 1],
    ]);
    expect(a.rounds[2].scores).toEqual({ A: -62 });
  });
});

describe('money at a quarter cent (S37)', () => {
  // Totals +218, −81, +60, −38 at four; the dealer sits out, so the declarer of row i is never its dealer.
  const rows = [
    ['score B +27'], // A deals
    ['score A +198'], // B deals
    ['score A +20'], // C deals
    ['score B -108'], // D deals
    ['score C +60'], // A deals
    ['score D +22'], // B deals
    ['score D -60'], // C deals
  ];
  it('per player first: 54.5 → 55, −20.25 → −20, 15, −9.5 → −10; n × a − Σa → +1.80, −1.20, +0.20, −0.80', () => {
    const { a } = sheet(rows, ['stake 0.0025 EUR'], 'A B C D');
    expect(a.problems).toEqual([]);
    expect(a.totals).toEqual({ A: 218, B: -81, C: 60, D: -38 });
    // Σa = 55 − 20 + 15 − 10 = 40: A 220 − 40 = 180, B −80 − 40 = −120, C 60 − 40 = 20, D −40 − 40 = −80.
    expect(a.settlement.money).toEqual({ A: 180, B: -120, C: 20, D: -80 });
    expect(a.settlement.stakeCents).toBe(0.25);
    // B → A 1.20, D → A 0.60, D → C 0.20.
    expect(new Set(a.settlement.transfers.map((t) => `${t.from}>${t.to}:${t.cents}`))).toEqual(
      new Set(['B>A:120', 'D>A:60', 'D>C:20']),
    );
  });
  it('other games still count a stake in whole cents: 0.0025 is a bad-stake there', () => {
    const dk = analyzeScore('game doppelkopf\nplayers A B C D\nstake 0.0025\n');
    expect(dk.problems.map((p) => p.code)).toEqual(['bad-stake']);
    expect(sheet([], ['stake 0.00251']).a.problems.map((p) => p.code)).toEqual(['bad-stake']);
  });
});

describe('lost-game fees (S39)', () => {
  it('0.50 0.50 0.50 1.00: five lost games pay 3 × 0.50 + 2 × 1.00 = 3.50; two pay 1.00', () => {
    const lostA = ['declarer A clubs with 1', 'cards 50'];
    const lostB = ['declarer B clubs with 1', 'cards 50'];
    const { a } = sheet(
      [lostA, lostB, lostA, lostA, lostB, lostA, lostA],
      ['rules tournament', 'set series off', 'set lost-game-fees 0.50 0.50 0.50 1.00'],
    );
    expect(a.problems).toEqual([]);
    expect(a.settlement.skat?.fees).toEqual({ A: 350, B: 100, C: 0 });
    // No stake: no money between the players (the fees go into the pot).
    expect(a.settlement.money).toBeUndefined();
    // The view's statistics get them per player, in the order of the names.
    expect(toSettlementModel(a, 'list.score').fees).toEqual([350, 100, 0]);
  });
  it('a fee that is no amount is unknown-setting-value; without the switch there are no fees', () => {
    expect(sheet([], ['set lost-game-fees 0.50 lots']).a.problems.map((p) => p.code)).toEqual([
      'unknown-setting-value',
    ]);
    expect(sheet([['declarer A clubs with 1', 'cards 50']]).a.settlement.skat?.fees).toBeUndefined();
  });
});

describe('Bierlachs (S40)', () => {
  const BIER = ['set scoring bierlachs', 'target 501'];
  it('A wins a 40: B −40, C −40; A loses a 40: A −80', () => {
    // Herz mit 3: (3 + 1) × 10 = 40.
    const won = sheet([['declarer A hearts with 3', 'cards 70', 'score B -40 C -40']], BIER).a;
    expect(won.problems).toEqual([]);
    expect(won.rounds[0].scores).toEqual({ B: -40, C: -40 });
    const lost = sheet([['declarer A hearts with 3', 'cards 50']], BIER).a;
    expect(lost.rounds[0].scores).toEqual({ A: -80 });
  });
  it('the declarer’s column of a won game is a skat-score-column; at four the sitting dealer pays nothing', () => {
    const { a } = sheet([['declarer A hearts with 3', 'cards 70', 'score A +40']], BIER);
    expect(a.problems.map((p) => p.code)).toEqual(['skat-score-column']);
    // A deals and sits out; B wins: C and D −40.
    const four = sheet([['declarer B hearts with 3', 'cards 70']], BIER, 'A B C D').a;
    expect(four.rounds[0].scores).toEqual({ C: -40, D: -40 });
  });
  it('the first to reach the target below zero loses that Bierlachs game; the next row starts from 0', () => {
    // target 100: B loses a Grand mit 1 (−96), then a Karo mit 1 ((1 + 1) × 9 = 18 → −36): −132 ≤ −100.
    const rows = [
      ['declarer B grand with 1', 'cards 50'],
      ['declarer B diamonds with 1', 'cards 50'],
      ['declarer A hearts with 3', 'cards 70'], // B −40, C −40 in the new game
    ];
    const { a } = sheet(rows, ['set scoring bierlachs', 'target 100']);
    expect(a.problems.map((p) => [p.code, p.severity])).toEqual([['skat-bierlachs', 'info']]);
    expect(a.totals).toEqual({ A: 0, B: -40, C: -40 });
    expect(a.settlement.skat?.bierlachs).toEqual({ A: 0, B: 1, C: 0 });
    expect(toSettlementModel(a, 'list.score').bierlachs).toEqual([0, 1, 0]);
    // With a stake every minus point of the sheet is paid by differences: A 0, B −132 − 40 = −172, C −40; Σ = −212:
    // A 3 × 0 + 212 = 212, B −516 + 212 = −304, C −120 + 212 = 92 cents.
    const paid = sheet(rows, ['set scoring bierlachs', 'target 100', 'stake 0.01']).a.settlement.money;
    expect(paid).toEqual({ A: 212, B: -304, C: 92 });
  });
});

describe('ramsch-in-seeger', () => {
  const header = ['rules tournament', 'set series off', 'set all-pass ramsch'];
  it('`off`: a Ramsch row carries no ±50/40: A −62 stays −62', () => {
    const sf = sheet([['ramsch', 'cards A 52 B 40 C 18']], header).a.settlement.skat?.seeger;
    expect([sf?.A.wertung, sf?.B.wertung, sf?.C.wertung]).toEqual([-62, 0, 0]);
  });
  it('`game`: the loser has lost a game (−62 − 50 = −112, the others +40); a Durchmarsch is a won game', () => {
    const game = [...header, 'set ramsch-in-seeger game'];
    const sf = sheet([['ramsch', 'cards A 52 B 40 C 18']], game).a.settlement.skat;
    expect([sf?.seeger?.A.wertung, sf?.seeger?.B.wertung, sf?.seeger?.C.wertung]).toEqual([-112, 40, 40]);
    expect(sf?.wonLost.A).toEqual({ won: 0, lost: 1 });
    // Durchmarsch: +120 + 50 = 170.
    const d = sheet([['ramsch', 'cards A 120 B 0 C 0']], game).a.settlement.skat?.seeger;
    expect(d?.A.wertung).toBe(170);
  });
});
