// A one-off check of a `.score` document: its rounds parsed, read, sequenced and checked one at a time and dropped,
// so nothing per round outlives the young generation — the same problems as analyzeScore, at a fraction of its work.

import type { GameKind, Round } from '../format/ast';
import { headerOutline, type LineOutline } from '../format/outline';
import { mergeProblems, PartParser } from '../format/parse';
import type { Problem } from '../format/types';
import { internalErrorProblem, rulesOf, withOverrides, type DocumentAnalysis, type RuleOverrides } from './analyze';
import { CulpritSearch } from '../engine/culprit';
import { gameOf } from '../games/registry';
import { sortByPosition } from './documentAnalyzer';
import { tallyRound, windowRound, type Tally } from '../engine/rounds';

/** What a check gives: analyzeScore's problems, overrideProblems and game, without the parsed sheet or results. */
export type CheckResult = Pick<DocumentAnalysis, 'problems' | 'overrideProblems' | 'game'>;

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

/**
 * Checks one `.score` document: exactly the problems (in the same order), override problems and game that
 * `analyzeScore(text, firstLine, overrides)` gives, keeping per round only what a later `total` line may still need.
 * Never throws: an engine failure becomes an `internal-error` problem, as there.
 */
export function checkScore(text: string, firstLine = 0, overrides?: RuleOverrides): CheckResult {
  const parser = new PartParser();
  // Where the lines are, not the lines: each round's lines become strings while it is read, then garbage (all of a
  // long sheet's lines at once would be copied by every collection until they are old).
  const doc = parser.lineOutline(text);
  const head = parser.header(headerOutline(doc), firstLine);
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
  const header = withOverrides(head.header, overrides);
  const game: GameKind | undefined = header.game?.kind;
  if (!game) {
    for (let k = 0; k < count; k++) pushAll(parserProblems, parse(k).problems);
    return { problems: mergeProblems(head.problems, parserProblems), game };
  }
  const { rules, ruleProblems, overrideProblems } = rulesOf(header, game);
  const engineProblems: Problem[] = [];
  let failure: { error: unknown } | undefined;
  // How many rounds have been parsed (their problems collected).
  let parsed = 0;
  try {
    // Steps that leave out summaries and round info: nothing here reads them (the same code finds every problem).
    const steps = gameOf(game).steps(header, rules, true);
    const { columns } = steps;
    let running: number[] = new Array<number>(columns.length).fill(0);
    let state = steps.initial;
    let uncertain = false;
    // The search over the rounds since the last agreeing total (while a later round has a `total` line), and that
    // round's index.
    const window = new CulpritSearch(steps.swaps);
    const windowNow = () => window;
    let checkpoint: number | undefined;
    const lastTotal = lastRoundWithTotal(doc);
    let last: Round | undefined;
    for (let k = 0; k < count; k++) {
      const part = parse(k);
      pushAll(parserProblems, part.problems);
      parsed++;
      const round = part.round;
      const core = steps.read(round);
      const out = steps.sequence(core, state, running, round.index);
      const step = out.step;
      state = out.state;
      if (step.resetBefore) {
        running = new Array<number>(columns.length).fill(0);
        uncertain = false;
        checkpoint = last?.index;
        window.clear();
      }
      if (k <= lastTotal) window.push(windowRound(columns, step, round));
      const tally: Tally = tallyRound(steps, core, step, round.index, running, uncertain, windowNow, checkpoint);
      ({ running, uncertain } = tally);
      if (tally.agrees) {
        checkpoint = round.index;
        window.clear();
      }
      pushAll(engineProblems, step.problems);
      if (tally.extra) pushAll(engineProblems, tally.extra);
      last = round;
    }
    if (steps.finish) for (const p of steps.finish(state, last)) engineProblems.push(p);
  } catch (error) {
    failure = { error };
    // The rounds the engine did not get to are still parsed: their problems are the document's.
    for (let k = parsed; k < count; k++) pushAll(parserProblems, parse(k).problems);
  }
  const problems = [...mergeProblems(head.problems, parserProblems), ...ruleProblems];
  if (failure) problems.push(internalErrorProblem(header, firstLine, failure.error));
  else for (const p of engineProblems) problems.push(p);
  sortByPosition(problems);
  return overrideProblems ? { problems, overrideProblems, game } : { problems, game };
}
