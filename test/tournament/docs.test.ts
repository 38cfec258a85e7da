// Every tournament code has its heading (the editor's code link) in docs/diagnostics.md.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOURNAMENT_CODES } from '../../src/tournament';

describe('docs/diagnostics.md', () => {
  it('documents every tournament code', () => {
    const md = readFileSync(new URL('../../docs/diagnostics.md', import.meta.url), 'utf8');
    const anchors = new Set([...md.matchAll(/^### (\S+)$/gm)].map((m) => m[1]));
    expect(TOURNAMENT_CODES.filter((c) => !anchors.has(c))).toEqual([]);
  });
});
