// What hovering a line of a score document shows: a round's working on its `round`, `score` or `total` line, a
// trick's winner and value on a `trick` line.

import type { DocumentAnalysis } from '../engine/analyze';
import type { Range } from '../format/types';
import type { Lang } from '../messages';
import { analysisAtLine, itemAtLine, resultOf, roundAtLine } from './navigation';
import { roundHoverMarkdown, trickHoverMarkdown } from './roundText';

export interface HoverText {
  /** Markdown (no HTML). */
  markdown: string;
  /** What the hover is about: the `round` line, or the item's lines. */
  range: Range;
}

/** The hover at a line (any column of it), or undefined where there is nothing to explain. */
export function hoverAt(analyses: readonly DocumentAnalysis[], line: number, lang: Lang = 'en'): HoverText | undefined {
  const a = analysisAtLine(analyses, line);
  const round = a && roundAtLine(a, line);
  const result = a && round && resultOf(a, round);
  if (!round || !result) return undefined;
  const item = itemAtLine(round, line);
  if (item?.kind === 'trick') {
    // A trick line: who wins it and what it is worth, even without a `=> W N` assertion.
    const trick = result.tricks?.find((tr) => tr.line === item.range.start.line);
    return trick?.explain ? { markdown: trickHoverMarkdown(trick, lang), range: item.range } : undefined;
  }
  if (round.headerRange.start.line === line)
    return { markdown: roundHoverMarkdown(result, lang), range: round.headerRange };
  if (item?.kind === 'score' || item?.kind === 'total')
    return { markdown: roundHoverMarkdown(result, lang), range: item.range };
  return undefined;
}
