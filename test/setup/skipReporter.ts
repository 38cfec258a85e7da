// A vitest reporter that ends the run with every skipped test and why, and fails the run on a skip when CI asks.
import type { Reporter, TestModule } from 'vitest/node';
import { relative } from 'node:path';

/** Set by .ci/run: a test CI expects to run that skipped instead fails the run. */
export const FAIL_ON_SKIP = 'SCORESHEET_FAIL_ON_SKIP';

export default class SkipReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    // One line per reason and file, so four browser tests skipped for want of Chromium read as one line.
    const groups = new Map<string, { file: string; reason: string; tests: string[] }>();
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== 'skipped') continue;
        const reason =
          result.note ??
          (test.options.mode === 'todo' ? 'marked todo' : 'no reason given (it.skip, skipIf or .only elsewhere)');
        const file = relative(process.cwd(), module.moduleId);
        const key = `${file}\0${reason}`;
        const group = groups.get(key) ?? { file, reason, tests: [] };
        group.tests.push(test.fullName);
        groups.set(key, group);
      }
    }
    if (groups.size === 0) return;
    const count = [...groups.values()].reduce((n, g) => n + g.tests.length, 0);
    const lines = ['', `SKIPPED: ${count} test${count === 1 ? '' : 's'} did not run`];
    for (const { file, reason, tests } of groups.values()) {
      lines.push(`  ${reason}`, `    ${file}: ${tests.length === 1 ? tests[0] : `${tests.length} tests`}`);
    }
    if (process.env[FAIL_ON_SKIP] === '1') {
      lines.push(`${FAIL_ON_SKIP}=1: CI expects every test to run, so this run fails`);
      process.exitCode = 1;
    }
    // Yellow on a terminal, like vitest's own skip marks; plain text in a log.
    const text = lines.join('\n');
    process.stdout.write(`${process.stdout.isTTY ? `\x1b[33m${text}\x1b[39m` : text}\n\n`);
  }
}
