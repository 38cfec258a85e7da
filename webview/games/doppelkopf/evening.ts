// A Doppelkopf evening in the settlement view: the totals per player and the duty solos, the chart of the running
// totals, the statistics per player, the sheet; and the season's statistics per player.

import { html, nothing, type TemplateResult } from 'lit';
import type { SeasonModel, SettlementModel } from '../../../src/protocol';
import { average, plain, winRate } from '../../format';
import { strings } from '../../strings';
import { moneyCell, nameCell } from '../cells';
import type { EveningParts, Part, StatsTable, SummaryParts } from '../types';
import { doppelkopfStrings } from './strings';

export function doppelkopfEvening(m: SettlementModel, parts: EveningParts): TemplateResult {
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

/** `set duty-solo on`: who still owes a Pflichtsolo, and with `set series N` who played and owed one per series. */
function renderDuty(m: SettlementModel): Part {
  const duty = m.detail?.game === 'doppelkopf' ? m.detail : undefined;
  if (!duty) return nothing;
  const t = doppelkopfStrings();
  const names = (list: string[]) =>
    list.length
      ? list.map((n, i) => html`${i ? ', ' : ''}<span class="name" data-player=${m.names.indexOf(n)}>${n}</span>`)
      : html`<span class="muted">—</span>`;
  return html`
    <section aria-labelledby="duty-h" class="duty">
      <h2 id="duty-h">${t.duty}</h2>
      ${
        duty.dutyOwed.length
          ? html`<p class="duty-owed"><span class="muted">${t.dutyOwedBy}:</span> ${names(duty.dutyOwed)}</p>`
          : html`<p class="duty-owed muted">${t.dutyAllPlayed}</p>`
      }
      ${
        duty.dutyNext
          ? html`<p class="duty-next">
              <span class="muted">${duty.dutyNext.player !== undefined ? t.dutyNext : t.dutyNextOwed}:</span>
              ${names(duty.dutyNext.player !== undefined ? [duty.dutyNext.player] : duty.dutyNext.owed)}
              <span class="muted">(${t.dutyGamesLeft(duty.dutyNext.left, duty.dutyNext.series)})</span>
            </p>`
          : nothing
      }
      ${
        duty.dutySeries?.length
          ? html`<table class="duty-series" aria-labelledby="duty-h">
              <thead>
                <tr>
                  <th scope="col">${t.colSeries}</th>
                  <th scope="col">${t.colSeriesRounds}</th>
                  <th scope="col">${t.colDutyPlayed}</th>
                  <th scope="col">${t.colDutyOwed}</th>
                </tr>
              </thead>
              <tbody>
                ${duty.dutySeries.map((x) => {
                  const rounds = `${x.from}–${x.to}`;
                  return html`<tr>
                    <td class="num">${x.number}</td>
                    <td>${x.complete ? rounds : t.seriesRunning(rounds)}</td>
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

/** The points per player decide the evening. */
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

export const doppelkopfSummary: SummaryParts = {
  totals: renderTotals,
  paysWithoutStake: true,
  extra: renderDuty,
};

/** Games, wins, solos, Pflichtsoli per player; penalties in two columns of their own, where the sheet has any. */
export function doppelkopfStats(m: SettlementModel): StatsTable | undefined {
  if (!m.players?.length) return undefined;
  const t = doppelkopfStrings();
  const pens = m.players.some((p) => p.penalties !== undefined);
  return {
    cols: [
      strings.colGames,
      strings.colWins,
      t.colSolos,
      t.colSolosWon,
      t.colDutySolos,
      ...(pens ? [t.colPenalties, t.colPenaltyPoints] : []),
    ],
    rows: m.players.map((p) => ({
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
  };
}

/** The season per player: games and wins, as Re and as Kontra, solos, the average per game. */
export function doppelkopfSeasonStats(s: SeasonModel): StatsTable {
  const t = doppelkopfStrings();
  return {
    cols: [
      strings.colGames,
      strings.colWins,
      t.colWinRate,
      t.colReWins,
      t.colKontraWins,
      t.colSolos,
      t.colSolosWon,
      t.colAverage,
    ],
    rows: s.stats.map((p) => {
      const d = p.doppelkopf;
      return {
        name: p.name,
        values: [
          p.games,
          p.wins,
          winRate(p.wins, p.games),
          d ? `${d.re.wins}/${d.re.games}` : '—',
          d ? `${d.kontra.wins}/${d.kontra.games}` : '—',
          d?.solos.games ?? 0,
          d?.solos.wins ?? 0,
          average(p.points, p.games),
        ],
      };
    }),
  };
}
