// The language server answers from the language service the extension uses: its documents analysed incrementally
// (range edits, once per version) and its diagnostics published after the editor's debounce. In this process over a
// stream pair, on a fake clock: no real time passes, and a request's answer says that every notification sent before
// it was handled (the connection handles messages in order).

import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import { createConnection, type Diagnostic } from 'vscode-languageserver/node';
import { analyzeScore } from '../../src/analysis/analyze';
import { startServer, toDiagnostic } from '../../src/lsp/server';
import { FakeTimer } from '../helpers/fakeTimer';

const timer = new FakeTimer();
const toServer = new PassThrough();
const toClient = new PassThrough();
startServer(createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(toClient)), 'en', { timer });
const client = createMessageConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
const published: { uri: string; version?: number; diagnostics: Diagnostic[] }[] = [];
client.onNotification('textDocument/publishDiagnostics', (p: (typeof published)[number]) => void published.push(p));
client.listen();

afterAll(() => {
  client.dispose();
  toServer.end();
  toClient.end();
});

const URI = 'file:///work/evening.score';
// Round 1: Re (Anna, Clara) 151 → won 1 + unter 90 1 = 2 each; the stated 3s are a score-mismatch on line 6.
// Round 2: Re (Ben, Dora) with 120 loses (Re needs 121): the stated win is a score-mismatch on line 11.
const EVENING = `game doppelkopf
players Anna Ben Clara Dora

round 1
  re Anna Clara
  cards re 151
  score Anna +3 Ben -3 Clara +3 Dora -3

round 2
  re Ben Dora
  cards re 120
  score Anna -2 Ben +2 Clara -2 Dora +2
`;

/** Every notification sent before this was handled once it returns (a request answered after them). */
const handled = () =>
  client.sendRequest('textDocument/hover', { textDocument: { uri: URI }, position: { line: 0, character: 0 } });
const change = (version: number, line: number, from: number, to: number, text: string) =>
  client.sendNotification('textDocument/didChange', {
    textDocument: { uri: URI, version },
    contentChanges: [{ range: { start: { line, character: from }, end: { line, character: to } }, text }],
  });

describe('scoresheet lsp: the language service’s analysis and debounce', () => {
  it('publishes at once on open; a burst of edits once after the debounce, as a fresh analysis', async () => {
    await client.sendRequest('initialize', { processId: null, rootUri: null, capabilities: {} });
    await client.sendNotification('initialized', {});
    await client.sendNotification('textDocument/didOpen', {
      textDocument: { uri: URI, languageId: 'score', version: 1, text: EVENING },
    });
    await handled();
    expect(published.map((p) => [p.version, p.diagnostics.map((d) => [d.code, d.range.start.line])])).toEqual([
      [
        1,
        [
          ['score-mismatch', 6],
          ['score-mismatch', 11],
        ],
      ],
    ]);
    // A line inserted in round 1 (round 2 moves down), round 2's cards made 119 (still lost), round 1's score
    // corrected: three versions, typed within the debounce. Round 2's problem is left, a line lower.
    await change(2, 4, 0, 0, '  # dealt by Dora\n');
    await change(3, 11, 11, 14, '119');
    await change(4, 7, 8, 39, 'Anna +2 Ben -2 Clara +2 Dora -2');
    await handled();
    timer.advance(149);
    await handled();
    expect(published).toHaveLength(1);
    timer.advance(1);
    await handled();
    // One notification, of the newest version: versions 2 and 3 were never published.
    expect(published.map((p) => p.version)).toEqual([1, 4]);
    const text = EVENING.replace('round 1\n', 'round 1\n  # dealt by Dora\n')
      .replace('cards re 120', 'cards re 119')
      .replace('+3 Ben -3 Clara +3 Dora -3', '+2 Ben -2 Clara +2 Dora -2');
    const fresh = analyzeScore(text).problems.map((p) => toDiagnostic(p));
    expect(fresh.map((d) => [d.code, d.range.start.line])).toEqual([['score-mismatch', 12]]);
    expect(published[1].diagnostics).toEqual(fresh);
    // What the hover reads is that text too: round 2's `round` line is now line 9, lost by Re.
    const hover = await client.sendRequest<{ contents: { value: string } }>('textDocument/hover', {
      textDocument: { uri: URI },
      position: { line: 9, character: 0 },
    });
    expect(hover.contents.value).toMatch(/^\*\*Round 2\*\* · Re \(Ben, Dora\) 119:121 lost/);
  });

  it('a change still waiting when the document closes is dropped: the close clears the diagnostics', async () => {
    published.length = 0;
    await change(5, 0, 0, 0, '# the evening\n');
    await client.sendNotification('textDocument/didClose', { textDocument: { uri: URI } });
    await handled();
    timer.advance(1000);
    await handled();
    expect(published).toEqual([{ uri: URI, diagnostics: [] }]);
    expect(timer.pending).toBe(0);
  });
});
