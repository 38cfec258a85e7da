// The `vscode` module for unit tests (aliased as `vscode` in vitest.config.mts and scripts/e2e/hostBench.mjs): the
// value classes src/extension constructs and tests read (minimal), the enum values it uses (VS Code's), and the
// namespaces as plain data, event emitters and vi.fn() spies. Behaviour is written out only where the glue depends on
// it: a document over a string, configuration read from a map, commands by id, applyEdit changing the document.
// The same glue in a real VS Code: test/integration/suite.ts (npm run test:web) and test/e2e (npm run test:e2e).

import { vi } from 'vitest';

export class Position {
  constructor(
    readonly line: number,
    readonly character: number,
  ) {}
}

export class Range {
  readonly start: Position;
  readonly end: Position;
  constructor(a: Position | number, b: Position | number, c?: number, d?: number) {
    const s = typeof a === 'number' ? new Position(a, b as number) : a;
    const e = typeof a === 'number' ? new Position(c!, d!) : (b as Position);
    const after = s.line > e.line || (s.line === e.line && s.character > e.character);
    [this.start, this.end] = after ? [e, s] : [s, e];
  }
}

export class Selection extends Range {
  get active(): Position {
    return this.end;
  }
}

export class Uri {
  private constructor(
    readonly scheme: string,
    readonly path: string,
    readonly fragment = '',
  ) {}
  get fsPath(): string {
    return this.path;
  }
  static file(path: string): Uri {
    return new Uri('file', path);
  }
  static parse(value: string): Uri {
    const m = /^([a-z][\w+.-]*):(?:\/\/)?([^#]*)(?:#(.*))?$/i.exec(value);
    return m ? new Uri(m[1], m[2].startsWith('/') ? m[2] : '/' + m[2], m[3] ?? '') : new Uri('file', value);
  }
  static joinPath(base: Uri, ...parts: string[]): Uri {
    return new Uri(base.scheme, [base.path.replace(/\/$/, ''), ...parts].join('/'));
  }
  with(change: { scheme?: string; path?: string; fragment?: string }): Uri {
    return new Uri(change.scheme ?? this.scheme, change.path ?? this.path, change.fragment ?? this.fragment);
  }
  toString(): string {
    return `${this.scheme}://${this.path}${this.fragment ? '#' + this.fragment : ''}`;
  }
}

export enum DiagnosticSeverity {
  Error = 0,
  Warning = 1,
  Information = 2,
  Hint = 3,
}

export class Diagnostic {
  constructor(
    public range: Range,
    public message: string,
    public severity: DiagnosticSeverity = DiagnosticSeverity.Error,
  ) {}
}

export class TextEdit {
  constructor(
    public range: Range,
    public newText: string,
  ) {}
  static replace(range: Range, newText: string): TextEdit {
    return new TextEdit(range, newText);
  }
}

export class WorkspaceEdit {
  private readonly edits: [Uri, TextEdit[]][] = [];
  replace(uri: Uri, range: Range, newText: string): void {
    const entry = this.edits.find(([u]) => u.toString() === uri.toString());
    if (entry) entry[1].push(new TextEdit(range, newText));
    else this.edits.push([uri, [new TextEdit(range, newText)]]);
  }
  insert(uri: Uri, position: Position, newText: string): void {
    this.replace(uri, new Range(position, position), newText);
  }
  get(uri: Uri): TextEdit[] {
    return this.edits.find(([u]) => u.toString() === uri.toString())?.[1] ?? [];
  }
  entries(): [Uri, TextEdit[]][] {
    return this.edits;
  }
}

export enum EndOfLine {
  LF = 1,
  CRLF = 2,
}

export class CodeActionKind {
  private constructor(readonly value: string) {}
  static readonly QuickFix = new CodeActionKind('quickfix');
  static readonly Refactor = new CodeActionKind('refactor');
  static readonly SourceFixAll = new CodeActionKind('source.fixAll');
  append(part: string): CodeActionKind {
    return new CodeActionKind(`${this.value}.${part}`);
  }
  contains(other: CodeActionKind): boolean {
    return this.value === other.value || other.value.startsWith(this.value + '.');
  }
}

export class CodeAction {
  constructor(
    public title: string,
    public kind?: CodeActionKind,
  ) {}
}

export class MarkdownString {
  supportHtml = false;
  constructor(public value = '') {}
}

export class Hover {
  readonly contents: MarkdownString[];
  constructor(
    contents: MarkdownString | MarkdownString[],
    public range?: Range,
  ) {
    this.contents = Array.isArray(contents) ? contents : [contents];
  }
}

export class CodeLens {
  constructor(
    public range: Range,
    public command?: { title: string; command: string },
  ) {}
}

export enum InlayHintKind {
  Parameter = 2,
}

export class InlayHint {
  constructor(
    public position: Position,
    public label: string,
    public kind?: InlayHintKind,
  ) {}
}

export enum SymbolKind {
  Namespace = 2,
  Property = 6,
  Array = 17,
  Event = 23,
}

export class DocumentSymbol {
  children: DocumentSymbol[] = [];
  constructor(
    public name: string,
    public detail: string,
    public kind: SymbolKind,
    public range: Range,
    public selectionRange: Range,
  ) {}
}

export enum FoldingRangeKind {
  Region = 3,
}

export class FoldingRange {
  constructor(
    public start: number,
    public end: number,
    public kind?: FoldingRangeKind,
  ) {}
}

export enum CompletionItemKind {
  Variable = 5,
  Property = 9,
  Value = 11,
  Keyword = 13,
  EnumMember = 19,
  Constant = 20,
  Snippet = 27,
}

export class SnippetString {
  constructor(public value = '') {}
}

export class CompletionItem {
  constructor(
    public label: string,
    public kind?: CompletionItemKind,
  ) {}
}

export class Disposable {
  constructor(private readonly fn: () => void = () => undefined) {}
  static from(...ds: { dispose(): unknown }[]): Disposable {
    return new Disposable(() => ds.forEach((d) => d.dispose()));
  }
  dispose(): void {
    this.fn();
  }
}

export class EventEmitter<T> {
  private listeners: ((e: T) => unknown)[] = [];
  readonly event = (listener: (e: T) => unknown): Disposable => {
    this.listeners.push(listener);
    return new Disposable(() => (this.listeners = this.listeners.filter((l) => l !== listener)));
  };
  fire(e: T): void {
    [...this.listeners].forEach((l) => l(e));
  }
  dispose(): void {
    this.listeners = [];
  }
  get listenerCount(): number {
    return this.listeners.length;
  }
}

export enum FileType {
  Unknown = 0,
  File = 1,
  Directory = 2,
  SymbolicLink = 64,
}

export enum ExtensionMode {
  Test = 3,
}

export enum StatusBarAlignment {
  Left = 1,
}

// --- documents ------------------------------------------------------------------------------

export interface StubDocument {
  uri: Uri;
  languageId: string;
  version: number;
  lineCount: number;
  getText(range?: Range): string;
  lineAt(line: number): { text: string; range: Range };
  validateRange(range: Range): Range;
  /** Test helper: replace the whole text and bump the version. */
  setText(text: string): void;
}

let untitled = 0;

/** A TextDocument over a string, line-split the way VS Code does. */
export function createDocument(
  text: string,
  options: { languageId?: string; uri?: Uri; version?: number } = {},
): StubDocument {
  let lines = text.split(/\r\n|\r|\n/);
  const clamp = (p: Position) => {
    if (p.line >= lines.length) return new Position(lines.length - 1, lines[lines.length - 1].length);
    const line = Math.max(0, p.line);
    return new Position(line, Math.min(Math.max(0, p.character), lines[line].length));
  };
  const doc: StubDocument = {
    uri: options.uri ?? Uri.parse(`untitled:/test-${++untitled}.${options.languageId === 'markdown' ? 'md' : 'score'}`),
    languageId: options.languageId ?? 'score',
    version: options.version ?? 1,
    get lineCount() {
      return lines.length;
    },
    getText(range?: Range) {
      if (!range) return lines.join('\n');
      const { start, end } = doc.validateRange(range);
      if (start.line === end.line) return lines[start.line].slice(start.character, end.character);
      const middle = lines.slice(start.line + 1, end.line);
      return [lines[start.line].slice(start.character), ...middle, lines[end.line].slice(0, end.character)].join('\n');
    },
    lineAt: (line: number) => ({ text: lines[line], range: new Range(line, 0, line, lines[line].length) }),
    validateRange: (range: Range) => new Range(clamp(range.start), clamp(range.end)),
    setText(t: string) {
      lines = t.split(/\r\n|\r|\n/);
      doc.version++;
    },
  };
  // The line ends it writes (CRLF when its first line ends so; getText gives LF). Not a member of StubDocument:
  // tests intersect it with vscode.TextDocument, and two EndOfLine enums would make that `never`.
  Object.assign(doc, { eol: /^[^\n]*\r\n/.test(text) ? EndOfLine.CRLF : EndOfLine.LF });
  return doc;
}

// --- namespaces -----------------------------------------------------------------------------

/** English, `{0}`-style placeholders filled in order (the form the extension uses). */
export const l10n = {
  t: (message: string, ...args: unknown[]): string =>
    message.replace(/\{(\d+)\}/g, (all, i: string) => (args[Number(i)] === undefined ? all : String(args[Number(i)]))),
};

/** A DiagnosticCollection: diagnostics by URI. */
export class DiagnosticCollectionStub {
  readonly map = new Map<string, Diagnostic[]>();
  constructor(readonly name: string) {}
  set(uri: Uri, diagnostics: Diagnostic[]): void {
    this.map.set(uri.toString(), diagnostics);
  }
  get(uri: Uri): Diagnostic[] | undefined {
    return this.map.get(uri.toString());
  }
  has(uri: Uri): boolean {
    return this.map.has(uri.toString());
  }
  delete(uri: Uri): void {
    this.map.delete(uri.toString());
  }
  clear(): void {
    this.map.clear();
  }
  dispose(): void {
    this.map.clear();
  }
}

/** Settings the stubbed workspace.getConfiguration reads, by full key (`scoresheet.validate.run`). */
export const settings = new Map<string, unknown>();

export const events = {
  open: new EventEmitter<StubDocument>(),
  change: new EventEmitter<{ document: StubDocument; contentChanges: unknown[] }>(),
  save: new EventEmitter<StubDocument>(),
  close: new EventEmitter<StubDocument>(),
  rename: new EventEmitter<{ files: { oldUri: Uri; newUri: Uri }[] }>(),
  delete: new EventEmitter<{ files: Uri[] }>(),
  configuration: new EventEmitter<{ affectsConfiguration(section: string): boolean }>(),
  activeEditor: new EventEmitter<unknown>(),
  visibleRanges: new EventEmitter<{ textEditor: { document: StubDocument }; visibleRanges: Range[] }>(),
  selection: new EventEmitter<{
    textEditor: { document: StubDocument; selection: Selection };
    selections: Selection[];
  }>(),
};

/** A register…Provider function: records its arguments and returns a disposable spy. */
const registerSpy = () =>
  vi.fn((_selector: unknown, _provider: unknown, ..._extra: unknown[]) => ({ dispose: vi.fn() }));

export const languages = {
  createDiagnosticCollection: vi.fn((name = '') => new DiagnosticCollectionStub(name)),
  registerCodeActionsProvider: registerSpy(),
  registerHoverProvider: registerSpy(),
  registerCodeLensProvider: registerSpy(),
  registerInlayHintsProvider: registerSpy(),
  registerCompletionItemProvider: registerSpy(),
  registerDocumentSymbolProvider: registerSpy(),
  registerFoldingRangeProvider: registerSpy(),
  registerDocumentFormattingEditProvider: registerSpy(),
  registerDocumentRangeFormattingEditProvider: registerSpy(),
};

/** Every provider registered so far: the register function's name, its selector, provider and the rest. */
export function registrations() {
  return Object.entries(languages).flatMap(([kind, fn]) =>
    kind.startsWith('register')
      ? (fn as ReturnType<typeof registerSpy>).mock.calls.map(([selector, provider, ...extra], i) => ({
          kind,
          selector,
          provider,
          extra,
          disposable: (fn as ReturnType<typeof registerSpy>).mock.results[i].value as { dispose: () => void },
        }))
      : [],
  );
}

export const workspace = {
  textDocuments: [] as StubDocument[],
  getConfiguration: (section?: string) => ({
    get: <T>(key: string, fallback?: T): T | undefined => {
      const full = section ? `${section}.${key}` : key;
      return settings.has(full) ? (settings.get(full) as T) : fallback;
    },
  }),
  onDidOpenTextDocument: events.open.event,
  onDidChangeTextDocument: events.change.event,
  onDidSaveTextDocument: events.save.event,
  onDidCloseTextDocument: events.close.event,
  onDidRenameFiles: events.rename.event,
  onDidDeleteFiles: events.delete.event,
  onDidChangeConfiguration: events.configuration.event,
  openTextDocument: async (uri: Uri) => workspace.textDocuments.find((d) => d.uri.toString() === uri.toString()),
  asRelativePath: (uri: Uri) => uri.path,
  /** readFile gives nothing unless a test says otherwise; tests that need stat or readDirectory add them. */
  fs: {
    readFile: vi.fn(async (_uri: Uri) => new Uint8Array()),
    writeFile: vi.fn(async (_uri: Uri, _data: Uint8Array) => undefined),
  },
  /** Applies the edits to the open documents (as one change each) and fires their change events. */
  applyEdit: vi.fn(async (edit: WorkspaceEdit): Promise<boolean> => {
    for (const [uri, edits] of edit.entries()) {
      const doc = workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
      if (!doc) return false;
      const offset = (p: Position) => doc.getText(new Range(0, 0, p.line, p.character)).length;
      let text = doc.getText();
      for (const e of [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start)))
        text = text.slice(0, offset(e.range.start)) + e.newText + text.slice(offset(e.range.end));
      doc.setText(text);
      events.change.fire({ document: doc, contentChanges: edits });
    }
    return true;
  }),
};

/** The text last written to `uri` through workspace.fs.writeFile. */
export function written(uri: Uri | string): string | undefined {
  const call = workspace.fs.writeFile.mock.calls.filter(([u]) => u.toString() === uri.toString()).at(-1);
  return call && new TextDecoder().decode(call[1]);
}

export const window = {
  activeTextEditor: undefined as undefined | { document: StubDocument; selection: Selection },
  /** Editors on screen with the lines they show (tests that need them push them). */
  visibleTextEditors: [] as { document: StubDocument; visibleRanges: Range[] }[],
  onDidChangeActiveTextEditor: events.activeEditor.event,
  onDidChangeTextEditorVisibleRanges: events.visibleRanges.event,
  onDidChangeTextEditorSelection: events.selection.event,
  createStatusBarItem: vi.fn(() => {
    const item = {
      text: '',
      command: undefined as string | undefined,
      visible: false,
      show: () => void (item.visible = true),
      hide: () => void (item.visible = false),
      dispose: () => void (item.visible = false),
    };
    return item;
  }),
  createOutputChannel: vi.fn((name: string) => ({ name, info: vi.fn(), warn: vi.fn(), error: vi.fn(), dispose() {} })),
  showQuickPick: vi.fn(async (_items: readonly unknown[], _options?: unknown): Promise<unknown> => undefined),
  showInformationMessage: vi.fn(async (_text: string, ..._items: unknown[]): Promise<unknown> => undefined),
  showWarningMessage: vi.fn(async (_text: string, ..._items: unknown[]): Promise<unknown> => undefined),
  showErrorMessage: vi.fn(async (_text: string, ..._items: unknown[]): Promise<unknown> => undefined),
  showSaveDialog: vi.fn(async (_options?: unknown): Promise<Uri | undefined> => undefined),
  registerWebviewPanelSerializer: vi.fn((_viewType: string, _serializer: unknown) => new Disposable()),
};

/** The messages shown (showInformationMessage, showWarningMessage, showErrorMessage), in the order shown. */
export function messages(): { level: 'info' | 'warning' | 'error'; text: string }[] {
  const { showInformationMessage: info, showWarningMessage: warning, showErrorMessage: error } = window;
  return (['info', 'warning', 'error'] as const)
    .flatMap((level) => {
      const { calls, invocationCallOrder } = { info, warning, error }[level].mock;
      return calls.map(([text], i) => ({ level, text, order: invocationCallOrder[i] }));
    })
    .sort((a, b) => a.order - b.order)
    .map(({ level, text }) => ({ level, text }));
}

const commandHandlers = new Map<string, (...args: unknown[]) => unknown>();

export const commands = {
  registerCommand(id: string, fn: (...args: unknown[]) => unknown) {
    if (commandHandlers.has(id)) throw new Error(`command '${id}' already exists`);
    commandHandlers.set(id, fn);
    return new Disposable(() => commandHandlers.delete(id));
  },
  /** Runs a registered command; the built-in `setContext` is only recorded (read its calls). */
  executeCommand: vi.fn(async (id: string, ...args: unknown[]): Promise<unknown> => {
    if (id === 'setContext') return undefined;
    const fn = commandHandlers.get(id);
    if (!fn) throw new Error(`command '${id}' not found`);
    return fn(...args);
  }),
  has: (id: string) => commandHandlers.has(id),
};

export const env = {
  /** VS Code's display language (`en`, `de`, `fr`, `de-ch`…); tests set it to see the extension speak it. */
  language: 'en',
  clipboard: { writeText: vi.fn(async (_text: string) => undefined) },
};

/** Reset the shared state between tests: data emptied, listeners dropped, every spy back to its default. */
export function resetStub(): void {
  settings.clear();
  commandHandlers.clear();
  workspace.textDocuments.length = 0;
  window.activeTextEditor = undefined;
  window.visibleTextEditors.length = 0;
  env.language = 'en';
  Object.values(events).forEach((e) => e.dispose());
  for (const ns of [languages, workspace, workspace.fs, window, commands, env.clipboard])
    for (const value of Object.values(ns)) if (vi.isMockFunction(value)) value.mockReset();
}
