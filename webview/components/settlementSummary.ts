// Final totals, money at the stake and who pays whom (Doppelkopf: points; Belote/Coinche: games won, running game).

import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { SettlementModel, SheetGame } from '../../src/protocol';
import { money, plain } from '../format';
import { strings } from '../strings';
import { sharedStyles } from './shared.styles';
import { settlementSummaryStyles } from './settlementSummary.styles';

@customElement('scoresheet-summary')
export class SettlementSummary extends LitElement {
  static override styles = [sharedStyles, settlementSummaryStyles];

  @property({ attribute: false }) model?: SettlementModel;
  /** Belote/Coinche: the games (the app derives them when the engine gave none). */
  @property({ attribute: false }) games: SheetGame[] = [];

  override render(): TemplateResult | typeof nothing {
    const m = this.model;
    if (!m) return nothing;
    const totals = m.game === 'doppelkopf' ? this.renderTotals(m) : this.renderGameTotals(m);
    return html`<div class="grid">${totals} ${this.renderTransfers(m)} ${this.renderDuty(m)}</div>`;
  }

  /** `set duty-solo on`: who still owes a Pflichtsolo, and with `set series N` who played and owed one per series. */
  private renderDuty(m: SettlementModel): TemplateResult | typeof nothing {
    if (m.game !== 'doppelkopf' || !m.dutyOwed) return nothing;
    const names = (list: string[]) =>
      list.length
        ? list.map((n, i) => html`${i ? ', ' : ''}<span class="name" data-player=${m.names.indexOf(n)}>${n}</span>`)
        : html`<span class="muted">—</span>`;
    return html`
      <section aria-labelledby="duty-h" class="duty">
        <h2 id="duty-h">${strings.duty}</h2>
        ${
          m.dutyOwed.length
            ? html`<p class="duty-owed"><span class="muted">${strings.dutyOwedBy}:</span> ${names(m.dutyOwed)}</p>`
            : html`<p class="duty-owed muted">${strings.dutyAllPlayed}</p>`
        }
        ${
          m.dutyNext
            ? html`<p class="duty-next">
                <span class="muted">${m.dutyNext.player !== undefined ? strings.dutyNext : strings.dutyNextOwed}:</span>
                ${names(m.dutyNext.player !== undefined ? [m.dutyNext.player] : m.dutyNext.owed)}
                <span class="muted">(${strings.dutyGamesLeft(m.dutyNext.left, m.dutyNext.series)})</span>
              </p>`
            : nothing
        }
        ${
          m.dutySeries?.length
            ? html`<table class="duty-series" aria-labelledby="duty-h">
                <thead>
                  <tr>
                    <th scope="col">${strings.colSeries}</th>
                    <th scope="col">${strings.colSeriesRounds}</th>
                    <th scope="col">${strings.colDutyPlayed}</th>
                    <th scope="col">${strings.colDutyOwed}</th>
                  </tr>
                </thead>
                <tbody>
                  ${m.dutySeries.map((x) => {
                    const rounds = `${x.from}–${x.to}`;
                    return html`<tr>
                      <td class="num">${x.number}</td>
                      <td>${x.complete ? rounds : strings.seriesRunning(rounds)}</td>
                      <td>${names(x.played)}</td>
                      <td class=${x.complete && x.owed.length ? 'negative' : ''}>${names(x.owed)}</td>
                    </tr>`;
                  })}
                </tbody>
              </table>`
            : nothing
        }
      </section>
    `;
  }

  /** Belote/Coinche: games won decide the evening; the running game's points are shown beside them, unsigned. */
  private renderGameTotals(m: SettlementModel): TemplateResult {
    const current = this.games[this.games.length - 1];
    const won = m.names.map((n) => this.games.filter((g) => g.winner === n).length);
    const showCurrent = current && !current.finished;
    return html`
      <section aria-labelledby="totals-h">
        <h2 id="totals-h">${strings.totals}</h2>
        <table class="totals" aria-labelledby="totals-h">
          <thead>
            <tr>
              <th scope="col">${strings.colTeam}</th>
              <th scope="col" class="num">${strings.colGamesWon}</th>
              ${
                showCurrent
                  ? html`<th scope="col" class="num wrap">${strings.colCurrentGame(current.number)}</th>`
                  : nothing
              }
              ${m.money ? html`<th scope="col" class="num">${strings.colMoney}</th>` : nothing}
            </tr>
          </thead>
          <tbody>
            ${m.names.map((n, j) => {
              const cents = m.money?.[j];
              return html`<tr class=${n === m.winner ? 'winner' : ''}>
                <th scope="row" class="name-cell">
                  <span data-player=${j}>${n}</span>
                  ${n === m.winner ? html`<vscode-badge>${strings.winnerTag}</vscode-badge>` : nothing}
                </th>
                <td class="num">${won[j]}</td>
                ${showCurrent ? html`<td class="num">${plain(current.totals[j] ?? 0)}</td>` : nothing}
                ${
                  cents !== undefined
                    ? html`<td class="num ${cents > 0 ? 'positive' : cents < 0 ? 'negative' : ''}">
                        ${money(cents, m.currency, true)}
                      </td>`
                    : nothing
                }
              </tr>`;
            })}
          </tbody>
        </table>
      </section>
    `;
  }

  private renderTotals(m: SettlementModel): TemplateResult {
    return html`
      <section aria-labelledby="totals-h">
        <h2 id="totals-h">${strings.totals}</h2>
        <table class="totals" aria-labelledby="totals-h">
          <thead>
            <tr>
              <th scope="col">${strings.colPlayer}</th>
              <th scope="col" class="num">${strings.colTotal}</th>
              ${m.money ? html`<th scope="col" class="num">${strings.colMoney}</th>` : nothing}
            </tr>
          </thead>
          <tbody>
            ${m.names.map((n, j) => {
              const total = m.totals[j] ?? 0;
              const cents = m.money?.[j];
              return html`<tr class=${n === m.winner ? 'winner' : ''}>
                <th scope="row" class="name-cell">
                  <span data-player=${j}>${n}</span>
                  ${n === m.winner ? html`<vscode-badge>${strings.winnerTag}</vscode-badge>` : nothing}
                </th>
                <td class="num ${total > 0 ? 'positive' : total < 0 ? 'negative' : ''}">${plain(total)}</td>
                ${
                  cents !== undefined
                    ? html`<td class="num ${cents > 0 ? 'positive' : cents < 0 ? 'negative' : ''}">
                        ${money(cents, m.currency, true)}
                      </td>`
                    : nothing
                }
              </tr>`;
            })}
          </tbody>
        </table>
      </section>
    `;
  }

  private renderTransfers(m: SettlementModel): TemplateResult | typeof nothing {
    // Belote without a stake settles by games won: there is nothing to pay, so no empty section.
    if (m.game !== 'doppelkopf' && !m.money && m.transfers.length === 0) return nothing;
    return html`
      <section aria-labelledby="pays-h">
        <h2 id="pays-h">${strings.whoPaysWhom}</h2>
        ${
          !m.money && m.transfers.length === 0
            ? html`<p class="muted">${strings.noStake}</p>`
            : m.transfers.length === 0
              ? html`<p class="muted">${strings.nothingToPay}</p>`
              : html`<ul class="transfers">
                  ${m.transfers.map(
                    (t) =>
                      html`<li>
                        <span class="name" data-player=${m.names.indexOf(t.from)}>${t.from}</span>
                        <span class="muted">${strings.pays}</span>
                        <span class="name" data-player=${m.names.indexOf(t.to)}>${t.to}</span>
                        <span class="amount num">${money(t.cents, m.currency)}</span>
                      </li>`,
                  )}
                </ul>`
        }
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'scoresheet-summary': SettlementSummary;
  }
}
