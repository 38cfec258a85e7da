// English texts of duty solos in the settlement and explain output, and of the quick fixes the search for a
// paper's slip offers on outcome-only rounds (src/engine/doppelkopf/slips.ts, src/cli/report.ts).

import type { Fmt } from '../fmt';

export const duty = {
  // Quick fixes of the culprit search on `won` lines and `score` rows
  'culprit.fix.won-value': (a: { round: number; line: string }) => `Round ${a.round}: ${a.line}`,
  'culprit.fix.signs': (a: { round: number; line: string }) => `Round ${a.round}: ${a.line} (the other side won)`,
  'culprit.fix.swap': (a: { round: number; a: string; b: string }) => `Swap ${a.a} and ${a.b} in round ${a.round}`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
