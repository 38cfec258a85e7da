// A tiny webview-panel double for the settlement host tests: records HTML, options and posted messages, and lets
// a test play the view (send `ready`, `reveal`…) and the workbench (hide, show, dispose).

import { vi } from 'vitest';
import * as stub from '../helpers/vscodeStub';

// The values src/extension uses, as VS Code has them.
export enum ViewColumn {
  Active = -1,
  Beside = -2,
  One = 1,
}

export enum TextEditorRevealType {
  InCenterIfOutsideViewport = 2,
}

export class FakeWebview {
  html = '';
  options: Record<string, unknown> = {};
  readonly posted: unknown[] = [];
  readonly cspSource = 'https://webview.test';
  private readonly received = new stub.EventEmitter<unknown>();
  readonly onDidReceiveMessage = this.received.event;
  asWebviewUri(uri: stub.Uri): stub.Uri {
    return stub.Uri.parse(`https://webview.test${uri.path}`);
  }
  async postMessage(m: unknown): Promise<boolean> {
    this.posted.push(JSON.parse(JSON.stringify(m)));
    return true;
  }
  /** Play the view: deliver a message to the host, then let its async handler run. */
  async send(m: unknown): Promise<void> {
    this.received.fire(m);
    for (let i = 0; i < 5; i++) await Promise.resolve();
  }
}

export class FakePanel {
  readonly webview = new FakeWebview();
  title: string;
  visible = true;
  active = true;
  disposed = false;
  viewColumn: number | undefined;
  private readonly viewState = new stub.EventEmitter<{ webviewPanel: FakePanel }>();
  private readonly disposeEmitter = new stub.EventEmitter<void>();
  readonly onDidChangeViewState = this.viewState.event;
  readonly onDidDispose = this.disposeEmitter.event;
  constructor(
    readonly viewType: string,
    title: string,
    readonly showOptions: unknown,
    options: Record<string, unknown>,
  ) {
    this.title = title;
    this.webview.options = { ...options };
    this.viewColumn = (showOptions as { viewColumn?: number }).viewColumn;
  }
  readonly reveal = vi.fn((_column?: number, _preserveFocus?: boolean) => undefined);
  setVisible(visible: boolean): void {
    this.visible = visible;
    this.active = visible;
    this.viewState.fire({ webviewPanel: this });
  }
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.disposeEmitter.fire();
  }
}

export const created: FakePanel[] = [];
export const serializers = new Map<string, unknown>();
export const shown: { uri: string; viewColumn?: number; selection?: unknown; revealed?: unknown }[] = [];

export function resetFakes(): void {
  created.length = 0;
  serializers.clear();
  shown.length = 0;
}

/** The parts of `vscode` the settlement host needs on top of the shared stub. */
export function vscodeWithWebviews(base: typeof stub): Record<string, unknown> {
  const window = base.window as unknown as Record<string, unknown>;
  Object.assign(window, {
    visibleTextEditors: [],
    createWebviewPanel(viewType: string, title: string, showOptions: unknown, options: Record<string, unknown>) {
      const p = new FakePanel(viewType, title, showOptions, options);
      created.push(p);
      return p;
    },
    registerWebviewPanelSerializer(viewType: string, serializer: unknown) {
      serializers.set(viewType, serializer);
      return new base.Disposable(() => serializers.delete(viewType));
    },
    async showTextDocument(doc: stub.StubDocument, options: { viewColumn?: number }) {
      const entry: (typeof shown)[number] = { uri: doc.uri.toString(), viewColumn: options.viewColumn };
      shown.push(entry);
      return {
        document: doc,
        set selection(s: unknown) {
          entry.selection = s;
        },
        revealRange(r: unknown) {
          entry.revealed = r;
        },
      };
    },
  });
  Object.assign(base.env as unknown as Record<string, unknown>, { language: 'en' });
  return { ...base, ViewColumn, TextEditorRevealType };
}
