// Issue 15's "done when" for the command line: check, settle (one evening and a season folder), explain and stats
// with --lang de and --lang fr over every bundled example print no English sentence. Two nets: no English catalog
// text whose German or French differs, and no English word outside names, file names and the game's own terms.

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cliInProcess';
import { englishCatalogSentences, englishLeft, prose } from '../messages/english';

/** Everything the CLI printed, stdout and stderr. */
function cli(args: string[]): string {
  const r = runCli(args);
  return r.out + r.err;
}

function examples(dir = 'examples'): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return examples(path);
    return /\.(score|md)$/.test(f) ? [path] : [];
  });
}

const FILES = examples();
const SEASONS = [
  ...new Set(FILES.filter((f) => f.split('/').length > 2).map((f) => f.slice(0, f.lastIndexOf('/')))),
  // A test fixture: two games in one folder, evenings without a stake.
  'test/integration/workspace/season',
];

/** Everything the CLI prints for the bundled examples in one language, line by line. */
function outputs(lang: 'de' | 'fr'): string[] {
  const lines: string[] = [];
  const add = (text: string, keep: (line: string) => boolean = () => true) =>
    lines.push(...text.split('\n').filter(keep));
  for (const file of FILES) {
    add(cli(['check', file, '--lang', lang]));
    if (file.endsWith('season.score')) continue;
    add(cli(['settle', file, '--lang', lang]));
    add(cli(['settle', file, '--format', 'md', '--lang', lang]));
    add(cli(['explain', file, '--lang', lang]));
  }
  // The fixture's evenings are titled in English by their writer ("Season evening 1"): a name, not our text.
  const ours = (l: string) => !l.includes('Season evening');
  for (const dir of SEASONS) {
    add(cli(['settle', dir, '--lang', lang]), ours);
    add(cli(['settle', dir, '--format', 'md', '--lang', lang]), ours);
    add(cli(['settle', dir, '--format', 'csv', '--lang', lang]));
    add(cli(['settle', dir, '--json', '--lang', lang]), (l) => /"message"/.test(l));
    add(cli(['stats', dir, '--lang', lang]));
    add(cli(['stats', dir, '--format', 'md', '--lang', lang]));
  }
  return lines;
}

/** Words an English line has that German and French lines never do (beyond englishLeft's list). */
const MORE_ENGLISH: Record<'de' | 'fr', string[]> = {
  de: ['computed', 'total', 'rounds', 'players', 'each', 'pays', 'stake', 'season', 'evening', 'evenings'],
  fr: ['computed', 'rounds', 'players', 'each', 'pays', 'stake', 'season', 'evening', 'evenings', 'winner'],
};

describe('the CLI in German and French over every bundled example', () => {
  it('reads every example and season folder', () => {
    expect(FILES.length).toBeGreaterThan(10);
    expect(SEASONS.length).toBeGreaterThan(0);
  });

  for (const lang of ['de', 'fr'] as const)
    it(`${lang}: no English sentence in check, settle, explain and stats`, () => {
      const sentences = englishCatalogSentences(lang);
      const found: string[] = [];
      for (const line of outputs(lang)) {
        // File names and paths are the user's, not English.
        const words = prose(line.replace(/\S*(examples|\.score|\.md)\S*/g, ' '))
          .toLowerCase()
          .split(/[^a-zäöüßéèêàâçœîïôûù'’-]+/);
        const english = [...englishLeft(line), ...MORE_ENGLISH[lang].filter((w) => words.includes(w))];
        // Money through Intl (`0,15 €`), never the English `0.15 EUR`.
        if (/\d EUR\b/.test(line)) english.push('EUR');
        const sentence = sentences.find((s) => line.includes(s));
        if (english.length || sentence) found.push(`${english.join(',')}${sentence ? ` «${sentence}»` : ''}: ${line}`);
      }
      expect([...new Set(found)]).toEqual([]);
    });
});
