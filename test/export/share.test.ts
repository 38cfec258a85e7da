// Sharing an evening (issue 35), without a browser: the group-chat lines in en/de/fr, the chained fingerprints, the
// viewer link's encoding, and the page from the CLI and from the editor being the same bytes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type * as vscode from 'vscode';
import { analyzeFileText } from '../../src/analysis/analyze';
import { parseArgs } from '../../src/cli/args';
import { contentFingerprint, seasonFingerprint } from '../../src/export/page';
import {
  base64url,
  eveningPage,
  fromBase64url,
  previousEvening,
  seasonContent,
  viewerLink,
  type LogFile,
} from '../../src/export/share';
import { shareCardSvg } from '../../src/export/card';
import { exportWebPage } from '../../src/extension/settlement/exportPage';
import { copyForChat, saveImage, setImageRenderer } from '../../src/extension/settlement/shareCommands';
import { logFingerprint } from '../../src/text/sha256';
import { runCli } from '../helpers/cliInProcess';
import * as stub from '../helpers/vscodeStub';

const root = join(__dirname, '../..');
const EVENING = join(root, 'examples/doppelkopf-evening.score');
const SEASON = join(root, 'examples/season-2026');
const SCRIPT = 'document.title="page script"';

const seasonFiles = (): LogFile[] =>
  readdirSync(SEASON).map((file) => ({ file, text: readFileSync(join(SEASON, file), 'utf8') }));

describe('settle --format chat', () => {
  // The paper sheet's last checkpoint (doppelkopf-evening.score, round 26): Anna 9, Ben −27, Clara −7, Dora 25 at
  // 0.05 EUR a point: Dora +1.25, Anna +0.45, Clara −0.35, Ben −1.35. Netted largest debt to largest claim: Ben pays
  // Dora 1.25 (Ben still owes 0.10), Clara pays Anna 0.35, Ben pays Anna 0.10.
  it('says title, winner, totals, who pays whom and the fingerprint in five lines (English)', () => {
    const r = runCli(['settle', EVENING, '--format', 'chat']);
    expect(r.code).toBe(0);
    const lines = r.out.trim().split('\n');
    expect(lines).toEqual([
      'Doppelkopf bei Clara · Doppelkopf · Nov 15, 2024 · 26 rounds',
      'Winner: Dora (+25 points)',
      'Totals: Dora +25 · Anna +9 · Clara −7 · Ben −27',
      'Who pays whom: Ben pays Dora 1.25 EUR · Clara pays Anna 0.35 EUR · Ben pays Anna 0.10 EUR',
      `Fingerprint of the log: ${logFingerprint(readFileSync(EVENING, 'utf8'))}`,
    ]);
  });

  // Money as the language writes it: a no-break space before the euro sign in German and French.
  it('speaks German and French, money and dates as the language writes them', () => {
    const de = runCli(['settle', EVENING, '--format', 'chat', '--lang', 'de']).out.split('\n');
    expect(de[0]).toBe('Doppelkopf bei Clara · Doppelkopf · 15.11.2024 · 26 Spiele');
    expect(de[1]).toBe('Sieger: Dora (+25 Punkte)');
    expect(de[3]).toBe(
      'Wer zahlt wem: Ben zahlt Dora 1,25\u00a0€ · Clara zahlt Anna 0,35\u00a0€ · Ben zahlt Anna 0,10\u00a0€',
    );
    const fr = runCli(['settle', EVENING, '--format', 'chat', '--lang', 'fr']).out.split('\n');
    expect(fr[1]).toBe('Gagnant : Dora (+25 points)');
    expect(fr[3]).toContain('Ben paie 1,25\u00a0€ à Dora');
  });

  it('adds the viewer link, whose fragment inflates back to the log', () => {
    const r = runCli(['settle', EVENING, '--format', 'chat', '--viewer', 'https://example.org/v.html'], {
      deflateRaw: (t) => new Uint8Array(deflateRawSync(Buffer.from(t))),
    });
    const link = r.out.trim().split('\n').pop()!;
    expect(link).toMatch(/^https:\/\/example\.org\/v\.html#lang=en&log=[A-Za-z0-9_-]+$/);
    const bytes = fromBase64url(link.split('log=')[1])!;
    expect(inflateRawSync(bytes).toString('utf8')).toBe(readFileSync(EVENING, 'utf8'));
  });

  it('gives a season its standings and money (the pot paid out) and its fingerprint', () => {
    const r = runCli(['settle', SEASON, '--format', 'chat']);
    const lines = r.out.trim().split('\n');
    expect(lines[0]).toBe('Doppelkopf-Runde 2026 · Doppelkopf · 6 evenings · Jan 16, 2026 to Jun 12, 2026');
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.length).toBeLessThanOrEqual(8);
    const logs = seasonFiles()
      .filter((f) => f.file !== 'season.score')
      .map((f) => f.text);
    expect(lines[lines.length - 1]).toBe(`Season fingerprint: ${seasonFingerprint(logs)}`);
  });
});

describe('settle --format png', () => {
  it('without a browser: a clear error naming what was looked for, exit 2, nothing written', () => {
    const written: string[] = [];
    const r = runCli(['settle', EVENING, '--format', 'png', '-o', '/tmp/card.png'], {
      drawPng: () => ({ missing: ['CHROME_PATH', 'chromium'] }),
      writeFile: (p) => written.push(p),
      writeBytes: (p) => written.push(p),
    });
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      '--format png draws the image in Chromium or Chrome, and none was found (CHROME_PATH or chromium). ' +
        'Install one, or set CHROME_PATH to its program.\n',
    );
    expect(written).toEqual([]);
  });

  it('writes what the browser drew to -o, and says where on stderr', () => {
    const written = new Map<string, Uint8Array>();
    const r = runCli(['settle', EVENING, '--format', 'png', '-o', '/tmp/card.png'], {
      drawPng: (svg, width) => ({ png: new TextEncoder().encode(`${width}:${svg.includes('Doppelkopf bei Clara')}`) }),
      writeFile: () => undefined,
      writeBytes: (p, data) => written.set(p, data),
    });
    expect(r.code).toBe(0);
    expect(r.out).toBe('');
    expect(r.err).toBe('Written: /tmp/card.png\n');
    expect(new TextDecoder().decode(written.get('/tmp/card.png'))).toBe('640:true');
  });
});

describe('the viewer link', () => {
  it('writes base64url as RFC 4648 §10 does, without padding, and reads it back', () => {
    const ascii = (s: string) => new TextEncoder().encode(s);
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map((s) => base64url(ascii(s)))).toEqual([
      '',
      'Zg',
      'Zm8',
      'Zm9v',
      'Zm9vYg',
      'Zm9vYmE',
      'Zm9vYmFy',
    ]);
    // 0xfb 0xff: "+/8=" in base64, "-_8" in base64url.
    expect(base64url(new Uint8Array([0xfb, 0xff]))).toBe('-_8');
    expect(Array.from(fromBase64url('-_8')!)).toEqual([0xfb, 0xff]);
    expect(fromBase64url('a+b/')).toBeUndefined();
    expect(fromBase64url('abcde')).toBeUndefined();
  });

  it('replaces a fragment the viewer address already had', () => {
    expect(viewerLink('https://x.org/v.html#old', new Uint8Array([0x66]), 'de')).toBe(
      'https://x.org/v.html#lang=de&log=Zg',
    );
  });

  it('takes only an http(s) address', () => {
    expect(parseArgs(['settle', 'a.score', '--format', 'html', '--viewer', 'javascript:alert(1)']).kind).toBe(
      'usage-error',
    );
    expect(parseArgs(['settle', 'a.score', '--format', 'md', '--viewer', 'https://x.org/']).kind).toBe('usage-error');
    expect(parseArgs(['settle', 'a.score', '--format', 'png']).kind).toBe('usage-error');
  });
});

describe('chained fingerprints', () => {
  it('names the previous evening of the season: for 2026-02-13, the evening of 2026-01-16', () => {
    const files = seasonFiles();
    const first = files.find((f) => f.file === '2026-01-16.score')!;
    expect(previousEvening(files, '2026-02-13.score')).toEqual({
      file: '2026-01-16.score',
      date: '2026-01-16',
      fingerprint: logFingerprint(first.text),
    });
    expect(previousEvening(files, '2026-01-16.score')).toBeUndefined();
  });

  it('gives a season the fingerprint of its evenings’ fingerprints, whatever order the files come in', () => {
    const { content } = seasonContent('season-2026', seasonFiles());
    expect(content.evenings.map((e) => e.file)).toEqual([
      '2026-01-16.score',
      '2026-02-13.score',
      '2026-03-13.score',
      '2026-04-17.score',
      '2026-05-15.score',
      '2026-06-12.score',
    ]);
    const { content: reversed } = seasonContent('season-2026', seasonFiles().reverse());
    expect(contentFingerprint(reversed)).toBe(contentFingerprint(content));
    const sorted = content.evenings
      .map((e) => logFingerprint(e.log))
      .sort()
      .join('\n');
    expect(contentFingerprint(content)).toBe(logFingerprint(sorted));
  });
});

describe('the page from the CLI and from the editor', () => {
  afterEach(() => {
    const fs = stub.workspace.fs as Record<string, unknown>;
    delete fs.readDirectory;
    delete fs.stat;
    stub.resetStub();
  });

  /** The page the editor writes for a file of the season folder, with `scoresheet.share.viewerUrl` set or not. */
  async function editorPage(file: string, lang: string, viewer?: string): Promise<string | undefined> {
    const disk = (uri: { path: string }) => readFileSync(uri.path);
    stub.workspace.fs.readFile.mockImplementation(async (uri) =>
      uri.path.endsWith('/dist/export.js') ? new TextEncoder().encode(SCRIPT) : new Uint8Array(disk(uri)),
    );
    Object.assign(stub.workspace.fs, {
      readDirectory: async () => readdirSync(SEASON).map((n) => [n, stub.FileType.File]),
      stat: async (uri: { path: string }) => ({ type: stub.FileType.File, size: readFileSync(uri.path).length }),
    });
    stub.env.language = lang;
    if (viewer) stub.settings.set('scoresheet.share.viewerUrl', viewer);
    const text = readFileSync(file, 'utf8');
    const doc = stub.createDocument(text, { uri: stub.Uri.file(file) });
    const analysis = analyzeFileText(file, text).find((a) => a.game)!;
    const target = stub.Uri.file('/tmp/out.html');
    await exportWebPage(
      stub.Uri.file('/ext') as unknown as vscode.Uri,
      doc as unknown as vscode.TextDocument,
      analysis,
      target as unknown as vscode.Uri,
    );
    stub.settings.delete('scoresheet.share.viewerUrl');
    return stub.written(target);
  }

  it('is the same bytes with the viewer: --viewer and the scoresheet.share.viewerUrl setting', async () => {
    const file = join(SEASON, '2026-03-13.score');
    const viewer = 'https://scores.example.org/viewer.html';
    const cli = runCli(['settle', file, '--format', 'html', '--lang', 'fr', '--viewer', viewer], {
      pageScript: () => SCRIPT,
    });
    const editor = await editorPage(file, 'fr', viewer);
    expect(editor).toContain(`"viewer":"${viewer}"`);
    expect(cli.out).toBe(`${editor}\n`);
  });

  it('is the same bytes for the same log and language (an evening with a previous one)', async () => {
    const file = join(SEASON, '2026-03-13.score');
    const cli = runCli(['settle', file, '--format', 'html', '--lang', 'de'], { pageScript: () => SCRIPT });
    expect(cli.code).toBe(0);

    const disk = (uri: { path: string }) => readFileSync(uri.path.endsWith('/dist/export.js') ? '/dev/null' : uri.path);
    stub.workspace.fs.readFile.mockImplementation(async (uri) =>
      uri.path.endsWith('/dist/export.js') ? new TextEncoder().encode(SCRIPT) : new Uint8Array(disk(uri)),
    );
    Object.assign(stub.workspace.fs, {
      readDirectory: async () => readdirSync(SEASON).map((n) => [n, stub.FileType.File]),
      stat: async (uri: { path: string }) => ({ type: stub.FileType.File, size: readFileSync(uri.path).length }),
    });
    stub.env.language = 'de';
    const text = readFileSync(file, 'utf8');
    const doc = stub.createDocument(text, { uri: stub.Uri.file(file) });
    const analysis = analyzeFileText(file, text).find((a) => a.game)!;
    const target = stub.Uri.file('/tmp/out.html');
    await exportWebPage(
      stub.Uri.file('/ext') as unknown as vscode.Uri,
      doc as unknown as vscode.TextDocument,
      analysis,
      target as unknown as vscode.Uri,
    );
    const editor = stub.written(target);
    // The CLI prints the page and a line break.
    expect(cli.out).toBe(`${editor}\n`);
    expect(editor).toBe(
      eveningPage({ log: text, fileName: '2026-03-13.score', files: seasonFiles(), script: SCRIPT, lang: 'de' }).html,
    );
    const before = logFingerprint(readFileSync(join(SEASON, '2026-02-13.score'), 'utf8'));
    expect(editor).toContain(`"previous":{"file":"2026-02-13.score","date":"2026-02-13","fingerprint":"${before}"}`);
  });
});

describe('the editor’s "Copy for group chat" and "Save as image"', () => {
  afterEach(() => {
    stub.resetStub();
    setImageRenderer(undefined);
  });

  const open = () => {
    const text = readFileSync(EVENING, 'utf8');
    // An unsaved sheet: no folder, so no previous evening (as the CLI on a lone file).
    const doc = stub.createDocument(text);
    const analysis = analyzeFileText('x.score', text).find((a) => a.game)!;
    return { doc: doc as unknown as vscode.TextDocument, analysis };
  };

  it('copies the lines `settle --format chat` prints, in the editor’s language', async () => {
    stub.env.language = 'de';
    const { doc, analysis } = open();
    const copied = await copyForChat(doc, analysis);
    expect(stub.env.clipboard.writeText.mock.calls).toEqual([[copied]]);
    const cli = runCli(['settle', EVENING, '--format', 'chat', '--lang', 'de']);
    // The CLI's file has a folder; doppelkopf-evening.score is the first evening of its group, so no previous one.
    expect(`${copied}\n`).toBe(cli.out.replace(/\n$/, ''));
  });

  it('saves the card as PNG when a browser draws it, as SVG when none does', async () => {
    const { doc, analysis } = open();
    const svgTarget = stub.Uri.file('/tmp/card.svg');
    await saveImage(doc, analysis, svgTarget as unknown as vscode.Uri);
    const svg = stub.written(svgTarget)!;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('>Doppelkopf bei Clara</text>');
    setImageRenderer((s) => new TextEncoder().encode(`PNG of ${s.length} characters`));
    const pngTarget = stub.Uri.file('/tmp/card.png');
    await saveImage(doc, analysis, pngTarget as unknown as vscode.Uri);
    expect(stub.written(pngTarget)).toBe(`PNG of ${svg.length} characters`);
  });
});

describe('the printout', () => {
  it('puts the fingerprint in every printed page’s footer (an @page margin box), in the page’s language', () => {
    const log = readFileSync(EVENING, 'utf8');
    const de = eveningPage({ log, fileName: 'doppelkopf-evening.score', script: SCRIPT, lang: 'de' }).html;
    const fp = logFingerprint(log);
    expect(de).toContain(`@page{@bottom-left{content:"Scoresheet · Fingerabdruck der Liste ${fp}"`);
    expect(de).toContain('@bottom-right{content:counter(page) " / " counter(pages)');
  });
});

describe('the share card', () => {
  it('draws a name as text, never as markup', () => {
    const name = '<script>alert(1)</script> & "Bob"';
    const { svg } = shareCardSvg({
      title: name,
      subtitle: 'Doppelkopf',
      heading: 'Totals',
      rowsLine: '',
      rows: [{ rank: 1, name: 'A<b>', value: '+1', sign: 1 }],
      pays: [],
      paysLine: '',
      paysHeading: 'Who pays whom',
      fingerprint: 'Fingerprint of the log: 00000000',
    });
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Bob&quot;');
    expect(svg).toContain('>A&lt;b&gt;</text>');
  });
});
