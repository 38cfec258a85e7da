// The language server's hover in this process (a stream pair instead of stdio): names that would be a remote image,
// a link or HTML in Markdown read as text (security review 2026-12, F8).

import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import { createConnection } from 'vscode-languageserver/node';
import { startServer } from '../../src/lsp/server';

const toServer = new PassThrough();
const toClient = new PassThrough();
startServer(createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(toClient)));
const client = createMessageConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
client.listen();

afterAll(() => {
  client.dispose();
  toServer.end();
  toClient.end();
});

const URI = 'file:///work/evening.score';
const TEXT = `game doppelkopf
players "![x](https://host/p.png)" "<img src=x>" "[x](javascript:alert(1))" "**Dora**"

round 1
  re "![x](https://host/p.png)" "<img src=x>"
  cards re 151
`;

describe('hover over stdio-like streams (review F8, I16)', () => {
  it('the round’s working names the players as text', async () => {
    await client.sendRequest('initialize', { processId: null, rootUri: null, capabilities: {} });
    await client.sendNotification('initialized', {});
    await client.sendNotification('textDocument/didOpen', {
      textDocument: { uri: URI, languageId: 'score', version: 1, text: TEXT },
    });
    const hover = await client.sendRequest<{ contents: { kind: string; value: string } }>('textDocument/hover', {
      textDocument: { uri: URI },
      position: { line: 3, character: 2 },
    });
    expect(hover.contents.kind).toBe('markdown');
    const md = hover.contents.value;
    expect(md).toContain('| !\\[x\\](https\\://host/p.png) | +2 | 2 |');
    expect(md).toContain('| &lt;img src=x&gt; | +2 | 2 |');
    expect(md).toContain('| \\*\\*Dora\\*\\* | -2 | -2 |');
    expect(md).not.toMatch(/(?<!\\)\]\(|<[a-z/]|(?<!\\)\*\*Dora/);
  });
});
