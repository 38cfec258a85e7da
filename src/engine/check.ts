// A one-off check of a `.score` document: its rounds parsed, read, sequenced and checked one at a time and dropped,
// so nothing per round outlives the young generation — the same problems as analyzeScore, at a fraction of its work.

import type { GameKind, Round } from '../format/ast';
import type { DocumentOutline } from '../format/outline';
import { canonicalKeyword } from '../format/keywords';
import { firstTokenStart, wordEnd } from '../format/lexer';
import { mergeProblems, PartParser } from '../format/parse';
import type { Problem } from '../format/types';
import { foldWord, formsOf, VOCABULARY } from '../format/vocabulary';
import { internalErrorProblem, rulesOf, withOverrides, type DocumentAnalysis, type RuleOverrides } from './analyze';
import { beloteSteps } from './belote';
import type { WindowRound } from './culprit';
import { doppelkopfSteps } from './doppelkopf';
import { byPosition } from './documentAnalyzer';
import { tallyRound, windowRound, type GameSteps, type Tally } from './rounds';

/** What a check gives: analyzeScore's problems, overrideProblems and game, without the parsed sheet or results. */
export type CheckResult = Pick<DocumentAnalysis, 'problems' | 'overrideProblems' | 'game'>;

/** Every way to write `total` (English, German, French), folded as keywords are read. */
const TOTAL_FORMS = new Set(
  formsOf(VOCABULARY.find((e) => e.cls === 'directive' && e.canonical === 'total')!).map(foldWord),
);

const TOTAL_LENGTHS = new Set([...TOTAL_FORMS].map((f) => f.length));
const TOTAL_FIRST = new Set([...TOTAL_FORMS].map((f) => f.charCodeAt(0)));

/** Whether a line is a `total` line (its keyword is `total`, as the outline reads keywords). */
function isTotalLine(line: string): boolean {
  const s = firstTokenStart(line);
  // A quoted name first: no keyword.
  if (s < 0 || line.charCodeAt(s) === 34) return false;
  const e = wordEnd(line, s);
  for (let i = s; i < e; i++) if (line.charCodeAt(i) > 0x7f) return canonicalKeyword(line.slice(s, e)) === 'total';
  // An ASCII word folds by lower-casing alone (nearly every line: no need for the keyword's whole reading); most
  // have a length no form has, or another first letter.
  if (!TOTAL_LENGTHS.has(e - s) || !TOTAL_FIRST.has(line.charCodeAt(s) | 0x20)) return false;
  return TOTAL_FORMS.has(line.slice(s, e).toLowerCase());
}

/**
 * The 0-based position of the last round with a `total` line, -1 for none: the rounds after it need not be kept
 * for the search of a slip behind a disagreeing total.
 */
function lastRoundWithTotal(doc: DocumentOutline): number {
  const { lines, roundStarts } = doc;
  if (roundStarts.length === 0) return -1;
  let k = roundStarts.length - 1;
  for (let i = lines.length - 1; i > roundStarts[0]; i--) {
    while (roundStarts[k] > i) k--;
    if (isTotalLine(lines[i])) return k;
  }
  return -1;
}

/**
 * Checks one `.score` document: exactly the problems (in the same order), override problems and game that
 * `analyzeScore(text, firstLine, overrides)` gives, keeping per round only what a later `total` line may still need.
 * Never throws: an engine failure becomes an `internal-error` problem, as there.
 */
export function checkScore(text: string, firstLine = 0, overrides?: RuleOverrides): CheckResult {
  const parser = new PartParser();
  const doc = parser.outline(text);
  const head = parser.header(doc, firstLine);
  const read = parser.rounds(head);
  const { lines, roundStarts } = doc;
  const count = roundStarts.length;
  const parse = (k: number) =>
    read.read(lines, roundStarts[k], k + 1 < count ? roundStarts[k + 1] : lines.length, firstLine, k + 1);
  // The parser's problems of the rounds, one round after another (what a parsed document merges with the header's).
  const parserProblems: Problem[] = [];
  const header = withOverrides(head.header, overrides);
  const game: GameKind | undefined = header.game?.kind;
  if (!game) {
    for (let k = 0; k < count; k++) for (const p of parse(k).problems) parserProblems.push(p);
    return { problems: mergeProblems(head.problems, parserProblems), game };
  }
  const { rules, ruleProblems, overrideProblems } = rulesOf(header, game);
  const engineProblems: Problem[] = [];
  let failure: { error: unknown } | undefined;
  // How many rounds have been parsed (their problems collected).
  let parsed = 0;
  try {
    const steps = (game === 'doppelkopf' ? doppelkopfSteps(header, rules) : beloteSteps(header, rules)) as GameSteps<
      unknown,
      unknown,
      unknown
    >;
    const { columns } = steps;
    let running: number[] = new Array<number>(columns.length).fill(0);
    let state = steps.initial;
    let uncertain = false;
    // The rounds since the last agreeing total (while a later round has a `total` line), and that round's index.
    const window: WindowRound[] = [];
    const windowNow = () => window.slice();
    let checkpoint: number | undefined;
    const lastTotal = lastRoundWithTotal(doc);
    let last: Round | undefined;
    for (let k = 0; k < count; k++) {
      const part = parse(k);
      for (const p of part.problems) parserProblems.push(p);
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
        window.length = 0;
      }
      if (k <= lastTotal) window.push(windowRound(columns, step, round));
      const tally: Tally = tallyRound(steps, core, step, round.index, running, uncertain, windowNow, checkpoint);
      ({ running, uncertain } = tally);
      if (tally.agrees) {
        checkpoint = round.index;
        window.length = 0;
      }
      for (const p of step.problems) engineProblems.push(p);
      if (tally.extra) for (const p of tally.extra) engineProblems.push(p);
      last = round;
    }
    if (steps.finish) for (const p of steps.finish(state, last)) engineProblems.push(p);
  } catch (error) {
    failure = { error };
    // The rounds the engine did not get to are still parsed: their problems are the document's.
    for (let k = parsed; k < count; k++) for (const p of parse(k).problems) parserProblems.push(p);
  }
  const problems = [...mergeProblems(head.problems, parserProblems), ...ruleProblems];
  if (failure) problems.push(internalErrorProblem(header, firstLine, failure.error));
  else for (const p of engineProblems) problems.push(p);
  problems.sort(byPosition);
  return overrideProblems ? { problems, overrideProblems, game } : { problems, game };
}
