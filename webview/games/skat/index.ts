// Skat in the settlement view: the totals, the chart and the sheet with a row's game in the engine's words (a Bock row
// says `bock ×2` there), the statistics per player (games won and lost, Bierlachs games lost, lost-game fees), and
// under `scoring seeger-fabian` each player's Wertung: a column of the totals, and its parts in the statistics (±50
// per game won or lost, +40 or +30 per game the others lost). The Add round form is in ./form.ts.

import { html, nothing, type TemplateResult } from 'lit';
import type { SeasonModel, SettlementModel, SheetRound } from '../../../src/protocol';
import { average, money, plain, signed, winRate } from '../../format';
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

const sign = (n: number) => (n > 0 ? 'positive' : n < 0 ? 'negative' : '');

/** The Seeger-Fabian bonus per game another player lost: 40 at a three-table, 30 at four or five (rules/skat.md). */
const bonusEach = (m: SettlementModel) => (m.names.length === 3 ? 40 : 30);

/** Under Seeger-Fabian: a player's Wertung beside the list total. */
function wertungCell(m: SettlementModel, j: number): TemplateResult | typeof nothing {
  const w = m.seeger?.[j]?.wertung;
  return w === undefined ? nothing : html`<td class="num ${sign(w)}">${plain(w)}</td>`;
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
            ${m.seeger ? html`<th scope="col" class="num">${skatStrings().colWertung}</th>` : nothing}
            ${m.money ? html`<th scope="col" class="num">${strings.colMoney}</th>` : nothing}
          </tr>
        </thead>
        <tbody>
          ${m.names.map((n, j) => {
            const total = m.totals[j] ?? 0;
            return html`<tr class=${n === m.winner ? 'winner' : ''}>
              ${nameCell(m, n, j)}
              <td class="num ${sign(total)}">${plain(total)}</td>
              ${wertungCell(m, j)} ${moneyCell(m, j)}
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
  const { fees, bierlachs, seeger } = m;
  const t = skatStrings();
  return {
    cols: [
      strings.colGames,
      strings.colWins,
      ...(seeger ? [t.colLost, t.colSeegerGames, t.colSeegerBonus(bonusEach(m)), t.colWertung] : []),
      ...(bierlachs ? [t.colBierlachs] : []),
      ...(fees ? [t.colFees] : []),
    ],
    rows: m.names.map((name, j) => ({
      name,
      values: [
        wonLost[j].won + wonLost[j].lost,
        wonLost[j].won,
        ...(seeger
          ? [wonLost[j].lost, signed(50 * (seeger[j].won - seeger[j].lost)), signed(seeger[j].bonus), seeger[j].wertung]
          : []),
        ...(bierlachs ? [bierlachs[j]] : []),
        // Lost-game fees go into the prize pot: money, not points.
        ...(fees ? [money(fees[j], m.currency)] : []),
      ],
    })),
  };
}

/** The Season tab: games, won, lost, the win rate, Grand and Null games declared, points per list (an evening). */
function seasonStats(s: SeasonModel): StatsTable {
  const t = skatStrings();
  return {
    cols: [strings.colGames, strings.colWins, t.colLost, t.colWinRate, t.colGrand, t.colNull, t.colPerList],
    rows: s.stats.map((p) => ({
      name: p.name,
      values: [
        p.games,
        p.wins,
        p.skat?.lost ?? 0,
        winRate(p.wins, p.games),
        p.skat?.grand ?? 0,
        p.skat?.null ?? 0,
        average(p.points, p.evenings),
      ],
    })),
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
