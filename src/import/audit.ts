// What an imported evening's checks say: the engine checks the written text like any sheet; the import reports
// whether it is clean, which checkpoints disagree with the rounds and which slip the culprit search names.

import type { Problem } from '../format/types';
import { render, type Lang } from '../messages';

export interface Finding {
  /** 1-based line of the written file. */
  line: number;
  /** The round the line belongs to (1-based), if any. */
  round?: number;
  code: string;
  message: string;
}

export interface EveningCheck {
  rounds: number;
  errors: number;
  warnings: number;
  /** `total` lines in the text. */
  checkpoints: number;
  /** The `total` lines that disagree with the rounds, each with the culprit sentence in its message. */
  disagreeing: Finding[];
  /** The slips the culprit search points at (an info on the round). */
  culprits: Finding[];
  /** Every other error (a row that does not add up to 0, a `score` line the facts do not give). */
  otherErrors: Finding[];
}

/**
 * How a written sheet is checked: the entry points hand in the analysis's lean check (src/analysis/check.ts), which
 * knows the games; the import machinery sits below them and imports neither.
 */
export type SheetCheck = (text: string) => { readonly problems: readonly Problem[] };

/** The written text checked by the engine, the findings in `lang`. */
export function checkEvening(text: string, lang: Lang, check: SheetCheck): EveningCheck {
  const a = check(text);
  const starts: number[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) if (/^\s*round\b/i.test(lines[i])) starts.push(i);
  const roundOf = (line: number): number | undefined => {
    let lo = 0;
    let hi = starts.length - 1;
    let found: number | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid] <= line) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found === undefined ? undefined : found + 1;
  };
  const finding = (p: Problem): Finding => ({
    line: p.range.start.line + 1,
    round: roundOf(p.range.start.line),
    code: p.code,
    message: p.msg ? render(p.msg, lang) : p.message,
  });
  const errors = a.problems.filter((p) => p.severity === 'error');
  return {
    rounds: starts.length,
    errors: errors.length,
    warnings: a.problems.filter((p) => p.severity === 'warning').length,
    checkpoints: lines.filter((l) => /^\s*total\b/.test(l)).length,
    disagreeing: errors.filter((p) => p.code === 'total-mismatch').map(finding),
    culprits: a.problems.filter((p) => p.code === 'total-culprit').map(finding),
    otherErrors: errors.filter((p) => p.code !== 'total-mismatch').map(finding),
  };
}
