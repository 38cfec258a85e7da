// The CLI's one way of writing a file (check --fix, fmt, import): the folders on the way are made first.
// TODO(io): switch to the atomic-write helper of the `io` branch (temporary file in the same folder, fsync, rename,
// mode kept) when the branches merge; every writer of the CLI comes through here.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export function writeTextFile(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text, 'utf8');
}
