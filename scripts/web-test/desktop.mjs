// Runs the same integration suite (test/integration) in the desktop extension host with @vscode/test-electron.
// Needs a machine that can download VS Code (test-electron fetches it on the first run and caches it); CI cannot, so
// CI runs the web host (run.mjs). On Linux without a display, run it under `xvfb-run -a`.
//
// Expects a fresh `npm run build` (the `test:desktop` script does it). Installs its parts with `setup.sh desktop`.
// Prints `N passed, N failed` as its last line and exits non-zero when a test failed or VS Code could not run.
// Env: SCORESHEET_DESKTOP_VSCODE (the VS Code version, default `stable`; e.g. 1.90.0, the oldest engines.vscode
// allows).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { bundleSuite } from '../../test/integration/bundle.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SUMMARY = /^(\d+) passed, (\d+) failed$/m;

function partsDir() {
  const out = execFileSync('bash', [join(root, 'scripts/web-test/setup.sh'), 'desktop'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const m = /SCORESHEET_WEB_TEST_DIR=(.+)\s*$/.exec(out);
  if (!m) throw new Error('setup.sh did not say where it installed the parts');
  return m[1].trim();
}

let summary;
/** VS Code's stdout, passed through, remembering the suite's summary line so it can be printed last. */
const stdout = new Writable({
  write(chunk, _encoding, done) {
    const text = chunk.toString();
    const m = SUMMARY.exec(text);
    if (m) summary = m[0];
    process.stdout.write(text, done);
  },
});

let failure;
try {
  const dir = partsDir();
  const extensionTestsPath = join(root, 'dist/integration/desktop.js');
  await bundleSuite({ host: 'desktop', outfile: extensionTestsPath });
  const { runTests } = createRequire(join(dir, 'package.json'))('@vscode/test-electron');
  await runTests({
    version: process.env.SCORESHEET_DESKTOP_VSCODE ?? 'stable',
    // Next to the installed parts, not in the clone.
    cachePath: join(dir, 'vscode'),
    extensionDevelopmentPath: root,
    extensionTestsPath,
    extensionTestsEnv: { SCORESHEET_MOCHA: join(dir, 'node_modules', 'mocha') },
    // The suite's workspace folder; other installed extensions stay off so only Scoresheet answers.
    launchArgs: [join(root, 'test/integration/workspace'), '--disable-extensions', '--skip-welcome'],
    stdout,
  });
} catch (err) {
  failure = err instanceof Error ? err.message : String(err);
}
if (failure) console.error(`test:desktop: ${failure}`);
console.log(summary ?? '0 passed, 1 failed');
process.exit(failure || !summary || !summary.endsWith(' 0 failed') ? 1 : 0);
