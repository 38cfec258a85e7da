// The edits that fix one problem, computed from the analysis alone (no editor types), so each can be tested directly.

import type { DocumentAnalysis } from '../analysis/analyze';
import type { Round, RoundItem } from '../format/ast';
import type { Fix, Position, Problem, Range, TextEdit } from '../format/types';
import type { GameFixes, MissingCardsSide } from '../games/game';
import { closestMatch } from '../text/distance';
import { writeName } from '../text/names';
import { english, type Translate } from './messages';
import { roundAtLine } from './navigation';
import { rangesIntersect } from './ranges';

export type { MissingCardsSide };

/** The code of a name that is no player, team or side word: its fixes are worked out here. */
export const UNKNOWN_NAME = 'unknown-name';

// --- cards: the side left out ---------------------------------------------------------------

/** For a `cards` line with one side: the other side and its value, as the sheet's game works it out. */
export function missingCardsSide(a: DocumentAnalysis, round: Round, item: RoundItem): MissingCardsSide | undefined {
  return a.module?.editor.missingCardsSide(a, round, item);
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

// --- the game's own ---------------------------------------------------------------------------

/** The fixes the sheet's game works out for one of its problems (GameModule.editor.fixes), if any. */
export function gameFixes(a: DocumentAnalysis, problem: Problem, t: Translate = english): GameFixes | undefined {
  const fixes = a.module?.editor.fixes;
  const fix = fixes && Object.hasOwn(fixes, problem.code) ? fixes[problem.code] : undefined;
  if (!fix) return undefined;
  const round = roundAtLine(a, problem.range.start.line);
  const items = round ? round.items.filter((i) => rangesIntersect(i.range, problem.range)) : [];
  return fix({ sheet: a, problem, ...(round ? { round } : {}), items, t });
}

// --- names ----------------------------------------------------------------------------------

/** `name` is the unknown name as written (quotes removed). Not offered without a game: it says how many may play. */
export function addPlayerFix(a: DocumentAnalysis, name: string, t: Translate = english): Fix | undefined {
  const h = a.document.header;
  const max = a.module?.editor.players.max;
  if (!h.playersRange || max === undefined || h.players.length >= max || !name) return undefined;
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
    ...(a.module?.editor.sideWords ?? []),
  ];
  // About one typo per three letters; a name equal to a known one is not a typo.
  const best = closestMatch(name, known, () => Math.max(1, Math.floor(name.length / 3)));
  if (!best || best.distance === 0) return undefined;
  return { title: t('Change to "{0}"', best.candidate), edits: [{ range, newText: writeName(best.candidate) }] };
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
