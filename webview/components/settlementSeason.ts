// The Season tab: the standings of the folder's evenings of this game, the cumulative totals across the evenings (one
// point per evening, hover a point for its date), the season statistics and the money per player.

import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { SeasonModel } from '../../src/protocol';
import { date, money, plain } from '../format';
import { viewOf } from '../games/registry';
import { strings } from '../strings';
import { sharedStyles } from './shared.styles';
import { settlementStatsStyles } from './settlementStats.styles';
import './totalsChart';

@customElement('scoresheet-season')
export class SettlementSeason extends LitElement {
  static override styles = [sharedStyles, settlementStatsStyles];

  @property({ attribute: false }) season?: SeasonModel;
  /** The player (index into the season's players) whose line stands out. */
  @property({ attribute: false }) highlight?: number;

  /** Cumulative totals per player after each evening, memoised per season model. */
  private cache?: { season: SeasonModel; series: number[][] };

  private series(s: SeasonModel): number[][] {
    if (this.cache?.season === s) return this.cache.series;
    const series = s.players.map((_, j) => {
      let sum = 0;
      return s.evenings.map((e) => (sum += e.totals[j] ?? 0));
    });
    this.cache = { season: s, series };
    return series;
  }

  override render(): TemplateResult | typeof nothing {
    const s = this.season;
    if (!s) return nothing;
    const evenings = s.evenings;
    const dates = evenings.flatMap((e) => (e.date ? [date(e.date)] : []));
    const labels = evenings.map((e) => strings.eveningLabel(e.date && date(e.date), e.file));
    // The axis says when each evening was (`16. Jan.`); an evening without a date keeps its number.
    const ticks = evenings.map((e, i) => (e.date ? date(e.date, true) : String(i + 1)));
    return html`
      <h2 id="season-h">${s.title || strings.seasonHeading(s.folder)}</h2>
      <p class="muted">${strings.seasonIntro(evenings.length, dates[0] ?? '', dates[dates.length - 1] ?? '')}</p>
      <section aria-labelledby="standings-h">
        <h3 id="standings-h">${strings.standings}</h3>
        ${this.renderStandings(s)}
      </section>
      <section aria-labelledby="season-chart-h">
        <h3 id="season-chart-h">${strings.seasonChart}</h3>
        <scoresheet-chart
          .names=${s.players}
          .series=${this.series(s)}
          .rounds=${evenings.map((_, i) => i + 1)}
          .pointLabels=${labels}
          .xLabels=${ticks}
          caption=${strings.seasonChartCaption}
          .highlight=${this.highlight}
        ></scoresheet-chart>
      </section>
      <section aria-labelledby="season-stats-h">
        <h3 id="season-stats-h">${strings.seasonStats}</h3>
        ${this.renderStats(s)}
      </section>
      <section aria-labelledby="season-money-h">
        <h3 id="season-money-h">${strings.seasonMoney}</h3>
        ${this.renderMoney(s)}
      </section>
      ${this.renderNotes(s)}
    `;
  }

  /** The host's notes, then the files counted once as the same evening and the evenings of other groups left out. */
  private renderNotes(s: SeasonModel): TemplateResult | typeof nothing {
    const notes = [
      ...s.notes,
      ...(s.duplicates ?? []).map((d) =>
        strings.seasonDuplicate(d.file, d.sameAs, strings.sameEveningWhy[d.why] ?? d.why),
      ),
      ...(s.otherGroups?.length ? [strings.seasonOtherGroups(s.otherGroups.join(', '))] : []),
    ];
    if (!notes.length) return nothing;
    return html`<ul class="notes muted" aria-label=${strings.seasonNotes}>
      ${notes.map((n) => html`<li>${n}</li>`)}
    </ul>`;
  }

  private renderStandings(s: SeasonModel): TemplateResult {
    const cols = [strings.colTotal, strings.colEvenings, strings.colGames, strings.colWins];
    return table(
      strings.standings,
      [strings.colRank, strings.colPlayer],
      cols,
      s.standings.map((st) => ({
        lead: [String(st.rank)],
        name: st.name,
        values: [plain(st.total), st.evenings, st.games, st.wins],
      })),
      s.players,
    );
  }

  /** The game's statistics per player over the season. */
  private renderStats(s: SeasonModel): TemplateResult | typeof nothing {
    const stats = viewOf(s.game)?.seasonStats(s);
    if (!stats) return nothing;
    return table(
      strings.seasonStats,
      [strings.colPlayer],
      stats.cols,
      stats.rows.map((r) => ({ lead: [], ...r })),
      s.players,
    );
  }

  private renderMoney(s: SeasonModel): TemplateResult {
    const withMoney = s.standings.filter((st) => st.money !== undefined);
    if (!withMoney.length) return html`<p class="muted">${strings.noSeasonMoney}</p>`;
    return html`<p class="muted">${s.moneyModel === 'pot' ? strings.moneyPot : strings.moneyEvenings}</p>
      ${table(
        strings.seasonMoney,
        [strings.colPlayer],
        [strings.colMoney],
        withMoney.map((st) => ({ lead: [], name: st.name, values: [money(st.money!, s.currency, true)] })),
        s.players,
      )}`;
  }
}

/** A season table; `data-label` lets narrow panels show each number with its column name (as the statistics do). */
function table(
  caption: string,
  leadHeaders: string[],
  cols: string[],
  rows: { lead: string[]; name: string; values: (number | string)[] }[],
  names: string[],
): TemplateResult {
  const nameHeader = leadHeaders[leadHeaders.length - 1];
  const lead = leadHeaders.slice(0, -1);
  return html`<div class="table-wrap">
    <table class="stats" role="table">
      <caption class="visually-hidden">
        ${caption}
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          ${lead.map((h) => html`<th scope="col" role="columnheader" class="num">${h}</th>`)}
          <th scope="col" role="columnheader">${nameHeader}</th>
          ${cols.map((c) => html`<th scope="col" role="columnheader" class="num">${c}</th>`)}
        </tr>
      </thead>
      <tbody role="rowgroup">
        ${rows.map(
          (r) =>
            html`<tr role="row">
              ${r.lead.map((v, i) => html`<td class="num" role="cell" data-label=${lead[i]}>${v}</td>`)}
              <th scope="row" class="name-cell" role="rowheader">
                <span data-player=${names.indexOf(r.name)}>${r.name}</span>
              </th>
              ${r.values.map(
                (v, i) =>
                  html`<td class="num" role="cell" data-label=${cols[i]}>${typeof v === 'number' ? plain(v) : v}</td>`,
              )}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'scoresheet-season': SettlementSeason;
  }
}
