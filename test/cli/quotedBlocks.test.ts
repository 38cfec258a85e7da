// Security review F11: a ```score block inside a blockquote or a list item is checked like any other. Before, `check`
// said "no ```score blocks found" and passed a quoted guide whose score was wrong.
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cliInProcess';

const EVENING = [
  '```score',
  'game doppelkopf',
  'players Anna Ben Clara Dora',
  'round 1',
  '  re Anna Clara',
  '  cards re 151',
  // Re 151 wins: won 1 + unter 90 1 = 2 each (rules/doppelkopf.md), so every +3/-3 here is wrong.
  '  score Anna +3 Ben -3 Clara +3 Dora -3',
  '```',
];

const files: Record<string, string> = {
  'quoted.md': ['# Guide', '', '> A quoted evening:', '>', ...EVENING.map((l) => `> ${l}`), '', 'The end.'].join('\n'),
  'listed.md': ['# Guide', '', '- An evening in a list:', '', ...EVENING.map((l) => `  ${l}`), ''].join('\n'),
};
const readFile = (p: string) => new TextEncoder().encode(files[p]);

describe('check on ```score blocks in a blockquote or a list item', () => {
  it.each(['quoted.md', 'listed.md'])('%s: the wrong score is reported where it is, and check exits 1', (file) => {
    const r = runCli(['check', file], { readFile });
    // Line 11 of both files; column 11 is the row after `> ` or the list's two spaces, and `  score `.
    expect(r.out).toMatch(new RegExp(`^${file}:11:11: error score-mismatch: `));
    expect(r.err).toBe('1 error, 0 warnings in 1 document\n');
    expect(r.code).toBe(1);
  });

  it('fmt keeps the `> ` markers and the list indentation', () => {
    const r = runCli(['fmt', '--check', 'quoted.md', 'listed.md'], { readFile });
    expect(r.out).toBe('');
    expect(r.code).toBe(0);
  });
});
