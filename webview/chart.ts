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
  /** Characters of the widest x label (a season's dates: `16. Jan.`); the ticks keep room for it. */
  xLabelChars?: number;
  /**
   * Pixels between lines that pass through the same point (the same total after the same round): they are drawn that
   * far apart, centred on the true value, so that no line hides another. 0: drawn where they are.
   */
  apart?: number;
}

export interface Tick {
  /** Pixel position along the axis. */
  at: number;
  label: number;
}

/** A tick of the x axis: `label` is the round's number, `index` its position in the rounds (for a label of its own). */
export interface XTick extends Tick {
  index: number;
}

export interface ChartGeometry {
  /** SVG `d` per series (starts at round 0, total 0). */
  paths: string[];
  /** End point of each series, for the end-of-line markers. */
  ends: { x: number; y: number }[];
  yTicks: Tick[];
  xTicks: XTick[];
  /** Some lines pass through the same point and are drawn `apart` (the chart says so). */
  separated: boolean;
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

  const shift = offsets(series, indices, input.apart ?? 0);
  // Every line starts at the same origin (round 0, total 0), where they fan out: no offset there.
  const py = (j: number, k: number) => r(sy(series[j][indices[k]]) + (shift[j]?.[k] ?? 0));
  const paths = series.map((_, j) => {
    let d = `M${r(sx(0))} ${r(sy(0))}`;
    for (let k = 0; k < indices.length; k++) d += `L${r(sx(indices[k] + 1))} ${py(j, k)}`;
    return d;
  });
  const ends = series.map((_, j) =>
    count ? { x: r(sx(count)), y: py(j, indices.length - 1) } : { x: r(sx(0)), y: r(sy(0)) },
  );

  const yTicks: Tick[] = [];
  for (let v = yMin; v <= yMax + yStep / 2; v += yStep) yTicks.push({ at: r(sy(v)), label: v });

  const xTicks = axisTicks(count, plotW, input.xLabelChars ?? Math.max(1, ...rounds.map((n) => String(n).length)));
  for (const t of xTicks) {
    t.at = r(sx(t.index + 1));
    t.label = rounds[t.index] ?? t.index + 1;
  }

  const points = input.withPoints
    ? series.map((_, j) => indices.map((i, k) => ({ x: r(sx(i + 1)), y: py(j, k), i })))
    : undefined;
  const separated = shift.some((row) => row.some((d) => d !== 0));
  return {
    paths,
    ends,
    yTicks,
    xTicks,
    separated,
    zeroY: r(sy(0)),
    plot,
    shown: indices.length,
    total: count,
    points,
  };
}

/**
 * Per series and drawn point, the pixels it is drawn off its value: lines through the same point (equal totals after
 * the same round) are spread `apart` pixels from each other, centred on the value, in the order of the series.
 */
export function offsets(series: number[][], indices: number[], apart: number): number[][] {
  const out = series.map(() => new Array<number>(indices.length).fill(0));
  if (!apart || series.length < 2) return out;
  for (let k = 0; k < indices.length; k++) {
    const byValue = new Map<number, number[]>();
    series.forEach((values, j) => {
      const v = values[indices[k]];
      const same = byValue.get(v);
      if (same) same.push(j);
      else byValue.set(v, [j]);
    });
    for (const js of byValue.values())
      if (js.length > 1) js.forEach((j, n) => (out[j][k] = (n - (js.length - 1) / 2) * apart));
  }
  return out;
}

/**
 * The x axis's ticks for `count` points over `width` pixels (positions are set by the caller): the first and the last
 * point always, and between them steps of 1, 2, 5, 10 … points as many as fit with room for a label of `labelChars`
 * characters (so a narrow panel still shows where the axis starts and how it is divided, not only the last round).
 */
export function axisTicks(count: number, width: number, labelChars: number): XTick[] {
  if (count <= 0) return [];
  const minGap = Math.max(24, labelChars * 7 + 10);
  const perPoint = width / count;
  const tick = (k: number): XTick => ({ at: 0, label: k, index: k - 1 });
  if (count === 1) return [tick(1)];
  // First and last too close (a very narrow chart): the last one alone.
  if ((count - 1) * perPoint < minGap) return [tick(count)];
  // About one tick per 64 px (or per label, when labels are wider), as a reader scans an axis.
  const step = niceStep(count, Math.max(1, Math.floor(width / Math.max(minGap, 64))));
  const inner: number[] = [];
  for (let k = step; k < count; k += step)
    if ((k - 1) * perPoint >= minGap && (count - k) * perPoint >= minGap) inner.push(k);
  // Regular ticks closer than the gap to each other are thinned (steps of 1 over very few points).
  const kept: number[] = [];
  for (const k of inner) if (!kept.length || (k - kept[kept.length - 1]) * perPoint >= minGap) kept.push(k);
  return [1, ...kept, count].map(tick);
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
export const MARKERS = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'triangle-down',
  'plus',
  'cross',
  'star',
  'bowtie',
  'bar',
] as const;
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
    case 'star': {
      // Five points, the inner corners at 45% of the radius.
      const pts: [number, number][] = [];
      for (let k = 0; k < 10; k++) {
        const rr = (k % 2 ? 0.5 : 1.35) * r;
        const a = (Math.PI * k) / 5 - Math.PI / 2;
        pts.push([rr * Math.cos(a), rr * Math.sin(a)]);
      }
      return p(pts);
    }
    case 'bowtie':
      // Two triangles meeting at the centre (an hourglass).
      return p([
        [-r * 1.2, -r],
        [0, 0],
        [r * 1.2, -r],
        [r * 1.2, r],
        [0, 0],
        [-r * 1.2, r],
      ]);
    case 'bar':
      // A wide flat bar, across the line.
      return p([
        [-r * 0.5, -r * 1.3],
        [r * 0.5, -r * 1.3],
        [r * 0.5, r * 1.3],
        [-r * 0.5, r * 1.3],
      ]);
  }
}
