// Skat's fixes worked out in the editor: a list that writes lost games single (`skat-lost-single`) may say so with
// `set lost-factor 1` (rules/skat.md), instead of every entry being doubled (the fix the problem carries itself).

import type { Fix, Range } from '../../../format/types';
import { fixOf } from '../../../engine/problem';
import { msg } from '../../../messages';
import type { EditorSheet, FixAt, GameFixes } from '../../game';

/** `set lost-factor 1`: the value of an existing `set lost-factor` line changed, or a new line after the header. */
export function lostFactorOneFix(sheet: EditorSheet): Fix | undefined {
  const h = sheet.document.header;
  const title = msg('skat.fix.lost-factor');
  const existing = h.settings.filter((s) => s.key.text.toLowerCase() === 'lost-factor');
  const last = existing[existing.length - 1];
  if (last) {
    if (last.values.length === 0) return undefined;
    const range = { start: last.values[0].range.start, end: last.values[last.values.length - 1].range.end };
    return fixOf(title, [{ range, newText: '1' }]);
  }
  const ranges = [
    h.game?.range,
    h.title?.range,
    h.date?.range,
    h.playersRange,
    h.preset?.range,
    h.stake?.range,
    ...h.settings.map((s) => s.range),
  ];
  const firstRound = sheet.document.rounds[0]?.headerRange.start.line ?? Infinity;
  const ends = ranges.filter((r): r is Range => !!r && r.end.line < firstRound).map((r) => r.end.line);
  if (ends.length === 0) return undefined;
  const at = { line: Math.max(...ends) + 1, character: 0 };
  return fixOf(title, [{ range: { start: at, end: at }, newText: 'set lost-factor 1\n' }]);
}

/** By problem code: the lost-single entry kept, the list's switch set (the doubled entry is the problem's own fix). */
export const FIXES: Readonly<Record<string, (at: FixAt) => GameFixes | undefined>> = {
  'skat-lost-single': ({ sheet }) => {
    const fix = lostFactorOneFix(sheet);
    return fix ? { more: [fix] } : undefined;
  },
};
