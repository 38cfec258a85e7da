// TSR 7.2 game value (Part B §4): basic points (a)–(f), special points 7.2.3 and netting, solo ×3 (7.2.4), §4.5
// distribution.

import { describe, expect, it } from 'vitest';
import { computeValue } from '../../../src/games/doppelkopf/steps/score';
import { F, R, codes, row, run } from './helpers';

const V = (re: number, opts: Parameters<typeof F>[1] = {}, set: Record<string, string> = {}) =>
  computeValue(F(re, opts), R(set)).value;

describe('TSR 7.2.2 (a) won and levels', () => {
  it('won 1 is not given without a winner', () => {
    const b = computeValue(F(170, { re: 2, kontra: 2 }), R()).breakdown;
    expect(b.map((x) => x.item)).not.toContain('won');
  });
  it('levels are cumulative: 240:0 schwarz = won + unter 90 + unter 60 + unter 30 + schwarz = 5', () => {
    expect(V(240)).toBe(5);
  });
  it('Kontra wins schwarz: Re 0 card points → −1 − 4 − gegen die Alten 1 = −6', () => {
    expect(V(0)).toBe(-6);
  });
});

describe('TSR 7.2.2 (b) Ansagen: 2 each to the winner, whoever said them', () => {
  it('Re announced and lost 100:140: Kontra gets won 1 + Re announced 2 + gegen die Alten 1 = 4', () => {
    expect(V(100, { re: 0 })).toBe(-4);
  });
  it('Re and Kontra announced, Re 151: won 1 + unter 90 1 + 2 + 2 = 6', () => {
    expect(V(151, { re: 0, kontra: 0 })).toBe(6);
  });
});

describe('TSR 7.2.2 (c)/(d) Absagen: 1 each, implied lower ones included', () => {
  it('Re keine 30 made at 215:25: 1 + 3 levels + Re 2 + 3 Absagen = 9', () => {
    const r = computeValue(F(215, { re: 3 }), R());
    expect(r.value).toBe(9);
    expect(r.breakdown.filter((b) => b.item.endsWith('announced')).map((b) => b.item)).toEqual([
      'Re announced',
      'keine 90 announced',
      'keine 60 announced',
      'keine 30 announced',
    ]);
  });
  it(
    "the loser's Absagen go to the winner too: Kontra keine 90 lost at Re 100 → 1 + Kontra 2 + keine 90 1 = " + '+4',
    () => {
      const r = computeValue(F(100, { kontra: 1 }), R());
      expect(r.value).toBe(4);
      expect(r.breakdown.map((b) => b.item)).toContain('keine 90 announced by Kontra');
    },
  );
});

describe('TSR 7.2.2 (e)/(f) refutation (Widerlegung)', () => {
  it('(e) Re reaches 120 against keine 90 and 90 against keine 60 (S30): +7 with "each"', () => {
    const items = computeValue(F(125, { kontra: 2 }), R()).breakdown.map((b) => b.item);
    expect(items).toEqual([
      'won',
      'Kontra announced',
      'keine 90 announced by Kontra',
      'keine 60 announced by Kontra',
      '120 against keine 90',
      '90 against keine 60',
    ]);
  });
  it('(e) 119 against keine 90 earns nothing; 120 earns 1 (Kontra keine 90, Re wins with 90+)', () => {
    expect(V(119, { kontra: 1 })).toBe(4); // won 1 + Kontra 2 + keine 90 1
    expect(V(120, { kontra: 1 })).toBe(5); // + 120 against keine 90
  });
  it('(f) Kontra reaches 60 against keine 30 and 30 against schwarz: Re schwarz announced, Kontra 60', () => {
    // Kontra wins (a trick). won 1 + Re 2 + 4 Absagen + refutations: 60 vs k30 ✓, 30 vs schwarz ✓, 90 vs k60 ✗, 120 vs
    // k90 ✗ = 2; gegen die Alten 1 → 10
    expect(V(180, { re: 4 })).toBe(-10);
  });
});

describe('TSR 7.2.3 special points (normal games) and §4.3 netting', () => {
  it('fox 1 each, Karlchen 1, Doppelkopf 1 for the party that won them', () => {
    expect(V(151, { x: { re: { fox: 2, karlchen: 1, doppelkopf: 1 } } })).toBe(2 + 4);
  });
  it('gegen die Alten: Kontra wins a normal game (+1), a marriage with partner too', () => {
    expect(row(run('round\n marriage A with B\n cards re 110\n'))).toEqual([-2, -2, 2, 2]);
  });
  it('no gegen die Alten in a solo: Kontra beats a jacks solo 100:140 → −1, soloist −3', () => {
    expect(row(run('round\n solo A jacks\n cards re 100\n'))).toEqual([-3, 1, 1, 1]);
  });
  it('netting: Re wins 151:89 (2), Kontra caught 1 fox, Re 1 Doppelkopf → 2 − 1 + 1 = 2', () => {
    expect(V(151, { x: { re: { doppelkopf: 1 }, kontra: { fox: 1 } } })).toBe(2);
  });
  it(
    "special points never change the winner (D3): Kontra's 2 foxes and Doppelkopf against Re's 121 → Re still " +
      'the winner, V −2',
    () => {
      const r = computeValue(F(121, { x: { kontra: { fox: 2, doppelkopf: 1 } } }), R());
      expect(r.decision.winner).toBe('re');
      expect(r.value).toBe(-2);
    },
  );
  it('a fox caught in the last trick counts 1, with Karlchen in the same trick 2 (§4.2)', () => {
    expect(V(151, { x: { re: { foxLast: 1, karlchen: 1 } } })).toBe(4);
  });
});

describe('TSR 7.2.4 solo ×3 and §4.5 distribution', () => {
  it('the soloist gets 3V, each opponent −V; the row sums to 0', () => {
    const o = run('round\n solo C hearts\n cards re 160\n');
    expect(row(o)).toEqual([-2, -2, 6, -2]);
  });
  it(
    'a lost solo: soloist −3V, opponents +V (Kontra: won 1 ' + '+ Re announced 2 = 3; no gegen die Alten in a solo)',
    () => {
      expect(row(run('round\n solo D fleshless\n announce D\n cards re 110\n'))).toEqual([3, 3, 3, -9]);
    },
  );
  it('a duty solo is scored exactly like any solo (§5)', () => {
    expect(row(run('round\n solo B queens duty\n cards re 151\n'))).toEqual([-2, 6, -2, -2]);
  });
  it('unknown solo kind → wrong-game-type, still scored', () => {
    const o = run('round\n solo B kings\n cards re 151\n');
    expect(codes(o)).toEqual(['wrong-game-type']);
    expect(row(o)).toEqual([-2, 6, -2, -2]);
  });
});

describe('score-mismatch explains the working', () => {
  it(
    "one wrong number: the token of the number, message 'stated Anna +3, computed +2 = won 1 + unter 90 1', fix " +
      'with the whole row',
    () => {
      const o = run(
        'game doppelkopf\nplayers Anna Ben Clara Dora\nround\n  re Anna Clara\n  cards re 151\n  score Anna +3 Ben ' +
          '-2 Clara +2 Dora -2\n',
      );
      expect(o.problems).toHaveLength(1);
      const p = o.problems[0];
      expect(p.code).toBe('score-mismatch');
      expect(p.severity).toBe('error');
      expect(p.message).toBe('stated Anna +3, computed +2 = won 1 + unter 90 1');
      expect(p.range).toEqual({ start: { line: 5, character: 13 }, end: { line: 5, character: 15 } });
      expect(p.fix?.edits).toEqual([
        {
          range: { start: { line: 5, character: 8 }, end: { line: 5, character: 39 } },
          newText: 'Anna +2 Ben -2 Clara +2 Dora -2',
        },
      ]);
      expect(o.rounds[0].errors).toBe(1);
    },
  );
  it('a Kontra player: "computed -2: Re scores 2 = …"', () => {
    const o = run('round\n re A C\n cards re 151\n score B -3\n');
    expect(o.problems[0].message).toBe('stated B -3, computed -2: Re scores 2 = won 1 + unter 90 1');
  });
  it('a soloist with bock: "computed +12 = 3 × 4: (won 1 + unter 90 1) × bock 2"', () => {
    const o = run('round\n solo A queens\n bock\n cards re 151\n score A +6\n');
    expect(o.problems[0].message).toBe('stated A +6, computed +12 = 3 × 4: (won 1 + unter 90 1) × bock 2');
  });
  it('a partial score line is fine when what it states is right', () => {
    expect(run('round\n re A C\n cards re 151\n score A +2 D -2\n').problems).toEqual([]);
  });
});

describe('breakdown, summary and info', () => {
  it('summary "Re (Anna, Clara) 151:89 won · Anna +2 Ben −2 Clara +2 Dora −2"', () => {
    const o = run('game doppelkopf\nplayers Anna Ben Clara Dora\nround\n re Anna Clara\n cards re 151\n');
    expect(o.rounds[0].summary).toBe('Re (Anna, Clara) 151:89 won · Anna +2 Ben −2 Clara +2 Dora −2');
  });
  it('an announced round: items, info.announcements expanded', () => {
    const o = run('round\n re A C\n announce A no90\n announce B\n cards re 160\n');
    expect(o.rounds[0].breakdown.map((b) => [b.item, b.points])).toEqual([
      ['won', 1],
      ['unter 90', 1],
      ['Re announced', 2],
      ['Kontra announced', 2],
      ['keine 90 announced', 1],
    ]);
    expect(o.rounds[0].doppelkopf?.announcements).toEqual(['Re', 'Re: no90', 'Kontra']);
    expect(o.rounds[0].doppelkopf?.value).toBe(7);
  });
  it('solo summary names the soloist, kind and duty', () => {
    const o = run('round\n solo D queens duty\n announce re\n cards re 185\n');
    expect(o.rounds[0].summary).toBe('D solo queens (duty) 185:55 won · A −5 B −5 C −5 D +15');
  });
});
