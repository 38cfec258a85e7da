// "Export as web page": the shown sheet's log into one self-contained HTML file next to it (or where the user says).
// The same page as `scoresheet settle FILE --format html` (src/export/share.ts builds both).

import * as vscode from 'vscode';
import type { DocumentAnalysis } from '../../analysis/analyze';
import { eveningPage, isFolderLog, isViewerAddress, type LogFile } from '../../export/share';
import { readSettings } from '../settings';
import { writeUserFile } from '../userFiles';
import { folderReader, splitUri } from './seasonFolders';

/** `evening.score` → `evening.html` next to it. */
export function htmlTarget(source: vscode.Uri): vscode.Uri {
  return source.with({ path: source.path.replace(/\.(score|md|markdown)$/i, '') + '.html' });
}

/** The analysed sheet's own text: the whole .score file, or the lines of one Markdown block. */
export function sheetText(doc: vscode.TextDocument, analysis: DocumentAnalysis): string {
  const lines = doc.getText().replace(/\r\n/g, '\n').split('\n');
  return lines.slice(analysis.firstLine, analysis.firstLine + analysis.document.lineCount).join('\n');
}

/**
 * The `.score` files beside a saved `.score` file, the shown one with the editor's text: the page names the previous
 * evening of its season by its fingerprint (the chat text and the card too). A folder that cannot be read gives no
 * previous evening, not an error.
 */
export async function folderFiles(doc: vscode.TextDocument, log: string): Promise<LogFile[]> {
  const { folder, name } = splitUri(doc.uri);
  if (doc.uri.scheme === 'untitled' || !isFolderLog(name)) return [];
  const reader = folderReader(folder);
  const files: LogFile[] = [{ file: name, text: log }];
  try {
    // A file that cannot be read is left out, as the CLI leaves it out: the same folder gives the same page.
    for (const other of (await reader.list()).filter((n) => isFolderLog(n) && n !== name).sort()) {
      const text = await reader.read(other).then(
        (t) => t,
        () => undefined,
      );
      if (text !== undefined) files.push({ file: other, text });
    }
  } catch {
    return files;
  }
  return files;
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
  // `scoresheet.share.viewerUrl` is the editor's `--viewer`: the QR code links to that hosted viewer.html.
  const viewer = readSettings(doc.uri).shareViewerUrl;
  const { html, fingerprint } = eveningPage({
    ...(isViewerAddress(viewer) ? { viewer } : {}),
    log,
    fileName,
    files: await folderFiles(doc, log),
    script,
    lang: vscode.env.language.slice(0, 2),
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
