// The running-totals line chart: SVG sized to the panel, one line per player or team, a bounded number of points.

import { LitElement, html, nothing, svg, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { buildChart } from '../chart';
import { plain } from '../format';
import { strings } from '../strings';
import { sharedStyles } from './shared.styles';
import { totalsChartStyles } from './totalsChart.styles';

let nextId = 0;

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

  override render(): TemplateResult {
    const width = Math.max(200, this.width);
    const height = width < 420 ? 170 : 220;
    const g = buildChart({ series: this.series, rounds: this.rounds, width, height, maxPoints: this.maxPoints });
    const last = this.rounds.length - 1;
    const finals = this.names.map((n, j) => `${n} ${plain(last >= 0 ? (this.series[j]?.[last] ?? 0) : 0)}`).join(', ');
    const titleId = `${this.chartId}-title`;
    const descId = `${this.chartId}-desc`;
    return html`
      <figure>
        <svg
          role="img"
          aria-labelledby=${titleId}
          aria-describedby=${descId}
          viewBox="0 0 ${width} ${height}"
          width=${width}
          height=${height}
        >
          <title id=${titleId}>${strings.chartTitle(this.caption)}</title>
          <desc id=${descId}>${strings.chartDesc(this.rounds.length, finals)}</desc>
          ${g.yTicks.map(
            (t) => svg`
              <line class="grid" x1=${g.plot.left} x2=${g.plot.right} y1=${t.at} y2=${t.at}></line>
              <text class="axis-label" x=${g.plot.left - 6} y=${t.at + 4} text-anchor="end">${plain(t.label)}</text>`,
          )}
          <line class="zero" x1=${g.plot.left} x2=${g.plot.right} y1=${g.zeroY} y2=${g.zeroY}></line>
          ${g.xTicks.map(
            (t) =>
              svg`<text class="axis-label" x=${t.at} y=${g.plot.bottom + 16} text-anchor="middle">${t.label}</text>`,
          )}
          ${g.paths.map((d, j) => svg`<path class="line s${j % 7}" d=${d}><title>${this.names[j] ?? ''}</title></path>`)}
          ${g.ends.map((p, j) => svg`<circle class="end s${j % 7}" cx=${p.x} cy=${p.y} r="3"></circle>`)}
        </svg>
        <ul class="legend">
          ${this.names.map(
            (n, j) =>
              html`<li class="s${j % 7}">
                <svg class="swatch" width="20" height="6" aria-hidden="true">
                  <line class="line" x1="1" y1="3" x2="19" y2="3"></line></svg
                ><span>${n}</span>
                <span class="num">${plain(last >= 0 ? (this.series[j]?.[last] ?? 0) : 0)}</span>
              </li>`,
          )}
        </ul>
        ${g.shown < g.total ? html`<figcaption class="muted">${strings.chartSampled(g.shown, g.total)}</figcaption>` : nothing}
      </figure>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scoresheet-chart': TotalsChart;
  }
}
