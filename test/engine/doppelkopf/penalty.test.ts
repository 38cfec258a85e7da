// Penalty points (Strafpunkte, DDV TSR §9; rules/doppelkopf.md Part A, version 3): `penalty P N [to Q [M]]` is a line,
// never a game. Every expected value below is worked by hand in the comment beside it.

import { describe, expect, it } from 'vitest';
import { codes, run } from './helpers';
import { analyzeScore } from '../../../src/analysis/analyze';
import { toJsonFile } from '../../../src/cli/report';
import { render } from '../../../src/messages';

const FIVE = 'game doppelkopf\nplayers A B C D E\ndealer E\n';

describe('penalty P N: P loses N, the others at the table gain N split equally', () => {
  // Re (A, C) 151:89: won 1 + Kontra unter 90 1 = 2 → A +2 B −2 C +2 D −2 (the game, checked without the penalty).
  // penalty B 3 (TSR minor breach): B −3; A, C, D +1 each. Running: A 3, B −5, C 3, D −1 (sum 0).
  const game = 'round\n re A C\n cards re 151\n penalty B 3\n';
  it('inside a round: the game row is the game, the penalty is beside it, the totals have both', () => {
    const o = run(game);
    const r = o.rounds[0];
    expect(r.scores).toEqual({ A: 2, B: -2, C: 2, D: -2 });
    expect(r.penalties).toEqual({ A: 1, B: -3, C: 1, D: 1 });
    expect(r.running).toEqual({ A: 3, B: -5, C: 3, D: -1 });
    expect(o.totals).toEqual({ A: 3, B: -5, C: 3, D: -1 });
    expect(r.penaltyOnly).toBeUndefined();
    expect(codes(o)).toEqual([]);
  });

  it('the round’s written score is checked without the penalty, a written total with it', () => {
    // score row = the game's +2/−2 (no score-mismatch, no row-sum); total = game + penalty = 3 −5 3 −1.
    const o = run(`${game} score A +2 B -2 C +2 D -2\n total A 3 B -5 C 3 D -1\n`);
    expect(codes(o)).toEqual([]);
    // A recorded row stays exempt too: +2 −2 +2 −2 sums to 0 and has parity; the penalty −3/+1 is not in it.
    const rec = run('round\n score A +2 B -2 C +2 D -2\n penalty B 3\n total A 3 B -5 C 3 D -1\n');
    expect(codes(rec)).toEqual([]);
    expect(rec.rounds[0].scores).toEqual({ A: 2, B: -2, C: 2, D: -2 });
    // A solo row 3:1 with a penalty: solo-pattern checked on the row alone (A +3, B C D −1), penalty C 3 → C −3,
    // A B D +1. Totals A 4, B 0, C −4, D 0.
    const solo = run('round\n score A +3 B -1 C -1 D -1\n penalty C 3\n total A 4 B 0 C -4 D 0\n');
    expect(codes(solo)).toEqual([]);
  });

  it('a total that leaves the penalty out is a total-mismatch', () => {
    expect(codes(run(`${game} total A 2 B -2 C 2 D -2\n`))).toContain('total-mismatch');
  });
});

describe('penalty P N to Q [M]', () => {
  it('to Q: P loses N, Q gains N (in a solo the soloist takes the 3)', () => {
    // Solo A (queens) 121: won 1 → A +3, B C D −1. penalty B 3 to A: B −3, A +3. Running A 6, B −4, C −1, D −1.
    const o = run('round\n solo A queens\n cards re 121\n penalty B 3 to A\n');
    expect(o.rounds[0].scores).toEqual({ A: 3, B: -1, C: -1, D: -1 });
    expect(o.rounds[0].penalties).toEqual({ A: 3, B: -3 });
    expect(o.totals).toEqual({ A: 6, B: -4, C: -1, D: -1 });
  });
  it('to Q M: P loses N, Q gains M (the sheet says so; the totals then do not sum to 0)', () => {
    // penalty B 12 to A 4: B −12, A +4; no game → totals A 4, B −12, C 0, D 0.
    const o = run('round\n penalty B 12 to A 4\n');
    expect(o.totals).toEqual({ A: 4, B: -12, C: 0, D: 0 });
  });
  it('German and French words: strafe … an, pénalité … à', () => {
    // strafe B 3 an A: B −3, A +3; pénalité C 2 à D: C −2, D +2.
    const o = run('round\n strafe B 3 an A\n pénalité C 2 à D\n');
    expect(o.totals).toEqual({ A: 3, B: -3, C: -2, D: 2 });
  });
});

describe('between rounds: a round block of penalty lines alone is not a game', () => {
  it('takes no deal at a table of five, and the sitter of a game gains nothing', () => {
    // Round 1: E deals and sits out. Re (A, C) 151 → A +2 B −2 C +2 D −2; penalty B 3 → A, C, D +1 (E sits out: 0).
    // Round 2 (penalty alone, between games): penalty A 4 → everyone else at the table +1: B, C, D, E.
    // Round 3: the deal passes from E to A (the penalty took no deal): A sits out; Re (B, C) 121 won 1 → B +1
    // C +1 D −1 E −1; penalty D 3 → B, C, E +1 (A sits out: 0).
    // Totals: A 2+1−4 = −1; B −2−3+1+1+1 = −2; C 2+1+1+1+1 = 6; D −2+1+1−1−3 = −4; E 1−1+1 = 1 (sum 0).
    const o = run(
      `${FIVE}round\n re A C\n cards re 151\n penalty B 3\nround\n penalty A 4\n` +
        'round\n re B C\n cards re 121\n penalty D 3\n',
    );
    expect(codes(o)).toEqual([]);
    expect(o.rounds[0].penalties).toEqual({ A: 1, B: -3, C: 1, D: 1 });
    expect(o.rounds[1]).toMatchObject({ penaltyOnly: true, scores: {}, penalties: { A: -4, B: 1, C: 1, D: 1, E: 1 } });
    expect(o.rounds[1].dealer).toBeUndefined();
    expect(o.rounds[2].dealer).toBe('A');
    expect(o.rounds[2].penalties).toEqual({ B: 1, C: 1, D: -3, E: 1 });
    expect(o.totals).toEqual({ A: -1, B: -2, C: 6, D: -4, E: 1 });
  });

  it('is no game in the statistics and uses up no bock game', () => {
    // set bock on: round 1 is 120:120 (a bock trigger: tie-120) → Kontra wins 1 + gegen die Alten 1 = 2 →
    // A −2 B +2 C −2 D +2. Round 2 is the penalty (no game). Round 3 is the bock game: Re (A, B) 151 → 2 × 2 = 4.
    const o = run(
      'game doppelkopf\nplayers A B C D\nset bock on\nround\n re A C\n cards re 120\nround\n penalty D 3\n' +
        'round\n re A B\n cards re 151\n',
    );
    expect(codes(o)).toEqual([]);
    expect(o.rounds[2].scores).toEqual({ A: 4, B: 4, C: -4, D: -4 });
    // Two games each, no solos; round 2 is no game.
    expect(o.settlement.players?.map((p) => [p.name, p.games, p.solos])).toEqual([
      ['A', 2, 0],
      ['B', 2, 0],
      ['C', 2, 0],
      ['D', 2, 0],
    ]);
  });
});

describe('a penalty before the first game', () => {
  it('a round block of penalty lines alone before round 1: no game, no deal; JSON lists it after round 0', () => {
    // Five players, dealer E. Round 1: penalty A 4 alone → A −4, B C D E +1 each (nobody sits out: no game).
    // Round 2: E deals (the penalty took no deal) and sits out; Re (A, C) won re 2 → A +2 B −2 C +2 D −2.
    // Totals A −2, B −1, C 3, D −1, E 1 (sum 0). Games: one each for A–D, none for E.
    const text = `${FIVE}round\n penalty A 4\nround\n re A C\n won re 2\n`;
    const o = run(text);
    expect(codes(o)).toEqual([]);
    expect(o.rounds[0]).toMatchObject({ penaltyOnly: true, penalties: { A: -4, B: 1, C: 1, D: 1, E: 1 } });
    expect(o.rounds.map((r) => r.dealer)).toEqual([undefined, 'E']);
    expect(o.totals).toEqual({ A: -2, B: -1, C: 3, D: -1, E: 1 });
    expect(o.settlement.players?.map((p) => [p.name, p.games, p.penalties, p.penaltyPoints])).toEqual([
      ['A', 1, 1, -4],
      ['B', 1, 0, 1],
      ['C', 1, 0, 1],
      ['D', 1, 0, 1],
      ['E', 0, 0, 1],
    ]);
    const json = toJsonFile('e.score', analyzeScore(text), undefined, false);
    expect(json.rounds.map((r) => r.number)).toEqual([2]);
    expect(json.penalties?.map((e) => [e.after, e.player, e.points])).toEqual([
      [0, 'A', -4],
      [0, 'B', 1],
      [0, 'C', 1],
      [0, 'D', 1],
      [0, 'E', 1],
    ]);
  });

  it('a penalty line above the first `round` does not count: an error saying to write a round line before it', () => {
    // The header's penalty is dropped: the totals are round 1's game alone, A +2 B −2 C +2 D −2.
    const a = analyzeScore('game doppelkopf\nplayers A B C D\npenalty A 3\nround\n re A C\n won re 2\n');
    expect(a.problems.map((p) => [p.code, p.severity, p.range.start.line])).toEqual([['outside-round', 'error', 2]]);
    expect(a.totals).toEqual({ A: 2, B: -2, C: 2, D: -2 });
    const p = a.problems[0];
    expect(p.message).toBe(
      'A `penalty` before the first `round` does not count: write a `round` line before it. A round of penalty ' +
        'lines alone is no game (no deal, no game of a series), so the penalty still comes before the first game.',
    );
    const de = analyzeScore('game doppelkopf\nspieler A B C D\nstrafe A 3\nspiel\n re A C\n gewonnen re 2\n');
    expect(render(de.problems[0].msg!, 'de')).toBe(
      'Eine `strafe` vor dem ersten `spiel` zählt nicht: schreibe davor eine Zeile `spiel`. Ein `spiel`-Block nur ' +
        'mit Strafen ist kein Spiel (kein Geben, kein Spiel der Serie), die Strafe steht also weiter vor dem ersten ' +
        'Spiel.',
    );
    const fr = analyzeScore('game doppelkopf\njoueurs A B C D\npénalité A 3\ndonne\n re A C\n gagné re 2\n');
    expect(render(fr.problems[0].msg!, 'fr')).toBe(
      'Une `pénalité` avant la première `donne` ne compte pas : écrivez d’abord une ligne `donne`. Un bloc `donne` ' +
        'qui ne contient que des pénalités n’est pas un jeu (pas de distribution, pas un jeu de la série) : la ' +
        'pénalité reste avant le premier jeu.',
    );
    // Any other round line above the first round keeps the general message.
    const re = analyzeScore('game doppelkopf\nplayers A B C D\nre A C\nround\n re A C\n won re 2\n');
    expect(re.problems[0].message).toBe('`re` describes a round; write a `round` line before it.');
  });

  it('without a `game` line a penalty above the first `round` still says why (the game reading `penalty`)', () => {
    const a = analyzeScore('players A B C D\npenalty A 3\nround\n re A C\n won re 2\n');
    const outside = a.problems.filter((p) => p.code === 'outside-round');
    expect(outside.map((p) => [p.range.start.line, p.message.slice(0, 51)])).toEqual([
      [1, 'A `penalty` before the first `round` does not count'],
    ]);
  });
});

describe('bad penalty lines are clear errors and count nothing', () => {
  it('a share that does not divide, a player who pays themselves, one who sits out', () => {
    // 2 among the 3 others does not divide; C to C; E sits out round 1 (E deals at a table of five).
    expect(codes(run('round\n penalty D 2\n'))).toEqual(['penalty']);
    expect(codes(run('round\n penalty C 2 to C\n'))).toEqual(['penalty']);
    const o = run(`${FIVE}round\n re A C\n cards re 151\n penalty E 3\n penalty A 3 to E\n`);
    expect(codes(o)).toEqual(['penalty', 'penalty']);
    expect(o.problems.map((p) => p.message)).toEqual([
      'E sits out this game and can pay no penalty here; the line does not count.',
      'E sits out this game and can get no penalty points here; the line does not count.',
    ]);
    expect(o.rounds[0].penalties).toBeUndefined();
    const share = run('round\n penalty D 2\n').problems[0].message;
    expect(share).toBe(
      '2 penalty points do not split equally among the 3 other players at the table (A, B and C): write a ' +
        'multiple of 3, or name who gets them with `to`; the line does not count.',
    );
  });

  it('N ≤ 0 or not a number, a missing player, a player not at the table: the parser says so', () => {
    const a = analyzeScore('game doppelkopf\nplayers A B C D\nround\n penalty A 0\n penalty B x\n penalty Z 3\n');
    expect(a.problems.map((p) => p.code)).toEqual(['bad-number', 'bad-number', 'unknown-name']);
    expect(a.totals).toEqual({ A: 0, B: 0, C: 0, D: 0 });
    expect(a.problems[0].message).toBe('Penalty points are a whole number above 0, not 0; the line does not count.');
  });

  it('in a Belote or Coinche sheet: it belongs to Doppelkopf', () => {
    const a = analyzeScore('game coinche\nplayers N E S W\nround\n contract N 80 hearts\n penalty N 3\n');
    const p = a.problems.find((x) => x.code === 'wrong-game');
    expect(p?.message).toBe('`penalty` belongs to Doppelkopf; this sheet is Coinche.');
  });

  it('German and French messages', () => {
    const p = analyzeScore('game doppelkopf\nplayers A B C D\nround\n strafe D 2\n').problems[0];
    expect(p.code).toBe('penalty');
    expect(render(p.msg!, 'de')).toBe(
      '2 Strafpunkte lassen sich nicht gleich auf die 3 anderen Spieler am Tisch verteilen (A, B und C): ' +
        'schreibe ein Vielfaches von 3, oder nenne mit `an`, wer sie bekommt; die Zeile zählt nicht.',
    );
    expect(render(p.msg!, 'fr')).toBe(
      '2 points de pénalité ne se partagent pas également entre les 3 autres joueurs à la table (A, B et C) : ' +
        'écrivez un multiple de 3, ou nommez le bénéficiaire avec `à` ; la ligne ne compte pas.',
    );
  });
});

describe('JSON: a round carries its penalties; those between rounds are the file’s, with the round they follow', () => {
  it('the shape', () => {
    // Round 1: game A +2 B −2 C +2 D −2, penalty B 3 (B −3, others +1). Round 2: penalty A 3 to B (not a round).
    // Round 3: recorded row A +1 B −1 C +1 D −1.
    const a = analyzeScore(
      'game doppelkopf\nplayers A B C D\nround\n re A C\n cards re 151\n penalty B 3\nround\n penalty A 3 to B\n' +
        'round\n score A +1 B -1 C +1 D -1\n',
    );
    const json = toJsonFile('evening.score', a, undefined, false);
    expect(json.rounds.map((r) => r.number)).toEqual([1, 3]);
    expect(json.rounds[0].penalties).toEqual([
      { player: 'A', points: 1 },
      { player: 'B', points: -3 },
      { player: 'C', points: 1 },
      { player: 'D', points: 1 },
    ]);
    expect(json.rounds[1]).not.toHaveProperty('penalties');
    expect(json.penalties).toEqual([
      { after: 1, line: 7, player: 'A', points: -3 },
      { after: 1, line: 7, player: 'B', points: 3 },
    ]);
    // 3 −5 3 −1, then A −3 B +3, then +1 −1 +1 −1.
    expect(json.totals).toEqual({ A: 1, B: -3, C: 4, D: -2 });
  });
  it('a file without penalties has no penalties key', () => {
    const json = toJsonFile(
      'e.score',
      analyzeScore('game doppelkopf\nplayers A B C D\nround\n won re 1\n re A B\n'),
      undefined,
      false,
    );
    expect(json).not.toHaveProperty('penalties');
    expect(json.rounds[0]).not.toHaveProperty('penalties');
  });
});
