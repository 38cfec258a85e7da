// The language server's read access to a tournament's folder (FILE_FOLDERS): `file:` addresses written as clients
// write documents' addresses (percent-encoded), so a listed file and the same file opened in the editor are one.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FILE_FOLDERS } from '../../src/lsp/server';

const dir = mkdtempSync(join(tmpdir(), 'scoresheet-lsp-folders-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('FILE_FOLDERS', () => {
  it('lists a folder with its files and folders at the addresses documents have, and reads a file', async () => {
    mkdirSync(join(dir, 'serie 1'));
    writeFileSync(join(dir, 'tournament.score'), 'tournament T\n');
    writeFileSync(join(dir, 'serie 1', 'tisch #1.score'), 'series 1\n');
    const root = pathToFileURL(dir).href;
    const entries = (await FILE_FOLDERS.list(root))!.sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(entries).toEqual([
      { uri: pathToFileURL(join(dir, 'serie 1')).href, name: 'serie 1', folder: true },
      { uri: pathToFileURL(join(dir, 'tournament.score')).href, name: 'tournament.score', folder: false },
    ]);
    const inner = (await FILE_FOLDERS.list(entries[0].uri))!;
    expect(inner.map((e) => e.uri)).toEqual([pathToFileURL(join(dir, 'serie 1', 'tisch #1.score')).href]);
    expect(await FILE_FOLDERS.read(inner[0].uri)).toBe('series 1\n');
  });
  it('a folder or file that is not there, or another scheme: nothing, no error', async () => {
    expect(await FILE_FOLDERS.list(pathToFileURL(join(dir, 'none')).href)).toBeUndefined();
    expect(await FILE_FOLDERS.read(pathToFileURL(join(dir, 'none.score')).href)).toBeUndefined();
    expect(await FILE_FOLDERS.list('untitled:Untitled-1')).toBeUndefined();
  });
});
