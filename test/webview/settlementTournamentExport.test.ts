// "Export as web page" on a tournament, host side: on tournament.score or a list of a tournament the command writes
// the tournament's page, byte for byte the page of `scoresheet settle DIR --format html` for the same folder and
// language (examples/turnier-2026, read by the CLI from the disk and by the editor through its folder access); an
// open list's unsaved edit is what the page holds.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as vscode from 'vscode';
import * as stub from '../helpers/vscodeStub';
import { AnalysisService } from '../../src/extension/analysisService';
import type { FolderAccess } from '../../src/language/service';
import { registerSettlementView, SETTLEMENT_COMMANDS } from '../../src/extension/settlement';
import { run } from '../../src/cli/main';
import type { Lang } from '../../src/messages';
import { resetFakes } from './fakeWebview';

vi.mock('vscode', async () => {
  const base = await import('../helpers/vscodeStub');
  const fakes = await import('./fakeWebview');
  return fakes.vscodeWithWebviews(base);
});

const EXT = stub.Uri.file('/ext/scoresheet') as unknown as vscode.Uri;
const EXAMPLE = join(__dirname, '../../examples/turnier-2026');
const SCRIPT = 'void "the page script"';
const NAMES = [
  'tournament.score',
  'serie-1/tisch-1.score',
  'serie-1/tisch-2.score',
  'serie-2/tisch-1.score',
  'serie-2/tisch-2.score',
];
const FILES = Object.fromEntries(NAMES.map((n) => [n, readFileSync(join(EXAMPLE, n), 'utf8')]));
/** The editor's copy of the folder has the example's folder name: the page names its folder. */
const ROOT = '/work/turnier-2026';
const uriOf = (name: string) => stub.Uri.file(`${ROOT}/${name}`).toString();

/** The folder's files by address, listed and read as VS Code's file system would. */
function memoryFolder(files: Record<string, string>): FolderAccess {
  const byUri = new Map(Object.entries(files).map(([name, text]) => [uriOf(name), text]));
  return {
    async list(folder) {
      const prefix = `${folder}/`;
      const names = new Map<string, boolean>();
      for (const uri of byUri.keys())
        if (uri.startsWith(prefix)) {
          const [first, ...more] = uri.slice(prefix.length).split('/');
          names.set(first, more.length > 0);
        }
      if (names.size === 0) return undefined;
      return [...names].map(([name, folder]) => ({ uri: prefix + name, name, folder }));
    },
    async read(uri) {
      return byUri.get(uri);
    },
  };
}

/** `scoresheet settle examples/turnier-2026 --format html --lang LANG` (the CLI entry), `files` for the disk's. */
function cliPage(lang: Lang, files: Record<string, string> = FILES): string {
  let html = '';
  const code = run(['settle', EXAMPLE, '--format', 'html', '--lang', lang], {
    out: (s) => (html += s),
    err: () => {},
    readFile: (path) => {
      const name = relative(EXAMPLE, path).split(sep).join('/');
      return name in files ? new TextEncoder().encode(files[name]) : readFileSync(path);
    },
    listDir: (path) => (statSync(path).isDirectory() ? readdirSync(path) : undefined),
    pageScript: () => SCRIPT,
  });
  expect(code).toBe(0);
  return html;
}

function scoreDoc(name: string, text: string): stub.StubDocument {
  const doc = stub.createDocument(text, { uri: stub.Uri.file(`${ROOT}/${name}`), languageId: 'score' });
  stub.workspace.textDocuments.push(doc);
  stub.events.open?.fire(doc);
  return doc;
}

let analyses: AnalysisService;

beforeEach(() => {
  stub.resetStub();
  resetFakes();
  stub.workspace.fs.readFile.mockResolvedValue(new TextEncoder().encode(SCRIPT));
  analyses = new AnalysisService({ folders: memoryFolder(FILES) });
  registerSettlementView({ extensionUri: EXT, subscriptions: [] } as unknown as vscode.ExtensionContext, analyses);
});

afterEach(() => {
  analyses.dispose();
});

async function exportFrom(doc: stub.StubDocument): Promise<string> {
  const target = stub.Uri.file('/out/page.html');
  const written = await stub.commands.executeCommand(SETTLEMENT_COMMANDS.exportWebPage, doc.uri, target);
  expect(String(written)).toBe(target.toString());
  return stub.written(target)!;
}

describe('Export as web page on a tournament', () => {
  it.each(['en', 'de'] as const)('writes the CLI page byte for byte (%s)', async (lang) => {
    stub.env.language = lang;
    const html = await exportFrom(scoreDoc('serie-1/tisch-2.score', FILES['serie-1/tisch-2.score']));
    expect(html).toBe(cliPage(lang));
    expect(cliPage('en')).not.toBe(cliPage('de'));
    // The tournament's page: every list embedded by its path inside the folder, the folder's name.
    for (const name of NAMES.slice(1)) expect(html).toContain(JSON.stringify(name).slice(1, -1));
    expect(html).toContain('turnier-2026');
  });

  it('from tournament.score too', async () => {
    const html = await exportFrom(scoreDoc('tournament.score', FILES['tournament.score']));
    expect(html).toBe(cliPage('en'));
  });

  it("holds an open list's unsaved edit", async () => {
    const doc = scoreDoc('serie-2/tisch-1.score', FILES['serie-2/tisch-1.score']);
    const edited = FILES['serie-1/tisch-1.score'].replace('gewonnen Ben Dora 2', 'gewonnen Ben Dora 3');
    expect(edited).not.toBe(FILES['serie-1/tisch-1.score']);
    scoreDoc('serie-1/tisch-1.score', edited);
    const html = await exportFrom(doc);
    expect(html).toBe(cliPage('en', { ...FILES, 'serie-1/tisch-1.score': edited }));
    expect(html).not.toBe(cliPage('en'));
  });

  it('writes nothing when a list cannot be read, and says which (the CLI stops there too)', async () => {
    analyses.dispose();
    const folders = memoryFolder(FILES);
    const unreadable = uriOf('serie-2/tisch-2.score');
    analyses = new AnalysisService({
      folders: { list: folders.list, read: async (uri) => (uri === unreadable ? undefined : folders.read(uri)) },
    });
    stub.resetStub();
    resetFakes();
    registerSettlementView({ extensionUri: EXT, subscriptions: [] } as unknown as vscode.ExtensionContext, analyses);
    const doc = scoreDoc('serie-1/tisch-1.score', FILES['serie-1/tisch-1.score']);
    const written = await stub.commands.executeCommand(
      SETTLEMENT_COMMANDS.exportWebPage,
      doc.uri,
      stub.Uri.file('/out/page.html'),
    );
    expect(written).toBeUndefined();
    expect(stub.workspace.fs.writeFile).not.toHaveBeenCalled();
    expect(stub.window.showErrorMessage).toHaveBeenCalledWith(
      'The tournament page was not exported: serie-2/tisch-2.score cannot be read.',
    );
  });
});
