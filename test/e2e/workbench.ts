// Driving the VS Code workbench in the browser: quick open, command palette, go to line, panels, the webview frame.
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { eventually } from './harness';

const QUICK_INPUT = '.quick-input-widget';

/** Loads the workbench for `folder` and waits until the explorer shows the workspace. */
export async function openWorkbench(page: Page, serverUrl: string, folder: string): Promise<void> {
  await page.goto(`${serverUrl}/?folder=${encodeURIComponent(folder)}`);
  await waitForWorkbench(page);
}

export async function waitForWorkbench(page: Page): Promise<void> {
  await page.locator('.monaco-workbench').waitFor({ state: 'visible', timeout: 60_000 });
  await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ state: 'visible', timeout: 60_000 });
}

/** Focuses the workbench (not a webview or a stray widget) so keyboard shortcuts reach VS Code. */
export async function focusWorkbench(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
}

async function pickFromQuickInput(page: Page, text: string, rowMatches: (label: string) => boolean): Promise<void> {
  const input = page.locator(`${QUICK_INPUT} input`);
  await input.waitFor({ state: 'visible' });
  await input.fill(text);
  // Only visible rows: the widget keeps rows of other (hidden) lists in the DOM.
  const rows = page.locator(`${QUICK_INPUT} .monaco-list-row`).filter({ visible: true });
  // Quick Open fills in results in several passes (recently opened, then file search), so the
  // list can re-render under us: find the row again until choosing it closes the widget.
  await eventually(
    `quick input should offer and accept an entry for "${text}"`,
    async () => {
      const all = await rows.evaluateAll((els) =>
        els.map((el) => ({
          label: el.getAttribute('aria-label') ?? el.textContent ?? '',
          first: el.classList.contains('focused') || el.getAttribute('data-index') === '0',
        })),
      );
      const index = all.findIndex((row) => rowMatches(row.label));
      if (index < 0) return `no matching row among ${JSON.stringify(all.map((r) => r.label))}`;
      // Usually the match is the first (focused) row: Enter, as a user would; otherwise click it.
      if (all[index]?.first) await page.keyboard.press('Enter');
      else await rows.nth(index).click({ timeout: 2_000 });
      await input.waitFor({ state: 'hidden', timeout: 2_000 });
      return 'chosen';
    },
    (outcome) => outcome === 'chosen',
    { timeoutMs: 20_000, intervalMs: 200 },
  );
}

/** Runs a command by its palette label (`Category: Title`), exactly as a user would with F1. */
export async function runCommand(page: Page, label: string): Promise<void> {
  await focusWorkbench(page);
  await page.keyboard.press('F1');
  const wanted = label.toLowerCase();
  await pickFromQuickInput(
    page,
    `>${label}`,
    (row) => row.toLowerCase().startsWith(wanted) || row.toLowerCase().includes(`${wanted},`),
  );
}

/** Opens a workspace file with Quick Open (Ctrl+P) and waits for its editor to be active. */
export async function openFile(page: Page, fileName: string): Promise<Locator> {
  await focusWorkbench(page);
  await page.keyboard.press('Control+P');
  await pickFromQuickInput(page, fileName, (row) => row.startsWith(fileName) || row.includes(`${fileName},`));
  await page.locator('.tabs-container .tab.active', { hasText: fileName }).first().waitFor({ state: 'visible' });
  const editor = activeEditor(page);
  await editor.waitFor({ state: 'visible' });
  return editor;
}

/** The text editor of the active editor group. */
export function activeEditor(page: Page): Locator {
  return page.locator('.editor-group-container.active .monaco-editor').first();
}

/** Moves the cursor with Go to Line (Ctrl+G); `column` is 1-based like the status bar. */
export async function goTo(page: Page, line: number, column = 1): Promise<void> {
  await activeEditor(page)
    .locator('.view-lines')
    .click({ position: { x: 5, y: 5 } });
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
    { timeoutMs: 5_000 },
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

/** True when `text` shows `value` as a number of its own (sign optional for positives, `,` or `.` as decimal separator). */
export function showsNumber(text: string, value: number, decimals = 0): boolean {
  const abs = Math.abs(value).toFixed(decimals).replace('.', '[.,]');
  const sign = value < 0 ? '-\\s?' : value > 0 ? '\\+?' : '[+-]?';
  return new RegExp(`(^|[^\\d.,])${sign}${abs}(?![\\d])`).test(text);
}
