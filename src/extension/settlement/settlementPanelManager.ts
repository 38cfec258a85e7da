// Owns the settlement panels, as the Markdown preview manager owns previews: one follows the active editor,
// locked ones stay on their file; restores panels after a reload; routes commands to the right panel.

import * as vscode from 'vscode';
import type { DocumentAnalysis } from '../../analysis/analyze';
import { blockAtLine, pickBlock } from '../../language/navigation';
import { SETTLEMENT_VIEW_TYPE, type TableSessionModel, type ViewState } from '../../protocol';
import { tournamentView } from '../../view/tournament';
import type { AnalysisService } from '../analysisService';
import { Disposable } from '../dispose';
import { copySettlementMarkdown, exportSettlementCsv } from './settlementActions';
import { exportTournamentPage, exportWebPage, tournamentFiles } from './exportPage';
import { copyForChat, saveImage } from './shareCommands';
import { SeasonFolders } from './seasonFolders';
import { SettlementPanel, type SettlementPanelHost, type TournamentSource } from './settlementPanel';
import { editorDocument } from '../documents';
import { settlementWebviewOptions } from './settlementHtml';

/**
 * The shared analysis service as the panels use it: every analysis of a document (one for a .score file, one per
 * ```score block of a Markdown file), and the event that a new one is ready.
 */
export type SettlementAnalyses = Pick<AnalysisService, 'current' | 'onDidAnalyse'> &
  Partial<Pick<AnalysisService, 'language' | 'folders'>>;

/** The Tournament tab's source: the language service's tournaments (src/language/tournaments.ts). */
export function languageTournaments(language: AnalysisService['language']): TournamentSource {
  return {
    async view(doc, lang) {
      const d = editorDocument(doc);
      await language.tournamentReady(d);
      const state = language.tournamentState(d);
      return state && language.derived(state.tournament, `view:${lang}`, () => tournamentView(state, lang));
    },
    onDidChange: (listener) => {
      const d = language.onDidChangeTournament(listener);
      return { dispose: () => d.dispose() };
    },
  };
}

function isScoreLike(doc: vscode.TextDocument): boolean {
  return doc.languageId === 'score' || /\.score$/i.test(doc.uri.path);
}

export class SettlementPanelManager
  extends Disposable
  implements vscode.WebviewPanelSerializer<ViewState>, SettlementPanelHost
{
  readonly extensionUri: vscode.Uri;
  private readonly panels: SettlementPanel[] = [];
  private activePanel: SettlementPanel | undefined;
  /** The folders' seasons (the Season tab), shared by the panels. */
  readonly seasons = this._register(new SeasonFolders());
  /** The tournaments of the folders (the Tournament tab), when the analyses come from a language service. */
  readonly tournaments: TournamentSource | undefined;
  /** The running table session's document and card (src/extension/tableSession.ts). */
  private session: { source: string; model: TableSessionModel } | undefined;
  /** What the card's Stop button runs. */
  stopTableSession?: () => void;

  constructor(
    extensionUri: vscode.Uri,
    private readonly analyses: SettlementAnalyses,
  ) {
    super();
    this.extensionUri = extensionUri;
    this.tournaments = analyses.language && languageTournaments(analyses.language);
    this._register(
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        if (editor && this.isSettlementDocument(editor.document)) {
          for (const p of this.panels) if (!p.locked) p.show(editor.document.uri, editor.selection.active.line);
        }
      }),
    );
    // In a Markdown file with several ```score blocks, moving the cursor into another block switches the view to it.
    this._register(
      vscode.window.onDidChangeTextEditorSelection((e) => {
        const doc = e.textEditor.document;
        if (doc.languageId !== 'markdown' || e.selections.length === 0) return;
        for (const p of this.panels) if (p.isShowing(doc.uri)) p.followCursor(e.selections[0].active.line);
      }),
    );
    this._register(
      analyses.onDidAnalyse((e) => {
        for (const p of this.panels) if (p.isShowing(e.document.uri)) p.refresh();
      }),
    );
    this._register({ dispose: () => [...this.panels].forEach((p) => p.dispose()) });
  }

  getAnalyses(doc: vscode.TextDocument): DocumentAnalysis[] {
    return this.analyses.current(doc);
  }

  /** `.score` files, and Markdown files that have at least one score block. */
  isSettlementDocument(doc: vscode.TextDocument): boolean {
    if (isScoreLike(doc)) return true;
    if (doc.languageId !== 'markdown') return false;
    try {
      return this.getAnalyses(doc).length > 0;
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
    const column = beside
      ? vscode.ViewColumn.Beside
      : (vscode.window.activeTextEditor?.viewColumn ?? vscode.ViewColumn.Active);
    const editor = vscode.window.activeTextEditor;
    const line =
      target && editor?.document.uri.toString() === target.toString() ? editor.selection.active.line : undefined;
    const existing =
      (target && this.panels.find((p) => p.locked && p.isShowing(target))) ?? this.panels.find((p) => !p.locked);
    if (existing) {
      if (target && !existing.locked) existing.show(target, line);
      existing.panel.reveal(beside ? undefined : column, beside);
      return existing;
    }
    const panel = vscode.window.createWebviewPanel(
      SETTLEMENT_VIEW_TYPE,
      vscode.l10n.t('Settlement'),
      { viewColumn: column, preserveFocus: beside },
      settlementWebviewOptions(this.extensionUri),
    );
    const block = target && line !== undefined ? this.blockAt(target, line) : undefined;
    return this.track(new SettlementPanel(panel, this, target, false, block));
  }

  private blockAt(uri: vscode.Uri, line: number): number | undefined {
    const key = uri.toString();
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
    const i = doc ? blockAtLine(this.getAnalyses(doc), line) : -1;
    return i >= 0 ? i : undefined;
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
      if (doc && this.isSettlementDocument(doc))
        panel.show(doc.uri, vscode.window.activeTextEditor?.selection.active.line);
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

  /**
   * The analysis a copy/export means: the block asked for (the view's), else the block under the cursor of an editor
   * showing the file, else the block a panel on the file shows, else the file's first block with a game.
   */
  private async analysisFor(uri: vscode.Uri | undefined, block?: number): Promise<DocumentAnalysis | undefined> {
    const doc = uri && (await this.documentFor(uri));
    const analyses = doc ? this.getAnalyses(doc) : [];
    let wanted = block;
    if (wanted === undefined && doc) {
      const editor = vscode.window.activeTextEditor;
      const atCursor = editor?.document === doc ? blockAtLine(analyses, editor.selection.active.line) : -1;
      wanted = atCursor >= 0 ? atCursor : this.panels.find((p) => p.isShowing(doc.uri))?.block;
    }
    const i = pickBlock(analyses, wanted);
    const analysis = i >= 0 ? analyses[i] : undefined;
    if (!analysis)
      void vscode.window.showWarningMessage(
        vscode.l10n.t('Open a .score file (or a Markdown file with a score block) first.'),
      );
    return analysis;
  }

  async copyMarkdown(source?: vscode.Uri, block?: number): Promise<void> {
    const uri = source ?? this.commandUri();
    const analysis = await this.analysisFor(uri, block);
    if (analysis) await copySettlementMarkdown(analysis);
  }

  async exportCsv(source?: vscode.Uri, block?: number): Promise<void> {
    const uri = source ?? this.commandUri();
    const analysis = await this.analysisFor(uri, block);
    if (analysis && uri) await exportSettlementCsv(analysis, uri);
  }

  /**
   * "Export as web page": a tournament's page for tournament.score or a list of a tournament (what the view's
   * Tournament tab shows), else the shown evening's.
   */
  async exportWebPage(source?: vscode.Uri, target?: vscode.Uri): Promise<vscode.Uri | undefined> {
    const uri = source ?? this.commandUri();
    const tournament = uri && (await this.tournamentOf(uri));
    if (tournament) return exportTournamentPage(this.extensionUri, tournament.files, tournament.folder, target);
    const analysis = await this.analysisFor(uri);
    const doc = uri && (await this.documentFor(uri));
    return analysis && doc ? exportWebPage(this.extensionUri, doc, analysis, target) : undefined;
  }

  /** The files of the tournament a `.score` file belongs to (read now), when the analyses know of tournaments. */
  private async tournamentOf(uri: vscode.Uri) {
    const { language, folders } = this.analyses;
    if (!language || !folders || !/\.score$/i.test(uri.path)) return undefined;
    const doc = await this.documentFor(uri);
    if (!doc) return undefined;
    const d = editorDocument(doc);
    try {
      await language.tournamentReady(d);
      const state = language.tournamentState(d);
      const files = state && (await tournamentFiles(folders, state.folder));
      return files && { files, folder: vscode.Uri.parse(state.folder) };
    } catch {
      return undefined; // a folder that cannot be read: the sheet's own page
    }
  }

  tableSession(source: string): TableSessionModel | undefined {
    return this.session?.source === source ? this.session.model : undefined;
  }

  /** A table session started (its document and card) or ended: every panel shows it or takes it away. */
  showTableSession(uri: vscode.Uri | undefined, model: TableSessionModel | undefined): void {
    this.session = uri && model ? { source: uri.toString(), model } : undefined;
    for (const p of this.panels) p.postTableSession();
  }

  async copyForChat(source?: vscode.Uri): Promise<string | undefined> {
    const uri = source ?? this.commandUri();
    const analysis = await this.analysisFor(uri);
    const doc = uri && (await this.documentFor(uri));
    return analysis && doc ? copyForChat(doc, analysis) : undefined;
  }

  async saveImage(source?: vscode.Uri, target?: vscode.Uri): Promise<vscode.Uri | undefined> {
    const uri = source ?? this.commandUri();
    const analysis = await this.analysisFor(uri);
    const doc = uri && (await this.documentFor(uri));
    return analysis && doc ? saveImage(doc, analysis, target) : undefined;
  }

  /** For palette commands: the focused settlement panel's file, else the active editor's. */
  /**
   * The Projector command: the view (the following one, opened on the active document if none is) shows the
   * tournament's standings in projector mode, filling the panel; the panel's editor group is maximised.
   */
  async showProjector(uri?: vscode.Uri): Promise<void> {
    const panel = this.activePanel && !uri ? this.activePanel : this.open(uri, false);
    panel.panel.reveal(undefined, false);
    panel.showProjector();
    try {
      await vscode.commands.executeCommand('workbench.action.maximizeEditorHideSidebar');
    } catch {
      // A host without the command (VS Code before 1.95, the web): the panel as it is.
    }
  }

  commandUri(): vscode.Uri | undefined {
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
    const block =
      uri && typeof state?.block === 'number' && Number.isInteger(state.block) && state.block >= 0
        ? state.block
        : undefined;
    if (!uri) uri = this.targetUri();
    this.track(new SettlementPanel(webviewPanel, this, uri, state?.locked === true, block));
  }

  /** Panels currently open (tests and the status of the lock command). */
  get openPanels(): readonly SettlementPanel[] {
    return this.panels;
  }
}
