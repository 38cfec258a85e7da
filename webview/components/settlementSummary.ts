// Final totals, money at the stake and who pays whom: the totals and what follows them as the game draws them
// (webview/games/<game>/), the payments alike for every game.

import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { SettlementModel, SheetGame } from '../../src/protocol';
import { money } from '../format';
import { viewOf } from '../games/registry';
import { strings } from '../strings';
import { sharedStyles } from './shared.styles';
import { settlementSummaryStyles } from './settlementSummary.styles';

@customElement('scoresheet-summary')
export class SettlementSummary extends LitElement {
  static override styles = [sharedStyles, settlementSummaryStyles];

  @property({ attribute: false }) model?: SettlementModel;
  /** The evening's games, where it has several (the game's evening derives them when the engine gave none). */
  @property({ attribute: false }) games: SheetGame[] = [];

  override render(): TemplateResult | typeof nothing {
    const m = this.model;
    const summary = viewOf(m?.game)?.summary;
    if (!m || !summary) return nothing;
    const totals = summary.totals(m, this.games);
    const pays = this.renderTransfers(m, summary.paysWithoutStake);
    return html`<div class="grid">${totals} ${pays} ${summary.extra(m)}</div>`;
  }

  /** Who pays whom; without a stake and nothing to pay, a note where the game says so (else nothing). */
  private renderTransfers(m: SettlementModel, withoutStake: boolean): TemplateResult | typeof nothing {
    if (!withoutStake && !m.money && m.transfers.length === 0) return nothing;
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
