// Culprit tests: a sheet whose `total` line disagrees, the diagnostic that names the slip, and its fix applied.

import { expect } from 'vitest';
import type { Problem } from '../../../src/format/types';
import { applyEdits } from '../../helpers/textEdits';
import { codes, run } from '../doppelkopf/helpers';

export const HEAD = 'game doppelkopf\nplayers A B C D\n';

/** The `total-mismatch` error and the `total-culprit` info of a text (the info may be absent). */
export function culprit(text: string): { mismatch: Problem; info?: Problem } {
  const o = run(text);
  const mismatch = o.problems.find((p) => p.code === 'total-mismatch');
  expect(mismatch, 'a total-mismatch').toBeDefined();
  return { mismatch: mismatch!, info: o.problems.find((p) => p.code === 'total-culprit') };
}

/** Applies the culprit's fix and checks that the sheet then agrees with its totals. */
export function fixedAgrees(text: string, info: Problem): string {
  expect(info.fix, 'a fix').toBeDefined();
  const fixed = applyEdits(text, info.fix!.edits);
  const c = codes(run(fixed));
  expect(c).not.toContain('total-mismatch');
  return fixed;
}
