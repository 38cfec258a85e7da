// Every code of the season settings parser has its heading (the editor's code link) in docs/diagnostics.md.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEASON_CODES } from '../../src/season';

describe('docs/diagnostics.md', () => {
  it('documents every season settings code', () => {
    const md = readFileSync(new URL('../../docs/diagnostics.md', import.meta.url), 'utf8');
    const anchors = new Set([...md.matchAll(/^### (\S+)$/gm)].map((m) => m[1]));
    expect(SEASON_CODES.filter((c) => !anchors.has(c))).toEqual([]);
  });
});
