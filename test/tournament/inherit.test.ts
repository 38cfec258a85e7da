// A table sheet inherits game, rules, switches and stake from tournament.score (score-format.md, "Tournaments and
// concours"): an input to the sheet's analysis, the sheet's own lines over it.

import { describe, expect, it } from 'vitest';
import { analyzeScore, type InheritedHeader } from '../../src/analysis/analyze';
import type { Setting, Token } from '../../src/format/ast';

/** A token as tournament.score would have it, on its line 3 (its ranges are not the sheet's). */
const tok = (text: string): Token => ({
  text,
  quoted: false,
  range: { start: { line: 3, character: 4 }, end: { line: 3, character: 4 + text.length } },
});
const set = (key: string, ...values: string[]): Setting => ({
  key: tok(key),
  values: values.map(tok),
  range: tok(key).range,
});

const SHEET = ['series 1', 'table 1', 'players A B C D', 'round', '  won A B 1', 'round', '  won C D 2', ''].join('\n');

describe('inherited header lines', () => {
  const inherit: InheritedHeader = {
    game: 'doppelkopf',
    settings: [set('duty-solo', 'on'), set('counting', 'plus-minus')],
    stake: { cents: 10, currency: 'EUR', range: tok('stake').range },
  };
  it('the sheet is scored in the inherited game, with the inherited switches and stake', () => {
    const a = analyzeScore(SHEET, 0, undefined, inherit);
    expect(a.game).toBe('doppelkopf');
    // A+B won 1, then C+D won 2: A −1, B −1, C +1, D +1 (each +1/−1, then +2/−2).
    expect(a.totals).toEqual({ A: -1, B: -1, C: 1, D: 1 });
    // 10 cents a point: A and B pay 10 cents each.
    expect(a.settlement.money).toEqual({ A: -10, B: -10, C: 10, D: 10 });
    // set duty-solo on: nobody played one, so each owes one at the sheet's end (on the last round's line).
    expect(a.problems.filter((p) => p.code === 'duty-solo-owed').map((p) => p.range.start.line)).toEqual([5, 5, 5, 5]);
  });
  it('the sheet’s own set and stake lines win', () => {
    const a = analyzeScore(`set duty-solo off\nstake 0.50 EUR\n${SHEET}`, 0, undefined, inherit);
    expect(a.problems.map((p) => p.code)).toEqual([]);
    expect(a.settlement.money).toEqual({ A: -50, B: -50, C: 50, D: 50 });
  });
  it('a bad inherited switch is the settings file’s problem, not the sheet’s', () => {
    const a = analyzeScore(SHEET, 0, undefined, { game: 'doppelkopf', settings: [set('no-such-switch', 'x')] });
    expect(a.problems).toEqual([]);
  });
});
