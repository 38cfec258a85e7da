// `node scripts/e2e/hostBench.mjs`: bundles hostBench.ts with the `vscode` test double and runs it (see there).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'scoresheet-hostbench-'));
try {
  const outfile = join(dir, 'hostBench.mjs');
  await build({
    entryPoints: [here('./hostBench.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    alias: { vscode: here('../../test/helpers/vscodeStub.ts') },
    logLevel: 'warning',
  });
  execFileSync(process.execPath, [outfile], { stdio: 'inherit', env: process.env });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
