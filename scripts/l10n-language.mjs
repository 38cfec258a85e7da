// Adds the language layer's own strings (src/language: `t('…')`, translated by vscode.l10n.t in the extension) to
// l10n/bundle.l10n.json, which `vscode-l10n-dev export` fills from src/extension only.

import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'src/language';
const bundlePath = 'l10n/bundle.l10n.json';
const bundle = JSON.parse(readFileSync(bundlePath, 'utf8'));
const call = /\bt\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .sort()) {
  const text = readFileSync(join(dir, file), 'utf8');
  for (const m of text.matchAll(call)) {
    const key = (m[1] ?? m[2]).replace(/\\(['"\\])/g, '$1');
    if (!(key in bundle)) bundle[key] = key;
  }
}
writeFileSync(bundlePath, JSON.stringify(bundle, null, 2) + '\n');
