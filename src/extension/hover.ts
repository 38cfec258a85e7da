// Hover on a `round`, `score` or `total` line: the engine's working for that round, as Markdown tables.

import * as vscode from 'vscode';
import { analysisAtLine, resultOf, roundAtLine, toRange, type GetAnalysis } from './lookup';
import { roundHoverMarkdown, trickHoverMarkdown } from './roundText';

export class ScoreHoverProvider implements vscode.HoverProvider {
  constructor(private readonly getAnalysis: GetAnalysis) {}

  provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const a = analysisAtLine(this.getAnalysis(document), position.line);
    const round = a && roundAtLine(a, position.line);
    if (!a || !round) return undefined;
    const onHeader = round.headerRange.start.line === position.line;
    const item = round.items.find((i) => i.range.start.line <= position.line && position.line <= i.range.end.line);
    const result = resultOf(a, round);
    if (!result) return undefined;
    if (item?.kind === 'trick') {
      // A trick line: who wins it and what it is worth, even without a `=> W N` assertion.
      const trick = result.tricks?.find((tr) => tr.line === item.range.start.line);
      if (!trick?.explain) return undefined;
      const tmd = new vscode.MarkdownString(trickHoverMarkdown(trick));
      tmd.supportHtml = false;
      return new vscode.Hover(tmd, toRange(item.range));
    }
    if (!onHeader && item?.kind !== 'score' && item?.kind !== 'total') return undefined;
    const md = new vscode.MarkdownString(roundHoverMarkdown(result));
    md.supportHtml = false;
    return new vscode.Hover(md, toRange(onHeader ? round.headerRange : item!.range));
  }
}
