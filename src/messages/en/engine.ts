// English texts of the analysis as a whole (src/analysis/analyze.ts, documentAnalyzer.ts).

import type { Fmt } from '../fmt';

export const engine = {
  'engine.internal-error': (a: { reason: string }) =>
    `Scoresheet could not score this file (${a.reason}). Please report it with the file.`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
