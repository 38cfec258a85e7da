// Renders the built settlement view (dist/webview.js) in headless Chromium under VS Code theme variables and saves
// screenshots: screenshots/settlement-*.png, plus the README's pictures in media/readme/.
// What is shown is the bundled examples (examples/*.score) through the real engine, projected as the extension's panel
// projects them (test/webview/exampleModels.ts, bundled here) — never a hand-written model. Each picture's totals are
// read back from the page and must equal the engine's, and an example with a problem fails the run.
// Needs dist/webview.js: `npm run screenshots:view` builds first (`npm run screenshots` also makes the pictures of
// real VS Code: test/e2e/readmeShots.ts, scripts/web-test/shot.mjs). Pages use the extension's CSP (nonce scripts,
// no inline styles), and any console error, page error or CSP violation fails the run.

/* global document, window -- used inside page.waitForFunction callbacks, which run in the browser */
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => join(root, ...p);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const THEMES = {
  light: { css: 'light.css', body: 'vscode-light', kind: 'vscode-light' },
  dark: { css: 'dark.css', body: 'vscode-dark', kind: 'vscode-dark' },
  hc: { css: 'hc.css', body: 'vscode-high-contrast', kind: 'vscode-high-contrast' },
  'hc-light': { css: 'hc-light.css', body: 'vscode-high-contrast-light', kind: 'vscode-high-contrast-light' },
};

/** The bundled examples the pictures show, through the engine (the same module the browser tests use). */
async function loadExamples() {
  const built = await esbuild.build({
    entryPoints: [at('test/webview/exampleModels.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  const mod = await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);
  // German pictures show the German evening with the engine's words in German.
  return [...mod.exampleModels(root), ...mod.exampleModels(root, 'de').map((e) => ({ ...e, lang: 'de' }))];
}

const EXAMPLE_FILES = {
  evening: 'doppelkopf-evening.score',
  belote: 'belote-game.score',
  coinche: 'coinche-game.score',
  abend: 'doppelkopf-abend.score',
};
/** The language each picture's view speaks (the host sends it in its update); English unless named here. */
const FIXTURE_LANG = { abend: 'de' };
const examples = await loadExamples();

/** The Add round form's live preview through the real engine (src/language/roundEntry.ts, bundled here). */
async function loadRoundEntry() {
  const built = await esbuild.build({
    entryPoints: [at('src/language/roundEntry.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);
}
const roundEntry = await loadRoundEntry();
const FIXTURES = Object.fromEntries(
  Object.entries(EXAMPLE_FILES).map(([key, name]) => {
    const lang = FIXTURE_LANG[key];
    const e = examples.find((x) => x.name === name && x.lang === lang);
    if (!e) throw new Error(`examples/${name} is missing`);
    if (e.model.errors || e.model.warnings)
      throw new Error(`examples/${name} has problems: fix it before a screenshot`);
    return [key, e];
  }),
);

if (!existsSync(at('dist/webview.js'))) {
  console.error('dist/webview.js is missing: run `npm run build` first.');
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH).`);
  process.exit(1);
}

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside a <script>: `<` escaped so a name like `</script>` cannot end the element.
const scriptJson = (v) => JSON.stringify(v).replace(/</g, '\\u003c');

function viewPage(origin, themeName, fixtureName) {
  const theme = THEMES[themeName];
  const fixture = FIXTURES[fixtureName];
  const message = {
    type: 'update',
    source: `file:///home/clara/${fixture.file}`,
    version: 1,
    block: fixture.block,
    locked: false,
    model: fixture.model,
    lang: fixture.lang,
  };
  const nonce = randomBytes(16).toString('hex');
  // The extension's policy, with this server as the webview's cspSource.
  const csp =
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src ${origin} ` +
    `'nonce-${nonce}'; img-src ${origin} data:; font-src ${origin}`;
  return `<!DOCTYPE html>
<html lang="${fixture.lang ?? 'en'}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeHtml(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" nonce="${nonce}" href="/themes/${theme.css}">
<link rel="stylesheet" nonce="${nonce}" href="/media/settlement.css">
<script nonce="${nonce}">
  // Stands in for VS Code: the webview API (posts are recorded) and the host's first update after 'ready'.
  window.__posted = [];
  window.acquireVsCodeApi = () => ({
    postMessage: (m) => window.__posted.push(m),
    getState: () => undefined,
    setState: () => {},
  });
  window.addEventListener('load', () => window.postMessage(${scriptJson(message)}, '*'));
</script>
</head>
<body class="${theme.body}" data-vscode-theme-kind="${theme.kind}">
<scoresheet-settlement></scoresheet-settlement>
<script type="module" nonce="${nonce}" src="/dist/webview.js"></script>
</body>
</html>`;
}

const KEYWORDS = new RegExp(
  '^(\\s*)(game|title|date|players|rules|set|stake|round|re|solo|marriage|silent-marriage|poverty|out|cards|tricks|' +
    'announce|extras|bock|score|total)\\b',
);

function highlight(line) {
  const [code, ...comment] = line.split('#');
  let html = escapeHtml(code)
    .replace(KEYWORDS, '$1<span class="kw">$2</span>')
    .replace(/([+-]?\b\d+(?:\.\d+)?\b)/g, '<span class="num">$1</span>');
  if (comment.length) html += `<span class="comment">#${escapeHtml(comment.join('#'))}</span>`;
  return html;
}

/** The README picture: a dark editor with the log, the settlement view beside it. */
function besidePage(themeName) {
  const text = readFileSync(at(`examples/${EXAMPLE_FILES.evening}`), 'utf8').replace(/\n$/, '');
  const lines = text
    .split('\n')
    .map((l, i) => `<div class="line"><span class="ln">${i + 1}</span><span>${highlight(l) || ' '}</span></div>`)
    .join('');
  const nonce = randomBytes(16).toString('hex');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'nonce-${nonce}'; frame-src 'self'">
<style nonce="${nonce}">
  html, body {
    margin: 0; height: 100%; background: #1f1f1f; color: #cccccc; font: 13px system-ui, sans-serif; overflow: hidden;
  }
  .workbench { display: grid; grid-template-columns: 46% 54%; height: 100%; }
  .group { display: flex; flex-direction: column; min-width: 0; border-left: 1px solid #2b2b2b; }
  .tabs { display: flex; background: #181818; height: 35px; border-bottom: 1px solid #2b2b2b; }
  .tab { padding: 0 16px; line-height: 35px; color: #9d9d9d; border-right: 1px solid #2b2b2b; }
  .tab.active { background: #1f1f1f; color: #ffffff; border-top: 1px solid #0078d4; }
  .editor {
    flex: 1; overflow: hidden; padding-top: 4px; font: 14px/19px "DejaVu Sans Mono", "Droid Sans Mono", monospace;
    white-space: pre;
  }
  .line { display: flex; }
  .ln { width: 48px; padding-right: 18px; text-align: right; color: #6e7681; flex: none; }
  .kw { color: #569cd6; } .num { color: #b5cea8; } .comment { color: #6a9955; }
  iframe { flex: 1; border: 0; width: 100%; background: #1f1f1f; }
</style>
</head>
<body>
<div class="workbench">
  <div class="group">
    <div class="tabs"><div class="tab active">${EXAMPLE_FILES.evening}</div></div>
    <div class="editor">${lines}</div>
  </div>
  <div class="group">
    <div class="tabs"><div class="tab active">Settlement: ${EXAMPLE_FILES.evening}</div></div>
    <iframe title="Settlement" src="/view?theme=${themeName}&amp;fixture=evening"></iframe>
  </div>
</div>
</body>
</html>`;
}

const STATIC = {
  '/dist/webview.js': ['dist/webview.js', 'text/javascript'],
  '/media/settlement.css': ['media/settlement.css', 'text/css'],
};
for (const t of Object.values(THEMES)) STATIC[`/themes/${t.css}`] = [`test/webview/themes/${t.css}`, 'text/css'];

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const origin = `http://${req.headers.host}`;
  try {
    if (url.pathname === '/view') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(viewPage(origin, url.searchParams.get('theme') ?? 'dark', url.searchParams.get('fixture') ?? 'evening'));
      return;
    }
    if (url.pathname === '/beside') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(besidePage(url.searchParams.get('theme') ?? 'dark'));
      return;
    }
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204).end(); // the browser asks; a webview never would
      return;
    }
    const file = STATIC[url.pathname];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': file[1] });
    res.end(readFileSync(at(file[0])));
  } catch (err) {
    res.writeHead(500).end(String(err));
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;

const problems = [];
const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });

const plain = (n) => (n < 0 ? `\u2212${-n}` : String(n));

/** The totals table's first two columns as the engine has them: points (Doppelkopf) or games won (Belote/Coinche). */
function expectedTotals(model) {
  return model.names.map((n, j) =>
    model.game === 'doppelkopf'
      ? [n, plain(model.totals[j])]
      : [n, String((model.games ?? []).filter((g) => g.winner === n).length)],
  );
}

/** Opens the Add round form, answers a normal game, and gives the view the engine's preview as the host would. */
async function fillForm(page, fixture) {
  const form = page.locator('scoresheet-round-form');
  await form.locator('button.toggle').click();
  const names = fixture.model.names;
  await form.getByRole('checkbox', { name: names[0], exact: true }).check();
  await form.getByRole('checkbox', { name: names[2], exact: true }).check();
  await form.getByLabel('Card points of Re (0–240)').fill('163');
  const request = await page.evaluate(() => window.__posted.filter((m) => m.type === 'previewRound').at(-1));
  const text = readFileSync(at(`examples/${fixture.file}`), 'utf8');
  const planned = roundEntry.previewRoundEntry(fixture.file, text, 0, request.input);
  await page.evaluate((m) => window.postMessage(m, '*'), {
    type: 'roundPreview',
    source: request.source,
    seq: request.seq,
    preview: planned.preview,
  });
  await form.locator('.preview .scores').waitFor();
  await form.locator('.preview details summary').click();
  await form.evaluate((el) => el.scrollIntoView());
  await page.evaluate(() => window.scrollBy(0, -8));
}

async function shoot(path, { width, height, fullPage = true, out, frame = false, form = false }) {
  // `npm run screenshots -- de` takes only the pictures whose file name contains `de` (say).
  const only = process.argv[2];
  if (only && !out.some((o) => o.includes(only))) return;
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  page.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy/i.test(m.text()))
      problems.push(`${path}: console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${path}: page error: ${e.message}`));
  await page.goto(base + path);
  const target = frame ? page.frames().find((f) => f.url().includes('/view')) : page.mainFrame();
  await (target ?? page.mainFrame()).waitForFunction(() => {
    const app = document.querySelector('scoresheet-settlement');
    return !!app?.shadowRoot?.querySelector('scoresheet-sheet')?.shadowRoot?.querySelector('[data-index]');
  });
  if (form) await fillForm(page, FIXTURES[new URL(path, base).searchParams.get('fixture') ?? 'evening']);
  // Let the chart measure its width and the fonts settle.
  await page.waitForTimeout(300);
  // The picture must show the example's real totals.
  const fixture = FIXTURES[new URL(path, base).searchParams.get('fixture') ?? 'evening'];
  const shown = await (target ?? page.mainFrame()).evaluate(() =>
    Array.from(
      document
        .querySelector('scoresheet-settlement')
        .shadowRoot.querySelector('scoresheet-summary')
        .shadowRoot.querySelectorAll('table.totals tbody tr'),
    ).map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent.replace(/\s+/g, ' ').trim())),
  );
  const want = expectedTotals(fixture.model);
  const got = shown.map((cells) => [cells[0].replace(/ (winner|Sieger|gagnant)$/, ''), cells[1]]);
  if (JSON.stringify(got) !== JSON.stringify(want)) {
    problems.push(`${path}: totals shown ${JSON.stringify(got)}, engine ${JSON.stringify(want)}`);
  } else console.log(`${fixture.name}: totals ${got.map((r) => r.join(' ')).join(', ')}`);
  for (const o of out) {
    mkdirSync(dirname(at(o)), { recursive: true });
    await page.screenshot({ path: at(o), fullPage });
    console.log(`saved ${o}`);
  }
  await page.close();
}

try {
  for (const theme of Object.keys(THEMES)) {
    await shoot(`/view?theme=${theme}&fixture=evening`, {
      width: 860,
      height: 1000,
      out: [`screenshots/settlement-${theme}.png`, ...(theme === 'dark' ? ['media/readme/settlement-dark.png'] : [])],
    });
  }
  await shoot('/view?theme=dark&fixture=belote', {
    width: 860,
    height: 1000,
    out: ['screenshots/settlement-belote-dark.png'],
  });
  await shoot('/view?theme=light&fixture=belote', {
    width: 860,
    height: 1000,
    out: ['screenshots/settlement-belote-light.png', 'media/readme/settlement-belote-light.png'],
  });
  await shoot('/view?theme=hc&fixture=coinche', {
    width: 860,
    height: 1000,
    out: ['screenshots/settlement-coinche-hc.png'],
  });
  await shoot('/view?theme=dark&fixture=evening', {
    width: 380,
    height: 900,
    out: ['screenshots/settlement-narrow-dark.png'],
  });
  await shoot('/view?theme=hc-light&fixture=evening', {
    width: 320,
    height: 900,
    out: ['screenshots/settlement-narrow-hc-light.png'],
  });
  await shoot('/view?theme=hc&fixture=belote', {
    width: 320,
    height: 900,
    out: ['screenshots/settlement-belote-narrow-hc.png'],
  });
  await shoot('/view?theme=light&fixture=abend', {
    width: 860,
    height: 1000,
    out: ['screenshots/settlement-de-light.png', 'media/readme/settlement-de-light.png'],
  });
  await shoot('/view?theme=dark&fixture=evening', {
    width: 320,
    height: 1400,
    fullPage: false,
    form: true,
    out: ['screenshots/add-round-narrow-dark.png', 'media/readme/add-round-320-dark.png'],
  });
  await shoot('/beside?theme=dark', {
    width: 1440,
    height: 900,
    fullPage: false,
    frame: true,
    out: ['media/readme/settlement-beside-editor-dark.png'],
  });
} finally {
  await browser.close();
  server.close();
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
