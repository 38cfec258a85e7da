// `scoresheet serve` in this process (src/cli/serve.ts) on a file held in memory: the link first on stdout and never
// on stderr, the round written into the file's own bytes (BOM and CRLF kept, nothing else changed), a file changed on
// disk shown to the phones and making an older proposal stale, and the refusals before it starts.

import { describe, expect, it } from 'vitest';
import { parseArgs } from '../../src/cli/args';
import { insertRaw, runServe, type ServeIo } from '../../src/cli/serve';
import { listen, normalRound, propose, SHEET } from '../session/serverHelpers';

interface Fake extends ServeIo {
  out: (line: string) => void;
  stdout: string[];
  stderr: string[];
  disk: { bytes: Uint8Array };
  tty: boolean;
  written: number;
  changed?: () => void;
  stop?: () => void;
}

function fakeIo(text: string): Fake {
  const io: Fake = {
    stdout: [],
    stderr: [],
    disk: { bytes: new TextEncoder().encode(text) },
    written: 0,
    tty: false,
    out: (line) => io.stdout.push(line),
    err: (line) => io.stderr.push(line),
    readFile: () => io.disk.bytes,
    writeFile: (_p, t) => {
      io.written++;
      io.disk.bytes = new TextEncoder().encode(t);
    },
    watch: (_p, changed) => {
      io.changed = changed;
      return () => (io.changed = undefined);
    },
    phoneScript: () => 'console.log(1)',
    onStop: (stop) => (io.stop = stop),
  };
  return io;
}

/** Starts the command and waits for its link. */
async function started(io: Fake, file = 'evening.score', lang: 'en' | 'de' = 'en') {
  const done = runServe({ file, lang }, io);
  for (let i = 0; i < 200 && io.stdout.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  return { url: io.stdout[0], done };
}

/** The file's text, a BOM kept as the character it is. */
const text = (io: Fake) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(io.disk.bytes);

describe('scoresheet serve', () => {
  it('prints the link first on stdout, tells on stderr without it, and ends on Ctrl+C with exit 0', async () => {
    const io = fakeIo(SHEET);
    const { url, done } = await started(io);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/[\w-]{43}\/$/);
    expect(io.stdout).toEqual([url]); // not a terminal: no QR code
    expect(io.stderr.join('\n')).toContain('Table session for evening.score');
    expect(io.stderr.join('\n')).toContain('--host lan');
    await propose(url, { id: 'cli-round-1', version: 1, input: normalRound(['Anna', 'Clara'], 163) });
    io.stop?.();
    expect(await done).toBe(0);
    const token = new URL(url).pathname.split('/')[1];
    expect(io.stderr.join('\n')).not.toContain(token);
    expect(io.stderr.at(-1)).toBe('table session ended');
  });

  it('a terminal gets the QR code after the link, drawn black on white', async () => {
    const io = fakeIo(SHEET);
    io.tty = true;
    const { done } = await started(io);
    expect(io.stdout.length).toBeGreaterThan(10);
    expect(io.stdout.slice(1).every((l) => l.startsWith('\u001b[30;107m') && l.endsWith('\u001b[0m'))).toBe(true);
    io.stop?.();
    await done;
  });

  it("writes the round into the file's own bytes: the BOM and CRLF line ends kept, the rest unchanged", async () => {
    const crlf = '\uFEFF' + SHEET.replace(/\n/g, '\r\n');
    const io = fakeIo(crlf);
    const { url, done } = await started(io);
    const r = await propose(url, { id: 'cli-crlf-01', version: 1, input: normalRound(['Anna', 'Clara'], 163) });
    expect(r.status).toBe(200);
    expect(text(io)).toBe(crlf + '\r\nround 2\r\n  re Anna Clara\r\n  cards re 163\r\n');
    expect(io.written).toBe(1);
    io.stop?.();
    await done;
  });

  it('a change on disk goes to the phones; a proposal on the version before is stale, writes nothing', async () => {
    const io = fakeIo(SHEET);
    const { url, done } = await started(io);
    const phone = listen(url);
    await phone.until(1);
    const edited = SHEET + '\nround 2\n  re Ben Dora\n  cards re 121\n';
    io.disk.bytes = new TextEncoder().encode(edited);
    io.changed?.();
    await phone.until(2);
    expect(phone.sheet?.text).toBe(edited);
    expect(io.stderr.join('\n')).toContain('the file changed on disk');
    const stale = await propose(url, { id: 'cli-stale-1', version: 1, input: normalRound(['Anna', 'Clara'], 163) });
    expect(stale.status).toBe(409);
    // Changed on disk and not yet seen (the watcher has not fired): the write is held back as stale too.
    io.disk.bytes = new TextEncoder().encode(edited + '\n# typed\n');
    const unseen = await propose(url, { id: 'cli-stale-2', version: 2, input: normalRound(['Anna', 'Clara'], 163) });
    expect(unseen.status).toBe(409);
    expect(io.written).toBe(0);
    phone.close();
    io.stop?.();
    await done;
  });

  it('will not start for a file that is not .score or cannot be read (exit 2, why in the language)', async () => {
    const md = fakeIo(SHEET);
    expect(await runServe({ file: 'guide.md', lang: 'en' }, md)).toBe(2);
    expect(md.stderr).toEqual(['guide.md: a table session serves a .score file']);
    const missing = fakeIo(SHEET);
    missing.readFile = () => {
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    };
    expect(await runServe({ file: 'gone.score', lang: 'de' }, missing)).toBe(2);
    expect(missing.stderr[0]).toContain('die Datei gibt es nicht');
    expect(missing.stdout).toEqual([]);
  });

  it('takes --port and --host for serve only, one file', () => {
    expect(parseArgs(['serve', 'a.score', '--port', '8080', '--host', 'lan'])).toMatchObject({
      kind: 'run',
      options: { command: 'serve', files: ['a.score'], port: 8080, host: 'lan' },
    });
    expect(parseArgs(['serve', 'a.score', '--port', '70000'])).toMatchObject({ kind: 'usage-error' });
    expect(parseArgs(['serve', 'a.score', 'b.score'])).toMatchObject({ kind: 'usage-error' });
    expect(parseArgs(['check', 'a.score', '--port', '1'])).toMatchObject({ kind: 'usage-error' });
    expect(parseArgs(['serve', 'a.score', '--host', 'a b'])).toMatchObject({ kind: 'usage-error' });
  });
});

describe('insertRaw', () => {
  it('inserts at a line of the LF sheet in a CRLF file with a BOM', () => {
    const raw = '\uFEFFa\r\nb\r\n';
    expect(insertRaw(raw, { line: 2, character: 0, text: 'x\ny\n', index: 1 })).toBe('\uFEFFa\r\nb\r\nx\r\ny\r\n');
    expect(insertRaw('a\nb', { line: 1, character: 1, text: '\nx\n', index: 1 })).toBe('a\nb\nx\n');
  });
});
