// The columns of a points sheet: the game a round ends or begins, then each player's points and running total.

import { html, nothing, type TemplateResult } from 'lit';
import type { SheetRound } from '../../../src/protocol';
import type { PointsRoundView } from '../../../src/games/points/view';
import type { SheetParts, SheetView } from '../types';
import { pointsStrings } from './strings';

/** A row's points part (only on rounds that end or begin a game). */
export function pointsOf(r: SheetRound): PointsRoundView | undefined {
  return r.detail?.game === 'points' ? r.detail : undefined;
}

function facts(r: SheetRound): string[] {
  const t = pointsStrings();
  const d = pointsOf(r);
  const out: string[] = [];
  if (d?.newGame !== undefined) out.push(t.newGame(d.newGame));
  if (d?.gameWon !== undefined && d.gameWinner !== undefined) out.push(t.gameWonBy(d.gameWon, d.gameWinner));
  return out;
}

export const pointsSheet: SheetView = {
  caption: () => pointsStrings().cellCaption,

  head(names: string[]): TemplateResult {
    return html`
      <div class="cell c-game" role="columnheader">${pointsStrings().colGame}</div>
      ${names.map(
        (n, j) => html`<div class="cell c-player num name" role="columnheader" title=${n} data-player=${j}>${n}</div>`,
      )}
    `;
  },

  cells(r: SheetRound, parts: SheetParts): TemplateResult {
    const d = pointsOf(r);
    return html`
      <div class="cell c-game" role="cell">
        <span class="tags">
          ${
            !r.facts && d?.gameWinner !== undefined && d.gameWon !== undefined
              ? html`<span class="tag win">${pointsStrings().gameWonBy(d.gameWon, d.gameWinner)}</span>`
              : nothing
          }
          ${parts.flag(r)}
        </span>
        ${parts.facts(r)}
      </div>
      ${parts.points(r, 'c-player')}
    `;
  },

  rowClasses: (r: SheetRound) => ({ 'game-end': pointsOf(r)?.gameWinner !== undefined }),
  facts,
  shaded: () => false,
};
