// Part A: every `set` switch changes what it says. Each test fails if the switch were ignored (the default gives
// another value).

import { describe, expect, it } from 'vitest';
import { codes, HEAD, row, run } from './helpers';
import { scoreDoppelkopf } from '../../../src/games/doppelkopf/steps';
import { resolveRules } from '../../helpers/rules';
import { formula } from '../../../src/games/doppelkopf/steps/explain';
import { render } from '../../../src/messages';
import { parseScore } from '../../../src/games/syntax';

const withSet = (set: string, body: string) => run(`game doppelkopf\nplayers A B C D\n${set}\n${body}`);

describe('announcement plus2 | double (D5, S16)', () => {
  const body = 'round\n re A C\n announce A no90\n announce B\n cards re 160\n extras kontra fox\n';
  it('plus2 (TSR): won 1 + unter 90 1 + Re 2 + Kontra 2 + keine 90 1 − fox 1 = 6', () => {
    expect(row(run(body))).toEqual([6, -6, 6, -6]);
  });
  it(
    'double: (won 1 + unter 90 1 + keine 90 1 − fox 1) = 2, × 2 (Re) × 2 (Kontra) = 8; special points netted ' +
      'before doubling',
    () => {
      const o = withSet('set announcement double', body);
      expect(row(o)).toEqual([8, -8, 8, -8]);
      expect(o.rounds[0].breakdown.filter((b) => b.factor).map((b) => [b.item, b.factor])).toEqual([
        ['Re announced', 2],
        ['Kontra announced', 2],
      ]);
    },
  );
  it('double with no winner: Ansagen do not count, so nothing doubles (S28 stays 3)', () => {
    expect(
      row(withSet('set announcement double', 'round\n re A C\n announce A no60\n announce B no60\n cards re 170\n'))[0],
    ).toBe(3);
  });
});

describe('doubling-scope all | game (Part A, version 3)', () => {
  const both = (scope: string) => withSet(`set announcement double\nset doubling-scope ${scope}`, body);
  const body = 'round\n re A C\n announce A no90\n announce B\n cards re 160\n extras kontra fox\n';
  // Re wins 160:80 (no90 needs 151). Game points: won 1 + unter 90 1 + keine 90 1 = 3; special: fox by Kontra −1.
  it('all (default): (3 − 1) × 2 (Re) × 2 (Kontra) = 8', () => {
    expect(row(both('all'))).toEqual([8, -8, 8, -8]);
  });
  it('game: 3 × 2 × 2 = 12, then the fox undoubled: 12 − 1 = 11', () => {
    const o = both('game');
    expect(row(o)).toEqual([11, -11, 11, -11]);
    expect(o.rounds[0].breakdown.map((b) => [b.item, b.points ?? b.factor])).toEqual([
      ['won', 1],
      ['unter 90', 1],
      ['keine 90 announced', 1],
      ['Re announced', 2],
      ['Kontra announced', 2],
      ['fox caught by Kontra', -1],
    ]);
    expect(render(formula(o.rounds[0].breakdown, 're'))).toBe(
      '(won 1 + unter 90 1 + keine 90 announced 1) × Re announced 2 × Kontra announced 2 - fox caught by Kontra 1',
    );
  });
  // Only Kontra announced; Kontra wins 140:100 (needs 121). Game points from Kontra: won 1 + gegen die Alten 1 = 2;
  // special: fox by Re, −1 from Kontra's view.
  const kontra = 'round\n re A C\n announce B\n cards re 100\n extras re fox\n';
  it('Kontra wins, all: (2 − 1) × 2 = 2 to Kontra', () => {
    expect(row(withSet('set announcement double', kontra))).toEqual([-2, 2, -2, 2]);
  });
  it('Kontra wins, game: 2 × 2 − 1 = 3 to Kontra', () => {
    expect(row(withSet('set announcement double\nset doubling-scope game', kontra))).toEqual([-3, 3, -3, 3]);
  });
  it('game without announcement double: a setting-needs warning, and the plus2 score (6) is kept', () => {
    const d = parseScore(`${HEAD}set doubling-scope game\n${body}`);
    const { rules, problems } = resolveRules(d.header, 'doppelkopf');
    expect(problems.map((p) => [p.code, p.severity, p.message])).toEqual([
      [
        'setting-needs',
        'warning',
        '"doubling-scope game" has an effect only with "set announcement double"; it is ignored here.',
      ],
    ]);
    // plus2: won 1 + unter 90 1 + Re 2 + Kontra 2 + keine 90 1 − fox 1 = 6, as without the line.
    expect(row(scoreDoppelkopf(d, rules))).toEqual([6, -6, 6, -6]);
  });
  it('game with no winner: nothing doubles, the same 3 as under all (S28)', () => {
    const noWinner = 'round\n re A C\n announce A no60\n announce B no60\n cards re 170\n';
    expect(row(withSet('set announcement double\nset doubling-scope game', noWinner))[0]).toBe(3);
  });
});

describe('kontra-only 121 | 120 (D2, S04)', () => {
  it('121: Re wins 120:120 → +3', () => {
    expect(row(run('round\n re A D\n announce B\n cards re 120\n'))).toEqual([3, -3, -3, 3]);
  });
  it('120: Kontra wins 120:120 → won 1 + Kontra 2 + gegen die Alten 1 = −4', () => {
    expect(row(withSet('set kontra-only 120', 'round\n re A D\n announce B\n cards re 120\n'))).toEqual([-4, 4, 4, -4]);
  });
});

describe('tie-120 2 | 1 (D1, S03)', () => {
  it('2: 120:120 without announcements → Kontra +2', () => {
    expect(row(run('round\n re A B\n cards re 120\n'))[2]).toBe(2);
  });
  it('1: → Kontra +1 (no gegen die Alten for the silent tie)', () => {
    expect(row(withSet('set tie-120 1', 'round\n re A B\n cards re 120\n'))).toEqual([-1, -1, 1, 1]);
  });
  it('1 only concerns the tie: 119:121 still gives +2', () => {
    expect(row(withSet('set tie-120 1', 'round\n re A B\n cards re 119\n'))[2]).toBe(2);
  });
});

describe('refutation each | highest (D6, S30)', () => {
  it('each: +7', () => {
    expect(row(run('round\n re A C\n announce B no60\n cards re 125\n'))[0]).toBe(7);
  });
  it('highest (FD 0.7.x): only "90 against keine 60" → +6', () => {
    expect(row(withSet('set refutation highest', 'round\n re A C\n announce B no60\n cards re 125\n'))[0]).toBe(6);
  });
});

describe('netting net | clamp (D3/D4, S31)', () => {
  const body = 'round\n re A C\n cards re 121\n extras kontra fox fox\n';
  it('net (TSR): Re wins but scores −1', () => {
    expect(row(run(body))).toEqual([-1, 1, -1, 1]);
  });
  it('clamp: the winner never goes below 0 → 0 for everyone', () => {
    const o = withSet('set netting clamp', body);
    expect(row(o)).toEqual([0, 0, 0, 0]);
    expect(o.rounds[0].breakdown.at(-1)).toMatchObject({ points: 1, side: 're' });
  });
  it('clamp leaves a positive value alone: Re 151, one Kontra fox → +1', () => {
    expect(row(withSet('set netting clamp', 'round\n re A C\n cards re 151\n extras kontra fox\n'))[0]).toBe(1);
  });
});

describe('fox / doppelkopf / karlchen on | off', () => {
  it('fox off: a written fox does not count (+2 instead of +3) and is a warning', () => {
    expect(row(run('round\n re A C\n cards re 151\n extras re fox\n'))[0]).toBe(3);
    const o = withSet('set fox off', 'round\n re A C\n cards re 151\n extras re fox\n');
    expect(row(o)[0]).toBe(2);
    expect(codes(o)).toEqual(['extra-off']);
  });
  it('doppelkopf off', () => {
    expect(row(run('round\n re A C\n cards re 151\n extras re doppelkopf\n'))[0]).toBe(3);
    expect(row(withSet('set doppelkopf off', 'round\n re A C\n cards re 151\n extras re doppelkopf\n'))[0]).toBe(2);
  });
  it('karlchen off', () => {
    expect(row(run('round\n re A C\n cards re 151\n extras kontra karlchen\n'))[0]).toBe(1);
    expect(row(withSet('set karlchen off', 'round\n re A C\n cards re 151\n extras kontra karlchen\n'))[0]).toBe(2);
  });
});

describe('fox-last-trick 1 | 2 (D7, S14)', () => {
  it('1 (DDV): a fox caught in the last trick counts 1 → 151:89 with a Kontra last-trick fox = 1', () => {
    expect(row(run('round\n re A C\n cards re 151\n extras kontra fox-last-trick\n'))[0]).toBe(1);
  });
  it('2: it counts 2 → 0', () => {
    expect(
      row(withSet('set fox-last-trick 2', 'round\n re A C\n cards re 151\n extras kontra fox-last-trick\n'))[0],
    ).toBe(0);
  });
  it('a last-trick fox still counts toward the two foxes', () => {
    expect(codes(run('round\n re A C\n cards re 151\n extras kontra fox fox fox-last-trick\n'))).toEqual([
      'too-many-foxes',
    ]);
  });
});

describe('fox-last-trick point (Part A, version 3: Fuchs am Ende)', () => {
  // Re wins 160:80: won 1 + unter 90 1 = 2 before special points.
  const wins = 'round\n re A C\n cards re 160\n extras re fox-last\n';
  it('1 (default): fox-last does not count, an extra-off warning → 2', () => {
    const o = run(wins);
    expect(codes(o)).toEqual(['extra-off']);
    expect(row(o)).toEqual([2, -2, 2, -2]);
  });
  it('point: Re’s fox won the last trick → 2 + 1 = 3', () => {
    const o = withSet('set fox-last-trick point', wins);
    expect(codes(o)).toEqual([]);
    expect(row(o)).toEqual([3, -3, 3, -3]);
    expect(o.rounds[0].breakdown.map((b) => b.item)).toContain('Fuchs am Ende by Re');
  });
  it('point, the German word: extras re fuchs-am-ende → 3', () => {
    expect(
      row(withSet('set fox-last-trick point', 'round\n re A C\n cards re 160\n extras re fuchs-am-ende\n')),
    ).toEqual([3, -3, 3, -3]);
  });
  it('point for Kontra: 2 − 1 = 1 to Re', () => {
    expect(
      row(withSet('set fox-last-trick point', 'round\n re A C\n cards re 160\n extras kontra fox-last\n')),
    ).toEqual([1, -1, 1, -1]);
  });
  // A fox caught in the last trick by Re (Re won 160:80): 2 + 1 (as by fox) = 3 under point, 2 + 2 = 4 under 2.
  const caught = 'round\n re A C\n cards re 160\n extras re fox-last-trick\n';
  it('point: a fox caught in the last trick still counts 1 (as by fox) → 3', () => {
    expect(row(withSet('set fox-last-trick point', caught))).toEqual([3, -3, 3, -3]);
  });
  it('2: the same caught fox counts 2 → 4', () => {
    expect(row(withSet('set fox-last-trick 2', caught))).toEqual([4, -4, 4, -4]);
  });
  it('the last trick is one party’s: fox-last for Re and Karlchen for Kontra is an error', () => {
    const o = withSet(
      'set fox-last-trick point',
      'round\n re A C\n cards re 160\n extras re fox-last\n extras kontra karlchen\n',
    );
    expect(codes(o)).toContain('last-trick-party');
  });
  it('only one fox wins the last trick: fox-last twice is an error', () => {
    expect(
      codes(withSet('set fox-last-trick point', 'round\n re A C\n cards re 160\n extras re fox-last fox-last\n')),
    ).toEqual(['too-many-foxes']);
  });
  it('a queens solo has no fox: fox-last there is extra-not-in-game', () => {
    const o = withSet(
      'set fox-last-trick point\nset specials-in-solo on',
      'round\n solo A queens\n cards re 160\n extras re fox-last\n',
    );
    expect(codes(o)).toEqual(['extra-not-in-game']);
  });
});

describe('karlchen-caught off | on (D8, S33)', () => {
  it('off: not counted, warning', () => {
    const o = run('round\n re A C\n cards re 151\n extras kontra karlchen-caught\n');
    expect(row(o)[0]).toBe(2);
    expect(codes(o)).toEqual(['extra-off']);
  });
  it('on: +1 to the catching party → 2 − 1 = 1', () => {
    const o = withSet('set karlchen-caught on', 'round\n re A C\n cards re 151\n extras kontra karlchen-caught\n');
    expect(row(o)[0]).toBe(1);
    expect(o.problems).toEqual([]);
  });
});

describe('specials-in-solo off | on (D9, S23)', () => {
  // A diamonds solo: its ♦A are trumps, so a fox exists (in a queens solo it would not: Part A, version 2).
  const body = 'round\n solo A diamonds\n announce A\n cards re 185\n extras re fox\n';
  it('off (DDV): as S17 → +15, warning', () => {
    expect(row(run(body))[0]).toBe(15);
  });
  it('on: the fox is added to V before ×3 → V 6, +18/−6', () => {
    const o = withSet('set specials-in-solo on', body);
    expect(row(o)).toEqual([18, -6, -6, -6]);
    expect(o.problems).toEqual([]);
  });
  it('on: still no gegen die Alten in a solo (a lost solo stays −1 per opponent)', () => {
    expect(row(withSet('set specials-in-solo on', 'round\n solo A queens\n cards re 100\n'))).toEqual([-3, 1, 1, 1]);
  });
});

describe('lost-solo-bonus off | on (D10, S18)', () => {
  it('off: a lost jacks solo 100:140 → −1 per opponent', () => {
    expect(row(run('round\n solo A jacks\n cards re 100\n'))).toEqual([-3, 1, 1, 1]);
  });
  it('on: +1 against the losing soloist → −2, soloist −6', () => {
    expect(row(withSet('set lost-solo-bonus on', 'round\n solo A jacks\n cards re 100\n'))).toEqual([-6, 2, 2, 2]);
  });
  it('on: a won solo is unchanged', () => {
    expect(row(withSet('set lost-solo-bonus on', 'round\n solo A jacks\n cards re 151\n'))[0]).toBe(6);
  });
});

describe('poverty off | on (D12, S34)', () => {
  const body = 'round\n poverty A with B\n cards re 110\n';
  it('off: poverty is wrong-game-type (still scored as a normal game)', () => {
    const o = run(body);
    expect(codes(o)).toEqual(['wrong-game-type']);
    expect(o.problems[0].range).toEqual({ start: { line: 3, character: 1 }, end: { line: 3, character: 8 } });
  });
  it('on: no problem; scored as a normal game with gegen die Alten → −2', () => {
    const o = withSet('set poverty on', body);
    expect(o.problems).toEqual([]);
    expect(row(o)).toEqual([-2, -2, 2, 2]);
    expect(o.rounds[0].doppelkopf?.gameType).toBe('poverty');
  });
});

describe('counting plus-minus | plus | minus (§7, FD Rule::COUNTING)', () => {
  const body = 'round\n re A C\n cards re 151\nround\n solo B queens\n cards re 100\n';
  it('plus-minus: +2/−2, then the lost solo −3/+1', () => {
    const o = run(body);
    expect(row(o, 1)).toEqual([2, -2, 2, -2]);
    expect(row(o, 2)).toEqual([1, -3, 1, 1]);
  });
  it('plus: only the winners write: 2,0,2,0 then 1,0,1,1', () => {
    const o = withSet('set counting plus', body);
    expect(row(o, 1)).toEqual([2, 0, 2, 0]);
    expect(row(o, 2)).toEqual([1, 0, 1, 1]);
    expect(o.totals).toEqual({ A: 3, B: 0, C: 3, D: 1 });
  });
  it('minus: only the losers write: 0,−2,0,−2 then 0,−3,0,0', () => {
    const o = withSet('set counting minus', body);
    expect(row(o, 1)).toEqual([0, -2, 0, -2]);
    expect(row(o, 2)).toEqual([0, -3, 0, 0]);
  });
  it('plus: a won solo writes 3V for the soloist only', () => {
    expect(row(withSet('set counting plus', 'round\n solo B queens\n cards re 151\n'))).toEqual([0, 6, 0, 0]);
  });
  it('plus: recorded rows with a negative number are flagged', () => {
    expect(codes(withSet('set counting plus', 'round\n score A +2 B -2 C +2 D -2\n'))).toEqual(['row-sum']);
    expect(codes(withSet('set counting plus', 'round\n score A 2 B 0 C 2 D 0\n'))).toEqual([]);
  });
  it('plus: money is settled pairwise (n·total − Σ): totals 3,0,3,1 at 10 ct → +50, −70, +50, −30', () => {
    const o = withSet('set counting plus\nstake 0.10 EUR', body);
    // 4·3 − 7 = 5, 4·0 − 7 = −7, 5, 4·1 − 7 = −3 points → ×10 ct
    expect(o.settlement.money).toEqual({ A: 50, B: -70, C: 50, D: -30 });
  });
});

describe('nines on | off: 12 or 10 tricks (Augen stay 240)', () => {
  it('on: tricks re 10 leaves Kontra 2 tricks → not schwarz at 240:0 → +4', () => {
    expect(row(run('round\n re A C\n cards re 240\n tricks re 10\n'))[0]).toBe(4);
  });
  it('off: tricks re 10 is every trick → schwarz → +5', () => {
    expect(row(withSet('set nines off', 'round\n re A C\n cards re 240\n tricks re 10\n'))[0]).toBe(5);
  });
  it('off: 11 tricks are too many', () => {
    expect(codes(withSet('set nines off', 'round\n re A C\n cards re 240\n tricks re 11\n'))).toEqual(['tricks-sum']);
  });
});

describe('bock, bock-triggers, bock-length, bock-overlap: see bock.test.ts', () => {
  it('bock off (default): a 120:120 starts no bock round', () => {
    expect(row(run('round\n re A B\n cards re 120\nround\n re A C\n cards re 151\n'), 2)[0]).toBe(2);
  });
});

describe('dulle, marriage-partner: tricks only', () => {
  it('do not change a round scored from card points (they decide trick winners in written tricks)', () => {
    const body = 'round\n marriage A with B\n cards re 151\n';
    expect(row(withSet('set dulle second-wins\nset marriage-partner first-trump-trick', body))).toEqual(row(run(body)));
  });
});

describe('dulle-caught off | on (Part A, version 3: die zweite Dulle fängt die erste)', () => {
  // Re wins 160:80: won 1 + unter 90 1 = 2 before special points.
  const caught = (party: string) => `round\n re A C\n cards re 160\n extras ${party} dulle-caught\n`;
  const on = 'set dulle second-wins\nset dulle-caught on';
  it('off (default): dulle-caught does not count, an extra-off warning → 2', () => {
    const o = withSet('set dulle second-wins', caught('re'));
    expect(codes(o)).toEqual(['extra-off']);
    expect(row(o)).toEqual([2, -2, 2, -2]);
  });
  it('on: Re’s second ♥10 caught Kontra’s first → 2 + 1 = 3', () => {
    const o = withSet(on, caught('re'));
    expect(codes(o)).toEqual([]);
    expect(row(o)).toEqual([3, -3, 3, -3]);
    expect(o.rounds[0].breakdown.map((b) => b.item)).toContain('Dulle caught by Re');
  });
  it('on, for Kontra, German word dulle-gefangen: 2 − 1 = 1 to Re', () => {
    expect(row(withSet(on, 'round\n re A C\n cards re 160\n extras kontra dulle-gefangen\n'))).toEqual([1, -1, 1, -1]);
  });
  it('on without dulle second-wins: a setting-needs warning; the item is extra-off and the score stays 2', () => {
    const d = parseScore(`${HEAD}set dulle-caught on\n${caught('re')}`);
    const { rules, problems } = resolveRules(d.header, 'doppelkopf');
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      ['setting-needs', '"dulle-caught on" has an effect only with "set dulle second-wins"; it is ignored here.'],
    ]);
    const o = scoreDoppelkopf(d, rules);
    expect(codes(o)).toEqual(['extra-off']);
    expect(row(o)).toEqual([2, -2, 2, -2]);
  });
  it('twice in one game is an error (only two ♥10 exist)', () => {
    expect(codes(withSet(on, 'round\n re A C\n cards re 160\n extras re dulle-caught dulle-caught\n'))).toEqual([
      'dulle-caught-twice',
    ]);
  });
  it('a jacks solo has no Dulle (♥10 is no trump): extra-not-in-game', () => {
    const o = withSet(
      `${on}\nset specials-in-solo on`,
      'round\n solo A jacks\n cards re 160\n extras re dulle-caught\n',
    );
    expect(codes(o)).toEqual(['extra-not-in-game']);
  });
});
