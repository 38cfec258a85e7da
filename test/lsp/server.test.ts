// `scoresheet lsp` driven over stdio as an editor would: raw JSON-RPC with Content-Length framing, against the bundled
// CLI. Shows a diagnostic, a code action, a hover, completion, formatting and symbols, in .score and Markdown; and
// what the server does before `initialize`.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledCli } from '../helpers/cliProcess';
import { Client } from '../helpers/lspClient';

const cli = bundledCli('scoresheet-lsp-');
let proc: ChildProcessWithoutNullStreams;
let client: Client;

beforeAll(async () => {
  proc = spawn(process.execPath, [cli.path, 'lsp'], { stdio: 'pipe' });
  client = new Client(proc);
  await client.request('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
  client.notify('initialized', {});
});

afterAll(async () => {
  await client.request('shutdown', null);
  client.notify('exit', null);
  await new Promise((r) => proc.once('exit', r));
});

const URI = 'file:///tmp/evening.score';
// Round 1: Re 151 → won 1 + unter 90 1 = 2 each, so the stated +3 is wrong; `  re` is indented by 3.
const EVENING = `game doppelkopf
players Anna Ben Clara Dora

round 1
   re Anna Clara
  cards re 151
  score Anna +3 Ben -3 Clara +3 Dora -3
`;

interface Diag {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  code: string;
  severity: number;
  source: string;
  message: string;
}

describe('scoresheet lsp over stdio', () => {
  let diagnostics: Diag[];

  it('publishes diagnostics when a document opens', async () => {
    client.notify('textDocument/didOpen', {
      textDocument: { uri: URI, languageId: 'score', version: 1, text: EVENING },
    });
    const m = await client.notification(
      'textDocument/publishDiagnostics',
      (x) => (x.params as { uri: string }).uri === URI,
    );
    diagnostics = (m.params as { diagnostics: Diag[] }).diagnostics;
    expect(diagnostics.map((d) => [d.code, d.severity, d.source, d.range.start.line, d.range.start.character])).toEqual(
      [['score-mismatch', 1, 'scoresheet', 6, 8]],
    );
    expect(diagnostics[0].message).toContain('computed Anna +2 Ben -2 Clara +2 Dora -2');
  });

  it('offers the quick fix for it, with the edit that writes the computed score', async () => {
    const actions = await client.request<{ title: string; kind: string; isPreferred?: boolean; edit: unknown }[]>(
      'textDocument/codeAction',
      { textDocument: { uri: URI }, range: diagnostics[0].range, context: { diagnostics } },
    );
    const fix = actions.find((a) => a.isPreferred);
    expect(fix?.kind).toBe('quickfix');
    expect(fix?.title).toBe('Write the computed score: Anna +2 Ben -2 Clara +2 Dora -2');
    const edits = (fix?.edit as { changes: Record<string, { newText: string }[]> }).changes[URI];
    expect(edits.map((e) => e.newText).join('')).toContain('Anna +2 Ben -2 Clara +2 Dora -2');
  });

  it("hovers a round's working on its round line", async () => {
    const hover = await client.request<{ contents: { kind: string; value: string } }>('textDocument/hover', {
      textDocument: { uri: URI },
      position: { line: 3, character: 2 },
    });
    expect(hover.contents.kind).toBe('markdown');
    expect(hover.contents.value).toMatch(/won/);
    expect(hover.contents.value).toMatch(/unter 90/);
  });

  it('completes the players in a re line, formats the document and lists its symbols', async () => {
    const items = await client.request<{ label: string }[]>('textDocument/completion', {
      textDocument: { uri: URI },
      position: { line: 4, character: 6 },
    });
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(['Anna', 'Ben', 'Clara', 'Dora']));
    const edits = await client.request<{ range: Diag['range']; newText: string }[]>('textDocument/formatting', {
      textDocument: { uri: URI },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(edits).toEqual([
      { range: { start: { line: 4, character: 0 }, end: { line: 4, character: 16 } }, newText: '  re Anna Clara' },
    ]);
    const symbols = await client.request<{ name: string }[]>('textDocument/documentSymbol', {
      textDocument: { uri: URI },
    });
    expect(symbols.length).toBeGreaterThan(0);
  });

  it('follows edits: a line inserted in the round moves the problem, a corrected score removes it', async () => {
    const next = (version: number) =>
      client
        .notification('textDocument/publishDiagnostics', (x) => {
          const p = x.params as { uri: string; version?: number };
          return p.uri === URI && p.version === version;
        })
        .then((m) => (m.params as { diagnostics: Diag[] }).diagnostics);
    const change = (version: number, line: number, from: number, to: number, text: string) =>
      client.notify('textDocument/didChange', {
        textDocument: { uri: URI, version },
        contentChanges: [{ range: { start: { line, character: from }, end: { line, character: to } }, text }],
      });
    change(2, 4, 0, 0, '  # dealt by Dora\n');
    expect((await next(2)).map((d) => [d.code, d.range.start.line, d.range.start.character])).toEqual([
      ['score-mismatch', 7, 8],
    ]);
    // Line 7 now reads `  score Anna +3 Ben -3 Clara +3 Dora -3`; the computed score is ±2.
    change(3, 7, 8, 39, 'Anna +2 Ben -2 Clara +2 Dora -2');
    expect(await next(3)).toEqual([]);
  });

  it('after range edits it publishes what a document opened with its text gets (incremental = fresh)', async () => {
    const uri = 'file:///tmp/edited.score';
    const published = (u: string, version: number) =>
      client
        .notification('textDocument/publishDiagnostics', (x) => {
          const p = x.params as { uri: string; version?: number };
          return p.uri === u && p.version === version;
        })
        .then((m) => (m.params as { diagnostics: Diag[] }).diagnostics);
    client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'score', version: 1, text: EVENING } });
    await published(uri, 1);
    // Two rounds added below round 1 in two edits, the second's Re 120 a loss that its stated score says is a win.
    const edits = [
      '\nround 2\n  re Ben Dora\n  cards re 151\n',
      '\nround 3\n  re Ben Clara\n  cards re 120\n  score Ben +1\n',
    ];
    let text = EVENING;
    for (const [i, added] of edits.entries()) {
      const line = text.split('\n').length - 1;
      client.notify('textDocument/didChange', {
        textDocument: { uri, version: i + 2 },
        contentChanges: [{ range: { start: { line, character: 0 }, end: { line, character: 0 } }, text: added }],
      });
      text += added;
    }
    const edited = await published(uri, 3);
    const fresh = 'file:///tmp/fresh.score';
    client.notify('textDocument/didOpen', { textDocument: { uri: fresh, languageId: 'score', version: 1, text } });
    expect(edited).toEqual(await published(fresh, 1));
    expect(edited.map((d) => [d.code, d.range.start.line])).toEqual([
      ['score-mismatch', 6],
      ['score-mismatch', 15],
    ]);
    client.notify('textDocument/didClose', { textDocument: { uri } });
    client.notify('textDocument/didClose', { textDocument: { uri: fresh } });
  });

  it(
    'checks ```score blocks in Markdown: expected errors ' + 'are hints, a missing one is an error on the fence',
    async () => {
      const uri = 'file:///tmp/guide.md';
      const text = [
        '# Guide',
        '```score',
        'game doppelkopf',
        'players Anna Ben Clara Dora',
        '```',
        '```score expect=cards-sum',
        'round 1',
        '  re Anna Clara',
        '  cards re 151',
        '```',
      ].join('\n');
      client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'markdown', version: 1, text } });
      const m = await client.notification(
        'textDocument/publishDiagnostics',
        (x) => (x.params as { uri: string }).uri === uri,
      );
      const d = (m.params as { diagnostics: Diag[] }).diagnostics;
      expect(d.map((x) => [x.code, x.severity, x.range.start.line])).toEqual([['expect-missing', 1, 5]]);
      const hover = await client.request<{ contents: { value: string } }>('textDocument/hover', {
        textDocument: { uri },
        position: { line: 5, character: 3 },
      });
      expect(hover.contents.value).toContain('`cards-sum`');
    },
  );
});

describe('scoresheet lsp and the files on disk', () => {
  it('works on the text the editor sends: it reads and writes no file, formatting and fixes are edits', async () => {
    // On disk the round is right and formatted; the editor's text has the wrong score and a line to indent.
    const onDisk = EVENING.replace('   re', '  re').replace('+3 Ben -3 Clara +3 Dora -3', '+2 Ben -2 Clara +2 Dora -2');
    const file = cli.write('on-disk.score', onDisk);
    const before = statSync(file).mtimeMs;
    const uri = pathToFileURL(file).href;
    client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'score', version: 1, text: EVENING } });
    const m = await client.notification(
      'textDocument/publishDiagnostics',
      (x) => (x.params as { uri: string }).uri === uri,
    );
    const diagnostics = (m.params as { diagnostics: Diag[] }).diagnostics;
    expect(diagnostics.map((d) => d.code)).toEqual(['score-mismatch']);
    const edits = await client.request<unknown[]>('textDocument/formatting', {
      textDocument: { uri },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(edits).toHaveLength(1);
    const actions = await client.request<{ kind: string; edit: unknown }[]>('textDocument/codeAction', {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 7, character: 0 } },
      context: { diagnostics, only: ['source.fixAll'] },
    });
    expect(actions.map((a) => a.kind)).toEqual(['source.fixAll']);
    expect(readFileSync(file, 'utf8')).toBe(onDisk);
    expect(statSync(file).mtimeMs).toBe(before);
    client.notify('textDocument/didClose', { textDocument: { uri } });
  });
});

describe('scoresheet lsp before initialize', () => {
  /** A server of its own, stopped (SIGKILL) should it still run after a minute. */
  const fresh = () => {
    const p = spawn(process.execPath, [cli.path, 'lsp', '--lang', 'en'], { stdio: 'pipe' });
    const guard = setTimeout(() => p.kill('SIGKILL'), 60_000);
    const exited = new Promise<number | string | null>((resolve) =>
      p.on('exit', (code, signal) => {
        clearTimeout(guard);
        resolve(signal ?? code);
      }),
    );
    return { p, client: new Client(p), exited };
  };
  const errorOf = (r: PromiseSettledResult<unknown>) =>
    r.status === 'rejected' ? (JSON.parse((r.reason as Error).message) as { code: number; message: string }) : r;

  it('answers each request with ServerNotInitialized (−32002) and drops notifications; then serves', async () => {
    const { client: c, exited } = fresh();
    const uri = 'file:///tmp/early.score';
    c.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'score', version: 1, text: EVENING } });
    const early = await Promise.allSettled([
      c.request('textDocument/hover', { textDocument: { uri }, position: { line: 3, character: 2 } }),
      c.request('textDocument/documentSymbol', { textDocument: { uri } }),
      c.request('shutdown', null),
      c.request('workspace/noSuchMethod', {}),
    ]);
    const notInitialized = { code: -32002, message: 'the server is not initialized yet: send "initialize" first' };
    expect(early.map(errorOf)).toEqual([notInitialized, notInitialized, notInitialized, notInitialized]);
    await c.request('initialize', { processId: process.pid, rootUri: null, capabilities: {} });
    c.notify('initialized', {});
    // The document opened before initialize was dropped: the server does not know it until it is opened again.
    const position = { line: 3, character: 2 };
    expect(await c.request('textDocument/hover', { textDocument: { uri }, position })).toBeNull();
    c.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'score', version: 1, text: EVENING } });
    const hover = await c.request<{ contents: { value: string } }>('textDocument/hover', {
      textDocument: { uri },
      position,
    });
    expect(hover.contents.value).toMatch(/unter 90/);
    await c.request('shutdown', null);
    c.notify('exit', null);
    expect(await exited).toBe(0);
  });

  it('exit before initialize stops the server (exit code 1: no shutdown came first)', async () => {
    const { client: c, exited } = fresh();
    c.notify('exit', null);
    expect(await exited).toBe(1);
  });
});
