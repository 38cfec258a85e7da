// SCORESHEET_README_SHOTS=1: the README's pictures of the extension in real VS Code (media/readme/vscode-*.png),
// taken right after the scenario that shows them; the settlement picture only when its view shows the engine's totals.
import { mkdirSync } from 'node:fs';
import * as path from 'node:path';
import type { Page } from 'playwright-core';
import type { ScoresheetCli } from './scoresheetCli';
import { settlementFrame } from './workbench';

/** Which scenario's final state each README picture shows. */
export const README_SHOTS: Readonly<Record<string, string>> = {
  'wrong-score': 'vscode-squiggle.png',
  hover: 'vscode-hover.png',
  settlement: 'vscode-settlement.png',
};

/** The scenarios a README run needs: the quick fix clears the squiggle, so the later pictures show no problem. */
export const README_SCENARIOS = ['wrong-score', 'quick-fix', 'hover', 'settlement'];

export const readmeShotsWanted = (): boolean => process.env['SCORESHEET_README_SHOTS'] === '1';

/** The settlement view's totals table as shown: each row's name (without the winner badge) and total. */
async function shownTotals(page: Page): Promise<[string, number][]> {
  const rows = await settlementFrame(page)
    .locator('body')
    .evaluate((body) => {
      const summary = body.querySelector('scoresheet-settlement')?.shadowRoot?.querySelector('scoresheet-summary');
      const trs = Array.from(summary?.shadowRoot?.querySelectorAll('table.totals tbody tr') ?? []);
      return trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim()));
    });
  return rows.map((cells): [string, number] => [
    (cells[0] ?? '').replace(/\s+/g, ' ').replace(/ winner$/, ''),
    Number((cells[1] ?? '').replace('\u2212', '-')),
  ]);
}

/**
 * After `scenario` passed: save its README picture. Returns a problem to fail the run with (the settlement view's
 * totals differ from `scoresheet settle`'s for `file`), or undefined.
 */
export async function takeReadmeShot(
  page: Page,
  scenario: string,
  repoRoot: string,
  settlement: { cli: ScoresheetCli | undefined; file: string },
): Promise<string | undefined> {
  const name = README_SHOTS[scenario];
  if (name === undefined) return undefined;
  if (scenario === 'settlement') {
    if (!settlement.cli) return 'README picture: dist/cli.js is not built, no engine totals to check the view against';
    const result = settlement.cli.settle(settlement.file);
    const want = Object.entries(result.settlement?.totals ?? result.totals);
    const got = await shownTotals(page);
    if (JSON.stringify(got) !== JSON.stringify(want))
      return `README picture ${name}: the view shows ${JSON.stringify(got)}, the engine ${JSON.stringify(want)}`;
  }
  const out = path.join(repoRoot, 'media', 'readme', name);
  mkdirSync(path.dirname(out), { recursive: true });
  await page.screenshot({ path: out });
  return undefined;
}
