// The engine's messages in the editor's display language: problems, fix titles, round summaries, working lines.
// The extension passes VS Code's display language (vscode.env.language, through langOf); English is the default.

import type { BreakdownItem, RoundResult, TrickSummary } from '../engine/model';
import type { Fix, Problem } from '../format/types';
import { render, type Lang } from '../messages';

export type { Lang } from '../messages';

/** A problem's message in the language (its English `message` where it carries no message data). */
export function problemText(p: Pick<Problem, 'message' | 'msg'>, lang: Lang = 'en'): string {
  return p.msg && lang !== 'en' ? render(p.msg, lang) : p.message;
}

/** A quick fix's title in the language. */
export function fixTitle(f: Pick<Fix, 'title' | 'titleMsg'>, lang: Lang = 'en'): string {
  return f.titleMsg && lang !== 'en' ? render(f.titleMsg, lang) : f.title;
}

/** A round's one-line summary in the language. */
export function summaryText(r: Pick<RoundResult, 'summary' | 'summaryMsg'>, lang: Lang = 'en'): string {
  return r.summaryMsg && lang !== 'en' ? render(r.summaryMsg, lang) : r.summary;
}

/** A line of a round's working in the language. */
export function itemText(b: Pick<BreakdownItem, 'item' | 'label'>, lang: Lang = 'en'): string {
  return b.label && lang !== 'en' ? render(b.label, lang) : b.item;
}

/** A trick's working (`Ost wins with ♥J: …`) in the language. */
export function trickText(tr: Pick<TrickSummary, 'explain' | 'explainMsg'>, lang: Lang = 'en'): string | undefined {
  return tr.explainMsg && lang !== 'en' ? render(tr.explainMsg, lang) : tr.explain;
}
