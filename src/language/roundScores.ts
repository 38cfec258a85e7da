// Each round's computed scores beside its `round` line (a code lens or an inlay hint), and the derived other side
// of a `cards` line that names one side.

import type { DocumentAnalysis } from '../engine/analyze';
import type { Position, Range } from '../format/types';
import type { Lang } from '../messages';
import { signedAscii } from '../text/numbers';
import { t } from './messages';
import { analysisAtLine, resultOf, roundAtLine } from './navigation';
import { missingCardsSide } from './problemFixes';
import { explainRound } from '../report/explain';
import { roundLine } from './roundText';

export interface RoundLens {
  /** The `round` line. */
  line: number;
  title: string;
  /** The round's full working (what `scoresheet explain` prints), one hover away from the short facts. */
  tooltip: string;
}

/** Every label of the sheet: each scored round's result, deciding facts and scores (tests, whole-sheet views). */
export function roundScoreLenses(analyses: readonly DocumentAnalysis[], lang: Lang = 'en'): RoundLens[] {
  return roundLensLines(analyses).map((line) => roundLensAt(analyses, line, lang)!);
}

/**
 * The `round` lines that get a label: only the lines, so an editor can ask for the labels of the rounds on screen
 * alone (`roundLensAt`); a 10,000-round sheet then renders a few labels per edit, not 10,000 workings.
 */
export function roundLensLines(analyses: readonly DocumentAnalysis[]): number[] {
  const out: number[] = [];
  for (const a of analyses)
    for (const round of a.document.rounds) if (resultOf(a, round)) out.push(round.headerRange.start.line);
  return out;
}

/** The label of the round whose `round` line is `line`, if it was scored. */
export function roundLensAt(
  analyses: readonly DocumentAnalysis[],
  line: number,
  lang: Lang = 'en',
): RoundLens | undefined {
  const a = analysisAtLine(analyses, line);
  const round = a && roundAtLine(a, line);
  const r = round && round.headerRange.start.line === line ? resultOf(a, round) : undefined;
  return r && { line, title: roundLine(r, lang), tooltip: explainRound(r, lang) };
}

export interface ScoreHint {
  position: Position;
  label: string;
  /** `round`: the round's scores after its `round` line; `derived`: the other side of `cards`. */
  kind: 'round' | 'derived';
  tooltip?: string;
}

export interface HintOptions {
  /** Show each round's scores as a hint (instead of a code lens). */
  roundScores: boolean;
  /** Show the derived other side of a one-sided `cards` line. */
  derivedValues: boolean;
}

/** The hints of the rounds that touch `range` (the part of the document on screen). */
export function scoreHintsIn(
  analyses: readonly DocumentAnalysis[],
  range: Range,
  options: HintOptions,
  lang: Lang = 'en',
): ScoreHint[] {
  const hints: ScoreHint[] = [];
  for (const a of analyses)
    for (const round of a.document.rounds) {
      if (round.range.end.line < range.start.line || round.headerRange.start.line > range.end.line) continue;
      const r = options.roundScores ? resultOf(a, round) : undefined;
      if (r)
        hints.push({
          position: round.headerRange.end,
          label: roundLine(r, lang),
          kind: 'round',
          tooltip: explainRound(r, lang),
        });
      if (!options.derivedValues) continue;
      // Scores a short `score` line leaves to the parties (or the solo pattern), shown where the line ends.
      const filled = (r ?? resultOf(a, round))?.filled;
      const line = filled && round.items.find((i) => i.kind === 'score');
      if (filled && line)
        hints.push({
          position: line.range.end,
          label: Object.entries(filled)
            .map(([name, v]) => `${name} ${signedAscii(v)}`)
            .join(' '),
          kind: 'derived',
          tooltip: t('Filled in: the parties (or the solo pattern) determine these scores'),
        });
      for (const item of round.items) {
        const m = missingCardsSide(a, round, item);
        if (m)
          hints.push({
            position: m.at,
            label: `${m.side} ${m.value}`,
            kind: 'derived',
            tooltip: t('Derived: the other side of cards (fill it in with the quick fix)'),
          });
      }
    }
  return hints;
}
