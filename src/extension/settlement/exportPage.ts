// "Export as web page": the shown sheet's log into one self-contained HTML file next to it (or where the user says).
// The same page as `scoresheet settle FILE --format html` (src/export/share.ts builds both).

import * as vscode from 'vscode';
import type { DocumentAnalysis } from '../../analysis/analyze';
import { eveningPage, isFolderLog, isViewerAddress, type LogFile } from '../../export/share';
import { tournamentPage } from '../../export/tournament';
import type { FolderAccess } from '../../language/service';
import { isTournamentSettings } from '../../tournament';
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

/** A tournament's page content as `scoresheet settle DIR --format html` reads it (src/cli/tournament.ts). */
export interface TournamentFiles {
  /** The folder's name: the page's `folder`. */
  folder: string;
  settings: LogFile;
  /** The lists by their paths inside the folder (`serie-1/tisch-1.score`). */
  sheets: LogFile[];
  /** The `.score` files that could not be read, by their paths inside the folder (the CLI stops at the first). */
  unreadable: string[];
}

const isScore = (name: string) => /\.score$/i.test(name);

/**
 * The files of the tournament in `folderUri`, read as the CLI reads the folder, so the page is the CLI's byte for
 * byte: its top-level `.score` files (tournament.score first, then by name), the first whose first directive is
 * `tournament` the settings, the others and the `.score` files one folder down the lists. An open document is read as
 * the editor has it (its unsaved edits). Undefined when the folder holds no tournament or cannot be listed; a file
 * that cannot be read is named in `unreadable` (the CLI stops there with its reason, so no page is written).
 */
export async function tournamentFiles(access: FolderAccess, folderUri: string): Promise<TournamentFiles | undefined> {
  const opened = (uri: string) => vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri)?.getText();
  const read = async (uri: string) => opened(uri) ?? (await access.read(uri));
  const entries = await access.list(folderUri);
  if (!entries) return undefined;
  const ordered = [...entries].sort((a, b) =>
    a.name === 'tournament.score' ? -1 : b.name === 'tournament.score' ? 1 : a.name < b.name ? -1 : 1,
  );
  let settings: LogFile | undefined;
  const sheets: LogFile[] = [];
  const unreadable: string[] = [];
  for (const e of ordered) {
    if (!e.folder) {
      if (!isScore(e.name)) continue;
      const text = await read(e.uri);
      if (text === undefined) unreadable.push(e.name);
      else if (!isTournamentSettings(text)) sheets.push({ file: e.name, text });
      else if (!settings) settings = { file: e.name, text };
      continue;
    }
    const inner = (await access.list(e.uri)) ?? [];
    for (const f of inner.filter((f) => !f.folder && isScore(f.name)).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const text = await read(f.uri);
      if (text === undefined) unreadable.push(`${e.name}/${f.name}`);
      else sheets.push({ file: `${e.name}/${f.name}`, text });
    }
  }
  if (!settings) return undefined;
  const folder = decodeURIComponent(folderUri.replace(/\/+$/, '').split('/').pop() ?? '');
  return { folder, settings, sheets, unreadable };
}

/** "Export as web page" on a tournament: the CLI's `settle DIR --format html` page, next to the folder's files. */
export async function exportTournamentPage(
  extensionUri: vscode.Uri,
  files: TournamentFiles,
  folderUri: vscode.Uri,
  target?: vscode.Uri,
): Promise<vscode.Uri | undefined> {
  if (files.unreadable.length > 0) {
    void vscode.window.showErrorMessage(
      vscode.l10n.t('The tournament page was not exported: {0} cannot be read.', files.unreadable.join(', ')),
    );
    return undefined;
  }
  const script = new TextDecoder().decode(
    await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, 'dist', 'export.js')),
  );
  const { folder, settings, sheets } = files;
  const { html, fingerprint } = tournamentPage({
    folder,
    settings,
    sheets,
    script,
    lang: vscode.env.language.slice(0, 2),
  });
  const where =
    target ??
    (await vscode.window.showSaveDialog({
      defaultUri: vscode.Uri.joinPath(folderUri, `${files.folder || 'tournament'}.html`),
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
