// Skat in the settlement view: the totals, the chart and the sheet with a row's game in the engine's words (a Bock row
// says `bock ×2` there), the statistics per player (games won and lost, Bierlachs games lost, lost-game fees). The
// Add round form is in ./form.ts; the Wertung columns are still to come (issue 37).

import { html, nothing, type TemplateResult } from 'lit';
import type { SeasonModel, SettlementModel, SheetRound } from '../../../src/protocol';
import { money, plain, winRate } from '../../format';
import { strings } from '../../strings';
import { moneyCell, nameCell } from '../cells';
import type { EveningParts, GameView, SheetParts, StatsTable } from '../types';
import { skatForm } from './form';
import { skatStrings, TABLES } from './strings';

function evening(m: SettlementModel, parts: EveningParts): TemplateResult {
  return html`
    <scoresheet-summary .model=${m}></scoresheet-summary>
    ${
      m.rounds.length
        ? html`<section aria-labelledby="chart-h" part="chart">
            <h2 id="chart-h">${strings.chart}</h2>
            ${parts.chart(m, m.rounds)}
          </section>`
        : nothing
    }
    ${parts.stats(m)}
    <section aria-labelledby="sheet-h" part="sheet">
      <h2 id="sheet-h">${strings.sheet}</h2>
      ${parts.sheet(m, m.rounds)}
    </section>
  `;
}

function totals(m: SettlementModel): TemplateResult {
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
            return html`<tr class=${n === m.winner ? 'winner' : ''}>
              ${nameCell(m, n, j)}
              <td class="num ${total > 0 ? 'positive' : total < 0 ? 'negative' : ''}">${plain(total)}</td>
              ${moneyCell(m, j)}
            </tr>`;
          })}
        </tbody>
      </table>
    </section>
  `;
}

function stats(m: SettlementModel): StatsTable | undefined {
  if (!m.wonLost?.length) return undefined;
  const wonLost = m.wonLost;
  const { fees, bierlachs } = m;
  return {
    cols: [
      strings.colGames,
      strings.colWins,
      ...(bierlachs ? [skatStrings().colBierlachs] : []),
      ...(fees ? [skatStrings().colFees] : []),
    ],
    rows: m.names.map((name, j) => ({
      name,
      values: [
        wonLost[j].won + wonLost[j].lost,
        wonLost[j].won,
        ...(bierlachs ? [bierlachs[j]] : []),
        // Lost-game fees go into the prize pot: money, not points.
        ...(fees ? [money(fees[j], m.currency)] : []),
      ],
    })),
  };
}

function seasonStats(s: SeasonModel): StatsTable {
  return {
    cols: [strings.colGames, strings.colWins, skatStrings().colWinRate],
    rows: s.stats.map((p) => ({ name: p.name, values: [p.games, p.wins, winRate(p.wins, p.games)] })),
  };
}

export const skatView: GameView = {
  id: 'skat',
  kinds: ['skat'],
  label: () => 'Skat',
  nameHeader: () => strings.colPlayer,
  stake: (amount) => strings.stake(amount),
  evening,
  summary: { totals, paysWithoutStake: true, extra: () => nothing },
  sheet: {
    caption: () => strings.colTotal,
    head: (names: string[]) => html`
      <div class="cell c-outcome" role="columnheader">${skatStrings().colGame}</div>
      ${names.map(
        (n, j) => html`<div class="cell c-player num name" role="columnheader" title=${n} data-player=${j}>${n}</div>`,
      )}
    `,
    cells: (r: SheetRound, parts: SheetParts) => html`
      <div class="cell c-outcome" role="cell"><span class="label">${r.summary}</span>${parts.flag(r)}</div>
      ${parts.points(r, 'c-player')}
    `,
    rowClasses: () => ({}),
    facts: () => [],
    shaded: () => false,
  },
  stats,
  seasonStats,
  form: skatForm as GameView['form'],
  tables: TABLES,
};
