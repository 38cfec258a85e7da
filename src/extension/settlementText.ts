// Seam to the settlement renderers (Markdown/CSV) of the engine; the CLI's `settle` uses the very same ones.

import type { DocumentAnalysis } from '../engine/analyze';

export type SettlementFormat = 'md' | 'csv';

/** Undefined until the renderers exist (src/engine/settle/render.ts, src/engine/belote/render.ts). */
export function renderSettlementText(_a: DocumentAnalysis, _format: SettlementFormat): string | undefined {
  return undefined;
}
