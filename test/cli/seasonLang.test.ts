// Season and stats output in German and French: `settle DIR` and `stats DIR` follow --lang (else LC_ALL / LANG)
// in text, Markdown and CSV, with the decimal comma and `;` in German and French CSV.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main';
import { englishLeft } from '../messages/english';

const DIR = 'examples/season-2026';

function cli(args: string[], env: Record<string, string> = {}): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = run(args, {
    out: (s) => (out += s + '\n'),
    err: (s) => (err += s + '\n'),
    readFile: (p) => readFileSync(p),
    env,
    listDir: (p) => {
      try {
        return statSync(p).isDirectory() ? readdirSync(p) : undefined;
      } catch {
        return undefined;
      }
    },
  });
  return { code, out, err };
}

describe('season and stats in German and French', () => {
  for (const lang of ['de', 'fr'] as const) {
    it(`${lang}: settle DIR and stats DIR leave no English sentence (text, md, csv)`, () => {
      const lines: string[] = [];
      for (const cmd of ['settle', 'stats'])
        for (const format of ['text', 'md', 'csv']) {
          const r = cli([cmd, DIR, '--format', format, '--lang', lang]);
          lines.push(...r.out.split('\n'), ...r.err.split('\n'));
        }
      expect(lines.filter((l) => englishLeft(l).length > 0)).toEqual([]);
    });
  }

  it('headings and table heads in the language; English unchanged', () => {
    expect(cli(['stats', DIR, '--lang', 'de']).out).toMatch(/^Statistik — Doppelkopf, \d+ Abende/);
    expect(cli(['stats', DIR, '--lang', 'fr']).out).toMatch(/^Statistiques — Doppelkopf, \d+ soirées/);
    expect(cli(['stats', DIR], { LANG: 'de_DE.UTF-8' }).out).toContain('Siegquote');
    expect(cli(['stats', DIR]).out).toMatch(/^Statistics — Doppelkopf, \d+ evenings/);
    expect(cli(['settle', DIR, '--lang', 'de']).out).toContain('=== Saison ===');
    expect(cli(['settle', DIR, '--lang', 'fr']).out).toContain('Classement');
  });

  it('CSV in German: a byte order mark, `;` between fields and the decimal comma', () => {
    const out = cli(['settle', DIR, '--format', 'csv', '--lang', 'de']).out;
    expect(out.startsWith('\uFEFF')).toBe(true);
    const head = out.slice(1).split('\n')[0];
    expect(head.startsWith('Datum;Abend;')).toBe(true);
    expect(out).not.toMatch(/\d\.\d\d(;|$)/m);
    expect(cli(['settle', DIR, '--format', 'csv']).out.split('\n')[0].startsWith('date,evening,')).toBe(true);
  });
});
