// Quick fixes: every fix's edit applied to the text, keyed on the problem code (see docs/diagnostics.md).

import { describe, expect, it } from 'vitest';
import { analyzeScore, type DocumentAnalysis } from '../../src/analysis/analyze';
import type { Range } from '../../src/format/types';
import {
  codeActionsFor,
  offersActionsWithoutProblem,
  type CodeAction,
  type CodeActionKind,
} from '../../src/language/codeActions';
import { addPlayerFix } from '../../src/language/problemFixes';
import { BELOTE_TEXT, DK_TEXT, analysisOf, beloteAnalysis, dkAnalysis, line, result } from '../helpers/analyses';
import { applyEdits, textIn } from '../helpers/textEdits';

/** The actions offered with the cursor on line `l`, for the problems shown there (as an editor would ask). */
function setup(text: string, a: DocumentAnalysis | DocumentAnalysis[]) {
  const analyses = Array.isArray(a) ? a : [a];
  const source = { analyses, textAt: (r: Range) => textIn(text, r) };
  const problems = analyses.flatMap((x) => x.problems);
  const actionsOn = (l: number, only?: CodeActionKind) =>
    codeActionsFor(
      source,
      line(l, 0, 0),
      problems.filter((p) => p.range.start.line <= l && l <= p.range.end.line).map((p) => ({ ...p })),
      only,
    );
  const apply = (action: CodeAction) => applyEdits(text, action.edits);
  return { actionsOn, apply };
}

const lineOf = (text: string, n: number) => text.split('\n')[n];

describe('round-number: the parser’s own fix renumbers', () => {
  it('renumbers "round 3" (the second round) to 2', () => {
    const { actionsOn, apply } = setup(DK_TEXT, dkAnalysis());
    const fix = actionsOn(8).find((a) => a.title === 'Renumber to 2')!;
    expect(fix.isPreferred).toBe(true);
    expect(fix.kind).toBe('quickfix');
    expect(lineOf(apply(fix), 8)).toBe('round 2');
  });
});

describe('score-mismatch: the engine’s fix writes the computed scores', () => {
  it('Clara stated +3 in a won Re 151 (won 1 + unter 90 1 = 2): the row becomes +2 -2 +2 -2', () => {
    const { actionsOn, apply } = setup(DK_TEXT, analyzeScore(DK_TEXT));
    const fix = actionsOn(6).find((a) => a.title.startsWith('Write the computed score'))!;
    expect(fix.isPreferred).toBe(true);
    expect(lineOf(apply(fix), 6)).toBe('  score Anna +2 Ben -2 Clara +2 Dora -2');
  });
  it('uses the engine’s fix when the problem carries one', () => {
    const a = dkAnalysis();
    a.problems[a.problems.findIndex((p) => p.code === 'score-mismatch')].fix = {
      title: 'Engine fix',
      edits: [{ range: line(6, 29, 31), newText: '+9' }],
    };
    const { actionsOn, apply } = setup(DK_TEXT, a);
    const actions = actionsOn(6);
    expect(actions.map((x) => x.title)).not.toContain('Replace the stated scores with the computed ones');
    expect(lineOf(apply(actions.find((x) => x.title === 'Engine fix')!), 6)).toBe(
      '  score Anna +2 Ben -2 Clara +9 Dora -2',
    );
  });
});

describe('total-mismatch: the engine’s fix writes the running totals', () => {
  // Round 1: Anna, Clara +2 (won 1 + unter 90 1). Round 2: Dora's queens solo with 185, Kontra 55: won 1 +
  // unter 90 1 + unter 60 1 = 3, solo ×3: Dora +9, the others −3. Totals: Anna −1, Ben −5, Clara −1, Dora 7.
  it('writes the running totals as plain numbers and keeps the comment', () => {
    const { actionsOn, apply } = setup(DK_TEXT, analyzeScore(DK_TEXT));
    const fix = actionsOn(12).find((a) => a.title.startsWith('Write the computed totals'))!;
    expect(lineOf(apply(fix), 12)).toBe('  total Anna -1 Ben -5 Clara -1 Dora 7  # checkpoint');
  });
});

describe('specials-in-solo: special points do not count in a solo (rules/doppelkopf.md, specials-in-solo off)', () => {
  it('removes the extras line', () => {
    const { actionsOn, apply } = setup(DK_TEXT, dkAnalysis());
    const fix = actionsOn(10).find((a) => a.title.startsWith('Remove the special points'))!;
    const out = apply(fix).split('\n');
    expect(out[9]).toBe('  solo Dora queens');
    expect(out[10]).toBe('  cards re 185');
  });
  it('on the last line of a text without a final line break: that line up to its end, nothing past the text', () => {
    const text = [
      'game doppelkopf',
      'players Anna Ben Clara Dora',
      '',
      'round 1',
      '  solo Dora queens',
      '  cards re 185',
      '  extras re fox  # Dora caught it',
    ].join('\n');
    const { actionsOn, apply } = setup(text, analyzeScore(text));
    const fix = actionsOn(6).find((a) => a.title.startsWith('Remove the special points'))!;
    expect(fix.edits).toEqual([{ range: line(6, 0, 15), newText: '' }]);
    expect(apply(fix).split('\n').slice(5)).toEqual(['  cards re 185', '  # Dora caught it']);
  });
  it('or switches them on in the header', () => {
    const { actionsOn, apply } = setup(DK_TEXT, dkAnalysis());
    const fix = actionsOn(10).find((a) => a.title.includes('set specials-in-solo on'))!;
    expect(apply(fix).split('\n').slice(0, 3)).toEqual([
      'game doppelkopf',
      'players Anna Ben Clara Dora',
      'set specials-in-solo on',
    ]);
  });
});

describe('unknown-name: a name that is no player', () => {
  const text = ['game doppelkopf', 'players Anna Ben Clara', '', 'round', '  re Anna Bne', '  out Dora'].join('\n');
  it('offers the closest known name for a typo', () => {
    const { actionsOn, apply } = setup(text, analysisOf(text));
    const fix = actionsOn(4).find((a) => a.title === 'Change to "Ben"')!;
    expect(lineOf(apply(fix), 4)).toBe('  re Anna Ben');
  });
  it('adds a new name to players', () => {
    const { actionsOn, apply } = setup(text, analysisOf(text));
    const fix = actionsOn(5).find((a) => a.title === 'Add "Dora" to players')!;
    expect(lineOf(apply(fix), 1)).toBe('players Anna Ben Clara Dora');
    expect(actionsOn(5).map((a) => a.title)).not.toContain('Change to "Dora"');
  });
  it('quotes a name that needs quotes (src/text/names.ts)', () => {
    expect(addPlayerFix(analysisOf(text), 'Anna M.')!.edits[0].newText).toBe(' "Anna M."');
  });
});

describe('which lines get a quick fix without a problem (an editor skips the analysis elsewhere)', () => {
  it('a cards line in any of its words, whatever the case and indentation', () => {
    for (const l of ['  cards re 151', 'cards re 151', '\tAugen re 151', '  CARTES Nord-Süd 90', '  cards'])
      expect(offersActionsWithoutProblem(l)).toBe(true);
    for (const l of ['', '   ', '  re Anna Clara', '  score Anna +2', '# cards re 151', 'round 1', '  tricks re 8'])
      expect(offersActionsWithoutProblem(l)).toBe(false);
  });
  it('every line offered an action without a problem is one of those', () => {
    for (const [text, a] of [
      [DK_TEXT, dkAnalysis()],
      [BELOTE_TEXT, beloteAnalysis()],
    ] as const) {
      const source = { analyses: [a], textAt: (r: Range) => textIn(text, r) };
      const offered = text
        .split('\n')
        .map((_, l) => l)
        .filter((l) => codeActionsFor(source, line(l, 0, 0), []).length > 0);
      expect(offered.length).toBeGreaterThan(0);
      for (const l of offered) expect(offersActionsWithoutProblem(text.split('\n')[l])).toBe(true);
    }
  });
});

describe('cards: fill in the side left out (Doppelkopf 240 − N, Belote deal total − N)', () => {
  it('Doppelkopf: cards re 151 → kontra 89', () => {
    const { actionsOn, apply } = setup(DK_TEXT, dkAnalysis());
    const fix = actionsOn(5).find((a) => a.title === 'Fill in kontra 89')!;
    expect(lineOf(apply(fix), 5)).toBe('  cards re 151 kontra 89');
  });
  it('Belote at a suit contract: 152 − 90 = 62 for the other team', () => {
    const { actionsOn, apply } = setup(BELOTE_TEXT, beloteAnalysis());
    const fix = actionsOn(7).find((a) => a.title === 'Fill in Ost-West 62')!;
    expect(lineOf(apply(fix), 7)).toBe('  cards Nord-Süd 90, Ost-West 62');
  });
  it('Belote at no-trump with the house ace of 11: 120 − 90 = 30', () => {
    const text = BELOTE_TEXT.replace('trump hearts', 'trump no-trump');
    const { actionsOn } = setup(text, analysisOf(text, { rounds: [result(1, 4, {}, {})] }));
    expect(actionsOn(7).map((a) => a.title)).toContain('Fill in Ost-West 30');
  });
  it('cards-sum: both sides given that do not add up — set one from the other', () => {
    const text = DK_TEXT.replace('cards re 151', 'cards re 151 kontra 80');
    const a = analysisOf(text, {
      problems: [{ code: 'cards-sum', severity: 'error', range: line(5, 8, 24), message: '151 + 80 ≠ 240' }],
    });
    const { actionsOn, apply } = setup(text, a);
    const titles = actionsOn(5).map((x) => x.title);
    expect(titles).toEqual(expect.arrayContaining(['Set kontra to 89 (240 − 151)', 'Set re to 160 (240 − 80)']));
    expect(lineOf(apply(actionsOn(5).find((x) => x.title.startsWith('Set kontra'))!), 5)).toBe(
      '  cards re 151 kontra 89',
    );
  });
});

describe('fix all', () => {
  const text = [
    'game doppelkopf',
    'players A B C D',
    'round 1',
    '  score A +1 B -1 C +1 D -1',
    'round 5',
    '  score A +1 B -1 C +1 D -1',
    'round 9',
  ].join('\n');
  const rounds = [
    result(1, 2, { A: 2, B: -2, C: 2, D: -2 }, { A: 2, B: -2, C: 2, D: -2 }),
    result(2, 4, { A: 3, B: -3, C: 3, D: -3 }, { A: 5, B: -5, C: 5, D: -5 }),
    result(3, 6, {}, { A: 5, B: -5, C: 5, D: -5 }, { outcome: 'recorded' }),
  ];
  // Like the engine's: each mismatch carries the fix that writes the computed row.
  const problems = [
    {
      code: 'score-mismatch',
      severity: 'error' as const,
      range: line(3, 2, 27),
      message: '',
      fix: { title: 'Write the computed score', edits: [{ range: line(3, 8, 27), newText: 'A +2 B -2 C +2 D -2' }] },
    },
    {
      code: 'score-mismatch',
      severity: 'error' as const,
      range: line(5, 2, 27),
      message: '',
      fix: { title: 'Write the computed score', edits: [{ range: line(5, 8, 27), newText: 'A +3 B -3 C +3 D -3' }] },
    },
  ];
  it('per code: "Fix all 2 …" rewrites both score lines', () => {
    const { actionsOn, apply } = setup(text, analysisOf(text, { rounds, problems }));
    const all = actionsOn(3).find((a) => a.title === 'Fix all 2 "score-mismatch" problems in the file')!;
    const out = apply(all).split('\n');
    expect(out[3]).toBe('  score A +2 B -2 C +2 D -2');
    expect(out[5]).toBe('  score A +3 B -3 C +3 D -3');
    expect(out[4]).toBe('round 5'); // another code: untouched
  });
  it('source.fixAll.scoresheet applies every fix with one answer (scores and round numbers)', () => {
    const { actionsOn, apply } = setup(text, analysisOf(text, { rounds, problems }));
    const [all] = actionsOn(0, 'source.fixAll');
    expect(all.kind).toBe('source.fixAll');
    expect(apply(all).split('\n')).toEqual([
      'game doppelkopf',
      'players A B C D',
      'round 1',
      '  score A +2 B -2 C +2 D -2',
      'round 2',
      '  score A +3 B -3 C +3 D -3',
      'round 3',
    ]);
  });
  it('only quick fixes when asked for quick fixes', () => {
    const { actionsOn } = setup(text, analysisOf(text, { rounds, problems }));
    expect(actionsOn(3, 'quickfix').every((a) => a.kind === 'quickfix')).toBe(true);
  });
});

describe('Markdown: fixes inside a ```score block land at the block’s lines', () => {
  it('renumbers a round inside the block', () => {
    const md = ['# Evening', '', '```score', 'game doppelkopf', 'players A B C D', 'round 4', '```', ''].join('\n');
    const a = analysisOf(['game doppelkopf', 'players A B C D', 'round 4'].join('\n'), { firstLine: 3 });
    const { actionsOn, apply } = setup(md, a);
    expect(lineOf(apply(actionsOn(5).find((x) => x.title === 'Renumber to 1')!), 5)).toBe('round 1');
  });
});

describe('"Fix all of this kind in the file", for every code that has a quick fix (real engine)', () => {
  const text = [
    'game doppelkopf', // 0
    'players Anna Ben Clara Dora', // 1
    'round 1', // 2
    '  re Anna Clara', // 3
    '  cards re 151', // 4
    '  score Anna +2 Ben -2 Clara +3 Dora -2', // 5  score-mismatch
    '  total Anna 9 Ben -2 Clara 2 Dora -2', // 6  total-mismatch
    'round 5', // 7  round-number
    '  solo Dora queens', // 8
    '  extras re fox', // 9  specials-in-solo
    '  cards re 185', // 10
    '  score Anna -2 Ben -2 Clara -2 Dora +7', // 11  score-mismatch
    '  total Anna 0 Ben 0 Clara 0 Dora 0', // 12  total-mismatch
    'round 7', // 13  round-number
    '  solo Anna jacks', // 14
    '  extras re fox', // 15  specials-in-solo
    '  cards re 130', // 16
    'round', // 17
    '  re Ann Clara', // 18  unknown-name (typo of Anna)
    '  cards re 121', // 19
    'round', // 20
    '  re Bne Dora', // 21  unknown-name (typo of Ben)
    '  cards re 100', // 22
    '  out Eva', // 23  unknown-name (new)
    'round', // 24
    '  re Anna Ben', // 25
    '  cards re 100', // 26
    '  out Fritz', // 27  unknown-name (new)
    '',
  ].join('\n');

  const codes = (t: string) => analyzeScore(t).problems.map((p) => p.code);

  it.each([
    ['score-mismatch', 5, 2],
    ['total-mismatch', 6, 2],
    ['round-number', 7, 2],
    ['specials-in-solo', 9, 2],
    ['unknown-name', 18, 4],
  ])('%s: one action on line %i fixes all %i', (code, lineNo, count) => {
    const a = analyzeScore(text);
    expect(a.problems.filter((p) => p.code === code)).toHaveLength(count);
    const { actionsOn, apply } = setup(text, a);
    const all = actionsOn(lineNo).find((x) => x.title === `Fix all ${count} "${code}" problems in the file`);
    expect(all, code).toBeDefined();
    const fixed = apply(all!);
    expect(codes(fixed)).not.toContain(code);
  });

  it('unknown-name: typos become the closest player, new names are added to players once each', () => {
    const { actionsOn, apply } = setup(text, analyzeScore(text));
    const out = apply(actionsOn(18).find((x) => x.title.startsWith('Fix all 4'))!).split('\n');
    expect(out[1]).toBe('players Anna Ben Clara Dora Eva Fritz');
    expect(out[18]).toBe('  re Anna Clara');
    expect(out[21]).toBe('  re Ben Dora');
  });

  it('specials-in-solo: removes each solo’s extras line, nothing else', () => {
    const { actionsOn, apply } = setup(text, analyzeScore(text));
    const out = apply(actionsOn(9).find((x) => x.title.startsWith('Fix all 2'))!).split('\n');
    expect(out).toEqual(text.split('\n').filter((_, i) => i !== 9 && i !== 15));
  });

  it('source.fixAll applies only the fixes with one answer (never guesses a name or drops a line)', () => {
    const { actionsOn, apply } = setup(text, analyzeScore(text));
    const [all] = actionsOn(0, 'source.fixAll');
    const left = codes(apply(all));
    expect(left).not.toContain('score-mismatch');
    expect(left).not.toContain('total-mismatch');
    expect(left).not.toContain('round-number');
    expect(left.filter((c) => c === 'unknown-name')).toHaveLength(4);
    expect(left.filter((c) => c === 'specials-in-solo')).toHaveLength(2);
  });

  it('cards-sum has two equally good answers (which side is wrong?), so it has no fix-all', () => {
    const t = DK_TEXT.replace('cards re 151', 'cards re 151 kontra 80').replace(
      'cards re 185',
      'cards re 185 kontra 50',
    );
    const a = analyzeScore(t);
    const { actionsOn } = setup(t, a);
    const line5 = a.problems.find((p) => p.code === 'cards-sum')!.range.start.line;
    expect(
      actionsOn(line5)
        .map((x) => x.title)
        .filter((x) => x.startsWith('Fix all')),
    ).toEqual([]);
  });
});
