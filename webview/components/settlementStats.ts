// The evening's statistics per player or team, as the game has them: one table, one block per row on narrow panels.

import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { SettlementModel } from '../../src/protocol';
import { plain } from '../format';
import { viewOf } from '../games/registry';
import { strings } from '../strings';
import { sharedStyles } from './shared.styles';
import { settlementStatsStyles } from './settlementStats.styles';

@customElement('scoresheet-stats')
export class SettlementStats extends LitElement {
  static override styles = [sharedStyles, settlementStatsStyles];

  @property({ attribute: false }) model?: SettlementModel;

  override render(): TemplateResult | typeof nothing {
    const m = this.model;
    const view = viewOf(m?.game);
    const table = m && view?.stats(m);
    if (!m || !view || !table) return nothing;
    return statsTable(view.nameHeader(), table.cols, table.rows, m.names);
  }
}

/** One statistics table (players or teams); `data-label` lets narrow panels show each cell with its column name. */
function statsTable(
  nameHeader: string,
  cols: string[],
  rows: { name: string; values: (number | string)[] }[],
  names: string[],
): TemplateResult {
  return html`<div class="table-wrap">
    <table class="stats" role="table">
      <caption class="visually-hidden">
        ${strings.stats}
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">${nameHeader}</th>
          ${cols.map((c) => html`<th scope="col" role="columnheader" class="num">${c}</th>`)}
        </tr>
      </thead>
      <tbody role="rowgroup">
        ${rows.map(
          (r) =>
            html`<tr role="row">
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
    'scoresheet-stats': SettlementStats;
  }
}
