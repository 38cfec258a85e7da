// The Season tab reads a folder through vscode.workspace.fs: only its regular files, and only those of at most 16 MiB;
// a named pipe named `*.score` (which the file watcher reports like any file) is never read, as its read would never
// end.
import { afterEach, describe, expect, it } from 'vitest';
import type * as vscode from 'vscode';
import { folderReader } from '../../src/extension/settlement/seasonFolders';
import * as stub from '../helpers/vscodeStub';

const EVENING = 'game doppelkopf\nplayers Anna Ben Clara Dora\n';

/** A folder of entries (type and size), read through a stubbed vscode.workspace.fs that counts its file reads. */
function folder(entries: Record<string, { type: stub.FileType; size: number }>) {
  const reads: string[] = [];
  const name = (uri: { path: string }) => uri.path.split('/').pop()!;
  Object.assign(stub.workspace.fs, {
    readDirectory: async () => Object.entries(entries).map(([n, e]) => [n, e.type]),
    stat: async (uri: { path: string }) => ({ ...entries[name(uri)], ctime: 0, mtime: 0 }),
  });
  stub.workspace.fs.readFile.mockImplementation(async (uri) => {
    reads.push(name(uri));
    return new TextEncoder().encode(EVENING);
  });
  return { reader: folderReader(stub.Uri.file('/work/season') as unknown as vscode.Uri), reads };
}

afterEach(() => {
  const fs = stub.workspace.fs as Record<string, unknown>;
  delete fs.readDirectory;
  delete fs.stat;
  stub.resetStub();
});

describe('folderReader', () => {
  const ENTRIES = {
    '2026-01-01.score': { type: stub.FileType.File, size: EVENING.length },
    'pipe.score': { type: stub.FileType.Unknown, size: 0 },
    'folder.score': { type: stub.FileType.Directory, size: 4096 },
    'huge.score': { type: stub.FileType.File, size: 16 * 1024 * 1024 + 1 },
    'link.score': { type: stub.FileType.File | stub.FileType.SymbolicLink, size: EVENING.length },
  };

  it('lists the regular files only', async () => {
    const { 'link.score': _link, ...entries } = ENTRIES;
    const { reader } = folder(entries);
    expect(await reader.list()).toEqual(['2026-01-01.score', 'huge.score']);
  });

  it('reads a regular file (through a link too), never a pipe, a folder or a file over 16 MiB', async () => {
    const { reader, reads } = folder(ENTRIES);
    expect(await reader.read('2026-01-01.score')).toBe(EVENING);
    expect(await reader.read('link.score')).toBe(EVENING);
    await expect(reader.read('pipe.score')).rejects.toThrow('pipe.score is not a file');
    await expect(reader.read('folder.score')).rejects.toThrow('folder.score is not a file');
    await expect(reader.read('huge.score')).rejects.toThrow('huge.score is larger than 16777216 bytes');
    expect(reads).toEqual(['2026-01-01.score', 'link.score']);
  });
});
