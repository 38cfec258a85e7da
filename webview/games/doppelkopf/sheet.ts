// Doppelkopf's columns of the score sheet: the game (type, solo, Pflichtsolo, bock, outcome), the parties with the
// dealer, the value, then each player's points. On a narrow panel the parties and the value move into the game's
// cell (the sheet's styles hide the columns).

import { html, nothing, type TemplateResult } from 'lit';
import type { SheetRound } from '../../../src/protocol';
import type { DoppelkopfRoundView } from '../../../src/games/doppelkopf/view';
import { dealerText, outcomeLabel, plain } from '../../format';
import type { SheetParts, SheetView } from '../types';
import { doppelkopfStrings } from './strings';

/** A row's Doppelkopf part. */
export function doppelkopfOf(r: SheetRound): DoppelkopfRoundView | undefined {
  return r.detail?.game === 'doppelkopf' ? r.detail : undefined;
}

export function gameTypeLabel(d: DoppelkopfRoundView): string {
  const t = doppelkopfStrings();
  if (d.gameType === 'solo' && d.soloKind) return t.soloKinds[d.soloKind] ?? `${t.solo} (${d.soloKind})`;
  return t.gameTypes[d.gameType] ?? d.gameType;
}

/** True for the game types scored as a solo (shown with the solo mark). */
export function isSolo(d: DoppelkopfRoundView): boolean {
  return d.gameType === 'solo' || d.gameType === 'silent-marriage' || d.gameType === 'marriage-alone';
}

function outcome(r: SheetRound): string {
  return doppelkopfStrings().outcomes[r.outcome] ?? outcomeLabel(r);
}

function renderParties(r: SheetRound): TemplateResult {
  const t = doppelkopfStrings();
  const d = doppelkopfOf(r);
  // A round without parties (recorded, `won P Q N`) still shows who dealt it.
  if (!d || d.re.length === 0)
    return html`<span class="muted">${r.summary}${r.dealer ? ` · ${dealerText(r)}` : ''}</span>`;
  return html`<span class="party-name">${t.re}</span> ${d.re.join(', ')}${
      d.out.length ? html` <span class="muted">· ${t.out}: ${d.out.join(', ')}</span>` : nothing
    }${r.dealer ? html` <span class="muted">· ${dealerText(r)}</span>` : nothing}`;
}

export const doppelkopfSheet: SheetView = {
  caption: () => doppelkopfStrings().cellCaption,

  head(names: string[]): TemplateResult {
    const t = doppelkopfStrings();
    return html`
      <div class="cell c-game" role="columnheader">${t.colGame}</div>
      <div class="cell c-parties" role="columnheader">${t.colParties}</div>
      <div class="cell c-value num" role="columnheader">${t.colValue}</div>
      ${names.map(
        (n, j) => html`<div class="cell c-player num name" role="columnheader" title=${n} data-player=${j}>${n}</div>`,
      )}
    `;
  },

  // The engine's value is signed from Re's side; a paper sheet writes the game value unsigned and the winner apart.
  cells(r: SheetRound, parts: SheetParts): TemplateResult {
    const t = doppelkopfStrings();
    const d = doppelkopfOf(r);
    return html`
      <div class="cell c-game" role="cell">
        <span class="label">${d ? gameTypeLabel(d) : outcome(r)}</span>
        <span class="tags">
          ${
            d && isSolo(d)
              ? html`<span class="tag solo">${t.solo}${d.soloist ? html`: ${d.soloist}` : nothing}</span>`
              : nothing
          }
          ${d?.duty ? html`<span class="tag duty">${t.duty}</span>` : nothing}
          ${d && d.bock > 1 && !r.facts ? html`<span class="tag bock">${t.bock(d.bock)}</span>` : nothing}
          ${parts.flag(r)}
        </span>
        <span class="sub">${outcome(r)}</span>
        <span class="parties-inline sub">${renderParties(r)}</span>
        ${parts.facts(r, 'parties-inline')}
        ${d ? html`<span class="value-inline sub">${t.valueInline(plain(Math.abs(d.value)))}</span>` : nothing}
      </div>
      <div class="cell c-parties" role="cell">${renderParties(r)} ${parts.facts(r)}</div>
      <div class="cell c-value num" role="cell">${d ? plain(Math.abs(d.value)) : ''}</div>
      ${parts.points(r, 'c-player')}
    `;
  },

  rowClasses(r: SheetRound): Record<string, boolean> {
    const d = doppelkopfOf(r);
    return { solo: !!d && isSolo(d), bock: !!d && d.bock > 1 };
  },

  facts(r: SheetRound): string[] {
    const t = doppelkopfStrings();
    const d = doppelkopfOf(r);
    const facts: string[] = [];
    if (d) {
      if (d.duty) facts.push(t.duty);
      if (d.announcements.length) facts.push(t.announced(d.announcements.join(', ')));
      if (d.bock > 1) facts.push(t.bock(d.bock));
    }
    return facts;
  },

  shaded: (r: SheetRound) => (doppelkopfOf(r)?.bock ?? 1) > 1,
};
