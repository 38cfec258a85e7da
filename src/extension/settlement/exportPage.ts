// "Export as web page": the shown sheet's log into one self-contained HTML file next to it (or where the user says).

import * as vscode from 'vscode';
import type { DocumentAnalysis } from '../../analysis/analyze';
import { exportPageHtml } from '../../export/page';
import { showInvisible } from '../../text/invisible';
import { writeUserFile } from '../userFiles';

/** `evening.score` → `evening.html` next to it. */
export function htmlTarget(source: vscode.Uri): vscode.Uri {
  return source.with({ path: source.path.replace(/\.(score|md|markdown)$/i, '') + '.html' });
}

/** The analysed sheet's own text: the whole .score file, or the lines of one Markdown block. */
export function sheetText(doc: vscode.TextDocument, analysis: DocumentAnalysis): string {
  const lines = doc.getText().replace(/\r\n/g, '\n').split('\n');
  return lines.slice(analysis.firstLine, analysis.firstLine + analysis.document.lineCount).join('\n');
}

export async function exportWebPage(
  extensionUri: vscode.Uri,
  doc: vscode.TextDocument,
  analysis: DocumentAnalysis,
  target?: vscode.Uri,
): Promise<vscode.Uri | undefined> {
  const script = new TextDecoder().decode(
    await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, 'dist', 'export.js')),
  );
  const name = doc.uri.path.split('/').pop() || 'evening.score';
  // The page reads the log as a .score text even when it came from a Markdown block.
  const fileName = name.replace(/\.(md|markdown)$/i, '.score');
  const log = sheetText(doc, analysis);
  const { html, fingerprint } = exportPageHtml({
    log,
    fileName,
    script,
    lang: vscode.env.language.slice(0, 2),
    // The window's title as the page shows names: a bidi control written out, not obeyed.
    title: showInvisible(analysis.document.header.title?.text || fileName),
  });
  const where =
    target ??
    (await vscode.window.showSaveDialog({
      defaultUri: doc.uri.scheme === 'untitled' ? undefined : htmlTarget(doc.uri),
      filters: { [vscode.l10n.t('Web page')]: ['html'] },
      saveLabel: vscode.l10n.t('Export'),
    }));
  if (!where || !(await writeUserFile(where, new TextEncoder().encode(html)))) return undefined;
  void vscode.window.showInformationMessage(
    vscode.l10n.t(
      'Web page exported to {0} (log fingerprint {1}).',
      vscode.workspace.asRelativePath(where),
      fingerprint,
    ),
  );
  return where;
}
