// The VS Code side of the language service's documents: the workspace's score and Markdown documents handed to it
// (opened, changed, saved; closed, renamed or deleted), its "analysis ready" event as a VS Code event with the VS Code
// document, and the analyses of a VS Code document for the displays that read them (diagnostics, status bar,
// settlement panel). Analysing — once per version, incrementally, debounced while typing — is the language
// service's (src/language/documentAnalyses.ts), as it is for the language server.

import * as vscode from 'vscode';
import type { DocumentAnalysis } from '../analysis/analyze';
import type { AnalysisTrigger, FolderAccess } from '../language/service';
import { Disposable } from './dispose';
import { editorDocument, isAnalysable, type AnalysedDocument } from './documents';
import {
  createExtensionLanguageService,
  WORKSPACE_FOLDERS,
  type ExtensionLanguageOptions,
  type ExtensionLanguageService,
} from './languageService';

export { DEBOUNCE_MS, MAX_WAIT_MS, PAUSE_MS } from '../language/documentAnalyses';
export type { AnalysisTrigger };

export interface AnalysisEvent {
  document: vscode.TextDocument;
  analyses: DocumentAnalysis[];
  trigger: AnalysisTrigger;
}

export interface AnalysisServiceOptions extends ExtensionLanguageOptions {
  /** The language service to feed (the one activation made); a new one with these options without. */
  language?: ExtensionLanguageService;
}

export class AnalysisService extends Disposable {
  /** The language service the documents go to; the providers ask it (disposed with this). */
  readonly language: ExtensionLanguageService;
  /** The access to the files beside a document the language service reads tournaments through. */
  readonly folders: FolderAccess;
  private readonly analysed = this._register(new vscode.EventEmitter<AnalysisEvent>());
  /** A document's analyses are ready: after it was opened, saved, or changed and the debounce ran out. */
  readonly onDidAnalyse = this.analysed.event;
  private readonly forgotten = this._register(new vscode.EventEmitter<vscode.Uri>());
  /** A document was closed, renamed or deleted: whatever was shown for it should go. */
  readonly onDidForget = this.forgotten.event;

  constructor(options: AnalysisServiceOptions = {}) {
    super();
    this.language = this._register(options.language ?? createExtensionLanguageService(options));
    this.folders = options.folders ?? WORKSPACE_FOLDERS;
    // Only VS Code documents go in (below), so each event's document is one.
    this._register(
      this.language.onDidAnalyse(({ document, analyses, trigger }) =>
        this.analysed.fire({ document: document.source as vscode.TextDocument, analyses, trigger }),
      ),
    );
    const ws = vscode.workspace;
    const language = this.language;
    this._register(ws.onDidOpenTextDocument((d) => isAnalysable(d) && language.didOpen(editorDocument(d))));
    this._register(
      ws.onDidChangeTextDocument((e) => isAnalysable(e.document) && language.didChange(editorDocument(e.document))),
    );
    this._register(ws.onDidSaveTextDocument((d) => isAnalysable(d) && language.didSave(editorDocument(d))));
    this._register(ws.onDidCloseTextDocument((d) => this.forget(d.uri)));
    this._register(ws.onDidRenameFiles((e) => e.files.forEach((f) => this.forget(f.oldUri))));
    this._register(ws.onDidDeleteFiles((e) => e.files.forEach((uri) => this.forget(uri))));
  }

  /** The analyses of the document as it is now (analysed at once if this version was not; once per version). */
  current(document: AnalysedDocument): DocumentAnalysis[] {
    return this.language.current(editorDocument(document));
  }

  /** The newest analyses without waiting: one version behind while a change waits for the debounce. */
  latest(document: AnalysedDocument): DocumentAnalysis[] {
    return this.language.latest(editorDocument(document));
  }

  /** Drop what is kept for a document (it was closed, renamed or deleted). */
  forget(uri: vscode.Uri): void {
    this.language.didClose(uri.toString());
    this.forgotten.fire(uri);
  }
}
