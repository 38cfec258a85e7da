// Pure geometry of the running-totals chart: downsampling that keeps peaks, scales, nice ticks, SVG path data,
// end-of-line labels that do not overlap, and the marker shapes that tell the series apart without colour.

export interface ChartInput {
  /** One series per name; `values[i]` is the running total after the i-th round shown. */
  series: number[][];
  /** Displayed round numbers, aligned with the values. */
  rounds: number[];
  width: number;
  height: number;
  /** Upper bound on points per series, whatever the number of rounds. */
  maxPoints?: number;
  /** Room kept right of the plot for the labels at the line ends. */
  labelWidth?: number;
  /** Also give every drawn point's position (a season's evenings: one hover target per point). */
  withPoints?: boolean;
}

export interface Tick {
  /** Pixel position along the axis. */
  at: number;
  label: number;
}

export interface ChartGeometry {
  /** SVG `d` per series (starts at round 0, total 0). */
  paths: string[];
  /** End point of each series, for the end-of-line markers. */
  ends: { x: number; y: number }[];
  yTicks: Tick[];
  xTicks: Tick[];
  /** Pixel y of the zero line. */
  zeroY: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** Points drawn per series (after sampling) and rounds in the data. */
  shown: number;
  total: number;
  /** With `withPoints`: per series, each drawn point and the index of its round (or evening). */
  points?: { x: number; y: number; i: number }[][];
}

export const DEFAULT_MAX_POINTS = 400;

/**
 * Indices to draw when there are more rounds than points: the rounds are split into buckets and
 * each bucket keeps, per series, its lowest and highest round, so a spike never disappears;
 * the first and last round are always kept. The result is sorted and bounded by `maxPoints`
 * (at least two buckets' worth).
 */
export function sampleIndices(series: number[][], count: number, maxPoints = DEFAULT_MAX_POINTS): number[] {
  if (count <= maxPoints) return Array.from({ length: count }, (_, i) => i);
  const perBucket = Math.max(2, 2 * Math.max(1, series.length));
  const buckets = Math.max(2, Math.floor((maxPoints - 2) / perBucket));
  const keep = new Set<number>([0, count - 1]);
  for (let b = 0; b < buckets; b++) {
    const from = Math.floor((b * count) / buckets);
    const to = Math.floor(((b + 1) * count) / buckets);
    if (to <= from) continue;
    for (const values of series) {
      let lo = from;
      let hi = from;
      for (let i = from + 1; i < to; i++) {
        if (values[i] < values[lo]) lo = i;
        if (values[i] > values[hi]) hi = i;
      }
      keep.add(lo);
      keep.add(hi);
    }
  }
  return [...keep].sort((a, b) => a - b);
}

/** 1, 2, 2.5, 5 × 10^k steps, about `target` of them across the span. */
export function niceStep(span: number, target: number): number {
  if (span <= 0 || !Number.isFinite(span)) return 1;
  const raw = span / Math.max(1, target);
  const mag = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) {
    const step = m * mag;
    if (step >= raw && Number.isInteger(step)) return step;
  }
  return Math.max(1, Math.ceil(raw));
}

export function buildChart(input: ChartInput): ChartGeometry {
  const { series, rounds, width, height } = input;
  const count = rounds.length;
  const indices = sampleIndices(series, count, input.maxPoints ?? DEFAULT_MAX_POINTS);

  let min = 0;
  let max = 0;
  for (const values of series) {
    for (const i of indices) {
      const v = values[i];
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  if (min === max) max = min + 1;

  const yStep = niceStep(max - min, 4);
  const yMin = Math.floor(min / yStep) * yStep;
  const yMax = Math.ceil(max / yStep) * yStep;
  // Room for the y labels scales with their length (digits of the widest label).
  const labelChars = Math.max(String(yMin).length, String(yMax).length);
  const plot = { left: 12 + labelChars * 7, top: 10, right: width - 12 - (input.labelWidth ?? 0), bottom: height - 24 };
  const plotW = Math.max(1, plot.right - plot.left);
  const plotH = Math.max(1, plot.bottom - plot.top);
  const xMax = Math.max(1, count);
  const sx = (i: number) => plot.left + (i / xMax) * plotW;
  const sy = (v: number) => plot.bottom - ((v - yMin) / (yMax - yMin)) * plotH;
  const r = (n: number) => Math.round(n * 10) / 10;

  const paths = series.map((values) => {
    let d = `M${r(sx(0))} ${r(sy(0))}`;
    for (const i of indices) d += `L${r(sx(i + 1))} ${r(sy(values[i]))}`;
    return d;
  });
  const ends = series.map((values) =>
    count ? { x: r(sx(count)), y: r(sy(values[count - 1])) } : { x: r(sx(0)), y: r(sy(0)) },
  );

  const yTicks: Tick[] = [];
  for (let v = yMin; v <= yMax + yStep / 2; v += yStep) yTicks.push({ at: r(sy(v)), label: v });

  const xStep = niceStep(count, Math.max(2, Math.floor(plotW / 70)));
  const xTicks: Tick[] = [];
  // Round numbers on the x axis: tick k stands after the k-th round shown.
  for (let k = xStep; k <= count; k += xStep) xTicks.push({ at: r(sx(k)), label: rounds[k - 1] ?? k });
  if (count > 0 && (xTicks.length === 0 || xTicks[xTicks.length - 1].label !== rounds[count - 1])) {
    const last = { at: r(sx(count)), label: rounds[count - 1] };
    // Drop a regular tick that would collide with the last one.
    if (xTicks.length && last.at - xTicks[xTicks.length - 1].at < 28) xTicks.pop();
    xTicks.push(last);
  }

  const points = input.withPoints
    ? series.map((values) => indices.map((i) => ({ x: r(sx(i + 1)), y: r(sy(values[i])), i })))
    : undefined;
  return { paths, ends, yTicks, xTicks, zeroY: r(sy(0)), plot, shown: indices.length, total: count, points };
}

/**
 * Vertical positions for the labels at the line ends: each as close to its line's end as it can be, none closer
 * than `gap` to another, all within [top, bottom]. Order is kept (a higher line keeps the higher label).
 */
export function placeLabels(ys: number[], gap: number, top: number, bottom: number): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y || a.i - b.i);
  const out = new Array<number>(ys.length);
  // Push down from the top, then back up from the bottom: a stack that runs off the end slides up as a block.
  let prev = -Infinity;
  for (const o of order) {
    o.y = Math.max(o.y, prev + gap, top);
    prev = o.y;
  }
  let next = Infinity;
  for (let k = order.length - 1; k >= 0; k--) {
    order[k].y = Math.min(order[k].y, next - gap, bottom);
    next = order[k].y;
  }
  for (const o of order) out[o.i] = Math.round(o.y * 10) / 10;
  return out;
}

/** Marker shapes, one per series class (with the dash pattern they tell the lines apart in greyscale). */
export const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'triangle-down', 'plus', 'cross'] as const;
export type Marker = (typeof MARKERS)[number];

/** SVG path data of a marker of radius r centred on (x, y). */
export function markerPath(marker: Marker, x: number, y: number, r: number): string {
  const f = (n: number) => Math.round(n * 10) / 10;
  const p = (pts: [number, number][]) => `M${pts.map(([a, b]) => `${f(x + a)} ${f(y + b)}`).join('L')}Z`;
  switch (marker) {
    case 'circle':
      return `M${f(x - r)} ${f(y)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
    case 'square':
      return p([
        [-r, -r],
        [r, -r],
        [r, r],
        [-r, r],
      ]);
    case 'triangle':
      return p([
        [0, -r * 1.2],
        [r * 1.1, r * 0.8],
        [-r * 1.1, r * 0.8],
      ]);
    case 'triangle-down':
      return p([
        [0, r * 1.2],
        [r * 1.1, -r * 0.8],
        [-r * 1.1, -r * 0.8],
      ]);
    case 'diamond':
      return p([
        [0, -r * 1.3],
        [r * 1.3, 0],
        [0, r * 1.3],
        [-r * 1.3, 0],
      ]);
    case 'plus': {
      const t = r * 0.45;
      return p([
        [-t, -r],
        [t, -r],
        [t, -t],
        [r, -t],
        [r, t],
        [t, t],
        [t, r],
        [-t, r],
        [-t, t],
        [-r, t],
        [-r, -t],
        [-t, -t],
      ]);
    }
    case 'cross': {
      // The plus turned by 45°.
      const t = r * 0.45;
      const c = Math.SQRT1_2;
      const pts: [number, number][] = [
        [-t, -r],
        [t, -r],
        [t, -t],
        [r, -t],
        [r, t],
        [t, t],
        [t, r],
        [-t, r],
        [-t, t],
        [-r, t],
        [-r, -t],
        [-t, -t],
      ];
      return p(pts.map(([a, b]) => [(a - b) * c, (a + b) * c]));
    }
  }
}
