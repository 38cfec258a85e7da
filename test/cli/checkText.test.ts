// `scoresheet check`'s text output comes from the one-off check (checkScore): every line, the summary and the exit
// code are what the whole analysis of each file gives, in English, German and French.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDiagnosticLine } from '../../src/cli/report';
import { analyzeFileText } from '../../src/analysis/analyze';
import { msg, render, type Lang } from '../../src/messages';
import { runCli } from '../helpers/cliInProcess';
import { MOVED } from '../helpers/sheets';

/** Sheets with problems of every kind: parser, rules, engine, a disagreeing total with its culprit, the sheet's end. */
const SHEETS: Record<string, string> = {
  'moved.score': MOVED,
  'typos.score': [
    'game doppelkopf',
    'players Anna Ben Clara Dora',
    'set bock maybe',
    'round 2',
    '  re Anna Clara',
    '  cards re 351',
    '  celebrate',
    'round',
    '  re Anna Anna',
    '  score Ben +6',
    '  total Anna 3 Ben 3 Clara -3 Dora -3',
  ].join('\n'),
  'duty.score': [
    'game doppelkopf',
    'players Anna Ben Clara Dora',
    'set duty-solo on',
    'round',
    '  solo Anna queens duty',
    '  cards re 130',
  ].join('\n'),
  'belote.score': [
    'game belote',
    'players Nord Ost Süd West',
    'target 300',
    'round',
    '  taker Süd',
    '  trump hearts',
    '  cards Nord-Süd 92, Ost-West 60',
    '  last Nord',
    'round',
    '  taker Ost',
    '  total Nord-Süd 100, Ost-West 100',
    'round',
    '  score Nord-Süd 300, Ost-West 0',
    '  total Nord-Süd 400, Ost-West 10',
    'round',
    '  taker Nord',
    '  trump clubs',
    '  cards Nord-Süd 71, Ost-West 81',
    '  last Süd',
  ].join('\n'),
  'nogame.score': 'players A B C D\nround\n  score A +1\n',
};

const DISK = [
  ...readdirSync('examples')
    .filter((f) => /\.(score|md)$/.test(f))
    .map((f) => `examples/${f}`),
  'test/integration/workspace/mismatch.score',
];

const readFile = (p: string) => (p in SHEETS ? new TextEncoder().encode(SHEETS[p]) : readFileSync(p));

/** What `check` printed before it had a path of its own: every non-hint problem of the whole analysis, the summary. */
function expected(files: string[], lang: Lang): { code: number; out: string; err: string } {
  let errors = 0;
  let warnings = 0;
  let documents = 0;
  let out = '';
  for (const file of files) {
    const text = new TextDecoder().decode(readFile(file));
    const analyses = analyzeFileText(file, text);
    documents += analyses.length;
    for (const a of analyses)
      for (const p of a.problems) {
        if (p.severity === 'hint') continue;
        out += formatDiagnosticLine(file, p, lang) + '\n';
        if (p.severity === 'error') errors++;
        else if (p.severity === 'warning') warnings++;
      }
  }
  const err = render(msg('cli.check-summary', { errors, warnings, documents }), lang) + '\n';
  return { code: errors > 0 ? 1 : 0, out, err };
}

describe('check: the text output of the one-off check', () => {
  for (const lang of ['en', 'de', 'fr'] as const) {
    it(`${lang}: each example and each sheet with problems, alone and together`, () => {
      const all = [...DISK, ...Object.keys(SHEETS)];
      for (const files of [...all.map((f) => [f]), all]) {
        const got = runCli(['check', ...files, '--lang', lang], { readFile });
        expect(got).toEqual(expected(files, lang));
      }
      // The sheets do have problems, and errors among them.
      expect(expected(Object.keys(SHEETS), lang).code).toBe(1);
      expect(expected(['typos.score'], lang).out.split('\n').length).toBeGreaterThan(4);
    });
  }
});
