// A Belote or Coinche evening in the settlement view: games won per team (and the running game's points), the
// statistics per team, then the games, each with its status, chart and sheet (tabs when there are several); and the
// season's statistics per player.

import { html, nothing, type TemplateResult } from 'lit';
import type { SeasonModel, SettlementModel, SheetGame, SheetRound } from '../../../src/protocol';
import { average, plain } from '../../format';
import { strings } from '../../strings';
import { moneyCell, nameCell } from '../cells';
import type { EveningParts, StatsTable, SummaryParts } from '../types';
import { beloteOf } from './sheet';
import { beloteStrings } from './strings';

/** The evening's games: the engine's summaries, or derived from the rounds when it gave none. */
export function gamesOf(m: SettlementModel): SheetGame[] {
  if (m.games?.length) return m.games;
  const byGame = new Map<number, SheetRound[]>();
  for (const r of m.rounds) {
    const g = beloteOf(r)?.gameNumber ?? 1;
    const list = byGame.get(g) ?? [];
    list.push(r);
    byGame.set(g, list);
  }
  return [...byGame.entries()].map(([number, rs]) => {
    const last = rs[rs.length - 1];
    return {
      number,
      firstRound: rs[0].index,
      lastRound: last.index,
      totals: last.running.slice(),
      winner: beloteOf(last)?.gameWinner,
      finished: !!beloteOf(last)?.gameWinner,
    };
  });
}

/** A game's rounds, memoised per model so that the chart's cache and the sheet see one array across renders. */
const roundsByGame = new WeakMap<SettlementModel, Map<number, SheetRound[]>>();

function gameRounds(m: SettlementModel, g: SheetGame): SheetRound[] {
  let byGame = roundsByGame.get(m);
  if (!byGame) {
    byGame = new Map();
    roundsByGame.set(m, byGame);
  }
  let rounds = byGame.get(g.number);
  if (!rounds) {
    rounds = m.rounds.filter((r) => (beloteOf(r)?.gameNumber ?? 1) === g.number);
    byGame.set(g.number, rounds);
  }
  return rounds;
}

function renderGame(m: SettlementModel, g: SheetGame, parts: EveningParts): TemplateResult {
  const t = beloteStrings();
  const rounds = gameRounds(m, g);
  const score = m.names.map((n, j) => `${n} ${plain(g.totals[j] ?? 0)}`).join(' : ');
  return html`
    <div class="game-status">
      ${
        g.winner
          ? html`<span class="tag win">${t.gameWonBy(g.number, g.winner)}</span>`
          : html`<span>${t.gameRunning(g.number, m.target ? plain(m.target) : undefined)}</span>`
      }
      <span class="score num">${score}</span>
      <span class="muted"
        >${t.gameRounds(g.firstRound, g.lastRound)}${
          g.winner && m.target ? html` · ${strings.target(plain(m.target))}` : nothing
        }</span
      >
    </div>
    ${rounds.length ? parts.chart(m, rounds, { part: 'chart', caption: t.gameTab(g.number) }) : nothing}
    ${parts.sheet(m, rounds, { part: 'sheet', label: `${strings.sheet} — ${t.gameTab(g.number)}` })}
  `;
}

export function beloteEvening(m: SettlementModel, parts: EveningParts): TemplateResult {
  const t = beloteStrings();
  const games = gamesOf(m);
  const selected = games.find((g) => g.number === parts.selectedGame) ?? games[games.length - 1];
  return html`
    <scoresheet-summary .model=${m} .games=${games}></scoresheet-summary>
    ${parts.stats(m)}
    <section aria-labelledby="games-h">
      <h2 id="games-h">${t.games}</h2>
      ${
        games.length === 0
          ? html`<p class="muted">${strings.noRounds}</p>`
          : games.length === 1
            ? renderGame(m, games[0], parts)
            : html`<scoresheet-tabs
                label=${t.games}
                .tabs=${games.map((g) => (g.winner ? t.gameTabWon(g.number, g.winner) : t.gameTabRunning(g.number)))}
                .selected=${games.indexOf(selected)}
                @tab-select=${(e: CustomEvent<{ index: number }>) => parts.selectGame(games[e.detail.index]?.number)}
                >${renderGame(m, selected, parts)}</scoresheet-tabs
              >`
      }
    </section>
  `;
}

/** Games won decide the evening; the running game's points are shown beside them, unsigned. */
function renderTotals(m: SettlementModel, games: SheetGame[]): TemplateResult {
  const t = beloteStrings();
  const current = games[games.length - 1];
  const won = m.names.map((n) => games.filter((g) => g.winner === n).length);
  const showCurrent = current && !current.finished;
  return html`
    <section aria-labelledby="totals-h">
      <h2 id="totals-h">${strings.totals}</h2>
      <table class="totals" aria-labelledby="totals-h">
        <thead>
          <tr>
            <th scope="col">${strings.colTeam}</th>
            <th scope="col" class="num">${t.colGamesWon}</th>
            ${showCurrent ? html`<th scope="col" class="num wrap">${t.colCurrentGame(current.number)}</th>` : nothing}
            ${m.money ? html`<th scope="col" class="num">${strings.colMoney}</th>` : nothing}
          </tr>
        </thead>
        <tbody>
          ${m.names.map(
            (n, j) =>
              html`<tr class=${n === m.winner ? 'winner' : ''}>
                ${nameCell(m, n, j)}
                <td class="num">${won[j]}</td>
                ${showCurrent ? html`<td class="num">${plain(current.totals[j] ?? 0)}</td>` : nothing}
                ${moneyCell(m, j)}
              </tr>`,
          )}
        </tbody>
      </table>
    </section>
  `;
}

export const beloteSummary: SummaryParts = {
  totals: renderTotals,
  // Without a stake the evening settles by games won: there is nothing to pay, so no empty section.
  paysWithoutStake: false,
  extra: () => nothing,
};

/** Contracts per team: taken, made, failed, litiges; coinched and coinched & made where any was (or in Coinche). */
export function beloteStats(m: SettlementModel): StatsTable | undefined {
  if (!m.teams?.length) return undefined;
  const t = beloteStrings();
  const coinche = m.game === 'coinche' || m.teams.some((x) => x.coinched > 0);
  return {
    cols: [
      t.colContracts,
      t.colMade,
      t.colFailed,
      t.colLitiges,
      ...(coinche ? [t.colCoinched, t.colCoinchedMade] : []),
    ],
    rows: m.teams.map((x) => ({
      name: x.name,
      values: [x.contracts, x.made, x.failed, x.litiges ?? 0, ...(coinche ? [x.coinched, x.coinchedMade] : [])],
    })),
  };
}

/** The season per player: games and wins, contracts taken, made, failed, litiges, capots, the average per round. */
export function beloteSeasonStats(s: SeasonModel): StatsTable {
  const t = beloteStrings();
  return {
    cols: [
      strings.colGames,
      strings.colWins,
      t.colContracts,
      t.colMade,
      t.colFailed,
      t.colLitiges,
      t.colCapots,
      t.colAverageRound,
    ],
    rows: s.stats.map((p) => {
      const c = p.contracts;
      return {
        name: p.name,
        values: [
          p.games,
          p.wins,
          c?.taken ?? 0,
          c?.made ?? 0,
          c?.failed ?? 0,
          c?.litiges ?? 0,
          c?.capots ?? 0,
          average(p.points, p.rounds),
        ],
      };
    }),
  };
}
