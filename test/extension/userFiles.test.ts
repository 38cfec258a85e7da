// The files the extension writes on the user's command (Export Settlement as CSV, Export Settlement as Web Page,
// New Score Sheet): in the desktop host a local file is replaced in one step and keeps its mode; in the web host (no
// local disk) the file goes through vscode.workspace.fs; a failed write is shown as an error, never as "exported".
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as vscode from 'vscode';
import { activate } from '../../src/extension/desktop';
import { setLocalWriter, writeUserFile } from '../../src/extension/userFiles';
import * as stub from '../helpers/vscodeStub';

let dir = '';
beforeAll(() => (dir = fs.mkdtempSync(join(tmpdir(), 'scoresheet-ext-files-'))));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const context = () =>
  ({ extensionUri: stub.Uri.file('/ext/scoresheet'), subscriptions: [] }) as unknown as vscode.ExtensionContext;
const bytes = (s: string) => new TextEncoder().encode(s);

let n = 0;
function fileWith(text: string, mode: number): string {
  const file = join(dir, `export-${++n}.csv`);
  fs.writeFileSync(file, text);
  fs.chmodSync(file, mode);
  return file;
}

beforeEach(() => {
  stub.resetStub();
  setLocalWriter(undefined);
});

describe('writeUserFile', () => {
  it('in the web host (no local writer) the file goes through vscode.workspace.fs', async () => {
    expect(await writeUserFile(stub.Uri.file('/work/evening.csv') as unknown as vscode.Uri, bytes('a;b'))).toBe(true);
    expect(stub.written('file:///work/evening.csv')).toBe('a;b');
  });

  it('the desktop entry writes a local file in one step, keeping its mode; other schemes: workspace.fs', async () => {
    activate(context());
    const file = fileWith('old', 0o640);
    expect(await writeUserFile(stub.Uri.file(file) as unknown as vscode.Uri, bytes('new'))).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(fs.statSync(file).mode & 0o7777).toBe(0o640);
    expect(stub.workspace.fs.writeFile).not.toHaveBeenCalled();
    const remote = stub.Uri.parse('vscode-vfs://github/me/scores/evening.csv') as unknown as vscode.Uri;
    expect(await writeUserFile(remote, bytes('x'))).toBe(true);
    expect(stub.workspace.fs.writeFile.mock.calls.map(([uri]) => uri.toString())).toEqual([
      'vscode-vfs:///github/me/scores/evening.csv',
    ]);
  });

  it('a write that fails is shown as an error saying why, and reported as not written', async () => {
    activate(context());
    const folder = join(dir, 'taken.csv');
    fs.mkdirSync(folder);
    expect(await writeUserFile(stub.Uri.file(folder) as unknown as vscode.Uri, bytes('x'))).toBe(false);
    expect(stub.messages()).toEqual([
      { level: 'error', text: `Could not write ${folder}: it is a folder, not a file` },
    ]);
    expect(fs.statSync(folder).isDirectory()).toBe(true);
  });
});

describe('Export Settlement as CSV in the desktop host', () => {
  const EVENING = 'game doppelkopf\nplayers Anna Ben Clara Dora\n\nround 1\n  re Anna Clara\n  cards re 151\n';

  async function exportTo(target: string): Promise<void> {
    const ctx = context();
    activate(ctx);
    const doc = stub.createDocument(EVENING, { uri: stub.Uri.file(join(dir, 'evening.score')), languageId: 'score' });
    stub.workspace.textDocuments.push(doc);
    stub.window.activeTextEditor = { document: doc, selection: new stub.Selection(0, 0, 0, 0) };
    stub.window.showSaveDialog.mockResolvedValue(stub.Uri.file(target));
    try {
      await stub.commands.executeCommand('scoresheet.exportSettlementCsv');
    } finally {
      for (const d of ctx.subscriptions) d.dispose();
    }
  }

  it('replaces the chosen file, keeping its mode, and says so', async () => {
    const file = fileWith('old export\n', 0o600);
    await exportTo(file);
    expect(fs.readFileSync(file, 'utf8')).toContain('Anna');
    expect(fs.statSync(file).mode & 0o7777).toBe(0o600);
    expect(stub.messages()).toEqual([{ level: 'info', text: `Settlement exported to ${file}.` }]);
  });

  it('a failed write is an error, never "exported"', async () => {
    const folder = join(dir, 'folder.csv');
    fs.mkdirSync(folder);
    await exportTo(folder);
    expect(stub.messages()).toEqual([
      { level: 'error', text: `Could not write ${folder}: it is a folder, not a file` },
    ]);
  });
});
