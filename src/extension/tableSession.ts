// "Scoresheet: Start Table Session" and "Stop Table Session": the sheet of a .score document served to the phones at
// the table (src/session/server.ts), its QR code and link shown in the settlement view. A round a phone adds is one
// WorkspaceEdit appended to the document, so an open editor shows it at once and Ctrl+Z takes it back; the file is
// saved like any other edit. One session at a time; it ends with Stop, or when the window closes.
//
// The server needs Node: the desktop entry (desktop.ts) plugs it in with `setTableSessionPlatform`; in VS Code for
// the Web the command says that a session needs the desktop.

import * as vscode from 'vscode';
import { render } from '../messages';
import type { TableSessionModel } from '../protocol';
import type { LanAddress } from '../session/addresses';
import { eventMessage, type SessionEvent } from '../session/events';
import type { TableServer, TableServerOptions } from '../session/server';
import { SheetChanged } from '../session/wire';
import { displayLang } from './displayLanguage';

export const TABLE_SESSION_COMMANDS = {
  start: 'scoresheet.startTableSession',
  stop: 'scoresheet.stopTableSession',
} as const;

/** The context key that says a session runs (the Stop command's `when`). */
const RUNNING_KEY = 'scoresheet.tableSession';
/**
 * The context key that says this extension host can serve (Node: the desktop, code-server, a remote host), for the
 * Start command's `when`. Not `isWeb`: a browser workbench with a Node extension host (code-server) can serve.
 */
const AVAILABLE_KEY = 'scoresheet.tableSessionAvailable';
const LOOPBACK = '127.0.0.1';

/** What only the desktop has: the server, the machine's addresses, the QR code. */
export interface TableSessionPlatform {
  start(options: TableServerOptions): Promise<TableServer>;
  lanAddresses(): LanAddress[];
  qrRows(text: string): string[];
}

let platform: TableSessionPlatform | undefined;

export function setTableSessionPlatform(p: TableSessionPlatform | undefined): void {
  platform = p;
}

/** Where the session is shown: the settlement panels (the manager posts the card to those on the document). */
export interface TableSessionViews {
  /** The document a command means (the active .score editor, else the focused settlement view's). */
  commandUri(): vscode.Uri | undefined;
  /** Shows the settlement view of the document beside the editor. */
  openBeside(uri: vscode.Uri): void;
  /** The session's card on the views of `uri`, or none (`undefined`) anywhere. */
  showSession(uri: vscode.Uri | undefined, session: TableSessionModel | undefined): void;
}

/** The sheet as the session holds it: LF line ends (VS Code has already taken off a BOM). */
const sheetOf = (doc: vscode.TextDocument): string => doc.getText().replace(/\r\n/g, '\n');

interface Running {
  uri: vscode.Uri;
  server: TableServer;
  model: TableSessionModel;
  disposables: vscode.Disposable[];
}

export class TableSessions implements vscode.Disposable {
  private running: Running | undefined;
  private log: vscode.LogOutputChannel | undefined;

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly views: TableSessionViews,
  ) {}

  /** The running session's card, when it serves `source` (a document URI as a string). */
  sessionOf(source: string): TableSessionModel | undefined {
    return this.running?.uri.toString() === source ? this.running.model : undefined;
  }

  /** The link of the running session (tests; the view shows it). */
  get url(): string | undefined {
    return this.running?.server.url;
  }

  /** Starts a session for `uri` (else the document the command means), listening on `host` (else the user picks). */
  async start(uri?: vscode.Uri, host?: string): Promise<string | undefined> {
    if (!platform) {
      void vscode.window.showErrorMessage(
        vscode.l10n.t('A table session needs VS Code on the desktop: it serves the sheet on the local network.'),
      );
      return undefined;
    }
    const target = uri ?? this.views.commandUri();
    if (!target || !/\.score$/i.test(target.path)) {
      void vscode.window.showWarningMessage(vscode.l10n.t('A table session serves a .score file: open one first.'));
      return undefined;
    }
    if (this.running) {
      const stop = vscode.l10n.t('Stop');
      const answer = await vscode.window.showInformationMessage(
        vscode.l10n.t('A table session is already running for {0}.', name(this.running.uri)),
        stop,
      );
      if (answer === stop) await this.stop();
      return undefined;
    }
    const address = host ?? (await this.pickAddress(platform));
    if (!address) return undefined;
    let doc: vscode.TextDocument;
    try {
      doc = await vscode.workspace.openTextDocument(target);
    } catch (e) {
      void vscode.window.showErrorMessage(errorText(e));
      return undefined;
    }
    let server: TableServer;
    try {
      const script = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(this.extensionUri, 'dist', 'phone.js'));
      server = await platform.start({
        fileName: name(target),
        text: sheetOf(doc),
        phoneScript: script,
        host: address,
        port: 0,
        writer: { append: (base, insertion) => appendRound(target, base, insertion) },
        log: (e) => this.logEvent(e),
      });
    } catch (e) {
      void vscode.window.showErrorMessage(vscode.l10n.t('The table session could not start: {0}', errorText(e)));
      return undefined;
    }
    const key = target.toString();
    const model: TableSessionModel = {
      url: server.url,
      qr: platform.qrRows(server.url),
      loopback: address === LOOPBACK,
    };
    const disposables = [
      // Every change of the document (typing, undo, a phone's round) goes to the phones.
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document.uri.toString() === key) server.update(sheetOf(e.document));
      }),
    ];
    this.running = { uri: target, server, model, disposables };
    void vscode.commands.executeCommand('setContext', RUNNING_KEY, true);
    this.views.openBeside(target);
    this.views.showSession(target, model);
    this.output().info(vscode.l10n.t('Table session started for {0}.', name(target)));
    const copy = vscode.l10n.t('Copy Link');
    const stop = vscode.l10n.t('Stop');
    void vscode.window
      .showInformationMessage(
        vscode.l10n.t('Table session for {0}: phones join with the QR code in the settlement view.', name(target)),
        copy,
        stop,
      )
      .then(async (answer) => {
        if (answer === copy && this.running?.server === server) await vscode.env.clipboard.writeText(server.url);
        if (answer === stop && this.running?.server === server) await this.stop();
      });
    return server.url;
  }

  async stop(): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    for (const d of running.disposables) d.dispose();
    void vscode.commands.executeCommand('setContext', RUNNING_KEY, false);
    this.views.showSession(undefined, undefined);
    await running.server.close();
    this.output().info(vscode.l10n.t('Table session ended.'));
  }

  dispose(): void {
    void this.stop();
    this.log?.dispose();
  }

  /** This computer's addresses on the local network, and this computer only. */
  private async pickAddress(p: TableSessionPlatform): Promise<string | undefined> {
    const items: (vscode.QuickPickItem & { address: string })[] = [
      ...p.lanAddresses().map((a) => ({
        label: a.address,
        description: vscode.l10n.t('{0}: the phones on this network', a.interface),
        address: a.address,
      })),
      { label: LOOPBACK, description: vscode.l10n.t('this computer only'), address: LOOPBACK },
    ];
    const picked = await vscode.window.showQuickPick(items, {
      title: vscode.l10n.t('Start Table Session'),
      placeHolder: vscode.l10n.t('Where the phones reach the sheet (never the internet)'),
    });
    return picked?.address;
  }

  private output(): vscode.LogOutputChannel {
    this.log ??= vscode.window.createOutputChannel('Scoresheet Table Session', { log: true });
    return this.log;
  }

  private logEvent(e: SessionEvent): void {
    const text = render(eventMessage(e), displayLang());
    if (e.kind === 'refused' || e.kind === 'forbidden' || e.kind === 'limited') this.output().warn(text);
    else this.output().info(text);
  }
}

function name(uri: vscode.Uri): string {
  return uri.path.split('/').pop() || uri.toString();
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * The round as one WorkspaceEdit at the end of the document, when the document is still the sheet it was checked
 * against (else SheetChanged, and the phone is shown the new sheet). Resolves to the sheet after the edit.
 */
async function appendRound(
  uri: vscode.Uri,
  base: string,
  insertion: { line: number; character: number; text: string },
): Promise<string> {
  const doc = await vscode.workspace.openTextDocument(uri);
  const now = sheetOf(doc);
  if (now !== base) throw new SheetChanged(now);
  const eol = doc.eol === vscode.EndOfLine.CRLF ? '\r\n' : '\n';
  const edit = new vscode.WorkspaceEdit();
  edit.insert(uri, new vscode.Position(insertion.line, insertion.character), insertion.text.replace(/\n/g, eol));
  if (!(await vscode.workspace.applyEdit(edit))) throw new Error(vscode.l10n.t('The round could not be added.'));
  return sheetOf(doc);
}

/** Registers the two commands; the returned sessions are stopped when the extension is (the window closes). */
export function registerTableSession(context: vscode.ExtensionContext, views: TableSessionViews): TableSessions {
  const sessions = new TableSessions(context.extensionUri, views);
  void vscode.commands.executeCommand('setContext', AVAILABLE_KEY, platform !== undefined);
  const asUri = (arg: unknown) => (arg instanceof vscode.Uri ? arg : undefined);
  context.subscriptions.push(
    sessions,
    // (uri, host): the explorer passes the file; tests pass a host to skip the address choice.
    vscode.commands.registerCommand(TABLE_SESSION_COMMANDS.start, (uri?: unknown, host?: unknown) =>
      sessions.start(asUri(uri), typeof host === 'string' ? host : undefined),
    ),
    vscode.commands.registerCommand(TABLE_SESSION_COMMANDS.stop, () => sessions.stop()),
  );
  return sessions;
}
