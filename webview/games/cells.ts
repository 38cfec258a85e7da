// Cells the games' tables share: a name with the winner's badge, money with its sign's colour.

import { html, nothing, type TemplateResult } from 'lit';
import type { SettlementModel } from '../../src/protocol';
import { money } from '../format';
import { strings } from '../strings';

/** The row's head: the name (marked for the chart's highlight) and, for the evening's winner, a badge. */
export function nameCell(m: SettlementModel, n: string, j: number): TemplateResult {
  return html`<th scope="row" class="name-cell">
    <span data-player=${j}>${n}</span>
    ${n === m.winner ? html`<vscode-badge>${strings.winnerTag}</vscode-badge>` : nothing}
  </th>`;
}

/** The money of the name at `j`, signed and coloured, where a stake is set. */
export function moneyCell(m: SettlementModel, j: number): TemplateResult | typeof nothing {
  const cents = m.money?.[j];
  return cents !== undefined
    ? html`<td class="num ${cents > 0 ? 'positive' : cents < 0 ? 'negative' : ''}">
        ${money(cents, m.currency, true)}
      </td>`
    : nothing;
}
