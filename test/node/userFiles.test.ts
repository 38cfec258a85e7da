// The user's files, read and written safely (src/node/userFiles.ts): an atomic write leaves the file old or new,
// whatever happens on the way (a full disk, a failed flush, a process killed at any of its steps), and keeps its mode;
// a read takes regular files only, and no more than the limit.
import { spawn, spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FileTooLargeError,
  MAX_READ_BYTES,
  NotAFileError,
  readUserFile,
  writeFileAtomic,
  type WriteFs,
} from '../../src/node/userFiles';

let dir = '';
let child = '';
beforeAll(async () => {
  dir = fs.mkdtempSync(join(tmpdir(), 'scoresheet-files-'));
  child = join(dir, 'writerChild.js');
  await esbuild.build({
    entryPoints: [new URL('./writerChild.ts', import.meta.url).pathname],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile: child,
    logLevel: 'error',
  });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** A new folder with `evening.score` holding `text` at `mode`; returns the file's path. */
function fileWith(text: string, mode = 0o640): string {
  const folder = join(dir, `case-${++n}`);
  fs.mkdirSync(folder);
  const file = join(folder, 'evening.score');
  fs.writeFileSync(file, text);
  fs.chmodSync(file, mode);
  return file;
}

const modeOf = (file: string) => fs.statSync(file).mode & 0o7777;
const entries = (file: string) => fs.readdirSync(join(file, '..'));

/** Node's own calls, but the chosen one throws the error with this code (after writing part of the text). */
function failing(call: keyof WriteFs, code: string, afterCalls = 0): WriteFs {
  let seen = 0;
  const fail = () => Object.assign(new Error(`${code}: simulated`), { code });
  return {
    ...fs,
    [call]: (...args: unknown[]) => {
      if (seen++ < afterCalls) {
        // a write of part of the text before the disk is full
        if (call === 'writeSync') args[3] = 10;
        return (fs[call] as (...a: unknown[]) => unknown)(...args);
      }
      throw fail();
    },
  } as WriteFs;
}

const OLD = 'game doppelkopf\nplayers Anna Ben Clara Dora\n\nround 1\n  re Anna Clara\n  cards re 151\n';
const NEW = OLD.replace('151', '121') + 'round 2\n  re Ben Dora\n  cards re 130\n';

describe('writeFileAtomic', () => {
  it('replaces the text and keeps the mode (0640, 0600, 0755), leaving nothing beside it', () => {
    for (const mode of [0o640, 0o600, 0o755]) {
      const file = fileWith(OLD, mode);
      writeFileAtomic(file, NEW);
      expect(fs.readFileSync(file, 'utf8')).toBe(NEW);
      expect(modeOf(file)).toBe(mode);
      expect(entries(file)).toEqual(['evening.score']);
    }
  });

  it('keeps the owner and group: a file root formats for a user stays the user’s', () => {
    const file = fileWith(OLD);
    // Only root can give a file away; another writer's files are its own already.
    const root = process.getuid?.() === 0;
    if (root) fs.chownSync(file, 1234, 5678);
    const { uid, gid } = fs.statSync(file);
    writeFileAtomic(file, NEW);
    expect(fs.statSync(file)).toMatchObject({ uid, gid });
    expect(fs.readFileSync(file, 'utf8')).toBe(NEW);
  });

  it('a new file gets the mode a plain write gives it (0666 less the umask)', () => {
    const file = fileWith(OLD);
    const plain = join(file, '..', 'plain.score');
    const atomic = join(file, '..', 'atomic.score');
    fs.writeFileSync(plain, NEW);
    writeFileAtomic(atomic, NEW);
    expect(fs.readFileSync(atomic, 'utf8')).toBe(NEW);
    expect(modeOf(atomic)).toBe(modeOf(plain));
  });

  it('writes through a symbolic link: the link stays a link, the file it points to gets the text', () => {
    const file = fileWith(OLD);
    const link = join(file, '..', 'link.score');
    fs.symlinkSync('evening.score', link);
    writeFileAtomic(link, NEW);
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(NEW);
    expect(modeOf(file)).toBe(0o640);
  });

  it.each([
    ['the disk fills up during the write', failing('writeSync', 'ENOSPC', 2), 'ENOSPC'],
    ['the disk is full from the start', failing('writeSync', 'ENOSPC'), 'ENOSPC'],
    ['the flush fails', failing('fsyncSync', 'EIO'), 'EIO'],
    ['the rename fails', failing('renameSync', 'EXDEV'), 'EXDEV'],
    ['the folder is not writable', failing('openSync', 'EACCES'), 'EACCES'],
    ['the file is read-only', failing('accessSync', 'EACCES'), 'EACCES'],
  ])('%s: throws, the old file is intact (text and mode), no temporary file is left', (_, fsWith, code) => {
    const file = fileWith(OLD);
    expect(() => writeFileAtomic(file, NEW, { fs: fsWith })).toThrow(expect.objectContaining({ code }));
    expect(fs.readFileSync(file, 'utf8')).toBe(OLD);
    expect(modeOf(file)).toBe(0o640);
    expect(entries(file)).toEqual(['evening.score']);
  });

  it('does not write over a folder or a named pipe', () => {
    const file = fileWith(OLD);
    const folder = join(file, '..', 'folder.score');
    fs.mkdirSync(folder);
    expect(() => writeFileAtomic(folder, NEW)).toThrow(NotAFileError);
    const pipe = join(file, '..', 'pipe.score');
    spawnSync('mkfifo', [pipe]);
    expect(() => writeFileAtomic(pipe, NEW)).toThrow(expect.objectContaining({ kind: 'pipe' }));
    expect(fs.statSync(pipe).isFIFO()).toBe(true);
  });

  it(
    'killed (SIGKILL) at each step of writing a 1 MiB file, the file is always the old one or the new one, ' +
      'never empty or cut short',
    async () => {
      const BYTES = 1024 * 1024;
      const newText = 'new\n'.repeat(BYTES / 4);
      const dry = fileWith(OLD);
      const calls = spawnSync(process.execPath, [child, dry, '0', String(BYTES)], { encoding: 'utf8', timeout: 60_000 })
        .stdout.trim()
        .split('\n');
      expect(fs.readFileSync(dry, 'utf8')).toBe(newText);
      // Every call but the 16 writes in between: the first two, the middle and the last write.
      const writes = calls.flatMap((c, i) => (c === 'writeSync' ? [i + 1] : []));
      expect(writes.length).toBe(16);
      const stops = calls.flatMap((c, i) => (c === 'writeSync' ? [] : [i + 1]));
      stops.push(writes[0], writes[1], writes[8], writes[15]);
      const outcomes: string[] = [];
      for (const stop of stops) {
        const file = fileWith(OLD);
        const { killed, at } = await killAt(child, [file, String(stop), String(BYTES)]);
        expect(killed, `stopped at call ${stop}`).toBe(true);
        const text = fs.readFileSync(file, 'utf8');
        const state = text === OLD ? 'old' : text === newText ? 'new' : `${text.length} bytes`;
        outcomes.push(`${at}: ${state}`);
        expect(['old', 'new'], `killed at call ${stop} (${at})`).toContain(state);
        expect(modeOf(file)).toBe(0o640);
      }
      // Killed before the rename the file is the old one, after it the new one: both moments were met.
      expect(outcomes).toContain('renameSync: old');
      expect(outcomes.some((o) => o.endsWith('new'))).toBe(true);
    },
  );
});

/** Runs the writer child until it says where it stopped, then kills it (SIGKILL); gives up after 60 s. */
function killAt(script: string, args: string[]): Promise<{ killed: boolean; at: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let at = '';
    const guard = setTimeout(() => p.kill('SIGKILL'), 60_000);
    p.stdout.on('data', (chunk: Buffer) => {
      at += chunk.toString();
      if (at.endsWith('\n')) p.kill('SIGKILL');
    });
    p.on('exit', (_code, signal) => {
      clearTimeout(guard);
      resolve({ killed: signal === 'SIGKILL' && at !== '', at: at.trim() });
    });
  });
}

describe('readUserFile', () => {
  it('reads a regular file', () => {
    const file = fileWith(OLD);
    expect(Buffer.from(readUserFile(file)).toString('utf8')).toBe(OLD);
  });

  it('a folder is NotAFileError (EISDIR), without reading', () => {
    const file = fileWith(OLD);
    expect(() => readUserFile(join(file, '..'))).toThrow(expect.objectContaining({ kind: 'folder', code: 'EISDIR' }));
  });

  it(`a file over the limit (${MAX_READ_BYTES / 1024 / 1024} MiB by default) is FileTooLargeError, not read`, () => {
    const file = fileWith(OLD);
    expect(() => readUserFile(file, OLD.length - 1)).toThrow(FileTooLargeError);
    expect(Buffer.from(readUserFile(file, OLD.length)).toString('utf8')).toBe(OLD);
    // A sparse file: 16 MiB and a byte, holding nothing on the disk.
    const huge = join(file, '..', 'huge.score');
    fs.closeSync(fs.openSync(huge, 'w'));
    fs.truncateSync(huge, MAX_READ_BYTES + 1);
    expect(() => readUserFile(huge)).toThrow(expect.objectContaining({ code: 'EFBIG', limit: 16 * 1024 * 1024 }));
  });

  it('a file that says it is empty but is not (as in /proc) is read to its end', () => {
    const text = Buffer.from(readUserFile('/proc/self/status')).toString('utf8');
    expect(text).toMatch(/^Name:/);
  });
});
