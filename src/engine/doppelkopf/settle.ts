// Step 7 of Doppelkopf: the evening's settlement — totals, money at the stake (zero-sum, or pairwise for
// plus-only and minus-only sheets), who pays whom, and per-player statistics.

import type { Header } from '../../format/ast';
import type { PlayerStats, Settlement } from '../model';
import type { ResolvedRules } from '../rules';
import { buildSettlement, rulesSummary } from '../settle';
import type { DoppelkopfRules } from './types';

/** What one round contributes to the statistics, by display name. */
export interface RoundStatsInput {
  /** Players who played (not sitting out). */
  played: string[];
  /** Players whose side won the round. */
  won: string[];
  soloist?: string;
  soloWon?: boolean;
  duty?: boolean;
}

export function playerStats(names: string[], rounds: RoundStatsInput[]): PlayerStats[] {
  const stats = new Map<string, PlayerStats>(
    names.map((n) => [n, { name: n, games: 0, wins: 0, solos: 0, solosWon: 0, dutySolos: 0 }]),
  );
  for (const r of rounds) {
    for (const n of r.played) {
      const s = stats.get(n);
      if (s) s.games++;
    }
    for (const n of r.won) {
      const s = stats.get(n);
      if (s) s.wins++;
    }
    const s = r.soloist !== undefined ? stats.get(r.soloist) : undefined;
    if (s) {
      s.solos++;
      if (r.soloWon) s.solosWon++;
      if (r.duty) s.dutySolos++;
    }
  }
  return names.map((n) => stats.get(n)!);
}

export function settleDoppelkopf(
  header: Header,
  resolved: ResolvedRules | undefined,
  rules: DoppelkopfRules,
  names: string[],
  totals: Record<string, number>,
  stats: RoundStatsInput[],
): Settlement {
  return buildSettlement({
    game: 'doppelkopf',
    title: header.title?.text,
    date: header.date?.text,
    rules: rulesSummary(resolved, 'doppelkopf', names.length),
    names,
    totals,
    stake: header.stake ? { cents: header.stake.cents, currency: header.stake.currency } : undefined,
    moneyMode: rules.counting === 'plus-minus' ? 'zero-sum' : 'pairwise',
    players: playerStats(names, stats),
  });
}
