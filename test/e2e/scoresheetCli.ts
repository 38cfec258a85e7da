// The expected values of the end-to-end scenarios, asked of the built CLI: it runs the same engine as the extension.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';

/** The parts of the CLI's `--json` contract (shared/score-format.md) the scenarios read. */
export interface CliDiagnostic {
  severity: string;
  code: string;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** One line of `scoresheet check` text output. */
export type CliTextProblem = Pick<CliDiagnostic, 'severity' | 'code' | 'message' | 'line' | 'column'>;

export interface CliRound {
  number: number;
  line: number;
  scores: Record<string, number>;
  outcome: string;
  breakdown?: { item: string; points?: number; factor?: number; side?: string }[];
}

export interface CliTransfer {
  from: string;
  to: string;
  amount: number | string;
}

export interface CliFile {
  file: string;
  game: string;
  rounds: CliRound[];
  totals: Record<string, number>;
  diagnostics: CliDiagnostic[];
  settlement?: {
    totals?: Record<string, number>;
    money?: Record<string, number | string>;
    transfers?: CliTransfer[];
    winner?: unknown;
  };
}

export class ScoresheetCli {
  /** dist/cli.js as built (the table-load scenario runs its `serve`). */
  constructor(readonly cliPath: string) {}

  static inRepo(repoRoot: string): ScoresheetCli | undefined {
    const cliPath = path.join(repoRoot, 'dist/cli.js');
    return existsSync(cliPath) ? new ScoresheetCli(cliPath) : undefined;
  }

  private json(command: 'check' | 'settle', file: string): CliFile {
    const result = spawnSync(process.execPath, [this.cliPath, command, '--json', file], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    // Exit code 1 only means "the file has errors"; anything else is a broken CLI.
    if (result.status !== 0 && result.status !== 1) {
      throw new Error(
        `scoresheet ${command} --json ${file} exited ${String(result.status ?? result.signal)}: ${result.stderr}`,
      );
    }
    const parsed = JSON.parse(result.stdout) as { files: CliFile[] };
    const first = parsed.files[0];
    if (!first) throw new Error(`scoresheet ${command} --json ${file}: no file in the output`);
    return first;
  }

  /**
   * `scoresheet check FILE` in its text form, one `FILE:LINE:COL: SEVERITY CODE: MESSAGE` line per
   * problem: cheap on a 10,000-round sheet, where `--json` runs to tens of megabytes.
   */
  checkText(file: string): CliTextProblem[] {
    const result = spawnSync(process.execPath, [this.cliPath, 'check', file], { encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0 && result.status !== 1) {
      throw new Error(`scoresheet check ${file} exited ${String(result.status ?? result.signal)}: ${result.stderr}`);
    }
    const problems: CliTextProblem[] = [];
    for (const line of result.stdout.split('\n')) {
      const m = /:(\d+):(\d+): (\w+) ([\w-]+): (.*)$/.exec(line);
      if (!m) continue;
      problems.push({
        line: Number(m[1]),
        column: Number(m[2]),
        severity: m[3] ?? '',
        code: m[4] ?? '',
        message: m[5] ?? '',
      });
    }
    return problems;
  }

  check(file: string): CliFile {
    return this.json('check', file);
  }

  settle(file: string): CliFile {
    return this.json('settle', file);
  }
}

export function errorsOf(file: CliFile): CliDiagnostic[] {
  return file.diagnostics.filter((d) => d.severity === 'error');
}
