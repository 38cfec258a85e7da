// @vitest-environment happy-dom
// The chart with up to ten players (issue 30, view review D9): ten series each with its own colour, dash pattern and
// marker; lines through the same point drawn apart (and the chart says so); an x axis that shows where it starts and
// how it is divided even at 320 px; a season's evenings by their dates.

import { afterEach, describe, expect, it } from 'vitest';
import { axisTicks, buildChart, MARKERS, markerPath, offsets } from '../../webview/chart';
import { SERIES_STYLES } from '../../webview/components/totalsChart';
import { totalsChartStyles } from '../../webview/components/totalsChart.styles';
import { setViewLang } from '../../webview/strings';
import './happyDomShims';

afterEach(() => {
  setViewLang('en');
  document.body.innerHTML = '';
});

/** The declarations of each `.sN` and `.sN .line` rule of the chart's styles. */
function seriesRules(): Map<string, string> {
  const text = totalsChartStyles.cssText;
  const out = new Map<string, string>();
  for (const m of text.matchAll(/\.(s\d+(?: \.line)?)\s*\{([^}]*)\}/g)) out.set(m[1], m[2].replace(/\s+/g, ' ').trim());
  return out;
}

describe('ten players, ten styles', () => {
  it('ten series classes, each with its own colour, dash pattern (the first solid) and marker', () => {
    expect(SERIES_STYLES).toBe(10);
    const rules = seriesRules();
    const colours = Array.from({ length: 10 }, (_, j) => rules.get(`s${j}`));
    const dashes = Array.from({ length: 10 }, (_, j) => rules.get(`s${j} .line`) ?? 'solid');
    expect(colours.every(Boolean)).toBe(true);
    expect(new Set(colours).size).toBe(10);
    expect(dashes[0]).toBe('solid');
    expect(new Set(dashes).size).toBe(10);
    const shapes = MARKERS.map((m) => markerPath(m, 0, 0, 4));
    expect(new Set(shapes).size).toBe(10);
  });

  it('the 8th, 9th and 10th player are drawn unlike the 1st (no repeat before ten)', async () => {
    const { TotalsChart } = await import('../../webview/components/totalsChart');
    const chart = new TotalsChart();
    chart.names = Array.from({ length: 10 }, (_, j) => `P${j + 1}`);
    chart.series = chart.names.map((_, j) => [j, 2 * j]);
    chart.rounds = [1, 2];
    document.body.append(chart);
    await chart.updateComplete;
    const classes = Array.from(chart.shadowRoot!.querySelectorAll('g.series')).map((g) => g.getAttribute('class'));
    expect(classes).toEqual(chart.names.map((_, j) => `series s${j}`));
    const markers = Array.from(chart.shadowRoot!.querySelectorAll('g.series path.marker')).map((p) =>
      p.getAttribute('class'),
    );
    expect(new Set(markers).size).toBe(10);
  });
});

describe('lines through the same point', () => {
  it('are spread 2 px apart around the value, in the order of the series; a line alone stays on its value', () => {
    // After round 1: A and B both 4, C −4. After round 2: A 6, B 6, C −12. After round 3: A 2, B 10, C −12.
    const series = [
      [4, 6, 2],
      [4, 6, 10],
      [-4, -12, -12],
    ];
    expect(offsets(series, [0, 1, 2], 2)).toEqual([
      [-1, -1, 0],
      [1, 1, 0],
      [0, 0, 0],
    ]);
    // Three lines through one point: −2, 0, +2.
    expect(offsets([[5], [5], [5]], [0], 2)).toEqual([[-2], [0], [2]]);
  });

  it('two equal lines are drawn 2 px apart at each shared point, and the chart says it spread them', () => {
    const input = {
      series: [
        [4, 6, 2],
        [4, 6, 10],
        [-4, -12, -12],
      ],
      rounds: [1, 2, 3],
      width: 400,
      height: 200,
    };
    const apart = buildChart({ ...input, apart: 2 });
    const ys = (d: string) => Array.from(d.matchAll(/L[\d.]+ ([\d.-]+)/g), (m) => Number(m[1]));
    const [a, b] = [ys(apart.paths[0]), ys(apart.paths[1])];
    expect(b[0] - a[0]).toBeCloseTo(2, 5);
    expect(b[1] - a[1]).toBeCloseTo(2, 5);
    expect(apart.separated).toBe(true);
    // Where nothing coincides nothing moves, and without `apart` nothing is said.
    const plain = buildChart(input);
    expect(ys(apart.paths[2])).toEqual(ys(plain.paths[2]));
    expect(plain.separated).toBe(false);
  });

  it('the component states it under the chart', async () => {
    const { TotalsChart } = await import('../../webview/components/totalsChart');
    const chart = new TotalsChart();
    chart.names = ['Jürgen', 'Uwe', 'Marie'];
    chart.series = [
      [2, 4],
      [2, 4],
      [-2, -4],
    ];
    chart.rounds = [1, 2];
    document.body.append(chart);
    await chart.updateComplete;
    expect(chart.shadowRoot!.querySelector('figcaption')?.textContent?.trim()).toBe(
      'Lines that coincide are drawn slightly apart, so that each stays visible.',
    );
  });
});

describe('the x axis', () => {
  it('at 320 px (a plot of about 170 px) shows the first round, a middle one and the last, not the last alone', () => {
    // The view's chart at 320 px: 288 px wide, end labels ("Jürgen 10") take about 75 px of it.
    const g = buildChart({
      series: [
        [2, 10, 5, 7, 9, 17, 10],
        [-2, -10, -5, -7, -9, -17, -10],
      ],
      rounds: [1, 2, 3, 4, 5, 6, 7],
      width: 288,
      height: 180,
      labelWidth: 75,
    });
    const labels = g.xTicks.map((t) => t.label);
    expect(labels[0]).toBe(1);
    expect(labels.at(-1)).toBe(7);
    expect(labels.length).toBeGreaterThanOrEqual(3);
    // Far enough apart for their labels.
    for (let k = 1; k < g.xTicks.length; k++) expect(g.xTicks[k].at - g.xTicks[k - 1].at).toBeGreaterThanOrEqual(24);
  });

  it('steps of 1, 2, 5, 10 … between the first and the last point, as many as fit', () => {
    const labels = (count: number, width: number, chars = 2) => axisTicks(count, width, chars).map((t) => t.label);
    expect(labels(26, 600)).toEqual([1, 5, 10, 15, 20, 26]);
    expect(labels(6, 150, 8)).toEqual([1, 6]);
    expect(labels(1, 100)).toEqual([1]);
    expect(labels(0, 100)).toEqual([]);
    // Too narrow for two labels: the last one alone.
    expect(labels(2, 20, 8)).toEqual([2]);
  });

  it('a season’s evenings are labelled by date; the ticks keep room for the longer labels', async () => {
    setViewLang('fr');
    const { TotalsChart } = await import('../../webview/components/totalsChart');
    const chart = new TotalsChart();
    chart.names = ['Anna', 'Ben'];
    chart.series = [
      [1, 2, 3],
      [-1, -2, -3],
    ];
    chart.rounds = [1, 2, 3];
    chart.pointLabels = ['a', 'b', 'c'];
    chart.xLabels = ['16 janv.', '13 févr.', '13 mars'];
    document.body.append(chart);
    await chart.updateComplete;
    const x = Array.from(chart.shadowRoot!.querySelectorAll('text.axis-label')).map((t) => t.textContent);
    expect(x.slice(-3)).toEqual(['16 janv.', '13 févr.', '13 mars']);
  });
});
