// Per-player (Doppelkopf) or per-team (Belote/Coinche) statistics: one table, one block per row on narrow panels.

import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { SettlementModel } from '../../src/protocol';
import { plain } from '../format';
import { strings } from '../strings';
import { sharedStyles } from './shared.styles';
import { settlementStatsStyles } from './settlementStats.styles';

@customElement('scoresheet-stats')
export class SettlementStats extends LitElement {
  static override styles = [sharedStyles, settlementStatsStyles];

  @property({ attribute: false }) model?: SettlementModel;

  override render(): TemplateResult | typeof nothing {
    const m = this.model;
    if (!m) return nothing;
    if (m.players?.length) {
      // Penalties are no games: two columns of their own, where the sheet has any.
      const pens = m.players.some((p) => p.penalties !== undefined);
      const cols = [
        strings.colGames,
        strings.colWins,
        strings.colSolos,
        strings.colSolosWon,
        strings.colDutySolos,
        ...(pens ? [strings.colPenalties, strings.colPenaltyPoints] : []),
      ];
      return statsTable(
        strings.colPlayer,
        cols,
        m.players.map((p) => ({
          name: p.name,
          values: [
            p.games,
            p.wins,
            p.solos,
            p.solosWon,
            p.dutySolos,
            ...(pens ? [p.penalties ?? 0, p.penaltyPoints ?? 0] : []),
          ],
        })),
        m.names,
      );
    }
    if (m.teams?.length) {
      const coinche = m.game === 'coinche' || m.teams.some((t) => t.coinched > 0);
      const cols = [
        strings.colContracts,
        strings.colMade,
        strings.colFailed,
        strings.colLitiges,
        ...(coinche ? [strings.colCoinched, strings.colCoinchedMade] : []),
      ];
      const rows = m.teams.map((t) => ({
        name: t.name,
        values: [t.contracts, t.made, t.failed, t.litiges ?? 0, ...(coinche ? [t.coinched, t.coinchedMade] : [])],
      }));
      return statsTable(strings.colTeam, cols, rows, m.names);
    }
    return nothing;
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
