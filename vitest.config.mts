import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The test files under a folder, as paths from the root. */
function testFiles(dir: string): string[] {
  return readdirSync(new URL(`./${dir}/`, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => `${dir}/${file}`);
}

const EXCLUDE = ['test/e2e/**', 'node_modules/**'];
// The files that drive Chromium through playwright (the view's harness, test/webview/browserHarness.ts, or their own
// pages): the project 'browser'. Vitest starts the projects' files in the order of the projects' names, so these, the
// slowest, start first, the isolated ones next, and the short shared files fill the workers' last minutes.
const BROWSER = testFiles('test')
  .filter((file) => !file.startsWith('test/e2e/'))
  .filter((file) => /\b(openBrowser|startHarness)\(/.test(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')));

// The tests of the pure layers (src/ without the extension's, CLI's and LSP's glue): no `vscode` stub, no DOM, no
// browser, fake timer or mock; they call functions and compare what comes back. They share
// their worker processes (`isolate: false`): each file in a process of its own spent about a second importing every
// game (test/setup/games.ts) before its first test, and these are the bulk of the files. What a test of them could
// leave behind for the next file is the modules' caches, which only remember what they computed. A file that needs
// more (a stub, a DOM environment, fake timers, a spawned process) goes to a folder outside this list, or is excluded
// here by name.
const SHARED_DIRS = [
  'analysis',
  'engine',
  'format',
  'games',
  'grammar',
  'guide',
  'import',
  'language',
  'messages',
  'report',
  'season',
  'text',
  'tournament',
];
// Beside those folders: the CLI run in the test's process on injected reading and writing (test/helpers/cliInProcess),
// and the checks of the docs and the sources, which only read files.
const SHARED_FILES = [
  ...[
    'checkText',
    'fmtExamples',
    'helpLang',
    'hostileNames',
    'lang',
    'langExamples',
    'options',
    'quotedBlocks',
    'rulesV3Belote',
    'rulesV3Doppelkopf',
    'seasonLang',
    'seasonLinks',
    'whatIfNotes',
  ].map((name) => `test/cli/${name}.test.ts`),
  'test/docs.links.test.ts',
  'test/glossary.test.ts',
  'test/security.test.ts',
  // Files that run the CLI, the LSP or a session server as a process or a socket of their own, and close it: what
  // they leave behind is a temporary folder. A child process shares no module with the test, so these share their
  // workers too; each file in a fresh process cost about 1.5 s of importing every game.
  ...[
    'apart',
    'cli',
    'fileSafety',
    'guide',
    'launch',
    'season',
    'seasonRules',
    'serve',
    'tournament',
    'tournamentStats',
  ].map((name) => `test/cli/${name}.test.ts`),
  ...['folders', 'server', 'skat'].map((name) => `test/lsp/${name}.test.ts`),
  ...['load', 'proposal', 'qr', 'server'].map((name) => `test/session/${name}.test.ts`),
  'test/node/userFiles.test.ts',
  'test/extension/dispose.test.ts',
  'test/extension/season.test.ts',
  ...['gameViews', 'protocol', 'viewText'].map((name) => `test/webview/${name}.test.ts`),
];
// In a shared folder, but with a DOM environment of its own.
const SHARED_EXCEPT = ['test/games/pointsView.test.ts'];
const SHARED = [...SHARED_DIRS.flatMap((dir) => testFiles(`test/${dir}`)), ...SHARED_FILES].filter(
  (file) => !SHARED_EXCEPT.includes(file) && !BROWSER.includes(file),
);

// The order vitest starts the test files in: the longest first, so the workers end together. Vitest's own order
// (BaseSequencer) takes the projects by name (browser, isolated, shared: the projects below), and within a project the
// files by how long they took in the last run on this machine; without that record (a fresh clone, CI) by file size.
// By size the property tests, short files that run for tens of seconds, would start last and leave one worker
// running alone at the end: without a record they start first in their project.

/** A file of property tests (fast-check): long for its size. */
function isProperty(spec: TestSpecification): boolean {
  return /\bfrom 'fast-check'/.test(readFileSync(spec.moduleId, 'utf8'));
}

class Sequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const recorded = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`) !==
      undefined;
    const first = new Set(sorted.filter((spec) => !recorded(spec) && isProperty(spec)));
    // Each project's unrecorded property files before its other files, the projects in vitest's order.
    const projects = [...new Set(sorted.map((spec) => spec.project))];
    return projects.flatMap((project) => {
      const own = sorted.filter((spec) => spec.project === project);
      return [...own.filter((spec) => first.has(spec)), ...own.filter((spec) => !first.has(spec))];
    });
  }
}

export default defineConfig({
  resolve: {
    // Only tests see this: the extension's glue runs against a small test double of the `vscode` module.
    alias: { vscode: fileURLToPath(new URL('./test/helpers/vscodeStub.ts', import.meta.url)) },
  },
  test: {
    environment: 'node',
    // Guards against a hang, not time limits: on a busy 2-core machine the engine fuzz test alone
    // took 31 s (14 s otherwise), and a test must not fail because another job shares the CPU.
    testTimeout: 120_000,
    // Two test files at a time at least. Vitest's default, one worker fewer than the cores, runs one file at a time on
    // a 2-core machine, though its main process mostly waits: the suite took 580 s so. Pool 'forks' ('threads' saved
    // no time measurably here).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 120_000,
    // The longest files first, so the workers end together (Sequencer, above).
    sequence: { sequencer: Sequencer },
    setupFiles: ['./test/setup/quietLit.ts', './test/setup/games.ts'],
    // The default summary, then every skipped test with its reason (and, in CI, a failure for it).
    reporters: ['default', './test/setup/skipReporter.ts'],
    projects: [
      {
        // Real headless Chromium: one for the run and one build of the views' bundles (test/setup/browser.ts). The CLI
        // is bundled once for the run too (test/setup/cliBundle.ts), for the files that run it as a process. Each file
        // connects to the browser and closes its own pages, so the files share their workers (`isolate: false`).
        extends: true,
        test: {
          name: 'browser',
          isolate: false,
          include: BROWSER,
          globalSetup: ['./test/setup/browser.ts', './test/setup/cliBundle.ts'],
        },
      },
      {
        // Everything else: each file in a process of its own.
        extends: true,
        test: {
          name: 'isolated',
          include: ['test/**/*.test.ts'],
          exclude: [...EXCLUDE, ...BROWSER, ...SHARED],
          globalSetup: ['./test/setup/cliBundle.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'shared', include: SHARED, isolate: false, globalSetup: ['./test/setup/cliBundle.ts'] },
      },
    ],
  },
});
