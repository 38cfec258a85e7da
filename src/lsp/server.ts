// `scoresheet lsp`: the editor-neutral language layer (src/language) over the Language Server Protocol on stdio, for
// editors other than VS Code (Neovim, Helix, …): diagnostics, code actions, hover, completion, formatting, symbols.

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
import { createAnalyzer, isMarkdownFile, type DocumentAnalysis, type DocumentAnalyzer } from '../analysis/analyze';
import type { Problem, Range } from '../format/types';
import { formatFileText } from '../language/applyFixes';
import { codeActionsFor, type ProblemRef } from '../language/codeActions';
import { completionsAt, type SuggestionKind } from '../language/completions';
import { formatDocument } from '../language/formatter';
import { hoverAt } from '../language/hover';
import { analysisAtLine } from '../language/navigation';
import { english, type Translate } from '../language/messages';
import { documentSymbols, type DocumentSymbol, type SymbolKind as OurSymbolKind } from '../language/outline';
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

/**
 * Wires the language layer to a connection (stdio in `scoresheet lsp`, any stream pair in tests). It speaks the
 * client's locale (InitializeParams.locale) when that is en, de or fr, else `fallback` (--lang or the environment).
 */
export function startServer(connection: Connection, fallback: Lang = 'en'): void {
  let lang: Lang = fallback;
  let t: Translate = english;
  const documents = new TextDocuments(TextDocument);
  const cache = new Map<string, { version: number; analyses: DocumentAnalysis[] }>();
  // One analyzer per open document, as in the extension: an edit re-reads only the rounds it touched.
  const analyzers = new Map<string, DocumentAnalyzer>();
  const analyzerOf = (doc: TextDocument): DocumentAnalyzer => {
    let analyzer = analyzers.get(doc.uri);
    if (!analyzer) analyzers.set(doc.uri, (analyzer = createAnalyzer(isMarkdown(doc) ? 'markdown' : 'score')));
    return analyzer;
  };

  const analysesOf = (doc: TextDocument): DocumentAnalysis[] => {
    const hit = cache.get(doc.uri);
    if (hit?.version === doc.version) return hit.analyses;
    let analyses: DocumentAnalysis[];
    try {
      analyses = analyzerOf(doc).analyze(doc.getText());
    } catch (err) {
      // The engine never throws by contract; if it does, the document shows nothing rather than killing the server.
      connection.console.error(`Analysing ${doc.uri} failed: ${String(err)}`);
      analyses = [];
    }
    cache.set(doc.uri, { version: doc.version, analyses });
    return analyses;
  };

  const publish = (doc: TextDocument) =>
    void connection.sendDiagnostics({
      uri: doc.uri,
      version: doc.version,
      diagnostics: analysesOf(doc).flatMap((a) => a.problems.map((p) => toDiagnostic(p, lang))),
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

  documents.onDidOpen((e) => publish(e.document));
  documents.onDidChangeContent((e) => publish(e.document));
  documents.onDidClose((e) => {
    cache.delete(e.document.uri);
    analyzers.delete(e.document.uri);
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
    const source = { analyses: analysesOf(doc), textAt: (r: Range) => doc.getText(r), t };
    return codeActionsFor(source, params.range, [...byRef.keys()], only, lang).map((a) => ({
      title: a.title,
      kind: a.kind === 'source.fixAll' ? CodeActionKind.SourceFixAll : CodeActionKind.QuickFix,
      edit: { changes: { [doc.uri]: a.edits } },
      ...(a.isPreferred !== undefined ? { isPreferred: a.isPreferred } : {}),
      ...(a.problem && byRef.get(a.problem) ? { diagnostics: [byRef.get(a.problem)!] } : {}),
    }));
  });

  connection.onHover((params) => {
    const doc = documents.get(params.textDocument.uri);
    const hover = doc && hoverAt(analysesOf(doc), params.position.line, lang, t);
    return hover ? { contents: { kind: MarkupKind.Markdown, value: hover.markdown }, range: hover.range } : null;
  });

  connection.onCompletion((params): CompletionItem[] => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return [];
    const { line, character } = params.position;
    const analysis = analysisAtLine(analysesOf(doc), line);
    const prefix = doc.getText({ start: { line, character: 0 }, end: { line, character } });
    return completionsAt({ analysis, line, prefix, t }).map((s, i) => ({
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
    if (!doc) return [];
    const text = doc.getText();
    if (!isMarkdown(doc)) return formatDocument(text);
    // Markdown: only the ```score blocks change; one edit for the whole text keeps it simple for every client.
    const formatted = formatFileText(text, true);
    if (formatted === text) return [];
    return [{ range: { start: { line: 0, character: 0 }, end: doc.positionAt(text.length) }, newText: formatted }];
  });

  connection.onDocumentSymbol((params): LspSymbol[] => {
    const doc = documents.get(params.textDocument.uri);
    return doc ? analysesOf(doc).flatMap((a) => documentSymbols(a, lang, t).map(toSymbol)) : [];
  });

  documents.listen(connection);
  connection.listen();
}

/** `scoresheet lsp`: a server on stdin/stdout. */
export function serveStdio(lang: Lang = 'en'): void {
  startServer(createConnection(process.stdin, process.stdout, { messageStrategy: initializeFirst() }), lang);
}
