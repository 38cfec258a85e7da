// @vitest-environment happy-dom
// `game points` in the settlement view (happy-dom): the model of the bundled example drawn — the sheet with the game
// a round ends, the totals with the winner and money, the statistics per player, the Add round form's fields — and
// its words in German.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { toSettlementModel } from '../../src/view/model';
import { setViewLang } from '../../webview/strings';
import { pointsStats } from '../../webview/games/points/evening';
import { deepQuery, deepQueryAll, deepText, mount } from '../webview/dom';
import { update } from '../webview/fixtures';

// A path, not a URL: happy-dom's URL is not Node's.
const EXAMPLE = readFileSync(join(process.cwd(), 'examples/points-romme.score'), 'utf8');
const model = (lang?: 'de') => toSettlementModel(analyzeScore(EXAMPLE), 'points-romme.score', lang);

afterEach(() => {
  setViewLang('en');
  document.body.innerHTML = '';
});

describe('the points view', () => {
  it('the sheet: each player’s points and running total, the row that ends game 1 marked and named', async () => {
    const { app } = await mount([update(model())]);
    const rows = deepQueryAll(app, '.body [role="row"][data-index]');
    expect(rows).toHaveLength(5);
    expect(rows[3].classList.contains('game-end')).toBe(true);
    expect(deepText(rows[3])).toContain('Jens wins game 1');
    expect(deepText(rows[3])).toMatch(/\+45.*110/);
  });

  it('the totals: the evening’s points, the winner’s badge, the money', async () => {
    const { app } = await mount([update(model())]);
    const totals = deepText(deepQuery(app, 'table.totals')!);
    // 47 + 22, 110 + 0, 63 + 8; money of game 1 only: +0.79, −0.63, −0.16
    expect(totals).toMatch(/Jens.*69.*0\.79/);
    expect(totals).toMatch(/Maria.*110.*0\.63/);
    expect(deepQuery(app, 'vscode-badge')).toBeDefined();
  });

  it('the statistics: rounds, games won, the average per round, the best (lowest) round', () => {
    const st = pointsStats(model());
    expect(st?.cols).toEqual(['Rounds', 'Games won', 'Ø per round', 'Best round']);
    // Jens: 12 5 30 0 22 → 5 rounds, 69 / 5 = 13.8, the lowest 0; Maria: 110 / 5 = 22 (the view writes no .0);
    // Olaf: 71 / 5 = 14.2.
    expect(st?.rows).toEqual([
      { name: 'Jens', values: [5, 1, '13.8', '0'] },
      { name: 'Maria', values: [5, 0, '22', '0'] },
      { name: 'Olaf', values: [5, 0, '14.2', '0'] },
    ]);
  });

  it('the rules’ switches by their names in German and French', () => {
    const de = model('de').switches.find((x) => x.key === 'lowest-wins');
    expect([de?.name, de?.valueText]).toEqual(['Niedrigster Stand gewinnt', 'an']);
    const fr = toSettlementModel(analyzeScore(EXAMPLE), 'p.score', 'fr').switches.find((x) => x.key === 'target');
    expect([fr?.name, fr?.value]).toEqual(['Points qui terminent une partie', '100']);
  });

  it('in German', async () => {
    setViewLang('de');
    const st = pointsStats(model('de'));
    expect(st?.cols).toEqual(['Spiele', 'Partien gewonnen', 'Ø pro Spiel', 'Bestes Spiel']);
    expect(st?.rows[0].values[2]).toBe('13,8');
  });
});
