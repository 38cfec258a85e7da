// The links of the user's manual: every relative link in README.md, docs/*.md and the example guides
// (examples/*.md) names a file that exists, and every `file.md#anchor` a heading that is there (issue 14: links in
// docs/diagnostics.md must not dangle). A Markdown file named in the prose, or as a code span of its own, must exist
// too (issue 30, bug 15: `score-format.md`, rules/doppelkopf.md and rules/belote.md were named but not shipped).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const markdownIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => `${dir}/${f}`);

const FILES = ['README.md', ...markdownIn('docs'), ...markdownIn('examples')];

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

/** The text without fenced code blocks (commands and sheets, not links). */
function prose(file: string): string {
  return readFileSync(file, 'utf8').replace(/```[\s\S]*?```/g, '');
}

/** Inline links and images (`[a](path)`, `[a](path "title")`) and reference definitions (`[a]: path`). */
export function links(md: string): string[] {
  const inline = [...md.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)].map((m) => m[1]);
  const references = [...md.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm)].map((m) => m[1]);
  return [...inline, ...references].filter((l) => !/^[a-z][a-z0-9+.-]*:/i.test(l));
}

/**
 * Markdown files named outside a link: in the prose, or as a code span of their own (`docs/rules.md`). A code span
 * with a space in it is a command (`scoresheet check guide.md`) and names the reader's file; a glob names no file.
 */
export function namedFiles(md: string): string[] {
  const withoutLinks = md.replace(/\]\([^)]*\)/g, '](…)');
  const spans = [...withoutLinks.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]).filter((s) => !/\s/.test(s));
  const text = withoutLinks.replace(/`[^`\n]+`/g, ' ');
  const mentioned = (s: string) => [
    ...s.matchAll(/(?<![\p{L}\p{N}_./*-])([\p{L}\p{N}_.-]+\/)*[\p{L}\p{N}_-]+\.md\b/gu),
  ];
  return [...spans.flatMap((s) => mentioned(s)), ...mentioned(text)].map((m) => m[0]).filter((f) => !f.includes('*'));
}

/** Where a named file may be: beside the file that names it, at the root of the repository, or in docs/. */
const exists = (file: string, name: string) =>
  [join(dirname(file), name), name, join('docs', name)].some((p) => existsSync(p));

describe('links in the manual point at files (and headings) that exist', () => {
  for (const file of FILES) {
    it(file, () => {
      const broken: string[] = [];
      for (const link of links(prose(file))) {
        const [path, hash] = link.split('#');
        const target = path ? join(dirname(file), decodeURI(path)) : file;
        if (!existsSync(target)) broken.push(link);
        else if (hash && target.endsWith('.md') && !anchorsOf(target).has(hash)) broken.push(link);
      }
      const missing = namedFiles(prose(file)).filter((name) => !exists(file, name));
      expect({ broken, missing }).toEqual({ broken: [], missing: [] });
    });
  }
  it('the anchor rule matches a heading with punctuation', () => {
    expect(anchor('Season settings (season.score)')).toBe('season-settings-seasonscore');
  });
  it('finds links of every form, and files named without a link', () => {
    expect(links('[a](x.md) ![b](media/y.png "alt") [c](https://e.org) [d]: docs/z.md\n[e](#here)')).toEqual([
      'x.md',
      'media/y.png',
      '#here',
    ]);
    expect(links('[d]: docs/z.md\n')).toEqual(['docs/z.md']);
    expect(
      namedFiles(
        'The format is described in `score-format.md` (see rules/doppelkopf.md, belote.md §3.5). ' +
          'Run `scoresheet check guide.md` on `docs/*.md`; [ok](docs/rules.md).',
      ),
    ).toEqual(['score-format.md', 'rules/doppelkopf.md', 'belote.md']);
  });
});
