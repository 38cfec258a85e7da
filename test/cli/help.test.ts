// `scoresheet --help` and `scoresheet help COMMAND` follow --lang, else LC_ALL / LC_MESSAGES / LANG.

import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main';
import { englishLeft } from '../messages/catalogs.test';

function cli(args: string[], env: Record<string, string> = {}): { code: number; out: string } {
  let out = '';
  const code = run(args, { out: (s) => (out += s + '\n'), err: () => {}, readFile: () => Buffer.from(''), env });
  return { code, out };
}

const TOPICS = [[], ['check'], ['settle'], ['stats'], ['explain']];

describe('scoresheet --help in German and French', () => {
  for (const lang of ['de', 'fr'] as const) {
    it(`${lang}: the main help and each command's help leave no English sentence`, () => {
      for (const topic of TOPICS) {
        const r = cli(['help', ...topic, '--lang', lang]);
        expect(r.code).toBe(0);
        const left = r.out.split('\n').filter((line) => englishLeft(line).length > 0);
        expect(left, topic.join(' ') || 'main').toEqual([]);
      }
    });
  }

  it('names every command and option in each language', () => {
    for (const lang of ['en', 'de', 'fr']) {
      const out = cli(['--help', '--lang', lang]).out;
      for (const word of ['check', 'settle', 'stats', 'explain', '--json', '--format', '--round', '--lang', '--table'])
        expect(out, `${lang} ${word}`).toContain(word);
    }
  });

  it('follows the environment, and --lang over it; English stays as it was', () => {
    expect(cli(['--help'], { LANG: 'de_DE.UTF-8' }).out).toContain('Verwendung:');
    expect(cli(['settle', '--help'], { LC_ALL: 'fr_FR.UTF-8' }).out).toContain('Affiche le règlement');
    expect(cli(['--help', '--lang', 'en'], { LANG: 'de_DE.UTF-8' }).out).toMatch(
      /^scoresheet — scores Doppelkopf, Belote and Coinche from \.score logs\n\nUsage:/,
    );
  });
});
