// A tournament's standings: the ranking (shared ranks, keys, tie-breaks, each series, prizes), each series' tables (the
// Aushang), who is still on no list, the problems of each list, the statistics per player and the money. It names no
// game: every word, number and statistic's name arrives in the model, in the reader's language.
//
// API (the exported page uses it; the editor's Tournament tab can too):
//   <scoresheet-tournament .model=${TournamentModel} .updatedAt=${iso} level="2" ?projector=${on} page-seconds="12">
//   - model: from toTournamentModel(tournament, sheets, lang) (src/view/tournament.ts); plain JSON, so it can cross
//     postMessage as is.
//   - updatedAt: when the standings were last rebuilt (an ISO date-time, or anything Date parses); shown as "Last
//     update: …" in the model's language and the reader's time zone. Left out: no such line.
//   - level: the heading level of the title (1 on a page of its own, 2 inside the settlement view, the default); the
//     sections' headings are one level below.
//   - projector: only the title, the last update and the standings, in type readable across a room, high contrast;
//     a list longer than the screen is shown a page at a time, turning every `page-seconds` seconds (0: only by the
//     Next button), with a Pause button (WCAG 2.2.2). Nothing moves but the page turning. Full-screen is the host's
//     affair (the view's panel, or the browser's F11).
// Events: `tournament-cycle` (bubbles, composed) on the projector each time the timer has shown every page once: the
// exported page reloads its file then, the editor's tab need not listen (its model updates as lists change).
// `tick()` is what the timer calls. Colours come from the theme's `--vscode-*` variables, as in the other components.

import { LitElement, css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { TournamentModel, TournamentStandingModel } from '../../src/view/tournament';
import { buttonStyles } from './button.styles';
import { sharedStyles } from './shared.styles';
import { settlementStatsStyles } from './settlementStats.styles';

@customElement('scoresheet-tournament')
export class TournamentStandings extends LitElement {
  static override styles = [
    sharedStyles,
    settlementStatsStyles,
    buttonStyles,
    css`
      :host {
        display: block;
      }
      .title {
        font-size: 1.4em;
        font-weight: 600;
        margin: 0 0 0.2em;
        overflow-wrap: anywhere;
      }
      .section-title {
        font-size: 1.1em;
        font-weight: 600;
        margin: 1.2em 0 0.5em;
      }
      .sub-title {
        font-size: 1em;
        font-weight: 600;
        margin: 1em 0 0.3em;
      }
      p {
        margin: 0.3em 0;
      }
      .rank-mark {
        margin-left: 1px;
      }
      /* Column names wrap between words (never inside one), and so does "+3 bye": a row fits a narrower window. */
      th[scope='col'],
      td.series-cell {
        white-space: normal;
      }
      td.series-cell.missed,
      td.series-cell.none {
        color: var(--ss-muted);
      }
      ul {
        margin: 0.3em 0;
        padding-left: 1.2em;
      }
      .file {
        overflow-wrap: anywhere;
      }
      .ok {
        color: var(--ss-muted);
      }

      /* The projector: big type, full contrast, every other row tinted, nothing muted. */
      :host([projector]) {
        /* As large as the narrower of the window's width and height allows; smaller when a row is too wide. */
        font-size: clamp(18px, min(2.9vw, 5.2vh), 64px);
        color: var(--ss-fg);
        background: var(--ss-bg);
        line-height: 1.25;
      }
      :host([projector]) .title {
        font-size: 1.35em;
      }
      :host([projector]) .muted,
      :host([projector]) th {
        color: var(--ss-fg);
      }
      :host([projector]) .status {
        font-size: 0.6em;
      }
      :host([projector]) th {
        white-space: normal;
        hyphens: auto;
      }
      /* A rule under each row (not each cell: on a narrow screen the cells stack as labelled numbers). */
      :host([projector]) th,
      :host([projector]) td {
        padding: 0.12em 0.4em;
        border-bottom: 0;
      }
      :host([projector]) tr {
        border-bottom: 2px solid var(--ss-fg);
      }
      :host([projector]) tbody tr:nth-child(even) {
        background: var(--vscode-list-hoverBackground, #2a2d2e);
      }
      :host([projector]) .key {
        font-weight: 700;
      }
      :host([projector]) th.name-cell {
        font-weight: 600;
      }
      .pager {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4em;
        align-items: center;
        margin-top: 0.4em;
        font-size: 0.6em;
      }
      .pager .btn {
        font-size: inherit;
      }
    `,
  ];

  @property({ attribute: false }) model?: TournamentModel;
  @property({ attribute: 'updated-at' }) updatedAt?: string;
  @property({ type: Number }) level = 2;
  @property({ type: Boolean, reflect: true }) projector = false;
  @property({ type: Number, attribute: 'page-seconds' }) pageSeconds = 12;

  /** The projector's page (0-based) and how many standings fit on one (measured; Infinity before the first). */
  @state() private page = 0;
  @state() private perPage = Infinity;
  @state() private paused = false;
  private timer?: ReturnType<typeof setInterval>;
  /** The projector's type made smaller once, so that the widest row fits the window (reset when it resizes). */
  private fitted = false;
  private readonly onResize = () => {
    this.refit();
    this.requestUpdate();
  };

  private refit(): void {
    this.fitted = false;
    this.style.removeProperty('font-size');
    this.perPage = Infinity;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    window.addEventListener('resize', this.onResize);
    this.restartTimer();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('resize', this.onResize);
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private restartTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.projector && this.pageSeconds > 0) this.timer = setInterval(() => this.tick(), this.pageSeconds * 1000);
  }

  /**
   * What the projector's timer does every `page-seconds`: unless paused, the next page; back at the first page (or
   * with one page only) a `tournament-cycle` event, when a host may load newer standings without cutting a page short.
   */
  tick(): void {
    if (this.paused) return;
    this.turn();
    if (this.page === 0) this.dispatchEvent(new CustomEvent('tournament-cycle', { bubbles: true, composed: true }));
  }

  private pages(): number {
    const rows = this.model?.standings.length ?? 0;
    return Number.isFinite(this.perPage) ? Math.max(1, Math.ceil(rows / this.perPage)) : 1;
  }

  private turn(): void {
    const pages = this.pages();
    this.page = pages > 1 ? (this.page + 1) % pages : 0;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('projector')) this.refit();
    if (changed.has('projector') || changed.has('pageSeconds')) this.restartTimer();
    if (changed.has('model')) this.refit();
    if (this.page >= this.pages()) this.page = 0;
  }

  override updated(): void {
    this.markScrolling();
    if (!this.projector || Number.isFinite(this.perPage)) return;
    // Every standing drawn once: how many rows fit between the table's top and the window's bottom (the pager below).
    const table = this.renderRoot.querySelector<HTMLTableElement>('table.standings');
    const row = table?.querySelector<HTMLElement>('tbody tr');
    if (!table || !row) return;
    const wrap = table.parentElement!;
    if (!this.fitted && wrap.scrollWidth > wrap.clientWidth + 1) {
      // Too wide at this size (long column names, many tie-breaks): smaller type, then measure again.
      this.fitted = true;
      const px = parseFloat(getComputedStyle(this).fontSize);
      this.style.fontSize = `${Math.max(14, Math.floor((px * wrap.clientWidth) / wrap.scrollWidth))}px`;
      this.requestUpdate();
      return;
    }
    const rowHeight = row.getBoundingClientRect().height || 1;
    const top = table.getBoundingClientRect().top + (table.tHead?.getBoundingClientRect().height ?? 0);
    const room = window.innerHeight - Math.max(0, top) - 1.5 * rowHeight;
    const fit = Math.max(3, Math.floor(room / rowHeight));
    this.perPage = fit >= (this.model?.standings.length ?? 0) ? Number.MAX_SAFE_INTEGER : fit;
  }

  /**
   * A table still wider than its box (many series and tie-breaks in a mid-sized window) scrolls sideways inside it:
   * that box is then a named region in the tab order, so a keyboard can scroll it too (WCAG 2.1.1).
   */
  private markScrolling(): void {
    for (const wrap of this.renderRoot.querySelectorAll<HTMLElement>('.table-wrap')) {
      const table = wrap.querySelector('table');
      const named = table?.getAttribute('aria-labelledby');
      const label =
        table?.caption?.textContent?.trim() ||
        (named ? this.renderRoot.querySelector(`#${named}`)?.textContent?.trim() : '') ||
        '';
      if (wrap.scrollWidth > wrap.clientWidth + 1) {
        wrap.tabIndex = 0;
        wrap.setAttribute('role', 'region');
        wrap.setAttribute('aria-label', this.model?.text.scrollRegion.replace('{table}', label) ?? label);
      } else {
        wrap.removeAttribute('tabindex');
        wrap.removeAttribute('role');
        wrap.removeAttribute('aria-label');
      }
    }
  }

  private heading(level: number, text: string, cls: string, id?: string): TemplateResult {
    return html`<div role="heading" aria-level=${Math.min(6, level)} class=${cls} id=${id ?? nothing}>${text}</div>`;
  }

  private updatedLine(): TemplateResult | typeof nothing {
    const m = this.model;
    if (!m || !this.updatedAt) return nothing;
    const when = new Date(this.updatedAt);
    if (Number.isNaN(when.getTime())) return nothing;
    const text = new Intl.DateTimeFormat(m.lang, { dateStyle: 'medium', timeStyle: 'short' }).format(when);
    return html`<span class="updated">${m.text.updated} <time datetime=${when.toISOString()}>${text}</time></span>`;
  }

  override render(): TemplateResult | typeof nothing {
    const m = this.model;
    if (!m) return nothing;
    const level = this.level;
    const status = html`<p class="muted status">
      ${m.listsIn}${this.updatedAt ? html` · ` : nothing}${this.updatedLine()}
    </p>`;
    if (this.projector) return this.renderProjector(m, status);
    return html`
      ${this.heading(level, m.heading, 'title', 'tournament-title')} ${status}
      <section aria-labelledby="t-standings">
        ${this.heading(level + 1, m.text.standings, 'section-title', 't-standings')} ${this.standings(m, false)}
        <p class="muted">${m.rankedBy}</p>
        <p class="muted">${m.legend}</p>
        ${m.money ? m.money.map((l) => html`<p class="muted money-line">${l}</p>`) : nothing}
      </section>
      <section aria-labelledby="t-tables">
        ${this.heading(level + 1, m.text.tables, 'section-title', 't-tables')} ${this.seriesTables(m, level + 2)}
      </section>
      <section aria-labelledby="t-missing">
        ${this.heading(level + 1, m.text.missing, 'section-title', 't-missing')} ${this.missing(m)}
      </section>
      <section aria-labelledby="t-sheets">
        ${this.heading(level + 1, m.text.sheets, 'section-title', 't-sheets')} ${this.sheets(m)}
      </section>
      ${
        m.stats.rows.length
          ? html`<section aria-labelledby="t-stats">
              ${this.heading(level + 1, m.text.stats, 'section-title', 't-stats')} ${this.stats(m)}
            </section>`
          : nothing
      }
    `;
  }

  private renderProjector(m: TournamentModel, status: TemplateResult): TemplateResult {
    const pages = this.pages();
    const page = Math.min(this.page, pages - 1);
    const pageText = m.text.page.replace('{page}', String(page + 1)).replace('{pages}', String(pages));
    return html`
      ${this.heading(this.level, m.title ?? m.heading, 'title', 'tournament-title')} ${status}
      <section aria-labelledby="t-standings" class="projector">
        ${this.heading(this.level + 1, m.text.standings, 'visually-hidden', 't-standings')}
        ${this.standings(m, true, pages > 1 ? page : undefined)}
        ${
          pages > 1
            ? html`<div class="pager">
                <span class="page-of">${pageText}</span>
                <button class="btn secondary" type="button" @click=${() => (this.paused = !this.paused)}>
                  ${this.paused ? m.text.resume : m.text.pause}
                </button>
                <button class="btn secondary next" type="button" @click=${() => this.turn()}>${m.text.next}</button>
              </div>`
            : nothing
        }
      </section>
    `;
  }

  /** The standings table; on the projector without the series' columns, and one page of rows when paged. */
  private standings(m: TournamentModel, projector: boolean, page?: number): TemplateResult {
    const c = m.columns;
    const cols = [
      c.key,
      ...c.tiebreaks,
      ...(projector ? [] : c.series),
      ...(c.prize ? [c.prize] : []),
      ...(c.money && !projector ? [c.money] : []),
    ];
    const rows = page === undefined ? m.standings : m.standings.slice(page * this.perPage, (page + 1) * this.perPage);
    const teams = m.entrants === 'teams';
    return html`<div class="table-wrap">
      <table class="stats standings" role="table">
        <caption class="visually-hidden">
          ${m.text.standings}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" class="num">${c.rank}</th>
            <th scope="col" role="columnheader" class="num">${c.number}</th>
            <th scope="col" role="columnheader">${c.name}</th>
            ${teams && !projector ? html`<th scope="col" role="columnheader">${c.members}</th>` : nothing}
            ${cols.map((h) => html`<th scope="col" role="columnheader" class="num">${h}</th>`)}
          </tr>
        </thead>
        <tbody role="rowgroup">
          ${rows.map((s) => this.standingRow(m, s, projector, teams))}
        </tbody>
      </table>
    </div>`;
  }

  private standingRow(
    m: TournamentModel,
    s: TournamentStandingModel,
    projector: boolean,
    teams: boolean,
  ): TemplateResult {
    const c = m.columns;
    return html`<tr role="row" data-rank=${s.rank}>
      <td class="num rank" role="cell" data-label=${c.rank}>
        ${s.rank}${
          s.shared
            ? html`<span class="rank-mark" aria-hidden="true">=</span
                ><span class="visually-hidden"> (${m.text.shared})</span>`
            : nothing
        }
      </td>
      <td class="num" role="cell" data-label=${c.number}>${s.number ?? ''}</td>
      <th scope="row" class="name-cell" role="rowheader"><span class="name">${s.name}</span></th>
      ${teams && !projector ? html`<td role="cell" data-label=${c.members ?? ''}>${s.members}</td>` : nothing}
      <td class="num key" role="cell" data-label=${c.key}>${s.key}</td>
      ${s.tiebreaks.map((v, i) => html`<td class="num" role="cell" data-label=${c.tiebreaks[i]}>${v}</td>`)}
      ${
        projector
          ? nothing
          : s.series.map(
              (x, i) =>
                html`<td class="num series-cell ${x.kind}" role="cell" data-label=${c.series[i]}>${x.text}</td>`,
            )
      }
      ${c.prize ? html`<td class="num" role="cell" data-label=${c.prize}>${s.prize}</td>` : nothing}
      ${
        c.money && !projector
          ? html`<td class="num ${signClass(s.moneySign)}" role="cell" data-label=${c.money}>${s.money}</td>`
          : nothing
      }
    </tr>`;
  }

  /** The Aushang: per series, a row per entrant of each table (its points, place, placement points). */
  private seriesTables(m: TournamentModel, level: number): TemplateResult[] {
    const cols = m.seriesColumns;
    return m.series.map(
      (s) =>
        html`<div class="series" data-series=${s.number}>
          ${this.heading(level, s.title, 'sub-title', `t-series-${s.number}`)}
          ${
            s.tables.length === 0
              ? html`<p class="muted">${m.text.noList}</p>`
              : html`<div class="table-wrap">
                  <table class="stats" role="table" aria-labelledby=${`t-series-${s.number}`}>
                    <thead role="rowgroup">
                      <tr role="row">
                        <th scope="col" role="columnheader" class="num">${cols[0]}</th>
                        <th scope="col" role="columnheader">${cols[1]}</th>
                        <th scope="col" role="columnheader">${cols[2]}</th>
                        ${cols.slice(3).map((h) => html`<th scope="col" role="columnheader" class="num">${h}</th>`)}
                      </tr>
                    </thead>
                    <tbody role="rowgroup">
                      ${s.tables.flatMap((x) =>
                        x.rows.map(
                          (r) =>
                            html`<tr role="row">
                              <td class="num" role="cell" data-label=${cols[0]}>${x.table}</td>
                              <td class="file" role="cell" data-label=${cols[1]}>
                                ${x.file}${x.timeout ? html` <span class="tag">${m.text.timeout}</span>` : nothing}
                                ${x.errors ? html` <span class="flag error">${x.errors}</span>` : nothing}
                              </td>
                              <th scope="row" class="name-cell" role="rowheader">
                                <span class="name">${r.name}</span>
                              </th>
                              <td class="num" role="cell" data-label=${cols[3]}>${r.points}</td>
                              <td class="num" role="cell" data-label=${cols[4]}>${r.place}</td>
                              <td class="num" role="cell" data-label=${cols[5]}>${r.placement}</td>
                            </tr>`,
                        ),
                      )}
                    </tbody>
                  </table>
                </div>`
          }
        </div>`,
    );
  }

  private missing(m: TournamentModel): TemplateResult {
    const lines = m.text.missingWho.filter(Boolean);
    if (!lines.length) return html`<p class="muted missing-none">${m.text.missingNone}</p>`;
    return html`<ul class="missing">
      ${lines.map((l) => html`<li>${l}</li>`)}
    </ul>`;
  }

  /** Each list (and tournament.score) with its problems: the sheet's own and those the checks across lists find. */
  private sheets(m: TournamentModel): TemplateResult {
    return html`<div class="table-wrap">
      <table class="stats sheets" role="table" aria-labelledby="t-sheets">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">${m.text.colFile}</th>
            <th scope="col" role="columnheader" class="num">${m.text.colProblems}</th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          ${m.sheets.map(
            (s) =>
              html`<tr role="row" data-errors=${s.errors}>
                <th scope="row" class="name-cell file" role="rowheader">${s.file}</th>
                <td class="num ${s.errors ? 'problems' : 'ok'}" role="cell" data-label=${m.text.colProblems}>
                  ${s.errors ? html`<span class="flag error" aria-hidden="true">${s.errors}</span> ` : nothing}
                  ${s.problems}
                </td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }

  private stats(m: TournamentModel): TemplateResult {
    const [numberCol, nameCol, ...cols] = m.stats.columns;
    return html`<div class="table-wrap">
      <table class="stats" role="table" aria-labelledby="t-stats">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader" class="num">${numberCol}</th>
            <th scope="col" role="columnheader">${nameCol}</th>
            ${cols.map((h) => html`<th scope="col" role="columnheader" class="num">${h}</th>`)}
          </tr>
        </thead>
        <tbody role="rowgroup">
          ${m.stats.rows.map(
            (r) =>
              html`<tr role="row">
                <td class="num" role="cell" data-label=${numberCol}>${r.number ?? ''}</td>
                <th scope="row" class="name-cell" role="rowheader"><span class="name">${r.name}</span></th>
                ${r.values.map((v, i) => html`<td class="num" role="cell" data-label=${cols[i]}>${v}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

/** The class of a signed amount: gains and losses coloured. */
function signClass(sign: number | undefined): string {
  return sign && sign > 0 ? 'positive' : sign && sign < 0 ? 'negative' : '';
}

declare global {
  interface HTMLElementTagNameMap {
    'scoresheet-tournament': TournamentStandings;
  }
}
