// The bundled examples through the real engine, as the settlement panel projects them: what the browser tests check
// and the screenshots show. Also bundled by scripts/screenshots.mjs, so it imports nothing test-only.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeFileText, type DocumentAnalysis } from '../../src/analysis/analyze';
import { toSettlementModel } from '../../src/view/model';
import { translatorFor } from '../../src/lsp/translate';
import type { Lang } from '../../src/messages';
import { FolderSeason } from '../../src/view/season';
import type { HostMessage, SeasonModel, SettlementModel } from '../../src/protocol';

export interface ExampleModel {
  /** `doppelkopf-evening.score`, `rule-guide.md › block 2`. */
  name: string;
  file: string;
  source: string;
  block: number;
  model: SettlementModel;
  /** What the model was projected from: the host explains a round's working from it when the view asks. */
  analysis: DocumentAnalysis;
}

/** Every ```score block of a Markdown file is a document of its own, named as the panel names it. */
export function modelsOfText(
  file: string,
  text: string,
  source = `file:///examples/${file}`,
  lang?: Lang,
): ExampleModel[] {
  const analyses = analyzeFileText(file, text);
  // The host's own words (rule switches, on/off) come from the l10n bundles, as vscode.l10n.t gives them.
  const t = lang ? translatorFor(lang) : undefined;
  return analyses.map((a, block) => {
    const name = analyses.length > 1 ? `${file} › block ${block + 1}` : file;
    return { name, file, source, block, model: toSettlementModel(a, name, lang, t), analysis: a };
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

/** The panel's `update` of an example; with `lang`, the language the view is to speak (as the panel names it). */
export function updateOf(e: ExampleModel, locked = false, lang?: Lang): HostMessage {
  return {
    type: 'update',
    source: e.source,
    version: 1,
    block: e.block,
    locked,
    model: e.model,
    ...(lang ? { lang } : {}),
  };
}

/**
 * The bundled season (examples/season-2026): one of its evenings as the panel shows it, and the `season` message the
 * panel sends beside it (the folder read file by file through the same FolderSeason the extension uses); with `lang`,
 * in that language.
 */
export async function seasonExample(
  root: string,
  file = '2026-04-17.score',
  lang?: Lang,
): Promise<{ evening: ExampleModel; messages: HostMessage[]; season: SeasonModel }> {
  const dir = join(root, 'examples', 'season-2026');
  const folder = new FolderSeason({
    list: async () => readdirSync(dir),
    read: async (name) => readFileSync(join(dir, name), 'utf8'),
  });
  await folder.load();
  const source = `file:///examples/season-2026/${file}`;
  const evening = modelsOfText(file, readFileSync(join(dir, file), 'utf8'), source, lang)[0];
  const season = folder.model(evening.model.game, 'season-2026', file, lang);
  if (!season) throw new Error('examples/season-2026 has no season');
  return {
    evening,
    season,
    messages: [updateOf(evening, false, lang), { type: 'season', source: evening.source, season }],
  };
}
