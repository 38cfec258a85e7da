// Belote's and Coinche's columns of the score sheet: the taker and the contract, the outcome with the coinche factor,
// the pot and the game won, then each team's points (the running total within the game).

import { html, nothing, type TemplateResult } from 'lit';
import type { SheetRound } from '../../../src/protocol';
import type { BeloteRoundView } from '../../../src/games/belote/view';
import { outcomeLabel } from '../../format';
import type { SheetParts, SheetView } from '../types';
import { beloteStrings } from './strings';

/** A row's Belote/Coinche part. */
export function beloteOf(r: SheetRound): BeloteRoundView | undefined {
  return r.detail?.game === 'belote' ? r.detail : undefined;
}

function renderOutcome(r: SheetRound, parts: SheetParts): TemplateResult {
  const t = beloteStrings();
  const b = beloteOf(r);
  // With the host's facts (coinche, pot, game won in the words of `settle`) the tags would say the same twice.
  const tags = !r.facts;
  return html`<span class="label">${t.outcomes[r.outcome] ?? outcomeLabel(r)}</span>
    <span class="tags">
      ${tags && b && b.multiplier > 1 ? html`<span class="tag">×${b.multiplier}</span>` : nothing}
      ${tags && b?.gameWinner ? html`<span class="tag win">${t.gameWonBy(b.gameNumber, b.gameWinner)}</span>` : nothing}
      ${parts.flag(r)}
    </span>
    ${
      r.facts
        ? parts.facts(r)
        : html`${b && b.potHeld > 0 ? html`<span class="sub">${t.potHeld(b.potHeld)}</span>` : nothing}
          ${
            b?.potAwarded
              ? html`<span class="sub">${t.potAwarded(b.potAwarded.team, b.potAwarded.points)}</span>`
              : nothing
          }`
    }`;
}

export const beloteSheet: SheetView = {
  caption: () => beloteStrings().cellCaptionTeams,

  head(names: string[]): TemplateResult {
    const t = beloteStrings();
    return html`
      <div class="cell c-taker" role="columnheader">${t.colTaker}</div>
      <div class="cell c-outcome" role="columnheader">${t.colOutcome}</div>
      ${names.map(
        (n, j) => html`<div class="cell c-team num name" role="columnheader" title=${n} data-player=${j}>${n}</div>`,
      )}
    `;
  },

  cells(r: SheetRound, parts: SheetParts): TemplateResult {
    const b = beloteOf(r);
    const taker = b?.taker ?? '';
    const player = b?.takerPlayer && b.takerPlayer !== taker ? b.takerPlayer : '';
    return html`
      <div class="cell c-taker" role="cell">
        ${
          b && (taker || b.contract)
            ? html`<span class="label">${player || taker}</span
                >${player ? html` <span class="muted">(${taker})</span>` : nothing}
                ${b.contract ? html`<span class="sub">${b.contract}</span>` : nothing}`
            : html`<span class="muted">${r.summary}</span>`
        }
        <span class="outcome-inline">${renderOutcome(r, parts)}</span>
      </div>
      <div class="cell c-outcome" role="cell">${renderOutcome(r, parts)}</div>
      ${parts.points(r, 'c-team')}
    `;
  },

  rowClasses: (r: SheetRound) => ({ 'game-end': !!beloteOf(r)?.gameWinner }),

  facts(r: SheetRound): string[] {
    const t = beloteStrings();
    const b = beloteOf(r);
    const facts: string[] = [];
    if (b) {
      if (b.multiplier > 1) facts.push(`×${b.multiplier}`);
      if (b.potHeld > 0) facts.push(t.potHeld(b.potHeld));
      if (b.potAwarded) facts.push(t.potAwarded(b.potAwarded.team, b.potAwarded.points));
      if (b.gameWinner) facts.push(t.gameWonBy(b.gameNumber, b.gameWinner));
    }
    return facts;
  },

  shaded: () => false,
};
