// The one round loop every game runs, in every mode of the analyser (fresh, kept across edits, streamed: RoundWalk):
// each round read on its own (cached per round when kept), then put in sequence with what earlier rounds left; the
// loop owns running totals, `total` checkpoints, error counts and results.

import type { Name, Round, RoundItem } from '../format/ast';
import type { Position, Problem, Range } from '../format/types';
import type { EngineOutput } from './engine';
import type {
  BreakdownItem,
  MovableRunning,
  MovableTrick,
  Outcome,
  RoundCore,
  RoundPart,
  RoundResult,
  Settlement,
  TrickSummary,
} from './model';
import { flat, render, type Message } from '../messages';
import { dict } from '../text/dict';
import { CulpritSearch, moveTotalProblems, type Alternative, type Asked, type WindowRound } from './culprit';

type TotalLine = Extract<RoundItem, { kind: 'total' }>;

/** What sequencing one round yields: its score, its working and the problems that depend on earlier rounds. */
export interface RoundStep<S> {
  outcome: Outcome;
  /** Points per column (players or teams, in display order; undefined for a column the round gives none);
   *  undefined when the round is not counted. */
  scores?: readonly (number | undefined)[];
  /** The breakdown lines, or what works them out when they are read (a Belote or Coinche round: see breakdownLater). */
  breakdown: BreakdownItem[] | (() => BreakdownItem[]);
  /** The round's one-line summary (the result renders its English text when read). */
  summaryMsg?: Message;
  problems: readonly Problem[];
  /** The game's own members of the round's result (src/engine/model.ts RoundParts), carried over as they are. */
  part?: RoundPart;
  tricks?: TrickSummary[];
  /** Running totals start again from 0 before this round (a new Belote game). */
  resetBefore?: boolean;
  /** After this round the computed totals are unknown; the next written `total` re-anchors them. */
  uncertain?: boolean;
  /** What the round adds to the settlement statistics. */
  stats?: S;
  /** Who deals the round, where known (version 2). */
  dealer?: string;
  /** Who sits the round out, where known (Doppelkopf, more than four players). */
  sitsOut?: string[];
  /** The game's own ways this round may have been written wrong on paper (for a disagreeing `total`). */
  alternatives?: () => Alternative[];
  /** Columns whose points the round filled in (not written on its `score` line), by column. */
  filled?: readonly number[];
  /** Penalty points by column (Doppelkopf `penalty` lines): not part of `scores`, added to the running totals. */
  penalties?: readonly (number | undefined)[];
  /** The column that pays each penalty line that counts, in order. */
  penaltiesPaid?: readonly number[];
}

/** One game's steps, as the loop calls them. `Core` is what a round says on its own, `State` what it inherits. */
export interface GameSteps<Core, State, S> {
  /** Score columns in display order (players, or the two teams). */
  readonly columns: readonly string[];
  /** Reads and scores a round on its own: pure in the round (and the header and rules the steps were made for). */
  read(round: Round): Core;
  /** The lines of a round that state totals, for the checkpoint check. */
  totals(core: Core): readonly TotalLine[];
  readonly initial: State;
  /** Whether two inherited states sequence a round alike (so an earlier step can be reused). */
  sameState(a: State, b: State): boolean;
  /** Whether the step depends on the running totals before the round (Belote's game end does). */
  readonly usesRunning: boolean;
  /**
   * With `usesRunning`: whether `step`, sequenced after the totals `was` from `state`, is also the step after the
   * totals `now` from the same state (say, when neither can end a game). Without it only equal totals reuse a step.
   */
  sameRunning?(step: RoundStep<S>, state: State, was: readonly number[], now: readonly number[]): boolean;
  sequence(core: Core, state: State, running: readonly number[], index: number): { step: RoundStep<S>; state: State };
  /** The column a name on a `total` line stands for (a player, or the team of a player). */
  column(name: Name): number | undefined;
  /** What a slip of two columns swaps on the paper (and only players' rows can have their signs flipped). */
  readonly swaps: 'players' | 'teams';
  /** Checks a `total` line against the running totals: the mismatches, with the working, and their fix. */
  checkTotal(t: TotalCheck<Core>): Problem[];
  /** The settlement of the whole sheet: totals, money, who pays whom, statistics. */
  settle(out: LoopResult<S>): Settlement;
  /** Problems of the sheet as a whole once every round is sequenced (a duty solo still owed at the end). */
  finish?(state: State, last: Round | undefined): Problem[];
}

export interface TotalCheck<Core> {
  core: Core;
  line: TotalLine;
  running: readonly number[];
  before: readonly number[];
  /** This round's points per column (0 where it has none). */
  points: readonly number[];
  /** 1-based position of the round. */
  index: number;
  /** The search over the rounds since the last checkpoint that agreed (this one included), for the slip. */
  window(): CulpritSearch;
  /** 1-based position of the round whose `total` last agreed (or re-anchored); undefined: the start of the sheet. */
  checkpoint: number | undefined;
}

/** Everything the loop produced. `steps[i]` belongs to `rounds[i]`. */
export interface LoopResult<S> {
  rounds: RoundResult[];
  steps: RoundStep<S>[];
  problems: Problem[];
  running: number[];
}

interface Memo<Core, State, S> {
  core: Core;
  state?: State;
  running?: readonly number[];
  step?: RoundStep<S>;
  next?: State;
  /** The last result built from `step`, the running totals before it and the problems of its `total` lines. */
  result?: RoundResult;
  runningBefore?: readonly number[];
  /** The running totals after it (kept, so a reused round allocates nothing). */
  runningAfter?: number[];
  extra?: Problem[];
  /** The round whose `total` last agreed before this one when `extra` was worked out (undefined: the start). */
  since?: Round;
  /** The searches for a slip that `extra` comes from, and what each found. */
  asked?: Asked[];
  /** Every `total` line of the round agreed (or re-anchored the totals). */
  agrees?: boolean;
}

/** A memo with every field there from the start: one shape for all (and no field added to it later). */
function newMemo<Core, State, S>(core: Core): Memo<Core, State, S> {
  return {
    core,
    state: undefined,
    running: undefined,
    step: undefined,
    next: undefined,
    result: undefined,
    runningBefore: undefined,
    runningAfter: undefined,
    extra: undefined,
    since: undefined,
    asked: undefined,
    agrees: undefined,
  };
}

function sameNumbers(a: readonly number[] | undefined, b: readonly number[]): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function byName(columns: readonly string[], values: readonly (number | undefined)[]): Record<string, number> {
  const out = dict<number>();
  for (let i = 0; i < columns.length; i++) if (values[i] !== undefined) out[columns[i]] = values[i]!;
  return out;
}

/**
 * Where the last run of the loop stood before each round: the next run starts at the first round that is not the
 * same object at the same place, with everything before it taken over as it was (the loop is a fold over the rounds,
 * so equal rounds before give equal results). `at[r]` is the loop's state before round r; `at[rounds.length]` the end.
 * What a run takes over from it (rounds, problems) is read-only (docs/incremental.md, rule 1); the per-round arrays
 * (PER_ROUND, results and steps) are the moving part: the next run shifts them in place and writes on from its start.
 */
interface Trail<State, S> {
  readonly rounds: readonly Round[];
  /**
   * Round r's result and step. The next run writes on them in place, as on the per-round arrays: the analysis that
   * handed them out is valid until then (docs/incremental.md, rule 3), and the first insert after opening a long sheet
   * then allocates no copy of them (which made a scavenge land in it).
   */
  results: RoundResult[];
  steps: RoundStep<S>[];
  readonly problems: readonly Problem[];
  /** How many of `problems` the rounds before round r gave. */
  problemsAt: number[];
  runningAt: (readonly number[])[];
  stateAt: State[];
  uncertainAt: boolean[];
  agreedAt: number[];
  /** How many of the rounds before round r had a `total` line that disagreed (problems of their own: `extra`). */
  extrasAt: number[];
  /**
   * Round r was plain: no `total` line, not re-anchored, not uncertain, no new game — after the same loop state it
   * gives the same result and leaves the same state. `plainRun[r]`: how many plain rounds start at round r.
   */
  plain: boolean[];
  plainRun: number[];
  /** Round r's step's tricks, if any (whose lines a move of the round moves: RoundCache.moveRounds). */
  tricks: (readonly MovableTrick[] | undefined)[];
}

/** The trail's per-round arrays (indexed by round, one more entry than rounds for the end). */
const PER_ROUND = [
  'problemsAt',
  'runningAt',
  'stateAt',
  'uncertainAt',
  'agreedAt',
  'extrasAt',
  'plain',
  'plainRun',
  'tricks',
] as const;

/** `array` with `by` entries inserted (positive) or removed (negative) at `at`, in place where that is cheap. */
function shift<T>(array: T[], at: number, by: number): T[] {
  if (by < 0) {
    array.splice(at, -by);
    return array;
  }
  if (by <= 1024) {
    array.splice(at, 0, ...(new Array(by) as T[]));
    return array;
  }
  return array.slice(0, at).concat(new Array(by) as T[], array.slice(at));
}

/**
 * How many rounds at the start of `rounds` are those of `last` (the same objects at the same places), up to `moved`.
 * The scans of the round loop over its rounds are functions of their own, which V8 compiles in no time: in the loop,
 * a scan over a long sheet's rounds made V8 compile the whole loop anew on the first edit after opening.
 */
function sameFromStart(last: readonly Round[], rounds: readonly Round[], moved: Round | undefined): number {
  const max = Math.min(last.length, rounds.length);
  let i = 0;
  while (i < max && last[i] === rounds[i] && rounds[i] !== moved) i++;
  return i;
}

/** Where the rounds at the end of `rounds` that are those of `last` moved by `d` places start (not before `start`). */
function sameToEnd(last: readonly Round[], rounds: readonly Round[], start: number, d: number): number {
  let tail = rounds.length;
  while (tail > start && tail - d > start && rounds[tail - 1] === last[tail - 1 - d]) tail--;
  return tail;
}

/** `by` added to every entry of `array` from `from` on. */
function addFrom(array: number[], from: number, by: number): void {
  if (by === 0) return;
  for (let i = from; i < array.length; i++) array[i] += by;
}

/** `source[from..to)` pushed onto `target` a chunk at a time (a spread of a long sheet's rounds may overflow). */
function pushRange<T>(target: T[], source: readonly T[], from: number, to: number): void {
  for (let i = from; i < to; i += 1024) target.push(...source.slice(i, Math.min(i + 1024, to)));
}

/**
 * The per-round cache of one document's analyses: a round object that comes back (the parse reused it)
 * is not read again, and its step is reused while the state it inherits is the same.
 */
export class RoundCache<Core, State, S> {
  private memos = new WeakMap<Round, Memo<Core, State, S>>();
  /** The last run (set when it finished). */
  trail?: Trail<State, S>;
  /** The first round moved since the last run: the rounds taken over from it end before this one. */
  firstMoved?: Round;
  /** The last run's search for a slip behind a disagreeing total, and the position of its window's first round. */
  search?: { from: number; search: CulpritSearch };

  memo(round: Round, steps: GameSteps<Core, State, S>): Memo<Core, State, S> {
    let m = this.memos.get(round);
    if (!m) this.memos.set(round, (m = newMemo(steps.read(round))));
    return m;
  }

  /**
   * The rounds of `parts` from position `from` on, whose lines moved by `by` (documentAnalyzer, which moves the
   * positions its parts share with what is cached here): the line numbers their tricks and results hold are moved,
   * and the problems of their `total` lines (moveTotalProblems; `fromLine` is the first moved line as it was). A
   * move by 0 lines changes nothing (the analyser makes one after opening a sheet: see ScoreAnalyzer.prepareMoves).
   */
  moveRounds(parts: readonly { readonly round: Round }[], from: number, by: number, fromLine: number): void {
    if (from >= parts.length) return;
    if (by !== 0) this.firstMoved ??= parts[from].round;
    moveCached(this.trail, this.memos, parts, from, by, fromLine);
  }
}

/**
 * RoundCache.moveRounds's loop over the rounds, in a function of its own with no call for a plain round: an inserted
 * line moves every round below it, and V8 compiles this whole while it runs (prepareMoves), before the first insert.
 */
function moveCached<Core, State, S>(
  t: Trail<State, S> | undefined,
  memos: WeakMap<Round, Memo<Core, State, S>>,
  parts: readonly { readonly round: Round }[],
  from: number,
  by: number,
  fromLine: number,
): void {
  for (let i = from; i < parts.length; i++) {
    const round = parts[i].round;
    // A result's line is its round's (RoundRecord), moved with the positions; its tricks are its step's
    // (roundResult), which the trail lists. Nothing here reads a step or a result: their shapes differ from game to
    // game, and code compiled for one game's would be dropped for the next's.
    let m: Memo<Core, State, S> | undefined;
    if (t && t.rounds[i] === round) {
      // The round at the same position of the last run: the trail's step is its memo's.
      const tricks = t.tricks[i];
      if (tricks) moveTricks(tricks, by);
      // A plain round has no `total` line, whose problems are kept apart: most rounds need nothing more.
      if (t.plain[i]) continue;
      m = memos.get(round);
    } else {
      m = memos.get(round);
      const tricks = m?.step?.tricks;
      if (tricks) moveTricks(tricks, by);
    }
    if (m?.extra && by !== 0) moveTotalProblems(m.extra, by, fromLine);
  }
}

/** Tricks whose lines moved by `by` (an indexed loop: it allocates nothing). */
function moveTricks(tricks: readonly MovableTrick[], by: number): void {
  for (let i = 0; i < tricks.length; i++) tricks[i].line += by;
}

/**
 * Where the round loop stands between rounds, and what it does with each round: one definition of the loop for every
 * mode of analysis — a fresh one and one kept across edits (runRounds, which may take a round's step or result over
 * from its cache instead) and a one-off check that streams the rounds and keeps none (src/analysis/stream.ts). A round
 * is sequenced after the rounds before it (`sequence`), starts a new game where its step says so (`begin`), and is
 * tallied: its points added, its `total` lines checked against the rounds since the last agreeing total (`tally`).
 */
export class RoundWalk<Core, State, S> {
  /** The running totals before the next round (a new array when they change: never changed in place). */
  running: number[];
  /** What the next round inherits from the rounds before it. */
  state: State;
  /** The totals are unknown: a round was not scored, and no `total` line re-anchored them since. */
  uncertain = false;
  /** Position of the round whose written totals last agreed, or of the last round before a new game (-1: the start). */
  agreed = -1;
  /** That round (undefined: the start of the sheet); its index is the checkpoint a disagreeing total names. */
  since: Round | undefined;

  constructor(
    readonly steps: GameSteps<Core, State, S>,
    /**
     * The search over the rounds `from`..`to` (positions; `to` is the round being tallied, its step `step`): how a
     * mode keeps the rounds since the last agreeing total. Called once for every round tallied, in order.
     */
    private readonly window: (from: number, to: number, step: RoundStep<S>, round: Round) => () => CulpritSearch,
  ) {
    this.running = new Array<number>(steps.columns.length).fill(0);
    this.state = steps.initial;
  }

  /** The round read on its own (`core`), sequenced after the rounds before it: its step. */
  sequence(core: Core, round: Round): RoundStep<S> {
    const out = this.steps.sequence(core, this.state, this.running, round.index);
    this.state = out.state;
    return out.step;
  }

  /** A round whose step starts a new game: the totals start again from 0, checked from the round `previous` on. */
  begin(step: RoundStep<S>, r: number, previous: Round | undefined): void {
    if (!step.resetBefore) return;
    this.running = new Array<number>(this.steps.columns.length).fill(0);
    this.uncertain = false;
    this.agreed = r - 1;
    this.since = previous;
  }

  /** Sets where a `total` line last agreed: round `round` at position `r` (a round taken over whole from a cache). */
  agree(r: number, round: Round): void {
    this.agreed = r;
    this.since = round;
  }

  /**
   * Round `r` tallied (tallyRound) after `begin`: its step's problems, then those of its `total` lines, added to
   * `problems`.
   */
  tally(core: Core, step: RoundStep<S>, r: number, round: Round, problems: Problem[]): Tally {
    const window = this.window(this.agreed + 1, r, step, round);
    const tally = tallyRound(
      this.steps,
      core,
      step,
      round.index,
      this.running,
      this.uncertain,
      window,
      this.since?.index,
    );
    this.running = tally.running;
    this.uncertain = tally.uncertain;
    if (tally.agrees) this.agree(r, round);
    const own = step.problems;
    for (let i = 0; i < own.length; i++) problems.push(own[i]);
    const extra = tally.extra;
    if (extra) for (let i = 0; i < extra.length; i++) problems.push(extra[i]);
    return tally;
  }
}

/**
 * A sequenced and tallied round's result. `parserErrors`: how many errors the parser found on its lines; `extra` the
 * problems of its `total` lines.
 */
export function roundResult<S>(
  columns: readonly string[],
  round: Round,
  step: RoundStep<S>,
  running: readonly number[],
  parserErrors: number,
  extra: readonly Problem[] | undefined,
): RoundResult {
  const points = step.scores;
  let errors = parserErrors;
  for (const p of step.problems) if (p.severity === 'error' && inside(p, round)) errors++;
  if (extra) for (const p of extra) if (p.severity === 'error') errors++;
  const result = new RoundRecord(
    round.index,
    round.headerRange.start,
    round.range,
    step.outcome,
    points ? byName(columns, points) : dict(),
    byName(columns, running),
    step.breakdown,
    errors,
  );
  if (step.summaryMsg) result.summaryMsg = step.summaryMsg;
  if (step.part) Object.assign(result, step.part);
  if (step.tricks) result.tricks = step.tricks;
  if (step.dealer !== undefined) result.dealer = step.dealer;
  if (step.sitsOut) result.sitsOut = step.sitsOut;
  if (step.filled && points) {
    const filled = dict<number>();
    for (const c of step.filled) filled[columns[c]] = points[c] ?? 0;
    result.filled = filled;
  }
  return result;
}

/** How many of a round's parser problems are errors. */
function errorCount(problems: readonly Problem[] | undefined): number {
  let errors = 0;
  if (problems) for (const p of problems) if (p.severity === 'error') errors++;
  return errors;
}

/**
 * Runs the rounds in order (RoundWalk): with a cache, taking over what the last run of the same document worked out
 * for the rounds an edit did not touch; without one, each round afresh (freshRounds). `roundProblems[i]` are the
 * parser's problems on round i's lines (for the error count); the returned `problems` are the engine's.
 */
export function runRounds<Core, State, S>(
  steps: GameSteps<Core, State, S>,
  rounds: readonly Round[],
  roundProblems: readonly (readonly Problem[])[],
  cache?: RoundCache<Core, State, S>,
): LoopResult<S> {
  if (!cache) return freshRounds(steps, rounds, roundProblems);
  let results: RoundResult[] = [];
  let stepList: RoundStep<S>[] = [];
  let problems: Problem[] = [];
  // Position of the last round sequenced anew in this run (every round before `start` is as the last run had it).
  let changed = -1;
  // The search over the rounds since the last agreeing total, kept while that total is the same: the next
  // disagreeing total adds the rounds since and reuses what the search worked out (issue 38). The last run's search
  // keeps the rounds it took over unchanged, so typing below a long window re-reads only the rounds typed in.
  let search: CulpritSearch | undefined;
  let searchFrom = -1;
  // The searches of the round being checked, kept with its problems (a later run asks them again: issue 38).
  let asking: Asked[] | undefined;
  const windowFrom = (from: number, to: number) => (): CulpritSearch => {
    if (!search || searchFrom !== from || search.length > to - from + 1) {
      search = new CulpritSearch(steps.swaps);
      searchFrom = from;
      if (cache) cache.search = { from, search };
    }
    for (let i = from + search.length; i <= to; i++) search.push(windowRoundOf(steps.columns, stepList[i], rounds[i]));
    search.log = asking;
    return search;
  };
  const walk = new RoundWalk(steps, windowFrom);

  // The rounds the last run saw unchanged at the same place, up to the first one moved since: taken over as they were.
  const last = cache.trail;
  let start = 0;
  // How many rounds so far had a disagreeing `total` line (Trail.extrasAt).
  let extras = 0;
  if (last) {
    start = sameFromStart(last.rounds, rounds, cache.firstMoved);
    extras = last.extrasAt[start];
    results = last.results;
    stepList = last.steps;
    problems = last.problems.slice(0, last.problemsAt[start]);
    walk.running = last.runningAt[start] as number[];
    walk.state = last.stateAt[start];
    walk.uncertain = last.uncertainAt[start];
    walk.agreed = last.agreedAt[start];
    walk.since = walk.agreed >= 0 ? rounds[walk.agreed] : undefined;
  }
  // The trail of this run: the last one's arrays, kept up to `start` and written on from there. Past `start` they
  // hold the last run's entries moved by the rounds added or removed (`d`), so entry r is the last run's of the round
  // now at r, until this run writes it.
  const d = last ? rounds.length - last.rounds.length : 0;
  // One object literal for both (not a spread of the last): every trail has the same shape, so the code that reads
  // it (RoundCache.moveRounds) stays compiled from one run to the next.
  const trail: Trail<State, S> = {
    rounds,
    results,
    steps: stepList,
    problems,
    problemsAt: last ? last.problemsAt : [],
    runningAt: last ? last.runningAt : [],
    stateAt: last ? last.stateAt : [],
    uncertainAt: last ? last.uncertainAt : [],
    agreedAt: last ? last.agreedAt : [],
    extrasAt: last ? last.extrasAt : [],
    plain: last ? last.plain : [],
    plainRun: last ? last.plainRun : [],
    tricks: last ? last.tricks : [],
  };
  // The rounds from `tail` on are the last run's, each the same object, moved by `d` places.
  let tail = rounds.length;
  if (last) {
    if (d !== 0) {
      for (const k of PER_ROUND) (trail[k] as unknown[]) = shift(trail[k] as unknown[], start, d);
      results = trail.results = shift(results, start, d);
      stepList = trail.steps = shift(stepList, start, d);
    }
    tail = sameToEnd(last.rounds, rounds, start, d);
  }
  const mark = (r: number) => {
    trail.problemsAt[r] = problems.length;
    trail.runningAt[r] = walk.running;
    trail.stateAt[r] = walk.state;
    trail.uncertainAt[r] = walk.uncertain;
    trail.agreedAt[r] = walk.agreed;
    trail.extrasAt[r] = extras;
  };
  // The first round whose plain run is as the last run left it (all rounds from there on were taken over whole).
  let rest = rounds.length;
  const kept = last ? cache.search : undefined;
  if (kept && kept.from < start) {
    kept.search.truncate(start - kept.from);
    ({ search, from: searchFrom } = kept);
  } else cache.search = undefined;

  for (let r = start; r < rounds.length; r++) {
    // Back on the last run's track, with everything the rounds from here on depend on as it was: the loop is a fold,
    // so they give what they gave, and they are taken over whole (docs/incremental.md, rule 1). What they depend on is
    // the loop's state before them, and for a disagreeing `total` line the rounds since the last agreeing one: none of
    // those was sequenced anew in this run (`changed`), or no round from here on has such a line. Only where no
    // round was added or removed (the analyser reads every round below an added one again anyway).
    if (
      last &&
      d === 0 &&
      r >= tail &&
      walk.uncertain === trail.uncertainAt[r] &&
      walk.agreed === trail.agreedAt[r] &&
      (changed <= walk.agreed || trail.extrasAt[r] === trail.extrasAt[rounds.length]) &&
      sameNumbers(trail.runningAt[r], walk.running) &&
      steps.sameState(trail.stateAt[r], walk.state)
    ) {
      const n = rounds.length;
      const from = trail.problemsAt[r];
      addFrom(trail.problemsAt, r, problems.length - from);
      addFrom(trail.extrasAt, r, extras - trail.extrasAt[r]);
      // (The results and steps from `r` on are the last run's, in place: nothing moved, d = 0.)
      pushRange(problems, last.problems, from, last.problems.length);
      walk.running = trail.runningAt[n] as number[];
      walk.state = trail.stateAt[n];
      walk.uncertain = trail.uncertainAt[n];
      walk.agreed = trail.agreedAt[n];
      walk.since = walk.agreed >= 0 ? rounds[walk.agreed] : undefined;
      extras = trail.extrasAt[n];
      rest = r;
      break;
    }
    // Back on the last run's track: a round of the tail after the same state as last time, and plain rounds from it
    // on give what they gave, so they are taken over (an edit above a long sheet then costs the rounds it changed).
    if (
      last &&
      r >= tail &&
      trail.plainRun[r] > 0 &&
      !walk.uncertain &&
      !trail.uncertainAt[r] &&
      sameNumbers(trail.runningAt[r], walk.running) &&
      steps.sameState(trail.stateAt[r], walk.state)
    ) {
      const len = trail.plainRun[r];
      const from = trail.problemsAt[r];
      const to = trail.problemsAt[r + len];
      const offset = problems.length - from;
      // (Their results and steps are the last run's, shifted in place to where they are now.)
      for (let k = r; k < r + len; k++) {
        trail.problemsAt[k] += offset;
        trail.agreedAt[k] = walk.agreed;
        trail.extrasAt[k] = extras;
      }
      for (let i = from; i < to; i++) problems.push(last.problems[i]);
      r += len;
      walk.running = trail.runningAt[r] as number[];
      walk.state = trail.stateAt[r];
      r--;
      continue;
    }
    mark(r);
    const round = rounds[r];
    const m = cache.memo(round, steps);
    let step: RoundStep<S>;
    if (
      m.step &&
      steps.sameState(m.state as State, walk.state) &&
      (!steps.usesRunning ||
        sameNumbers(m.running, walk.running) ||
        (steps.sameRunning !== undefined && steps.sameRunning(m.step, walk.state, m.running!, walk.running)))
    ) {
      step = m.step;
      walk.state = m.next as State;
    } else {
      changed = r;
      // A result built from the previous step is stale, however alike the totals around it look.
      m.result = undefined;
      m.state = walk.state;
      m.running = walk.running;
      m.step = step = walk.sequence(m.core, round);
      m.next = walk.state;
    }
    stepList[r] = step;

    walk.begin(step, r, r > 0 ? rounds[r - 1] : undefined);
    const before = walk.running;
    // A result worked out while the totals were unknown (re-anchored on a written total) is not reused.
    const anchored = walk.uncertain;
    trail.plain[r] = !step.resetBefore && !step.uncertain && !anchored && steps.totals(m.core).length === 0;
    trail.tricks[r] = step.tricks;
    // The same step after the same totals (and no re-anchoring in play): the same result as last time — if its
    // `total` lines disagreed, only while the rounds since the last agreeing total are those it was checked with, or
    // the searches for a slip find in them what they found (an edit above that changed no slip they name).
    if (
      m.result &&
      !anchored &&
      !step.uncertain &&
      sameNumbers(m.runningBefore, before) &&
      (!m.extra ||
        (m.since === walk.since &&
          (changed <= walk.agreed || (m.asked !== undefined && windowFrom(walk.agreed + 1, r)().findsAgain(m.asked)))))
    ) {
      for (const p of step.problems) problems.push(p);
      if (m.extra) {
        for (const p of m.extra) problems.push(p);
        extras++;
      }
      walk.running = m.runningAfter ?? after(before, step.scores, step.penalties);
      if (m.agrees) walk.agree(r, round);
      results[r] = m.result;
      continue;
    }
    // Only the totals before it moved (an edit in an earlier round) and the round has no `total` line to check:
    // the same result with its running totals moved, updated in place, since an edit in a long sheet moves
    // every later round's totals and new objects for each of them cost more than scoring the edit.
    if (m.result && !anchored && !step.uncertain && !m.extra && steps.totals(m.core).length === 0) {
      for (const p of step.problems) problems.push(p);
      const running = (walk.running = after(before, step.scores, step.penalties));
      const moved: MovableRunning = m.result.running;
      for (let i = 0; i < running.length; i++) moved[steps.columns[i]] = running[i];
      m.runningBefore = before;
      m.runningAfter = running;
      if (m.agrees) walk.agree(r, round);
      results[r] = m.result;
      continue;
    }
    const since = walk.since;
    const asked: Asked[] = (asking = []);
    const { extra, agrees } = walk.tally(m.core, step, r, round, problems);
    asking = undefined;
    if (extra) extras++;
    if (search) search.log = undefined;
    const result = roundResult(steps.columns, round, step, walk.running, errorCount(roundProblems[r]), extra);
    results[r] = result;
    m.result = anchored ? undefined : result;
    m.runningBefore = before;
    m.runningAfter = walk.running;
    m.extra = extra;
    m.since = since;
    m.asked = extra ? asked : undefined;
    m.agrees = agrees;
  }
  mark(rounds.length);
  for (const k of PER_ROUND) trail[k].length = rounds.length + 1;
  results.length = stepList.length = rounds.length;
  const { plain, plainRun } = trail;
  // (From `rest` on, the rounds and their plain runs are the last run's.)
  if (rest === rounds.length) plainRun[rounds.length] = 0;
  for (let r = rest - 1; r >= start; r--) plainRun[r] = plain[r] ? plainRun[r + 1] + 1 : 0;
  // The plain rounds just before `start` counted on the rounds after them, which may have changed; from the first
  // whose count is right, the counts before it are too (an edit below a long run of plain rounds then counts none).
  for (let r = start - 1; r >= 0 && plain[r] && plainRun[r] !== plainRun[r + 1] + 1; r--)
    plainRun[r] = plainRun[r + 1] + 1;
  cache.trail = trail;
  cache.firstMoved = undefined;
  // The sheet's own problems come after the rounds' (and are not part of the trail).
  if (steps.finish) {
    const end = steps.finish(walk.state, rounds[rounds.length - 1]);
    if (end.length) problems = [...problems, ...end];
  }
  return { rounds: results, steps: stepList, problems, running: walk.running };
}

/**
 * runRounds without a cache (a one-off analysis): each round read, sequenced and tallied by RoundWalk, as the streamed
 * check does, keeping its step and result. Nothing per round is kept for a next run, so none of what runRounds keeps
 * to reuse (a memo of the round, the searches a disagreeing total asked) is made: on a long sheet that was a twentieth
 * of what the loop allocated.
 */
function freshRounds<Core, State, S>(
  steps: GameSteps<Core, State, S>,
  rounds: readonly Round[],
  roundProblems: readonly (readonly Problem[])[],
): LoopResult<S> {
  const results: RoundResult[] = [];
  const stepList: RoundStep<S>[] = [];
  let problems: Problem[] = [];
  // The search over the rounds since the last agreeing total, from position `searchFrom`, kept while that total is
  // the same; `window` gives it for the rounds `windowFrom`..`windowTo` (the round being tallied), made only when a
  // total disagrees. One function for every round: tally calls it before the next round is tallied.
  let search: CulpritSearch | undefined;
  let searchFrom = -1;
  let windowFrom = 0;
  let windowTo = -1;
  const window = (): CulpritSearch => {
    if (!search || searchFrom !== windowFrom) {
      search = new CulpritSearch(steps.swaps);
      searchFrom = windowFrom;
    }
    for (let i = windowFrom + search.length; i <= windowTo; i++)
      search.push(windowRound(steps.columns, stepList[i], rounds[i]));
    return search;
  };
  const walk = new RoundWalk(steps, (from: number, to: number) => {
    windowFrom = from;
    windowTo = to;
    return window;
  });
  for (let r = 0; r < rounds.length; r++) {
    const round = rounds[r];
    const core = steps.read(round);
    const step = walk.sequence(core, round);
    stepList.push(step);
    walk.begin(step, r, r > 0 ? rounds[r - 1] : undefined);
    const { extra } = walk.tally(core, step, r, round, problems);
    results.push(roundResult(steps.columns, round, step, walk.running, errorCount(roundProblems[r]), extra));
  }
  if (steps.finish) {
    const end = steps.finish(walk.state, rounds[rounds.length - 1]);
    if (end.length) problems = [...problems, ...end];
  }
  return { rounds: results, steps: stepList, problems, running: walk.running };
}

/**
 * A round's result. Its English summary is rendered when first read, then kept: a long sheet shows a few summaries
 * at a time (a lens, the outline, the sheet's rows) and `check` none, and rendering every round's was a tenth of an
 * analysis. Its line is read from the round's `round` line, a shared position (docs/incremental.md): a line inserted
 * above the round moves it with the round's other positions, and the result is not touched.
 */
class RoundRecord implements RoundCore {
  declare summaryMsg?: Message;
  declare tricks?: TrickSummary[];
  declare dealer?: string;
  declare sitsOut?: string[];
  declare filled?: Record<string, number>;
  // Private: not a key of the result, so a result read once equals one never read.
  #summary: string | undefined;
  #breakdown: BreakdownItem[] | (() => BreakdownItem[]);
  readonly #at: Position;

  constructor(
    public index: number,
    /** The start of the round's `round` line. */
    at: Position,
    public range: Range,
    public outcome: Outcome,
    public scores: Record<string, number>,
    public running: Record<string, number>,
    breakdown: BreakdownItem[] | (() => BreakdownItem[]),
    public errors: number,
  ) {
    this.#breakdown = breakdown;
    this.#at = at;
  }

  /** The zero-based line of the round's `round` line. */
  get line(): number {
    return this.#at.line;
  }

  /** The breakdown lines, worked out on the first read where the step left them for later. */
  get breakdown(): BreakdownItem[] {
    const b = this.#breakdown;
    return typeof b === 'function' ? (this.#breakdown = b()) : b;
  }

  get summary(): string {
    return (this.#summary ??= this.summaryMsg ? flat(render(this.summaryMsg)) : '');
  }

  /** The keys in the order of the plain results this class replaced, the summary among them. */
  toJSON(): RoundResult {
    const { index, line, range, outcome, scores, running, breakdown, summary } = this;
    return Object.assign({ index, line, range, outcome, scores, running, breakdown, summary }, this);
  }
}

/**
 * The running totals after adding a round's points and its penalty points, if any (a new array; `running` is never
 * changed in place).
 */
function after(
  running: readonly number[],
  points: readonly (number | undefined)[] | undefined,
  penalties?: readonly (number | undefined)[],
): number[] {
  if (!points && !penalties) return running as number[];
  const out = running.slice();
  if (points) for (let i = 0; i < out.length; i++) out[i] += points[i] ?? 0;
  if (penalties) for (let i = 0; i < out.length; i++) out[i] += penalties[i] ?? 0;
  return out;
}

/** A round's points per column with its penalty points (0 where it has none), as a `total` line sees the round. */
function withPenalties(
  points: readonly (number | undefined)[] | undefined,
  penalties: readonly (number | undefined)[] | undefined,
  n: number,
): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) out[i] = (points?.[i] ?? 0) + (penalties?.[i] ?? 0);
  return out;
}

/** What adding a round's points and checking its `total` lines leaves (tallyRound). */
export interface Tally {
  /** The running totals after the round (a written total re-anchors them after an unscored round). */
  running: number[];
  /** The totals are unknown after the round: it was not scored, and no `total` line re-anchored them since. */
  uncertain: boolean;
  /** The round's (last) `total` line agreed with the computed totals or re-anchored them; false without one. */
  agrees: boolean;
  /** The problems of its `total` lines. */
  extra?: Problem[];
}

/**
 * A sequenced round added to the running totals `before` (unknown when `uncertain`), then its `total` lines checked
 * against them. `window` gives the rounds since the last agreeing total, this one included; `checkpoint` that
 * round's index. What RoundWalk.tally does with every round, in every mode of the analyser.
 */
function tallyRound<Core, State, S>(
  steps: GameSteps<Core, State, S>,
  core: Core,
  step: RoundStep<S>,
  index: number,
  before: readonly number[],
  uncertain: boolean,
  window: () => CulpritSearch,
  checkpoint: number | undefined,
): Tally {
  const points = step.scores;
  let running = after(before, points, step.penalties);
  if (step.uncertain) uncertain = true;
  let extra: Problem[] | undefined;
  let agrees = false;
  for (const line of steps.totals(core)) {
    agrees = true;
    if (uncertain) {
      // After an unscored round the totals are unknown: the written total is taken as it stands.
      running = running.slice();
      for (const e of line.entries) {
        const c = steps.column(e.side);
        if (c !== undefined) running[c] = e.value.value;
      }
      uncertain = false;
      continue;
    }
    if (
      line.entries.some((e) => {
        const c = steps.column(e.side);
        return c !== undefined && running[c] !== e.value.value;
      })
    )
      agrees = false;
    const found = steps.checkTotal({
      core,
      line,
      running,
      before,
      points: step.penalties
        ? withPenalties(points, step.penalties, steps.columns.length)
        : points
          ? points.map((v) => v ?? 0)
          : new Array<number>(steps.columns.length).fill(0),
      index,
      window,
      checkpoint,
    });
    if (found.length) (extra ??= []).push(...found);
  }
  return { running, uncertain, agrees, extra };
}

/**
 * The round of the window for a sequenced round, the same object while the step and the round are: the search keeps
 * what it worked out for a round with it, and tells by it whether a search finds again what it found.
 */
const windowRounds = new WeakMap<RoundStep<unknown>, WindowRound>();

function windowRoundOf(columns: readonly string[], step: RoundStep<unknown>, round: Round): WindowRound {
  const known = windowRounds.get(step);
  if (known && known.at === round.headerRange && known.index === round.index) return known;
  const w = windowRound(columns, step, round);
  windowRounds.set(step, w);
  return w;
}

/** A round as the search for a slip behind a disagreeing total sees it: its points per column and its own slips. */
export function windowRound(columns: readonly string[], step: RoundStep<unknown>, round: Round): WindowRound {
  const s = step.scores;
  const w: WindowRound = {
    index: round.index,
    points: step.penalties
      ? withPenalties(s, step.penalties, columns.length)
      : (s ?? []).length
        ? columns.map((_, c) => s![c] ?? 0)
        : columns.map(() => 0),
    names: columns,
    at: round.headerRange,
  };
  if (step.alternatives) w.alternatives = step.alternatives;
  return w;
}

/** A problem on the round's own lines (not, say, on a header line written between them). */
function inside(p: Problem, round: Round): boolean {
  const l = p.range.start.line;
  return l >= round.range.start.line && l <= round.range.end.line;
}

/** The loop and the settlement: what a game engine gives for a whole document. */
export function scoreRounds<Core, State, S>(
  steps: GameSteps<Core, State, S>,
  rounds: readonly Round[],
  roundProblems: readonly (readonly Problem[])[] = [],
  cache?: RoundCache<Core, State, S>,
): EngineOutput {
  const out = runRounds(steps, rounds, roundProblems, cache);
  return {
    rounds: out.rounds,
    totals: byName(steps.columns, out.running),
    problems: out.problems,
    settlement: steps.settle(out),
  };
}
