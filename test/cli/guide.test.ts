// The CLI on rule guides and what-if rules, as users run it: `node cli.js …` as a process on real files.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundledCli } from '../helpers/cliProcess';

const cli = bundledCli('scoresheet-guide-');
const { run, write } = cli;

const GUIDE = readFileSync('examples/guide.md', 'utf8');

describe('check on a rule guide', () => {
  it('examples/guide.md: shared headers, expected errors and a skipped block check clean', () => {
    const r = run('check', 'examples/guide.md');
    expect(r.out).toBe('');
    expect(r.err).toBe('0 errors, 0 warnings in 7 documents\n');
    expect(r.code).toBe(0);
  });

  it('removing the deliberate mistake fails, pointing at the fence line', () => {
    const fenceLine = GUIDE.split('\n').indexOf('```score expect=score-mismatch') + 1;
    const f = write(
      'fixed.md',
      GUIDE.replace('score Anna +1 Ben -1 Clara +1 Dora -1', 'score Anna +2 Ben -2 Clara +2 Dora -2'),
    );
    const r = run('check', f);
    expect(r.code).toBe(1);
    expect(r.out.trim().split('\n')).toEqual([
      `${f}:${fenceLine}:10: error expect-missing: This example expects the error \`score-mismatch\`, but the ` +
        `block has ` +
        'none; fix the example or remove score-mismatch from expect=.',
    ]);
  });

  it('--json keeps the expected errors as hints', () => {
    const r = run('check', '--json', 'examples/guide.md');
    const files = JSON.parse(r.out).files as { diagnostics: { severity: string; code: string }[] }[];
    expect(files[2].diagnostics.map((d) => [d.severity, d.code])).toEqual([['hint', 'score-mismatch']]);
    expect(r.code).toBe(0);
  });
});

// Round 1: Re (Anna, Clara) 151 → won 1 + unter 90 1 = 2 under any announcement rule.
// Round 2: Re (Ben, Dora) announced Re, 130:110 → `announcement plus2` (ddv): won 1 + Re 2 = 3;
// `announcement double`: won 1, doubled = 2. Stake 0.05 EUR per point.
const WHAT_IF = `game doppelkopf
players Anna Ben Clara Dora
stake 0.05 EUR

round 1
  re Anna Clara
  cards re 151
round 2
  re Ben Dora
  announce re
  cards re 130
`;

describe('what-if rules', () => {
  it('--set overrides the header without editing the file (totals 2-3 = -1 → 2-2 = 0)', () => {
    const f = write('whatif.score', WHAT_IF);
    const plain = JSON.parse(run('settle', '--json', f).out).files[0];
    expect(plain.totals).toEqual({ Anna: -1, Ben: 1, Clara: -1, Dora: 1 });
    const r = run('settle', '--json', '--set', 'announcement=double', f);
    const doubled = JSON.parse(r.out).files[0];
    expect(doubled.totals).toEqual({ Anna: 0, Ben: 0, Clara: 0, Dora: 0 });
    expect(doubled.rounds[1].scores).toEqual({ Anna: -2, Ben: 2, Clara: -2, Dora: 2 });
    expect(readFileSync(f, 'utf8')).toBe(WHAT_IF);
  });

  it('--set on a file that sets the switch itself replaces its line; --rules checks the preset', () => {
    const f = write('whatif-set.score', WHAT_IF.replace('stake', 'set announcement double\nstake'));
    expect(JSON.parse(run('check', '--json', '--set', 'announcement=plus2', f).out).files[0].totals).toEqual({
      Anna: -1,
      Ben: 1,
      Clara: -1,
      Dora: 1,
    });
    const bad = run('check', '--rules', 'official', f);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--rules: Unknown rules preset "official" for doppelkopf');
    const badKey = run('explain', '--set', 'annoucement=double', f);
    expect(badKey.code).toBe(2);
    expect(badKey.err).toContain('--set: Unknown rule switch "annoucement"');
  });

  it('settle --compare: totals and money side by side with the difference (text)', () => {
    const f = write('compare.score', WHAT_IF);
    const r = run('settle', f, '--compare', 'announcement=double');
    expect(r.code).toBe(0);
    expect(r.out.trimEnd().split('\n')).toEqual([
      'What if: announcement=double',
      '',
      '  Name   as written  what if  difference  money as written  money what if  money difference',
      '  -----  ----------  -------  ----------  ----------------  -------------  ----------------',
      '  Anna           −1        0          +1         −0.05 EUR       0.00 EUR         +0.05 EUR',
      '  Ben             1        0          −1          0.05 EUR       0.00 EUR         −0.05 EUR',
      '  Clara          −1        0          +1         −0.05 EUR       0.00 EUR         +0.05 EUR',
      '  Dora            1        0          −1          0.05 EUR       0.00 EUR         −0.05 EUR',
    ]);
  });

  it('settle --compare --json and --format md', () => {
    const f = write('compare2.score', WHAT_IF);
    const j = JSON.parse(run('settle', f, '--json', '--compare', 'announcement=double').out).files[0];
    expect(j.totals).toEqual({
      asWritten: { Anna: -1, Ben: 1, Clara: -1, Dora: 1 },
      whatIf: { Anna: 0, Ben: 0, Clara: 0, Dora: 0 },
      difference: { Anna: 1, Ben: -1, Clara: 1, Dora: -1 },
    });
    expect(j.money).toEqual({
      asWritten: { Anna: -0.05, Ben: 0.05, Clara: -0.05, Dora: 0.05 },
      whatIf: { Anna: 0, Ben: 0, Clara: 0, Dora: 0 },
      difference: { Anna: 0.05, Ben: -0.05, Clara: 0.05, Dora: -0.05 },
      currency: 'EUR',
    });
    const md = run('settle', f, '--format', 'md', '--compare', 'announcement=double').out;
    expect(md).toContain('| Anna | −1 | 0 | +1 | −0.05 EUR | 0.00 EUR | +0.05 EUR |');
  });

  it('--compare rules=PRESET: the same preset changes nothing (difference 0 for each player)', () => {
    const f = write('compare3.score', WHAT_IF);
    const j = JSON.parse(run('settle', f, '--json', '--compare', 'rules=ddv').out).files[0];
    expect(j.totals.difference).toEqual({ Anna: 0, Ben: 0, Clara: 0, Dora: 0 });
  });
});

const UNFIXED = `game doppelkopf
players Anna Ben Clara Dora

round 1
re Anna Clara
   cards re 151
  score Anna +3 Ben -3 Clara +3 Dora -3
round 3
  re Bne Dora
  cards re 130
`;

describe('check --fix and fmt on real files', () => {
  it(
    'check without --fix writes nothing; --fix applies the ' + 'preferred fixes, says so, and a second run finds none',
    () => {
      const f = write('fixme.score', UNFIXED);
      expect(run('check', f).code).toBe(1);
      expect(readFileSync(f, 'utf8')).toBe(UNFIXED);
      const r = run('check', '--fix', f);
      expect(r.code).toBe(0);
      expect(r.err.split('\n')).toEqual([
        `${f}:7: fixed: Write the computed score: Anna +2 Ben -2 Clara +2 Dora -2`,
        `${f}:8: fixed: Renumber to 2`,
        `${f}:9: fixed: Change to "Ben"`,
        '3 fixes applied in 1 file',
        '0 errors, 0 warnings in 1 document',
        '',
      ]);
      const fixed = readFileSync(f, 'utf8');
      expect(fixed).toBe(
        UNFIXED.replace('+3 Ben -3 Clara +3 Dora -3', '+2 Ben -2 Clara +2 Dora -2')
          .replace('round 3', 'round 2')
          .replace('Bne', 'Ben'),
      );
      const again = run('check', '--fix', f);
      expect(again.err).toContain('nothing to fix');
      expect(readFileSync(f, 'utf8')).toBe(fixed);
    },
  );

  it('--fix leaves the expected errors of a rule guide alone', () => {
    const f = write('guide-fix.md', GUIDE);
    const r = run('check', '--fix', f);
    expect(r.code).toBe(0);
    expect(r.err).toContain('nothing to fix');
    expect(readFileSync(f, 'utf8')).toBe(GUIDE);
  });

  it('fmt --check fails on an unformatted file without writing; fmt formats; a second fmt changes nothing', () => {
    const f = write('fmt.score', UNFIXED);
    const check = run('fmt', '--check', f);
    expect(check.code).toBe(1);
    expect(check.out).toBe(`${f} is not formatted\n`);
    expect(readFileSync(f, 'utf8')).toBe(UNFIXED);
    expect(run('fmt', f).code).toBe(0);
    const once = readFileSync(f, 'utf8');
    expect(once).toBe(UNFIXED.replace('\nre Anna', '\n  re Anna').replace('   cards re 151', '  cards re 151'));
    const twice = run('fmt', f);
    expect(twice.out).toBe('');
    expect(twice.err).toBe('0 files formatted (of 1)\n');
    expect(readFileSync(f, 'utf8')).toBe(once);
    expect(run('fmt', '--check', f).code).toBe(0);
  });

  it('fmt on Markdown formats the ```score blocks and leaves the prose alone', () => {
    const md = '# Guide\n\n   Some  prose.\n\n```score\ngame doppelkopf\nplayers A B C D\nround\nre A B\n```\n';
    const f = write('fmt.md', md);
    expect(run('fmt', f).code).toBe(0);
    expect(readFileSync(f, 'utf8')).toBe(md.replace('\nre A B', '\n  re A B'));
  });
});
