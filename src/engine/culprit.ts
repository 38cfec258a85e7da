// "Where did the paper go wrong?": when a `total` line disagrees, the single slip in the rounds since the last
// agreeing checkpoint that explains the difference exactly. Pure, over the rounds' scored rows; it runs only when
// a total disagrees.

import type { Range, TextEdit } from '../format/types';
import { msg, type Message } from '../messages';

/** One way a round may have been written on the paper: what it changes per column, in words, and its fix. */
export interface Alternative {
  /** Points per column the paper has in addition to the computed ones (the paper minus the file). */
  delta: readonly number[];
  /** `round 2 scored without its bock` — the slip, without "explains…". */
  what: Message;
  /** The edit of the file that makes it say what the paper counted, where that is a line of the file. */
  fix?: { title: Message; edits: TextEdit[] };
}

/** A round of the window: its position, its computed points per column and its game's own alternatives. */
export interface WindowRound {
  index: number;
  points: readonly number[];
  /** Game-specific slips (bock, solo ×3, an announcement level), computed only when asked for. */
  alternatives?: () => Alternative[];
  /** Column names, for the generic slips that name players or teams. */
  names: readonly string[];
  /** The round's `round` line, where the slip is shown. */
  at: Range;
}

export interface Culprit extends Alternative {
  round: number;
}

/** The slips every game can have: a round left out, counted twice, signs flipped, two columns swapped. */
export function genericAlternatives(r: WindowRound, swapKind: 'players' | 'teams'): Alternative[] {
  const p = r.points;
  if (p.every((v) => v === 0)) return [];
  const out: Alternative[] = [
    { delta: p.map((v) => -v), what: msg('culprit.left-out', { round: r.index }) },
    { delta: p.slice(), what: msg('culprit.twice', { round: r.index }) },
    { delta: p.map((v) => -2 * v), what: msg('culprit.signs', { round: r.index }) },
  ];
  for (let a = 0; a < p.length; a++)
    for (let b = a + 1; b < p.length; b++) {
      if (p[a] === p[b]) continue;
      const delta = p.map(() => 0);
      delta[a] = p[b] - p[a];
      delta[b] = p[a] - p[b];
      out.push({
        delta,
        what: msg('culprit.swapped', { round: r.index, a: r.names[a], b: r.names[b], teams: swapKind === 'teams' }),
      });
    }
  return out;
}

/**
 * Every single slip that explains `diff` exactly (the paper's totals minus the computed ones; undefined for a column
 * the total line does not name), latest round first, the game's own slips before the generic ones.
 */
export function findCulprits(
  diff: readonly (number | undefined)[],
  window: readonly WindowRound[],
  swapKind: 'players' | 'teams' = 'players',
): Culprit[] {
  const found: Culprit[] = [];
  if (diff.every((d) => d === undefined || d === 0)) return found;
  const explains = (delta: readonly number[]) => diff.every((d, i) => d === undefined || d === (delta[i] ?? 0));
  for (let w = window.length - 1; w >= 0; w--) {
    const r = window[w];
    const own = r.alternatives?.() ?? [];
    for (const alt of [...own, ...genericAlternatives(r, swapKind)])
      if (explains(alt.delta)) found.push({ ...alt, round: r.index });
  }
  return found;
}
