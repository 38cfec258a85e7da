// The README's security section, as the source holds it. Every file write in src/ goes through the two helpers:
// src/node/userFiles.ts, which writes in one step, and src/extension/userFiles.ts, which uses it for a local file and
// vscode.workspace.fs elsewhere. They are called only from commands the user runs: `fmt`, `check --fix`, `import` and
// `serve` (a round a phone added) in the CLI; Export Settlement as CSV, Export as Web Page and New Score Sheet in VS
// Code. A new write fails here until it goes through a helper and is listed (and the README says so). And nothing in
// src/ or webview/ reaches the network but the table session: its server (src/session/server.ts, Node's http) and its
// phone page (webview/components/phoneApp.ts, which talks to that server only).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url);
const sourcesOf = (folder: string) =>
  readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => ({ file: `${folder}${f}`, text: readFileSync(new URL(`${folder}${f}`, root), 'utf8') }));
const sources = sourcesOf('src/');

/** Each file that matches, with what it matched (in order, repeats kept). */
function uses(pattern: RegExp, files = sources): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const { file, text } of files) {
    const hits = [...text.matchAll(pattern)].map((m) => m[1] ?? m[0]);
    if (hits.length) found[file] = hits;
  }
  return found;
}

describe('file writes in src/', () => {
  it('node and VS Code file-writing calls are in the two helpers only', () => {
    const calls = ['writeFileSync', 'writeFile', 'appendFileSync', 'appendFile', 'createWriteStream', 'writeSync'];
    calls.push('renameSync', 'copyFileSync', 'truncateSync', 'unlinkSync', 'rmSync');
    const writes = uses(new RegExp(`\\b(${calls.join('|')})\\s*\\(`, 'g'));
    expect(writes).toEqual({
      // serve (a round a phone added) and settle -o: the writer main.ts hands in (src/cli/files.ts), checked below.
      'src/cli/serve.ts': ['writeFile'],
      'src/cli/share.ts': ['writeFile'],
      'src/extension/userFiles.ts': ['writeFile'],
      // settle --format png: removes its own temporary folder (the browser's profile and the PNG it drew).
      'src/node/browser.ts': ['rmSync'],
      'src/node/userFiles.ts': ['writeSync', 'renameSync', 'unlinkSync'],
    });
  });

  it('the atomic writer is used by the CLI and the desktop extension; the extension writes for three commands', () => {
    expect(Object.keys(uses(/(?<!function )\bwriteFileAtomic\(/g)).sort()).toEqual([
      'src/cli/files.ts',
      'src/extension/desktop.ts',
    ]);
    expect(Object.keys(uses(/(?<!function )\bwriteUserFile\(/g)).sort()).toEqual([
      'src/extension/importHistory.ts',
      'src/extension/newSheet.ts',
      'src/extension/settlement/exportPage.ts',
      'src/extension/settlement/settlementActions.ts',
      'src/extension/settlement/shareCommands.ts',
    ]);
  });

  it('the CLI writes in check --fix, fmt, import, settle -o and serve only', () => {
    const guide = sources.find((s) => s.file === 'src/cli/guide.ts')!.text;
    const writers = [...guide.matchAll(/^export function (\w+)[^]*?^}/gm)]
      .filter((m) => m[0].includes('io.writeFile'))
      .map((m) => m[1]);
    expect(writers).toEqual(['runFix', 'runFmt']);
    const importer = sources.find((s) => s.file === 'src/cli/importCommand.ts')!.text;
    const importWriters = [...importer.matchAll(/^export (?:async )?function (\w+)[^]*?^}/gm)]
      .filter((m) => m[0].includes('io.writeFile'))
      .map((m) => m[1]);
    expect(importWriters).toEqual(['runImport']);
    const share = sources.find((s) => s.file === 'src/cli/share.ts')!.text;
    const shareWriters = [...share.matchAll(/^(?:export )?function (\w+)[^]*?^}/gm)]
      .filter((m) => m[0].includes('io.writeFile('))
      .map((m) => m[1]);
    expect(shareWriters).toEqual(['emit']);
    // main.ts hands io.writeFile to guide.ts, importCommand.ts and share.ts; serve.ts writes only in its writer's
    // `append` (a round, src/session).
    expect(Object.keys(uses(/\bio\.writeFile\b/g)).sort()).toEqual([
      'src/cli/guide.ts',
      'src/cli/importCommand.ts',
      'src/cli/main.ts',
      'src/cli/serve.ts',
      'src/cli/share.ts',
    ]);
    const serve = sources.find((s) => s.file === 'src/cli/serve.ts')!.text;
    expect(
      [...serve.matchAll(/^ {8}async (\w+)\([^]*?^ {8}}/gm)]
        .filter((m) => m[0].includes('io.writeFile'))
        .map((m) => m[1]),
    ).toEqual(['append']);
  });
});

describe('the network', () => {
  it('only the table session listens (its server) and connects (its phone page, to that server)', () => {
    const modules = /from '(?:node:)?(?:http|https|http2|net|tls|dgram)'/.source;
    const network = new RegExp(`${modules}|\\b(?:fetch|XMLHttpRequest|WebSocket|EventSource|sendBeacon)\\b`, 'g');
    expect(uses(network, [...sources, ...sourcesOf('webview/')])).toEqual({
      'src/session/server.ts': ["from 'node:http'", "from 'node:net'"],
      'webview/components/phoneApp.ts': ['EventSource', 'EventSource', 'EventSource', 'fetch', 'fetch'],
    });
    // The page's requests are relative: they go to the server that served it, nowhere else.
    const phone = sourcesOf('webview/').find((s) => s.file === 'webview/components/phoneApp.ts')!.text;
    expect([...phone.matchAll(/\b(?:fetch|new EventSource)\((\S+?)[,)]/g)].map((m) => m[1])).toEqual([
      "'events'",
      "'sheet'",
      "'rounds'",
    ]);
  });
});
