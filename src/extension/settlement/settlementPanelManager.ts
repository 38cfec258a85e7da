// Owns the settlement panels, as the Markdown preview manager owns previews: one follows the active editor,
// locked ones stay on their file; restores panels after a reload; routes commands to the right panel.

import * as vscode from 'vscode';
import type { DocumentAnalysis } from '../../engine/analyze';
import { SETTLEMENT_VIEW_TYPE, type ViewState } from '../../protocol';
import { copySettlementMarkdown, exportSettlementCsv } from './settlementActions';
import { SettlementPanel, UPDATE_THROTTLE_MS, type SettlementPanelHost } from './settlementPanel';
import { settlementWebviewOptions } from './settlementHtml';

export type GetAnalysis = (doc: vscode.TextDocument) => DocumentAnalysis | undefined;

function isScoreLike(doc: vscode.TextDocument): boolean {
  return doc.languageId === 'score' || /\.score$/i.test(doc.uri.path);
}

export class SettlementPanelManager implements vscode.WebviewPanelSerializer<ViewState>, SettlementPanelHost, vscode.Disposable {
  readonly extensionUri: vscode.Uri;
  private readonly panels: SettlementPanel[] = [];
  private activePanel: SettlementPanel | undefined;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    extensionUri: vscode.Uri,
    private readonly analysisOf: GetAnalysis,
    readonly throttleMs = UPDATE_THROTTLE_MS,
  ) {
    this.extensionUri = extensionUri;
    this.disposables.push(
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (editor && this.isSettlementDocument(editor.document)) {
          for (const p of this.panels) if (!p.locked) p.show(editor.document.uri);
        }
      }),
      vscode.workspace.onDidChangeTextDocument((e) => {
        for (const p of this.panels) if (p.isShowing(e.document.uri)) p.refresh();
      }),
    );
  }

  getAnalysis(doc: vscode.TextDocument): DocumentAnalysis | undefined {
    return this.analysisOf(doc);
  }

  /** `.score` files, and Markdown files that have at least one score block. */
  isSettlementDocument(doc: vscode.TextDocument): boolean {
    if (isScoreLike(doc)) return true;
    if (doc.languageId !== 'markdown') return false;
    try {
      return this.analysisOf(doc) !== undefined;
    } catch {
      return false;
    }
  }

  /** The document a command means: an explicit URI (explorer), else the active editor if it is a score document. */
  private targetUri(uri?: vscode.Uri): vscode.Uri | undefined {
    if (uri instanceof vscode.Uri) return uri;
    const doc = vscode.window.activeTextEditor?.document;
    if (doc && this.isSettlementDocument(doc)) return doc.uri;
    return this.activePanel?.resource;
  }

  /** Open (or reveal) the following panel on a document, in the active column or beside it. */
  open(uri: vscode.Uri | undefined, beside: boolean): SettlementPanel {
    const target = this.targetUri(uri);
    const column = beside ? vscode.ViewColumn.Beside : (vscode.window.activeTextEditor?.viewColumn ?? vscode.ViewColumn.Active);
    const existing = (target && this.panels.find((p) => p.locked && p.isShowing(target))) ?? this.panels.find((p) => !p.locked);
    if (existing) {
      if (target && !existing.locked) existing.show(target);
      existing.panel.reveal(beside ? undefined : column, beside);
      return existing;
    }
    const panel = vscode.window.createWebviewPanel(
      SETTLEMENT_VIEW_TYPE,
      vscode.l10n.t('Settlement'),
      { viewColumn: column, preserveFocus: beside },
      settlementWebviewOptions(this.extensionUri),
    );
    return this.track(new SettlementPanel(panel, this, target, false));
  }

  private track(panel: SettlementPanel): SettlementPanel {
    this.panels.push(panel);
    this.activePanel = panel;
    return panel;
  }

  /** Lock pins the active panel to its file; unlocking lets it follow the active editor again. */
  toggleLock(panel: SettlementPanel | undefined = this.activePanel ?? this.panels[0]): void {
    if (!panel) return;
    panel.setLocked(!panel.locked);
    if (!panel.locked) {
      const doc = vscode.window.activeTextEditor?.document;
      if (doc && this.isSettlementDocument(doc)) panel.show(doc.uri);
    }
  }

  private async documentFor(uri: vscode.Uri): Promise<vscode.TextDocument | undefined> {
    const key = uri.toString();
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
    if (open) return open;
    try {
      return await vscode.workspace.openTextDocument(uri);
    } catch {
      return undefined;
    }
  }

  private async analysisFor(uri: vscode.Uri | undefined): Promise<DocumentAnalysis | undefined> {
    const doc = uri && (await this.documentFor(uri));
    const analysis = doc && this.analysisOf(doc);
    if (!analysis) void vscode.window.showWarningMessage(vscode.l10n.t('Open a .score file (or a Markdown file with a score block) first.'));
    return analysis;
  }

  async copyMarkdown(source?: vscode.Uri): Promise<void> {
    const uri = source ?? this.commandUri();
    const analysis = await this.analysisFor(uri);
    if (analysis) await copySettlementMarkdown(analysis);
  }

  async exportCsv(source?: vscode.Uri): Promise<void> {
    const uri = source ?? this.commandUri();
    const analysis = await this.analysisFor(uri);
    if (analysis && uri) await exportSettlementCsv(analysis, uri);
  }

  /** For palette commands: the focused settlement panel's file, else the active editor's. */
  private commandUri(): vscode.Uri | undefined {
    if (this.activePanel?.panel.active && this.activePanel.resource) return this.activePanel.resource;
    return this.targetUri();
  }

  onDispose(panel: SettlementPanel): void {
    const i = this.panels.indexOf(panel);
    if (i >= 0) this.panels.splice(i, 1);
    if (this.activePanel === panel) this.activePanel = this.panels[0];
  }

  onActive(panel: SettlementPanel): void {
    this.activePanel = panel;
  }

  /** Restore a panel after a window reload from the view's saved UI state (the pointer to its file and the lock). */
  async deserializeWebviewPanel(webviewPanel: vscode.WebviewPanel, state: ViewState | undefined): Promise<void> {
    let uri: vscode.Uri | undefined;
    if (state && typeof state.source === 'string') {
      try {
        uri = vscode.Uri.parse(state.source);
      } catch {
        uri = undefined;
      }
    }
    if (!uri) uri = this.targetUri();
    this.track(new SettlementPanel(webviewPanel, this, uri, state?.locked === true));
  }

  /** Panels currently open (tests and the status of the lock command). */
  get openPanels(): readonly SettlementPanel[] {
    return this.panels;
  }

  dispose(): void {
    [...this.panels].forEach((p) => p.dispose());
    this.disposables.forEach((d) => d.dispose());
    this.disposables.length = 0;
  }
}
