// A headless Chromium or Chrome that draws an SVG as PNG (`settle --format png`): CHROME_PATH, else the usual
// program names on PATH. Node only; the browser is run as a program of its own, with a time limit, on a temporary
// page that loads nothing; its temporary folder (the browser's profile and the PNG) is removed afterwards.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];

/** The browser to run, or the names looked for when there is none. */
export function findBrowser(env: Record<string, string | undefined>): { path: string } | { tried: string[] } {
  const given = env.CHROME_PATH;
  if (given) return existsSync(given) ? { path: given } : { tried: [given] };
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean))
    for (const name of NAMES) if (existsSync(join(dir, name))) return { path: join(dir, name) };
  return { tried: ['CHROME_PATH', ...NAMES] };
}

/** The SVG as a PNG at twice its size (sharp on a phone), or why it could not be drawn. */
export function drawPng(
  svg: string,
  width: number,
  height: number,
  env: Record<string, string | undefined> = process.env,
): { png: Uint8Array } | { missing: string[] } | { failed: { browser: string; why: string } } {
  const found = findBrowser(env);
  if ('tried' in found) return { missing: found.tried };
  const dir = mkdtempSync(join(tmpdir(), 'scoresheet-png-'));
  try {
    const out = join(dir, 'card.png');
    // The page travels in a data: address (nothing to write), with a CSP that lets it load nothing.
    const page =
      '<!DOCTYPE html><meta charset="utf-8">' +
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">` +
      `<body style="margin:0">${svg}</body>`;
    const run = spawnSync(
      found.path,
      [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--hide-scrollbars',
        '--no-first-run',
        `--user-data-dir=${join(dir, 'profile')}`,
        '--force-device-scale-factor=2',
        `--window-size=${width},${height}`,
        `--screenshot=${out}`,
        `data:text/html;base64,${Buffer.from(page, 'utf8').toString('base64')}`,
      ],
      { timeout: 60_000, encoding: 'utf8' },
    );
    if (!existsSync(out)) {
      const why = run.error?.message ?? (run.stderr.trim().split('\n').pop() || `exit ${run.status}`);
      return { failed: { browser: found.path, why } };
    }
    return { png: new Uint8Array(readFileSync(out)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
