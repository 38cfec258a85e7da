// What to tell the user when a file of theirs cannot be read or written (src/node/userFiles.ts), as messages in
// their language: the CLI prints them, the desktop extension shows them.

import { msg, type Message } from '../messages';
import { FileTooLargeError, NotAFileError, type FileKind } from './userFiles';

/** Why a path that is no regular file is not read: a folder, a named pipe, a device. */
export function notAFileReason(kind: Exclude<FileKind, 'file'>): Message {
  return kind === 'folder' ? msg('cli.read.folder') : msg('cli.read.special', { kind });
}

/** Why reading a file failed, from the error the read threw. */
export function readFailure(e: unknown): Message {
  if (e instanceof NotAFileError) return notAFileReason(e.kind);
  if (e instanceof FileTooLargeError) return msg('cli.read.too-large', { limit: e.limit / 1024 / 1024 });
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return msg('cli.read.no-file');
  if (code === 'EISDIR') return msg('cli.read.folder');
  return msg('cli.read.other', { error: (e as Error).message });
}

/** Why writing a file failed, from the error the write threw. */
export function writeFailure(e: unknown): Message {
  if (e instanceof NotAFileError) return notAFileReason(e.kind);
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG') return msg('cli.write.no-room');
  if (code === 'EACCES' || code === 'EPERM') return msg('cli.write.no-permission');
  if (code === 'EROFS') return msg('cli.write.read-only');
  return msg('cli.read.other', { error: (e as Error).message });
}
