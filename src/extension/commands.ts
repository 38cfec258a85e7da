// Commands on the active score document: copy the settlement as Markdown, export it as CSV.

import * as vscode from 'vscode';
import { analysisAtLine, isAnalysable, type DocumentAnalysis, type GetAnalysis } from './lookup';
import { renderSettlementText, type SettlementFormat } from './settlementText';

export const COMMANDS = {
  openSettlement: 'scoresheet.openSettlement',
  openSettlementToSide: 'scoresheet.openSettlementToSide',
  toggleSettlementLock: 'scoresheet.toggleSettlementLock',
  copySettlementMarkdown: 'scoresheet.copySettlementMarkdown',
  exportSettlementCsv: 'scoresheet.exportSettlementCsv',
} as const;

/** The document a command acts on: the one it was invoked for (explorer/editor title pass a Uri), else the active editor's. */
async function targetDocument(arg: unknown): Promise<vscode.TextDocument | undefined> {
  if (arg instanceof vscode.Uri) return vscode.workspace.openTextDocument(arg);
  const editor = vscode.window.activeTextEditor;
  return editor && isAnalysable(editor.document) ? editor.document : undefined;
}

/** In Markdown, the block under the cursor; otherwise the first document that names a game. */
function pick(analyses: DocumentAnalysis[], document: vscode.TextDocument): DocumentAnalysis | undefined {
  const editor = vscode.window.activeTextEditor;
  const atCursor = editor && editor.document === document ? analysisAtLine(analyses, editor.selection.active.line) : undefined;
  return atCursor?.game ? atCursor : analyses.find((a) => a.game);
}

async function settlementText(getAnalysis: GetAnalysis, arg: unknown, format: SettlementFormat): Promise<{ text: string; document: vscode.TextDocument } | undefined> {
  const document = await targetDocument(arg);
  if (!document) {
    void vscode.window.showWarningMessage(vscode.l10n.t('Open a .score file (or a Markdown file with a score block) first.'));
    return undefined;
  }
  const a = pick(getAnalysis(document), document);
  if (!a) {
    void vscode.window.showWarningMessage(vscode.l10n.t('There is nothing to settle: the file has no "game" line.'));
    return undefined;
  }
  const text = renderSettlementText(a, format);
  if (text === undefined) {
    void vscode.window.showErrorMessage(vscode.l10n.t('The settlement renderer is not available in this build.'));
    return undefined;
  }
  return { text, document };
}

export function registerCommands(context: vscode.ExtensionContext, getAnalysis: GetAnalysis): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(COMMANDS.copySettlementMarkdown, async (arg?: unknown) => {
      const out = await settlementText(getAnalysis, arg, 'md');
      if (!out) return;
      await vscode.env.clipboard.writeText(out.text);
      void vscode.window.showInformationMessage(vscode.l10n.t('Settlement copied as Markdown.'));
    }),
    vscode.commands.registerCommand(COMMANDS.exportSettlementCsv, async (arg?: unknown) => {
      const out = await settlementText(getAnalysis, arg, 'csv');
      if (!out) return;
      const source = out.document.uri;
      const defaultUri = source.scheme === 'untitled' ? undefined : source.with({ path: source.path.replace(/(\.[^./]*)?$/, '.csv') });
      const target = await vscode.window.showSaveDialog({ defaultUri, filters: { CSV: ['csv'] }, saveLabel: vscode.l10n.t('Export') });
      if (!target) return;
      await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(out.text));
      void vscode.window.showInformationMessage(vscode.l10n.t('Settlement exported to {0}.', vscode.workspace.asRelativePath(target)));
    }),
  );
}
