// `game points` on the command line (in process, on the bundled example examples/points-romme.score and a season of
// two evenings): check, settle (text, --json, German), explain, stats and settle DIR. Values worked by hand.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { runCli } from '../helpers/cliInProcess';

const EXAMPLE = new URL('../../examples/points-romme.score', import.meta.url).pathname;

// Rommé, lowest wins, a game ends when someone goes over 100, 1 ct per point:
// round 1  12 40  0 → 12  40  0
// round 2   5  0 33 → 17  40 33 (the `total` agrees)
// round 3  30 25 10 → 47  65 43
// round 4   0 45 20 → 47 110 63 (the `total` agrees): Maria is over 100, Jens (47) wins game 1
// round 5  22  0  8 → game 2 from 0: 22 0 8, in progress
// Money of game 1: Maria pays 110 − 47 = 63 ct, Olaf 63 − 47 = 16 ct; totals 47+22 = 69, 110+0 = 110, 63+8 = 71.
describe('the example', () => {
  it('check: no error; the info that round 5 starts game 2', () => {
    const r = runCli(['check', EXAMPLE]);
    expect(r.code).toBe(0);
    expect(r.out).toContain(
      'points-romme.score:21:1: info game-over: Game 1 ended in the previous round (won by Jens): ' +
        'this round starts game 2, and the totals start again from 0.',
    );
  });

  it('settle: the rounds, the totals and money, the games, who pays whom, the winner', () => {
    const r = runCli(['settle', EXAMPLE]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Standard; lowest total wins; target 100; stake 0.01 EUR per point');
    expect(r.out).toMatch(/4 +0 \(47\) +\+45 \(110\) +\+20 \(63\) +Jens wins game 1/);
    expect(r.out).toMatch(/total +69 +110 +71/);
    expect(r.out).toMatch(/money \(EUR\) +0\.79 +−0\.63 +−0\.16/);
    expect(r.out).toMatch(/1 +1–4 +47 +110 +63 +Jens/);
    expect(r.out).toMatch(/2 +5 +22 +0 +8 +in progress/);
    expect(r.out).toContain('Maria pays Jens 0.63 EUR');
    expect(r.out).toContain('Olaf pays Jens 0.16 EUR');
    expect(r.out).toContain('Winner: Jens');
  });

  it('settle --json: the contract’s settlement with the games', () => {
    const j = JSON.parse(runCli(['settle', '--json', EXAMPLE]).out);
    const f = j.files[0];
    expect(f.game).toBe('points');
    expect(f.totals).toEqual({ Jens: 22, Maria: 0, Olaf: 8 });
    expect(f.settlement).toMatchObject({
      totals: { Jens: 69, Maria: 110, Olaf: 71 },
      money: { Jens: 0.79, Maria: -0.63, Olaf: -0.16 },
      transfers: [
        { from: 'Maria', to: 'Jens', amount: 0.63 },
        { from: 'Olaf', to: 'Jens', amount: 0.16 },
      ],
      winner: 'Jens',
    });
    expect(f.settlement.games.map((g: { winner?: string }) => g.winner)).toEqual(['Jens', undefined]);
  });

  it('settle --lang de: German words, German money', () => {
    const r = runCli(['settle', '--lang', 'de', EXAMPLE]);
    // Intl writes a no-break space before the euro sign.
    expect(r.out).toMatch(/Standard; niedrigster Stand gewinnt; Ziel 100; Einsatz 0,01\s€ pro Punkt/);
    expect(r.out).toMatch(/Maria zahlt Jens 0,63\s€/);
    expect(r.out).toContain('Jens gewinnt Partie 1');
    expect(r.out).toContain('Sieger: Jens');
  });

  it('explain --round 4: the game it wins', () => {
    const r = runCli(['explain', '--round', '4', EXAMPLE]);
    expect(r.out.trim()).toBe(
      [
        'Round 4 (line 18): Jens 0 · Maria +45 · Olaf +20',
        '    Jens wins game 1 with 47 (lowest total when the target 100 was passed)',
        '  scores:  Jens 0  Maria +45  Olaf +20',
        '  running: Jens +47  Maria +110  Olaf +63',
      ].join('\n'),
    );
  });

  it('explain --round 5 in French: the new game', () => {
    const r = runCli(['explain', '--round', '5', '--lang', 'fr', EXAMPLE]);
    expect(r.out).toContain('la partie 2 commence : cumuls à partir de 0');
  });

  it('settle --compare lowest-wins=off: Maria (110) wins game 1; Jens pays 63 ct, Olaf 110 − 63 = 47 ct', () => {
    const r = runCli(['settle', '--compare', 'lowest-wins=off', EXAMPLE]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Jens +69 +69 +0 +1 +0 +−1 +0\.79 EUR +−0\.63 EUR/);
    expect(r.out).toMatch(/Maria +110 +110 +0 +0 +1 +\+1 +−0\.63 EUR +1\.10 EUR/);
    expect(r.out).toMatch(/Olaf +71 +71 +0 +0 +0 +0 +−0\.16 EUR +−0\.47 EUR/);
  });

  it('the example has no problem but the new game’s info', () => {
    const a = analyzeScore(readFileSync(EXAMPLE, 'utf8'));
    expect(a.problems.map((p) => p.code)).toEqual(['game-over']);
  });
});

describe('a season of two evenings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scoresheet-points-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  writeFileSync(join(dir, 'e1.score'), readFileSync(EXAMPLE));
  // Lowest wins, no target: Maria (5) wins the one game; Jens pays 20 − 5 = 15 ct, Olaf 10 − 5 = 5 ct.
  writeFileSync(
    join(dir, 'e2.score'),
    'game points\ndate 2026-03-21\nplayers Jens Maria Olaf\nset lowest-wins on\nstake 0.01 EUR\n' +
      'round\n  score Jens 20 Maria 5 Olaf 10\n',
  );

  it('stats: rounds, games, games won, points, the average per round, the best (lowest) round', () => {
    const r = runCli(['stats', dir]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Statistics — Points, 2 evenings');
    // Jens: 5 + 1 rounds, 2 + 1 games, won game 1 of the first evening; 69 + 20 = 89 points, 89 / 6 = 14.8.
    expect(r.out).toMatch(/Jens +2 +6 +3 +1 +33% +89 +14\.8 +0 /);
    // Maria: won the second evening; 110 + 5 = 115, 115 / 6 = 19.2.
    expect(r.out).toMatch(/Maria +2 +6 +3 +1 +33% +115 +19\.2 +0 /);
    // Olaf: 71 + 10 = 81, 81 / 6 = 13.5.
    expect(r.out).toMatch(/Olaf +2 +6 +3 +0 +0% +81 +13\.5 +0 /);
  });

  it('settle DIR: the standings lowest first; the season money the evenings’ added up', () => {
    const r = runCli(['settle', dir]);
    // Olaf −16 − 5 = −21 ct, Jens +79 − 15 = +64 ct, Maria −63 + 20 = −43 ct.
    expect(r.out).toMatch(/1 +Olaf +\+81 +2\/2 +6 +0 +13\.5 +−0\.21/);
    expect(r.out).toMatch(/2 +Jens +\+89 +2\/2 +6 +1 +14\.8 +0\.64/);
    expect(r.out).toMatch(/3 +Maria +\+115 +2\/2 +6 +1 +19\.2 +−0\.43/);
  });
});
