// Every Skat problem code has its heading (the editor's code link) in docs/diagnostics.md.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SKAT_CODES } from '../../../src/games/skat/steps';

describe('docs/diagnostics.md', () => {
  it('documents every Skat code', () => {
    const md = readFileSync('docs/diagnostics.md', 'utf8');
    const anchors = new Set([...md.matchAll(/^### (\S+)$/gm)].map((m) => m[1]));
    expect(Object.keys(SKAT_CODES).filter((c) => !anchors.has(c))).toEqual([]);
  });
});
