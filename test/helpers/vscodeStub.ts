// A small test double of the `vscode` module: only what the thin providers and services of src/extension use, with
// the same semantics where the tests rely on them (ranges, edits, diagnostics, events, configuration). The editor
// logic itself (src/language) is tested without it. Aliased as `vscode` in vitest.config.ts.

export class Position {
  constructor(
    readonly line: number,
    readonly character: number,
  ) {}
  isAfter(o: Position): boolean {
    return this.line > o.line || (this.line === o.line && this.character > o.character);
  }
}

export class Range {
  readonly start: Position;
  readonly end: Position;
  constructor(a: Position | number, b: Position | number, c?: number, d?: number) {
    const s = typeof a === 'number' ? new Position(a, b as number) : a;
    const e = typeof a === 'number' ? new Position(c!, d!) : (b as Position);
    [this.start, this.end] = s.isAfter(e) ? [e, s] : [s, e];
  }
}

export class Selection extends Range {
  get active(): Position {
    return this.end;
  }
}

export class Uri {
  readonly authority = '';
  readonly query = '';
  private constructor(
    readonly scheme: string,
    readonly path: string,
    readonly fragment = '',
  ) {}
  // fsPath and toJSON keep the double assignable to vscode.Uri where a test passes one directly.
  get fsPath(): string {
    return this.path;
  }
  toJSON(): unknown {
    return { scheme: this.scheme, path: this.path, fragment: this.fragment };
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
  source?: string;
  code?: string | number | { value: string | number; target: Uri };
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
  private readonly map = new Map<string, { uri: Uri; edits: TextEdit[] }>();
  replace(uri: Uri, range: Range, newText: string): void {
    const k = uri.toString();
    if (!this.map.has(k)) this.map.set(k, { uri, edits: [] });
    this.map.get(k)!.edits.push(new TextEdit(range, newText));
  }
  insert(uri: Uri, position: Position, newText: string): void {
    this.replace(uri, new Range(position, position), newText);
  }
  get(uri: Uri): TextEdit[] {
    return this.map.get(uri.toString())?.edits ?? [];
  }
  entries(): [Uri, TextEdit[]][] {
    return [...this.map.values()].map((e) => [e.uri, e.edits]);
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
    return new CodeActionKind(this.value ? `${this.value}.${part}` : part);
  }
  contains(other: CodeActionKind): boolean {
    return this.value === other.value || this.value === '' || other.value.startsWith(this.value + '.');
  }
}

export class CodeAction {
  edit?: WorkspaceEdit;
  diagnostics?: Diagnostic[];
  isPreferred?: boolean;
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
    public command?: { title: string; command: string; arguments?: unknown[] },
  ) {}
}

export enum InlayHintKind {
  Type = 1,
  Parameter = 2,
}

export class InlayHint {
  paddingLeft?: boolean;
  paddingRight?: boolean;
  tooltip?: string | MarkdownString;
  constructor(
    public position: Position,
    public label: string,
    public kind?: InlayHintKind,
  ) {}
}

/** The kinds the outline uses, with VS Code's values. */
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

/** The kinds completion uses, with VS Code's values. */
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
  detail?: string;
  insertText?: string | SnippetString;
  filterText?: string;
  sortText?: string;
  preselect?: boolean;
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

type Listener<T> = (e: T) => unknown;

export class EventEmitter<T> {
  private listeners: Listener<T>[] = [];
  readonly event = (listener: Listener<T>): Disposable => {
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
  Production = 1,
  Development = 2,
  Test = 3,
}

export enum StatusBarAlignment {
  Left = 1,
  Right = 2,
}

// --- documents ------------------------------------------------------------------------------

export interface StubDocument {
  uri: Uri;
  languageId: string;
  version: number;
  isClosed: boolean;
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
  const doc: StubDocument = {
    uri: options.uri ?? Uri.parse(`untitled:/test-${++untitled}.${options.languageId === 'markdown' ? 'md' : 'score'}`),
    languageId: options.languageId ?? 'score',
    version: options.version ?? 1,
    isClosed: false,
    get lineCount() {
      return lines.length;
    },
    getText(range?: Range) {
      if (!range) return lines.join('\n');
      const r = doc.validateRange(range);
      if (r.start.line === r.end.line) return lines[r.start.line].slice(r.start.character, r.end.character);
      const parts = [
        lines[r.start.line].slice(r.start.character),
        ...lines.slice(r.start.line + 1, r.end.line),
        lines[r.end.line].slice(0, r.end.character),
      ];
      return parts.join('\n');
    },
    lineAt(line: number) {
      return { text: lines[line], range: new Range(line, 0, line, lines[line].length) };
    },
    validateRange(range: Range) {
      const clamp = (p: Position) => {
        if (p.line >= lines.length) return new Position(lines.length - 1, lines[lines.length - 1].length);
        const line = Math.max(0, p.line);
        return new Position(line, Math.min(Math.max(0, p.character), lines[line].length));
      };
      return new Range(clamp(range.start), clamp(range.end));
    },
    setText(t: string) {
      lines = t.split(/\r\n|\r|\n/);
      doc.version++;
    },
  };
  // The line ends it writes (CRLF when its first line ends so; getText gives LF, as it always did). Not a member of
  // StubDocument: tests intersect it with vscode.TextDocument, and two EndOfLine enums would make that `never`.
  Object.assign(doc, { eol: /^[^\n]*\r\n/.test(text) ? EndOfLine.CRLF : EndOfLine.LF });
  return doc;
}

// --- namespaces -----------------------------------------------------------------------------

/** English, `{0}`-style placeholders filled in order (the form the extension uses). */
export const l10n = {
  t(message: string, ...args: unknown[]): string {
    return message.replace(/\{(\d+)\}/g, (all, i: string) =>
      args[Number(i)] === undefined ? all : String(args[Number(i)]),
    );
  },
};

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

export const registrations: { kind: string; selector: unknown; provider: unknown; extra: unknown[] }[] = [];
const commandHandlers = new Map<string, (...args: unknown[]) => unknown>();

function register(kind: string) {
  return (selector: unknown, provider: unknown, ...extra: unknown[]) => {
    const entry = { kind, selector, provider, extra };
    registrations.push(entry);
    return new Disposable(() => registrations.splice(registrations.indexOf(entry), 1));
  };
}

export const languages = {
  createDiagnosticCollection: (name = '') => new DiagnosticCollectionStub(name),
  registerCodeActionsProvider: register('codeActions'),
  registerHoverProvider: register('hover'),
  registerCodeLensProvider: register('codeLens'),
  registerInlayHintsProvider: register('inlayHints'),
  registerCompletionItemProvider: register('completion'),
  registerDocumentSymbolProvider: register('documentSymbol'),
  registerFoldingRangeProvider: register('folding'),
  registerDocumentFormattingEditProvider: register('formatting'),
  registerDocumentRangeFormattingEditProvider: register('rangeFormatting'),
};

export const workspace = {
  textDocuments: [] as StubDocument[],
  getConfiguration(section?: string) {
    return {
      get<T>(key: string, fallback?: T): T | undefined {
        const full = section ? `${section}.${key}` : key;
        return settings.has(full) ? (settings.get(full) as T) : fallback;
      },
    };
  },
  onDidOpenTextDocument: events.open.event,
  onDidChangeTextDocument: events.change.event,
  onDidSaveTextDocument: events.save.event,
  onDidCloseTextDocument: events.close.event,
  onDidRenameFiles: events.rename.event,
  onDidDeleteFiles: events.delete.event,
  onDidChangeConfiguration: events.configuration.event,
  async openTextDocument(uri: Uri) {
    return workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
  },
  asRelativePath(uri: Uri) {
    return uri.path;
  },
  fs: {
    written: new Map<string, string>(),
    async writeFile(uri: Uri, data: Uint8Array) {
      workspace.fs.written.set(uri.toString(), new TextDecoder().decode(data));
    },
    /** Files a test provides to be read (by URI); any other is empty. */
    files: new Map<string, string>(),
    async readFile(uri: Uri) {
      return new TextEncoder().encode(workspace.fs.files.get(uri.toString()) ?? '');
    },
  },
  /** Every WorkspaceEdit applied, in order. */
  applied: [] as WorkspaceEdit[],
  /** Applies the edits to the open stub documents (as one change each) and fires their change events. */
  async applyEdit(edit: WorkspaceEdit): Promise<boolean> {
    workspace.applied.push(edit);
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
  },
};

export interface StatusBarItemStub {
  text: string;
  name?: string;
  tooltip?: string;
  command?: string;
  visible: boolean;
  show(): void;
  hide(): void;
  dispose(): void;
}

export const messages: { level: 'info' | 'warning' | 'error'; text: string }[] = [];

export const window = {
  activeTextEditor: undefined as undefined | { document: StubDocument; selection: Selection },
  statusBarItems: [] as StatusBarItemStub[],
  saveDialogResult: undefined as Uri | undefined,
  /** Editors on screen with the lines they show (tests that need them push them). */
  visibleTextEditors: [] as { document: StubDocument; visibleRanges: Range[] }[],
  onDidChangeActiveTextEditor: events.activeEditor.event,
  onDidChangeTextEditorVisibleRanges: events.visibleRanges.event,
  onDidChangeTextEditorSelection: events.selection.event,
  createStatusBarItem(): StatusBarItemStub {
    const item: StatusBarItemStub = {
      text: '',
      visible: false,
      show() {
        item.visible = true;
      },
      hide() {
        item.visible = false;
      },
      dispose() {
        item.visible = false;
      },
    };
    window.statusBarItems.push(item);
    return item;
  },
  createOutputChannel(name: string) {
    const channel = {
      name,
      lines: [] as string[],
      error(...a: unknown[]) {
        this.lines.push(a.join(' '));
      },
      info(...a: unknown[]) {
        this.lines.push(a.join(' '));
      },
      warn(...a: unknown[]) {
        this.lines.push(a.join(' '));
      },
      dispose() {},
    };
    window.outputChannels.push(channel);
    return channel;
  },
  outputChannels: [] as { name: string; lines: string[] }[],
  /** What showQuickPick answers: the item a test picks from those offered (none: dismissed). */
  quickPick: undefined as undefined | ((items: readonly unknown[]) => unknown),
  async showQuickPick(items: readonly unknown[]) {
    return window.quickPick?.(items);
  },
  async showInformationMessage(text: string) {
    messages.push({ level: 'info', text });
    return undefined;
  },
  async showWarningMessage(text: string) {
    messages.push({ level: 'warning', text });
    return undefined;
  },
  async showErrorMessage(text: string) {
    messages.push({ level: 'error', text });
    return undefined;
  },
  async showSaveDialog() {
    return window.saveDialogResult;
  },
  registerWebviewPanelSerializer(_viewType: string, _serializer: unknown) {
    return new Disposable();
  },
};

export const commands = {
  registerCommand(id: string, fn: (...args: unknown[]) => unknown) {
    if (commandHandlers.has(id)) throw new Error(`command '${id}' already exists`);
    commandHandlers.set(id, fn);
    return new Disposable(() => commandHandlers.delete(id));
  },
  /** Context keys set with the built-in `setContext` command. */
  contexts: new Map<string, unknown>(),
  async executeCommand(id: string, ...args: unknown[]) {
    if (id === 'setContext') return void commands.contexts.set(String(args[0]), args[1]);
    const fn = commandHandlers.get(id);
    if (!fn) throw new Error(`command '${id}' not found`);
    return fn(...args);
  },
  has(id: string) {
    return commandHandlers.has(id);
  },
};

export const env = {
  /** VS Code's display language (`en`, `de`, `fr`, `de-ch`…); tests set it to see the extension speak it. */
  language: 'en',
  clipboard: {
    text: '',
    async writeText(s: string) {
      env.clipboard.text = s;
    },
  },
};

/** Test helper: put the active editor's cursor (the editor must show `document`) on a line, as a click would. */
export function moveCursor(document: StubDocument, line: number, character = 0): void {
  const selection = new Selection(line, character, line, character);
  window.activeTextEditor = { document, selection };
  events.selection.fire({ textEditor: window.activeTextEditor, selections: [selection] });
}

/** Reset the shared state between tests. */
export function resetStub(): void {
  settings.clear();
  registrations.length = 0;
  commandHandlers.clear();
  workspace.textDocuments.length = 0;
  workspace.fs.written.clear();
  workspace.fs.files.clear();
  workspace.applied.length = 0;
  window.outputChannels.length = 0;
  window.quickPick = undefined;
  commands.contexts.clear();
  window.activeTextEditor = undefined;
  window.visibleTextEditors.length = 0;
  window.statusBarItems.length = 0;
  window.saveDialogResult = undefined;
  messages.length = 0;
  env.clipboard.text = '';
  env.language = 'en';
  Object.values(events).forEach((e) => e.dispose());
}
