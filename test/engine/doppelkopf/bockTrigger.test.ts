// `bock-trigger [N]` (`bockauslöser`; rules/doppelkopf.md Part A, "Decided in version 3"): the game starts N bock
// rounds (no number: 1), whatever the engine derives from its facts; `bock-trigger 0` starts none (a derived trigger
// is dropped, with an info); it needs `set bock on` (elsewhere a warning); bad values are errors. Every case against
// the same round without the line. Bock rounds are `bock-length` games (default: the 4 players).

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { parseScore } from '../../../src/games/syntax';
import { render } from '../../../src/messages';
import { hoverAt } from '../../../src/language/hover';
import { doppelkopf } from '../../../src/games/doppelkopf';
import { explainRound } from '../../../src/report/explain';
import { roundFactsShort } from '../../../src/report/roundFacts';
import { codes, run } from './helpers';

const H = (set = 'set bock on') => `game doppelkopf\nplayers A B C D\n${set}\n`;
// Re A C 151:89: won 1 + unter 90 1 = V 2 → A +2 (no trigger).
const plain = 'round\n re A C\n cards re 151\n';
const withLine = (line: string) => `round\n re A C\n cards re 151\n ${line}\n`;
// Re A B 120:120: Kontra wins, won 1 + gegen die Alten 1 = V −2 → A −2; a tie-120 trigger (default bock-triggers).
const tie = (line = '') => `round\n re A B\n cards re 120\n${line ? ` ${line}\n` : ''}`;
const A = (o: ReturnType<typeof run>) => o.rounds.map((r) => r.scores.A);

describe('bock-trigger N starts N bock rounds, whatever the facts give', () => {
  it('default: a game without a trigger starts none — the next five games are +2', () => {
    expect(A(run(H() + plain + plain.repeat(5)))).toEqual([2, 2, 2, 2, 2, 2]);
  });
  it('bock-trigger (no number) and bock-trigger 1: one bock round — games 2–5 ×2 (+4), game 6 +2', () => {
    expect(A(run(H() + withLine('bock-trigger') + plain.repeat(5)))).toEqual([2, 4, 4, 4, 4, 2]);
    expect(A(run(H() + withLine('bock-trigger 1') + plain.repeat(5)))).toEqual([2, 4, 4, 4, 4, 2]);
  });
  it('bock-trigger 2, bock-overlap multiply: two bock rounds side by side — games 2–5 ×4 (+8), game 6 +2', () => {
    const o = run(H() + withLine('bock-trigger 2') + plain.repeat(5));
    expect(A(o)).toEqual([2, 8, 8, 8, 8, 2]);
    expect(o.rounds[0].doppelkopf?.triggersBock).toBe(2);
    expect(o.rounds[1].doppelkopf?.bock).toBe(4);
    expect(codes(o)).toEqual([]);
  });
  it('bock-trigger 2, bock-overlap append: two bock rounds one after the other — games 2–9 ×2 (+4), game 10 +2', () => {
    const o = run(H('set bock on\nset bock-overlap append') + withLine('bock-trigger 2') + plain.repeat(9));
    expect(A(o)).toEqual([2, 4, 4, 4, 4, 4, 4, 4, 4, 2]);
  });
  it('German bockauslöser 2: the same', () => {
    expect(A(run(H() + withLine('bockauslöser 2') + plain.repeat(5)))).toEqual([2, 8, 8, 8, 8, 2]);
  });
  it('bock-trigger 2 on a game that meets a trigger: still 2 (not 1 + 2) — ×4 after the tie', () => {
    // Default: the tie starts one bock round, games 2–5 ×2 (+4).
    expect(A(run(H() + tie() + plain.repeat(5)))).toEqual([-2, 4, 4, 4, 4, 2]);
    expect(A(run(H() + tie('bock-trigger 2') + plain.repeat(5)))).toEqual([-2, 8, 8, 8, 8, 2]);
  });
  it('outcome-only rounds: `won re 2` with bock-trigger starts the bock round the paper marked', () => {
    // Default: `won re 2` (Re A C) meets no trigger a won line can show: game 2 +2.
    const won = (line: string) => `round\n re A C\n won re 2\n${line}`;
    expect(A(run(H() + won('') + plain))).toEqual([2, 2]);
    expect(A(run(H() + won(' bock-trigger\n') + plain))).toEqual([2, 4]);
    // `won A C 2` names only the winners (parties as written, no round info): the line counts the same.
    const o = run(H() + 'round\n won A C 2\n bock-trigger\n' + plain);
    expect(A(o)).toEqual([2, 4]);
    expect(o.rounds[0].bockTrigger).toBe(1);
  });
  it('a recorded row (score only) with bock-trigger: the next game ×2', () => {
    const row = 'round\n score A +2 B -2 C +2 D -2\n';
    expect(A(run(H() + row + plain))).toEqual([2, 2]);
    expect(A(run(H() + row + ' bock-trigger\n' + plain))).toEqual([2, 4]);
  });
});

describe('bock-trigger 0: the game starts none', () => {
  it('a tie-120 game with bock-trigger 0: no bock round (game 2 +2, not ×2), and an info naming the trigger', () => {
    const o = run(H() + tie('bock-trigger 0') + plain);
    expect(A(o)).toEqual([-2, 2]);
    expect(A(run(H() + tie() + plain))).toEqual([-2, 4]);
    const info = o.problems.filter((p) => p.code === 'bock-trigger-dropped');
    expect(info.map((p) => [p.severity, p.range.start.line])).toEqual([['info', 6]]);
    expect(info[0].message).toBe(
      'This game meets the bock trigger tie-120, but "bock-trigger 0" says it starts no bock round: none starts.',
    );
    expect(o.rounds[0].doppelkopf?.triggersBock).toBe(0);
  });
  it('a lost solo at 120:120 meets two triggers: both named; on a game with none, bock-trigger 0 says nothing', () => {
    // Queens solo A 120:120: Re needs 121, Kontra wins: won 1 = V −1 → A −3; tie-120 and lost-solo.
    const o = run(H() + 'round\n solo A queens\n cards re 120\n bock-trigger 0\n' + plain);
    expect(A(o)).toEqual([-3, 2]);
    expect(o.problems.map((p) => p.message)).toEqual([
      'This game meets the bock triggers tie-120 and lost-solo, but "bock-trigger 0" says it starts no bock round: ' +
        'none starts.',
    ]);
    expect(codes(run(H() + withLine('bock-trigger 0') + plain))).toEqual([]);
  });
  it('the info in German and French', () => {
    const p = analyzeScore(H() + tie('bockauslöser 0')).problems[0];
    expect(p.code).toBe('bock-trigger-dropped');
    expect(p.msg && render(p.msg, 'de')).toBe(
      'Dieses Spiel erfüllt den Bock-Auslöser tie-120, aber „bockauslöser 0“ sagt, dass es keine Bockrunde ' +
        'auslöst: es beginnt keine.',
    );
    expect(p.msg && render(p.msg, 'fr')).toContain('mais « bock-trigger 0 » dit qu’elle n’en déclenche aucun');
  });
});

describe('bock-trigger needs bock on; bad values are errors', () => {
  it('without set bock on: a warning on the line, and the scores are those of the round without it', () => {
    const o = run(H('') + withLine('bock-trigger 2') + plain);
    expect(A(o)).toEqual([2, 2]);
    expect(o.problems.map((p) => [p.code, p.severity, p.range.start.line])).toEqual([
      ['bock-trigger-off', 'warning', 6],
    ]);
    expect(o.problems[0].message).toBe(
      '"bock-trigger" does not count: bock rounds are off in this file (add "set bock on").',
    );
    expect(o.rounds[0].bockTrigger).toBeUndefined();
  });
  it('a negative number, a word, more than 9 and a second number are errors; the line is ignored', () => {
    const errors = (line: string) =>
      parseScore(H() + withLine(line)).problems.map((p) => [p.code, p.severity, p.message]);
    expect(errors('bock-trigger -1')).toEqual([
      [
        'bad-number',
        'error',
        '"-1" is no number of bock rounds: `bock-trigger` takes a whole number from 0 (the game starts none) to 9, ' +
          'or nothing for one.',
      ],
    ]);
    expect(errors('bock-trigger zwei')).toEqual([
      [
        'bad-number',
        'error',
        '"zwei" is not a whole number; expected how many bock rounds this game starts (e.g. `bock-trigger 2`), ' +
          'or nothing for one.',
      ],
    ]);
    expect(errors('bock-trigger 10')[0][0]).toBe('bad-number');
    expect(errors('bockauslöser -2')[0][2]).toContain('`bockauslöser` takes a whole number');
    expect(errors('bock-trigger 1 2')[0][0]).toBe('unexpected-argument');
    // The bad line is ignored: the round scores and starts as without it.
    expect(analyzeScore(H() + withLine('bock-trigger -1') + plain).rounds.map((r) => r.scores.A)).toEqual([2, 2]);
  });
  it('two bock-trigger lines: the first counts, the second is a duplicate-fact warning', () => {
    const o = run(H() + 'round\n re A C\n cards re 151\n bock-trigger 2\n bock-trigger 0\n' + plain);
    expect(A(o)).toEqual([2, 8]);
    expect(codes(o)).toEqual(['duplicate-fact']);
  });
});

describe('bock-trigger in explain, the facts of settle and the view, and on hover', () => {
  const text = H() + withLine('bock-trigger 2') + plain;
  it('explain and the facts say what the line starts (en, de, fr); a round without it says nothing more', () => {
    const o = run(text);
    expect(explainRound(doppelkopf, o.rounds[0]).split('\n')[1]).toBe('  starts 2 bock rounds (bock-trigger)');
    expect(roundFactsShort(doppelkopf, o.rounds[0])).toContain('starts 2 bock rounds (bock-trigger)');
    expect(roundFactsShort(doppelkopf, o.rounds[0], 'de')).toContain('löst 2 Bockrunden aus (bockauslöser)');
    expect(roundFactsShort(doppelkopf, o.rounds[0], 'fr')).toContain('déclenche 2 tours de Bock (bock-trigger)');
    expect(roundFactsShort(doppelkopf, run(H() + tie('bock-trigger 0')).rounds[0])).toContain('starts no bock round');
    expect(roundFactsShort(doppelkopf, o.rounds[1])).not.toContain('bock-trigger');
  });
  it('hovering the bock-trigger line shows the round, with what it starts', () => {
    const a = analyzeScore(text);
    const h = hoverAt([a], 6);
    expect(h?.range.start.line).toBe(6);
    expect(h?.markdown).toContain('Starts 2 bock rounds (bock-trigger)');
  });
});
