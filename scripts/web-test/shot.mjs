// `npm run screenshots:web`: the README's picture of the web extension in VS Code's web worker extension host (the
// vscode.dev-like workbench of @vscode/test-web, as `npm run test:web` runs it): the bundled examples/ folder,
// doppelkopf-evening.score open and its settlement view beside it. Saved only when the view shows the totals that
// `scoresheet settle` computes for the file. Expects a fresh `npm run build` (the npm script does it).
// Env: SCORESHEET_WEB_TEST_CHROMIUM (default /usr/bin/chromium), SCORESHEET_WEB_TEST_TIMEOUT (seconds, default 300).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { launchChromium, partsDir, root, serveWorkbench } from './host.mjs';

const chromiumPath = process.env.SCORESHEET_WEB_TEST_CHROMIUM ?? '/usr/bin/chromium';
const timeoutS = Number(process.env.SCORESHEET_WEB_TEST_TIMEOUT ?? 300);
const FILE = 'doppelkopf-evening.score';
const OUT = 'media/readme/vscode-web-settlement.png';

let cleanup = async () => {};
async function fail(reason) {
  console.error(`screenshots:web: ${reason}`);
  await cleanup().catch(() => {});
  process.exit(1);
}

if (!existsSync(chromiumPath)) await fail(`no chromium at ${chromiumPath} (apt-get install -y chromium)`);
if (!existsSync(join(root, 'dist/web/extension.js'))) await fail('no dist/web/extension.js: npm run build');
// If the browser or the workbench never comes up, nothing else would end the run.
const timer = setTimeout(() => void fail(`no picture after ${timeoutS} s`), timeoutS * 1000);

/** The end-to-end suite's way of driving the workbench (quick input, explorer, webview frame), bundled for Node. */
async function loadWorkbenchDriver() {
  const outfile = join(root, 'dist/web-shot/workbench.mjs');
  await esbuild.build({
    entryPoints: [join(root, 'test/e2e/workbench.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/** The engine's totals for the example, as `scoresheet settle --json` gives them: [name, total] in seat order. */
function engineTotals() {
  const out = execFileSync(process.execPath, [join(root, 'dist/cli.js'), 'settle', '--json', `examples/${FILE}`], {
    cwd: root,
    encoding: 'utf8',
  });
  const [file] = JSON.parse(out).files;
  return Object.entries(file.settlement?.totals ?? file.totals);
}

/** The settlement view's totals table as shown: each row's name (without the winner badge) and total. */
async function shownTotals(frame) {
  const rows = await frame.locator('body').evaluate((body) => {
    const summary = body.querySelector('scoresheet-settlement')?.shadowRoot?.querySelector('scoresheet-summary');
    const trs = Array.from(summary?.shadowRoot?.querySelectorAll('table.totals tbody tr') ?? []);
    return trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim()));
  });
  return rows.map((cells) => [
    (cells[0] ?? '').replace(/\s+/g, ' ').replace(/ winner$/, ''),
    Number((cells[1] ?? '').replace('\u2212', '-')),
  ]);
}

try {
  const driver = await loadWorkbenchDriver();
  const want = engineTotals();
  const dir = partsDir();
  // test-web serves the folder's files to the page; any change would stay in the page's memory, never on disk.
  const { server, url } = await serveWorkbench(dir, { folderPath: join(root, 'examples') });
  cleanup = async () => server.dispose();
  const browser = await launchChromium(chromiumPath, { width: 1440, height: 900 });
  cleanup = async () => {
    await browser.close();
    server.dispose();
  };
  const page = browser.context.pages()[0] ?? (await browser.context.newPage());
  page.setDefaultTimeout(30_000);
  const webviewErrors = [];
  page.on('console', (m) => {
    if (/Error loading webview|Webview fatal error|Content Security Policy/i.test(m.text()))
      webviewErrors.push(m.text());
  });
  await page.goto(url);
  await driver.waitForWorkbench(page);
  // A fresh profile opens the Welcome page; the picture shows the evening and its settlement only.
  await driver.runCommand(page, 'View: Close All Editors');
  await driver.openFile(page, FILE);
  await driver.runCommand(page, 'Scoresheet: Open Settlement to the Side');
  const frame = driver.settlementFrame(page);
  let got = [];
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    got = await shownTotals(frame).catch(() => []);
    if (JSON.stringify(got) === JSON.stringify(want)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  if (JSON.stringify(got) !== JSON.stringify(want))
    await fail(`the view shows the totals ${JSON.stringify(got)}, the engine ${JSON.stringify(want)}`);
  if (webviewErrors.length > 0) await fail(`webview errors: ${webviewErrors.join(' | ')}`);
  console.log(`${FILE}: totals ${got.map((r) => r.join(' ')).join(', ')} (as the engine computes them)`);
  // Focus back on the workbench, the pointer out of the view (no hover highlight in the picture).
  await driver.focusWorkbench(page);
  await page.mouse.move(0, 0);
  mkdirSync(dirname(join(root, OUT)), { recursive: true });
  await page.screenshot({ path: join(root, OUT) });
  console.log(`saved ${OUT}`);
  clearTimeout(timer);
  await cleanup();
  process.exit(0);
} catch (err) {
  await fail(err instanceof Error ? err.message : String(err));
}
