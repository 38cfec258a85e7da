// A points evening in the settlement view: the totals per player (the winner marked), the chart, the statistics per
// player (rounds, games won, average and best round, read from the rows), the sheet; and the season's statistics.

import { html, nothing, type TemplateResult } from 'lit';
import type { SeasonModel, SettlementModel } from '../../../src/protocol';
import type { PointsPlayerLine } from '../../../src/games/points/season';
import { average, plain, signed } from '../../format';
import { strings } from '../../strings';
import { moneyCell, nameCell } from '../cells';
import type { EveningParts, StatsTable, SummaryParts } from '../types';
import { pointsStrings } from './strings';

export function pointsEvening(m: SettlementModel, parts: EveningParts): TemplateResult {
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

function renderTotals(m: SettlementModel): TemplateResult {
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
          ${m.names.map(
            (n, j) =>
              html`<tr class=${n === m.winner ? 'winner' : ''}>
                ${nameCell(m, n, j)}
                <td class="num">${plain(m.totals[j] ?? 0)}</td>
                ${moneyCell(m, j)}
              </tr>`,
          )}
        </tbody>
      </table>
    </section>
  `;
}

export const pointsSummary: SummaryParts = {
  totals: renderTotals,
  paysWithoutStake: true,
  extra: () => nothing,
};

/** Per player: rounds scored, games won (where a target ends games), the average per round and the best round. */
export function pointsStats(m: SettlementModel): StatsTable | undefined {
  if (!m.rounds.length) return undefined;
  const t = pointsStrings();
  const lowest = m.switches.some((x) => x.key === 'lowest-wins' && x.value === 'on');
  return {
    cols: [t.colRounds, t.colGamesWon, t.colAverage, t.colBestRound],
    rows: m.names.map((name, j) => {
      let rounds = 0;
      let best: number | undefined;
      for (const r of m.rounds) {
        const v = r.points[j];
        if (v === null || v === undefined) continue;
        rounds++;
        if (best === undefined || (lowest ? v < best : v > best)) best = v;
      }
      const won = (m.games ?? []).filter((g) => g.winner === name).length + (!m.games && m.winner === name ? 1 : 0);
      return {
        name,
        values: [rounds, won, average(m.totals[j] ?? 0, rounds), best === undefined ? '—' : signed(best)],
      };
    }),
  };
}

export function pointsSeasonStats(s: SeasonModel): StatsTable {
  const t = pointsStrings();
  return {
    cols: [t.colRounds, strings.colGames, t.colGamesWon, t.colAverage, t.colBestRound],
    rows: s.stats.map((p) => {
      const best = (p as unknown as Partial<PointsPlayerLine>).pointsGame?.bestRound;
      return {
        name: p.name,
        values: [p.rounds, p.games, p.wins, average(p.points, p.rounds), best === undefined ? '—' : signed(best)],
      };
    }),
  };
}
