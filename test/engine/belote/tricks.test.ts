// Belote/Coinche rounds written trick by trick: whole deals scored end to end, stated facts checked against the tricks,
// trick examples.
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';

const HEAD = 'game belote\nplayers Nord Ost Süd West\n';
const COINCHE = 'game coinche\nplayers Nord Ost Süd West\nteams NS EW\n';

/**
 * Deal B, hearts trump, worked out by hand (play order N → O → S → W, the winner leads):
 *   1  Süd ♥J  West ♥7  Nord ♥10 Ost ♥Q  → Süd  20+0+10+3 = 33   (Ost: "belote")
 *   2  Süd ♥9  West ♥8  Nord ♥A  Ost ♥K  → Süd  14+0+11+4 = 29   (Ost: "rebelote")
 *   3  Süd ♠10 West ♠7  Nord ♠Q  Ost ♠A  → Ost  10+0+3+11 = 24
 *   4  Ost ♣A  Süd ♣J   West ♣7  Nord ♣Q → Ost  11+2+0+3  = 16
 *   5  Ost ♣9  Süd ♣10  West ♣8  Nord ♣K → Süd  0+10+0+4  = 14
 *   6  Süd ♦10 West ♦7  Nord ♦A  Ost ♦9  → Nord 10+0+11+0 = 21
 *   7  Nord ♦Q Ost ♦J   Süd ♦K   West ♦8 → Süd  3+2+4+0   = 9
 *   8  Süd ♠J  West ♠8  Nord ♠K  Ost ♠9  → Nord 2+0+4+0   = 6
 * Nord-Süd 33+29+14+21+9+6 = 112, Ost-West 24+16 = 40 (152); last trick Nord-Süd; belote Ost-West.
 */
const DEAL_B = [
  '  trick Süd ♥J, West ♥7, Nord ♥10, Ost ♥Q',
  '  trick Süd ♥9, West ♥8, Nord ♥A, Ost ♥K',
  '  trick Süd ♠10, West ♠7, Nord ♠Q, Ost ♠A',
  '  trick Ost ♣A, Süd ♣J, West ♣7, Nord ♣Q',
  '  trick Ost ♣9, Süd ♣10, West ♣8, Nord ♣K',
  '  trick Süd ♦10, West ♦7, Nord ♦A, Ost ♦9',
  '  trick Nord ♦Q, Ost ♦J, Süd ♦K, West ♦8',
  '  trick Süd ♠J, West ♠8, Nord ♠K, Ost ♠9',
].join('\n');

/**
 * Deal A, hearts trump: Süd holds ♥J ♥9 and every plain ace and ten, and takes all 8 tricks alone; Ost plays ♥Q and ♥K.
 */
const DEAL_A = [
  '  trick Süd ♥J, West ♥7, Nord ♥10, Ost ♥Q', // 33
  '  trick Süd ♥9, West ♥8, Nord ♥A, Ost ♥K', // 29
  '  trick Süd ♠A, West ♠7, Nord ♠Q, Ost ♠9', // 14
  '  trick Süd ♠10, West ♠8, Nord ♠K, Ost ♠J', // 16
  '  trick Süd ♦A, West ♦7, Nord ♦Q, Ost ♦9', // 14
  '  trick Süd ♦10, West ♦8, Nord ♦K, Ost ♦J', // 16
  '  trick Süd ♣A, West ♣7, Nord ♣Q, Ost ♣9', // 14
  '  trick Süd ♣10, West ♣8, Nord ♣K, Ost ♣J', // 16 → 152, all Süd
].join('\n');

function run(text: string) {
  const a = analyzeScore(text);
  const lines = text.split('\n');
  const errors = a.problems.filter((p) => p.severity === 'error');
  const at = (p: (typeof a.problems)[number]) =>
    lines[p.range.start.line].slice(p.range.start.character, p.range.end.character);
  return { a, errors, codes: a.problems.map((p) => p.code), at };
}

describe('a whole classic deal, end to end', () => {
  it('scores from the tricks alone: NS 112 + 10 = 122, EW 40 + 20 belote = 60, taker ahead → made', () => {
    const { a, errors } = run(
      `${HEAD}round\n  taker Süd\n  trump hearts\n${DEAL_B}\n  score Nord-Süd 122, Ost-West 60\n`,
    );
    expect(errors).toEqual([]);
    expect(a.rounds[0].outcome).toBe('made');
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 122, 'Ost-West': 60 });
    expect(a.totals).toEqual({ 'Nord-Süd': 122, 'Ost-West': 60 });
    expect(a.rounds[0].belote?.raw).toEqual({ taker: 122, defence: 60 });
  });
  it('the same deal with every summary line written agrees and gives the same score', () => {
    const { a, errors } = run(
      `${HEAD}round\n  taker Süd\n  trump hearts\n  cards Nord-Süd 112, Ost-West 40\n  last Nord\n  belote ` +
        `Ost\n${DEAL_B}\n`,
    );
    expect(errors).toEqual([]);
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 122, 'Ost-West': 60 });
  });
  it('carries each trick (winner, value, explanation, line) on the round result', () => {
    const { a } = run(`${HEAD}round\n  taker Süd\n  trump hearts\n${DEAL_B}\n`);
    const tricks = a.rounds[0].tricks!;
    expect(tricks.map((t) => [t.winner, t.value])).toEqual([
      ['Süd', 33],
      ['Süd', 29],
      ['Ost', 24],
      ['Ost', 16],
      ['Süd', 14],
      ['Nord', 21],
      ['Süd', 9],
      ['Nord', 6],
    ]);
    expect(tricks[0]).toEqual({
      number: 1,
      line: 5,
      winner: 'Süd',
      value: 33,
      explain: 'Süd wins with ♥J: 20 + 0 + 10 + 3 = 33',
      explainMsg: { id: 'trick.wins', args: { winner: 'Süd', card: '♥J', parts: [20, 0, 10, 3], value: 33 } },
    });
  });
  it(
    'a failed taker: Ost takes with the same cards → EW 40 ' + '+ 20 = 60 < NS 122; NS scores 162, EW its belote 20',
    () => {
      const { a, errors } = run(`${HEAD}round\n  taker Ost\n  trump hearts\n${DEAL_B}\n`);
      expect(errors).toEqual([]);
      expect(a.rounds[0].outcome).toBe('failed');
      expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 162, 'Ost-West': 20 });
    },
  );
  it('a capot taken from the tricks: NS 252, EW keeps its belote 20', () => {
    const { a, errors } = run(`${HEAD}round\n  taker Süd\n  trump hearts\n${DEAL_A}\n`);
    expect(errors).toEqual([]);
    expect(a.rounds[0].outcome).toBe('capot');
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 252, 'Ost-West': 20 });
  });
});

describe('a whole coinche deal, end to end', () => {
  it('110 hearts coinched and made: (160 + 110) × 2 = 540; EW keeps only its belote 20', () => {
    const { a, errors } = run(`${COINCHE}round\n  contract Süd 110 hearts coinche\n${DEAL_B}\n  score NS 540 EW 20\n`);
    expect(errors).toEqual([]);
    expect(a.rounds[0].outcome).toBe('made');
    expect(a.rounds[0].scores).toEqual({ NS: 540, EW: 20 });
  });
  it('130 hearts fails on the same cards (122 < 130): EW (160 + 130) + 20 belote = 310, NS 0', () => {
    const { a, errors } = run(`${COINCHE}round\n  contract Süd 130 hearts\n${DEAL_B}\n`);
    expect(errors).toEqual([]);
    expect(a.rounds[0].outcome).toBe('failed');
    expect(a.rounds[0].scores).toEqual({ NS: 0, EW: 310 });
  });
  it('a générale read from the tricks: Süd took all 8 alone → 252 + 500 = 752, EW belote 20', () => {
    const { a, errors } = run(`${COINCHE}round\n  contract Süd generale hearts\n${DEAL_A}\n`);
    expect(errors).toEqual([]);
    expect(a.rounds[0].scores).toEqual({ NS: 752, EW: 20 });
  });
  it('a générale bid by Nord fails when Süd took every trick: EW 160 + 500 + its belote 20 = 680', () => {
    const { a, errors } = run(`${COINCHE}round\n  contract Nord generale hearts\n${DEAL_A}\n`);
    expect(errors).toEqual([]);
    expect(a.rounds[0].outcome).toBe('failed');
    expect(a.rounds[0].scores).toEqual({ NS: 0, EW: 680 });
  });
});

describe('derived-mismatch: stated facts that the tricks contradict', () => {
  const round = (lines: string) => `${HEAD}round\n  taker Süd\n  trump hearts\n${lines}\n${DEAL_B}\n`;
  it('cards: on the wrong number, with both numbers in the message; the round is scored from the tricks', () => {
    const { a, errors, at } = run(round('  cards Nord-Süd 90, Ost-West 62'));
    expect(errors.map((p) => [p.code, at(p), p.message])).toEqual([
      ['derived-mismatch', '90', 'stated cards Nord-Süd 90, the tricks give 112'],
      ['derived-mismatch', '62', 'stated cards Ost-West 62, the tricks give 40'],
    ]);
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 122, 'Ost-West': 60 });
  });
  it('cards given by a player name are checked for the player’s team', () => {
    const { errors, at } = run(round('  cards Süd 100'));
    expect(errors.map((p) => [at(p), p.message])).toEqual([['100', 'stated cards Nord-Süd 100, the tricks give 112']]);
  });
  it('last', () => {
    const { errors, at } = run(round('  last West'));
    expect(errors.map((p) => [p.code, at(p), p.message])).toEqual([
      ['derived-mismatch', 'West', 'stated last Ost-West, the tricks give Nord-Süd (Nord wins trick 8)'],
    ]);
  });
  it('belote on the wrong team', () => {
    const { errors, at } = run(round('  belote Süd'));
    expect(errors.map((p) => [p.code, at(p), p.message])).toEqual([
      ['derived-mismatch', 'Süd', 'stated belote Nord-Süd, the tricks give Ost-West (Ost played ♥K and ♥Q)'],
    ]);
  });
  it('belote where nobody played both the king and the queen of trump; the round scores without it', () => {
    // Deal B with Nord's ♥A and Ost's ♥K swapped: trick 2 is still Süd's (♥9 beats ♥A), worth the same 29; ♥K Nord, ♥Q
    // Ost.
    const swapped = DEAL_B.replace('Nord ♥A, Ost ♥K', 'Nord ♥K, Ost ♥A');
    const { a, errors, at } = run(`${HEAD}round\n  taker Süd\n  trump hearts\n  belote Ost\n${swapped}\n`);
    expect(errors.map((p) => [p.code, at(p), p.message])).toEqual([
      [
        'derived-mismatch',
        'Ost',
        'stated belote Ost-West, the tricks give none (no player played both the king and the queen of trump)',
      ],
    ]);
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 122, 'Ost-West': 40 });
  });
  it('a belote the tricks show but the lines leave out, when another belote line is written', () => {
    const { errors, at } = run(`${HEAD}round\n  taker Süd\n  trump all-trump\n  belote Ost\n${DEAL_B}\n`);
    // At all-trump Ost has ♥K+♥Q; Nord has ♠K+♠Q and ♣K+♣Q: three belotes, one written.
    const mism = errors.filter((p) => p.code === 'derived-mismatch');
    expect(mism.map((p) => at(p))).toEqual(['Ost']);
    expect(mism[0].message).toBe(
      'stated belote Ost-West, the tricks give Nord-Süd (Nord played ♣K and ♣Q), Nord-Süd (Nord played ♠K and ' +
        '♠Q), Ost-West (Ost played ♥K and ♥Q)',
    );
  });
  it('capot', () => {
    const { errors, at } = run(round('  capot Nord-Süd'));
    expect(errors.map((p) => [p.code, at(p), p.message])).toEqual([
      ['derived-mismatch', 'Nord-Süd', 'stated capot Nord-Süd, the tricks give Nord-Süd 6 tricks, Ost-West 2'],
    ]);
  });
  it('générale', () => {
    const { errors, at } = run(`${COINCHE}round\n  contract Süd generale hearts\n  generale Nord\n${DEAL_A}\n`);
    expect(errors.map((p) => [p.code, at(p), p.message])).toEqual([
      ['derived-mismatch', 'Nord', 'stated generale Nord, the tricks give Süd took all 8'],
    ]);
  });
  it('a stated score is checked against the score from the tricks', () => {
    const { errors, at } = run(round('  score Nord-Süd 100, Ost-West 82'));
    expect(errors.map((p) => [p.code, at(p)])).toEqual([
      ['score-mismatch', '100'],
      ['score-mismatch', '82'],
    ]);
  });
});

describe('trick examples (fewer than 8 tricks)', () => {
  const EXAMPLE =
    `${HEAD}round\n  taker Süd\n  trump hearts\n  hand Ost ♥J ♦K\n  trick Süd ♠A, West ♠10, Nord ` +
    `♠7, Ost ♥J => Ost 41\n`;
  it('a single checked trick: no missing-cards or missing-last, not scored, not counted, one hint', () => {
    const { a, errors, codes } = run(EXAMPLE);
    expect(errors).toEqual([]);
    expect(codes).toEqual(['trick-example']);
    expect(a.problems[0].severity).toBe('hint');
    expect(a.rounds[0].outcome).toBe('unscored');
    expect(a.rounds[0].scores).toEqual({});
    expect(a.totals).toEqual({ 'Nord-Süd': 0, 'Ost-West': 0 });
    expect(a.rounds[0].tricks).toEqual([
      {
        number: 1,
        line: 6,
        winner: 'Ost',
        value: 41,
        explain: 'Ost wins with ♥J: 11 + 10 + 0 + 20 = 41',
        explainMsg: { id: 'trick.wins', args: { winner: 'Ost', card: '♥J', parts: [11, 10, 0, 20], value: 41 } },
      },
    ]);
  });
  it('an illegal card in an example is still an error, and so are the assertions it breaks', () => {
    // Ost discards ♦K instead of trumping: Süd's ♠A holds the trick, worth 11 + 10 + 0 + 4 = 25, not Ost's 41.
    const { codes, errors } = run(EXAMPLE.replace('Ost ♥J =>', 'Ost ♦K =>'));
    expect(errors.map((p) => p.code)).toEqual(['illegal-card', 'trick-winner', 'trick-value']);
    expect(codes).not.toContain('missing-cards');
    expect(codes).not.toContain('missing-last');
  });
  it('does not disturb the totals: a written total after it is checked, not re-anchored', () => {
    const text =
      `${HEAD}round\n  taker Süd\n  trump hearts\n  cards Nord-Süd 90\n  last Süd\nround\n  taker ` +
      `Süd\n  trump hearts\n  trick Süd ♠A, West ♠10, Nord ♠7, Ost ♥J\nround\n  taker Süd\n  trump hearts\n  ` +
      `cards Nord-Süd 90\n  last Süd\n  total Nord-Süd 200, Ost-West 124\n`;
    // Rounds 1 and 3: NS 90 + 10 = 100, EW 62 each; the example in between counts nothing.
    const { a, errors } = run(text);
    expect(errors).toEqual([]);
    expect(a.totals).toEqual({ 'Nord-Süd': 200, 'Ost-West': 124 });
  });
  it('with the summary lines written, a round with a few tricks is scored from those lines', () => {
    const { a, errors } = run(EXAMPLE + '  cards Nord-Süd 90\n  last Süd\n');
    expect(errors).toEqual([]);
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 100, 'Ost-West': 62 });
  });
  it('without a trump the tricks cannot be won: a warning says so instead of missing-cards', () => {
    const { codes, a } = run(`${HEAD}round\n  taker Süd\n  trick Süd ♠A, West ♠10, Nord ♠7, Ost ♥J\n`);
    expect(codes).toEqual(['missing-trump']);
    expect(a.problems[0].severity).toBe('warning');
  });
  it('coinche: a trick example under a contract', () => {
    const { codes, a } = run(
      `${COINCHE}round\n  contract Süd 90 hearts\n  trick Süd ♠A, West ♠10, Nord ♠7, Ost ♥J => Ost 41\n`,
    );
    expect(codes).toEqual(['trick-example']);
    expect(a.rounds[0].outcome).toBe('unscored');
  });
  it('eight tricks that are not a valid deal: their own errors, nothing derived, no missing-facts errors', () => {
    const broken = DEAL_B.replace('Ost ♠9', 'Ost ♠A');
    const { codes, a } = run(`${HEAD}round\n  taker Süd\n  trump hearts\n${broken}\n`);
    expect(codes).toContain('duplicate-card');
    expect(codes).toContain('missing-card');
    expect(codes).toContain('deal-unscored');
    expect(codes).not.toContain('missing-cards');
    expect(a.rounds[0].outcome).toBe('unscored');
  });
});
