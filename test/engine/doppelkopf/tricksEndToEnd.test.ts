// Doppelkopf rounds written trick by trick, through the real parser: solos, marriages, silent marriage, schwarz,
// mismatches, trick examples.
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';

const N = ['Anna', 'Ben', 'Clara', 'Dora'];
const H = (set = '') => `game doppelkopf\nplayers Anna Ben Clara Dora\n${set}round\n`;

function run(text: string) {
  const a = analyzeScore(text);
  const lines = text.split('\n');
  const at = (p: (typeof a.problems)[number]) =>
    lines[p.range.start.line].slice(p.range.start.character, p.range.end.character);
  const row = (i = 0) => N.map((n) => a.rounds[i].scores[n]);
  return { a, row, at, errors: a.problems.filter((p) => p.severity === 'error'), codes: a.problems.map((p) => p.code) };
}

/**
 * The deal of test/engine/tricks/doppelkopfDeal.test.ts with Clara's ♣Q and Anna's ♦Q swapped, so Anna holds both ♣Q.
 * Trick 10 is now Anna's (♣Q beats ♠Q, ♥Q, ♦Q: 3 + 3 + 3 + 3 = 12), so Anna leads trick 11 (same cards, Dora's ♠J
 * still wins: 2 + 2 + 0 + 2 = 6). Anna wins tricks 1–5, 7, 8, 10: 42 + 8 + 25 + 25 + 26 + 33 + 27 + 12 = 198;
 * the others 8 (Dora) + 18 (Ben) + 6 + 10 (Dora) = 42. Tricks 1–3 are all Anna's: a marriage finds no partner.
 */
const BOTH_QUEENS = `
  trick Anna ♣A, Ben ♣10, Clara ♣A, Dora ♣10
  trick Anna ♣K, Ben ♣9, Clara ♣K, Dora ♣9
  trick Anna ♠A, Ben ♠K, Clara ♠9, Dora ♠10
  trick Anna ♠A, Ben ♠10, Clara ♠K, Dora ♠9
  trick Anna ♥A, Ben ♥K, Clara ♥9, Dora ♥A
  trick Anna ♥K, Ben ♥9, Clara ♦9, Dora ♦K
  trick Dora ♦A, Anna ♥10, Ben ♦10, Clara ♦J
  trick Anna ♣Q, Ben ♦10, Clara ♦A, Dora ♠Q
  trick Anna ♥Q, Ben ♥10, Clara ♠J, Dora ♦Q
  trick Ben ♠Q, Clara ♦Q, Dora ♥Q, Anna ♣Q => Anna 12
  trick Anna ♥J, Ben ♦J, Clara ♦9, Dora ♠J => Dora 6
  trick Dora ♣J, Anna ♣J, Ben ♥J, Clara ♦K => Dora 10
`;

describe('marriage and silent marriage from a whole deal', () => {
  // Anna alone 198 : 42 → won 1 + unter 90 1 + unter 60 1 = 3, no special points in a solo; soloist ×3.
  it(
    'a bare "marriage Anna": no partner in tricks 1–3, so ' + 'Anna plays alone: +9, −3 each; no "who is the partner?"',
    () => {
      const { a, row, errors } = run(H() + '  marriage Anna\n' + BOTH_QUEENS);
      expect(errors).toEqual([]);
      expect(row()).toEqual([9, -3, -3, -3]);
      expect(a.rounds[0].doppelkopf).toMatchObject({
        gameType: 'marriage-alone',
        re: ['Anna'],
        cards: { re: 198, kontra: 42 },
      });
    },
  );
  it('"marriage Anna alone" agrees with the tricks', () => {
    const { row, errors } = run(H() + '  marriage Anna alone\n' + BOTH_QUEENS);
    expect(errors).toEqual([]);
    expect(row()).toEqual([9, -3, -3, -3]);
  });
  it('"marriage Anna with Ben" contradicts the tricks → derived-mismatch on the line; scored as Anna alone', () => {
    const { row, errors, at } = run(H() + '  marriage Anna with Ben\n' + BOTH_QUEENS);
    expect(errors.map((p) => [p.code, at(p), p.message])).toEqual([
      [
        'derived-mismatch',
        'marriage Anna with Ben',
        'stated marriage Anna with Ben, the tricks give no partner: Anna won every trick that could decide it, so ' +
          'Anna plays alone',
      ],
    ]);
    expect(row()).toEqual([9, -3, -3, -3]);
  });
  it('no declaration: Anna played both ♣Q, a silent marriage scored as her solo', () => {
    const { a, row, errors } = run(H() + BOTH_QUEENS);
    expect(errors).toEqual([]);
    expect(row()).toEqual([9, -3, -3, -3]);
    expect(a.rounds[0].doppelkopf?.gameType).toBe('silent-marriage');
  });
  it('"re Anna Clara" contradicts it → derived-mismatch naming the silent marriage', () => {
    const { errors, at } = run(H() + '  re Anna Clara\n' + BOTH_QUEENS);
    expect(errors.map((p) => [at(p), p.message])).toEqual([
      ['re Anna Clara', 'stated re Anna Clara, the tricks give a silent marriage: Anna played both ♣Q'],
    ]);
  });
});

/**
 * Ben holds both ♣Q (the deal above with Anna's ♣Q ↔ Ben's ♦10 in trick 8 and Clara's ♣Q ↔ Ben's ♠Q in trick 10), so
 * Ben wins tricks 8 (27), 9 (18, ♥10) and 10 (12) and leads 9–11. Anna wins 1–5 and 7: 42 + 8 + 25 + 25 + 26 + 33 =
 * 159;
 * Dora 8 + 6 + 10 = 24; Clara nothing. Anna wins trick 1, the Klärungsstich: Re = Ben + Anna 216, Kontra 24.
 */
const BEN_MARRIES = BOTH_QUEENS.replace(
  'trick Anna ♣Q, Ben ♦10, Clara ♦A, Dora ♠Q',
  'trick Anna ♦10, Ben ♣Q, Clara ♦A, Dora ♠Q',
)
  .replace('trick Anna ♥Q, Ben ♥10, Clara ♠J, Dora ♦Q', 'trick Ben ♥10, Clara ♠J, Dora ♦Q, Anna ♥Q')
  .replace('trick Ben ♠Q, Clara ♦Q, Dora ♥Q, Anna ♣Q => Anna 12', 'trick Ben ♣Q, Clara ♠Q, Dora ♥Q, Anna ♦Q => Ben 12')
  .replace('trick Anna ♥J, Ben ♦J, Clara ♦9, Dora ♠J', 'trick Ben ♦J, Clara ♦9, Dora ♠J, Anna ♥J');

describe('a marriage with a partner, whole deal', () => {
  // Re 216 : 24 → won 1 + u90 + u60 + u30 = 4; foxes: Dora's ♦A (trick 7, Anna) and Clara's ♦A (trick 8, Ben) = 2,
  // Doppelkopf trick 1 = 1, Karlchen for Kontra (Dora's ♣J wins trick 12) = −1 → V = 6.
  it('"marriage Ben": partner Anna (trick 1): Anna +6, Ben +6, Clara −6, Dora −6', () => {
    const { a, row, errors } = run(H() + '  marriage Ben\n' + BEN_MARRIES);
    expect(errors).toEqual([]);
    expect(row()).toEqual([6, 6, -6, -6]);
    expect(a.rounds[0].doppelkopf).toMatchObject({
      gameType: 'marriage',
      re: ['Ben', 'Anna'],
      cards: { re: 216, kontra: 24 },
    });
  });
  it('"marriage Ben with Clara" → derived-mismatch naming the Klärungsstich', () => {
    const { errors, at } = run(H() + '  marriage Ben with Clara\n' + BEN_MARRIES);
    expect(errors.map((p) => [at(p), p.message])).toEqual([
      [
        'marriage Ben with Clara',
        'stated marriage Ben with Clara, the tricks give Ben with Anna (Anna wins trick 1, the Klärungsstich)',
      ],
    ]);
  });
  it(
    'set marriage-partner first-trump-trick: tricks 1–3 are led with plain suits, so Ben plays alone and loses ' +
      '57 : 183',
    () => {
      // Kontra wins; Ben under 90 and under 60: 1 + 1 + 1 = 3 → Ben −9, the others +3.
      const { row, errors } = run(H('set marriage-partner first-trump-trick\n') + '  marriage Ben\n' + BEN_MARRIES);
      expect(errors).toEqual([]);
      expect(row()).toEqual([3, -9, 3, 3]);
    },
  );
});

/** Queens solo: Anna holds all eight queens and ♣A ♣A ♠A ♠A; nobody else has a trump, so she takes all 12 tricks. */
const QUEENS = (() => {
  const anna = ['♣Q', '♣Q', '♠Q', '♠Q', '♥Q', '♥Q', '♦Q', '♦Q', '♣A', '♣A', '♠A', '♠A'];
  const ben = ['♥A', '♥A', '♥10', '♥10', '♣9', '♣9', '♣J', '♣J', '♣10', '♣10', '♣K', '♣K'];
  const clara = ['♥K', '♥K', '♥J', '♥J', '♠9', '♠9', '♠J', '♠J', '♠K', '♠K', '♠10', '♠10'];
  const dora = ['♥9', '♥9', '♦9', '♦9', '♦J', '♦J', '♦K', '♦K', '♦10', '♦10', '♦A', '♦A'];
  return anna.map((c, i) => `  trick Anna ${c}, Ben ${ben[i]}, Clara ${clara[i]}, Dora ${dora[i]}\n`).join('');
})();

describe('schwarz from a whole deal', () => {
  // 240 : 0 and Kontra took no trick: won 1 + unter 90/60/30 3 + schwarz 1 = 5; Re announced: + 2 = 7; ×3 for the
  // soloist.
  it('queens solo, Kontra schwarz: +15, −5 each; with "announce re" +21, −7 each', () => {
    expect(run(H() + '  solo Anna queens\n' + QUEENS).row()).toEqual([15, -5, -5, -5]);
    const { row, errors } = run(
      H() + '  solo Anna queens\n  announce re\n' + QUEENS + '  score Anna +21 Ben -7 Clara -7 Dora -7\n',
    );
    expect(errors).toEqual([]);
    expect(row()).toEqual([21, -7, -7, -7]);
  });
  it('stated tricks that give Kontra a trick → derived-mismatch on the number; the schwarz still counts', () => {
    const { row, errors, at } = run(H() + '  solo Anna queens\n  tricks re 11 kontra 1\n' + QUEENS);
    expect(errors.map((p) => [p.code, at(p), p.message])).toEqual([
      ['derived-mismatch', '11', 'stated tricks Re 11, the tricks give 12'],
      ['derived-mismatch', '1', 'stated tricks Kontra 1, the tricks give 0'],
    ]);
    expect(row()).toEqual([15, -5, -5, -5]);
  });
});

// The deal of test/engine/tricks/doppelkopfDeal.test.ts (Re Anna+Clara 198 : 42, fox and Doppelkopf for Re, Karlchen
// for Kontra).
const DEAL = BOTH_QUEENS.replace(
  'Clara ♦Q, Dora ♥Q, Anna ♣Q => Anna 12',
  'Clara ♣Q, Dora ♥Q, Anna ♦Q => Clara 12',
).replace('trick Anna ♥J, Ben ♦J, Clara ♦9, Dora ♠J => Dora 6', 'trick Clara ♦9, Dora ♠J, Anna ♥J, Ben ♦J => Dora 6');

describe('stated facts against a whole normal game', () => {
  it('the deal as a check: Re 198 : 42 → won 1 + u90 + u60 + fox 1 + Doppelkopf 1 − Karlchen 1 = 4', () => {
    const { row, errors } = run(H() + DEAL + '  total Anna 4 Ben -4 Clara 4 Dora -4\n');
    expect(errors).toEqual([]);
    expect(row()).toEqual([4, -4, 4, -4]);
  });
  it('re: the ♣Q holders are Anna and Clara', () => {
    const { errors, at } = run(H() + '  re Anna Ben\n' + DEAL);
    expect(errors.map((p) => [p.code, at(p), p.message])).toEqual([
      ['derived-mismatch', 're Anna Ben', 'stated re Anna Ben, the tricks give re Anna Clara (the ♣Q holders)'],
    ]);
  });
  it('cards', () => {
    const { errors, at } = run(H() + '  cards re 151 kontra 89\n' + DEAL);
    expect(errors.map((p) => [p.code, at(p), p.message])).toEqual([
      ['derived-mismatch', '151', 'stated cards Re 151, the tricks give 198'],
      ['derived-mismatch', '89', 'stated cards Kontra 89, the tricks give 42'],
    ]);
  });
  it('extras: a Karlchen claimed by Re is an error; the fox it leaves out is a warning, and the tricks count', () => {
    const { a, errors, row } = run(H() + '  extras re doppelkopf karlchen\n' + DEAL);
    expect(errors.map((p) => [p.code, p.message])).toEqual([
      ['derived-mismatch', 'stated extras Re 1 Karlchen, the tricks give 0'],
    ]);
    expect(a.problems.filter((p) => p.severity === 'warning').map((p) => [p.code, p.message])).toEqual([
      ['extras-left-out', 'The tricks also give Re 1 fox that this extras line leaves out; the tricks’ 1 fox counts.'],
    ]);
    expect(row()).toEqual([4, -4, 4, -4]);
  });
});

describe('rules v2: stated extras against a whole deal (doppelkopf.md Part A, version 2)', () => {
  it('an extras line that leaves out the fox: a warning on the line, the fox scored (V 4)', () => {
    const { a, row, at } = run(H() + '  extras re doppelkopf\n' + DEAL);
    expect(a.problems.map((p) => [p.code, p.severity, at(p)])).toEqual([
      ['extras-left-out', 'warning', 'extras re doppelkopf'],
    ]);
    expect(row()).toEqual([4, -4, 4, -4]);
  });
  it(
    'set fox off: "extras re fox" is the extra-off warning only, never a mismatch (won 1 + u90 + u60 + DK 1 − ' +
      'Karlchen 1 = 3)',
    () => {
      const { a, row } = run(H('set fox off\n') + '  extras re fox doppelkopf\n' + DEAL);
      expect(a.problems.map((p) => [p.code, p.severity])).toEqual([['extra-off', 'warning']]);
      expect(row()).toEqual([3, -3, 3, -3]);
    },
  );
  // Anna's silent marriage (a diamonds solo): the tricks give Re 2 foxes (Dora's ♦A in trick 7, Clara's in trick 8)
  // and the Doppelkopf of trick 1, Kontra the Karlchen (Dora's ♣J wins trick 12).
  it('specials-in-solo off: any item stated in the solo is the specials-in-solo warning only; Anna +9 (V 3)', () => {
    const { a, row } = run(H() + '  extras re doppelkopf\n' + BOTH_QUEENS);
    expect(a.problems.map((p) => [p.code, p.severity])).toEqual([['specials-in-solo', 'warning']]);
    expect(row()).toEqual([9, -3, -3, -3]);
  });
  it(
    'specials-in-solo on: won 1 + u90 + u60 + 2 foxes + Doppelkopf − Karlchen = 5 → Anna +15; the line leaving ' +
      'out the foxes is a warning',
    () => {
      expect(run(H('set specials-in-solo on\n') + BOTH_QUEENS).row()).toEqual([15, -5, -5, -5]);
      const { a, row } = run(H('set specials-in-solo on\n') + '  extras re doppelkopf\n' + BOTH_QUEENS);
      expect(a.problems.map((p) => [p.code, p.message])).toEqual([
        [
          'extras-left-out',
          'The tricks also give Re 2 foxes that this extras line leaves out; the tricks’ 2 foxes count.',
        ],
      ]);
      expect(row()).toEqual([15, -5, -5, -5]);
    },
  );
});

/**
 * Queens solo, Anna: all eight queens, ♣A ♣A ♠A ♣9. She wins tricks 1–11 (29 + 29 + 33 + 33 + 15 + 13 + 11 + 7 + 23 +
 * 21 + 13 = 227) and leads her ♣9 to the last trick, which Ben's ♣J wins (13): Kontra 13. In a queens solo ♣J is a
 * plain
 * club, not a trump, so this is no Karlchen.
 */
const KARL = `
  trick Anna ♣Q, Ben ♥A, Clara ♠K, Dora ♦A
  trick Anna ♣Q, Ben ♥A, Clara ♠K, Dora ♦A
  trick Anna ♠Q, Ben ♥10, Clara ♠10, Dora ♦10
  trick Anna ♠Q, Ben ♥10, Clara ♠10, Dora ♦10
  trick Anna ♥Q, Ben ♥K, Clara ♥K, Dora ♦K
  trick Anna ♥Q, Ben ♣K, Clara ♥J, Dora ♦K
  trick Anna ♦Q, Ben ♣K, Clara ♥J, Dora ♦J
  trick Anna ♦Q, Ben ♣9, Clara ♠J, Dora ♦J
  trick Anna ♣A, Ben ♣10, Clara ♠J, Dora ♦9
  trick Anna ♣A, Ben ♣10, Clara ♠9, Dora ♦9
  trick Anna ♠A, Ben ♣J, Clara ♠9, Dora ♥9
  trick Anna ♣9, Ben ♣J, Clara ♠A, Dora ♥9 => Ben 13
`;

/**
 * DEAL with trick 10 won by Ben (♠Q over Clara's ♦K) and both ♣J of Kontra (Dora, Ben) beaten by Clara's ♣Q in the
 * last trick (2 + 2 + 2 + 3 = 9). Re Anna+Clara 198 − 12 + 9 = 195, Kontra 42 + 13 − 10 = 45.
 */
const TWO_CAUGHT = DEAL.replace(
  'trick Ben ♠Q, Clara ♣Q, Dora ♥Q, Anna ♦Q => Clara 12',
  'trick Ben ♠Q, Clara ♦K, Dora ♥Q, Anna ♦Q',
)
  .replace('trick Clara ♦9, Dora ♠J, Anna ♥J, Ben ♦J => Dora 6', 'trick Ben ♦J, Clara ♦9, Dora ♠J, Anna ♥J => Dora 6')
  .replace(
    'trick Dora ♣J, Anna ♣J, Ben ♥J, Clara ♦K => Dora 10',
    'trick Dora ♣J, Anna ♥J, Ben ♣J, Clara ♣Q => Clara 9',
  );

describe('rules v2: special points from tricks follow the trumps, and each caught card counts', () => {
  it(
    'queens solo, specials-in-solo on: Ben’s ♣J wins the last trick but is no trump, so no Karlchen: V 4 → Anna ' +
      '+12',
    () => {
      // won 1 + u90 + u60 + u30 (13 < 30) = 4; Kontra took a trick, so not schwarz.
      const { row, errors } = run(H('set specials-in-solo on\n') + '  solo Anna queens\n' + KARL);
      expect(errors).toEqual([]);
      expect(row()).toEqual([12, -4, -4, -4]);
    },
  );
  it('the same deal with "extras kontra karlchen": the extra-not-in-game error, still Anna +12', () => {
    const { errors, row } = run(
      H('set specials-in-solo on\n') + '  solo Anna queens\n  extras kontra karlchen\n' + KARL,
    );
    expect(errors.map((p) => p.code)).toEqual(['extra-not-in-game']);
    expect(row()).toEqual([12, -4, -4, -4]);
  });
  it('two opposing ♣J beaten in the last trick are two karlchen-caught: 1 + u90 + u60 + fox 1 + DK 1 + 2 = 7', () => {
    const { row, errors } = run(H('set karlchen-caught on\n') + TWO_CAUGHT);
    expect(errors).toEqual([]);
    expect(row()).toEqual([7, -7, 7, -7]);
  });
  it('written with extras (and the tricks as well), the two karlchen-caught agree', () => {
    const lines = '  re Anna Clara\n  cards re 195\n  extras re fox doppelkopf karlchen-caught karlchen-caught\n';
    expect(run(H('set karlchen-caught on\n') + lines).row()).toEqual([7, -7, 7, -7]);
    const both = run(H('set karlchen-caught on\n') + lines + TWO_CAUGHT);
    expect(both.a.problems).toEqual([]);
    expect(both.row()).toEqual([7, -7, 7, -7]);
  });
});

describe('trick examples (fewer tricks than a deal)', () => {
  it('a single trick with "re": no missing-cards, not scored, not counted, one hint', () => {
    const text =
      H() + '  re Anna Clara\n  hand Ben ♦10 ♠A ♥9\n  trick Dora ♦J, Anna ♥A, Ben ♦10, Clara ♣Q => Clara 26\n';
    const { a, codes } = run(text);
    expect(codes).toEqual(['trick-example']);
    expect(a.problems[0].severity).toBe('hint');
    expect(a.rounds[0].outcome).toBe('unscored');
    expect(a.rounds[0].scores).toEqual({});
    expect(a.rounds[0].tricks).toEqual([
      {
        number: 1,
        line: 5,
        winner: 'Clara',
        value: 26,
        explain: 'Clara wins with ♣Q: 2 + 11 + 10 + 3 = 26',
        explainMsg: { id: 'trick.wins', args: { winner: 'Clara', card: '♣Q', parts: [2, 11, 10, 3], value: 26 } },
      },
    ]);
  });
  it('three tricks of a marriage: the partner is not asked for; an illegal card is still an error', () => {
    const first3 =
      '  trick Anna ♠A, Ben ♠9, Clara ♠K, Dora ♠10\n  trick Anna ♦9, Ben ♦Q, Clara ♦K, Dora ♦J\n  trick Ben ♥K, ' +
      'Clara ♥A, Dora ♥9, Anna ♥9\n';
    expect(run(H() + '  marriage Anna\n' + first3).codes).toEqual(['trick-example']);
    const { codes } = run(H() + '  marriage Anna\n  hand Clara ♠K ♠9 ♦K\n' + first3.replace('Clara ♦K', 'Clara ♠9'));
    expect(codes).toContain('illegal-card');
    expect(codes).not.toContain('missing-parties');
    expect(codes).not.toContain('missing-cards');
  });
  it('an example between two scored rounds leaves the totals alone', () => {
    const text =
      H() +
      '  re Anna Clara\n  cards re 151\nround\n  trick Anna ♥10, Ben ♣Q, Clara ♥10, Dora ♦9 => Anna 23\n' +
      'round\n  re Anna Clara\n  cards re 151\n  total Anna 4 Ben -4 Clara 4 Dora -4\n';
    const { a, errors } = run(text);
    expect(errors).toEqual([]);
    expect(a.totals).toEqual({ Anna: 4, Ben: -4, Clara: 4, Dora: -4 });
  });
  it('a deal with a card missing: the trick errors, no missing-cards, not counted', () => {
    const { codes, a } = run(H() + DEAL.replace('Dora ♣J, Anna ♣J', 'Dora ♣J, Anna ♣Q'));
    expect(codes).toEqual(expect.arrayContaining(['duplicate-card', 'missing-card', 'deal-unscored']));
    expect(codes).not.toContain('missing-cards');
    expect(a.rounds[0].outcome).toBe('unscored');
  });
});

/**
 * A whole deal for the rules v3 special points, worked by hand (set dulle second-wins throughout: trick 8's winner
 * depends on it). Re = Anna + Clara (the ♣Q holders, tricks 9 and 10).
 *    1 Anna ♣10, Ben ♣9, Clara ♣K, Dora ♣A → Dora 10 + 0 + 4 + 11 = 25
 *    2 Dora ♣A, Anna ♣10, Ben ♣9, Clara ♣K → Dora 25
 *    3 Dora ♠10, Anna ♠A, Ben ♠9, Clara ♠K → Anna 25
 *    4 Anna ♠A, Ben ♠9, Clara ♠K, Dora ♠10 → Anna 25
 *    5 Anna ♥A, Ben ♥9, Clara ♥K, Dora ♥A → Anna 26 (the first ♥A wins)
 *    6 Anna ♥K, Ben ♥9, Clara ♦10, Dora ♦9 → Clara 14 (Clara and Dora have no heart left)
 *    7 Clara ♦J, Dora ♦K, Anna ♠Q, Ben ♦Q → Anna 12
 *    8 Anna ♥J, Ben ♥10, Clara ♥10, Dora ♣J → Clara 24 (the second ♥10 wins: Clara's catches Ben's)
 *    9 Clara ♣Q, Dora ♠Q, Anna ♦Q, Ben ♥Q → Clara 12
 *   10 Clara ♦A, Dora ♠J, Anna ♣Q, Ben ♣J → Anna 18
 *   11 Anna ♥Q, Ben ♠J, Clara ♥J, Dora ♦J → Anna 9
 *   12 Anna ♦A, Ben ♦10, Clara ♦K, Dora ♦9 → Anna 25
 * Re 190 (tricks 3–12), Kontra 50 (tricks 1, 2). Won 1 + unter 90 1 + unter 60 1 = 3 (50 is not under 30). No fox
 * caught (Clara's ♦A falls to her partner in trick 10, Anna's own ♦A wins trick 12), no trick of 40, no Karlchen.
 * Fuchs am Ende: Anna's ♦A wins the last trick → +1 Re under fox-last-trick point. Dulle gefangen: Clara's second ♥10
 * takes Ben's first in trick 8 → +1 Re under dulle-caught on.
 */
const V3_DEAL = `  trick Anna ♣10, Ben ♣9, Clara ♣K, Dora ♣A => Dora 25
  trick Dora ♣A, Anna ♣10, Ben ♣9, Clara ♣K => Dora 25
  trick Dora ♠10, Anna ♠A, Ben ♠9, Clara ♠K => Anna 25
  trick Anna ♠A, Ben ♠9, Clara ♠K, Dora ♠10 => Anna 25
  trick Anna ♥A, Ben ♥9, Clara ♥K, Dora ♥A => Anna 26
  trick Anna ♥K, Ben ♥9, Clara ♦10, Dora ♦9 => Clara 14
  trick Clara ♦J, Dora ♦K, Anna ♠Q, Ben ♦Q => Anna 12
  trick Anna ♥J, Ben ♥10, Clara ♥10, Dora ♣J => Clara 24
  trick Clara ♣Q, Dora ♠Q, Anna ♦Q, Ben ♥Q => Clara 12
  trick Clara ♦A, Dora ♠J, Anna ♣Q, Ben ♣J => Anna 18
  trick Anna ♥Q, Ben ♠J, Clara ♥J, Dora ♦J => Anna 9
  trick Anna ♦A, Ben ♦10, Clara ♦K, Dora ♦9 => Anna 25
`;

describe('Fuchs am Ende and Dulle gefangen derived from a whole deal (rules v3)', () => {
  const deal = (set: string, lines = '') => run(H(`set dulle second-wins\n${set}`) + lines + V3_DEAL);
  it('the defaults (fox-last-trick 1, dulle-caught off): 190:50, 3 — neither special point counts', () => {
    const { a, row, codes } = deal('');
    expect(codes).toEqual([]);
    // Re in the order the ♣Q were played (Clara's in trick 9, Anna's in trick 10).
    expect(a.rounds[0].doppelkopf).toMatchObject({ re: ['Clara', 'Anna'], cards: { re: 190, kontra: 50 } });
    expect(row()).toEqual([3, -3, 3, -3]);
  });
  it('fox-last-trick point: Anna’s ♦A wins the last trick → 3 + 1 = 4', () => {
    const { a, row, codes } = deal('set fox-last-trick point\n');
    expect(codes).toEqual([]);
    expect(row()).toEqual([4, -4, 4, -4]);
    expect(a.rounds[0].breakdown.map((b) => b.item)).toContain('Fuchs am Ende by Re');
  });
  it('dulle-caught on: Clara’s second ♥10 caught Ben’s in trick 8 → 3 + 1 = 4; both switches → 5', () => {
    const { a, row, codes } = deal('set dulle-caught on\n');
    expect(codes).toEqual([]);
    expect(row()).toEqual([4, -4, 4, -4]);
    expect(a.rounds[0].breakdown.map((b) => b.item)).toContain('Dulle caught by Re');
    expect(deal('set fox-last-trick point\nset dulle-caught on\n').row()).toEqual([5, -5, 5, -5]);
  });
  it('written extras agree with the deal; one the deal does not give is an error, one left out a warning', () => {
    const both = 'set fox-last-trick point\nset dulle-caught on\n';
    expect(deal(both, '  extras re fuchs-am-ende dulle-gefangen\n').codes).toEqual([]);
    const wrong = deal(both, '  extras kontra fox-last\n  extras re dulle-caught\n');
    expect(wrong.codes).toContain('derived-mismatch');
    expect(wrong.row()).toEqual([5, -5, 5, -5]);
    const left = deal(both, '  extras re dulle-caught\n');
    expect(left.codes).toEqual(['extras-left-out']);
    expect(left.row()).toEqual([5, -5, 5, -5]);
  });
});
