// Adds the language layer's own strings (src/language: `t('…')`, translated by vscode.l10n.t in the extension) and
// those of the games' editor hooks (src/games/<game>/editor, passed the same translator) to l10n/bundle.l10n.json,
// which `vscode-l10n-dev export` fills from src/extension only.

import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const games = 'src/games';
const dirs = [
  'src/language',
  ...readdirSync(games, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(games, e.name, 'editor')))
    .map((e) => join(games, e.name, 'editor'))
    .sort(),
];
const bundlePath = 'l10n/bundle.l10n.json';
const bundle = JSON.parse(readFileSync(bundlePath, 'utf8'));
const call = /\bt\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
for (const dir of dirs)
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
