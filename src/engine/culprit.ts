// "Where did the paper go wrong?": when a `total` line disagrees, the single slip in the rounds since the last
// agreeing checkpoint that explains the difference exactly. Pure, over the rounds' scored rows; it runs only when
// a total disagrees.

import type { Problem, Range, TextEdit } from '../format/types';
import { msg, render, type Message } from '../messages';
import { signedAscii } from '../text/numbers';
import { fixOf, problem } from './problem';

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
  ];
  // Belote points are never negative: only a Doppelkopf row can have its signs flipped.
  if (swapKind === 'players') out.push({ delta: p.map((v) => -2 * v), what: msg('culprit.signs', { round: r.index }) });
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
    // A game's own slip may be a generic one with its fix (an outcome-only round's signs): that one is kept.
    const seen = new Set(own.map((a) => render(a.what)));
    const generic = genericAlternatives(r, swapKind);
    for (const alt of [...own, ...(seen.size ? generic.filter((g) => !seen.has(render(g.what))) : generic)])
      if (explains(alt.delta)) found.push({ ...alt, round: r.index });
  }
  return found;
}

/** The finding joins the problem's sentence, in its text and in its message (so every language says it). */
function append(wrong: Problem, finding: Message): void {
  wrong.message += '; ' + render(finding);
  if (wrong.msg) wrong.msg = msg('culprit.append', { problem: wrong.msg, finding });
}

/**
 * The search for the slip behind a disagreeing total: the sentence joins the `total-mismatch` message (`wrong`); the
 * slip itself is an info on its round, with the fix where it is a line of the file. `diff` is the written totals
 * minus the computed ones per column (undefined where the line names none); `line` the total's 0-based line.
 */
export function whereItWentWrong(
  wrong: Problem,
  diff: readonly (number | undefined)[],
  window: WindowRound[],
  checkpoint: number | undefined,
  line: number,
  swapKind: 'players' | 'teams' = 'players',
): Problem[] {
  const found = findCulprits(diff, window, swapKind);
  if (found.length === 0) {
    const names = window[0]?.names ?? [];
    const shown = names
      .map((n, i) => (diff[i] ? `${n} ${signedAscii(diff[i]!)}` : ''))
      .filter(Boolean)
      .join(' ');
    const none = checkpoint === undefined ? { diff: shown } : { diff: shown, since: checkpoint };
    append(wrong, msg('culprit.none', none));
    return [];
  }
  const [first, ...more] = found;
  append(wrong, msg('culprit.explains', { what: first.what, more: more.slice(0, 2).map((f) => f.what) }));
  const at = window.find((w) => w.index === first.round)!.at;
  const m = msg('culprit.here', { what: first.what, line: line + 1 });
  return [problem('total-culprit', 'info', at, m, first.fix ? fixOf(first.fix.title, first.fix.edits) : undefined)];
}
