// The CLI's bundle keeps what only some commands need in files of its own beside it (scripts/cliBundles.mjs): the
// German and French catalogs, sharing and the PNG drawing. Each command still says and writes the same; a command in
// English, or one that shares nothing, never reads those files.
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOPPELKOPF_EXAMPLE } from '../format/fixtures';
import { skipWithoutChromium } from '../webview/browserHarness';
import { bundledCli } from '../helpers/cliProcess';

const cli = bundledCli('scoresheet-apart-');

// The exported page's script, which `settle --format html` inlines, as dist/ has it beside the CLI.
beforeAll(async () => {
  await esbuild.build({
    entryPoints: ['webview/export.ts'],
    outfile: join(cli.dir, 'export.js'),
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    minify: true,
    logLevel: 'error',
  });
});

describe("the CLI's files apart", () => {
  it('are beside the bundle, which holds none of their text', () => {
    for (const f of ['messages-de.js', 'messages-fr.js', 'share.js', 'browser.js'])
      expect(existsSync(join(cli.dir, f))).toBe(true);
    const bundle = readFileSync(join(cli.dir, 'cli-main.js'), 'utf8');
    // A German and a French sentence of the catalogs.
    expect(bundle).not.toContain('Wer zahlt wem: ');
    expect(bundle).not.toContain('Qui paie qui : ');
    expect(readFileSync(join(cli.dir, 'messages-de.js'), 'utf8')).toContain('Wer zahlt wem: ');
    expect(readFileSync(join(cli.dir, 'messages-fr.js'), 'utf8')).toContain('Qui paie qui : ');
  });

  it('German and French: the words of the language, read from their own files', () => {
    const file = cli.write('abend.score', DOPPELKOPF_EXAMPLE);
    const de = cli.run('settle', '--format', 'chat', '--lang', 'de', file);
    expect(de.code).toBe(0);
    expect(de.out).toContain('Fingerabdruck der Liste');
    expect(de.out).toMatch(/^Wer zahlt wem: /m);
    const fr = cli.run('settle', '--format', 'chat', '--lang', 'fr', file);
    expect(fr.code).toBe(0);
    expect(fr.out).toMatch(/^Qui paie qui : /m);
  });

  it('a command in English, and one that shares nothing, run without them', () => {
    const file = cli.write('evening.score', DOPPELKOPF_EXAMPLE);
    const hidden = ['messages-de.js', 'messages-fr.js', 'share.js', 'browser.js'];
    for (const f of hidden) renameSync(join(cli.dir, f), join(cli.dir, `${f}.away`));
    try {
      const check = cli.run('check', file);
      expect(check.code).toBe(0);
      expect(check.err).toBe('0 errors, 0 warnings in 1 document\n');
      const settle = cli.run('settle', file);
      expect(settle.code).toBe(0);
      expect(settle.out).toContain('Who pays whom');
    } finally {
      for (const f of hidden) renameSync(join(cli.dir, `${f}.away`), join(cli.dir, f));
    }
  });

  it('sharing: the page and the chat lines written', () => {
    const file = cli.write('share.score', DOPPELKOPF_EXAMPLE);
    const page = join(cli.dir, 'page.html');
    const html = cli.run('settle', '--format', 'html', '--output', page, file);
    expect(html.err).toBe(`Written: ${page}\n`);
    expect(html.code).toBe(0);
    expect(readFileSync(page, 'utf8')).toMatch(/^<!doctype html>/i);
    const chat = cli.run('settle', '--format', 'chat', file);
    expect(chat.out).toMatch(/^Who pays whom: /m);
  });

  it('sharing: a tournament folder’s page written (settle DIR --format html)', () => {
    const dir = cli.folder('turnier', {
      'tournament.score': readFileSync('examples/turnier-2026/tournament.score', 'utf8'),
      'tisch-1.score': readFileSync('examples/turnier-2026/serie-1/tisch-1.score', 'utf8'),
    });
    const page = join(cli.dir, 'turnier.html');
    const html = cli.run('settle', '--format', 'html', '--lang', 'de', '--output', page, dir);
    expect(html.err).toBe(`Geschrieben: ${page}\n`);
    expect(html.code).toBe(0);
    const text = readFileSync(page, 'utf8');
    expect(text).toMatch(/^<!doctype html>/i);
    expect(text).toContain('"kind":"tournament"');
    expect(text).toContain('<title>Herbstturnier 2026</title>');
  });

  it('sharing: the card drawn as a PNG (in Chromium)', (ctx) => {
    skipWithoutChromium(ctx);
    const file = cli.write('card.score', DOPPELKOPF_EXAMPLE);
    const png = join(cli.dir, 'card.png');
    expect(cli.run('settle', '--format', 'png', '--output', png, file).code).toBe(0);
    expect([...readFileSync(png).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
