// The settlement panel host: HTML shell and CSP, webview options, following/lock, throttled updates, serializer,
// messages.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as vscode from 'vscode';
import * as stub from '../helpers/vscodeStub';
import { AnalysisService } from '../../src/extension/analysisService';
import { countingAnalyzer } from '../helpers/analyses';
import type { HostMessage, ViewState } from '../../src/protocol';
import {
  contentSecurityPolicy,
  createNonce,
  renderSettlementHtml,
  settlementHtml,
  settlementWebviewOptions,
} from '../../src/extension/settlement/settlementHtml';
import {
  registerSettlementView,
  SETTLEMENT_COMMANDS,
  SETTLEMENT_TEST_STATE_COMMAND,
} from '../../src/extension/settlement';
import { created, FakePanel, resetFakes, serializers, shown } from './fakeWebview';
import { SEASON_AFTER_EDIT_MS } from '../../src/extension/settlement/settlementPanel';

vi.mock('vscode', async () => {
  const base = await import('../helpers/vscodeStub');
  const fakes = await import('./fakeWebview');
  return fakes.vscodeWithWebviews(base);
});

const EXT = stub.Uri.file('/ext/scoresheet') as unknown as vscode.Uri;

const EVENING = `game doppelkopf
title Doppelkopf bei Clara
players Anna Ben Clara Dora
stake 0.05 EUR

round 1
  re Anna Clara
  cards re 151

round 2
  re Ben Dora
  cards re 140
`;

const OTHER = `game belote
players Nord Ost Süd West

round
  taker Süd
  trump hearts
  cards Nord-Süd 90, Ost-West 62
  last Süd
`;

function scoreDoc(name: string, text: string): stub.StubDocument {
  const doc = stub.createDocument(text, { uri: stub.Uri.file(`/work/${name}`), languageId: 'score' });
  stub.workspace.textDocuments.push(doc);
  return doc;
}

/** The text last put on the clipboard. */
const copied = () => String(stub.env.clipboard.writeText.mock.lastCall?.[0]);

/** Put the active editor's cursor (the editor must show `document`) on a line, as a click would. */
function moveCursor(document: stub.StubDocument, line: number): void {
  const selection = new stub.Selection(line, 0, line, 0);
  stub.window.activeTextEditor = { document, selection };
  stub.events.selection.fire({ textEditor: stub.window.activeTextEditor, selections: [selection] });
}

function setActive(doc: stub.StubDocument | undefined): void {
  stub.window.activeTextEditor = doc ? { document: doc, selection: new stub.Selection(0, 0, 0, 0) } : undefined;
  (stub.window as unknown as { visibleTextEditors: unknown[] }).visibleTextEditors = doc
    ? [{ document: doc, viewColumn: 1 }]
    : [];
  stub.events.activeEditor.fire(stub.window.activeTextEditor);
}

function context(): vscode.ExtensionContext {
  return { extensionUri: EXT, subscriptions: [] } as unknown as vscode.ExtensionContext;
}

/** The view registered and opened (by `command`) on evening.score holding `text`, its webview ready for updates. */
async function openEvening(
  text: string,
  command = 'scoresheet.openSettlement',
): Promise<{ doc: stub.StubDocument; panel: FakePanel }> {
  registerSettlementView(context(), analyses);
  const doc = scoreDoc('evening.score', text);
  setActive(doc);
  await stub.commands.executeCommand(command);
  const panel = created[0];
  await panel.webview.send({ type: 'ready' });
  return { doc, panel };
}

const updates = (p: FakePanel) =>
  p.webview.posted.filter((m): m is Extract<HostMessage, { type: 'update' }> => (m as HostMessage).type === 'update');

/** How many times the engine ran (the one analysis service of the extension, counting). */
const runs = { count: 0 };
let analyses: AnalysisService;

beforeEach(() => {
  stub.resetStub();
  resetFakes();
  runs.count = 0;
  analyses = new AnalysisService({ createAnalyzer: countingAnalyzer(runs) });
});

afterEach(() => {
  analyses.dispose();
  vi.useRealTimers();
});

describe('HTML shell (webview-sample CSP pattern)', () => {
  it('allows scripts only by nonce and styles only from the extension (plus the nonce); nothing else', () => {
    expect(contentSecurityPolicy('https://webview.test', 'abc')).toBe(
      "default-src 'none'; script-src 'nonce-abc'; style-src https://webview.test 'nonce-abc'; img-src " +
        'https://webview.test data:; font-src https://webview.test',
    );
  });

  it('puts the nonce on the module script and the stylesheet, and has no inline script or style', () => {
    const html = settlementHtml({
      cspSource: 'https://webview.test',
      scriptUri: 'https://webview.test/ext/dist/webview.js',
      styleUri: 'https://webview.test/ext/media/settlement.css',
      nonce: 'N0NCE',
      title: 'Settlement',
    });
    expect(html).toContain(
      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'nonce-N0NCE'",
    );
    expect(html).toContain(
      '<script type="module" nonce="N0NCE" src="https://webview.test/ext/dist/webview.js"></script>',
    );
    expect(html).toContain(
      '<link rel="stylesheet" nonce="N0NCE" href="https://webview.test/ext/media/settlement.css">',
    );
    expect(html).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(html).not.toMatch(/style=/);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<scoresheet-settlement></scoresheet-settlement>');
  });

  it('uses a fresh 128-bit nonce per render', () => {
    const a = createNonce();
    const b = createNonce();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
    const webview = {
      cspSource: 'https://webview.test',
      asWebviewUri: (u: stub.Uri) => u,
    } as unknown as vscode.Webview;
    const nonces = [renderSettlementHtml(webview, EXT, 'S'), renderSettlementHtml(webview, EXT, 'S')].map(
      (h) => /nonce="([0-9a-f]+)"/.exec(h)![1],
    );
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("loads from the extension's dist/ and media/ only, scripts on, no retained context", () => {
    const o = settlementWebviewOptions(EXT);
    expect(o.enableScripts).toBe(true);
    expect(o.retainContextWhenHidden).toBe(false);
    expect(o.localResourceRoots!.map((u) => u.toString())).toEqual([
      'file:///ext/scoresheet/dist',
      'file:///ext/scoresheet/media',
    ]);
  });
});

describe('opening and following (Markdown preview model)', () => {
  it('registers the commands and the serializer for scoresheet.settlement', () => {
    const ctx = context();
    const all = registerSettlementView(ctx, analyses);
    for (const id of Object.values(SETTLEMENT_COMMANDS)) expect(stub.commands.has(id)).toBe(true);
    expect(serializers.has('scoresheet.settlement')).toBe(true);
    // The view's commands as one disposable; the table session shown on the view registers its own three (the
    // sessions, Start and Stop).
    expect(ctx.subscriptions).toContain(all);
    expect(ctx.subscriptions).toHaveLength(4);
  });

  it("registers the integration suite's state command only in an extension test run", async () => {
    registerSettlementView(context(), analyses);
    expect(stub.commands.has(SETTLEMENT_TEST_STATE_COMMAND)).toBe(false);
    stub.resetStub();
    const testRun = { ...context(), extensionMode: stub.ExtensionMode.Test } as vscode.ExtensionContext;
    registerSettlementView(testRun, analyses);
    const doc = scoreDoc('evening.score', EVENING);
    setActive(doc);
    await stub.commands.executeCommand('scoresheet.openSettlement');
    await created[0].webview.send({ type: 'ready' });
    const state = await stub.commands.executeCommand(SETTLEMENT_TEST_STATE_COMMAND);
    expect(state).toMatchObject([{ resource: doc.uri.toString(), locked: false }]);
  });

  it('can leave copy/export commands to the caller', () => {
    registerSettlementView(context(), analyses, { registerCopyExportCommands: false });
    expect(stub.commands.has('scoresheet.copySettlementMarkdown')).toBe(false);
    expect(stub.commands.has('scoresheet.openSettlement')).toBe(true);
  });

  it('opens beside the editor, posts nothing until the view is ready, then the model of the active file', async () => {
    registerSettlementView(context(), analyses);
    const doc = scoreDoc('evening.score', EVENING);
    setActive(doc);
    await stub.commands.executeCommand('scoresheet.openSettlementToSide');
    expect(created).toHaveLength(1);
    const panel = created[0];
    expect(panel.viewType).toBe('scoresheet.settlement');
    expect(panel.showOptions).toEqual({ viewColumn: -2, preserveFocus: true });
    expect(panel.webview.options.localResourceRoots).toHaveLength(2);
    expect(panel.title).toBe('Settlement: evening.score');
    expect(panel.webview.posted).toEqual([]);
    await panel.webview.send({ type: 'ready' });
    const [u] = updates(panel);
    expect(u.source).toBe(doc.uri.toString());
    expect(u.version).toBe(1);
    expect(u.locked).toBe(false);
    expect(u.model.title).toBe('Doppelkopf bei Clara');
    expect(u.model.names).toEqual(['Anna', 'Ben', 'Clara', 'Dora']);
    expect(u.model.rounds.map((r) => r.line)).toEqual([5, 9]);
    // Only what the view shows: no parse tree, no ranges, no breakdowns.
    expect(JSON.stringify(u)).not.toMatch(/"document"|"range"|"breakdown"/);
  });

  it('follows the active score editor unless locked; the lock shows in the title', async () => {
    registerSettlementView(context(), analyses);
    const a = scoreDoc('a.score', EVENING);
    const b = scoreDoc('b.score', OTHER);
    setActive(a);
    await stub.commands.executeCommand('scoresheet.openSettlement');
    const panel = created[0];
    await panel.webview.send({ type: 'ready' });
    setActive(b);
    await Promise.resolve();
    expect(updates(panel).at(-1)!.source).toBe(b.uri.toString());
    expect(updates(panel).at(-1)!.model.game).toBe('belote');

    await panel.webview.send({ type: 'toggleLock' });
    expect(panel.title).toBe('[Locked] Settlement: b.score');
    expect(panel.webview.posted.at(-1)).toEqual({ type: 'lock', locked: true });
    const before = updates(panel).length;
    setActive(a);
    await Promise.resolve();
    expect(updates(panel)).toHaveLength(before);

    // A plain text editor never steals an unlocked view either.
    await stub.commands.executeCommand('scoresheet.toggleSettlementLock');
    expect(panel.title).toBe('Settlement: a.score');
    const txt = stub.createDocument('hello', { uri: stub.Uri.file('/work/notes.txt'), languageId: 'plaintext' });
    setActive(txt);
    await Promise.resolve();
    expect(updates(panel).at(-1)!.source).toBe(a.uri.toString());
  });

  it('renders when the view is ready, then once per pause in typing, with the newest version', async () => {
    vi.useFakeTimers();
    const { doc, panel } = await openEvening(EVENING);
    expect(updates(panel)).toHaveLength(1);

    for (let i = 0; i < 5; i++) {
      doc.setText(doc.getText() + `\n# note ${i}`);
      stub.events.change.fire({ document: doc, contentChanges: [] });
      await vi.advanceTimersByTimeAsync(50);
    }
    // 250 ms in, the last keystroke 50 ms ago: still typing.
    expect(updates(panel)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    // The analysis is published (diagnostics); the view's model is built in a task of its own right after.
    await vi.advanceTimersByTimeAsync(1);
    expect(updates(panel)).toHaveLength(2);
    expect(updates(panel)[1].version).toBe(6);
    // One analysis for the open view, one for the pause: none per keystroke.
    expect(runs.count).toBe(2);

    // A change event without a new version (e.g. a dirty-state flip) costs nothing.
    const analysed = runs.count;
    stub.events.change.fire({ document: doc, contentChanges: [] });
    await vi.advanceTimersByTimeAsync(400);
    expect(updates(panel)).toHaveLength(2);
    expect(runs.count).toBe(analysed);
  });

  it('while typing, the season follows once typing pauses for a second; opening sends it at once', async () => {
    vi.useFakeTimers();
    const seasons = (p: FakePanel) => p.webview.posted.filter((m) => (m as HostMessage).type === 'season').length;
    const { doc, panel } = await openEvening(EVENING);
    await vi.advanceTimersByTimeAsync(0);
    expect([updates(panel).length, seasons(panel)]).toEqual([1, 1]);
    for (let i = 0; i < 2; i++) {
      doc.setText(doc.getText() + `\n# note ${i}`);
      stub.events.change.fire({ document: doc, contentChanges: [] });
      // The debounce (150 ms) and the view's own task: the evening is updated, its season not yet.
      await vi.advanceTimersByTimeAsync(200);
      expect([updates(panel).length, seasons(panel)]).toEqual([2 + i, 1]);
    }
    // The last update came about 50 ms ago (150 ms after the last keystroke).
    await vi.advanceTimersByTimeAsync(SEASON_AFTER_EDIT_MS - 100);
    expect(seasons(panel)).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(seasons(panel)).toBe(2);
  });

  it('re-sends the model when the hidden view comes back (retainContextWhenHidden is off)', async () => {
    registerSettlementView(context(), analyses);
    setActive(scoreDoc('evening.score', EVENING));
    await stub.commands.executeCommand('scoresheet.openSettlement');
    const panel = created[0];
    await panel.webview.send({ type: 'ready' });
    panel.setVisible(false);
    panel.setVisible(true);
    await panel.webview.send({ type: 'ready' });
    expect(updates(panel)).toHaveLength(2);
  });
});

/** The document saved as `text`: the analysis service publishes at once; the panel renders in the next task. */
async function saveAs(doc: stub.StubDocument, text: string): Promise<void> {
  doc.setText(text);
  stub.events.save.fire(doc);
  await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('updates of a long sheet: only what changed, one in flight, the working on request', () => {
  it('after an edit in round 2, posts only the changed rows, against the version the view holds', async () => {
    const { doc, panel } = await openEvening(EVENING);
    await saveAs(doc, EVENING.replace('cards re 140', 'cards re 100'));
    const [full, change] = updates(panel);
    expect(full.keep).toBeUndefined();
    expect(full.model.rounds).toHaveLength(2);
    expect(change.version).toBe(2);
    expect(change.base).toBe(1);
    expect(change.keep).toBe(1);
    expect(change.tail).toBe(0);
    // Round 2 by hand: Re (Ben, Dora) 100 is lost (Kontra 140); Kontra wins 1, gegen die Alten 1: Ben and Dora −2.
    expect(change.model.rounds.map((r) => r.index)).toEqual([2]);
    expect(change.model.rounds[0].points).toEqual([2, -2, 2, -2]);
    // Only the rows are cut: the rest of the model comes whole.
    expect(change.model.names).toEqual(['Anna', 'Ben', 'Clara', 'Dora']);

    // Other players: every row means something else, so the whole model is posted.
    await saveAs(doc, doc.getText().replace('players Anna Ben Clara Dora', 'players Anna Ben Clara Dora Emil'));
    const last = updates(panel).at(-1)!;
    expect(last.version).toBe(3);
    expect(last.keep).toBeUndefined();
    expect(last.model.rounds).toHaveLength(2);

    // A note in round 1 (its rows' lines stay; nothing scores differently): no row changes, none is posted.
    await saveAs(doc, doc.getText().replace('  cards re 151', '  cards re 151 # checked'));
    const quiet = updates(panel).at(-1)!;
    expect(quiet.version).toBe(4);
    expect([quiet.keep, quiet.tail, quiet.model.rounds.length]).toEqual([2, 0, 0]);
  });

  it('an edit in the middle round of three posts that round alone', async () => {
    registerSettlementView(context(), analyses);
    const three = EVENING + '\nround 3\n  re Anna Ben\n  cards re 151\n';
    const doc = scoreDoc('evening.score', three);
    setActive(doc);
    await stub.commands.executeCommand('scoresheet.openSettlement');
    const panel = created[0];
    await panel.webview.send({ type: 'ready' });
    // Round 2's Re party written the other way round: the same score, so round 3's line and totals stay.
    await saveAs(doc, three.replace('  re Ben Dora\n', '  re Dora Ben\n'));
    const change = updates(panel).at(-1)!;
    expect([change.keep, change.tail]).toEqual([1, 1]);
    expect(change.model.rounds.map((r) => [r.index, r.detail?.game === 'doppelkopf' && r.detail.re])).toEqual([
      [2, ['Dora', 'Ben']],
    ]);
  });

  it('a fresh view (ready) always gets the whole model', async () => {
    const { doc, panel } = await openEvening(EVENING);
    await saveAs(doc, EVENING.replace('cards re 140', 'cards re 100'));
    await panel.webview.send({ type: 'ready' });
    const last = updates(panel).at(-1)!;
    expect(last.keep).toBeUndefined();
    expect(last.model.rounds.map((r) => r.index)).toEqual([1, 2]);
  });

  it('keeps one update in flight: analyses meanwhile end in one update of the newest version', async () => {
    const { doc, panel } = await openEvening(EVENING);
    // The view takes its time to receive the next update.
    let deliver = (): void => undefined;
    const post = panel.webview.postMessage.bind(panel.webview);
    panel.webview.postMessage = (m: unknown) => {
      const sent = post(m);
      if ((m as HostMessage).type !== 'update') return sent;
      return new Promise<boolean>((resolve) => (deliver = () => resolve(true)));
    };
    await saveAs(doc, EVENING + '\n# a');
    await saveAs(doc, EVENING + '\n# b');
    await saveAs(doc, EVENING + '\n# c');
    expect(updates(panel).map((u) => u.version)).toEqual([1, 2]);
    deliver();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(updates(panel).map((u) => u.version)).toEqual([1, 2, 4]);
  });

  it('builds no model while the view is hidden; shown again, the view gets the newest', async () => {
    const { doc, panel } = await openEvening(EVENING);
    panel.setVisible(false);
    await saveAs(doc, EVENING + '\n# a');
    expect(updates(panel)).toHaveLength(1);
    panel.setVisible(true);
    await panel.webview.send({ type: 'ready' });
    expect(updates(panel).map((u) => u.version)).toEqual([1, 2]);
  });

  it("answers explainRound with the round's working from the analysis the view's model came from", async () => {
    const { doc, panel } = await openEvening(EVENING);
    expect(JSON.stringify(updates(panel)[0])).not.toContain('"working"');
    const source = doc.uri.toString();
    await panel.webview.send({ type: 'explainRound', source, block: 0, version: 1, index: 2 });
    const answer = panel.webview.posted.at(-1) as Extract<HostMessage, { type: 'roundWorking' }>;
    expect(answer).toMatchObject({ type: 'roundWorking', source, block: 0, version: 1, index: 2 });
    // Round 2 is on line 10: Re (Ben, Dora) take 140 of 240 and win; Kontra has 100, so no unter 90: worth 1.
    expect(answer.working).toContain('Round 2 (line 10): Re (Ben, Dora) 140:100 won');
    expect(answer.working).toContain('= Re 1');
    // No such round: an answer without a working (the row keeps its plain tooltip).
    await panel.webview.send({ type: 'explainRound', source, block: 0, version: 1, index: 3 });
    expect(panel.webview.posted.at(-1)).toEqual({ type: 'roundWorking', source, block: 0, version: 1, index: 3 });
    // Another document than the one shown: no answer.
    const before = panel.webview.posted.length;
    await panel.webview.send({ type: 'explainRound', source: 'file:///other.score', version: 1, index: 1 });
    expect(panel.webview.posted).toHaveLength(before);
  });
});

describe('Markdown files with several ```score blocks: the view shows the block under the cursor', () => {
  // Lines: 0 heading, 1 blank, 2 fence, 3–7 block 1 (Doppelkopf), 8 fence, 9 blank, 10 prose, 11 blank, 12 fence, 13–20
  // block 2 (Belote, round at 16), 21 fence.
  const GUIDE = [
    '# Two evenings',
    '',
    '```score',
    'game doppelkopf',
    'players Anna Ben Clara Dora',
    'round',
    '  re Anna Clara',
    '  cards re 151',
    '```',
    '',
    'And a Belote deal:',
    '',
    '```score',
    ...OTHER.trimEnd().split('\n'),
    '```',
    '',
  ].join('\n');

  function guide(): stub.StubDocument {
    const doc = stub.createDocument(GUIDE, { uri: stub.Uri.file('/work/guide.md'), languageId: 'markdown' });
    stub.workspace.textDocuments.push(doc);
    return doc;
  }

  async function openOn(doc: stub.StubDocument, line: number): Promise<FakePanel> {
    registerSettlementView(context(), analyses);
    setActive(doc);
    moveCursor(doc, line);
    await stub.commands.executeCommand('scoresheet.openSettlementToSide');
    const panel = created[0];
    await panel.webview.send({ type: 'ready' });
    return panel;
  }

  it('opens on the block the cursor is in, named after the file and the block', async () => {
    const doc = guide();
    const panel = await openOn(doc, 15);
    const [u] = updates(panel);
    expect(u.block).toBe(1);
    expect(u.model.game).toBe('belote');
    expect(u.model.fileName).toBe('guide.md › block 2');
    // Round lines are Markdown-file lines, so reveal lands in the right place.
    expect(u.model.rounds[0].line).toBe(16);
  });

  it(
    'switches blocks when only the cursor moves (no edit), ' + 'at once, and stays put in the prose between blocks',
    async () => {
      const doc = guide();
      const panel = await openOn(doc, 4);
      expect(updates(panel).map((u) => u.model.game)).toEqual(['doppelkopf']);

      moveCursor(doc, 16);
      await Promise.resolve();
      expect(updates(panel).map((u) => [u.block, u.model.game])).toEqual([
        [0, 'doppelkopf'],
        [1, 'belote'],
      ]);
      expect(updates(panel)[1].version).toBe(updates(panel)[0].version);

      // Within the same block, in prose, or on a fence line: nothing new is posted.
      moveCursor(doc, 17);
      moveCursor(doc, 10);
      moveCursor(doc, 0);
      await Promise.resolve();
      expect(updates(panel)).toHaveLength(2);

      moveCursor(doc, 6);
      await Promise.resolve();
      expect(updates(panel).at(-1)!.block).toBe(0);
      expect(updates(panel).at(-1)!.model.game).toBe('doppelkopf');
    },
  );

  it(
    'keeps the block while typing elsewhere, and a locked ' + 'view still follows the cursor inside its own file',
    async () => {
      vi.useFakeTimers();
      const doc = guide();
      const panel = await openOn(doc, 14);
      await panel.webview.send({ type: 'toggleLock' });
      doc.setText(doc.getText() + '\nMore prose.');
      stub.events.change.fire({ document: doc, contentChanges: [] });
      await vi.advanceTimersByTimeAsync(400);
      expect(updates(panel).map((u) => u.block)).toEqual([1, 1]);
      moveCursor(doc, 5);
      await vi.advanceTimersByTimeAsync(0);
      expect(updates(panel).at(-1)!.block).toBe(0);
      expect(updates(panel).at(-1)!.locked).toBe(true);
    },
  );

  it(
    'copy and export from the view use the block it ' + 'shows, even with the view focused (no active editor)',
    async () => {
      const doc = guide();
      const panel = await openOn(doc, 15);
      setActive(undefined);
      await panel.webview.send({ type: 'copyMarkdown', source: doc.uri.toString() });
      expect(copied()).toContain('Nord-Süd');
      expect(copied()).not.toContain('Anna');
    },
  );

  it('comes back on the same block after a reload', async () => {
    registerSettlementView(context(), analyses);
    const doc = guide();
    const revived = new FakePanel('scoresheet.settlement', 'old', { viewColumn: 2 }, {});
    const state: ViewState = { protocol: 1, source: doc.uri.toString(), block: 1, locked: false, scrollY: 0 };
    await (serializers.get('scoresheet.settlement') as vscode.WebviewPanelSerializer).deserializeWebviewPanel(
      revived as unknown as vscode.WebviewPanel,
      state,
    );
    await revived.webview.send({ type: 'ready' });
    expect(updates(revived)[0].model.game).toBe('belote');
  });

  it('a Markdown file without score blocks does not take the view', async () => {
    const doc = scoreDoc('evening.score', EVENING);
    const panel = await openOn(doc, 0);
    const notes = stub.createDocument('# Notes\n\nNothing to score.', {
      uri: stub.Uri.file('/work/notes.md'),
      languageId: 'markdown',
    });
    stub.workspace.textDocuments.push(notes);
    setActive(notes);
    moveCursor(notes, 2);
    await Promise.resolve();
    expect(updates(panel).every((u) => u.source === doc.uri.toString())).toBe(true);
  });
});

describe('messages from the view', () => {
  it('reveal: shows the document with the cursor on the round line', async () => {
    const { doc, panel } = await openEvening(EVENING, 'scoresheet.openSettlementToSide');
    await panel.webview.send({ type: 'reveal', source: doc.uri.toString(), line: 9 });
    expect(shown).toHaveLength(1);
    expect(shown[0].uri).toBe(doc.uri.toString());
    expect(shown[0].viewColumn).toBe(1); // the column already showing the file
    expect((shown[0].selection as stub.Selection).start).toEqual(new stub.Position(9, 0));
  });

  it('ignores malformed messages', async () => {
    registerSettlementView(context(), analyses);
    setActive(scoreDoc('evening.score', EVENING));
    await stub.commands.executeCommand('scoresheet.openSettlement');
    const panel = created[0];
    await panel.webview.send({ type: 'reveal', source: 'file:///x', line: -1 });
    await panel.webview.send({ type: 'nope' });
    expect(shown).toHaveLength(0);
  });

  it("copyMarkdown puts the CLI's Markdown settlement on the clipboard", async () => {
    registerSettlementView(context(), analyses);
    const doc = scoreDoc('evening.score', EVENING);
    setActive(doc);
    await stub.commands.executeCommand('scoresheet.openSettlement');
    const panel = created[0];
    await panel.webview.send({ type: 'copyMarkdown', source: doc.uri.toString() });
    expect(copied()).toContain('# Doppelkopf bei Clara');
    expect(copied()).toContain('Who pays whom');
    expect(stub.messages().at(-1)).toEqual({ level: 'info', text: 'Settlement copied as Markdown.' });
  });

  it("exportCsv writes the CLI's CSV where the user chose", async () => {
    registerSettlementView(context(), analyses);
    const doc = scoreDoc('evening.score', EVENING);
    setActive(doc);
    stub.window.showSaveDialog.mockResolvedValue(stub.Uri.file('/work/evening.csv'));
    await stub.commands.executeCommand('scoresheet.exportSettlementCsv');
    const csv = stub.written('file:///work/evening.csv');
    expect(csv).toBeDefined();
    expect(csv).toContain('Anna');
  });
});

describe('Markdown and CSV in VS Code’s display language', () => {
  it('German: the copied Markdown speaks German, the CSV has `;` and the decimal comma', async () => {
    stub.env.language = 'de';
    try {
      registerSettlementView(context(), analyses);
      const doc = scoreDoc('evening.score', EVENING);
      setActive(doc);
      await stub.commands.executeCommand('scoresheet.openSettlement');
      await created[0].webview.send({ type: 'copyMarkdown', source: doc.uri.toString() });
      expect(copied()).toContain('Wer zahlt wem');
      expect(copied()).not.toContain('Who pays whom');
      stub.window.showSaveDialog.mockResolvedValue(stub.Uri.file('/work/abend.csv'));
      await stub.commands.executeCommand('scoresheet.exportSettlementCsv');
      const csv = String(stub.written('file:///work/abend.csv'));
      // (The stub decodes what is written, which drops the byte order mark; src/report's tests hold that.)
      expect(csv.split('\n')[0]).toContain(';');
      expect(csv).toMatch(/\d,\d\d/);
    } finally {
      stub.env.language = 'en';
    }
  });
});

describe('restore after reload (WebviewPanelSerializer)', () => {
  it('resets the options, renders fresh HTML and reopens the saved file with its lock', async () => {
    registerSettlementView(context(), analyses);
    const doc = scoreDoc('evening.score', EVENING);
    const revived = new FakePanel(
      'scoresheet.settlement',
      'old',
      { viewColumn: 2 },
      { enableScripts: false, localResourceRoots: [stub.Uri.file('/')] },
    );
    const state: ViewState = { protocol: 1, source: doc.uri.toString(), locked: true, scrollY: 420 };
    const serializer = serializers.get('scoresheet.settlement') as vscode.WebviewPanelSerializer;
    await serializer.deserializeWebviewPanel(revived as unknown as vscode.WebviewPanel, state);
    expect(revived.webview.options.enableScripts).toBe(true);
    expect((revived.webview.options.localResourceRoots as stub.Uri[]).map(String)).toEqual([
      'file:///ext/scoresheet/dist',
      'file:///ext/scoresheet/media',
    ]);
    expect(revived.webview.html).toContain("default-src 'none'");
    expect(revived.title).toBe('[Locked] Settlement: evening.score');
    await revived.webview.send({ type: 'ready' });
    const [u] = updates(revived);
    expect(u.source).toBe(doc.uri.toString());
    expect(u.locked).toBe(true);
  });

  it('disposing the panel releases it: the next open creates a new one', async () => {
    registerSettlementView(context(), analyses);
    setActive(scoreDoc('evening.score', EVENING));
    await stub.commands.executeCommand('scoresheet.openSettlement');
    created[0].dispose();
    await stub.commands.executeCommand('scoresheet.openSettlement');
    expect(created).toHaveLength(2);
  });
});
