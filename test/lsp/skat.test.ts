// `scoresheet lsp` with a Skat list, over stdio as an editor drives it, in German (the client's locale): the Skat
// codes as diagnostics, the quick fix that writes the computed value, the hover with the game's value itemised level
// by level, and completion of the German Skat words (rules/skat.md "Round syntax").
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledCli } from '../helpers/cliProcess';
import { Client } from '../helpers/lspClient';

const cli = bundledCli('scoresheet-lsp-skat-');
let proc: ChildProcessWithoutNullStreams;
let client: Client;

beforeAll(async () => {
  proc = spawn(process.execPath, [cli.path, 'lsp'], { stdio: 'pipe' });
  client = new Client(proc);
  await client.request('initialize', { processId: process.pid, rootUri: null, capabilities: {}, locale: 'de' });
  client.notify('initialized', {});
});

afterAll(async () => {
  await client.request('shutdown', null);
  client.notify('exit', null);
  await new Promise((r) => proc.once('exit', r));
});

const URI = 'file:///tmp/skatabend.score';
// Spiel 1: Kreuz mit 2 Hand, 70 Augen: mit 2, Spiel 3, Hand 4 → 4 × 12 = 48, won: +48 (right).
// Spiel 2: Kreuz mit 1: mit 1, Spiel 2 → 2 × 12 = 24; +50 is no Kreuz value (rules/skat.md §10.5 X3).
// Spiel 3: Herz mit 1, 40 Augen (61 needed): 2 × 10 = 20, lost twice: −40 (right).
// Spiel 4: Pik mit 1, `augen 121`: more Augen than the pack has (X1).
const LIST = `game skat
spieler Anna Ben Clara
regeln isko

spiel 1
  alleinspieler Anna kreuz mit 2 hand
  gereizt 24
  augen 70
  punkte Anna +48

spiel 2
  alleinspieler Ben kreuz mit 1
  punkte Ben +50

spiel 3
  alleinspieler Clara herz mit 1
  augen 40
  punkte Clara -40

spiel 4
  alleinspieler Anna pik mit 1
  augen 121
`;

interface Diag {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  code: string;
  severity: number;
  source: string;
  message: string;
}

describe('scoresheet lsp with a Skat list', () => {
  let diagnostics: Diag[];

  it('publishes the Skat codes: a value no Kreuz game has, Augen beyond 120 (the game unscored)', async () => {
    client.notify('textDocument/didOpen', { textDocument: { uri: URI, languageId: 'score', version: 1, text: LIST } });
    const m = await client.notification(
      'textDocument/publishDiagnostics',
      (x) => (x.params as { uri: string }).uri === URI,
    );
    diagnostics = (m.params as { diagnostics: Diag[] }).diagnostics;
    expect(diagnostics.map((d) => [d.code, d.severity, d.range.start.line, d.range.start.character])).toEqual([
      ['skat-value-illegal', 1, 12, 13],
      // Spiel 4 cannot be scored with its Augen out of range: a warning on its round line beside the error.
      ['skat-incomplete', 2, 19, 0],
      ['skat-cards-range', 1, 21, 8],
    ]);
    expect(diagnostics[0].message).toContain('50');
    expect(diagnostics[0].message).toContain('Kreuz');
    expect(diagnostics[2].message).toContain('121');
  });

  it('offers the quick fix that writes the computed value: Kreuz mit 1 → 2 × 12 = +24', async () => {
    const actions = await client.request<{ title: string; kind: string; isPreferred?: boolean; edit: unknown }[]>(
      'textDocument/codeAction',
      { textDocument: { uri: URI }, range: diagnostics[0].range, context: { diagnostics: [diagnostics[0]] } },
    );
    const fix = actions.find((a) => a.isPreferred);
    expect(fix?.kind).toBe('quickfix');
    const edits = (fix?.edit as { changes: Record<string, { newText: string }[]> }).changes[URI];
    expect(edits.map((e) => e.newText)).toEqual(['+24']);
  });

  it('hovers a game with its value itemised: mit 2, Spiel 3, Hand 4, × 12 (Kreuz) → +48', async () => {
    const hover = await client.request<{ contents: { kind: string; value: string } }>('textDocument/hover', {
      textDocument: { uri: URI },
      position: { line: 5, character: 3 },
    });
    expect(hover.contents.kind).toBe('markdown');
    const md = hover.contents.value;
    expect(md).toContain('Anna Kreuz 48 gewonnen · +48');
    const items = md.split('\n').filter((l) => /^\| (mit|ohne|Spiel|Hand|×)/.test(l));
    expect(items.map((l) => l.split('|')[1].trim())).toEqual(['mit 2', 'Spiel 3', 'Hand 4', '× 12 (Kreuz)']);
    expect(md).toContain('| Anna | +48 | 48 |');
  });

  it('hovers a lost game: Herz mit 1, Spiel 2 → 20, lost twice → −40 on the running total', async () => {
    const hover = await client.request<{ contents: { value: string } }>('textDocument/hover', {
      textDocument: { uri: URI },
      position: { line: 15, character: 3 },
    });
    expect(hover.contents.value).toContain('| Clara | -40 | -40 |');
    expect(hover.contents.value).toContain('verloren');
  });

  it('completes the German words: the game after the declarer, then mit/ohne, hand, offen', async () => {
    const at = (line: number, character: number) =>
      client
        .request<{ label: string }[]>('textDocument/completion', {
          textDocument: { uri: URI },
          position: { line, character },
        })
        .then((items) => items.map((i) => i.label));
    // Line 5 is `  alleinspieler Anna kreuz mit 2 hand`: after `Anna ` (22), after `kreuz ` (28).
    expect(await at(5, 22)).toEqual(['kreuz', 'pik', 'herz', 'karo', 'grand', 'null']);
    expect(await at(5, 28)).toEqual(expect.arrayContaining(['mit', 'ohne', 'hand', 'offen']));
  });

  it('formats the list and lists its games as symbols', async () => {
    const edits = await client.request<unknown[]>('textDocument/formatting', {
      textDocument: { uri: URI },
      options: { tabSize: 2, insertSpaces: true },
    });
    expect(edits).toEqual([]);
    const symbols = await client.request<{ name: string }[]>('textDocument/documentSymbol', {
      textDocument: { uri: URI },
    });
    expect(symbols.length).toBeGreaterThanOrEqual(4);
    client.notify('textDocument/didClose', { textDocument: { uri: URI } });
  });
});
