// Round kinds and party checks: 5–7 players with `out`, recorded rounds (score only), unscored rounds, party-mismatch.

import { describe, expect, it } from 'vitest';
import { codes, row, run } from './helpers';

const five = (body: string, set = '') => run(`game doppelkopf\nplayers A B C D E\n${set}\n${body}`);
const R5 = ['A', 'B', 'C', 'D', 'E'];

describe('Part A: more than four players — the players named in out score 0', () => {
  it('5 players, E out: A C +2, B D −2, E 0', () => {
    const o = five('round\n out E\n re A C\n cards re 151\n');
    expect(row(o, 1, R5)).toEqual([2, -2, 2, -2, 0]);
    expect(o.rounds[0].doppelkopf).toMatchObject({ re: ['A', 'C'], kontra: ['B', 'D'], out: ['E'] });
  });
  it('7 players: three sit out', () => {
    const o = run('game doppelkopf\nplayers A B C D E F G\nround\n out E F G\n solo D hearts\n cards re 151\n');
    expect(o.rounds[0].scores).toEqual({ A: -2, B: -2, C: -2, D: 6, E: 0, F: 0, G: 0 });
  });
  it('no out → missing-out, unscored', () => {
    const o = five('round\n re A C\n cards re 151\n');
    expect(codes(o)).toEqual(['missing-out']);
    expect(o.rounds[0].outcome).toBe('unscored');
    expect(o.rounds[0].scores).toEqual({});
  });
  it('out names the wrong number of players → sitting-out error', () => {
    expect(codes(five('round\n out D E\n re A C\n cards re 151\n'))).toEqual(['sitting-out']);
  });
  it('4 players and out → sitting-out error', () => {
    expect(codes(run('round\n out D\n re A C\n cards re 151\n'))).toEqual(['sitting-out']);
  });
  it('a Re player who sits out → party-mismatch on the name', () => {
    const o = five('round\n out C\n re A C\n cards re 151\n');
    expect(codes(o)).toEqual(['party-mismatch']);
    expect(o.problems[0].range.start).toEqual({ line: 5, character: 6 });
  });
  it('an announcement by a player who sits out → party-mismatch', () => {
    expect(codes(five('round\n out E\n re A C\n announce E\n cards re 151\n'))).toEqual(['party-mismatch']);
  });
  it('bock-length defaults to the number of players (5)', () => {
    const o = five(
      'round\n out E\n re A B\n cards re 120\n' + 'round\n out E\n re A C\n cards re 151\n'.repeat(6),
      'set bock on',
    );
    expect(o.rounds.map((r) => r.scores.A)).toEqual([-2, 4, 4, 4, 4, 4, 2]);
  });
  it('a recorded row at a table of 5 with out: the out player must be 0', () => {
    expect(codes(five('round\n out E\n score A +2 B -2 C +2 D -2 E 0\n'))).toEqual([]);
    expect(codes(five('round\n out E\n score A +2 B -2 C +2 D -3 E 1\n'))).toEqual(['sitting-out', 'row-sum']);
  });
});

describe('score-format: a round with only score is a recorded result', () => {
  it('counted, outcome recorded, summary', () => {
    const o = run('round\n score A +2 B -2 C +2 D -2\nround\n score A -3 B +1 C +1 D +1\n');
    expect(o.rounds.map((r) => r.outcome)).toEqual(['recorded', 'recorded']);
    expect(o.totals).toEqual({ A: -1, B: -1, C: 3, D: -1 });
    expect(o.rounds[1].summary).toBe('recorded · A −3 B +1 C +1 D +1');
    expect(o.problems).toEqual([]);
  });
  it('parity: +2 +2 −3 −1 sums to 0 but is not +V +V −V −V', () => {
    expect(codes(run('round\n score A +2 B +2 C -3 D -1\n'))).toEqual(['parity']);
  });
  it('solo pattern: +6 −1 −3 −2 sums to 0 but is not +3V −V −V −V; +6 −2 −2 −2 is fine', () => {
    expect(codes(run('round\n score A +6 B -1 C -3 D -2\n'))).toEqual(['solo-pattern']);
    expect(codes(run('round\n score A +6 B -2 C -2 D -2\n'))).toEqual([]);
    expect(codes(run('round\n score A -6 B +2 C +2 D +2\n'))).toEqual([]);
  });
  it('a partial recorded row → partial-row warning, still counted', () => {
    const o = run('round\n score A +2 B -2\n');
    expect(codes(o)).toEqual(['partial-row']);
    expect(o.totals).toEqual({ A: 2, B: -2, C: 0, D: 0 });
  });
  it('a recorded round with a bock mark is fine', () => {
    expect(run('round\n bock\n score A +4 B -4 C +4 D -4\n').problems).toEqual([]);
  });
  it('an empty round → empty-round warning, not counted', () => {
    const o = run('round\nround\n score A +2 B -2 C +2 D -2\n');
    expect(codes(o)).toEqual(['empty-round']);
    expect(o.rounds[0].outcome).toBe('unscored');
  });
});

describe('facts that are not enough to score → unscored, never invented numbers', () => {
  it('cards without parties → missing-parties on the round line', () => {
    const o = run('round 1\n cards re 151\n');
    expect(codes(o)).toEqual(['missing-parties']);
    expect(o.problems[0].range.start.line).toBe(2);
    expect(o.rounds[0]).toMatchObject({ outcome: 'unscored', scores: {} });
  });
  it('parties and a score row without cards: an outcome-only round (issue 14), scored as written', () => {
    const o = run('round\n re A C\n announce A\n score A +3 B -3 C +3 D -3\n');
    expect(codes(o)).toEqual([]);
    expect(o.rounds[0].outcome).toBe('re');
    expect(o.rounds[0].scores).toEqual({ A: 3, B: -3, C: 3, D: -3 });
    expect(o.totals.A).toBe(3);
  });
  it('tricks re 12 alone gives the card points 240:0', () => {
    expect(row(run('round\n re A C\n tricks re 12\n'))[0]).toBe(5);
  });
  it('a bare "marriage A" (partner from tricks) is not scored from the summary', () => {
    expect(codes(run('round\n marriage A\n cards re 151\n'))).toEqual(['missing-parties']);
  });
});

describe('§9.4 party checks (party-mismatch)', () => {
  it('re with 3 players', () => {
    expect(codes(run('round\n re A B C\n cards re 151\n'))).toEqual(['party-mismatch']);
  });
  it('re with a player twice', () => {
    expect(codes(run('round\n re A A\n cards re 151\n'))).toEqual(['party-mismatch']);
  });
  it('two different games in one round', () => {
    const o = run('round\n re A B\n solo C queens\n cards re 151\n');
    expect(codes(o)).toEqual(['party-mismatch']);
    expect(row(o)).toEqual([2, 2, -2, -2]); // the first declaration is scored
  });
  it('re next to the same marriage agrees', () => {
    const o = run('round\n marriage A with B\n re A B\n cards re 151\n');
    expect(o.problems).toEqual([]);
    expect(o.rounds[0].doppelkopf?.gameType).toBe('marriage');
  });
  it('marriage with oneself', () => {
    expect(codes(run('round\n marriage A with A\n cards re 151\n'))).toEqual(['party-mismatch']);
  });
  it(
    '"gegen die Alten" written → derived-extra; an unknown extra → unknown-extra (Fuchs is a word of the game ' +
      'now)',
    () => {
      expect(codes(run('round\n re A B\n cards re 100\n extras kontra gegen die Alten\n'))).toEqual(['derived-extra']);
      expect(codes(run('round\n re A B\n cards re 100\n extras kontra hasen\n'))).toEqual(['unknown-extra']);
    },
  );
  it('unknown announcement level', () => {
    expect(codes(run('round\n re A B\n announce re no120\n cards re 151\n'))).toEqual(['unknown-announcement']);
  });
  it('card points out of range', () => {
    expect(codes(run('round\n re A B\n cards re 250\n'))).toEqual(['cards-sum']);
  });
  it('tricks and card points that contradict: 0 tricks with card points → schwarz-claim error', () => {
    const o = run('round\n re A B\n cards re 230\n tricks re 12\n');
    expect(o.problems.map((p) => [p.code, p.severity])).toEqual([['schwarz-claim', 'error']]);
  });
  it('cards by a player name resolve to the party', () => {
    expect(row(run('round\n re A C\n cards D 89\n'))[0]).toBe(2);
  });
});

describe('total checkpoints', () => {
  it('a correct total is silent; a wrong one names the running sum and offers the fix', () => {
    const o = run(
      'round\n re A C\n cards re 151\n total A 2 B -2 C 2 D -2\nround\n re A B\n cards re 119\n total A 0 B -4 C ' +
        '4 D 0\n',
    );
    expect(o.problems).toEqual([]);
    const bad = run('round\n re A C\n cards re 151\nround\n re A B\n cards re 119\n total A 2 B -4 C 4 D 0\n');
    expect(bad.problems[0]).toMatchObject({
      code: 'total-mismatch',
      message:
        'stated total A 2, computed 0 = 2 after round 1 - 2 in round 2 (the stated totals add up to +2, not 0); ' +
        'no single slip explains it: the sheet differs by A +2 since the start of the sheet.',
    });
    expect(bad.problems[0].fix?.edits[0].newText).toBe('A 0 B -4 C 4 D 0');
  });
});
