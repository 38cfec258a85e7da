// The links of the user's manual: every relative link in README.md and docs/*.md names a file that exists, and
// every `diagnostics.md#anchor` a heading that is there (issue 14: links in docs/diagnostics.md must not dangle).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FILES = [
  'README.md',
  ...readdirSync('docs')
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to dashes. */
function anchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(file: string): Set<string> {
  const md = readFileSync(file, 'utf8');
  return new Set([...md.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1])));
}

function links(file: string): string[] {
  const md = readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...md.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]).filter((l) => !/^[a-z]+:/i.test(l));
}

describe('links in the manual point at files (and headings) that exist', () => {
  for (const file of FILES) {
    it(file, () => {
      const broken: string[] = [];
      for (const link of links(file)) {
        const [path, hash] = link.split('#');
        const target = path ? join(dirname(file), decodeURI(path)) : file;
        if (!existsSync(target)) broken.push(link);
        else if (hash && target.endsWith('.md') && !anchorsOf(target).has(hash)) broken.push(link);
      }
      expect(broken).toEqual([]);
    });
  }
  it('the anchor rule matches a heading with punctuation', () => {
    expect(anchor('Season settings (season.score)')).toBe('season-settings-seasonscore');
  });
});
