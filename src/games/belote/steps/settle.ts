// Step 7 of Belote/Coinche: the settlement — games and their winners, team statistics, money per game won.

import type { Header } from '../../../format/ast';
import type { RoundResult, Settlement } from '../../../engine/model';
import type { GameSummary, TeamStats } from '../model';
import { type ResolvedRules } from '../../../engine/rules';
import { BELOTE_SWITCHES } from '../rules';
import type { RoundStep } from '../../../engine/rounds';
import { transfers } from '../../../engine/settle/transfers';
import { dict, dictOf, mapDict } from '../../../text/dict';
import type { ContractStats } from './sequence';

export interface SettlementInput {
  header: Header;
  rules: ResolvedRules;
  game: 'belote' | 'coinche';
  names: [string, string];
  target: number;
  rounds: readonly RoundResult[];
  steps: readonly RoundStep<ContractStats>[];
  /** Totals of the current (last) game. */
  totals: [number, number];
}

/** The games of the sheet from its rounds: a game ends with the round that names its winner. */
function gamesOf(rounds: readonly RoundResult[], names: [string, string], totals: [number, number]): GameSummary[] {
  const games: GameSummary[] = [];
  let open: GameSummary | undefined;
  for (let ix = 0; ix < rounds.length; ix++) {
    const r = rounds[ix];
    const g = r.belote?.game ?? 1;
    if (!open || open.number !== g) {
      open = { number: g, firstRound: r.index, lastRound: r.index, totals: dict(), finished: false };
      games.push(open);
    }
    open.lastRound = r.index;
    if (r.belote?.gameWinner) {
      open.winner = r.belote.gameWinner;
      open.totals = mapDict(r.running, (points) => points);
      open.finished = true;
    }
  }
  if (open && !open.finished) open.totals = dictOf(names, (_, i) => totals[i]);
  return games;
}

function teamStats(names: [string, string], steps: readonly RoundStep<ContractStats>[]): TeamStats[] {
  const stats: TeamStats[] = names.map((name) => ({
    name,
    contracts: 0,
    made: 0,
    failed: 0,
    litiges: 0,
    coinched: 0,
    coinchedMade: 0,
  }));
  for (let jx = 0; jx < steps.length; jx++) {
    const step = steps[jx];
    const c = step.stats;
    if (!c) continue;
    const st = stats[c.team];
    st.contracts++;
    if (c.result === 'made') st.made++;
    else if (c.result === 'failed') st.failed++;
    else st.litiges++;
    if (c.coinched) {
      st.coinched++;
      if (c.result === 'made') st.coinchedMade++;
    }
  }
  return stats;
}

/** Money per game won (score-format.md `stake`): each finished game's loser pays its winner the stake. */
export function moneyPerGame(
  names: [string, string],
  games: GameSummary[],
  stakeCents: number,
): Record<string, number> {
  const money = dictOf(names, () => 0);
  for (const g of games) {
    if (!g.finished || !g.winner) continue;
    const loser = g.winner === names[0] ? names[1] : names[0];
    money[g.winner] += stakeCents;
    money[loser] -= stakeCents;
  }
  return money;
}

export function settleBelote(i: SettlementInput): Settlement {
  const { header, rules, names } = i;
  const games = gamesOf(i.rounds, names, i.totals);
  const finished = games.filter((g) => g.finished && g.winner);
  const s: Settlement = {
    game: i.game,
    title: header.title?.text,
    date: header.date?.text,
    rules: {
      preset: rules.preset,
      switches: BELOTE_SWITCHES.map((sw) => ({
        key: sw.key,
        value: rules.values[sw.key] ?? '',
        set: rules.explicit.has(sw.key),
      })),
    },
    names: [...names],
    totals: dictOf(names, (_, ix) => i.totals[ix]),
    transfers: [],
    winner: finished.length ? finished[finished.length - 1].winner : undefined,
    teams: teamStats(names, i.steps),
    games,
    // With `deals N` a game ends after N deals: the target is not used, so the view and the report do not name it.
    target: /^[1-9][0-9]*$/.test(rules.values.deals ?? '') ? undefined : i.target,
  };
  const stake = header.stake;
  if (stake) {
    s.stakeCents = stake.cents;
    s.currency = stake.currency;
    s.money = moneyPerGame(names, games, stake.cents);
    s.transfers = transfers(s.money);
  }
  return s;
}
