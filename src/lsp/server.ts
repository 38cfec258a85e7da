// `scoresheet lsp`: the editor-neutral language service (src/language/service.ts, the extension's too) over the
// Language Server Protocol on stdio, for editors other than VS Code (Neovim, Helix, …): diagnostics, code actions,
// hover, completion, formatting, symbols. This file only adapts documents and answers to the protocol.

import {
  type InitializeResult,
  CodeActionKind,
  CompletionItemKind,
  DiagnosticSeverity,
  ErrorCodes,
  InitializeRequest,
  MarkupKind,
  Message,
  ResponseError,
  SymbolKind,
  TextDocumentSyncKind,
  TextDocuments,
  createConnection,
  type CodeAction as LspCodeAction,
  type CompletionItem,
  type Connection,
  type Diagnostic,
  type DocumentSymbol as LspSymbol,
  type MessageStrategy,
  type RequestMessage,
  type TextEdit as LspTextEdit,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMarkdownFile } from '../analysis/analyze';
import type { Problem } from '../format/types';
import { GAMES } from '../games/registry';
import type { ProblemRef } from '../language/codeActions';
import type { SuggestionKind } from '../language/completions';
import { english, type Translate } from '../language/messages';
import type { DocumentSymbol, SymbolKind as OurSymbolKind } from '../language/outline';
import {
  createLanguageService,
  DEFAULT_LANGUAGE_SETTINGS,
  type FolderAccess,
  type LanguageSettings,
  type Timer,
} from '../language/service';
import { problemText } from '../language/text';
import { langOf, msg, render, type Lang } from '../messages';
import { translatorFor } from './translate';

export const SOURCE = 'scoresheet';

const SEVERITY: Record<Problem['severity'], DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
};

const COMPLETION_KIND: Record<SuggestionKind, CompletionItemKind> = {
  directive: CompletionItemKind.Keyword,
  value: CompletionItemKind.EnumMember,
  name: CompletionItemKind.Variable,
  setting: CompletionItemKind.Property,
  card: CompletionItemKind.Constant,
  number: CompletionItemKind.Value,
};

const SYMBOL_KIND: Record<OurSymbolKind, SymbolKind> = {
  header: SymbolKind.Namespace,
  players: SymbolKind.Array,
  setting: SymbolKind.Property,
  round: SymbolKind.Event,
  rounds: SymbolKind.Event,
};

/** Markdown by language id or by name (clients send `markdown`, some only the file name). */
function isMarkdown(doc: TextDocument): boolean {
  return doc.languageId === 'markdown' || isMarkdownFile(doc.uri);
}

export function toDiagnostic(p: Problem, lang: Lang = 'en'): Diagnostic {
  return {
    range: p.range,
    severity: SEVERITY[p.severity],
    code: p.code,
    source: SOURCE,
    message: problemText(p, lang),
  };
}

/** What a request sent before `initialize` becomes (initializeFirst): a method answered with ServerNotInitialized. */
const NOT_INITIALIZED = 'scoresheet/notInitialized';

/**
 * The protocol's rule until `initialize` has come: a request is answered with the error ServerNotInitialized
 * (−32002), a notification is dropped, except `exit`, so that a client can stop a server it never initialized.
 * Give it to the connection (ConnectionOptions.messageStrategy) that startServer serves.
 */
export function initializeFirst(): MessageStrategy {
  let initialized = false;
  return {
    handleMessage(message, next) {
      if (initialized) return next(message);
      if (Message.isRequest(message)) {
        if (message.method === InitializeRequest.method) {
          initialized = true;
          return next(message);
        }
        const refused: RequestMessage = { ...message, method: NOT_INITIALIZED };
        return next(refused);
      }
      if (Message.isNotification(message) && message.method !== 'exit') return;
      return next(message);
    },
  };
}

function toSymbol(s: DocumentSymbol): LspSymbol {
  return {
    name: s.name,
    detail: s.detail,
    kind: SYMBOL_KIND[s.kind],
    range: s.range,
    selectionRange: s.selectionRange,
    children: s.children.map(toSymbol),
  };
}

/** No client settings are read yet: every problem is shown (no cap), after each change once typing pauses. */
const LSP_SETTINGS: LanguageSettings = { ...DEFAULT_LANGUAGE_SETTINGS, maxProblems: Infinity };

export interface ServerOptions {
  /** The debounce's clock (a test's fake one); the system's without. */
  timer?: Timer;
  /** Another access to the files beside a document (tests); the local file system's without. */
  folders?: FolderAccess;
}

/** A tournament's files beside a document: `file:` addresses on the local file system (other schemes: none). */
export const FILE_FOLDERS: FolderAccess = {
  async list(folderUri) {
    try {
      const dir = fileURLToPath(folderUri);
      const entries = await readdir(dir, { withFileTypes: true });
      return entries.map((e) => ({
        uri: `${folderUri}/${pathToFileURL(`/${e.name}`).href.slice('file:///'.length)}`,
        name: e.name,
        folder: e.isDirectory(),
      }));
    } catch {
      return undefined;
    }
  },
  async read(fileUri) {
    try {
      return await readFile(fileURLToPath(fileUri), 'utf8');
    } catch {
      return undefined;
    }
  },
};

/**
 * Wires a language service (src/language/service.ts, the one the extension uses) to a connection (stdio in
 * `scoresheet lsp`, any stream pair in tests): the same incremental analysis once per version, the same debounce
 * before diagnostics are published while typing. It speaks the client's locale (InitializeParams.locale) when that
 * is en, de or fr, else `fallback` (--lang or the environment).
 */
export function startServer(connection: Connection, fallback: Lang = 'en', options: ServerOptions = {}): void {
  let lang: Lang = fallback;
  let t: Translate = english;
  const documents = new TextDocuments(TextDocument);
  const language = createLanguageService<TextDocument>({
    games: GAMES,
    displayLanguage: () => lang,
    translate: (message, ...args) => t(message, ...args),
    settings: () => LSP_SETTINGS,
    documentKind: (doc) => (isMarkdown(doc) ? 'markdown' : 'score'),
    // The engine never throws by contract; if it does, the document shows nothing rather than killing the server.
    log: { error: (message, err) => connection.console.error(`${message} ${String(err)}`) },
    timer: options.timer,
    folders: options.folders ?? FILE_FOLDERS,
  });

  language.onDidAnalyse(({ document, trigger }) => {
    const shown = language.getDiagnostics(document, trigger);
    if (!shown) return;
    void connection.sendDiagnostics({
      uri: document.uri,
      version: document.version,
      diagnostics: shown.show ? shown.problems.map((p) => toDiagnostic(p, lang)) : [],
    });
  });

  connection.onRequest(
    NOT_INITIALIZED,
    () => new ResponseError(ErrorCodes.ServerNotInitialized, render(msg('cli.lsp.not-initialized'), lang)),
  );
  connection.onInitialize((params) => {
    lang = langOf(params.locale) ?? fallback;
    t = translatorFor(lang);
    return initializeResult;
  });
  const initializeResult: InitializeResult = {
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.SourceFixAll] },
      hoverProvider: true,
      completionProvider: { triggerCharacters: [' '] },
      documentFormattingProvider: true,
      documentSymbolProvider: true,
    },
    serverInfo: { name: 'scoresheet' },
  };
  // Nothing is published after shutdown: a change still waiting for the debounce is dropped.
  connection.onShutdown(() => language.dispose());

  // Diagnostics at once when a document opens; after a change once typing pauses (the editor's debounce). The
  // documents are TextDocuments updated in place by each incremental change: the service reads them as they are.
  documents.onDidOpen((e) => language.didOpen(e.document));
  documents.onDidChangeContent((e) => language.didChange(e.document));
  documents.onDidClose((e) => {
    language.didClose(e.document.uri);
    void connection.sendDiagnostics({ uri: e.document.uri, diagnostics: [] });
  });

  connection.onCodeAction((params): LspCodeAction[] => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return [];
    const byRef = new Map<ProblemRef, Diagnostic>();
    for (const d of params.context.diagnostics)
      if (d.source === SOURCE && d.code !== undefined) byRef.set({ code: String(d.code), range: d.range }, d);
    const only = params.context.only?.some((k) => k.startsWith(CodeActionKind.SourceFixAll))
      ? 'source.fixAll'
      : undefined;
    return language.getCodeActions(doc, params.range, [...byRef.keys()], only).map((a) => ({
      title: a.title,
      kind: a.kind === 'source.fixAll' ? CodeActionKind.SourceFixAll : CodeActionKind.QuickFix,
      edit: { changes: { [doc.uri]: a.edits } },
      ...(a.isPreferred !== undefined ? { isPreferred: a.isPreferred } : {}),
      ...(a.problem && byRef.get(a.problem) ? { diagnostics: [byRef.get(a.problem)!] } : {}),
    }));
  });

  connection.onHover((params) => {
    const doc = documents.get(params.textDocument.uri);
    const hover = doc && language.getHover(doc, params.position);
    return hover ? { contents: { kind: MarkupKind.Markdown, value: hover.markdown }, range: hover.range } : null;
  });

  connection.onCompletion((params): CompletionItem[] => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return [];
    return language.getCompletions(doc, params.position).suggestions.map((s, i) => ({
      label: s.label,
      kind: COMPLETION_KIND[s.kind],
      ...(s.detail ? { detail: s.detail } : {}),
      ...(s.insertText ? { insertText: s.insertText } : {}),
      ...(s.filterText ? { filterText: s.filterText } : {}),
      ...(s.preselect ? { preselect: true } : {}),
      sortText: String(i).padStart(4, '0'),
    }));
  });

  connection.onDocumentFormatting((params): LspTextEdit[] => {
    const doc = documents.get(params.textDocument.uri);
    return doc ? language.getFormattingEdits(doc) : [];
  });

  connection.onDocumentSymbol((params): LspSymbol[] => {
    const doc = documents.get(params.textDocument.uri);
    return doc ? language.getDocumentSymbols(doc).map(toSymbol) : [];
  });

  documents.listen(connection);
  connection.listen();
}

/** `scoresheet lsp`: a server on stdin/stdout. */
export function serveStdio(lang: Lang = 'en'): void {
  startServer(createConnection(process.stdin, process.stdout, { messageStrategy: initializeFirst() }), lang);
}
