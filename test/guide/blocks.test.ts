// Rule-guide blocks in Markdown (score-format.md): `expect=`, `skip` and header inheritance, through the real engine.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeMarkdown } from '../../src/analysis/analyze';
import { applyExpect, knownCodes, readBlockFlags } from '../../src/engine/guide';
import { hoverAt } from '../../src/language/hover';

const GUIDE = readFileSync(new URL('../../examples/guide.md', import.meta.url), 'utf8');

const errors = (md: string) =>
  analyzeMarkdown(md).flatMap((a) => a.problems.filter((p) => p.severity === 'error' || p.severity === 'warning'));

const md = (...lines: string[]) => lines.join('\n');

const HEAD = ['```score', 'game doppelkopf', 'players Anna Ben Clara Dora', 'stake 0.05 EUR', '```']; // lines 0-4

describe('examples/guide.md', () => {
  it('checks clean: shared headers, expected errors and a skipped block', () => {
    expect(errors(GUIDE)).toEqual([]);
  });

  it('inheriting blocks are scored with the header above (hand-worked: Re announced, 130 → ±3; belote 130/32)', () => {
    const a = analyzeMarkdown(GUIDE);
    expect(a[1].game).toBe('doppelkopf');
    expect(a[1].totals).toEqual({ Anna: -3, Ben: 3, Clara: -3, Dora: 3 });
    expect(a[6].game).toBe('belote');
    expect(a[6].totals).toEqual({ 'Nord-Süd': 130, 'Ost-West': 32 });
  });

  it('removing the deliberate mistake makes it fail, pointing at the fence', () => {
    const fixed = GUIDE.replace('score Anna +1 Ben -1 Clara +1 Dora -1', 'score Anna +2 Ben -2 Clara +2 Dora -2');
    const fenceLine = GUIDE.split('\n').indexOf('```score expect=score-mismatch');
    const errs = errors(fixed);
    expect(errs.map((p) => p.code)).toEqual(['expect-missing']);
    expect(errs[0].range).toEqual({
      start: { line: fenceLine, character: 9 },
      end: { line: fenceLine, character: 30 },
    });
    expect(errs[0].message).toContain('score-mismatch');
  });
});

describe('expect=', () => {
  it('an expected error becomes a hint without its fix; an unexpected error stays an error', () => {
    const text = md(
      ...HEAD,
      '```score expect=cards-sum',
      'round 1',
      '  re Anna Clara',
      '  cards re 151 kontra 90', // line 8: cards-sum (241), expected
      '```',
      '```score expect=cards-sum',
      'round 1',
      '  re Anna Clara',
      '  cards re 151',
      '  score Anna +3 Ben -3 Clara +3 Dora -3', // line 14: score-mismatch, not expected
      '```',
    );
    const [, wrong, other] = analyzeMarkdown(text);
    expect(wrong.problems.map((p) => [p.severity, p.code, p.range.start.line, p.fix])).toEqual([
      ['hint', 'cards-sum', 8, undefined],
    ]);
    expect(other.problems.filter((p) => p.severity === 'error').map((p) => [p.code, p.range.start.line])).toEqual([
      ['expect-missing', 10],
      ['score-mismatch', 14],
    ]);
  });

  it('several codes: every one must appear', () => {
    const text = md(
      ...HEAD,
      '```score expect=cards-sum,score-mismatch',
      'round 1',
      '  re Anna Clara',
      '  cards re 151 kontra 90',
      '```',
    );
    const p = analyzeMarkdown(text)[1].problems.filter((x) => x.severity === 'error');
    expect(p.map((x) => [x.code, x.range.start.line, x.range.start.character])).toEqual([['expect-missing', 5, 9]]);
    expect(p[0].message).toContain('`score-mismatch`');
  });

  it('a code Scoresheet does not know is named as such', () => {
    const text = md(...HEAD, '```score expect=card-sum', 'round 1', '  re Anna Clara', '  cards re 151', '```');
    const p = analyzeMarkdown(text)[1].problems;
    expect(p.map((x) => x.code)).toEqual(['expect-missing']);
    expect(p[0].message).toContain('"card-sum" is not a problem code');
  });

  it("a game's own code is known because its module lists it (Skat's skat-schwarz, formerly unknown to guides)", () => {
    // A Skat sheet with no round: the expected skat-schwarz cannot appear.
    const text = md('```score expect=skat-schwarz', 'game skat', 'players Anna Ben Clara', '```');
    const p = analyzeMarkdown(text)[0].problems.filter((x) => x.code === 'expect-missing');
    expect(p.map((x) => x.message)).toEqual([
      'This example expects the error `skat-schwarz`, but the block has none; fix the example or remove skat-schwarz ' +
        'from expect=.',
    ]);
  });

  it('knows the core codes and those of the games it is given, no others', () => {
    const range = { start: { line: 0, character: 9 }, end: { line: 0, character: 20 } };
    const game = { codes: ['own-code'] };
    expect(knownCodes([game]).has('own-code')).toBe(true);
    expect(knownCodes([game]).has('bad-card')).toBe(true); // the parser's
    expect(knownCodes([game]).has('total-culprit')).toBe(true); // the shared engine's
    expect(knownCodes([]).has('own-code')).toBe(false);
    const missing = (games: { codes: string[] }[]) =>
      applyExpect([], { codes: ['own-code'], range }, games).map((x) => x.msg?.id);
    expect(missing([game])).toEqual(['expect-missing']);
    expect(missing([])).toEqual(['expect-missing.unknown-code']);
  });

  it('reads flags after the language word; a near miss of a flag is a warning, other words are left alone', () => {
    const f = readBlockFlags({ fenceLine: 3, fenceText: '```score title="x" expect=a,B skp' });
    expect(f.expect?.codes).toEqual(['a', 'b']);
    expect(f.skip).toBe(false);
    expect(f.problems.map((p) => [p.code, p.severity, p.range.start.character])).toEqual([
      ['unknown-flag', 'warning', 30],
    ]);
    expect(readBlockFlags({ fenceLine: 0, fenceText: '~~~ score skip' }).skip).toBe(true);
  });
});

describe('skip', () => {
  it('a skipped block reports nothing and lends no header', () => {
    const text = md(
      '```score skip',
      'game doppelkopf',
      'players A B',
      'round',
      '  re A Zed',
      '```',
      '```score',
      'round 1',
      '  score Anna +1',
      '```',
    );
    const [skipped, after] = analyzeMarkdown(text);
    expect(skipped.problems).toEqual([]);
    expect(after.problems.map((p) => p.code)).toContain('missing-game');
  });
});

describe('header inheritance', () => {
  it('takes game/players/stake from the nearest earlier block with a game line; own lines override', () => {
    const text = md(
      ...HEAD,
      '```score', // 5
      'players Ann Bob Cid Dan', // 6: own players
      'round 1',
      '  re Ann Cid',
      '  cards re 151',
      '```',
      '```score', // 11
      'round 1',
      '  re Anna Clara',
      '  cards re 151',
      '```',
    );
    const [, own, plain] = analyzeMarkdown(text);
    expect(own.problems).toEqual([]);
    expect(own.totals).toEqual({ Ann: 2, Bob: -2, Cid: 2, Dan: -2 });
    expect(plain.totals).toEqual({ Anna: 2, Ben: -2, Clara: 2, Dora: -2 });
    // 2 points at 0.05 EUR: 10 cents each.
    expect(plain.settlement.money).toEqual({ Anna: 10, Ben: -10, Clara: 10, Dora: -10 });
    expect(plain.firstLine).toBe(12);
    expect(plain.document.lineCount).toBe(3);
    expect(plain.guide?.inheritedFrom).toBe(1);
  });

  it("problems stay on the block's own lines, at their positions in the Markdown file", () => {
    const text = md(...HEAD, 'Prose.', '```score', 'round 1', '  re Anna Bne', '```');
    const p = analyzeMarkdown(text)[1].problems;
    expect(p.map((x) => [x.code, x.range.start.line, x.range.start.character])).toContainEqual(['unknown-name', 8, 10]);
    expect(p.every((x) => x.range.start.line >= 7)).toBe(true);
  });

  it('a set switch of the block overrides the same switch above, others are kept', () => {
    const text = md(
      '```score',
      'game doppelkopf',
      'players Anna Ben Clara Dora',
      'set announcement double',
      'set tie-120 1',
      '```',
      '```score',
      'set announcement plus2',
      'round 1',
      '  re Ben Dora',
      '  announce re',
      '  cards re 130',
      '```',
    );
    const block = analyzeMarkdown(text)[1];
    expect(block.problems).toEqual([]);
    // plus2: won 1 + Re 2 = 3 (with `double` from above it would be 2).
    expect(block.totals).toEqual({ Anna: -3, Ben: 3, Clara: -3, Dora: 3 });
  });
});

describe('hover on a fence line', () => {
  it('explains expect= and the inherited header', () => {
    const text = md(...HEAD, '```score expect=cards-sum', 'round 1', '  cards re 151 kontra 90', '```');
    const h = hoverAt(analyzeMarkdown(text), 5);
    expect(h?.markdown).toContain('`cards-sum`');
    expect(h?.markdown).toContain('line 2');
    expect(h?.markdown).toContain('players Anna Ben Clara Dora');
    expect(hoverAt(analyzeMarkdown(text), 0)).toBeUndefined();
  });
});
