// Writing a file the user asked for: an exported settlement (CSV) or web page, a new score sheet.
//
// In the desktop extension host a local (`file:`) file is written by the Node helper that desktop.ts hands in
// (src/node/userFiles.ts): a temporary file beside it, flushed to the disk, renamed over it, keeping its mode; a
// failed write leaves the old file as it was. Everywhere else (the web extension host of vscode.dev and github.dev,
// a remote or virtual folder) there is no local disk: the file goes through vscode.workspace.fs to the file system
// provider of its scheme, which decides how it is stored (a browser's local folder saves through the File System
// Access API, which writes a swap file and moves it into place when closed; a GitHub repository keeps the change in
// the browser until it is committed).

import * as vscode from 'vscode';

/** Writes a local file in one step, or throws an Error whose message says why in the user's language. */
export type LocalWriter = (path: string, content: Uint8Array) => void;

let localWriter: LocalWriter | undefined;

/** The desktop entry's atomic writer for `file:` URIs (undefined: every file through vscode.workspace.fs). */
export function setLocalWriter(writer: LocalWriter | undefined): void {
  localWriter = writer;
}

/**
 * Writes the file; on failure shows an error that names it and says why, and returns false (the caller then says
 * nothing of a success).
 */
export async function writeUserFile(uri: vscode.Uri, content: Uint8Array): Promise<boolean> {
  try {
    if (uri.scheme === 'file' && localWriter) localWriter(uri.fsPath, content);
    else await vscode.workspace.fs.writeFile(uri, content);
    return true;
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    void vscode.window.showErrorMessage(
      vscode.l10n.t('Could not write {0}: {1}', vscode.workspace.asRelativePath(uri), reason),
    );
    return false;
  }
}
