// The rule switches through the what-ifs (issue 32: "every switch … `--set`/`--compare`, the what-if view"): the
// Doppelkopf switches of rules v3 worked by hand from rules/doppelkopf.md Part A, then every switch of both rule
// tables through `settle --set`, `settle --compare` and the view's Compare rules (they read the tables, so a switch
// added there is covered here).

import { describe, expect, it } from 'vitest';
import { analyzeFileText } from '../../src/analysis/analyze';
import { compareRules } from '../../src/extension/settlement/rulesCompare';
import { gameOf, switchesFor } from '../../src/games/registry';
import type { SwitchSpec } from '../../src/engine/rules';
import { runCli } from '../helpers/cliInProcess';

/**
 * Round 1: Re (A, C) 160:80 with Re's keine 90 and Kontra's announcement, a fox caught by Kontra (announcement
 * double). Game points won 1 + unter 90 1 + keine 90 1 = 3, fox −1. doubling-scope all (default): (3 − 1) × 2 × 2 = 8;
 * game: 3 × 2 × 2 − 1 = 11.
 * Round 2: Re (A, C) 160:80, won 1 + unter 90 1 = 2; extras re fox-last dulle-caught. As written both items are off
 * (fox-last-trick 1, dulle-caught off: extra-off warnings) → 2; fox-last-trick point +1 → 3; dulle-caught on +1 → 3;
 * both → 4.
 * Totals as written A +10 B −10 C +10 D −10; money at 0.10 EUR: A +1.00.
 */
const SHEET = `game doppelkopf
players A B C D
set announcement double
set dulle second-wins
stake 0.10 EUR

round 1
  re A C
  announce A no90
  announce B
  cards re 160
  extras kontra fox
round 2
  re A C
  cards re 160
  extras re fox-last dulle-caught
`;

const cli = (...args: string[]) =>
  runCli(args, { readFile: () => new TextEncoder().encode(SHEET), listDir: () => undefined });
const compared = (...pairs: string[]) => {
  const r = cli('settle', '--json', '--compare', ...pairs, 'e.score');
  expect(r.code).toBe(0);
  const f = JSON.parse(r.out).files[0];
  return [f.totals.asWritten.A, f.totals.whatIf.A];
};

describe('the Doppelkopf switches of rules v3 through --compare and --set', () => {
  it('doubling-scope=game: round 1 8 → 11, A 10 → 13', () => {
    expect(compared('doubling-scope=game')).toEqual([10, 13]);
  });
  it('fox-last-trick=point: round 2 2 → 3, A 10 → 11; dulle-caught=on the same; both: 2 → 4, A 12', () => {
    expect(compared('fox-last-trick=point')).toEqual([10, 11]);
    expect(compared('dulle-caught=on')).toEqual([10, 11]);
    expect(compared('fox-last-trick=point', 'dulle-caught=on')).toEqual([10, 12]);
  });
  it('--set doubling-scope=game --json: round 1 scores 11 each way, the money follows (A +1.30)', () => {
    const r = cli('settle', '--json', '--set', 'doubling-scope=game', 'e.score');
    expect(r.code).toBe(0);
    const f = JSON.parse(r.out).files[0];
    expect(f.rounds[0].scores).toEqual({ A: 11, B: -11, C: 11, D: -11 });
    expect(f.settlement.money).toEqual({ A: 1.3, B: -1.3, C: 1.3, D: -1.3 });
  });
  it('--set doubling-scope=game without announcement double: a warning on stderr, ignored as it says, exit 0', () => {
    const plain = cli('settle', '--json', '--set', 'announcement=plus2', 'e.score');
    const r = cli('settle', '--json', '--set', 'announcement=plus2', '--set', 'doubling-scope=game', 'e.score');
    expect(r.code).toBe(0);
    expect(r.err.trim()).toBe(
      'scoresheet: --set: "doubling-scope game" has an effect only with "set announcement double"; it is ignored here.',
    );
    // Ignored: every round and the money as without it.
    expect(JSON.parse(r.out).files[0].rounds).toEqual(JSON.parse(plain.out).files[0].rounds);
    expect(JSON.parse(r.out).files[0].settlement.money).toEqual(JSON.parse(plain.out).files[0].settlement.money);
  });
  it('--set fox-last-trick=maybe is refused, naming the values', () => {
    const r = cli('settle', '--set', 'fox-last-trick=maybe', 'e.score');
    expect(r.code).toBe(2);
    expect(r.err).toContain('fox-last-trick');
    expect(r.err).toContain('point');
  });
});

/** Each game's smallest sheet: one round its switches can score. */
const SEATS = 'players Nord Ost Süd West\nteams NS EW\n\nround\n';
const SHEETS: Record<'doppelkopf' | 'belote' | 'coinche', string> = {
  doppelkopf: 'game doppelkopf\nplayers A B C D\n\nround\n  re A C\n  cards re 151\n',
  belote: `game belote\n${SEATS}  taker Süd\n  trump hearts\n  cards NS 90\n  last NS\n`,
  coinche: `game coinche\n${SEATS}  contract Süd 80 hearts\n  cards NS 90\n  last NS\n`,
};

/** A value of the switch other than its default where there is one; 3 for a number switch (deals 3, series 3 …). */
function otherValue(s: SwitchSpec, def: string): string {
  if (s.kind === 'number') return '3';
  return s.values.find((v) => v !== def) ?? s.values[0];
}

describe('every switch of every game through --set, --compare and Compare rules', () => {
  for (const game of ['doppelkopf', 'belote', 'coinche'] as const)
    for (const s of switchesFor(game)) {
      const def = s.defaultFor(game, game === 'doppelkopf' ? 'ddv' : 'house', 4);
      const value = otherValue(s, def);
      // A value that has an effect only with another switch's value (doubling-scope game needs announcement double)
      // is given with it: alone it is ignored with a warning, a what-if that cannot change anything.
      const needs = (gameOf(game).rules.needs ?? [])
        .filter((n) => n.key === s.key && n.value === value)
        .map((n) => ({ key: n.needs, value: n.needsValue }));
      const pairs = [...needs, { key: s.key, value }];
      it(`${game} ${pairs.map((p) => `${p.key}=${p.value}`).join(' ')}`, () => {
        const run = (...args: string[]) =>
          runCli(args, { readFile: () => new TextEncoder().encode(SHEETS[game]), listDir: () => undefined });
        const set = run('settle', '--json', ...pairs.flatMap((p) => ['--set', `${p.key}=${p.value}`]), 'x.score');
        expect([set.code, set.err]).toEqual([0, '']);
        expect(JSON.parse(set.out).files[0].settlement.totals).toBeDefined();
        const compare = run('settle', '--json', '--compare', ...pairs.map((p) => `${p.key}=${p.value}`), 'x.score');
        expect([compare.code, compare.err]).toEqual([0, '']);
        expect(JSON.parse(compare.out).files[0].totals.whatIf).toBeDefined();
        // The view's Compare rules: the switch is offered with its values, and a change of it is answered.
        const [a] = analyzeFileText('x.score', SHEETS[game]);
        const changes = pairs.map((p) => ({ key: p.key, values: p.value.split(' ') }));
        const answer = compareRules('x.score', SHEETS[game], 0, a, changes);
        const offered = answer.choices?.switches.find((c) => c.key === s.key);
        expect(offered?.values).toEqual([...s.values]);
        expect(answer.error).toBeUndefined();
        expect(answer.result?.whatIf.length).toBe(answer.result?.names.length);
      });
    }
});
