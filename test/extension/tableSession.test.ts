// "Scoresheet: Start Table Session" in the extension host (src/extension/tableSession.ts) with the real session server
// on loopback and a stub document: a phone's round is one WorkspaceEdit at the end of the document (so the editor
// shows it and undo takes it back), every change of the document goes to the phones, a document changed behind the
// session makes a proposal stale, CRLF documents get CRLF, the view's card has the link and the QR code, the address
// is the user's choice, and Stop closes the server. The same flow in a real VS Code is the e2e scenario
// `table-session` (test/e2e/scenarios.ts).

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type * as vscode from 'vscode';
import type { TableSessionModel } from '../../src/protocol';
import { registerTableSession, setTableSessionPlatform, TableSessions } from '../../src/extension/tableSession';
import { qrRows } from '../../src/session/qr';
import { startTableServer } from '../../src/session/server';
import * as stub from '../helpers/vscodeStub';
import { listen, normalRound, propose, send, SHEET } from '../session/serverHelpers';

// Round 2 as the form writes it: Re (Anna, Clara) with 163.
const ROUND_2 = '\nround 2\n  re Anna Clara\n  cards re 163\n';

interface Shown {
  uri: string | undefined;
  session: TableSessionModel | undefined;
}

let sessions: TableSessions;
let shown: Shown[];
let opened: string[];
let doc: stub.StubDocument;

/** The value the extension last gave the context key `key` (the built-in `setContext` command). */
const contextKey = (key: string) =>
  stub.commands.executeCommand.mock.calls.filter(([id, k]) => id === 'setContext' && k === key).at(-1)?.[2];
/** The WorkspaceEdits applied, in order. */
const applied = () => stub.workspace.applyEdit.mock.calls.map(([edit]) => edit);

/** Opens the sheet as a document and starts its session on this computer's address (no choice asked). */
function start(text = SHEET) {
  openSheet(text);
  return sessions.start(undefined, '127.0.0.1');
}

function openSheet(text = SHEET): void {
  doc = stub.createDocument(text, { uri: stub.Uri.parse('file:///table/evening.score') });
  stub.workspace.textDocuments.push(doc);
}

beforeEach(() => {
  stub.resetStub();
  setTableSessionPlatform({ start: startTableServer, lanAddresses: () => [], qrRows });
  shown = [];
  opened = [];
  sessions = new TableSessions(stub.Uri.parse('file:///ext/scoresheet') as unknown as vscode.Uri, {
    commandUri: () => doc.uri as unknown as vscode.Uri,
    openBeside: (uri) => opened.push(uri.toString()),
    showSession: (uri, session) => shown.push({ uri: uri?.toString(), session }),
  });
});

afterEach(async () => {
  await sessions.stop();
  setTableSessionPlatform(undefined);
});

describe('Start Table Session', () => {
  it("shows the link and the QR code on the document's view, beside it; says so without the link", async () => {
    const url = await start();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[\w-]{43}\/$/);
    expect(opened).toEqual(['file:///table/evening.score']);
    expect(shown).toEqual([{ uri: 'file:///table/evening.score', session: { url, qr: qrRows(url!), loopback: true } }]);
    expect(contextKey('scoresheet.tableSession')).toBe(true);
    const token = new URL(url!).pathname.split('/')[1];
    const log = stub.window.createOutputChannel.mock.results
      .flatMap(({ value }) => [value.info, value.warn, value.error].flatMap((level) => level.mock.calls))
      .join('\n');
    expect(log).toContain('Table session started for evening.score.');
    expect(log).not.toContain(token);
    expect(
      stub
        .messages()
        .map((m) => m.text)
        .join('\n'),
    ).not.toContain(token);
  });

  it("a phone's round is one WorkspaceEdit at the end of the document, and every phone gets it", async () => {
    const url = (await start())!;
    const phone = listen(url);
    await phone.until(1);
    const answer = await propose(url, { id: 'vscode-round-2', version: 1, input: normalRound(['Anna', 'Clara'], 163) });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true, index: 2, version: 2 });
    expect(doc.getText()).toBe(SHEET + ROUND_2);
    // One edit, one insertion after the last line: nothing before it is touched, and Ctrl+Z takes it back whole.
    expect(applied()).toHaveLength(1);
    const [[uri, edits]] = applied()[0].entries();
    expect(uri.toString()).toBe('file:///table/evening.score');
    expect(edits).toHaveLength(1);
    expect(edits[0].range.start).toEqual(edits[0].range.end);
    expect(edits[0].range.start.line).toBe(SHEET.split('\n').length - 1);
    await phone.until(2);
    expect(phone.sheet?.text).toBe(SHEET + ROUND_2);
    phone.close();
  });

  it('an edit in the editor (typing, undo) goes to the phones; a proposal made before it is stale', async () => {
    const url = (await start())!;
    const phone = listen(url);
    await phone.until(1);
    const typed = SHEET.replace('cards re 130', 'cards re 131');
    doc.setText(typed);
    stub.events.change.fire({ document: doc, contentChanges: [] });
    await phone.until(2);
    expect(phone.sheet?.text).toBe(typed);
    const answer = await propose(url, { id: 'vscode-old-1', version: 1, input: normalRound(['Anna', 'Clara'], 163) });
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, reason: 'stale', sheet: { version: 2, text: typed } });
    expect(applied()).toHaveLength(0);
    phone.close();
  });

  it('a document changed before the session heard of it: the proposal is stale, nothing is applied', async () => {
    const url = (await start())!;
    const phone = listen(url);
    await phone.until(1);
    const other = SHEET + '\nround 2\n  re Ben Dora\n  cards re 121\n';
    doc.setText(other); // no change event yet
    const answer = await propose(url, { id: 'vscode-race-1', version: 1, input: normalRound(['Anna', 'Clara'], 163) });
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.body)).toMatchObject({ reason: 'stale', sheet: { version: 2, text: other } });
    expect(applied()).toHaveLength(0);
    expect(doc.getText()).toBe(other);
    await phone.until(2);
    expect(phone.sheet?.text).toBe(other);
    phone.close();
  });

  it("writes the round in the document's own line ends (CRLF)", async () => {
    const url = (await start(SHEET.replace(/\n/g, '\r\n')))!;
    const answer = await propose(url, { id: 'vscode-crlf-1', version: 1, input: normalRound(['Anna', 'Clara'], 163) });
    expect(answer.status).toBe(200);
    const [[, edits]] = applied()[0].entries();
    expect(edits[0].newText).toBe(ROUND_2.replace(/\n/g, '\r\n'));
  });

  it('asks where the phones reach the sheet: the local network or this computer only; Escape: nothing', async () => {
    setTableSessionPlatform({
      start: startTableServer,
      lanAddresses: () => [{ address: '192.168.1.20', interface: 'wlan0' }],
      qrRows,
    });
    openSheet();
    expect(await sessions.start()).toBeUndefined();
    expect(stub.window.showQuickPick.mock.calls[0][0]).toEqual([
      { label: '192.168.1.20', description: 'wlan0: the phones on this network', address: '192.168.1.20' },
      { label: '127.0.0.1', description: 'this computer only', address: '127.0.0.1' },
    ]);
    expect(shown).toEqual([]);
    stub.window.showQuickPick.mockImplementation(async (items) => items[1]);
    expect(await sessions.start()).toMatch(/^http:\/\/127\.0\.0\.1:/);
  });

  it('Stop closes the server, takes the card off the view and clears the context key', async () => {
    const url = (await start())!;
    await sessions.stop();
    expect(shown.at(-1)).toEqual({ uri: undefined, session: undefined });
    expect(contextKey('scoresheet.tableSession')).toBe(false);
    await expect(send(`${url}sheet`)).rejects.toThrow();
    expect(sessions.sessionOf('file:///table/evening.score')).toBeUndefined();
  });

  it('in VS Code for the Web (no server) it says that a session needs the desktop', async () => {
    setTableSessionPlatform(undefined);
    expect(await start()).toBeUndefined();
    expect(stub.messages()).toEqual([
      {
        level: 'error',
        text: 'A table session needs VS Code on the desktop: it serves the sheet on the local network.',
      },
    ]);
  });

  it('will not serve a document that is not a .score file', async () => {
    doc = stub.createDocument('# notes', { uri: stub.Uri.parse('file:///table/notes.md'), languageId: 'markdown' });
    stub.workspace.textDocuments.push(doc);
    expect(await sessions.start(undefined, '127.0.0.1')).toBeUndefined();
    expect(stub.messages().map((m) => m.level)).toEqual(['warning']);
  });

  it('is offered where the extension host can serve (Node), and not in the web worker host', async () => {
    const context = () =>
      ({ extensionUri: stub.Uri.parse('file:///ext'), subscriptions: [] }) as unknown as vscode.ExtensionContext;
    const views = { commandUri: () => undefined, openBeside: () => undefined, showSession: () => undefined };
    const withServer = context();
    registerTableSession(withServer, views);
    await Promise.resolve();
    expect(contextKey('scoresheet.tableSessionAvailable')).toBe(true);
    for (const d of withServer.subscriptions) d.dispose();
    setTableSessionPlatform(undefined);
    registerTableSession(context(), views);
    await Promise.resolve();
    expect(contextKey('scoresheet.tableSessionAvailable')).toBe(false);
  });
});
