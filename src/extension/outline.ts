// Outline (the header, then each round with its result) and folding per round, from the parsed document.

import * as vscode from 'vscode';
import type { ScoreDocument } from '../format/ast';
import type { Range } from '../format/types';
import { resultOf, toRange, type DocumentAnalysis, type GetAnalysis } from './lookup';
import { roundLine } from './roundText';

function headerRanges(doc: ScoreDocument): Range[] {
  const h = doc.header;
  const first = doc.rounds[0]?.headerRange.start.line ?? Infinity;
  return [
    h.game?.range,
    h.title?.range,
    h.date?.range,
    h.playersRange,
    h.teamsRange,
    h.preset?.range,
    h.stake?.range,
    h.target?.range,
    ...h.settings.map((s) => s.range),
  ].filter((r): r is Range => !!r && r.start.line < first);
}

/** From the first to the last header directive written above the first round. */
export function headerSpan(doc: ScoreDocument): Range | undefined {
  const rs = headerRanges(doc);
  if (rs.length === 0) return undefined;
  const start = rs.reduce(
    (m, r) => (r.start.line < m.line || (r.start.line === m.line && r.start.character < m.character) ? r.start : m),
    rs[0].start,
  );
  const end = rs.reduce(
    (m, r) => (r.end.line > m.line || (r.end.line === m.line && r.end.character > m.character) ? r.end : m),
    rs[0].end,
  );
  return { start, end };
}

function roundSpan(round: ScoreDocument['rounds'][number]): Range {
  return round.range.end.line >= round.headerRange.end.line
    ? { start: round.headerRange.start, end: round.range.end }
    : round.headerRange;
}

export function symbolsOf(a: DocumentAnalysis): vscode.DocumentSymbol[] {
  const doc = a.document;
  const out: vscode.DocumentSymbol[] = [];
  const span = headerSpan(doc);
  if (span) {
    const h = doc.header;
    const name = h.title?.text || (a.game ? `${a.game}` : vscode.l10n.t('Header'));
    const detail = h.players.map((p) => p.text).join(', ');
    const sym = new vscode.DocumentSymbol(
      name,
      detail,
      vscode.SymbolKind.Namespace,
      toRange(span),
      toRange(h.game?.range ?? span),
    );
    if (h.playersRange)
      sym.children.push(
        new vscode.DocumentSymbol(
          vscode.l10n.t('players'),
          detail,
          vscode.SymbolKind.Array,
          toRange(h.playersRange),
          toRange(h.playersRange),
        ),
      );
    for (const s of h.settings)
      sym.children.push(
        new vscode.DocumentSymbol(
          `set ${s.key.text}`,
          s.values.map((v) => v.text).join(' '),
          vscode.SymbolKind.Property,
          toRange(s.range),
          toRange(s.key.range),
        ),
      );
    out.push(sym);
  }
  for (const round of doc.rounds) {
    const r = resultOf(a, round);
    const name = vscode.l10n.t('Round {0}', round.index);
    out.push(
      new vscode.DocumentSymbol(
        name,
        r ? roundLine(r) : '',
        vscode.SymbolKind.Event,
        toRange(roundSpan(round)),
        toRange(round.headerRange),
      ),
    );
  }
  return out;
}

export class ScoreDocumentSymbolProvider implements vscode.DocumentSymbolProvider {
  constructor(private readonly getAnalysis: GetAnalysis) {}

  provideDocumentSymbols(document: vscode.TextDocument): vscode.DocumentSymbol[] {
    return this.getAnalysis(document).flatMap(symbolsOf);
  }
}

export class ScoreFoldingRangeProvider implements vscode.FoldingRangeProvider {
  constructor(private readonly getAnalysis: GetAnalysis) {}

  provideFoldingRanges(document: vscode.TextDocument): vscode.FoldingRange[] {
    const out: vscode.FoldingRange[] = [];
    for (const a of this.getAnalysis(document)) {
      const span = headerSpan(a.document);
      if (span && span.end.line > span.start.line) out.push(new vscode.FoldingRange(span.start.line, span.end.line));
      for (const round of a.document.rounds) {
        const s = roundSpan(round);
        if (s.end.line > s.start.line)
          out.push(new vscode.FoldingRange(s.start.line, s.end.line, vscode.FoldingRangeKind.Region));
      }
    }
    return out;
  }
}
