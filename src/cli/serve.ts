// `scoresheet serve FILE [--port N] [--host H]`: a table session for one .score file (src/session/server.ts). The
// first line on stdout is the session's link, token included, and on a terminal its QR code follows; stderr says what
// happens (never the link). A round a phone adds is written by replacing the file atomically, after checking that the
// file on disk is still the sheet the round was checked against; a change on disk (an editor saving the file) is
// shown to the phones within a second.

import { readFileSync, unwatchFile, watchFile } from 'node:fs';
import { basename, join } from 'node:path';
import type { RoundInsertion } from '../language/roundEntry';
import { msg, render, type Lang, type Message } from '../messages';
import { readFailure, writeFailure } from '../node/fileMessages';
import { readUserFile } from '../node/userFiles';
import { chooseHost } from '../session/addresses';
import { qrRows, qrTerminal } from '../session/qr';
import { eventMessage } from '../session/events';
import { SheetChanged, startTableServer, type TableServer } from '../session/server';
import { decodeText } from './decode';
import { writeTextFile } from './files';

export interface ServeOptions {
  file: string;
  port?: number;
  host?: string;
  lang: Lang;
}

/** What the command touches; the process entry plugs in the real ones, tests their own. */
export interface ServeIo {
  out(line: string): void;
  err(line: string): void;
  /** stdout is a terminal (the QR code is drawn there only). */
  tty: boolean;
  readFile(path: string): Uint8Array;
  writeFile: (path: string, text: string) => void;
  /** Calls `changed` when the file may have changed on disk; returns the way to stop. */
  watch(path: string, changed: () => void): () => void;
  phoneScript(): string | Uint8Array;
  /** Calls `stop` when the user ends the session (Ctrl+C). */
  onStop(stop: () => void): void;
}

/** A file's text as the session holds it (no BOM, LF line ends), and how to write it back the same way. */
interface Disk {
  raw: string;
  sheet: string;
}

function sheetOf(raw: string): string {
  return raw.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
}

/** The offset in `raw` (BOM and CRLF as the file has them) of a position in its sheet (no BOM, LF). */
export function rawOffset(raw: string, line: number, character: number): number {
  let at = raw.startsWith('\uFEFF') ? 1 : 0;
  for (let l = 0; l < line; l++) {
    const end = raw.indexOf('\n', at);
    if (end < 0) return raw.length;
    at = end + 1;
  }
  return at + character;
}

/**
 * The file with the round inserted, in the file's own line ends (CRLF when its first line ends so): the old text is
 * kept byte for byte around it, and nothing else changes.
 */
export function insertRaw(raw: string, insertion: RoundInsertion): string {
  const eol = /^[^\n]*\r\n/.test(raw) ? '\r\n' : '\n';
  const at = rawOffset(raw, insertion.line, insertion.character);
  return raw.slice(0, at) + insertion.text.replace(/\n/g, eol) + raw.slice(at);
}

/** Runs the session until the user stops it; resolves to the exit code (2: it could not start). */
export async function runServe(options: ServeOptions, io: ServeIo): Promise<number> {
  const { file, lang } = options;
  const say = (m: Message): void => io.err(render(m, lang));
  const fail = (m: Message): number => {
    say(m);
    return 2;
  };
  if (!/\.score$/i.test(file)) return fail(msg('session.score-only', { file }));
  const read = (): Disk | Message => {
    try {
      const decoded = decodeText(io.readFile(file));
      if ('why' in decoded) return decoded.why;
      return { raw: decoded.text, sheet: sheetOf(decoded.text) };
    } catch (e) {
      return readFailure(e);
    }
  };
  const first = read();
  if (!('raw' in first)) return fail(msg('cli.cannot-read', { file, reason: first }));
  const host = chooseHost(options.host);
  if (!host.ok) return fail(msg('session.no-lan'));
  let script: string | Uint8Array;
  try {
    script = io.phoneScript();
  } catch {
    return fail(msg('session.no-page'));
  }

  let server: TableServer;
  try {
    server = await startTableServer({
      fileName: basename(file),
      text: first.sheet,
      phoneScript: script,
      host: host.host,
      linkHost: host.linkHost,
      port: options.port ?? 0,
      log: (e) => say(eventMessage(e)),
      writer: {
        // One proposal at a time (the server's queue): read, compare, write the whole new text in one step.
        async append(base, insertion) {
          const disk = read();
          if (!('raw' in disk)) throw new Error(render(disk, lang));
          if (disk.sheet !== base) throw new SheetChanged(disk.sheet);
          const next = insertRaw(disk.raw, insertion);
          try {
            io.writeFile(file, next);
          } catch (e) {
            throw new Error(render(writeFailure(e), lang), { cause: e });
          }
          return sheetOf(next);
        },
      },
    });
  } catch (e) {
    const error = (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));
    return fail(msg('session.cannot-listen', { address: host.host, error }));
  }

  io.out(server.url);
  if (io.tty) for (const line of qrTerminal(qrRows(server.url))) io.out(`\u001b[30;107m${line}\u001b[0m`);
  say(msg('session.started', { file: basename(file) }));
  if (host.scope === 'loopback') say(msg('session.loopback'));
  if (host.scope === 'everywhere') say(msg('session.everywhere'));
  say(msg('session.stop'));

  const unwatch = io.watch(file, () => {
    const disk = read();
    if (!('raw' in disk)) return; // a file being replaced or gone for a moment: the phones keep the last sheet
    const before = server.version;
    server.update(disk.sheet);
    if (server.version !== before) say(msg('session.changed'));
  });
  return new Promise<number>((resolve) => {
    io.onStop(() => {
      unwatch();
      void server.close().then(() => {
        say(msg('session.ended'));
        resolve(0);
      });
    });
  });
}

/** The real file system, the terminal and Ctrl+C: what the process's `scoresheet serve` runs with. */
export function processServeIo(): ServeIo {
  return {
    out: (line) => process.stdout.write(line + '\n'),
    err: (line) => process.stderr.write(line + '\n'),
    tty: process.stdout.isTTY === true,
    readFile: (p) => readUserFile(p),
    writeFile: writeTextFile,
    // Polling the file's status: an editor that saves by replacing the file would end an fs.watch on it.
    watch: (p, changed) => {
      watchFile(p, { interval: 300 }, changed);
      return () => unwatchFile(p, changed);
    },
    phoneScript: () => readFileSync(join(__dirname, 'phone.js')),
    onStop: (stop) => {
      for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, stop);
    },
  };
}

/** The process's `scoresheet serve`. */
export function serveProcess(options: ServeOptions): void {
  void runServe(options, processServeIo()).then((code) => {
    process.exitCode = code;
    // The session is over: nothing may keep the process (a phone's half-open connection).
    if (code === 0) setImmediate(() => process.exit(0));
  });
}
