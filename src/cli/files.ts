// The CLI's one way of writing a user's file (check --fix, fmt, import, settle -o, serve): the folders on the way are
// made first, then the file is written in one step (src/node/userFiles.ts: a temporary file beside it, flushed,
// renamed over it).

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeFileAtomic } from '../node/userFiles';

export function writeTextFile(path: string, text: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomic(path, text);
}
