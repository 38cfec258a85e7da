// The built-in Markdown preview's plugin (`markdown.markdownItPlugins`): under each ```score block, its computed
// result.

import * as vscode from 'vscode';
import { analyzeMarkdown, type DocumentAnalysis } from '../analysis/analyze';
import { blockResultHtml } from '../language/preview';
import { displayLang } from './displayLanguage';

/** The part of markdown-it this plugin touches (typed here so the extension needs no markdown-it types at run time). */
export interface MarkdownItLike {
  core: { ruler: { push(name: string, rule: (state: { src: string; tokens: object[] }) => void): void } };
  renderer: { rules: Record<string, RenderRule | undefined> };
}
type FenceToken = { info: string; map: [number, number] | null };
type RenderRule = (tokens: object[], idx: number, options: unknown, env: unknown, self: RenderSelf) => string;
interface RenderSelf {
  renderToken(tokens: object[], idx: number, options: unknown): string;
}

/** Adds the results to a markdown-it instance; returns it, as VS Code expects. */
export function extendMarkdownIt<T extends object>(instance: T): T {
  const md = instance as unknown as MarkdownItLike;
  // Analysed once per render, as a whole file: blocks inherit headers from the blocks above.
  const analyses = new WeakMap<object[], DocumentAnalysis[]>();
  md.core.ruler.push('scoresheet', (state) => {
    // Any fence, also one after a list marker or in a blockquote (`- ```score`, `> ```score`).
    if (state.src.includes('```') || state.src.includes('~~~')) analyses.set(state.tokens, analyzeMarkdown(state.src));
  });
  const fence = md.renderer.rules.fence;
  md.renderer.rules.fence = (tokens, idx, options, env, self) => {
    const html = fence ? fence(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
    const token = tokens[idx] as FenceToken;
    if (!token.map || token.info.trim().split(/\s+/)[0].toLowerCase() !== 'score') return html;
    const block = analyses.get(tokens)?.find((a) => a.guide?.fenceLine === token.map![0]);
    return block ? html + blockResultHtml(block, displayLang(), vscode.l10n.t) : html;
  };
  return instance;
}
