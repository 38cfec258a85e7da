// The outline of a score document (its header, then each round with its result) and its folding ranges.

import type { DocumentAnalysis } from '../analysis/analyze';
import type { RoundResult } from '../engine/model';
import type { Round, ScoreDocument } from '../format/ast';
import type { Range } from '../format/types';
import type { Lang } from '../messages';
import { english, type Translate } from './messages';
import { resultOf } from './navigation';
import { before } from './ranges';
import { roundLine, scoresLine } from './roundText';

export type SymbolKind = 'header' | 'players' | 'setting' | 'round' | 'rounds';

export interface DocumentSymbol {
  name: string;
  detail: string;
  kind: SymbolKind;
  /** All of it (for "the symbol under the cursor"). */
  range: Range;
  /** The part to select when it is picked in the outline. */
  selectionRange: Range;
  children: DocumentSymbol[];
}

export interface FoldingRange {
  startLine: number;
  endLine: number;
  /** Rounds fold as regions; the header as a plain range. */
  region: boolean;
}

function headerRanges(doc: ScoreDocument): Range[] {
  const h = doc.header;
  const first = doc.rounds[0]?.headerRange.start.line ?? Infinity;
  return [
    h.game?.range,
    h.title?.range,
    h.date?.range,
    h.playersRange,
    h.teamsRange,
    h.preset?.range,
    h.stake?.range,
    h.target?.range,
    ...h.settings.map((s) => s.range),
  ].filter((r): r is Range => !!r && r.start.line < first);
}

/** From the first to the last header directive written above the first round. */
export function headerSpan(doc: ScoreDocument): Range | undefined {
  const rs = headerRanges(doc);
  if (rs.length === 0) return undefined;
  const start = rs.reduce((m, r) => (before(r.start, m) ? r.start : m), rs[0].start);
  const end = rs.reduce((m, r) => (before(m, r.end) ? r.end : m), rs[0].end);
  return { start, end };
}

function roundSpan(round: Round): Range {
  return round.range.end.line >= round.headerRange.end.line
    ? { start: round.headerRange.start, end: round.range.end }
    : round.headerRange;
}

/**
 * Each result's outline detail, made once: an edit re-scores a round or two, and the results of the rounds it did not
 * touch are the same objects (the engine updates only their running totals in place, which the detail does not show),
 * so a 10,000-round outline formats a few rounds per edit instead of all of them.
 */
const details = new WeakMap<RoundResult, { lang: Lang; text: string }>();

function detailOf(r: RoundResult, lang: Lang, game: DocumentAnalysis['module']): string {
  const known = details.get(r);
  if (known?.lang === lang) return known.text;
  const text = roundLine(r, lang, game);
  details.set(r, { lang, text });
  return text;
}

/**
 * `Round 7` in the editor's language, translated once per number (the outline names every round): per translator and
 * language (a language server's translator follows the language its client asked for).
 */
const roundNames = new WeakMap<Translate, { lang: Lang; names: Map<number, string> }>();

function roundName(index: number, lang: Lang, t: Translate): string {
  let known = roundNames.get(t);
  if (known?.lang !== lang) roundNames.set(t, (known = { lang, names: new Map() }));
  let name = known.names.get(index);
  if (name === undefined) known.names.set(index, (name = t('Round {0}', index)));
  return name;
}

/**
 * Up to this many rounds the outline lists each round. A longer sheet lists them in blocks (roundBlockSize): every
 * symbol is some 300 bytes on the way to the editor, and 50,000 rounds made 15 MB that took seconds (issue 38).
 */
export const OUTLINE_ROUNDS = 10000;

/** The most blocks of rounds the outline of a long sheet lists. */
const MAX_BLOCKS = 1000;

/** How many rounds one block of a long sheet's outline holds: 100, or 1,000, … so that there are at most 1,000. */
export function roundBlockSize(rounds: number): number {
  let size = 100;
  while (rounds > size * MAX_BLOCKS) size *= 10;
  return size;
}

/**
 * The header (with the players and each `set` line), then one symbol per round whose detail is its result. A sheet
 * of more than OUTLINE_ROUNDS rounds lists blocks of rounds instead (`Rounds 101–200`, from the first one's `round`
 * line to the last one's end), each with the running totals after it: the outline stays a list one can scroll, and
 * the breadcrumbs say which block the cursor is in.
 */
export function documentSymbols(a: DocumentAnalysis, lang: Lang = 'en', t: Translate = english): DocumentSymbol[] {
  const doc = a.document;
  const out: DocumentSymbol[] = [];
  const span = headerSpan(doc);
  if (span) {
    const h = doc.header;
    const detail = h.players.map((p) => p.text).join(', ');
    const children: DocumentSymbol[] = [];
    if (h.playersRange) {
      const r = h.playersRange;
      children.push({ name: t('players'), detail, kind: 'players', range: r, selectionRange: r, children: [] });
    }
    for (const s of h.settings)
      children.push({
        name: `set ${s.key.text}`,
        detail: s.values.map((v) => v.text).join(' '),
        kind: 'setting',
        range: s.range,
        selectionRange: s.key.range,
        children: [],
      });
    out.push({
      name: h.title?.text || (a.game ? `${a.game}` : t('Header')),
      detail,
      kind: 'header',
      range: span,
      selectionRange: h.game?.range ?? span,
      children,
    });
  }
  const rounds = doc.rounds;
  if (rounds.length > OUTLINE_ROUNDS) {
    const size = roundBlockSize(rounds.length);
    for (let from = 0; from < rounds.length; from += size) {
      const first = rounds[from];
      const last = rounds[Math.min(from + size, rounds.length) - 1];
      const after = resultOf(a, last);
      out.push({
        name: first === last ? roundName(first.index, lang, t) : t('Rounds {0}–{1}', first.index, last.index),
        detail: after ? scoresLine(after.running) : '',
        kind: 'rounds',
        range: { start: first.headerRange.start, end: roundSpan(last).end },
        selectionRange: first.headerRange,
        children: [],
      });
    }
    return out;
  }
  for (const round of rounds) {
    const r = resultOf(a, round);
    out.push({
      name: roundName(round.index, lang, t),
      detail: r ? detailOf(r, lang, a.module) : '',
      kind: 'round',
      range: roundSpan(round),
      selectionRange: round.headerRange,
      children: [],
    });
  }
  return out;
}

/** The header and every round of more than one line fold. */
export function foldingRanges(a: DocumentAnalysis): FoldingRange[] {
  const out: FoldingRange[] = [];
  const span = headerSpan(a.document);
  if (span && span.end.line > span.start.line)
    out.push({ startLine: span.start.line, endLine: span.end.line, region: false });
  for (const round of a.document.rounds) {
    const s = roundSpan(round);
    if (s.end.line > s.start.line) out.push({ startLine: s.start.line, endLine: s.end.line, region: true });
  }
  return out;
}
