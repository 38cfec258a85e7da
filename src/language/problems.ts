// Which problems an editor lists: all of them up to a cap, and where to say how many more there are.

import type { DocumentAnalysis } from '../analysis/analyze';
import type { Problem, Range } from '../format/types';

export interface ShownProblems {
  shown: Problem[];
  /** How many were left out by the cap. */
  hidden: number;
  /** Where the "N more problems" note goes: at the last one shown (or the first, with a cap of 0). */
  moreAt?: Range;
}

/** Every problem of a file's analyses, in order, at most `max` of them. */
export function problemsToShow(analyses: readonly DocumentAnalysis[], max: number): ShownProblems {
  const problems = analyses.flatMap((a) => a.problems);
  const shown = problems.slice(0, max);
  const hidden = problems.length - shown.length;
  if (hidden <= 0) return { shown, hidden: 0 };
  return { shown, hidden, moreAt: (max > 0 ? problems[max - 1] : problems[0]).range };
}

/** The status bar's figures: rounds and problems over all the file's analyses. */
export function documentCounts(analyses: readonly DocumentAnalysis[]): { rounds: number; problems: number } {
  return {
    rounds: analyses.reduce((n, a) => n + a.document.rounds.length, 0),
    problems: analyses.reduce((n, a) => n + a.problems.length, 0),
  };
}
