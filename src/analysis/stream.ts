// The analyser's streaming mode, for a one-off check of a `.score` document: its rounds parsed, read, sequenced and
// tallied one at a time by the one round loop (RoundWalk, as every mode) and dropped, so nothing per round outlives
// the young generation — the same problems as a fresh analysis, at a fraction of its work. Asked for them, it gives
// the rounds' results too (`check --json` prints them), and keeps those only.

import type { GameKind, Round } from '../format/ast';
import { headerOutline, type LineOutline } from '../format/outline';
import { mergeProblems, PartParser } from '../format/parse';
import type { Problem } from '../format/types';
import { CulpritSearch } from '../engine/culprit';
import type { RoundResult } from '../engine/model';
import { byName, roundResult, RoundWalk, windowRound, type RoundStep } from '../engine/rounds';
import { gameOf, SYNTAX } from '../games/registry';
import { dict } from '../text/dict';
import { internalErrorProblem, rulesOf, sortByPosition, withInherited, withOverrides } from './common';
import type { DocumentAnalysis, InheritedHeader, RuleOverrides } from './types';

/** What a check gives: a fresh analysis's problems, overrideProblems and game, without the parsed sheet or results. */
export type CheckResult = Pick<DocumentAnalysis, 'problems' | 'overrideProblems' | 'game'>;

/** A check with the rounds' results: what a fresh analysis gives of them, its rounds and totals. */
export type CheckedRounds = CheckResult & Pick<DocumentAnalysis, 'rounds' | 'totals'>;

/**
 * The 0-based position of the last round with a `total` line, -1 for none: the rounds after it need not be kept
 * for the search of a slip behind a disagreeing total.
 */
function lastRoundWithTotal(doc: LineOutline): number {
  const { roundStarts } = doc;
  const line = doc.lastTotal ?? doc.lineCount - 1;
  if (roundStarts.length === 0 || line <= roundStarts[0]) return -1;
  // The round the line is in: the last one starting before it.
  let lo = 0;
  let hi = roundStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (roundStarts[mid] < line) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Adds `more` to `to`, by index: an iterator per round and list adds up over a long sheet while code is cold. */
function pushAll<T>(to: T[], more: readonly T[]): void {
  for (let i = 0; i < more.length; i++) to.push(more[i]);
}

/** How many errors of `problems` (sorted by position) from `from` on are on `round`'s lines; and where it stopped. */
function errorsIn(problems: readonly Problem[], from: number, round: Round): { errors: number; next: number } {
  const { start, end } = round.range;
  let i = from;
  while (i < problems.length && problems[i].range.start.line < start.line) i++;
  let errors = 0;
  for (; i < problems.length && problems[i].range.start.line <= end.line; i++)
    if (problems[i].severity === 'error') errors++;
  return { errors, next: i };
}

/**
 * Streams one `.score` document: exactly the problems (in the same order), override problems and game that a fresh
 * analysis gives, keeping per round only what a later `total` line may still need; with `rounds`, its round results
 * and totals too. Never throws: an engine failure becomes an `internal-error` problem, as there.
 */
export function streamScore(
  text: string,
  firstLine: number,
  overrides: RuleOverrides | undefined,
  rounds?: false,
  inherit?: InheritedHeader,
): CheckResult;
export function streamScore(
  text: string,
  firstLine: number,
  overrides: RuleOverrides | undefined,
  rounds: true,
  inherit?: InheritedHeader,
): CheckedRounds;
export function streamScore(
  text: string,
  firstLine = 0,
  overrides?: RuleOverrides,
  withRounds = false,
  inherit?: InheritedHeader,
): CheckResult | CheckedRounds {
  const parser = new PartParser(SYNTAX);
  // Where the lines are, not the lines: each round's lines become strings while it is read, then garbage (all of a
  // long sheet's lines at once would be copied by every collection until they are old).
  const doc = parser.lineOutline(text);
  // A tournament's table sheet: read with its tournament's game (when it has no `game` line), scored under the
  // inherited lines (its own over them), as a fresh analysis does.
  const head = parser.header(headerOutline(doc), firstLine, inherit ? { game: inherit.game } : undefined);
  const read = parser.rounds(head);
  const { roundStarts, lineCount } = doc;
  const count = roundStarts.length;
  // A round's lines on their own: its line numbers are those of the document (firstLine + from onwards).
  const parse = (k: number) => {
    const from = roundStarts[k];
    const to = k + 1 < count ? roundStarts[k + 1] : lineCount;
    return read.read(doc.lines(from, to), 0, to - from, firstLine + from, k + 1);
  };
  // The parser's problems of the rounds, one round after another (what a parsed document merges with the header's).
  const parserProblems: Problem[] = [];
  const header = withOverrides(withInherited(head.header, inherit), overrides);
  const game: GameKind | undefined = header.game?.kind;
  const results: RoundResult[] | undefined = withRounds ? [] : undefined;
  const done = (problems: Problem[], overrideProblems?: Problem[], totals: Record<string, number> = dict()) => {
    const out: CheckResult = overrideProblems ? { problems, overrideProblems, game } : { problems, game };
    return results ? { ...out, rounds: results, totals } : out;
  };
  if (!game) {
    for (let k = 0; k < count; k++) pushAll(parserProblems, parse(k).problems);
    return done(mergeProblems(head.problems, parserProblems));
  }
  const { rules, ruleProblems, overrideProblems } = rulesOf(header, game);
  const engineProblems: Problem[] = [];
  let failure: { error: unknown } | undefined;
  let totals: Record<string, number> | undefined;
  // How many rounds have been parsed (their problems collected).
  let parsed = 0;
  try {
    // Without results, steps that leave out summaries and round info: nothing reads them (they find every problem).
    const steps = gameOf(game).steps(header, rules, !results);
    const { columns } = steps;
    // The search over the rounds since the last agreeing total (while a later round has a `total` line), from the
    // round at `windowFrom` on: the rounds are pushed as they come, since none is kept.
    const window = new CulpritSearch(steps.swaps);
    const windowNow = () => window;
    let windowFrom = 0;
    const lastTotal = lastRoundWithTotal(doc);
    const walk = new RoundWalk(steps, (from: number, to: number, step: RoundStep<unknown>, round: Round) => {
      if (from !== windowFrom) {
        window.clear();
        windowFrom = from;
      }
      if (to <= lastTotal) window.push(windowRound(columns, step, round));
      return windowNow;
    });
    // Where the header's problems on the rounds' lines are counted up to (for the rounds' error counts).
    let headerAt = 0;
    let last: Round | undefined;
    for (let k = 0; k < count; k++) {
      const part = parse(k);
      pushAll(parserProblems, part.problems);
      parsed++;
      const round = part.round;
      const core = steps.read(round);
      const step = walk.sequence(core, round);
      walk.begin(step, k, last);
      const tally = walk.tally(core, step, k, round, engineProblems);
      if (results) {
        const own = errorsIn(part.problems, 0, round).errors;
        const inHeader = errorsIn(head.problems, headerAt, round);
        headerAt = inHeader.next;
        results.push(roundResult(columns, round, step, walk.running, own + inHeader.errors, tally.extra));
      }
      last = round;
    }
    if (steps.finish) for (const p of steps.finish(walk.state, last)) engineProblems.push(p);
    if (results) totals = byName(columns, walk.running);
  } catch (error) {
    failure = { error };
    // The rounds the engine did not get to are still parsed: their problems are the document's.
    for (let k = parsed; k < count; k++) pushAll(parserProblems, parse(k).problems);
    // A sheet its engine fails on has no results (as a fresh analysis gives it).
    if (results) results.length = 0;
  }
  const problems = [...mergeProblems(head.problems, parserProblems), ...ruleProblems];
  if (failure) problems.push(internalErrorProblem(header, firstLine, failure.error));
  else for (const p of engineProblems) problems.push(p);
  sortByPosition(problems);
  return done(problems, overrideProblems, totals);
}
