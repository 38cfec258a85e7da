// What hovering a line of a score document shows: a round's working on its `round`, `score`, `total` or `penalty`
// line, a trick's winner and value on a `trick` line.

import type { DocumentAnalysis } from '../analysis/analyze';
import type { Range } from '../format/types';
import type { Lang } from '../messages';
import { analysisAtLine, itemAtLine, resultOf, roundAtLine } from './navigation';
import { english, type Translate } from './messages';
import { roundHoverMarkdown, trickHoverMarkdown } from './roundText';
import { switchHoverMarkdown } from './ruleText';

export interface HoverText {
  /** Markdown (no HTML). */
  markdown: string;
  /** What the hover is about: the `round` line, or the item's lines. */
  range: Range;
}

/** The hover at a line (any column of it), or undefined where there is nothing to explain. */
export function hoverAt(
  analyses: readonly DocumentAnalysis[],
  line: number,
  lang: Lang = 'en',
  t: Translate = english,
): HoverText | undefined {
  const fenced = analyses.find((x) => x.guide?.fenceLine === line);
  if (fenced) return fenceHover(fenced, t);
  const a = analysisAtLine(analyses, line);
  const setting = a && settingHover(a, line, lang, t);
  if (setting) return setting;
  const round = a && roundAtLine(a, line);
  const result = a && round && resultOf(a, round);
  if (!round || !result) return undefined;
  const item = itemAtLine(round, line);
  if (item?.kind === 'trick') {
    // A trick line: who wins it and what it is worth, even without a `=> W N` assertion.
    const trick = result.tricks?.find((tr) => tr.line === item.range.start.line);
    return trick?.explain ? { markdown: trickHoverMarkdown(trick, lang, t), range: item.range } : undefined;
  }
  if (round.headerRange.start.line === line)
    return { markdown: roundHoverMarkdown(result, lang, t, a.module), range: round.headerRange };
  // The lines whose meaning is the round's working: its points, and those its game says (the bock rounds it starts…).
  if (item && (item.kind === 'score' || item.kind === 'total' || a.module?.editor.showsWorking(item)))
    return { markdown: roundHoverMarkdown(result, lang, t, a.module), range: item.range };
  return undefined;
}

/** A header's `set KEY VALUE` line of a switch of the sheet's game: what it means, its value in force, its default. */
function settingHover(a: DocumentAnalysis, line: number, lang: Lang, t: Translate): HoverText | undefined {
  const setting = a.document.header.settings.find((s) => s.range.start.line === line);
  const game = a.game ?? a.document.header.game?.kind;
  const spec = setting && a.module?.rules.switches.find((s) => s.key === setting.key.text.toLowerCase());
  const rules = a.settlement.rules;
  const inForce = spec && rules?.switches.find((w) => w.key === spec.key);
  if (!setting || !game || !spec || !inForce) return undefined;
  const value = spec.defaultFor(game, rules.preset, a.settlement.names.length);
  return {
    markdown: switchHoverMarkdown(
      a.module?.editor,
      { key: spec.key, value: inForce.value, default: value, describe: spec.describe },
      lang,
      t,
    ),
    range: setting.range,
  };
}

/** A rule guide's fence line: what its flags mean and which header the block inherits. */
function fenceHover(a: DocumentAnalysis, t: Translate): HoverText | undefined {
  const g = a.guide!;
  const parts: string[] = [];
  if (g.skip) parts.push(t('`skip`: this example is not checked.'));
  else if (g.expect.length > 0)
    parts.push(
      t(
        '`expect`: this example is wrong on purpose. It must produce exactly these errors: {0}; they are not counted.',
        g.expect.map((c) => `\`${c}\``).join(', '),
      ),
    );
  if (!g.skip && g.inheritedFrom !== undefined) {
    parts.push(t('Header taken from the block at line {0}:', g.inheritedFrom + 1));
    parts.push('```score\n' + (g.inheritedLines ?? []).join('\n') + '\n```');
  }
  if (parts.length === 0) return undefined;
  const range = { start: { line: g.fenceLine, character: 0 }, end: { line: g.fenceLine, character: 0 } };
  return { markdown: parts.join('\n\n'), range };
}
