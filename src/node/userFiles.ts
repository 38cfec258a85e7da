// The user's files on a local disk, read and written safely. Node only: the CLI reads and writes through it, and the
// desktop extension writes its exports through it (src/extension/desktop.ts); the web extension has no local disk.
//
// Reading takes regular files only, up to MAX_READ_BYTES: a named pipe, a device or a folder named `*.score` is
// never read (a pipe with no writer, or /dev/zero, would never end), and a file larger than any score sheet is not
// read into memory.
//
// Writing is atomic: the new text goes to a temporary file in the target's folder, is flushed to the disk (fsync),
// and is renamed over the target, so the target is at every moment either the old file or the new one, never empty
// or cut short, even when the process is killed or the disk is full. The new file keeps the old one's mode, owner and
// group (the owner only when run as root, the group when the process belongs to it).

import * as nodeFs from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { MAX_READ_BYTES } from '../text/limits';

export { MAX_READ_BYTES };

/** What a path is, following symbolic links. */
export type FileKind = 'file' | 'folder' | 'pipe' | 'device' | 'socket';

/** A path that is there but is no regular file: it is never read. `code` is `EISDIR` for a folder, as node says it. */
export class NotAFileError extends Error {
  readonly code: string;
  constructor(
    readonly path: string,
    readonly kind: Exclude<FileKind, 'file'>,
  ) {
    super(`${path}: not a regular file (${kind})`);
    this.code = kind === 'folder' ? 'EISDIR' : 'ENOTFILE';
  }
}

/** A file larger than the read limit: it is not read. */
export class FileTooLargeError extends Error {
  readonly code = 'EFBIG';
  constructor(
    readonly path: string,
    readonly limit: number,
  ) {
    super(`${path}: larger than ${limit} bytes`);
  }
}

function kindOf(stats: nodeFs.Stats): FileKind {
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'folder';
  if (stats.isFIFO()) return 'pipe';
  if (stats.isSocket()) return 'socket';
  return 'device';
}

/** What the path is (following links), or undefined when nothing is there. */
export function fileKind(path: string): FileKind | undefined {
  const stats = nodeFs.statSync(path, { throwIfNoEntry: false });
  return stats && kindOf(stats);
}

/**
 * A regular file's bytes. Throws NotAFileError for anything else (without reading it), FileTooLargeError beyond
 * `maxBytes`, and node's own errors (ENOENT, EACCES…).
 */
export function readUserFile(path: string, maxBytes = MAX_READ_BYTES): Uint8Array {
  const before = kindOf(nodeFs.statSync(path));
  if (before !== 'file') throw new NotAFileError(path, before);
  // Non-blocking and without taking a terminal: should the path have become a pipe or a device since the stat, the
  // open does not wait for a writer, and the fstat below refuses it.
  const { O_RDONLY, O_NONBLOCK = 0, O_NOCTTY = 0 } = nodeFs.constants;
  const fd = nodeFs.openSync(path, O_RDONLY | O_NONBLOCK | O_NOCTTY);
  try {
    const stats = nodeFs.fstatSync(fd);
    const kind = kindOf(stats);
    if (kind !== 'file') throw new NotAFileError(path, kind);
    if (stats.size > maxBytes) throw new FileTooLargeError(path, maxBytes);
    // Read to the end, but never more than the limit: a file may grow while it is read, and some (in /proc) say
    // they are empty and are not.
    let buffer = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        if (length > maxBytes) throw new FileTooLargeError(path, maxBytes);
        const bigger = Buffer.allocUnsafe(Math.min(buffer.length * 2 + 4096, maxBytes + 1));
        buffer.copy(bigger, 0, 0, length);
        buffer = bigger;
      }
      const n = nodeFs.readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
    }
    if (length > maxBytes) throw new FileTooLargeError(path, maxBytes);
    return buffer.subarray(0, length);
  } finally {
    nodeFs.closeSync(fd);
  }
}

/** The calls an atomic write makes; a test hands in its own (a disk that fills up, a process that stops). */
export type WriteFs = Pick<
  typeof nodeFs,
  | 'realpathSync'
  | 'statSync'
  | 'accessSync'
  | 'openSync'
  | 'writeSync'
  | 'fchownSync'
  | 'fchmodSync'
  | 'fsyncSync'
  | 'closeSync'
  | 'renameSync'
  | 'unlinkSync'
>;

export interface AtomicWriteOptions {
  /** The mode of a file that is not there yet (the umask applies): 0o666 by default. A file that is keeps its own. */
  newFileMode?: number;
  /** The file system calls (node's by default). */
  fs?: WriteFs;
}

const errorCode = (e: unknown) => (e as NodeJS.ErrnoException | undefined)?.code;

/**
 * Replaces the file at `path` with `data` (a string is written as UTF-8) in one step: afterwards the file is the new
 * text, or, when this throws, still the old one, untouched. A symbolic link is followed (the link stays a link). A
 * read-only file is not replaced (EACCES, as an in-place write would fail), nor is a folder or a device. On failure
 * the temporary file is removed; only a killed process can leave one behind, named `.NAME.…tmp` beside the target.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): void {
  const fs = options.fs ?? nodeFs;
  let target = path;
  try {
    target = fs.realpathSync(path);
  } catch (e) {
    if (errorCode(e) !== 'ENOENT') throw e;
  }
  const old = fs.statSync(target, { throwIfNoEntry: false });
  const kind = old && kindOf(old);
  if (kind && kind !== 'file') throw new NotAFileError(target, kind);
  if (old) fs.accessSync(target, nodeFs.constants.W_OK);
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const { fd, temp } = createTemp(fs, target, old ? 0o600 : (options.newFileMode ?? 0o666));
  let open = true;
  try {
    for (let at = 0; at < bytes.length;) at += fs.writeSync(fd, bytes, at, bytes.length - at);
    if (old) keepOwnerAndMode(fs, fd, old);
    fs.fsyncSync(fd);
    open = false;
    fs.closeSync(fd);
    fs.renameSync(temp, target);
  } catch (e) {
    if (open) ignoreError(() => fs.closeSync(fd));
    ignoreError(() => fs.unlinkSync(temp));
    throw e;
  }
  syncFolder(fs, dirname(target));
}

/** A new, empty, private file beside the target, created exclusively (never someone else's file of that name). */
function createTemp(fs: WriteFs, target: string, mode: number): { fd: number; temp: string } {
  // A long name leaves room for the prefix and suffix within the usual 255-byte limit.
  const stem = `.${basename(target).slice(0, 100)}.`;
  for (let attempt = 0; ; attempt++) {
    const temp = join(dirname(target), `${stem}${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`);
    try {
      return { fd: fs.openSync(temp, 'wx', mode), temp };
    } catch (e) {
      if (errorCode(e) !== 'EEXIST' || attempt >= 4) throw e;
    }
  }
}

function keepOwnerAndMode(fs: WriteFs, fd: number, old: nodeFs.Stats): void {
  // Only root may give a file away (and a group only to one of its own groups): elsewhere the new file is the
  // writer's, as a file written in place would not be, but its mode is the same. chown clears set-id bits, so the
  // mode comes after it.
  if (typeof process.getuid === 'function' && (process.getuid() !== old.uid || process.getgid?.() !== old.gid))
    ignoreError(() => fs.fchownSync(fd, old.uid, old.gid));
  fs.fchmodSync(fd, old.mode & 0o7777);
}

/** Makes the rename itself durable. Not every system can open a folder (Windows cannot); the rename stands anyway. */
function syncFolder(fs: WriteFs, folder: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(folder, 'r');
    fs.fsyncSync(fd);
  } catch {
    // the new file is complete and in place; only its name may reach the disk a moment later
  } finally {
    if (fd !== undefined) ignoreError(() => fs.closeSync(fd!));
  }
}

function ignoreError(f: () => void): void {
  try {
    f();
  } catch {
    // cleaning up after the error that is being reported
  }
}
