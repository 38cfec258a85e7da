// The settlement panel's Tournament tab, host side: a list of a tournament folder (or its tournament.score) gets the
// tournament as the standings component draws it, again whenever a list of it changes (typed, once the analysis is
// in), none outside a tournament; the Projector command asks the view for the projector. The folder is
// examples/turnier-2026, read through an in-memory folder access as VS Code's file system would read it.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as vscode from 'vscode';
import * as stub from '../helpers/vscodeStub';
import { AnalysisService } from '../../src/extension/analysisService';
import type { FolderAccess } from '../../src/language/service';
import type { HostMessage } from '../../src/protocol';
import { registerSettlementView, SETTLEMENT_COMMANDS } from '../../src/extension/settlement';
import { inTournamentFolder } from '../../src/extension/settlement/settlementPanel';
import { editorDocument } from '../../src/extension/documents';
import { created, FakePanel, resetFakes } from './fakeWebview';

vi.mock('vscode', async () => {
  const base = await import('../helpers/vscodeStub');
  const fakes = await import('./fakeWebview');
  return fakes.vscodeWithWebviews(base);
});

const EXT = stub.Uri.file('/ext/scoresheet') as unknown as vscode.Uri;
const EXAMPLE = join(__dirname, '../../examples/turnier-2026');
const NAMES = [
  'tournament.score',
  'serie-1/tisch-1.score',
  'serie-1/tisch-2.score',
  'serie-2/tisch-1.score',
  'serie-2/tisch-2.score',
];
const FILES = Object.fromEntries(NAMES.map((n) => [n, readFileSync(join(EXAMPLE, n), 'utf8')]));
const uriOf = (name: string) => stub.Uri.file(`/work/turnier/${name}`).toString();

/** The folder's files by address, listed and read as VS Code's file system would. */
function memoryFolder(files: Record<string, string>, gate?: Promise<void>): FolderAccess {
  const byUri = new Map(Object.entries(files).map(([name, text]) => [uriOf(name), text]));
  return {
    async list(folder) {
      await gate;
      const prefix = `${folder}/`;
      const names = new Map<string, boolean>();
      for (const uri of byUri.keys())
        if (uri.startsWith(prefix)) {
          const [first, ...more] = uri.slice(prefix.length).split('/');
          names.set(first, more.length > 0);
        }
      if (names.size === 0) return undefined;
      return [...names].map(([name, folder]) => ({ uri: prefix + name, name, folder }));
    },
    async read(uri) {
      return byUri.get(uri);
    },
  };
}

function scoreDoc(path: string, text: string): stub.StubDocument {
  const doc = stub.createDocument(text, { uri: stub.Uri.file(path), languageId: 'score' });
  stub.workspace.textDocuments.push(doc);
  stub.events.open?.fire(doc);
  return doc;
}

function setActive(doc: stub.StubDocument): void {
  stub.window.activeTextEditor = { document: doc, selection: new stub.Selection(0, 0, 0, 0) };
  (stub.window as unknown as { visibleTextEditors: unknown[] }).visibleTextEditors = [{ document: doc, viewColumn: 1 }];
  stub.events.activeEditor.fire(stub.window.activeTextEditor);
}

type TournamentMessage = Extract<HostMessage, { type: 'tournament' }>;
const tournaments = (p: FakePanel) =>
  p.webview.posted.filter((m): m is TournamentMessage => (m as HostMessage).type === 'tournament');
/** Each standing as `rank name key`, the key being the placement points, signed (− is U+2212). */
const table = (m: TournamentMessage | undefined) =>
  m?.tournament?.standings.map((s) => `${s.rank}${s.shared ? '=' : ''} ${s.name} ${s.key}`);

let analyses: AnalysisService;

beforeEach(() => {
  stub.resetStub();
  resetFakes();
  analyses = new AnalysisService({ folders: memoryFolder(FILES) });
});

afterEach(() => {
  analyses.dispose();
});

async function openOn(doc: stub.StubDocument): Promise<FakePanel> {
  registerSettlementView({ extensionUri: EXT, subscriptions: [] } as unknown as vscode.ExtensionContext, analyses);
  setActive(doc);
  await stub.commands.executeCommand(SETTLEMENT_COMMANDS.open);
  const panel = created[0];
  await panel.webview.send({ type: 'ready' });
  return panel;
}

// Worked by hand from examples/turnier-2026 (placement points 4er 3 1 -1 -3, 5er 4 2 0 -2 -4, shared places
// averaged; tie-breaks: points, then best series):
//   series 1, table 1 (Anna -2, Ben 0, Clara 0, Dora 2): Dora 3, Ben and Clara share 2nd/3rd (1 + -1)/2 = 0, Anna -3
//   series 1, table 2 (Emil 1, Fritz 0, Gerd -1, Hanna 1, Ilse -1): Emil, Hanna (4 + 2)/2 = 3, Fritz 0, Gerd, Ilse -3
//   series 2, table 1 (Ben 3, Clara 1, Emil 0, Gerd -5, Ilse 1): Ben 4, Clara, Ilse (2 + 0)/2 = 1, Emil -2, Gerd -4
//   series 2, table 2 (Anna 5, Fritz 5, Hanna -5, Dora -5): Anna, Fritz (3 + 1)/2 = 2, Hanna, Dora -2
// Sums: Ben 4, Fritz 2, Clara 1 (points 1, best series 1), Dora 1 (points -3), Emil 1 (points 1, best series 3),
// Hanna 1 (points -4), Anna -1, Ilse -2, Gerd -7. Emil is before Clara on the best series.
const BEFORE = [
  '1 Ben +4',
  '2 Fritz +2',
  '3 Emil +1',
  '4 Clara +1',
  '5 Dora +1',
  '6 Hanna +1',
  '7 Anna −1',
  '8 Ilse −2',
  '9 Gerd −7',
];

describe('Tournament tab (host)', () => {
  it('a list of the folder gets the standings; typing into it sends them again, changed', async () => {
    const doc = scoreDoc('/work/turnier/serie-1/tisch-1.score', FILES['serie-1/tisch-1.score']);
    const panel = await openOn(doc);
    await vi.waitFor(() => expect(tournaments(panel).length).toBeGreaterThan(0));
    const first = tournaments(panel).at(-1)!;
    expect(first.source).toBe(uriOf('serie-1/tisch-1.score'));
    expect(table(first)).toEqual(BEFORE);
    expect(first.tournament!.series.map((s) => s.tables.map((t) => t.file))).toEqual([
      ['serie-1/tisch-1.score', 'serie-1/tisch-2.score'],
      ['serie-2/tisch-1.score', 'serie-2/tisch-2.score'],
    ]);
    expect(first.tournament!.series.map((s) => s.missing)).toEqual([[], []]);
    expect(Number.isNaN(Date.parse(first.updatedAt!))).toBe(false);

    // Game 4 won by Ben and Dora for 3 instead of 2: Anna -3, Ben 1, Clara -1, Dora 3 (the `stand` line now
    // disagrees: an error of the list, which still counts). Places 4 1 3 ... : Dora 3, Ben 1, Clara -1, Anna -3;
    // so Ben 1 + 4 = 5, Clara -1 + 1 = 0, Anna -3 + 2 = -1, Dora 3 - 2 = 1 (points 3 - 5 = -2, before Hanna -4).
    const sent = tournaments(panel).length;
    doc.setText(doc.getText().replace('gewonnen Ben Dora 2', 'gewonnen Ben Dora 3'));
    stub.events.change.fire({ document: doc, contentChanges: [] });
    const AFTER = [
      '1 Ben +5',
      '2 Fritz +2',
      '3 Emil +1',
      '4 Dora +1',
      '5 Hanna +1',
      '6 Clara 0',
      '7 Anna −1',
      '8 Ilse −2',
      '9 Gerd −7',
    ];
    // On a busy machine a send of the standings before the change (the folder's other lists read) can come after
    // `sent` was counted: wait for the changed standings to be the last sent, not merely for one more send.
    await vi.waitFor(
      () => {
        expect(tournaments(panel).length).toBeGreaterThan(sent);
        expect(table(tournaments(panel).at(-1)!)).toEqual(AFTER);
      },
      { timeout: 10_000 },
    );
    const after = tournaments(panel).at(-1)!;
    expect(after.tournament!.series[0].tables[0].errors).toBeGreaterThan(0);
  });

  it('a list shown before its folder is read is shown again, with the game tournament.score hands down', async () => {
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    analyses.dispose();
    analyses = new AnalysisService({ folders: memoryFolder(FILES, gate) });
    const doc = scoreDoc('/work/turnier/serie-1/tisch-1.score', FILES['serie-1/tisch-1.score']);
    const panel = await openOn(doc);
    const updates = () =>
      panel.webview.posted.filter(
        (m): m is Extract<HostMessage, { type: 'update' }> => (m as HostMessage).type === 'update',
      );
    await vi.waitFor(() => expect(updates().length).toBe(1));
    // Not read yet: the list alone has no game line.
    expect(updates()[0].model.game).toBeUndefined();
    open();
    // The same version, analysed again under `game doppelkopf`: the view gets it, then the tournament.
    await vi.waitFor(() => expect(updates().at(-1)!.model.game).toBe('doppelkopf'));
    expect(updates().at(-1)!.version).toBe(updates()[0].version);
    await vi.waitFor(() => expect(table(tournaments(panel).at(-1))).toEqual(BEFORE));
  });

  it('tournament.score, which is no sheet, shows its tournament after noDocument', async () => {
    const doc = scoreDoc('/work/turnier/tournament.score', FILES['tournament.score']);
    const panel = await openOn(doc);
    await vi.waitFor(() => expect(tournaments(panel).length).toBeGreaterThan(0));
    const types = panel.webview.posted.map((m) => (m as HostMessage).type);
    expect(types.lastIndexOf('noDocument')).toBeLessThan(types.lastIndexOf('tournament'));
    expect(table(tournaments(panel).at(-1))).toEqual(BEFORE);
  });

  it('a sheet outside a tournament gets no tournament message', async () => {
    const doc = scoreDoc(
      '/work/evening.score',
      'game doppelkopf\nplayers A B C D\n\nround 1\n  re A B\n  cards re 151\n',
    );
    const panel = await openOn(doc);
    await vi.waitFor(() => expect(panel.webview.posted.some((m) => (m as HostMessage).type === 'update')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(tournaments(panel)).toEqual([]);
  });

  it('the Projector command asks the view for the projector once it has the tournament', async () => {
    const doc = scoreDoc('/work/turnier/serie-2/tisch-2.score', FILES['serie-2/tisch-2.score']);
    const panel = await openOn(doc);
    await vi.waitFor(() => expect(tournaments(panel).length).toBeGreaterThan(0));
    await stub.commands.executeCommand(SETTLEMENT_COMMANDS.tournamentProjector);
    expect(panel.webview.posted.at(-1)).toEqual({ type: 'projector', on: true });
  });

  it('the Projector command on a sheet of no tournament is not kept for the next sheet shown', async () => {
    const doc = scoreDoc(
      '/work/evening.score',
      'game doppelkopf\nplayers A B C D\n\nround 1\n  re A B\n  cards re 151\n',
    );
    const panel = await openOn(doc);
    await vi.waitFor(() => expect(panel.webview.posted.some((m) => (m as HostMessage).type === 'update')).toBe(true));
    await stub.commands.executeCommand(SETTLEMENT_COMMANDS.tournamentProjector);
    await analyses.language.tournamentReady(editorDocument(doc as unknown as vscode.TextDocument));
    await new Promise((r) => setTimeout(r, 0));
    // Then a list of the tournament is followed: its tournament comes, the projector does not.
    setActive(scoreDoc('/work/turnier/serie-1/tisch-2.score', FILES['serie-1/tisch-2.score']));
    await vi.waitFor(() => expect(tournaments(panel).length).toBeGreaterThan(0));
    expect(panel.webview.posted.filter((m) => (m as HostMessage).type === 'projector')).toEqual([]);
  });

  it('a folder change concerns the lists of the folder and one folder down only', () => {
    const root = 'file:///work/turnier';
    expect(inTournamentFolder(`${root}/tournament.score`, root)).toBe(true);
    expect(inTournamentFolder(`${root}/serie-1/tisch-1.score`, root)).toBe(true);
    expect(inTournamentFolder(`${root}/a/b/c.score`, root)).toBe(false);
    expect(inTournamentFolder('file:///work/turnier-2/x.score', root)).toBe(false);
  });
});
