// The end-to-end scenarios of issue 7, in the order a user meets the features; each skips with a reason while its
// feature is unbuilt.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { startServe } from '../session/serveProcess';
import { LOAD_SHEET, loadFailures, runTableLoad } from '../session/tableLoad';
import type { Features } from './features';
import { LANDED, OPEN_SETTLEMENT_TO_THE_SIDE } from './features';
import { AssertionFailed, check, eventually, skip, type Scenario } from './harness';
import { launchedExtensionHosts } from './codeServer';
import { errorsOf, type CliFile, type ScoresheetCli } from './scoresheetCli';
import {
  activeEditor,
  chooseFromQuickInput,
  clickIntoText,
  focusWorkbench,
  goTo,
  normalizeNumbers,
  openFile,
  openWorkbench,
  problemRows,
  runCommand,
  settlementFrame,
  startCommand,
  settlementText,
  type ViewText,
  showProblemsPanel,
  showsNumber,
  waitForWorkbench,
  WORKBENCH_TIMEOUT_MS,
} from './workbench';
import { HOSTILE_NAME, type Workspace } from './workspace';

export interface E2eContext {
  page: Page;
  serverUrl: string;
  workspace: Workspace;
  features: Features;
  cli: ScoresheetCli | undefined;
  extensionListed: boolean;
  /** code-server's log file: it says when an extension host starts. */
  serverLog: string;
  consoleMessages: { type: string; text: string; at: number }[];
  dialogs: string[];
  log: (line: string) => void;
  /** Starts code-server with `--locale` on a workspace of its own (see localised.ts). */
  startLocalised: (locale: string) => Promise<{ serverUrl: string; dir: string; file: string }>;
}

// ---------------------------------------------------------------- helpers

/** Skips while a feature is unbuilt; fails once it has landed (see LANDED) and goes missing again. */
function needs(context: E2eContext, ...keys: (keyof Features['missing'])[]): void {
  for (const key of keys) {
    const reason = context.features.missing[key];
    if (reason === undefined) continue;
    if (LANDED.includes(key))
      throw new AssertionFailed(`regression: ${reason} (it had landed; see LANDED in test/e2e/features.ts)`);
    skip(reason);
  }
}

function cliOf(context: E2eContext): ScoresheetCli {
  return context.cli ?? skip('dist/cli.js is not built, so there are no expected values to compare with');
}

const base = (file: string): string => path.basename(file);

const START_TABLE_SESSION = 'Scoresheet: Start Table Session';
const STOP_TABLE_SESSION = 'Scoresheet: Stop Table Session';

/** How long a scenario waits for an effect (a squiggle, a Problems entry, a widget) on a loaded 2-core machine. */
const EFFECT_TIMEOUT_MS = 30_000;
/** The product budget from a keystroke to its Problems entry (issues 7 and 12); printed, never asserted. */
const PROBLEM_BUDGET_MS = 1_000;
const budget = (ms: number): string =>
  ms <= PROBLEM_BUDGET_MS ? `within the ${PROBLEM_BUDGET_MS} ms budget` : `over the ${PROBLEM_BUDGET_MS} ms budget`;

/** Squiggles currently drawn in the active editor. */
function errorSquiggles(page: Page) {
  return activeEditor(page).locator('.squiggly-error');
}

/** The Scoresheet status bar item: its text reads like "24 rounds · 0 problems". */
function scoresheetStatus(page: Page) {
  return page.locator('.statusbar-item', { hasText: /\d+\s+rounds?\s+·/ }).first();
}

/** Counts on `#status.problems` (errors, warnings, infos), read from its text. */
async function problemCounts(page: Page): Promise<number[]> {
  const text = await page.locator('#status\\.problems').innerText();
  return (text.match(/\d+/g) ?? []).map(Number);
}

interface ScoreEdit {
  line: number; // 1-based
  column: number; // 1-based, first character of the number
  oldText: string;
  newText: string;
  originalLine: string;
  editedLine: string;
  roundOutcome: string;
  /** The engine's messages for that line after the edit, from the CLI. */
  expectedErrors: string[];
}

/**
 * Picks the first `score` line of a round the engine scores from facts (else the first `score`
 * line), and the edit that states a wrong value there. The CLI, on a copy of the edited text, says
 * which error the editor must then show.
 */
function planWrongScore(cli: ScoresheetCli, file: string, plannedDir: string): ScoreEdit {
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const result = cli.check(file);
  check(
    errorsOf(result).length === 0,
    `${base(file)} should be valid before the edit, but the CLI reports ${JSON.stringify(errorsOf(result))}`,
  );
  const roundStarts = result.rounds.map((r) => r.line).sort((a, b) => a - b);
  const scoreLineOf = (roundLine: number): number | undefined => {
    const next = roundStarts.find((l) => l > roundLine) ?? lines.length + 1;
    for (let l = roundLine + 1; l < next; l += 1) if (/^\s*score\s/i.test(lines[l - 1] ?? '')) return l;
    return undefined;
  };
  const candidates = result.rounds
    .map((round) => ({ round, line: scoreLineOf(round.line) }))
    .filter((c): c is { round: CliFile['rounds'][number]; line: number } => c.line !== undefined);
  const chosen = candidates.find((c) => c.round.outcome !== 'recorded') ?? candidates[0];
  if (!chosen) skip(`${base(file)} has no round with a score line`);
  const originalLine = lines[chosen.line - 1] ?? '';
  const number = /(?<=\s)[+-]?\d+/.exec(
    originalLine.replace(/#.*/, '').replace(/^\s*score/i, (m) => ' '.repeat(m.length)),
  );
  if (!number) skip(`no number on line ${chosen.line} of ${base(file)}`);
  const oldValue = Number(number[0]);
  const newValue = oldValue + 5;
  const newText = newValue > 0 ? `+${newValue}` : String(newValue);
  const editedLine =
    originalLine.slice(0, number.index) + newText + originalLine.slice(number.index + number[0].length);
  const editedFile = path.join(plannedDir, `wrong-score-${base(file)}`);
  writeFileSync(editedFile, lines.map((l, i) => (i === chosen.line - 1 ? editedLine : l)).join('\n'));
  const expectedErrors = errorsOf(cli.check(editedFile))
    .filter((d) => d.line === chosen.line)
    .map((d) => d.message);
  if (expectedErrors.length === 0)
    skip(
      `the engine reports no error for "${editedLine.trim()}" (line ${chosen.line}), so there is nothing for the ` +
        `editor to show`,
    );
  return {
    line: chosen.line,
    column: number.index + 1,
    oldText: number[0],
    newText,
    originalLine,
    editedLine,
    roundOutcome: chosen.round.outcome,
    expectedErrors,
  };
}

/** Replaces the characters at the cursor by typing, as a user would. */
async function typeOver(page: Page, line: number, column: number, oldText: string, newText: string): Promise<void> {
  await goTo(page, line, column);
  for (let i = 0; i < oldText.length; i += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.type(newText);
}

/** Ctrl+S, then waits for the tab to lose its dirty mark (auto-save is off in the test profile). */
async function saveActiveEditor(page: Page): Promise<void> {
  await page.locator('.tabs-container .tab.active.dirty').waitFor({ state: 'attached' });
  await page.keyboard.press('Control+S');
  await page.locator('.tabs-container .tab.active.dirty').waitFor({ state: 'detached', timeout: EFFECT_TIMEOUT_MS });
}

/** The settlement values the view must show, from `scoresheet settle --json`. */
interface ExpectedSettlement {
  totals: [string, number][];
  /** Money per name at the stake, where the file has one. */
  money: Map<string, number>;
  transfers: { from: string; to: string; amount: number }[];
}

function expectedSettlement(cli: ScoresheetCli, file: string): ExpectedSettlement {
  const result = cli.settle(file);
  const totals = Object.entries(result.settlement?.totals ?? result.totals);
  const money = new Map(
    Object.entries(result.settlement?.money ?? {}).map(([name, amount]) => [name, Number(amount)] as const),
  );
  const transfers = (result.settlement?.transfers ?? []).map((t) => ({
    from: t.from,
    to: t.to,
    amount: Number(t.amount),
  }));
  return { totals, money, transfers };
}

/**
 * What the view fails to show: each name with its total (and money) in one row, each transfer (from, to, amount) in
 * one row.
 */
function missingFromView(view: ViewText | undefined, expected: ExpectedSettlement): string[] {
  const rows = view?.rows ?? [];
  const missing: string[] = [];
  for (const [name, total] of expected.totals) {
    const money = expected.money.get(name);
    const inRow = (row: string): boolean => {
      if (!row.includes(name)) return false;
      const rest = row.replace(name, ' ');
      return showsNumber(rest, total) && (money === undefined || showsNumber(rest, money, 2));
    };
    if (!rows.some(inRow))
      missing.push(`a row with ${name}, total ${total}${money !== undefined ? ` and money ${money.toFixed(2)}` : ''}`);
  }
  for (const t of expected.transfers) {
    const shown = rows.some((row) => {
      const from = row.indexOf(t.from);
      const to = row.indexOf(t.to, from + t.from.length);
      return (
        from >= 0 && to > from && showsNumber(row.slice(to + t.to.length), t.amount, Number.isInteger(t.amount) ? 0 : 2)
      );
    });
    if (!shown) missing.push(`a row "${t.from} … ${t.to} … ${t.amount}"`);
  }
  return missing;
}

async function openSettlementBeside(context: E2eContext, file: string): Promise<void> {
  const { page } = context;
  await openFile(page, base(file));
  await runCommand(page, OPEN_SETTLEMENT_TO_THE_SIDE);
  await settlementFrame(page).locator('body').waitFor({ state: 'attached', timeout: 30_000 });
}

async function closeAllEditors(page: Page): Promise<void> {
  await runCommand(page, 'View: Close All Editors');
  await eventually(
    'no editor tab should be left open after "View: Close All Editors"',
    () => page.locator('.tabs-container .tab').count(),
    (tabs) => tabs === 0,
  );
}

/** The page's own mark, set before a reload: a page that still has it has not reloaded. */
const BEFORE_RELOAD = 'scoresheetE2eBeforeReload';

/**
 * "Developer: Reload Window", then waits for its effects rather than for the palette (the reload
 * tears it down): the page loses the mark set on it, code-server launches a new extension host,
 * and the workbench shows the workspace again.
 */
async function reloadWindow(context: E2eContext): Promise<void> {
  const { page } = context;
  const hostsBefore = launchedExtensionHosts(context.serverLog);
  await page.evaluate((mark) => Reflect.set(window, mark, true), BEFORE_RELOAD);
  await startCommand(page, 'Developer: Reload Window');
  const started = Date.now();
  await eventually(
    'after "Developer: Reload Window" the page should load anew',
    // Fails while the old document goes away; the poll tries again.
    () => page.evaluate((mark) => Reflect.has(window, mark), BEFORE_RELOAD),
    (marked) => !marked,
    { timeoutMs: WORKBENCH_TIMEOUT_MS, intervalMs: 200 },
  );
  const { value: hosts } = await eventually(
    `after the reload code-server should launch a new extension host (before: ${JSON.stringify(hostsBefore)})`,
    async () => launchedExtensionHosts(context.serverLog),
    (pids) => pids.some((pid) => !hostsBefore.includes(pid)),
    { timeoutMs: WORKBENCH_TIMEOUT_MS, intervalMs: 200 },
  );
  await waitForWorkbench(page);
  context.log(
    `  reloaded: extension host ${hostsBefore.at(-1) ?? '?'} → ${hosts.at(-1) ?? '?'}, workbench back after ` +
      `${Date.now() - started} ms`,
  );
}

// ---------------------------------------------------------------- scenarios

async function workbenchLoadsWithTheExtension(context: E2eContext): Promise<void> {
  const { page, workspace } = context;
  check(
    context.extensionListed,
    'code-server --list-extensions should list scoresheet.scoresheet after --install-extension',
  );
  await openWorkbench(page, context.serverUrl, workspace.dir);
  await page
    .locator('.explorer-folders-view .monaco-list-row', { hasText: base(workspace.main) })
    .waitFor({ state: 'visible' });
  await openFile(page, base(workspace.main));
  await eventually(
    'the language mode of a .score file should be the extension\'s language "Scoresheet"',
    () => page.locator('#status\\.editor\\.mode').innerText(),
    (mode) => mode.trim() === 'Scoresheet',
  );
}

async function validExampleHasNoProblems(context: E2eContext): Promise<void> {
  needs(context, 'diagnostics');
  const { page, workspace } = context;
  const cli = cliOf(context);
  for (const example of workspace.examples) {
    const expected = cli.check(example);
    // Clean means no error and no warning, as the Problems counts below read it: an info (a Belote or points game
    // that ended, the next round starting a new one) is the working, not a problem.
    const problems = expected.diagnostics.filter((d) => d.severity !== 'info');
    check(problems.length === 0, `the CLI should find ${base(example)} clean, but reports ${JSON.stringify(problems)}`);
    await openFile(page, base(example));
    // The status item appears once the extension has analysed the file; then the counts are final.
    if (context.features.missing.statusBar === undefined) {
      await eventually(
        `the Scoresheet status item for ${base(example)}`,
        () => scoresheetStatus(page).innerText(),
        (text) => new RegExp(`\\b${expected.rounds.length}\\s+rounds?`).test(text),
      );
    }
    await eventually(
      `#status.problems should count 0 errors and 0 warnings with ${base(example)} open`,
      () => problemCounts(page),
      // errors, warnings, then infos where there are any (which a clean example may have: see above)
      (counts) => counts.length > 0 && counts.slice(0, 2).every((n) => n === 0),
    );
    check((await errorSquiggles(page).count()) === 0, `${base(example)} should have no .squiggly-error`);
    context.log(`  ${base(example)}: ${expected.rounds.length} rounds, 0 problems`);
  }
}

async function statusBarShowsRoundsAndProblems(context: E2eContext): Promise<void> {
  needs(context, 'statusBar');
  const { page, workspace } = context;
  const rounds = cliOf(context).check(workspace.main).rounds.length;
  await openFile(page, base(workspace.main));
  const { value } = await eventually(
    `the Scoresheet status bar item should read "${rounds} rounds · 0 problems"`,
    () => scoresheetStatus(page).innerText(),
    (text) => new RegExp(`\\b${rounds}\\s+rounds?\\s+·\\s+0\\s+problems?`).test(text),
  );
  context.log(`  status bar: "${value.trim()}"`);
}

async function wrongScoreIsUnderlinedAndListed(context: E2eContext): Promise<void> {
  needs(context, 'diagnostics');
  const { page, workspace } = context;
  const plan = planWrongScore(cliOf(context), workspace.editMe, workspace.plannedDir);
  context.log(
    `  line ${plan.line}: "${plan.originalLine.trim()}" → "${plan.editedLine.trim()}"; engine says: ` +
      `${plan.expectedErrors.join(' / ')}`,
  );
  await openFile(page, base(workspace.editMe));
  await showProblemsPanel(page);
  check((await errorSquiggles(page).count()) === 0, 'no squiggle before the edit');
  await typeOver(page, plan.line, plan.column, plan.oldText, plan.newText);
  // The product budget is a second (issues 7, 12); a test on a shared, loaded 2-core machine does not
  // assert a time: it waits generously for the effect, polling every 50 ms, and prints how long it took.
  const { elapsedMs: squiggleMs } = await eventually(
    'an error squiggle should appear after typing a wrong score',
    () => errorSquiggles(page).count(),
    (n) => n > 0,
    { timeoutMs: EFFECT_TIMEOUT_MS, intervalMs: 50 },
  );
  const { value: rows, elapsedMs: problemMs } = await eventually(
    `the Problems panel should list the engine's message for line ${plan.line}: "${plan.expectedErrors[0]}"`,
    () => problemRows(page),
    (all) => all.some((row) => plan.expectedErrors.some((message) => row.includes(message))),
    { timeoutMs: EFFECT_TIMEOUT_MS, intervalMs: 50 },
  );
  context.log(
    `  squiggle after ≤${squiggleMs} ms, Problems entry after ≤${squiggleMs + problemMs} ms ` +
      `(${budget(squiggleMs + problemMs)}): ${rows.find((r) => plan.expectedErrors.some((m) => r.includes(m)))}`,
  );
}

async function quickFixCorrectsTheScore(context: E2eContext): Promise<void> {
  needs(context, 'diagnostics', 'quickFix');
  const { page, workspace } = context;
  const cli = cliOf(context);
  // Runs after the previous scenario left a wrong score in edit-me.score; plant it again if not.
  const onDisk = readFileSync(workspace.editMe, 'utf8');
  const plan = planWrongScore(cli, workspace.main, workspace.plannedDir);
  await openFile(page, base(workspace.editMe));
  if ((await errorSquiggles(page).count()) === 0) {
    check(onDisk === readFileSync(workspace.main, 'utf8'), 'edit-me.score should be untouched on disk');
    await typeOver(page, plan.line, plan.column, plan.oldText, plan.newText);
    await errorSquiggles(page).first().waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS });
  }
  const actions = page.locator('.action-widget .monaco-list-row.action');
  // Ctrl+. pressed while the go-to-line input is still closing can be lost (a fresh clone once saw no menu in
  // 30 s, and the same scenario passed alone): put the cursor on the squiggle and ask again, up to three times.
  for (let attempt = 0; attempt < 3 && !(await actions.first().isVisible()); attempt++) {
    if (attempt > 0) await page.keyboard.press('Escape');
    await goTo(page, plan.line, plan.column + 1);
    await page.keyboard.press('Control+.');
    await actions
      .first()
      .waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS / 3 })
      .catch(() => undefined);
  }
  check(
    await actions.first().isVisible(),
    `Ctrl+. on the squiggle (line ${plan.line}) should offer quick fixes; none appeared within ` +
      `${EFFECT_TIMEOUT_MS / 1000} s`,
  );
  const titles = await actions.allInnerTexts();
  context.log(`  quick fixes offered: ${titles.map((t) => t.trim()).join(' | ')}`);
  const index = titles.findIndex((t) => !/\ball\b/i.test(t));
  check(index >= 0, `a quick fix for this one problem should be offered (got: ${titles.join(' | ')})`);
  await actions.nth(index).click();
  await eventually(
    'the squiggle should go away after the quick fix',
    () => errorSquiggles(page).count(),
    (n) => n === 0,
    { timeoutMs: EFFECT_TIMEOUT_MS },
  );
  await saveActiveEditor(page);
  const { value: fixedLine } = await eventually(
    `after saving, line ${plan.line} of edit-me.score on disk should no longer read "${plan.editedLine.trim()}"`,
    async () => readFileSync(workspace.editMe, 'utf8').split('\n')[plan.line - 1] ?? '',
    (line) => line !== plan.editedLine,
  );
  const after = errorsOf(cli.check(workspace.editMe)).filter((d) => d.line === plan.line);
  check(
    after.length === 0,
    `after the quick fix line ${plan.line} ("${fixedLine.trim()}") should satisfy the engine, but: ` +
      `${after.map((d) => d.message).join(' / ')}`,
  );
  if (plan.roundOutcome !== 'recorded') {
    check(
      fixedLine.trim() === plan.originalLine.trim(),
      `the quick fix should restore the computed value: expected "${plan.originalLine.trim()}", got ` +
        `"${fixedLine.trim()}"`,
    );
  }
}

/** Hovers the first word of the first line matching `line`; the hover returned may be hidden if none came. */
async function hoverOver(page: Page, line: RegExp) {
  const hover = page.locator('.monaco-hover:not(.hidden)').filter({ hasText: /\S/ }).first();
  await activeEditor(page).locator('.view-line', { hasText: line }).first().locator('span > span').first().hover();
  try {
    await hover.waitFor({ state: 'visible', timeout: 10_000 });
  } catch {
    // The pointer can land between tokens; "Show or Focus Hover" asks the same provider.
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Control+I');
    await hover.waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS }).catch(() => undefined);
  }
  return hover;
}

async function hoverShowsTheBreakdown(context: E2eContext): Promise<void> {
  needs(context, 'hover');
  const { page, workspace } = context;
  const result = cliOf(context).check(workspace.main);
  const round = result.rounds.find((r) => r.outcome !== 'recorded') ?? result.rounds[0];
  if (!round) skip(`${base(workspace.main)} has no rounds`);
  await openFile(page, base(workspace.main));
  await goTo(page, round.line, 1);
  const hover = await hoverOver(page, new RegExp(`round\\s+${round.number}\\b`, 'i'));
  check(
    await hover.isVisible(),
    `hovering "round ${round.number}" (line ${round.line}) should show a hover (.monaco-hover), also with Ctrl+K ` +
      `Ctrl+I; none appeared`,
  );
  const text = normalizeNumbers(await hover.innerText());
  const missing = Object.entries(round.scores).filter(
    ([name, score]) => !text.includes(name) || !showsNumber(text, score),
  );
  check(
    missing.length === 0,
    `the hover on round ${round.number} should show each player's score ${JSON.stringify(round.scores)}; missing ` +
      `${JSON.stringify(missing)} in: ${text.replace(/\s+/g, ' ').slice(0, 400)}`,
  );
  // The breakdown: every item the engine lists for this round (CLI `explain`/`--json`), by name.
  const items = (round.breakdown ?? []).map((b) => b.item).filter((item) => !text.includes(item));
  check(
    items.length === 0,
    `the hover on round ${round.number} should itemise the breakdown ${JSON.stringify(round.breakdown)}; missing ` +
      `${JSON.stringify(items)}`,
  );
  context.log(`  hover on round ${round.number}: ${text.replace(/\s+/g, ' ').slice(0, 160)}…`);
}

async function outlineListsTheRounds(context: E2eContext): Promise<void> {
  needs(context, 'outline');
  const { page, workspace } = context;
  const rounds = cliOf(context).check(workspace.main).rounds;
  check(rounds.length > 0, 'the example has rounds');
  await openFile(page, base(workspace.main));
  await runCommand(page, 'Explorer: Focus on Outline View');
  const rows = page.locator('.outline-pane .monaco-list-row');
  await rows
    .first()
    .waitFor({ state: 'visible', timeout: EFFECT_TIMEOUT_MS })
    .catch(() => undefined);
  const paneText = async (): Promise<string> =>
    (
      await page
        .locator('.outline-pane')
        .innerText()
        .catch(() => '(no outline pane)')
    ).replace(/\s+/g, ' ');
  check(
    await rows.first().isVisible(),
    `the Outline view should list ${base(workspace.main)}'s symbols; it shows: "${await paneText()}"`,
  );
  // The tree is virtualised and the pane small: scroll it with the mouse wheel and collect every
  // label seen, in order, by row index.
  const seen = new Map<number, string>();
  const collect = async (): Promise<void> => {
    const visible = await rows.evaluateAll((els) =>
      els.map((el) => [Number(el.getAttribute('data-index')), (el.textContent ?? '').replace(/\s+/g, ' ')] as const),
    );
    for (const [index, label] of visible) seen.set(index, label);
  };
  const roundIndex = (n: number, labels: string[]): number =>
    labels.findIndex((l) => new RegExp(`round\\s*${n}(?!\\d)`, 'i').test(l));
  const inOrder = (): boolean => {
    const labels = [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, label]) => label);
    const positions = rounds.map((r) => roundIndex(r.number, labels));
    return positions.every((p, i) => p >= 0 && (i === 0 || p > (positions[i - 1] ?? -1)));
  };
  await collect();
  await rows.first().hover();
  for (let pages = 0; pages < rounds.length && !inOrder(); pages += 1) {
    const before = seen.size;
    await page.mouse.wheel(0, 200);
    await eventually(
      'the outline scrolls',
      async () => (await collect(), seen.size),
      (n) => n > before,
      { timeoutMs: 10_000 },
    ).catch(() => undefined);
    if (seen.size === before) break;
  }
  const labels = [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, label]) => label);
  const missing = rounds.filter((r) => roundIndex(r.number, labels) < 0).map((r) => r.number);
  check(
    inOrder(),
    `the outline should list all ${rounds.length} rounds in order; missing ${JSON.stringify(missing)}; seen: ` +
      `${JSON.stringify(labels.slice(0, 8))}…`,
  );
  context.log(`  outline: ${labels.length} entries, rounds 1–${rounds.length} in order`);
}

async function settlementViewShowsTotalsAndTransfers(context: E2eContext): Promise<void> {
  needs(context, 'settlement');
  const { page, workspace } = context;
  const expected = expectedSettlement(cliOf(context), workspace.main);
  check(expected.totals.length > 0, 'the CLI should report totals');
  await openSettlementBeside(context, workspace.main);
  await eventually(
    `the settlement view should show the totals ${JSON.stringify(expected.totals)} and transfers ` +
      `${JSON.stringify(expected.transfers)}`,
    () => settlementText(page),
    (text) => missingFromView(text, expected).length === 0,
    { describe: (text) => `missing ${JSON.stringify(missingFromView(text, expected))}` },
  );
}

async function editingUpdatesTheView(context: E2eContext): Promise<void> {
  needs(context, 'settlement');
  const { page, workspace } = context;
  const cli = cliOf(context);
  const result = cli.check(workspace.live);
  const players = Object.keys(result.totals);
  check(
    players.length === 4 && result.game === 'doppelkopf',
    `live-edit.score should be a four-player Doppelkopf log (got ${result.game}, ${players.join(', ')})`,
  );
  // A recorded round with a result the log has not had: totals change for every player.
  const scores = [9, -9, 9, -9];
  const written = (p: string) => (/^[\p{L}\d_.'-]+$/u.test(p) ? p : JSON.stringify(p));
  const pairs = players.map((p, i) => `${written(p)} ${scores[i]! > 0 ? '+' : ''}${scores[i]}`);
  const addition = `\nround\nscore ${pairs.join(' ')}\n`;
  const planned = path.join(workspace.plannedDir, 'live-edit-plus-a-round.score');
  writeFileSync(planned, readFileSync(workspace.live, 'utf8').replace(/\n*$/, '\n') + addition);
  check(
    errorsOf(cli.check(planned)).length === 0,
    `the added round should be valid: ${JSON.stringify(errorsOf(cli.check(planned)))}`,
  );
  const before = expectedSettlement(cli, workspace.live);
  const after = expectedSettlement(cli, planned);

  await openSettlementBeside(context, workspace.live);
  await eventually(
    'the view first shows the file as it is',
    () => settlementText(page),
    (text) => missingFromView(text, before).length === 0,
  );
  await openFile(page, base(workspace.live));
  await clickIntoText(activeEditor(page));
  await page.keyboard.press('Control+End');
  await page.keyboard.type(addition);
  const { elapsedMs } = await eventually(
    `after typing a new round (unsaved) the view should show the new totals ${JSON.stringify(after.totals)}`,
    () => settlementText(page),
    (text) => missingFromView(text, after).length === 0,
    { describe: (text) => `missing ${JSON.stringify(missingFromView(text, after))}` },
  );
  context.log(`  view updated ${elapsedMs} ms after the last keystroke`);
  await saveActiveEditor(page);
}

async function viewHasNoCspViolationsAndNamesAreText(context: E2eContext): Promise<void> {
  needs(context, 'settlement');
  const { page, workspace } = context;
  await openSettlementBeside(context, workspace.hostile);
  const frame = settlementFrame(page);
  await frame.getByText(HOSTILE_NAME, { exact: false }).first().waitFor({ state: 'visible', timeout: 20_000 });
  const injected = await frame.locator('img[src="x"], img[onerror]').count();
  check(injected === 0, `the name ${HOSTILE_NAME} must not become an <img> element (found ${injected})`);
  check(context.dialogs.length === 0, `no dialog may fire (got: ${context.dialogs.join(' / ')})`);
  // Everything the session logged counts, not only since this scenario: earlier views count too.
  const csp = context.consoleMessages.filter((m) => /content[ -]security[ -]policy/i.test(m.text));
  check(
    csp.length === 0,
    `the settlement view should cause no CSP violations, got ${csp.length}: ${csp
      .slice(0, 3)
      .map((m) => m.text)
      .join(' / ')}`,
  );
}

async function viewSurvivesReloadWindow(context: E2eContext): Promise<void> {
  needs(context, 'settlement', 'serializer');
  const { page, workspace } = context;
  const expected = expectedSettlement(cliOf(context), workspace.main);
  await closeAllEditors(page);
  await openSettlementBeside(context, workspace.main);
  await eventually(
    'the view shows the totals before the reload',
    () => settlementText(page),
    (text) => missingFromView(text, expected).length === 0,
  );
  await reloadWindow(context);
  await eventually(
    'after "Developer: Reload Window" the settlement view should come back with the totals',
    () => settlementText(page),
    (text) => missingFromView(text, expected).length === 0,
    // The restored view needs the new extension host to have started and activated the extension.
    {
      timeoutMs: WORKBENCH_TIMEOUT_MS,
      describe: (text) => `missing ${JSON.stringify(missingFromView(text, expected))}`,
    },
  );
  const csp = context.consoleMessages.filter((m) => /content[ -]security[ -]policy/i.test(m.text));
  check(
    csp.length === 0,
    `no CSP violations after the reload either: ${csp
      .slice(0, 3)
      .map((m) => m.text)
      .join(' / ')}`,
  );
}

/** The text of every line the active editor renders (Monaco draws spaces as no-break spaces). */
async function renderedLines(page: Page): Promise<string[]> {
  return activeEditor(page)
    .locator('.view-line')
    .evaluateAll((els) => els.map((el) => (el.textContent ?? '').replace(/\u00a0/g, ' ')));
}

/**
 * Time a change in the page where it happens: a MutationObserver on the editors' lines and the Problems panel notes
 * the page's clock (this machine's, like the runner's) the moment the DOM first shows `texts` — a line of the active
 * editor equal to one of them (`line`) or a Problems row containing one (`problem`). The runner's polling then only
 * finds out that it happened, so neither its interval nor its load on a busy page counts in the figure.
 */
async function watchFor(page: Page, key: string, kind: 'line' | 'problem', texts: string[]): Promise<void> {
  await page.evaluate(
    ({ key, kind, texts }) => {
      const w = window as unknown as { scoresheetSeen?: Record<string, number> };
      const seen = (w.scoresheetSeen ??= {});
      delete seen[key];
      const matches = (): boolean => {
        if (kind === 'line') {
          const lines = document.querySelectorAll('.editor-group-container.active .monaco-editor .view-line');
          return [...lines].some((el) => texts.includes((el.textContent ?? '').replace(/\u00a0/g, ' ').trimEnd()));
        }
        const rows = document.querySelectorAll('.markers-panel .monaco-list-row');
        return [...rows].some((el) => {
          const text = `${el.getAttribute('aria-label') ?? ''} | ${el.textContent ?? ''}`;
          return texts.some((t) => text.includes(t));
        });
      };
      const observer = new MutationObserver(() => {
        if (!matches()) return;
        seen[key] = Date.now();
        observer.disconnect();
      });
      const root = document.querySelector(kind === 'line' ? '.editor-group-container.active' : '.markers-panel');
      if (root) observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    },
    { key, kind, texts },
  );
}

/** When `watchFor(key)` saw its change (the page's Date.now()), if it did. */
async function seenAt(page: Page, key: string): Promise<number | undefined> {
  return page.evaluate(
    (key) => (window as unknown as { scoresheetSeen?: Record<string, number> }).scoresheetSeen?.[key],
    key,
  );
}

async function typingInALongSheetStaysResponsive(context: E2eContext): Promise<void> {
  needs(context, 'diagnostics');
  const { page, workspace } = context;
  const cli = cliOf(context);
  const season = workspace.longSeason;
  const before = cli.checkText(season.file).filter((p) => p.severity === 'error');
  check(before.length === 0, `the generated ${base(season.file)} should be valid, but: ${JSON.stringify(before)}`);
  // Anna's score in the middle round, stated 5 too high.
  const number = /(?<=Anna )[+-]\d+/.exec(season.scoreText);
  check(number, `no score for Anna on line ${season.scoreLine}: "${season.scoreText}"`);
  const oldText = number[0];
  const newText = `+${Number(oldText) + 5}`;
  const editedLine = season.scoreText.replace(`Anna ${oldText}`, `Anna ${newText}`);
  const planned = path.join(workspace.plannedDir, `wrong-score-${base(season.file)}`);
  const lines = readFileSync(season.file, 'utf8').split('\n');
  lines[season.scoreLine - 1] = editedLine;
  writeFileSync(planned, lines.join('\n'));
  const expected = cli
    .checkText(planned)
    .filter((p) => p.severity === 'error' && p.line === season.scoreLine)
    .map((p) => p.message);
  check(expected.length > 0, `the engine should report "${editedLine.trim()}" (line ${season.scoreLine})`);
  context.log(`  round ${season.editRound} of ${season.rounds}, line ${season.scoreLine}: engine says ${expected[0]}`);

  // With the settlement view open beside the sheet (as after the `reload` scenario in the full suite): its updates
  // must not hold up the Problems entry.
  const withView = context.features.missing.settlement === undefined;
  if (withView) {
    await openSettlementBeside(context, season.file);
    const { elapsedMs } = await eventually(
      `the settlement view should show the sheet "${season.title}"`,
      () => settlementText(page),
      (view) => view.text.includes(season.title),
      { timeoutMs: 60_000 },
    );
    context.log(`  settlement view showed the sheet ${elapsedMs} ms after it opened`);
  }
  await openFile(page, base(season.file));
  await showProblemsPanel(page);
  // The sheet has been analysed once the status item counts its rounds.
  if (context.features.missing.statusBar === undefined) {
    const { elapsedMs } = await eventually(
      `the Scoresheet status item should count ${season.rounds} rounds`,
      () => scoresheetStatus(page).innerText(),
      (text) => new RegExp(`\\b${season.rounds}\\s+rounds?`).test(text.replace(/[,.\u00a0\u202f]/g, '')),
      { timeoutMs: 60_000 },
    );
    context.log(`  status item counted ${season.rounds} rounds ${elapsedMs} ms after the editor opened`);
  }
  await goTo(page, season.scoreLine, season.scoreText.indexOf(`Anna ${oldText}`) + 'Anna '.length + 1);
  // SCORESHEET_E2E_CPU_PROFILE=<file>: a CPU profile of the workbench page from the first keystroke to the Problems
  // entry (where the time goes in the browser; the extension host: scripts/e2e/profileExtensionHost.mjs).
  const profileFile = process.env['SCORESHEET_E2E_CPU_PROFILE'];
  const cdp = profileFile ? await page.context().newCDPSession(page) : undefined;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  for (let i = 0; i < oldText.length; i += 1) await page.keyboard.press('Shift+ArrowRight');
  // Each keystroke must show in the editor while the extension analyses 10,000 rounds.
  const echoMs: number[] = [];
  let lastKeyAt = 0;
  const prefix = season.scoreText.slice(0, season.scoreText.indexOf(`Anna ${oldText}`) + 'Anna '.length);
  for (let typed = 1; typed <= newText.length; typed += 1) {
    const after = season.scoreText.slice(prefix.length + oldText.length).trimStart();
    const shown = `${prefix}${newText.slice(0, typed)} ${after}`;
    await watchFor(page, `echo${typed}`, 'line', [shown.trimEnd()]);
    if (typed === newText.length) await watchFor(page, 'problem', 'problem', expected);
    lastKeyAt = Date.now();
    await page.keyboard.type(newText.charAt(typed - 1));
    await eventually(
      `the editor should show "${shown.trim()}" after the keystroke`,
      () => renderedLines(page),
      (rendered) => rendered.some((line) => line.trimEnd() === shown.trimEnd()),
      { timeoutMs: EFFECT_TIMEOUT_MS, intervalMs: 100 },
    );
    echoMs.push(((await seenAt(page, `echo${typed}`)) ?? Date.now()) - lastKeyAt);
  }
  await eventually(
    `the Problems panel should list the engine's message for line ${season.scoreLine}: "${expected[0]}"`,
    () => problemRows(page),
    (rows) => rows.some((row) => expected.some((message) => row.includes(message))),
    { timeoutMs: 60_000, intervalMs: 250 },
  );
  const seenProblem = await seenAt(page, 'problem');
  const problemMs = (seenProblem ?? Date.now()) - lastKeyAt;
  if (cdp && profileFile) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
    await cdp.detach();
  }
  context.log(
    `  keystroke to editor: ${echoMs.map((ms) => `${ms} ms`).join(', ')}; last keystroke to Problems entry: ` +
      `${seenProblem === undefined ? '≤' : ''}${problemMs} ms (${budget(problemMs)}` +
      `${seenProblem === undefined ? ', polled' : ', timed in the page'})` +
      `${withView ? ', with the settlement view open' : ''}`,
  );
  if (withView) {
    // The view follows with the round flagged: its heading counts the one error.
    await eventually(
      'the settlement view should count 1 error after the edit',
      () => settlementText(page),
      (view) => /\b1 error\b/.test(view.text),
      { timeoutMs: 60_000, intervalMs: 50 },
    );
    context.log(`  last keystroke to the view's error count: ≤${Date.now() - lastKeyAt} ms`);
  }
  // Leave the sheet as it was, so a later scenario (or a reload) never meets the edit.
  await runCommand(page, 'File: Revert File');
  await page.locator('.tabs-container .tab.active.dirty').waitFor({ state: 'detached', timeout: EFFECT_TIMEOUT_MS });
  await closeAllEditors(page);
}

/**
 * VS Code in German (code-server `--locale de`): the extension's own words come from l10n/bundle.l10n.de.json — the
 * note that more problems were left out (in Problems) and the status bar item — and the problems themselves are
 * rendered in the display language. Runs on a second server in a page of its own, so the English scenarios are
 * untouched.
 */
async function germanDisplayLanguage(context: E2eContext): Promise<void> {
  const browser = context.page.context().browser();
  check(browser, 'the page has a browser to open a second window in');
  const { serverUrl, dir, file } = await context.startLocalised('de');
  const browserContext = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  try {
    const page = await browserContext.newPage();
    page.setDefaultTimeout(30_000);
    await openWorkbench(page, serverUrl, dir);
    await openFile(page, base(file));
    await showProblemsPanel(page);
    const { value: rows } = await eventually(
      'Problems should list the German note "2 weitere Probleme nicht gezeigt" (maxProblems is 1 in this workspace)',
      () => problemRows(page),
      (r) => r.some((row) => row.includes('2 weitere Probleme nicht gezeigt')),
      { timeoutMs: WORKBENCH_TIMEOUT_MS },
    );
    check(
      !rows.some((row) => /more problems not shown/.test(row)),
      `no English note should be listed, but Problems shows ${JSON.stringify(rows)}`,
    );
    context.log(`  Problems: ${rows.map((r) => r.split(' | ').pop()).join(' / ')}`);
    const { value: status } = await eventually(
      'the status bar should say "3 Spiele · 3 Probleme"',
      () =>
        page
          .locator('.statusbar-item', { hasText: /Spiele\s+·/ })
          .first()
          .innerText(),
      (text) => /3 Spiele\s+·\s+3 Probleme/.test(text),
      { timeoutMs: EFFECT_TIMEOUT_MS },
    );
    context.log(`  status bar: ${status.trim()}`);
    await germanProblemHoverAndView(context, page, rows);
    await page.screenshot({
      path: path.join(path.dirname(context.serverLog), '..', '..', 'screenshots', 'german.png'),
    });
  } finally {
    await browserContext.close();
  }
}

/**
 * The German scenario's sentences of the engine and of the view: the problem itself (`angegeben Anna +3, berechnet +2
 * …`), the hover on `spiel 1` (`Spiel 1 · Re (Anna, Clara) 151:89 gewonnen`, the working's heads) and the settlement
 * view beside it (its heads, the preset, and the file's `set bock on` read as `bock an`).
 */
async function germanProblemHoverAndView(context: E2eContext, page: Page, rows: string[]): Promise<void> {
  check(
    rows.some((row) => row.includes('angegeben Anna +3, berechnet +2')),
    `Problems should show the wrong score in German ("angegeben Anna +3, berechnet +2 …"), but shows ` +
      JSON.stringify(rows),
  );
  check(
    !rows.some((row) => /stated|computed/.test(row)),
    `no English problem should be listed, but Problems shows ${JSON.stringify(rows)}`,
  );
  await goTo(page, 6, 1);
  const hover = await hoverOver(page, /spiel\s+1\b/);
  check(await hover.isVisible(), 'hovering "spiel 1" should show a hover (.monaco-hover); none appeared');
  const hoverText = (await hover.innerText()).replace(/\s+/g, ' ');
  for (const words of ['Spiel 1', 'gewonnen', 'Posten', 'dieses Spiel'])
    check(
      hoverText.includes(words),
      `the hover on "spiel 1" should say "${words}", but says: ${hoverText.slice(0, 300)}`,
    );
  check(
    !/this round|running total|\bitem\b/.test(hoverText),
    `the hover on "spiel 1" should have no English, but says: ${hoverText.slice(0, 300)}`,
  );
  context.log(`  hover: ${hoverText.slice(0, 120)}…`);
  await page.keyboard.press('Escape');
  await runCommand(page, 'Scoresheet: Abrechnung daneben öffnen');
  await settlementFrame(page).locator('body').waitFor({ state: 'attached', timeout: 30_000 });
  // The Rules line names the preset and each switch set in the file by their German names.
  const wanted = ['Spielart', 'Parteien', 'DDV-Regeln · Bockrunden: an'];
  const { value: view } = await eventually(
    `the settlement view should speak German (${wanted.join(', ')})`,
    () => settlementText(page),
    (v) => wanted.every((w) => v.text.replace(/\s+/g, ' ').includes(w)),
    { timeoutMs: EFFECT_TIMEOUT_MS },
  );
  const english = ['Preset', 'Who pays whom', 'Rules', 'bock on'].filter((w) => view.text.includes(w));
  check(english.length === 0, `the settlement view should have no English, but shows ${JSON.stringify(english)}`);
  context.log(`  view: ${wanted.join(' / ')}`);
}

/**
 * Whether a line of the active editor (among those in view) reads `line`. VS Code renders an inlay hint as text of the
 * line it follows (`cards re 163` shows `kontra 77` after it once the hints arrive), so the line may go on after it.
 */
async function editorHas(page: Page, line: string): Promise<boolean> {
  return (await renderedLines(page)).some((l) => l.trim().startsWith(line));
}

async function addRoundThroughTheForm(context: E2eContext): Promise<void> {
  needs(context, 'settlement');
  const { page, workspace } = context;
  const cli = cliOf(context);
  const file = workspace.editMe;
  const players = Object.keys(cli.check(file).totals);
  check(players.length === 4, `edit-me.score should have four players (got ${players.join(', ')})`);
  const [a, , c] = players as [string, string, string, string];
  // What the form must write (score-format.md: `re P1 P2`, `cards re N`); the CLI says what the sheet totals become.
  const disk = readFileSync(file, 'utf8');
  const numbered = /^round \d+/m.test(disk);
  const index = (disk.match(/^\s*round\b/gm) ?? []).length + 1;
  const block = `round${numbered ? ` ${index}` : ''}\n  re ${a} ${c}\n  cards re 163\n`;
  const planned = path.join(workspace.plannedDir, 'edit-me-plus-a-form-round.score');
  writeFileSync(planned, `${disk.replace(/\n*$/, '\n')}\n${block}`);
  check(
    errorsOf(cli.check(planned)).length === 0,
    `the form's round should be valid: ${JSON.stringify(errorsOf(cli.check(planned)))}`,
  );
  const before = expectedSettlement(cli, file);
  const after = expectedSettlement(cli, planned);

  await openSettlementBeside(context, file);
  await eventually(
    'the view first shows the file as it is',
    () => settlementText(page),
    (text) => missingFromView(text, before).length === 0,
  );
  // The cursor in the header: the round goes at the end of the sheet.
  await openFile(page, base(file));
  await goTo(page, 1, 1);
  const frame = settlementFrame(page);
  await frame.getByRole('button', { name: 'Add round' }).click();
  await frame.getByRole('checkbox', { name: a, exact: true }).check();
  await frame.getByRole('checkbox', { name: c, exact: true }).check();
  await frame.getByLabel('Card points of Re (0–240)').fill('163');
  // The live preview: Re won with 163 (+1) and Kontra below 90 (+1) — +2 for each Re player before any bock.
  await eventually(
    'the form should show the computed score of the round',
    () => frame.locator('scoresheet-round-form .preview').innerText(),
    (text) => text.includes(a) && /[+]\d/.test(text),
  );
  await frame.getByRole('button', { name: 'Add', exact: true }).click();
  await eventually(
    `after Add the view should show the new totals ${JSON.stringify(after.totals)}`,
    () => settlementText(page),
    (text) => missingFromView(text, after).length === 0,
    { describe: (text) => `missing ${JSON.stringify(missingFromView(text, after))}` },
  );
  // Back to the editor beside the view (opening the file again from the Explorer would open it over the view).
  await clickIntoText(page.locator('.editor-group-container').first().locator('.monaco-editor').first());
  await page.keyboard.press('Control+End');
  await eventually(
    'the editor should show the added lines, unsaved (the file is the source of truth, the user saves)',
    async () =>
      (await editorHas(page, 'cards re 163')) && (await page.locator('.tabs-container .tab.active.dirty').count()) > 0,
    (found) => found,
  );
  await page.keyboard.press('Control+Z');
  await eventually(
    'undo should take the round out of the file and the view',
    () => settlementText(page),
    (text) => missingFromView(text, before).length === 0,
    { describe: (text) => `missing ${JSON.stringify(missingFromView(text, before))}` },
  );
  await eventually(
    'after undo the editor is back at the saved text (no dirty mark, no added line)',
    async () => ({
      dirty: await page.locator('.tabs-container .tab.active.dirty').count(),
      added: await editorHas(page, 'cards re 163'),
    }),
    (state) => state.dirty === 0 && !state.added,
  );
}

async function exportedPageOpensInChromium(context: E2eContext): Promise<void> {
  needs(context, 'settlement');
  const { page, workspace } = context;
  const expected = expectedSettlement(cliOf(context), workspace.main);
  const target = workspace.main.replace(/\.score$/, '.html');
  await openFile(page, base(workspace.main));
  await startCommand(page, 'Scoresheet: Export Settlement as Web Page');
  // The save dialog (code-server's simple file dialog) offers `<name>.html` next to the file: accept it.
  // Wait for the dialog itself (the palette's input closes first), then accept its path.
  const input = page.locator('.quick-input-widget input');
  await eventually(
    'the save dialog should offer an .html path',
    () => input.inputValue(),
    (value) => value.endsWith('.html'),
  );
  await input.press('Enter');
  await eventually(
    `the page should be written to ${target}`,
    async () => existsSync(target),
    (found) => found,
  );
  const shared = await page.context().newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  shared.on('request', (r) => requests.push(r.url()));
  shared.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  shared.on('pageerror', (e) => problems.push(String(e)));
  await shared.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective}`));
  });
  try {
    await shared.goto(`file://${target}`);
    await shared.locator('#fingerprint').waitFor();
    const rows = await shared
      .locator('scoresheet-summary tr, scoresheet-summary li')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ')));
    const text = { text: '', rows: rows.map(normalizeNumbers) };
    const missing = missingFromView(text, expected);
    check(
      missing.length === 0,
      `the exported page should show the totals and transfers; missing ${JSON.stringify(missing)}`,
    );
    check(
      /^[0-9a-f]{8}$/.test(await shared.locator('.export-fingerprint').innerText()),
      'the page should show an 8-digit fingerprint of the log',
    );
    check(
      requests.length === 1 && requests[0] === `file://${target}`,
      `no request but the page: ${requests.join(', ')}`,
    );
    check(problems.length === 0, `no error and no CSP violation: ${problems.join(' / ')}`);
  } finally {
    await shared.close();
  }
}

/** A phone at the table: a browser context of its own, 360 × 740 with touch, as test/session/phones.test.ts has it. */
async function phoneContext(page: Page): Promise<BrowserContext> {
  const browser = page.context().browser();
  if (!browser) throw new AssertionFailed('the workbench page has no browser to open a phone in');
  return browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, locale: 'en-US' });
}

/**
 * Issue 36 in VS Code: "Start Table Session" on this computer's address, the link from the settlement view, a phone
 * (another browser context) that opens it and posts a round; the round is in the editor (unsaved) and its warning in
 * Problems; Ctrl+Z takes both back and the phone follows; "Stop Table Session" closes the server.
 */
async function tableSessionInVsCode(context: E2eContext): Promise<void> {
  needs(context, 'settlement');
  const { page, workspace } = context;
  const cli = cliOf(context);
  const file = workspace.tableSession;
  for (const title of [START_TABLE_SESSION, STOP_TABLE_SESSION])
    check(
      [...context.features.commandTitles.values()].includes(title),
      `the packaged manifest should contribute "${title}" (issue 36)`,
    );
  const disk = readFileSync(file, 'utf8');
  const rounds = cli.check(file).rounds.length;
  // A solo with a fox: the engine takes it, with the warning that special points do not count in a solo under ddv
  // (score-format.md; docs/diagnostics.md, specials-in-solo), so the round shows in Problems too.
  const input = {
    game: 'doppelkopf',
    type: 'solo',
    player: 'Dora',
    soloKind: 'queens',
    result: { kind: 'cards', re: 150 },
    extras: { re: ['fox'] },
  };
  const block = `round ${rounds + 1}\n  solo Dora queens\n  cards re 150\n  extras re fox\n`;
  const planned = path.join(workspace.plannedDir, 'table-session-plus-a-round.score');
  writeFileSync(planned, `${disk.replace(/\n*$/, '\n')}\n${block}`);
  // Its problems (what Problems lists: errors and warnings, not the hints `--json` has too).
  const expected = cli
    .check(planned)
    .diagnostics.filter((d) => d.line > disk.split('\n').length && /^(error|warning)$/.test(d.severity));
  check(
    expected.length === 1 && expected[0]?.code === 'specials-in-solo' && expected[0].severity === 'warning',
    `the phone's round should have one warning, specials-in-solo: ${JSON.stringify(expected)}`,
  );

  await openFile(page, base(file));
  await startCommand(page, START_TABLE_SESSION);
  // The address: this computer only (the phone is a browser on the same machine).
  // The address list (not the palette any more) is open once its loopback row is shown.
  await page
    .locator('.quick-input-widget .monaco-list-row', { hasText: 'this computer only' })
    .first()
    .waitFor({ state: 'visible' });
  await chooseFromQuickInput(page, '127.0.0.1', (label) => label.includes('127.0.0.1'));
  const { value: url } = await eventually(
    'the settlement view should show the session link above the sheet',
    async () => (await settlementFrame(page).locator('scoresheet-table-session a.link').innerText()).trim(),
    (text) => /^http:\/\/127\.0\.0\.1:\d+\/[\w-]{43}\/$/.test(text),
    { timeoutMs: EFFECT_TIMEOUT_MS },
  );
  check(
    (await settlementFrame(page).locator('scoresheet-table-session svg[role="img"]').count()) === 1,
    'the settlement view should show the QR code',
  );

  const phone = await phoneContext(page);
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto(url);
    await eventually(
      'the phone page should be live',
      async () => (await phonePage.locator('scoresheet-phone .state').innerText()).trim(),
      (text) => text.startsWith('Live'),
      { timeoutMs: EFFECT_TIMEOUT_MS },
    );
    const without = await phone.request.get(new URL(url).origin + '/sheet');
    check(without.status() === 403, `a request without the token should get 403, got ${without.status()}`);
    const sheet = (await (await phone.request.get(`${url}sheet`)).json()) as { version: number; text: string };
    const posted = await phone.request.post(`${url}rounds`, {
      data: { id: 'e2e-table-session-1', version: sheet.version, input, lang: 'en' },
    });
    const answer = (await posted.json()) as { ok: boolean; index?: number };
    check(
      posted.status() === 200 && answer.ok && answer.index === rounds + 1,
      `the round should be added as round ${rounds + 1}: ${posted.status()} ${JSON.stringify(answer)}`,
    );

    // The editor beside the view shows the round, unsaved: the file is written when the user saves.
    await clickIntoText(page.locator('.editor-group-container').first().locator('.monaco-editor').first());
    await page.keyboard.press('Control+End');
    await eventually(
      'the editor should show the round the phone added, unsaved',
      async () =>
        (await editorHas(page, 'extras re fox')) &&
        (await page.locator('.tabs-container .tab.active.dirty').count()) > 0,
      (found) => found,
      { timeoutMs: EFFECT_TIMEOUT_MS },
    );
    check(readFileSync(file, 'utf8') === disk, 'the file on disk should be unchanged until the user saves');
    const warning = expected[0]?.message ?? '';
    await showProblemsPanel(page);
    await eventually(
      `Problems should list the round's warning: ${warning}`,
      () => problemRows(page),
      (rows) => rows.some((r) => r.includes(warning)),
      { timeoutMs: EFFECT_TIMEOUT_MS },
    );

    await clickIntoText(page.locator('.editor-group-container').first().locator('.monaco-editor').first());
    await page.keyboard.press('Control+Z');
    await eventually(
      'Ctrl+Z should take the round out of the editor (no dirty mark, no added line)',
      async () => ({
        dirty: await page.locator('.tabs-container .tab.active.dirty').count(),
        added: await editorHas(page, 'extras re fox'),
      }),
      (state) => state.dirty === 0 && !state.added,
    );
    await eventually(
      "after undo Problems should no longer list the round's warning",
      () => problemRows(page),
      (rows) => !rows.some((r) => r.includes(warning)),
      { timeoutMs: EFFECT_TIMEOUT_MS },
    );
    await eventually(
      'the phone should get the sheet without the round again',
      async () => (await (await phone.request.get(`${url}sheet`)).json()) as { version: number; text: string },
      (now) => now.version > sheet.version + 1 && now.text === sheet.text,
    );

    await runCommand(page, STOP_TABLE_SESSION);
    await eventually(
      'after Stop the session should answer nothing',
      () =>
        phone.request.get(`${url}sheet`, { timeout: 2_000 }).then(
          (r) => `status ${r.status()}`,
          () => 'closed',
        ),
      (outcome) => outcome === 'closed',
    );
  } finally {
    await phone.close();
  }
}

/**
 * Issue 36: eight phones on `scoresheet serve` (as built) and one round a second for a minute — no missed update and
 * the file intact (test/session/tableLoad.ts; the unit test runs the same at a fast pace).
 */
async function tableSessionUnderLoad(context: E2eContext): Promise<void> {
  const cli = cliOf(context);
  const file = path.join(context.workspace.plannedDir, 'table-load.score');
  writeFileSync(file, LOAD_SHEET);
  const serve = await startServe(cli.cliPath, file);
  try {
    const rounds = 60;
    const result = await runTableLoad({ base: serve.url, phones: 8, rounds, everyMs: 1_000 });
    const failures = loadFailures(result, rounds, readFileSync(file, 'utf8'));
    check(failures.length === 0, `8 phones, a round a second for a minute: ${failures.join('; ')}`);
    context.log(`  8 phones, ${rounds} rounds: every phone held each round within ${Math.max(...result.lagsMs)} ms`);
  } finally {
    const code = await serve.stop();
    check(code === 0, `scoresheet serve should end with 0 on Ctrl+C, got ${code}: ${serve.stderr()}`);
  }
}

/** A row of the standings: its rank first, then (start number) the name and the main key, signed. */
function standingShows(rows: string[], rank: number, name: string, key: string): boolean {
  const keyText = key.replace('+', '\\+');
  return rows.some((r) => new RegExp(`^${rank}=?\\s(?:\\d+\\s)?${name}\\s+${keyText}(?![\\d.,])`).test(r));
}

/**
 * Issue 33: a tournament folder (examples/turnier-2026) opened, a table's list in the editor, the settlement view's
 * Tournament tab shows the standings (worked by hand in test/webview/settlementTournament.test.ts: Ben first with
 * +4 placement points); game 4 of series 1, table 1 typed as won by Ben and Dora for 3 instead of 2 (unsaved), the
 * standings show Ben with +5 and Clara (now fourth at the table) with 0.
 */
async function tournamentTabFollowsTyping(context: E2eContext): Promise<void> {
  needs(context, 'settlement');
  const { page, workspace } = context;
  const list = path.join(workspace.tournament, 'serie-1', 'tisch-1.score');
  check(existsSync(list), `the tournament folder should be copied into the workspace: ${list}`);
  const lines = readFileSync(list, 'utf8').split('\n');
  const line = lines.findIndex((l) => l.trim() === 'gewonnen Ben Dora 2') + 1;
  check(line > 0, 'serie-1/tisch-1.score should have "gewonnen Ben Dora 2"');
  await focusWorkbench(page);
  await runCommand(page, 'View: Show Explorer');
  for (const folder of ['turnier-2026', 'serie-1']) {
    const row = page
      .locator('.explorer-folders-view .monaco-list-row')
      .filter({ has: page.getByText(folder, { exact: true }) })
      .first();
    await row.waitFor({ state: 'visible', timeout: 20_000 });
    if ((await row.getAttribute('aria-expanded')) !== 'true') await row.click();
  }
  await openSettlementBeside(context, list);
  const frame = settlementFrame(page);
  const tab = frame.getByRole('tab', { name: 'Tournament' });
  await tab.waitFor({ state: 'visible', timeout: 30_000 });
  await tab.click();
  await eventually(
    'the Tournament tab should show the standings, Ben first with +4',
    () => settlementText(page),
    (view) => standingShows(view.rows, 1, 'Ben', '+4') && standingShows(view.rows, 4, 'Clara', '+1'),
    { describe: (view) => (view?.rows ?? []).slice(0, 12).join(' | ') },
  );
  // The list's editor, to the left of the view (opening the file now would open it in the view's group).
  await runCommand(page, 'View: Focus First Editor Group');
  const end = lines[line - 1]!.length + 1;
  await goTo(page, line, end);
  await page.keyboard.press('Backspace');
  await page.keyboard.type('3');
  const { elapsedMs } = await eventually(
    'after typing, the Tournament tab should show Ben with +5 and Clara with 0',
    () => settlementText(page),
    (view) => standingShows(view.rows, 1, 'Ben', '+5') && standingShows(view.rows, 6, 'Clara', '0'),
    { describe: (view) => (view?.rows ?? []).slice(0, 12).join(' | ') },
  );
  context.log(`  standings updated ${elapsedMs} ms after the last keystroke`);
}

export const scenarios: Scenario<E2eContext>[] = [
  {
    id: 'workbench',
    title: 'the workbench loads with the extension installed and .score files in its language',
    run: workbenchLoadsWithTheExtension,
  },
  { id: 'no-problems', title: '(a) a valid example shows no problems', run: validExampleHasNoProblems },
  {
    id: 'status-bar',
    title: '(a) the status bar shows "N rounds · 0 problems"',
    run: statusBarShowsRoundsAndProblems,
  },
  {
    id: 'wrong-score',
    title: '(b) a wrong score is underlined and listed with the computed value (time printed; budget 1 s)',
    run: wrongScoreIsUnderlinedAndListed,
  },
  { id: 'quick-fix', title: '(c) the quick fix corrects the score', run: quickFixCorrectsTheScore },
  { id: 'hover', title: '(d) hovering a round shows its breakdown', run: hoverShowsTheBreakdown },
  { id: 'outline', title: '(e) the outline lists the rounds', run: outlineListsTheRounds },
  {
    id: 'settlement',
    title: '(f) the settlement view shows the totals and transfers',
    run: settlementViewShowsTotalsAndTransfers,
  },
  { id: 'live-update', title: '(g) editing the file updates the view', run: editingUpdatesTheView },
  {
    id: 'csp-and-names',
    title: '(h) the view has no CSP violations and shows markup in names as text',
    run: viewHasNoCspViolationsAndNamesAreText,
  },
  { id: 'reload', title: '(i) the view survives "Developer: Reload Window"', run: viewSurvivesReloadWindow },
  {
    id: 'long-sheet',
    title: 'typing in a 10,000-round sheet: each keystroke shows, and the Problems entry for a wrong score follows',
    run: typingInALongSheetStaysResponsive,
  },
  {
    id: 'german',
    title: 'VS Code in German (--locale de): the extension speaks German in Problems and the status bar',
    run: germanDisplayLanguage,
  },
  {
    id: 'add-round',
    title: 'the Add round form writes the round into the file, the view follows, undo takes it back',
    run: addRoundThroughTheForm,
  },
  {
    id: 'export-page',
    title: 'the exported web page opens in Chromium from disk: totals and transfers, no request, no CSP violation',
    run: exportedPageOpensInChromium,
  },
  {
    id: 'table-session',
    title: 'a table session: a phone adds a round, the editor and Problems show it, Ctrl+Z takes it back',
    run: tableSessionInVsCode,
  },
  {
    id: 'tournament-tab',
    title: "a tournament folder: typing into a table's list changes the standings in the Tournament tab",
    run: tournamentTabFollowsTyping,
  },
  {
    id: 'table-load',
    title: 'scoresheet serve: 8 phones and a round a second for a minute, no missed update, the file intact',
    run: tableSessionUnderLoad,
  },
];
