// The edits that fix one problem, computed from the analysis alone (no editor types), so each can be tested directly.

import type { DocumentAnalysis } from '../analysis/analyze';
import { dealFor } from '../games/belote/steps/values';
import { beloteRules } from '../games/belote/rules';
import type { Round, RoundItem } from '../format/ast';
import type { Fix, Position, Problem, Range, TextEdit } from '../format/types';
import { closestMatch } from '../text/distance';
import { writeName } from '../text/names';
import { english, type Translate } from './messages';
import { roundAtLine } from './navigation';
import { rangesIntersect } from './ranges';

/** Problem codes whose fixes are worked out here (the parser and engines attach the other fixes themselves). */
export const FIXED_HERE = {
  unknownName: 'unknown-name',
  specialsInSolo: 'specials-in-solo',
  cardsSum: 'cards-sum',
} as const;

function itemAt<K extends RoundItem['kind']>(
  round: Round,
  kinds: readonly K[],
  at: Range,
): Extract<RoundItem, { kind: K }> | undefined {
  return round.items.find((it) => (kinds as readonly string[]).includes(it.kind) && rangesIntersect(it.range, at)) as
    Extract<RoundItem, { kind: K }> | undefined;
}

// --- cards: the side left out ---------------------------------------------------------------

/** Card points of one Belote/Coinche deal without the last trick: the engine's deal table (rules/belote.md Part A). */
export function beloteCardTotal(a: DocumentAnalysis, round: Round): number | undefined {
  const trumpItem = round.items.find((i) => i.kind === 'trump' || i.kind === 'contract');
  const trump =
    trumpItem?.kind === 'trump' ? trumpItem.trump : trumpItem?.kind === 'contract' ? trumpItem.trump.trump : undefined;
  if (!trump || (a.game !== 'belote' && a.game !== 'coinche') || !a.rules) return undefined;
  return dealFor(trump, beloteRules(a.game, a.rules.preset, a.rules.values)).cards;
}

export interface MissingCardsSide {
  /** Where the other side goes (after the stated value). */
  at: Range['end'];
  side: string;
  value: number;
  /** The text to insert, e.g. ` kontra 89` or `, Ost-West 62`. */
  insert: string;
}

/** For a `cards` line with one side: the other side and its value (Doppelkopf 240 − N; Belote deal total − N). */
export function missingCardsSide(a: DocumentAnalysis, round: Round, item: RoundItem): MissingCardsSide | undefined {
  if (item.kind !== 'cards' || item.sides.length !== 1) return undefined;
  const { side, value } = item.sides[0];
  const ref = side.ref;
  if (!ref) return undefined;
  if (a.game === 'doppelkopf') {
    let party: 're' | 'kontra' | undefined;
    if (ref.kind === 'party') party = ref.party;
    else if (ref.kind === 'player') {
      const info = a.rounds.find((r) => r.index === round.index)?.doppelkopf;
      const player = a.document.header.players[ref.index]?.text;
      if (info && player !== undefined)
        party = info.re.includes(player) ? 're' : info.kontra.includes(player) ? 'kontra' : undefined;
    }
    if (!party) return undefined;
    const other = party === 're' ? 'kontra' : 're';
    const n = 240 - value.value;
    return { at: value.range.end, side: other, value: n, insert: ` ${other} ${n}` };
  }
  const team = ref.kind === 'team' ? ref.index : ref.kind === 'player' ? ref.index % 2 : undefined;
  const teams = a.document.header.teams;
  const total = beloteCardTotal(a, round);
  if (team === undefined || !teams || total === undefined) return undefined;
  const otherName = teams[team === 0 ? 1 : 0].text;
  const n = total - value.value;
  return { at: value.range.end, side: otherName, value: n, insert: `, ${writeName(otherName)} ${n}` };
}

export function fillCardsFix(
  a: DocumentAnalysis,
  round: Round,
  item: RoundItem,
  t: Translate = english,
): Fix | undefined {
  const m = missingCardsSide(a, round, item);
  if (!m) return undefined;
  return {
    title: t('Fill in {0} {1}', m.side, m.value),
    edits: [{ range: { start: m.at, end: m.at }, newText: m.insert }],
  };
}

/** `cards` with both sides that do not add up: set one side to what the other implies. */
export function cardsSumFixes(a: DocumentAnalysis, problem: Problem, t: Translate = english): Fix[] {
  const round = roundAtLine(a, problem.range.start.line);
  const item = round && itemAt(round, ['cards'], problem.range);
  if (!round || !item || item.sides.length !== 2) return [];
  const total = a.game === 'doppelkopf' ? 240 : beloteCardTotal(a, round);
  if (total === undefined) return [];
  return [0, 1].map((keep) => {
    const k = item.sides[keep];
    const o = item.sides[1 - keep];
    const n = total - k.value.value;
    return {
      title: t('Set {0} to {1} ({2} − {3})', o.side.text, n, total, k.value.value),
      edits: [{ range: o.value.range, newText: String(n) }],
    };
  });
}

// --- names ----------------------------------------------------------------------------------

/** `name` is the unknown name as written (quotes removed). */
export function addPlayerFix(a: DocumentAnalysis, name: string, t: Translate = english): Fix | undefined {
  const h = a.document.header;
  const max = a.game === 'doppelkopf' ? 7 : 4;
  if (!h.playersRange || h.players.length >= max || !name) return undefined;
  if (h.players.some((p) => p.key === name.toLowerCase())) return undefined;
  return {
    title: t('Add "{0}" to players', name),
    edits: [{ range: { start: h.playersRange.end, end: h.playersRange.end }, newText: ` ${writeName(name)}` }],
  };
}

/** Replace an unknown name by the closest known one (a typo), if one is close enough. */
export function closestNameFix(
  a: DocumentAnalysis,
  name: string,
  range: Range,
  t: Translate = english,
): Fix | undefined {
  const h = a.document.header;
  const known = [
    ...h.players.map((p) => p.text),
    ...(h.teams ?? []).map((tm) => tm.text),
    ...(a.game === 'doppelkopf' ? ['re', 'kontra'] : []),
  ];
  // About one typo per three letters; a name equal to a known one is not a typo.
  const best = closestMatch(name, known, () => Math.max(1, Math.floor(name.length / 3)));
  if (!best || best.distance === 0) return undefined;
  return { title: t('Change to "{0}"', best.candidate), edits: [{ range, newText: writeName(best.candidate) }] };
}

// --- special points in a solo ---------------------------------------------------------------

/** Delete the `extras` lines of the solo round the problem is in (whole lines, comments included). */
export function removeSpecialsFix(a: DocumentAnalysis, problem: Problem, t: Translate = english): Fix | undefined {
  const round = roundAtLine(a, problem.range.start.line);
  if (!round) return undefined;
  const extras = round.items.filter((i) => i.kind === 'extras');
  const hit = extras.filter((i) => rangesIntersect(i.range, problem.range));
  const lines = [...new Set((hit.length ? hit : extras).map((i) => i.range.start.line))];
  if (lines.length === 0) return undefined;
  return {
    title:
      lines.length === 1
        ? t('Remove the special points (they do not count in a solo)')
        : t('Remove the special points of this solo'),
    edits: lines.map((l) => ({
      range: { start: { line: l, character: 0 }, end: { line: l + 1, character: 0 } },
      newText: '',
    })),
  };
}

/** The other way out: make them count (`set specials-in-solo on` in the header). */
export function enableSpecialsInSoloFix(a: DocumentAnalysis, t: Translate = english): Fix | undefined {
  if (a.game !== 'doppelkopf') return undefined;
  const h = a.document.header;
  const ranges = [
    h.game?.range,
    h.title?.range,
    h.date?.range,
    h.playersRange,
    h.preset?.range,
    h.stake?.range,
    ...h.settings.map((s) => s.range),
  ];
  const firstRound = a.document.rounds[0]?.headerRange.start.line ?? Infinity;
  const last = Math.max(...ranges.filter((r): r is Range => !!r && r.end.line < firstRound).map((r) => r.end.line));
  if (!Number.isFinite(last)) return undefined;
  const at = { line: last + 1, character: 0 };
  return {
    title: t('Count special points in solos (set specials-in-solo on)'),
    edits: [{ range: { start: at, end: at }, newText: 'set specials-in-solo on\n' }],
  };
}

/**
 * Non-overlapping union of fixes (first wins), in document order: one workspace edit for "fix all". A fix is left out
 * when one of its edits overlaps (editsOverlap) an edit of a fix taken before it. Each check is two look-ups, not a
 * pass over the edits taken, so the 50,000 renumberings below a round inserted at the top cost little (issue 38).
 */
export function mergeFixes(fixes: Fix[]): TextEdit[] {
  // Every position an edit starts or ends at, ranked in text order (equal positions, equal ranks).
  const positions: Position[] = [];
  for (const f of fixes) for (const e of f.edits) positions.push(e.range.start, e.range.end);
  const order = positions.map((_, i) => i).sort((a, b) => comparePositions(positions[a], positions[b]));
  const rank = new Array<number>(positions.length);
  for (let k = 0, r = -1; k < order.length; k++) {
    if (k === 0 || comparePositions(positions[order[k - 1]], positions[order[k]]) !== 0) r++;
    rank[order[k]] = r;
  }
  // Of the edits taken: where each starts, where the insertions are, and by start the furthest end of a replacement.
  const starts = new Set<number>();
  const insertions = new Set<number>();
  const furthestEnd = new PrefixMax(positions.length);
  const out: TextEdit[] = [];
  let at = 0;
  for (const f of fixes) {
    const first = at;
    at += 2 * f.edits.length;
    let clash = false;
    for (let i = first; i < at && !clash; i += 2) {
      const [start, end] = [rank[i], rank[i + 1]];
      // An insertion clashes with an edit at the same point; a replacement with an insertion at its start, or with a
      // replacement that starts before it ends and ends after it starts.
      clash = start === end ? starts.has(start) : insertions.has(start) || furthestEnd.before(end) > start;
    }
    if (clash) continue;
    for (let i = first; i < at; i += 2) {
      const [start, end] = [rank[i], rank[i + 1]];
      starts.add(start);
      if (start === end) insertions.add(start);
      else furthestEnd.raise(start, end);
    }
    out.push(...f.edits);
  }
  return out;
}

function comparePositions(a: Position, b: Position): number {
  return a.line - b.line || a.character - b.character;
}

/** The largest value set at the indices below a given one (a Fenwick tree of maxima); -1 where none is. */
class PrefixMax {
  private readonly tree: Int32Array;

  constructor(size: number) {
    this.tree = new Int32Array(size + 1).fill(-1);
  }

  raise(index: number, value: number): void {
    for (let i = index + 1; i < this.tree.length; i += i & -i) if (this.tree[i] < value) this.tree[i] = value;
  }

  before(index: number): number {
    let max = -1;
    for (let i = index; i > 0; i -= i & -i) if (this.tree[i] > max) max = this.tree[i];
    return max;
  }
}
