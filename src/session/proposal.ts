// A round a phone proposes, checked by the engine and planned as an append to the sheet: the same text and the same
// preview as the settlement view's Add round form (src/language/roundEntry.ts), at the end of the sheet. Pure: the
// server runs it on the laptop, before anything is written.

import { applyInsertion, previewRoundEntry, type RoundInput, type RoundInsertion } from '../language/roundEntry';
import type { Lang } from '../messages';
import { MAX_ROUND_CHARS } from './wire';

/** The name a session's sheet is analysed under: it is always a `.score` text (a session serves a .score file). */
export const SHEET_NAME = 'table.score';

export type ProposalPlan =
  | {
      ok: true;
      /** Where and what to insert, in the sheet's lines (LF line ends). */
      insertion: RoundInsertion;
      /** The sheet's text with the round appended. */
      text: string;
      /** 1-based number of the new round. */
      index: number;
    }
  | { ok: false; reason: 'no-sheet' }
  /** The engine's errors in the new round (in `lang`), or why it is no round to append (too long, not at the end). */
  | { ok: false; reason: 'invalid'; problems: string[] };

/** True when nothing but blank space follows the insertion in `text`: the round goes after everything written. */
export function isAppend(text: string, insertion: RoundInsertion): boolean {
  const lines = text.split('\n');
  if (insertion.line >= lines.length) return false;
  const rest = [lines[insertion.line].slice(insertion.character), ...lines.slice(insertion.line + 1)];
  return rest.every((l) => l.trim() === '');
}

/**
 * Plans the round at the end of the sheet `text` (LF line ends): refused with the engine's messages when the round has
 * an error there (warnings do not stop it: the view shows them), and refused when it would not be an append of at
 * most MAX_ROUND_CHARS characters — a promise of the session, whatever a phone sends.
 */
export function planProposal(text: string, input: RoundInput, lang: Lang): ProposalPlan {
  const planned = previewRoundEntry(SHEET_NAME, text, 0, input, undefined, lang);
  if (!planned) return { ok: false, reason: 'no-sheet' };
  if (planned.errors.length > 0) return { ok: false, reason: 'invalid', problems: planned.errors };
  const { insertion } = planned;
  const next = applyInsertion(text.split('\n'), insertion);
  if (insertion.text.length > MAX_ROUND_CHARS || !isAppend(text, insertion) || next.length <= text.length) {
    return { ok: false, reason: 'invalid', problems: [] };
  }
  return { ok: true, insertion, text: next, index: insertion.index };
}
