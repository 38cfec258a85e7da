// @vitest-environment happy-dom
// The protocol against the real engine: evening.score → analyzeScore → toSettlementModel matches the committed model
// (which the screenshots render), and the view renders it. SCORESHEET_UPDATE_GOLDEN=1 rewrites the model file.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import type { SettlementModel } from '../../src/protocol';
import { toSettlementModel } from '../../src/view/model';
import { update } from './fixtures';
import { deepQueryAll, deepText, mount } from './dom';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const SOURCE = here('./fixtures/evening.score');
const GOLDEN = here('./fixtures/evening.model.json');

function project(): SettlementModel {
  return toSettlementModel(analyzeScore(readFileSync(SOURCE, 'utf8')), 'evening.score');
}

describe('evening.score through the real engine', () => {
  it('projects to the committed settlement model', () => {
    const model = project();
    if (process.env.SCORESHEET_UPDATE_GOLDEN === '1') writeFileSync(GOLDEN, JSON.stringify(model, null, 1) + '\n');
    expect(model).toEqual(JSON.parse(readFileSync(GOLDEN, 'utf8')));
  });

  it('attributes problems to their rounds: the wrong score (round 11) and the wrong round number (round 14)', () => {
    const model = project();
    expect(model.rounds.filter((r) => r.errors).map((r) => r.index)).toEqual([11]);
    expect(model.rounds.filter((r) => r.warnings).map((r) => r.index)).toEqual([14]);
    expect(model.rounds[10].messages[0]).toContain('stated Anna +4');
    expect([model.errors, model.warnings]).toEqual([1, 1]);
  });

  it("renders in the view: 14 rows, the engine's totals, money and transfers", async () => {
    const model = project();
    const { app } = await mount([update(model)]);
    expect(deepQueryAll(app, '.body [role="row"][data-index]')).toHaveLength(14);
    const totals = deepQueryAll(app, 'table.totals tbody tr').map((r) => deepText(r.querySelector('td.num')!));
    expect(totals).toEqual(model.totals.map((t) => (t < 0 ? `\u2212${-t}` : String(t))));
    const transfers = deepQueryAll(app, '.transfers li').map((li) => deepText(li));
    expect(transfers).toHaveLength(model.transfers.length);
    expect(transfers[0]).toMatch(/^\S+ pays \S+ \d+\.\d\d EUR$/);
  });
});
