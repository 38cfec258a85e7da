// The bundled examples through the real engine, as the settlement panel projects them: what the browser tests check
// and the screenshots show. Also bundled by scripts/screenshots.mjs, so it imports nothing test-only.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeFileText } from '../../src/engine/analyze';
import { toSettlementModel } from '../../src/extension/settlement/model';
import type { Lang } from '../../src/messages';
import type { HostMessage, SettlementModel } from '../../src/protocol';

export interface ExampleModel {
  /** `doppelkopf-evening.score`, `rule-guide.md › block 2`. */
  name: string;
  file: string;
  source: string;
  block: number;
  model: SettlementModel;
}

/** Every ```score block of a Markdown file is a document of its own, named as the panel names it. */
export function modelsOfText(
  file: string,
  text: string,
  source = `file:///examples/${file}`,
  lang?: Lang,
): ExampleModel[] {
  const analyses = analyzeFileText(file, text);
  return analyses.map((a, block) => {
    const name = analyses.length > 1 ? `${file} › block ${block + 1}` : file;
    return { name, file, source, block, model: toSettlementModel(a, name, lang) };
  });
}

/** All bundled examples (`examples/*.score` and `*.md`), in file-name order; the engine's words in `lang`. */
export function exampleModels(root: string, lang?: Lang): ExampleModel[] {
  const dir = join(root, 'examples');
  return readdirSync(dir)
    .filter((f) => /\.(score|md)$/.test(f))
    .sort()
    .flatMap((f) => modelsOfText(f, readFileSync(join(dir, f), 'utf8'), undefined, lang));
}

export function updateOf(e: ExampleModel, locked = false): HostMessage {
  return { type: 'update', source: e.source, version: 1, block: e.block, locked, model: e.model };
}
