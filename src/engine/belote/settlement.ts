// The Belote/Coinche settlement: games and their winners, team statistics, money per game won.

import type { ScoreDocument } from '../../format/ast';
import type { GameSummary, Settlement, TeamStats } from '../model';
import { BELOTE_SWITCHES, type ResolvedRules } from '../rules';
import { transfers } from '../settle/transfers';
import type { Game } from './values';

export interface SettlementInput {
  doc: ScoreDocument;
  rules: ResolvedRules;
  game: Game;
  names: [string, string];
  target: number;
  games: GameSummary[];
  stats: TeamStats[];
  /** Totals of the current (last) game. */
  totals: [number, number];
}

/** Money per game won (score-format.md `stake`): each finished game's loser pays its winner the stake. */
export function moneyPerGame(
  names: [string, string],
  games: GameSummary[],
  stakeCents: number,
): Record<string, number> {
  const money: Record<string, number> = { [names[0]]: 0, [names[1]]: 0 };
  for (const g of games) {
    if (!g.finished || !g.winner) continue;
    const loser = g.winner === names[0] ? names[1] : names[0];
    money[g.winner] += stakeCents;
    money[loser] -= stakeCents;
  }
  return money;
}

export function buildSettlement(i: SettlementInput): Settlement {
  const { doc, rules, names, games } = i;
  const finished = games.filter((g) => g.finished && g.winner);
  const s: Settlement = {
    game: i.game,
    title: doc.header.title?.text,
    date: doc.header.date?.text,
    rules: {
      preset: rules.preset,
      switches: BELOTE_SWITCHES.map((sw) => ({
        key: sw.key,
        value: rules.values[sw.key] ?? '',
        set: rules.explicit.has(sw.key),
      })),
    },
    names: [...names],
    totals: { [names[0]]: i.totals[0], [names[1]]: i.totals[1] },
    transfers: [],
    winner: finished.length ? finished[finished.length - 1].winner : undefined,
    teams: i.stats,
    games,
    target: i.target,
  };
  const stake = doc.header.stake;
  if (stake) {
    s.stakeCents = stake.cents;
    s.currency = stake.currency;
    s.money = moneyPerGame(names, games, stake.cents);
    s.transfers = transfers(s.money);
  }
  return s;
}
