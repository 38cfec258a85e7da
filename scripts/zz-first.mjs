import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { cpuMs, median, typeInRound } from './bench/engine.mjs';
import { doppelkopfLog } from './bench/logs.mjs';
import { loadBundled } from './loadBundled.mjs';
const dir = mkdtempSync(join(tmpdir(), 'first-'));
const root = new URL('../', import.meta.url).pathname;
writeFileSync(join(dir, 's.ts'), `export { analyzeScore, createAnalyzer } from '${root}src/analysis/analyze';`);
const lib = await loadBundled(join(dir, 's.ts'), join(dir, 's.cjs'));
const text = doppelkopfLog(10000);
for (let k = 0; k < 3; k++) {
  const a = lib.createAnalyzer('score');
  a.analyze(text);
  const { typing, inserted, first } = typeInRound(a, text, 5001, 'cards re ', 28);
  console.log('typing', median(typing).toFixed(1), 'inserted', median(inserted).toFixed(1), 'first', first.toFixed(1));
}
