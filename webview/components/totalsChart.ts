// The running-totals line chart: SVG sized to the panel, one line per player or team, a bounded number of points,
// each line labelled at its end and told apart by colour, dash pattern and marker.

import { LitElement, html, nothing, svg, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { buildChart, MARKERS, markerPath, placeLabels } from '../chart';
import { isolated } from '../../src/text/invisible';
import { plain } from '../format';
import { strings } from '../strings';
import { sharedStyles } from './shared.styles';
import { totalsChartStyles } from './totalsChart.styles';

let nextId = 0;

/** Series style classes: colour, dash pattern and marker repeat after this many lines (a table has at most 10). */
export const SERIES_STYLES = MARKERS.length;

/** Approximate advance of one character of the 11 px label font, to reserve room for the end labels. */
const CHAR_PX = 6.6;
const LABEL_GAP = 13;
/** Lines through the same point are drawn this many pixels apart (a line is 2 px wide: side by side, both seen). */
const APART = 2;

function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(1, max - 1)).join('')}…`;
}

@customElement('scoresheet-chart')
export class TotalsChart extends LitElement {
  static override styles = [sharedStyles, totalsChartStyles];

  @property({ attribute: false }) names: string[] = [];
  /** series[j][i]: running total of names[j] after the i-th round shown. */
  @property({ attribute: false }) series: number[][] = [];
  /** Displayed round numbers, aligned with the series. */
  @property({ attribute: false }) rounds: number[] = [];
  /** What the chart is of (`Game 2`), for its accessible title. */
  @property() caption = '';
  @property({ type: Number }) maxPoints = 400;
  /**
   * One label per x position (a season's evening: its date and file): each point gets a hover target that says it,
   * and the description counts evenings instead of rounds.
   */
  @property({ attribute: false }) pointLabels?: string[];
  /** The x axis's label per point (a season's evenings: their dates); without it, the round numbers. */
  @property({ attribute: false }) xLabels?: string[];
  /** The player (index into `names`) whose line stands out, e.g. while the pointer is on their name. */
  @property({ attribute: false }) highlight?: number;

  /** Measured width: the SVG is drawn at its real pixel size so text and strokes are never scaled. */
  @state() private width = 600;

  private readonly chartId = `chart-${nextId++}`;
  private observer?: ResizeObserver;

  override connectedCallback(): void {
    super.connectedCallback();
    if (typeof ResizeObserver === 'function') {
      this.observer = new ResizeObserver((entries) => {
        const w = Math.round(entries[0]?.contentRect.width ?? 0);
        if (w > 0 && Math.abs(w - this.width) >= 4) this.width = w;
      });
      this.observer.observe(this);
    }
  }

  override disconnectedCallback(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    super.disconnectedCallback();
  }

  private seriesClass(j: number): string {
    const hl = this.highlight;
    const state = hl === undefined || hl < 0 || hl >= this.names.length ? '' : hl === j ? ' hl' : ' dim';
    return `s${j % SERIES_STYLES}${state}`;
  }

  /** SVG paints in document order: the highlighted line is drawn last, so it lies on top. */
  private paintOrder(count: number): number[] {
    const order = Array.from({ length: count }, (_, j) => j);
    const hl = this.highlight;
    return hl === undefined || hl < 0 || hl >= count ? order : [...order.filter((j) => j !== hl), hl];
  }

  private description(finals: string): string {
    const n = this.rounds.length;
    return this.pointLabels ? strings.seasonChartDesc(n, finals) : strings.chartDesc(n, finals);
  }

  override render(): TemplateResult {
    const width = Math.max(200, this.width);
    const height = width < 420 ? 180 : 230;
    const last = this.rounds.length - 1;
    const finals = this.names.map((_, j) => plain(last >= 0 ? (this.series[j]?.[last] ?? 0) : 0));
    // End labels get at most a third of the width; longer names are shortened there (the legend has them whole).
    const maxChars = Math.max(4, Math.floor((width / 3 - 16) / CHAR_PX));
    // The name is shortened, never the number; it is drawn isolated (a tspan with unicode-bidi: isolate), so a
    // right-to-left name cannot move the number's minus sign ("Al5−" for −5).
    const fitted = this.names.map((n, j) => truncate(n, Math.max(1, maxChars - finals[j].length - 1)));
    const labelWidth = 16 + CHAR_PX * Math.max(0, ...fitted.map((n, j) => Array.from(`${n} ${finals[j]}`).length));
    const g = buildChart({
      series: this.series,
      rounds: this.rounds,
      width,
      height,
      maxPoints: this.maxPoints,
      labelWidth,
      withPoints: !!this.pointLabels,
      apart: APART,
      ...(this.xLabels ? { xLabelChars: Math.max(1, ...this.xLabels.map((l) => Array.from(l).length)) } : {}),
    });
    const labelY = placeLabels(
      g.ends.map((e) => e.y),
      LABEL_GAP,
      g.plot.top + 4,
      g.plot.bottom,
    );
    const described = this.names.map((n, j) => `${n} ${finals[j]}`).join(', ');
    const titleId = `${this.chartId}-title`;
    const descId = `${this.chartId}-desc`;
    return html`
      <figure>
        <ul class="legend" aria-label=${strings.chartLegend}>
          ${this.names.map(
            (n, j) =>
              html`<li class=${this.seriesClass(j)} data-player=${j}>
                <svg class="swatch" width="30" height="12" viewBox="0 0 30 12" aria-hidden="true">
                  <line class="line" x1="1" y1="6" x2="29" y2="6"></line>
                  <path class="marker" d=${markerPath(MARKERS[j % SERIES_STYLES], 15, 6, 3.5)}></path></svg
                ><span class="name">${n}</span> <span class="num">${finals[j]}</span>
              </li>`,
          )}
        </ul>
        <svg
          role="img"
          aria-labelledby=${titleId}
          aria-describedby=${descId}
          viewBox="0 0 ${width} ${height}"
          width=${width}
          height=${height}
        >
          <title id=${titleId}>${strings.chartTitle(this.caption)}</title>
          <desc id=${descId}>${this.description(described)}</desc>
          ${g.yTicks.map(
            (t) => svg`
              <line class="grid" x1=${g.plot.left} x2=${g.plot.right} y1=${t.at} y2=${t.at}></line>
              <text class="axis-label" x=${g.plot.left - 6} y=${t.at + 4} text-anchor="end">${plain(t.label)}</text>`,
          )}
          <line class="zero" x1=${g.plot.left} x2=${g.plot.right} y1=${g.zeroY} y2=${g.zeroY}></line>
          ${g.xTicks.map(
            (t) =>
              svg`<text class="axis-label" x=${t.at} y=${g.plot.bottom + 16} text-anchor="middle">${
                this.xLabels?.[t.index] ?? plain(t.label)
              }</text>`,
          )}
          ${this.paintOrder(g.paths.length).map(
            (j) =>
              svg`<g class="series ${this.seriesClass(j)}" data-player=${j}>
                <title>${this.names[j] ?? ''}</title>
                <path class="line" d=${g.paths[j]}></path>
                <path
                  class="marker ${MARKERS[j % SERIES_STYLES]}"
                  d=${markerPath(MARKERS[j % SERIES_STYLES], g.ends[j].x, g.ends[j].y, 3.5)}
                ></path>
                <line
                  class="leader"
                  x1=${g.ends[j].x + 5}
                  y1=${g.ends[j].y}
                  x2=${g.plot.right + 10}
                  y2=${labelY[j]}
                ></line>
                <text class="end-label" x=${g.plot.right + 12} y=${labelY[j] + 4}
                  ><tspan class="name">${fitted[j]}</tspan> ${finals[j]}</text
                >
                ${(g.points?.[j] ?? []).map(
                  (p) =>
                    svg`<circle class="point" cx=${p.x} cy=${p.y} r="5"><title>${strings.seasonPoint(
                      this.pointLabels?.[p.i] ?? '',
                      isolated(this.names[j] ?? ''),
                      plain(this.series[j]?.[p.i] ?? 0),
                    )}</title></circle>`,
                )}
              </g>`,
          )}
        </svg>
        ${
          g.shown < g.total || g.separated
            ? html`<figcaption class="muted">
                ${g.shown < g.total ? strings.chartSampled(g.shown, g.total) : nothing}
                ${g.separated ? strings.chartApart : nothing}
              </figcaption>`
            : nothing
        }
      </figure>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scoresheet-chart': TotalsChart;
  }
}
