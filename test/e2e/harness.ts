// A tiny scenario runner for the end-to-end suite: pass/fail/skip bookkeeping, polling assertions, the summary line.

/** Thrown (through `skip`) when a scenario's feature is not built yet; the runner counts it as skipped. */
export class Skipped extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'Skipped';
  }
}

/** A failed expectation, with a message that says what was expected and what was seen. */
export class AssertionFailed extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AssertionFailed';
  }
}

export function skip(reason: string): never {
  throw new Skipped(reason);
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AssertionFailed(message);
}

/**
 * Polls `probe` until `accept` holds or `timeoutMs` passes, like Playwright Test's `expect.poll`
 * (playwright-core has no `expect`). Returns the accepted value and how long it took; on timeout
 * throws with `describe(lastValue)` so the failure shows what was on screen.
 */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  options: { timeoutMs?: number; intervalMs?: number; describe?: (value: T | undefined) => string } = {},
): Promise<{ value: T; elapsedMs: number }> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const intervalMs = options.intervalMs ?? 100;
  const started = Date.now();
  let last: T | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      last = await probe();
      lastError = undefined;
      if (accept(last)) return { value: last, elapsedMs: Date.now() - started };
    } catch (error) {
      lastError = error;
    }
    if (Date.now() - started >= timeoutMs) break;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  const seen = lastError !== undefined ? `error: ${String(lastError)}` : (options.describe ?? defaultDescribe)(last);
  throw new AssertionFailed(`${what} (waited ${timeoutMs} ms; last seen: ${seen})`);
}

function defaultDescribe(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const flat = (text ?? 'undefined').replace(/\s+/g, ' ');
  return flat.length > 600 ? `${flat.slice(0, 600)}…` : flat;
}

export interface Scenario<C> {
  /** Short id, used for the screenshot file name. */
  id: string;
  /** What the scenario shows, as a sentence. */
  title: string;
  run: (context: C) => Promise<void>;
}

export type Outcome = 'passed' | 'failed' | 'skipped';

export interface Result {
  id: string;
  title: string;
  outcome: Outcome;
  detail?: string;
  ms: number;
}

/**
 * Runs the scenarios in order. A scenario's failure does not stop the others; `afterEach` runs
 * after every scenario (screenshots, closing stray widgets) and its own errors are only reported.
 */
export async function runScenarios<C>(
  scenarios: Scenario<C>[],
  context: C,
  afterEach: (scenario: Scenario<C>, outcome: Outcome) => Promise<void>,
  log: (line: string) => void,
): Promise<Result[]> {
  const results: Result[] = [];
  for (const scenario of scenarios) {
    const started = Date.now();
    let outcome: Outcome = 'passed';
    let detail: string | undefined;
    log(`▶ ${scenario.id}: ${scenario.title}`);
    try {
      await scenario.run(context);
    } catch (error) {
      if (error instanceof Skipped) {
        outcome = 'skipped';
        detail = error.message;
      } else {
        outcome = 'failed';
        detail =
          error instanceof AssertionFailed
            ? error.message
            : error instanceof Error
              ? (error.stack ?? error.message)
              : String(error);
      }
    }
    try {
      await afterEach(scenario, outcome);
    } catch (error) {
      log(`  (after ${scenario.id}: ${error instanceof Error ? error.message : String(error)})`);
    }
    const ms = Date.now() - started;
    results.push({ id: scenario.id, title: scenario.title, outcome, ms, ...(detail !== undefined ? { detail } : {}) });
    const mark = outcome === 'passed' ? '✔ passed' : outcome === 'skipped' ? '○ skipped' : '✘ FAILED';
    log(`  ${mark} (${(ms / 1000).toFixed(1)} s)${detail !== undefined ? `: ${detail}` : ''}`);
  }
  return results;
}

/** The closing line: `N passed, N failed` plus `, N skipped` when any were skipped. */
export function summaryLine(results: Result[]): string {
  const count = (outcome: Outcome): number => results.filter((r) => r.outcome === outcome).length;
  const skipped = count('skipped');
  return `${count('passed')} passed, ${count('failed')} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}
