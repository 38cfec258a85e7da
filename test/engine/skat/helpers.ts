// Skat sheets for the tests: one round, or a whole list, analysed; what a problem's range covers in the text.
import { analyzeScore } from '../../../src/analysis/analyze';
import type { Problem } from '../../../src/format/types';

export type Analysis = ReturnType<typeof analyzeScore>;

/** A sheet of `players` (Anna deals the first game) with `header` lines, then one round per list of facts. */
export function sheet(rounds: string[][], header: string[] = [], players = 'A B C'): { text: string; a: Analysis } {
  const text = [
    'game skat',
    `players ${players}`,
    ...header,
    ...rounds.flatMap((r) => ['round', ...r.map((f) => `  ${f}`)]),
    '',
  ].join('\n');
  return { text, a: analyzeScore(text) };
}

/** One round: its list entries by player and the problems' codes. */
export function row(facts: string[], header: string[] = [], players = 'A B C') {
  const { text, a } = sheet([facts], header, players);
  return { scores: a.rounds[0]?.scores ?? {}, codes: a.problems.map((p) => p.code), a, text };
}

/** The text a problem's range covers (one line). */
export function covered(text: string, p: Problem): string {
  const line = text.split('\n')[p.range.start.line];
  return line.slice(p.range.start.character, p.range.end.character);
}

/** The problems of one code. */
export function withCode(a: Analysis, code: string): Problem[] {
  return a.problems.filter((p) => p.code === code);
}
