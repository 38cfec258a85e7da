// "Where did the paper go wrong?": when a `total` line disagrees, the single slip in the rounds since the last
// agreeing checkpoint that explains the difference exactly. Pure, over the rounds' scored rows; it runs only when
// a total disagrees.

import type { MovablePosition, Problem, Range, TextEdit } from '../format/types';
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

/** A round's slips in the order the search offers them: the game's own first, then the generic ones it lacks. */
export function roundAlternatives(r: WindowRound, swapKind: 'players' | 'teams'): Alternative[] {
  const generic = genericAlternatives(r, swapKind);
  const own = r.alternatives?.();
  if (!own?.length) return generic;
  // A game's own slip may be a generic one with its fix (an outcome-only round's signs): that one is kept. Only slips
  // of one kind can read alike (each kind's English sentence goes its own way right after the round's number), so
  // only those are rendered and compared.
  const kinds = new Set(own.map((a) => a.what.id));
  if (!generic.some((g) => kinds.has(g.what.id))) return [...own, ...generic];
  const seen = new Set(own.map((a) => render(a.what)));
  return [...own, ...generic.filter((g) => !kinds.has(g.what.id) || !seen.has(render(g.what)))];
}

/**
 * A round's slips as numbers, `columns` per slip in roundAlternatives' order, kept with the round of the window (the
 * round loop keeps one per sequenced round): an analysis after an edit reuses the steps of the rounds it did not touch,
 * and working out a Doppelkopf round's own slips costs far more than comparing them. Only numbers are kept; a slip
 * that explains a total is worked out again in full.
 */
const slipNumbers = new WeakMap<WindowRound, number[]>();

function deltasOf(r: WindowRound, swapKind: 'players' | 'teams'): number[] {
  const known = slipNumbers.get(r);
  if (known) return known;
  const alternatives = roundAlternatives(r, swapKind);
  const n = r.names.length;
  const out: number[] = [];
  for (let a = 0; a < alternatives.length; a++) {
    const delta = alternatives[a].delta;
    for (let c = 0; c < n; c++) out.push(delta[c] ?? 0);
  }
  slipNumbers.set(r, out);
  return out;
}

/**
 * What one search found: the total's difference, and per slip found the round of the window and the slip's place
 * among the round's slips. The round loop keeps it with the problems it gave, and asks again after an edit: the same
 * answer from the same rounds gives the same problems.
 */
export interface Asked {
  diff: readonly (number | undefined)[];
  limit: number;
  found: (WindowRound | number)[];
}

/** The columns a `total` line names, one bit each (0: it names none, or every one it names is off by 0). */
function namedColumns(diff: readonly (number | undefined)[]): number {
  let named = 0;
  let off = false;
  for (let i = 0; i < diff.length; i++) {
    const d = diff[i];
    if (d === undefined) continue;
    named += 2 ** i;
    if (d !== 0) off = true;
  }
  return off ? named : 0;
}

/**
 * A bucket number for the values of `columns` at `values[at + c]`. Equal values always land in the same bucket; a
 * bucket may also hold other values (fractions, huge numbers), so whoever reads one compares the values themselves.
 */
function bucketOf(values: ArrayLike<number | undefined>, at: number, columns: readonly number[]): number {
  let h = 0x811c9dc5;
  for (let k = 0; k < columns.length; k++) h = Math.imul(h ^ ((values[at + columns[k]] as number) | 0), 0x01000193);
  return h;
}

/** The slips of the window by the values they give the named columns: pairs (round position, slip ordinal). */
interface ColumnsIndex {
  columns: number[];
  buckets: Map<number, number[]>;
  /** How many rounds of the window are in the buckets. */
  upTo: number;
}

/**
 * The search over a window (the rounds since the last agreeing total), shared by every `total` line checked in it as
 * the window grows round by round. Each round's slips are put in an index by the points they give once, so a sheet
 * with a `total` after every round and one early slip costs in proportion to its rounds, not to their square (issue
 * 38). It finds what going over the window's rounds from the latest, each one's slips in order, finds.
 */
export class CulpritSearch {
  private readonly rounds: WindowRound[] = [];
  /** The slips of each round of the window as numbers (deltasOf), once indexed. */
  private readonly deltas: number[][] = [];
  /** By the columns the totals name (namedColumns). */
  private readonly indexes = new Map<number, ColumnsIndex>();
  /** The slips of the rounds that explained a total, worked out in full once. */
  private readonly worked = new Map<WindowRound, Alternative[]>();
  /** Where the searches go while a round's `total` lines are checked (the round loop keeps them). */
  log?: Asked[];

  constructor(private readonly swapKind: 'players' | 'teams') {}

  get length(): number {
    return this.rounds.length;
  }

  /** The window's next round. */
  push(round: WindowRound): void {
    this.rounds.push(round);
  }

  /** An empty window again (a total agreed), what it worked out forgotten. */
  clear(): void {
    this.rounds.length = 0;
    this.deltas.length = 0;
    if (this.indexes.size) this.indexes.clear();
    if (this.worked.size) this.worked.clear();
  }

  /**
   * Keeps the first `count` rounds of the window and what was worked out for them: an edit changed the rounds after
   * them (the round loop then pushes the window's rounds again from there).
   */
  truncate(count: number): void {
    if (count >= this.rounds.length) return;
    // Their slips in full name lines that may have moved since.
    for (let pos = count; pos < this.rounds.length; pos++) this.worked.delete(this.rounds[pos]);
    this.rounds.length = count;
    if (this.deltas.length > count) this.deltas.length = count;
    for (const index of this.indexes.values()) {
      if (index.upTo <= count) continue;
      // Each bucket lists the rounds in window order: the dropped ones are at its end.
      for (const [bucket, list] of index.buckets) {
        let end = list.length;
        while (end > 0 && list[end - 2] >= count) end -= 2;
        if (end === 0) index.buckets.delete(bucket);
        else list.length = end;
      }
      index.upTo = count;
    }
  }

  /** The column names of the window's rounds. */
  names(): readonly string[] {
    return this.rounds[0]?.names ?? [];
  }

  /**
   * The first `limit` single slips that explain `diff` exactly (the paper's totals minus the computed ones; undefined
   * for a column the total line does not name): latest round first, the game's own slips before the generic ones.
   */
  find(diff: readonly (number | undefined)[], limit = 3): (Culprit & { at: Range })[] {
    const keys = this.keys(diff, limit);
    this.log?.push({ diff: diff.slice(), limit, found: keys });
    const found: (Culprit & { at: Range })[] = [];
    for (let k = 0; k < keys.length; k += 2) {
      const round = keys[k] as WindowRound;
      // Field by field: a spread of slips of several shapes takes V8's slow path, microseconds each.
      const alt = this.alternativesOf(round)[keys[k + 1] as number];
      const culprit: Culprit & { at: Range } = { delta: alt.delta, what: alt.what, round: round.index, at: round.at };
      if (alt.fix) culprit.fix = alt.fix;
      found.push(culprit);
    }
    return found;
  }

  /** Whether each search of `asked` finds again what it found (in a window that an edit changed). */
  findsAgain(asked: readonly Asked[]): boolean {
    return asked.every((q) => {
      const keys = this.keys(q.diff, q.limit);
      return keys.length === q.found.length && keys.every((k, i) => k === q.found[i]);
    });
  }

  /** The slips that explain `diff`, in order, as pairs (round of the window, its slip's place among its slips). */
  private keys(diff: readonly (number | undefined)[], limit: number): (WindowRound | number)[] {
    const found: (WindowRound | number)[] = [];
    const named = namedColumns(diff);
    if (named === 0) return found;
    const index = this.indexFor(named, diff);
    const { columns } = index;
    const list = index.buckets.get(bucketOf(diff, 0, columns));
    if (!list) return found;
    // Entries are in window order, each round's slips in their own order: walk the rounds from the latest.
    for (let end = list.length; end > 0 && found.length < 2 * limit;) {
      const pos = list[end - 2];
      let start = end - 2;
      while (start >= 2 && list[start - 2] === pos) start -= 2;
      const round = this.rounds[pos];
      const deltas = this.deltas[pos];
      const n = round.names.length;
      for (let e = start; e < end && found.length < 2 * limit; e += 2) {
        const at = list[e + 1] * n;
        let explains = true;
        for (let k = 0; k < columns.length && explains; k++) {
          const c = columns[k];
          explains = diff[c] === (c < n ? deltas[at + c] : 0);
        }
        if (explains) found.push(round, list[e + 1]);
      }
      end = start;
    }
    return found;
  }

  /** The index of the columns `diff` names (`named`), with every round of the window in it. */
  private indexFor(named: number, diff: readonly (number | undefined)[]): ColumnsIndex {
    let index = this.indexes.get(named);
    if (!index) {
      const columns = diff.flatMap((d, i) => (d === undefined ? [] : [i]));
      this.indexes.set(named, (index = { columns, buckets: new Map(), upTo: 0 }));
    }
    const { columns } = index;
    for (; index.upTo < this.rounds.length; index.upTo++) {
      const round = this.rounds[index.upTo];
      const deltas = (this.deltas[index.upTo] ??= deltasOf(round, this.swapKind));
      const n = round.names.length;
      for (let a = 0, at = 0; at < deltas.length; a++, at += n) {
        const bucket = bucketOf(deltas, at, columns);
        const list = index.buckets.get(bucket);
        if (list) list.push(index.upTo, a);
        else index.buckets.set(bucket, [index.upTo, a]);
      }
    }
    return index;
  }

  private alternativesOf(round: WindowRound): Alternative[] {
    let all = this.worked.get(round);
    if (!all) this.worked.set(round, (all = roundAlternatives(round, this.swapKind)));
    return all;
  }
}

/** The finding joins the problem's sentence, in its text and in its message (so every language says it). */
function append(wrong: Problem, finding: Message): void {
  wrong.message += '; ' + render(finding);
  if (wrong.msg) wrong.msg = msg('culprit.append', { problem: wrong.msg, finding });
}

/**
 * The search for the slip behind a disagreeing total: the sentence joins the `total-mismatch` message (`wrong`); the
 * slip itself is an info on its round, with the fix where it is a line of the file. `diff` is the written totals
 * minus the computed ones per column (undefined where the line names none); `window` the rounds since the last
 * agreeing total (`checkpoint`); `line` the total's 0-based line.
 */
export function whereItWentWrong(
  wrong: Problem,
  diff: readonly (number | undefined)[],
  window: CulpritSearch,
  checkpoint: number | undefined,
  line: number,
): Problem[] {
  // The first slip and two more are all the messages name.
  const found = window.find(diff, 3);
  if (found.length === 0) {
    const names = window.names();
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
  const m = msg('culprit.here', { what: first.what, line: line + 1 });
  // The fix's positions are this problem's own (a slip's fix is shared by every total it explains, and may share a
  // token's positions): moveTotalProblems moves them with the slip's round.
  const fix = first.fix
    ? fixOf(
        first.fix.title,
        first.fix.edits.map((e) => ({
          range: { start: { ...e.range.start }, end: { ...e.range.end } },
          newText: e.newText,
        })),
      )
    : undefined;
  return [problem('total-culprit', 'info', first.at, m, fix)];
}

/**
 * The problems a disagreeing `total` gave, kept while its round moved `by` lines (a line added or removed above it;
 * `fromLine` is the first moved line, as it was). Their ranges and the total's own fix share the positions of the
 * rounds' tokens, which the caller moves; the slip's fix holds positions of its own (whereItWentWrong), moved here when
 * the slip's round moved too (its line is at or after the first moved line in its new place); and the sentence naming
 * the total's line is written anew.
 */
export function moveTotalProblems(problems: readonly Problem[], by: number, fromLine: number): void {
  for (const p of problems) {
    if (p.code !== 'total-culprit') continue;
    const line = p.range.start.line;
    if (p.fix && line >= fromLine + by)
      for (const e of p.fix.edits) {
        // This problem's own copies (whereItWentWrong), so moving them in place moves nobody else's.
        const start: MovablePosition = e.range.start;
        const end: MovablePosition = e.range.end;
        start.line += by;
        end.line += by;
      }
    if (p.msg?.id !== 'culprit.here') continue;
    const a = p.msg.args as { what: Message; line: number };
    p.msg = msg('culprit.here', { what: a.what, line: a.line + by });
    p.message = render(p.msg);
  }
}
