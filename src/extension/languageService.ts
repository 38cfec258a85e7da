// The language service in VS Code: its host is the games Scoresheet knows, VS Code's display language and
// vscode.l10n.t, the `scoresheet.*` settings of each document (language-specific ones included), the log, and the
// system clock.

import * as vscode from 'vscode';
import type { DocumentAnalyzer } from '../analysis/analyze';
import { GAMES } from '../games/registry';
import {
  createLanguageService,
  type DocumentKind,
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
  /** Another debounce than the editor's (benchmarks). */
  debounceMs?: number;
  maxWaitMs?: number;
  pauseMs?: number;
}

export function createExtensionLanguageService(options: ExtensionLanguageOptions = {}): ExtensionLanguageService {
  return createLanguageService<EditorDocument>({
    games: GAMES,
    displayLanguage: displayLang,
    translate: (message, ...args) => vscode.l10n.t(message, ...args),
    // Scoped by the document: a resource's settings, and `"[score]": {…}` ones for its language.
    settings: (d) => readSettings({ uri: d.source.uri, languageId: d.source.languageId }),
    ...options,
  });
}
