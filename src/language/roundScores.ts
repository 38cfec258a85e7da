// Each round's computed scores beside its `round` line (a code lens or an inlay hint), and the derived other side
// of a `cards` line that names one side.

import type { DocumentAnalysis } from '../analysis/analyze';
import type { Position, Range } from '../format/types';
import type { Lang } from '../messages';
import { signedAscii } from '../text/numbers';
import { english, type Translate } from './messages';
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
  return r && { line, title: roundLine(r, lang, a?.module), tooltip: explainRound(a?.module, r, lang) };
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
  t: Translate = english,
): ScoreHint[] {
  const hints: ScoreHint[] = [];
  for (const a of analyses)
    for (const round of a.document.rounds) {
      if (round.range.end.line < range.start.line || round.headerRange.start.line > range.end.line) continue;
      const r = options.roundScores ? resultOf(a, round) : undefined;
      if (r)
        hints.push({
          position: round.headerRange.end,
          label: roundLine(r, lang, a.module),
          kind: 'round',
          tooltip: explainRound(a.module, r, lang),
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

/** Lines of a document with code lenses: those from `from` to `to` (inclusive) are given to the editor. */
export interface LensWindow {
  from: number;
  to: number;
}

/**
 * Lines above and below the screen that get their lenses too. An editor re-lays out every lens of a document on each
 * keystroke (each is a view zone), so a 10,000-round sheet that gave them all cost the browser more per keystroke than
 * the whole analysis; a window of a few hundred rounds around the screen costs little, and scrolling within it (and
 * far beyond, once the window follows) finds every lens in place.
 */
export const LENS_MARGIN_LINES = 1000;

/**
 * The window for the lines on screen (`visible`: one range per editor showing the document), or undefined for all
 * lines: a document short enough to give every lens, or one no editor shows.
 */
export function lensWindow(
  visible: readonly { start: number; end: number }[],
  lineCount: number,
  margin = LENS_MARGIN_LINES,
): LensWindow | undefined {
  if (visible.length === 0 || lineCount <= 4 * margin) return undefined;
  const from = Math.max(0, Math.min(...visible.map((v) => v.start)) - margin);
  const to = Math.min(lineCount - 1, Math.max(...visible.map((v) => v.end)) + margin);
  return { from, to };
}

/** Whether the screen came so near an edge of the window (half the margin) that the lenses should follow it. */
export function lensWindowStale(
  window: LensWindow,
  visible: readonly { start: number; end: number }[],
  lineCount: number,
  margin = LENS_MARGIN_LINES,
): boolean {
  return visible.some(
    (v) =>
      (window.from > 0 && v.start < window.from + margin / 2) ||
      (window.to < lineCount - 1 && v.end > window.to - margin / 2),
  );
}
