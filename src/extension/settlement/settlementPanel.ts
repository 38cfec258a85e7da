// One settlement webview panel: which document it shows, the lock, updates when an analysis is ready, and the
// view's messages.

import * as vscode from 'vscode';
import type { DocumentAnalysis } from '../../analysis/analyze';
import { blockAtLine, pickBlock } from '../../language/navigation';
import type { Lang } from '../../messages';
import {
  isViewMessage,
  type HostMessage,
  type SeasonModel,
  type SettlementModel,
  type SheetRound,
  type TableSessionModel,
  type ViewMessage,
} from '../../protocol';
import type { TournamentModel as TournamentViewModel } from '../../view/tournament';
import { displayLang } from '../displayLanguage';
import { Disposable } from '../dispose';
import { changedRows, roundWorking, toSettlementModel } from '../../view/model';
import type { SeasonFolders } from './seasonFolders';
import { renderSettlementHtml, settlementWebviewOptions } from './settlementHtml';
import { addRound, previewRound } from './roundEntryHost';
import { compareRules, type ComparisonAnswer } from './rulesCompare';

/**
 * While the shown sheet is being edited, its season is rebuilt this long after the last update: summing up a
 * 10,000-round evening for its season takes about 100 ms, so once when typing pauses rather than after every analysis,
 * and never between a keystroke and the Problems entry. The Season tab shows the edit this much later, the evening at
 * once; opening the view, another sheet or another block sends the season at once.
 */
export const SEASON_AFTER_EDIT_MS = 1000;

export interface SettlementPanelHost {
  readonly extensionUri: vscode.Uri;
  /** Every analysis of a document: one for a .score file, one per ```score block of a Markdown file. */
  getAnalyses(doc: vscode.TextDocument): DocumentAnalysis[];
  /** Settlement actions the view asks for (the manager owns them so the commands behave the same). */
  copyMarkdown(source: vscode.Uri, block?: number): Promise<void>;
  copyForChat(source: vscode.Uri): Promise<string | undefined>;
  saveImage(source: vscode.Uri): Promise<vscode.Uri | undefined>;
  exportCsv(source: vscode.Uri, block?: number): Promise<void>;
  toggleLock(panel: SettlementPanel): void;
  onDispose(panel: SettlementPanel): void;
  onActive(panel: SettlementPanel): void;
  /** The season of a document's folder (the Season tab); absent in hosts without one. */
  readonly seasons?: SeasonFolders;
  /** The tournament a document belongs to (the Tournament tab); absent in hosts without one. */
  readonly tournaments?: TournamentSource;
  /** The table session that serves a document (its card above the view), if one does. */
  tableSession?(source: string): TableSessionModel | undefined;
  /** The card's Stop button. */
  stopTableSession?(): void;
}

/** The tournaments of the folders, as the Tournament tab needs them (the language service's, in the extension). */
export interface TournamentSource {
  /** The tournament of a `.score` document's folder (or the one above) in `lang`, once the folder is read. */
  view(doc: vscode.TextDocument, lang: Lang): Promise<TournamentViewModel | undefined>;
  /** A tournament changed (a list handed in, or its folder read): the folder's address. */
  onDidChange(listener: (folder: string) => void): vscode.Disposable;
}

/** Whether a document's address is in a folder or one folder down (a tournament's lists: `serie-1/tisch-3.score`). */
export function inTournamentFolder(uri: string, folder: string): boolean {
  const parent = uri.slice(0, Math.max(0, uri.lastIndexOf('/')));
  return parent === folder || parent.slice(0, Math.max(0, parent.lastIndexOf('/'))) === folder;
}

/** `evening.score`, or `guide.md` for a Markdown file's score block. */
export function displayName(uri: vscode.Uri): string {
  // The last path segment, written out rather than node:path so the web extension host can run it.
  return uri.path.replace(/\/+$/, '').split('/').pop() || uri.toString();
}

/** What the view was last sent (see `SettlementPanel.sent`). */
interface Sent {
  source: string;
  block: number;
  version: number;
  lang: Lang;
  /** The model's names, joined: rows are aligned with them, so other names mean every row is new. */
  names: string;
  game: SettlementModel['game'];
  rows: SheetRound[];
}

export class SettlementPanel extends Disposable {
  private resourceUri: vscode.Uri | undefined;
  /** Which analysis of the document is shown: the Markdown ```score block under the cursor (0 for a .score file). */
  private blockIndex: number | undefined;
  private isLocked: boolean;
  /** The webview has told us it listens (it reloads whenever the panel is hidden and shown again). */
  private ready = false;
  /** What was last posted, to skip unchanged versions. */
  private posted: { uri: string; version: number } | undefined;
  /**
   * The model the view holds and the analysis it came from: the next update of the same sheet posts only the rows
   * from the first changed one on, and a round's working is explained from that analysis when the view asks.
   */
  private sent: Sent | undefined;
  private sentAnalysis: DocumentAnalysis | undefined;
  /** A refresh is queued (after the analysis event's other listeners, diagnostics first). */
  private refreshTimer: ReturnType<typeof setTimeout> | undefined;
  /** An update is on its way to the view; a refresh meanwhile waits for it (`again`), however many analyses come. */
  private inFlight = false;
  private again = false;
  private renderSeq = 0;
  /** The folder whose season the view shows (its key), to answer the folder's change events. */
  private seasonKey: string | undefined;
  private seasonSeq = 0;
  /** The season of an edited sheet is due (see SEASON_AFTER_EDIT_MS). */
  private seasonTimer: ReturnType<typeof setTimeout> | undefined;
  /** The season last sent to the view (null: "no season"), for the integration suite's test-only command. */
  private sentSeason: SeasonModel | null | undefined;
  private tournamentSeq = 0;
  /** The tournament last sent to the view (null: none), to skip an unchanged one and for the integration suite. */
  private sentTournament: TournamentViewModel | null | undefined;
  /** The Projector command asked for the projector before the view had its tournament (or was ready). */
  private projectorWanted = false;

  constructor(
    readonly panel: vscode.WebviewPanel,
    private readonly host: SettlementPanelHost,
    resource: vscode.Uri | undefined,
    locked: boolean,
    block?: number,
  ) {
    super();
    this.resourceUri = resource;
    this.blockIndex = block;
    this.isLocked = locked && resource !== undefined;
    // Reset on every create and revive: a restored panel must not keep options from an older version.
    panel.webview.options = settlementWebviewOptions(host.extensionUri);
    panel.iconPath = vscode.Uri.joinPath(host.extensionUri, 'media', 'score-file.svg');
    panel.webview.html = renderSettlementHtml(panel.webview, host.extensionUri, vscode.l10n.t('Settlement'));
    this._register(
      panel.webview.onDidReceiveMessage((m: unknown) => {
        if (isViewMessage(m)) void this.onMessage(m);
      }),
    );
    this._register(
      panel.onDidChangeViewState((e) => {
        // A hidden webview is destroyed (retainContextWhenHidden: false); it says `ready` again when shown.
        if (!e.webviewPanel.visible) this.ready = false;
        if (e.webviewPanel.active) host.onActive(this);
      }),
    );
    this._register(panel.onDidDispose(() => this.dispose()));
    if (host.seasons)
      this._register(
        host.seasons.onDidChange((key) => {
          if (key === this.seasonKey) void this.postSeason();
        }),
      );
    if (host.tournaments)
      this._register(
        host.tournaments.onDidChange((folder) => {
          const uri = this.resourceUri?.toString();
          if (uri && inTournamentFolder(uri, folder)) void this.postTournament();
        }),
      );
    this.updateTitle();
  }

  get resource(): vscode.Uri | undefined {
    return this.resourceUri;
  }

  get locked(): boolean {
    return this.isLocked;
  }

  /** The Markdown block shown (undefined until the first render picks one). */
  get block(): number | undefined {
    return this.blockIndex;
  }

  isShowing(uri: vscode.Uri): boolean {
    return this.resourceUri?.toString() === uri.toString();
  }

  /** Follow another document, at the block under `line` when it is a Markdown file (the caller checks the lock). */
  show(uri: vscode.Uri, line?: number): void {
    if (this.resourceUri?.toString() === uri.toString()) {
      if (line !== undefined) this.followCursor(line);
      return;
    }
    this.resourceUri = uri;
    this.blockIndex = undefined;
    const doc = line !== undefined ? this.findDocument(uri) : undefined;
    if (doc && line !== undefined) {
      const i = blockAtLine(this.host.getAnalyses(doc), line);
      if (i >= 0) this.blockIndex = i;
    }
    this.posted = undefined;
    this.updateTitle();
    void this.render(true);
  }

  /**
   * The cursor moved in an editor of the shown document: switch to the ```score block it is in (like the Markdown
   * preview scrolling to the cursor). In prose between blocks, or in a block without a game, the view stays put.
   */
  followCursor(line: number): void {
    const uri = this.resourceUri;
    const doc = uri && this.findDocument(uri);
    if (!doc) return;
    const i = blockAtLine(this.host.getAnalyses(doc), line);
    if (i < 0 || i === this.blockIndex) return;
    this.blockIndex = i;
    void this.render(true);
  }

  setLocked(locked: boolean): void {
    if (locked && !this.resourceUri) return;
    this.isLocked = locked;
    this.updateTitle();
    this.post({ type: 'lock', locked });
  }

  /**
   * A new analysis of the shown document is ready (the analysis service debounced the typing): show it. Diagnostics
   * listen to the same event, so the model is built in a task of its own after it, only while the view is visible,
   * and with one update in flight at a time: analyses that come meanwhile end in one render of the newest.
   */
  refresh(): void {
    if (this.isDisposed || !this.panel.visible) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    if (this.refreshTimer !== undefined) return;
    this.refreshTimer = setTimeout(() => {
      this.refreshTimer = undefined;
      void this.render(false);
    }, 0);
  }

  private updateTitle(): void {
    const name = this.resourceUri ? displayName(this.resourceUri) : '';
    this.panel.title = !name
      ? vscode.l10n.t('Settlement')
      : this.isLocked
        ? vscode.l10n.t('[Locked] Settlement: {0}', name)
        : vscode.l10n.t('Settlement: {0}', name);
  }

  private post(message: HostMessage): void {
    if (!this.ready || this.isDisposed) return;
    void this.panel.webview.postMessage(message);
    if (message.type === 'season') this.sentSeason = message.season ?? null;
    if (message.type === 'tournament') this.sentTournament = message.tournament ?? null;
  }

  /** What this panel last sent its view, as the integration suite reads it (see registerSettlementView). */
  testState(): {
    resource?: string;
    locked: boolean;
    season: SeasonModel | null | undefined;
    tournament: TournamentViewModel | null | undefined;
  } {
    return {
      resource: this.resourceUri?.toString(),
      locked: this.isLocked,
      season: this.sentSeason,
      tournament: this.sentTournament,
    };
  }

  /** The Projector command: the view shows its tournament's standings in projector mode (once it has them). */
  showProjector(): void {
    this.projectorWanted = true;
    // Else the tournament is asked for again: sent with the projector, or none, and the wish is dropped.
    if (this.sentTournament) this.sendProjector();
    else void this.postTournament();
  }

  private sendProjector(): void {
    if (!this.ready || this.isDisposed) return;
    this.projectorWanted = false;
    this.post({ type: 'projector', on: true });
  }

  /** The view holds a model of an analysis that is no longer the document's (analysed again at the same version). */
  private analysedAgain(doc: vscode.TextDocument): boolean {
    const held = this.sentAnalysis;
    if (!held) return false;
    try {
      return !this.host.getAnalyses(doc).includes(held);
    } catch {
      return false;
    }
  }

  private findDocument(uri: vscode.Uri): vscode.TextDocument | undefined {
    const key = uri.toString();
    return vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
  }

  private async render(force: boolean): Promise<void> {
    if (!this.ready || this.isDisposed) return;
    const seq = ++this.renderSeq;
    const uri = this.resourceUri;
    if (!uri) {
      this.post({ type: 'noDocument', locked: false, lang: displayLang() });
      return;
    }
    let doc = this.findDocument(uri);
    if (!doc) {
      try {
        doc = await vscode.workspace.openTextDocument(uri);
      } catch {
        doc = undefined;
      }
      if (seq !== this.renderSeq) return; // a newer render started while the file was opening
    }
    if (!doc) {
      this.post({ type: 'noDocument', locked: this.isLocked, lang: displayLang() });
      return;
    }
    // An unchanged version is skipped before any work; a block switch always renders with `force`. The same version
    // analysed again (a tournament's list once tournament.score was read: it inherits the game) is not unchanged.
    if (
      !force &&
      this.posted?.uri === uri.toString() &&
      this.posted.version === doc.version &&
      !this.analysedAgain(doc)
    )
      return;
    let analyses: DocumentAnalysis[];
    try {
      analyses = this.host.getAnalyses(doc);
    } catch (err) {
      this.post({
        type: 'error',
        source: uri.toString(),
        version: doc.version,
        message: err instanceof Error ? err.message : String(err),
      });
      return;
    }
    const block = pickBlock(analyses, this.blockIndex);
    if (block < 0) {
      this.post({ type: 'noDocument', locked: this.isLocked, lang: displayLang() });
      // tournament.score is no sheet, but its Tournament tab is what the view shows for it.
      void this.postTournament(doc, true);
      return;
    }
    this.blockIndex = block;
    const name = displayName(uri);
    const lang = displayLang();
    const source = uri.toString();
    const model = toSettlementModel(
      analyses[block],
      analyses.length > 1 ? vscode.l10n.t('{0} › block {1}', name, block + 1) : name,
      lang,
      vscode.l10n.t,
    );
    const names = model.names.join('\n');
    const prev = this.sent;
    // The same sheet the view holds (not a fresh view, which says `ready` and gets `force`): only what changed.
    const same =
      !force &&
      prev?.source === source &&
      prev.block === block &&
      prev.lang === lang &&
      prev.names === names &&
      prev.game === model.game;
    const { keep, tail } = same ? changedRows(prev.rows, model.rounds) : { keep: 0, tail: 0 };
    this.sent = { source, block, version: doc.version, lang, names, game: model.game, rows: model.rounds };
    this.sentAnalysis = analyses[block];
    const update: HostMessage = {
      type: 'update',
      source,
      version: doc.version,
      block,
      locked: this.isLocked,
      model,
      lang,
    };
    if (same && keep + tail > 0) {
      const rounds = model.rounds.slice(keep, model.rounds.length - tail);
      Object.assign(update, { model: { ...model, rounds }, keep, tail, base: prev.version });
    }
    this.posted = { uri: source, version: doc.version };
    void this.postUpdate(update);
    this.postTableSession();
    void this.postTournament(doc, !same);
    clearTimeout(this.seasonTimer);
    this.seasonTimer = undefined;
    if (same) {
      this.seasonTimer = setTimeout(() => {
        this.seasonTimer = undefined;
        void this.postSeason();
      }, SEASON_AFTER_EDIT_MS);
    } else void this.postSeason(doc, analyses[block], analyses.length > 1);
  }

  /** The card of the table session that serves the shown document, or none. */
  postTableSession(): void {
    const source = this.resourceUri?.toString();
    if (!source || !this.host.tableSession) return;
    const session = this.host.tableSession(source);
    this.post({ type: 'tableSession', source, ...(session ? { session } : {}) });
  }

  /** Post an update and, once the view has it, render again if an analysis came meanwhile. */
  private async postUpdate(update: HostMessage): Promise<void> {
    if (!this.ready || this.isDisposed) return;
    this.inFlight = true;
    try {
      await this.panel.webview.postMessage(update);
    } catch {
      // A disposed webview: nothing more to show.
    } finally {
      this.inFlight = false;
    }
    if (this.again) {
      this.again = false;
      this.refresh();
    }
  }

  /** The working of one round of the model the view holds (it asks when a row is pointed at or focused). */
  private onExplainRound(m: Extract<ViewMessage, { type: 'explainRound' }>): void {
    const sent = this.sent;
    const analysis = this.sentAnalysis;
    if (!sent || !analysis || sent.source !== m.source || sent.block !== (m.block ?? 0)) return;
    let working: string | undefined;
    try {
      working = roundWorking(analysis, m.index, sent.lang);
    } catch {
      working = undefined; // the engine never throws by contract; the row then keeps its plain tooltip
    }
    this.post({
      type: 'roundWorking',
      source: m.source,
      block: sent.block,
      version: sent.version,
      index: m.index,
      working,
    });
  }

  /**
   * Send the season of the shown evening's folder (after each update, and when any evening of the folder changes). A
   * Markdown block is no evening of a folder: it gets no season.
   */
  private async postSeason(
    doc = this.resourceUri && this.findDocument(this.resourceUri),
    analysis?: DocumentAnalysis,
    markdown = false,
  ): Promise<void> {
    const seasons = this.host.seasons;
    if (!seasons || !doc || !this.ready || this.isDisposed) return;
    const seq = ++this.seasonSeq;
    const analyses = analysis ? [analysis] : this.host.getAnalyses(doc);
    const game = markdown || analyses.length !== 1 ? undefined : analyses[0].game;
    try {
      const { key, model, sameEvening } = await seasons.seasonOf(doc, analyses, game);
      if (seq !== this.seasonSeq || this.resourceUri?.toString() !== doc.uri.toString()) return;
      this.seasonKey = key;
      this.post({
        type: 'season',
        source: doc.uri.toString(),
        ...(model ? { season: model } : {}),
        ...(sameEvening ? { sameEvening } : {}),
      });
    } catch {
      // A folder that cannot be read has no season to show; the evening is unaffected.
      if (seq === this.seasonSeq) this.post({ type: 'season', source: doc.uri.toString() });
    }
  }

  /**
   * Send the tournament of the shown `.score` document's folder (after each update, and whenever a list of the
   * tournament changes), or none. The same tournament as last sent is not sent again unless `force` (another
   * document, or a fresh view).
   */
  private async postTournament(
    doc = this.resourceUri && this.findDocument(this.resourceUri),
    force = false,
  ): Promise<void> {
    const tournaments = this.host.tournaments;
    if (!tournaments || !doc || !this.ready || this.isDisposed) return;
    const seq = ++this.tournamentSeq;
    let model: TournamentViewModel | undefined;
    try {
      model = /\.score$/i.test(doc.uri.path) ? await tournaments.view(doc, displayLang()) : undefined;
    } catch {
      model = undefined; // a folder that cannot be read has no tournament to show; the sheet is unaffected
    }
    if (seq !== this.tournamentSeq || this.isDisposed || this.resourceUri?.toString() !== doc.uri.toString()) return;
    // The Projector command on a document of no tournament: nothing to show, and nothing kept for a later one.
    if (!model) this.projectorWanted = false;
    if (!force && (model ?? null) === this.sentTournament) return;
    // No tournament, and the view holds none (a fresh view, another document, or none sent): nothing to say.
    if (!model && (force || !this.sentTournament)) {
      this.sentTournament = null;
      return;
    }
    this.post({
      type: 'tournament',
      source: doc.uri.toString(),
      ...(model ? { tournament: model, updatedAt: new Date().toISOString() } : {}),
    });
    if (model && this.projectorWanted) this.sendProjector();
  }

  private async onMessage(m: ViewMessage): Promise<void> {
    switch (m.type) {
      case 'ready':
        this.ready = true;
        await this.render(true);
        return;
      case 'reveal':
        await this.reveal(vscode.Uri.parse(m.source), m.line);
        return;
      case 'explainRound':
        this.onExplainRound(m);
        return;
      case 'copyMarkdown':
        await this.host.copyMarkdown(vscode.Uri.parse(m.source), this.blockFor(m.source));
        return;
      case 'exportCsv':
        await this.host.exportCsv(vscode.Uri.parse(m.source), this.blockFor(m.source));
        return;
      case 'copyChat':
        await this.host.copyForChat(vscode.Uri.parse(m.source));
        return;
      case 'saveImage':
        await this.host.saveImage(vscode.Uri.parse(m.source));
        return;
      case 'toggleLock':
        this.host.toggleLock(this);
        return;
      case 'previewRound':
      case 'addRound':
        await this.onRoundEntry(m);
        return;
      case 'compareRules':
        this.onCompareRules(m);
        return;
      case 'stopTableSession':
        this.host.stopTableSession?.();
        return;
    }
  }

  /** The Add round form: the live preview, or the explicit Add (both on the document and block shown). */
  private async onRoundEntry(m: Extract<ViewMessage, { type: 'previewRound' | 'addRound' }>): Promise<void> {
    const doc = this.resourceUri?.toString() === m.source ? this.findDocument(this.resourceUri) : undefined;
    const block = this.blockIndex ?? 0;
    if (m.type === 'previewRound') {
      let preview;
      try {
        preview = doc && previewRound(doc, block, m.input);
      } catch {
        preview = undefined; // a malformed answer gets no preview; the form keeps its last one
      }
      if (preview) this.post({ type: 'roundPreview', source: m.source, seq: m.seq, preview });
      return;
    }
    try {
      if (!doc) throw new Error(vscode.l10n.t('The score sheet is not open.'));
      const index = await addRound(doc, block, m.input);
      this.post({ type: 'roundAdded', source: m.source, index });
    } catch (err) {
      this.post({ type: 'roundAdded', source: m.source, error: err instanceof Error ? err.message : String(err) });
    }
  }

  /** "Compare rules": the sheet shown, settled as written and with the view's changes; the file is not touched. */
  private onCompareRules(m: Extract<ViewMessage, { type: 'compareRules' }>): void {
    const doc = this.resourceUri?.toString() === m.source ? this.findDocument(this.resourceUri) : undefined;
    if (!doc) return;
    const block = this.blockIndex ?? 0;
    let answer: ComparisonAnswer;
    try {
      const analysis = this.host.getAnalyses(doc)[block];
      if (!analysis) return;
      const name = doc.uri.path.split('/').pop() ?? '';
      answer = compareRules(name, doc.getText(), block, analysis, m.changes, displayLang(), vscode.l10n.t);
    } catch (err) {
      answer = { error: err instanceof Error ? err.message : String(err) };
    }
    this.post({ type: 'comparison', source: m.source, seq: m.seq, ...answer });
  }

  /** The block the view shows, when the message is about the document it shows. */
  private blockFor(source: string): number | undefined {
    return this.resourceUri?.toString() === source ? this.blockIndex : undefined;
  }

  /** Show the round's line in an editor: the one already showing the file, else a column next to this panel. */
  private async reveal(uri: vscode.Uri, line: number): Promise<void> {
    const key = uri.toString();
    const visible = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === key);
    const doc = visible?.document ?? this.findDocument(uri) ?? (await vscode.workspace.openTextDocument(uri));
    const at = new vscode.Position(Math.min(Math.max(0, line), Math.max(0, doc.lineCount - 1)), 0);
    const column =
      visible?.viewColumn ??
      (this.panel.viewColumn === vscode.ViewColumn.One ? vscode.ViewColumn.Beside : vscode.ViewColumn.One);
    const editor = await vscode.window.showTextDocument(doc, { viewColumn: column, preserveFocus: false });
    editor.selection = new vscode.Selection(at, at);
    editor.revealRange(new vscode.Range(at, at), vscode.TextEditorRevealType.InCenterIfOutsideViewport);
  }

  override dispose(): void {
    if (this.isDisposed) return;
    clearTimeout(this.refreshTimer);
    clearTimeout(this.seasonTimer);
    this.sentAnalysis = undefined;
    super.dispose();
    this.host.onDispose(this);
    this.panel.dispose();
  }
}
