// `npm run words`: writes docs/words.md and the grammar's word lists from the words of the format
// (src/words/vocabulary.ts) and of every game (src/games/*/syntax/words.ts), through scripts/wordLists.ts;
// test/format/words.test.ts checks both are up to date.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { loadBundled } from './loadBundled.mjs';

const root = new URL('../', import.meta.url);
const dir = mkdtempSync(join(tmpdir(), 'scoresheet-words-'));
try {
  const { wordsMarkdown, grammarWithWords } = await loadBundled('scripts/wordLists.ts', join(dir, 'words.cjs'));
  const config = await prettier.resolveConfig(new URL('docs/words.md', root).pathname);
  const grammarPath = new URL('syntaxes/score.tmLanguage.json', root);
  const grammar = grammarWithWords(JSON.parse(readFileSync(grammarPath, 'utf8')));
  writeFileSync(grammarPath, await prettier.format(JSON.stringify(grammar, null, 2), { ...config, parser: 'json' }));
  writeFileSync(
    new URL('docs/words.md', root),
    await prettier.format(wordsMarkdown(), { ...config, parser: 'markdown' }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
