// The language service in VS Code: its host is the games Scoresheet knows, VS Code's display language and
// vscode.l10n.t, the `scoresheet.*` settings of each document (language-specific ones included), the log, and the
// system clock.

import * as vscode from 'vscode';
import type { DocumentAnalyzer } from '../analysis/analyze';
import { GAMES } from '../games/registry';
import {
  createLanguageService,
  type DocumentKind,
  type FolderAccess,
  type LanguageService,
  type LanguageServiceLogger,
} from '../language/service';
import { displayLang } from './displayLanguage';
import type { EditorDocument } from './documents';
import { readSettings } from './settings';

export type ExtensionLanguageService = LanguageService<EditorDocument>;

export interface ExtensionLanguageOptions {
  /** Where an analysis that failed is reported (the output channel); nowhere without. */
  log?: LanguageServiceLogger;
  /** Tests count or replace the engine here. */
  createAnalyzer?: (kind: DocumentKind) => DocumentAnalyzer;
  /** Another access to the files beside a document (tests); VS Code's file system without. */
  folders?: FolderAccess;
  /** Another debounce than the editor's (benchmarks). */
  debounceMs?: number;
  maxWaitMs?: number;
  pauseMs?: number;
}

/** A tournament's files beside a document, read through VS Code's file system (any scheme it can read). */
export const WORKSPACE_FOLDERS: FolderAccess = {
  async list(folderUri) {
    try {
      const folder = vscode.Uri.parse(folderUri);
      const entries = await vscode.workspace.fs.readDirectory(folder);
      return entries.map(([name, type]) => ({
        uri: vscode.Uri.joinPath(folder, name).toString(),
        name,
        folder: (type & vscode.FileType.Directory) !== 0,
      }));
    } catch {
      return undefined;
    }
  },
  async read(fileUri) {
    try {
      return new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.parse(fileUri)));
    } catch {
      return undefined;
    }
  },
};

export function createExtensionLanguageService(options: ExtensionLanguageOptions = {}): ExtensionLanguageService {
  return createLanguageService<EditorDocument>({
    games: GAMES,
    displayLanguage: displayLang,
    translate: (message, ...args) => vscode.l10n.t(message, ...args),
    // Scoped by the document: a resource's settings, and `"[score]": {…}` ones for its language.
    settings: (d) => readSettings({ uri: d.source.uri, languageId: d.source.languageId }),
    folders: WORKSPACE_FOLDERS,
    ...options,
  });
}
