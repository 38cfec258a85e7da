// The table session's wire contract between the laptop's server (src/session/server.ts) and the phone page
// (webview/phone.ts): the sheet as the phones hold it, a proposed round, and the server's answer. Types, guards and
// limits only, so both ends and the tests share one definition.

import type { RoundInput } from '../language/roundEntry';
import { LANGS, type Lang } from '../messages';
import { isGameKindShaped } from '../protocol';

/** The sheet the phones show: the `.score` text itself (they score it with the same engine) and its version. */
export interface SheetState {
  /** Counts every change of the sheet during the session, from 1; a proposal names the one it was made on. */
  version: number;
  /** The file's name (`2026-05-01.score`), for the heading when the sheet has no title. */
  fileName: string;
  text: string;
}

/**
 * One server-sent `sheet` event. The first after connecting holds the whole text; each later one only what changed
 * since `base`: the first `keep` characters of that version's text, followed by `text`. A phone that does not hold
 * version `base` asks for the whole sheet (`GET sheet`).
 */
export interface SheetChange extends SheetState {
  base?: number;
  keep?: number;
}

/** A round proposed by a phone: its form's answers, the sheet version it saw, and its language for the answer. */
export interface Proposal {
  /** Chosen by the phone; a proposal sent again (the connection dropped before the answer) gets the same answer. */
  id: string;
  version: number;
  input: RoundInput;
  lang?: Lang;
}

/** Why a proposal was not added. */
export type RefusalReason = 'stale' | 'invalid' | 'no-sheet' | 'failed';

export type ProposalAnswer =
  | { ok: true; index: number; version: number }
  /** The sheet changed since the phone's version: the current sheet, which the phone shows at once. */
  | { ok: false; reason: 'stale'; sheet: SheetState }
  /** The engine's words for what is wrong with the round, in the proposal's language (nothing was written). */
  | { ok: false; reason: 'invalid'; problems: string[] }
  | { ok: false; reason: 'no-sheet' | 'failed'; message: string };

/** The writer found the file changed under it (another program wrote it): `text` is its sheet now. */
export class SheetChanged extends Error {
  constructor(readonly text: string) {
    super('the file changed');
  }
}

/** What a request may carry: a proposal is a few hundred bytes. */
export const MAX_BODY_BYTES = 16 * 1024;
/** The most text one appended round may add: a round the form writes is a dozen short lines. */
export const MAX_ROUND_CHARS = 4096;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The shape the server relies on; roundText tolerates anything else inside the input (a bad answer drops its line), and
 * the round is checked against the sheet before anything is written (src/session/proposal.ts).
 */
export function isProposal(value: unknown): value is Proposal {
  if (!isRecord(value)) return false;
  const { id, version, input, lang } = value;
  return (
    typeof id === 'string' &&
    /^[\w-]{8,64}$/.test(id) &&
    typeof version === 'number' &&
    Number.isInteger(version) &&
    version >= 0 &&
    isRecord(input) &&
    isGameKindShaped(input.game) &&
    (lang === undefined || (LANGS as readonly unknown[]).includes(lang))
  );
}

export function isSheetChange(value: unknown): value is SheetChange {
  if (!isRecord(value)) return false;
  const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  return (
    count(value.version) &&
    typeof value.fileName === 'string' &&
    typeof value.text === 'string' &&
    (value.base === undefined || count(value.base)) &&
    (value.keep === undefined || count(value.keep))
  );
}

export function isProposalAnswer(value: unknown): value is ProposalAnswer {
  if (!isRecord(value) || typeof value.ok !== 'boolean') return false;
  if (value.ok) return typeof value.index === 'number' && typeof value.version === 'number';
  switch (value.reason) {
    case 'stale':
      return isSheetChange(value.sheet);
    case 'invalid':
      return Array.isArray(value.problems) && value.problems.every((p) => typeof p === 'string');
    case 'no-sheet':
    case 'failed':
      return typeof value.message === 'string';
    default:
      return false;
  }
}

/** The text a phone holds after a change, or undefined when it does not hold the change's base version. */
export function applySheetChange(held: SheetState | undefined, change: SheetChange): SheetState | undefined {
  if (change.keep === undefined) return { version: change.version, fileName: change.fileName, text: change.text };
  if (!held || held.version !== change.base || change.keep > held.text.length) return undefined;
  return { version: change.version, fileName: change.fileName, text: held.text.slice(0, change.keep) + change.text };
}

/** The change from one text to the next: the common beginning kept, the rest sent. */
export function sheetChange(prev: SheetState, next: SheetState): SheetChange {
  const max = Math.min(prev.text.length, next.text.length);
  let keep = 0;
  while (keep < max && prev.text.charCodeAt(keep) === next.text.charCodeAt(keep)) keep++;
  return { version: next.version, fileName: next.fileName, base: prev.version, keep, text: next.text.slice(keep) };
}
