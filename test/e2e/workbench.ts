// Driving the VS Code workbench in the browser: quick open, command palette, go to line, panels, the webview frame.
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { eventually } from './harness';

const QUICK_INPUT = '.quick-input-widget';
/** How long a quick input may take to list a row or to close: generous, for a loaded 2-core machine. */
const QUICK_INPUT_TIMEOUT_MS = 30_000;
/** A quick input list that has not changed for this long is taken as complete. */
const LIST_SETTLED_MS = 1_000;

/** Loads the workbench for `folder` and waits until the explorer shows the workspace. */
export async function openWorkbench(page: Page, serverUrl: string, folder: string): Promise<void> {
  await page.goto(`${serverUrl}/?folder=${encodeURIComponent(folder)}`, { timeout: WORKBENCH_TIMEOUT_MS });
  await waitForWorkbench(page);
}

/** How long the workbench may take to load (or to come back after a reload) on a loaded 2-core machine. */
export const WORKBENCH_TIMEOUT_MS = 120_000;

export async function waitForWorkbench(page: Page): Promise<void> {
  await page.locator('.monaco-workbench').waitFor({ state: 'visible', timeout: WORKBENCH_TIMEOUT_MS });
  await page
    .locator('.explorer-folders-view .monaco-list-row')
    .first()
    .waitFor({ state: 'visible', timeout: WORKBENCH_TIMEOUT_MS });
}

/** Focuses the workbench (not a webview or a stray widget) so keyboard shortcuts reach VS Code. */
export async function focusWorkbench(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
}

/**
 * Types `text` into the open quick input and chooses, once, the row `rowMatches` accepts: with
 * Enter as soon as that row is the focused one (as a user would), or with a click once the list
 * has stopped changing with the row elsewhere. Quick Open fills in results in several passes, so
 * the list is read again until then. A choice is never repeated: what it starts (a reload) may
 * tear the widget down, so callers wait for the effect they need, not for the widget.
 */
export async function chooseFromQuickInput(
  page: Page,
  text: string,
  rowMatches: (label: string) => boolean,
): Promise<void> {
  const input = page.locator(`${QUICK_INPUT} input`);
  await input.waitFor({ state: 'visible' });
  await input.fill(text);
  // Only visible rows: the widget keeps rows of other (hidden) lists in the DOM.
  const rows = page.locator(`${QUICK_INPUT} .monaco-list-row`).filter({ visible: true });
  let seen = '';
  let unchangedSince = Date.now();
  await eventually(
    `quick input should offer an entry for "${text}"`,
    async () => {
      const all = await rows.evaluateAll((els) =>
        els.map((el) => ({
          label: el.getAttribute('aria-label') ?? el.textContent ?? '',
          focused: el.classList.contains('focused'),
        })),
      );
      const labels = JSON.stringify(all);
      if (labels !== seen) [seen, unchangedSince] = [labels, Date.now()];
      const index = all.findIndex((row) => rowMatches(row.label));
      if (index < 0) return `no matching row among ${JSON.stringify(all.map((r) => r.label))}`;
      if (all[index]?.focused) {
        await page.keyboard.press('Enter');
        return 'chosen';
      }
      if (Date.now() - unchangedSince < LIST_SETTLED_MS) return `row ${index} matches; the list is still changing`;
      // A click that cannot land (the row was re-rendered) throws and clicks nothing; the poll looks again.
      await rows.nth(index).click({ timeout: 2_000 });
      return 'chosen';
    },
    (outcome) => outcome === 'chosen',
    { timeoutMs: QUICK_INPUT_TIMEOUT_MS, intervalMs: 100 },
  );
}

/** Opens the command palette (F1) and chooses the command by its label (`Category: Title`), without waiting for it. */
export async function startCommand(page: Page, label: string): Promise<void> {
  await focusWorkbench(page);
  await page.keyboard.press('F1');
  const wanted = label.toLowerCase();
  await chooseFromQuickInput(
    page,
    `>${label}`,
    (row) => row.toLowerCase().startsWith(wanted) || row.toLowerCase().includes(`${wanted},`),
  );
}

/** Runs a command by its palette label, exactly as a user would with F1, and waits for the palette to close. */
export async function runCommand(page: Page, label: string): Promise<void> {
  await startCommand(page, label);
  await page.locator(`${QUICK_INPUT} input`).waitFor({ state: 'hidden', timeout: QUICK_INPUT_TIMEOUT_MS });
}

/**
 * Opens a workspace file from the Explorer (a double click opens it and focuses the editor) and
 * waits for its editor to have the focus. Not Quick Open: its file search can take longer than a
 * minute on a loaded machine, while the Explorer has listed the workspace since it loaded.
 */
export async function openFile(page: Page, fileName: string): Promise<Locator> {
  await focusWorkbench(page);
  const row = page
    .locator('.explorer-folders-view .monaco-list-row')
    .filter({ has: page.getByText(fileName, { exact: true }) })
    .first();
  if (!(await row.isVisible())) await runCommand(page, 'View: Show Explorer');
  await row.dblclick();
  await page
    .locator('.tabs-container .tab.active', { hasText: fileName })
    .first()
    .waitFor({ state: 'visible', timeout: QUICK_INPUT_TIMEOUT_MS });
  await page
    .locator('.editor-group-container.active .monaco-editor.focused')
    .first()
    .waitFor({ state: 'visible', timeout: QUICK_INPUT_TIMEOUT_MS });
  return activeEditor(page);
}

/** The text editor of the active editor group. */
export function activeEditor(page: Page): Locator {
  return page.locator('.editor-group-container.active .monaco-editor').first();
}

/**
 * Clicks into an editor's text near the top left of what it shows. Its viewport (`.editor-scrollable`), not
 * `.view-lines`: Monaco moves the lines up by the scroll offset, so in a scrolled editor a point of `.view-lines` can
 * lie above the editor; Playwright then scrolls the editor's clipped container itself to reach it, which leaves the
 * editor showing a blank page past its end (and `<html>` "intercepts pointer events").
 */
export async function clickIntoText(editor: Locator): Promise<void> {
  // 10 px down: a scrolled editor lays its 6 px scroll shadow (.scroll-decoration) over the top of the text, and it
  // takes the click; 10 px is still on the first line in view.
  await editor
    .locator('.editor-scrollable')
    .first()
    .click({ position: { x: 5, y: 10 } });
}

/** Moves the cursor with Go to Line (Ctrl+G); `column` is 1-based like the status bar. */
export async function goTo(page: Page, line: number, column = 1): Promise<void> {
  await clickIntoText(activeEditor(page));
  await page.keyboard.press('Control+G');
  const input = page.locator(`${QUICK_INPUT} input`);
  await input.waitFor({ state: 'visible' });
  // Ctrl+G opens Quick Open with the `:` (go to line) prefix; keep it.
  await input.fill(`:${line}:${column}`);
  await page.keyboard.press('Enter');
  await input.waitFor({ state: 'hidden' });
  await eventually(
    `cursor at ${line}:${column}`,
    () => page.locator('.statusbar-item[id="status.editor.selection"]').innerText(),
    (text) => text.includes(`Ln ${line}, Col ${column}`),
  );
}

/** The Problems panel rows (opened with Ctrl+Shift+M if needed), as their accessible labels and texts. */
export async function problemRows(page: Page): Promise<string[]> {
  const rows = page.locator('.markers-panel .monaco-list-row');
  return rows.evaluateAll((els) => els.map((el) => `${el.getAttribute('aria-label') ?? ''} | ${el.textContent ?? ''}`));
}

export async function showProblemsPanel(page: Page): Promise<void> {
  if (await page.locator('.markers-panel').isVisible()) return;
  await focusWorkbench(page);
  await page.keyboard.press('Control+Shift+M');
  await page.locator('.markers-panel').waitFor({ state: 'visible' });
}

/** The document of the settlement view: VS Code's webview iframe, then its `active-frame`. */
export function settlementFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe.webview.ready').first().frameLocator('iframe#active-frame');
}

export interface ViewText {
  /** Every text node, one per line. */
  text: string;
  /** The text of each table row and list item (`tr`, `li`), words joined by spaces. */
  rows: string[];
}

/**
 * The text of the settlement view, shadow roots included (the lit components render there and
 * `innerText` does not see into them), typographic minus signs made ASCII.
 */
export async function settlementText(page: Page): Promise<ViewText> {
  const view = await settlementFrame(page)
    .locator('body')
    .evaluate(
      (body) => {
        const textOf = (root: Node): string[] => {
          const parts: string[] = [];
          const walk = (node: Node): void => {
            if (node.nodeType === Node.TEXT_NODE) {
              const t = (node.textContent ?? '').trim();
              if (t) parts.push(t);
              return;
            }
            if (node instanceof Element) {
              if (node.tagName === 'SCRIPT' || node.tagName === 'STYLE') return;
              // A host renders its shadow root; light children show up through its slots.
              if (node.shadowRoot) return walk(node.shadowRoot);
            }
            const slotted = node instanceof HTMLSlotElement ? node.assignedNodes({ flatten: true }) : [];
            for (const child of slotted.length > 0 ? slotted : Array.from(node.childNodes)) walk(child);
          };
          walk(root);
          return parts;
        };
        const rows: string[] = [];
        const findRows = (root: Document | ShadowRoot | Element): void => {
          for (const el of Array.from(root.querySelectorAll('*'))) {
            if (el.tagName === 'TR' || el.tagName === 'LI') rows.push(textOf(el).join(' '));
            if (el.shadowRoot) findRows(el.shadowRoot);
          }
        };
        findRows(body);
        return { text: textOf(body).join('\n'), rows };
      },
      undefined,
      { timeout: 2_000 },
    );
  return { text: normalizeNumbers(view.text), rows: view.rows.map(normalizeNumbers) };
}

export function normalizeNumbers(text: string): string {
  return text.replace(/[\u2212\u2012\u2013]/g, '-').replace(/\u00a0|\u202f/g, ' ');
}

/** True when `text` shows `value` as a number of its own (sign optional for positives, `,` or `.` as decimal point). */
export function showsNumber(text: string, value: number, decimals = 0): boolean {
  const abs = Math.abs(value).toFixed(decimals).replace('.', '[.,]');
  const sign = value < 0 ? '-\\s?' : value > 0 ? '\\+?' : '[+-]?';
  return new RegExp(`(^|[^\\d.,])${sign}${abs}(?![\\d])`).test(text);
}
