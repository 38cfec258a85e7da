// Step 7 of Doppelkopf: the evening's settlement — totals, money at the stake (zero-sum, or pairwise for
// plus-only and minus-only sheets), who pays whom, and per-player statistics.

import type { Header } from '../../../format/ast';
import type { Settlement } from '../../../engine/model';
import type { PlayerStats } from '../model';
import type { ResolvedRules } from '../../../engine/rules';
import { buildSettlement, rulesSummary } from '../../../engine/settle';
import type { DoppelkopfRules } from './types';
import { DOPPELKOPF_RULES } from '../rules';

/**
 * What one round contributes to the statistics. Players are bits of a number (bit i: player i): the statistics are
 * summed again after every edit, and one small object per round is much cheaper to read than lists of names.
 */
export interface RoundStatsInput {
  /** Players who played (not sitting out). */
  played: number;
  /** Players whose side won the round. */
  won: number;
  soloist?: number;
  soloWon?: boolean;
  duty?: boolean;
}

/** Player indices as the bits of RoundStatsInput (the parser allows 4 to 7 players; past 31 no one is counted). */
export function playerBits(indices: readonly number[]): number {
  let bits = 0;
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k];
    if (i >= 0 && i < 31) bits |= 1 << i;
  }
  return bits;
}

export function playerStats(names: string[], rounds: RoundStatsInput[]): PlayerStats[] {
  const n = Math.min(names.length, 31);
  const games = new Array<number>(n).fill(0);
  const wins = games.slice();
  const solos = games.slice();
  const solosWon = games.slice();
  const dutySolos = games.slice();
  // Indexed: this runs once per sheet over every round, before the optimiser has seen it, so for..of would make an
  // iterator result per round.
  for (let k = 0; k < rounds.length; k++) {
    const r = rounds[k];
    for (let i = 0; i < n; i++) {
      if ((r.played >> i) & 1) games[i]++;
      if ((r.won >> i) & 1) wins[i]++;
    }
    const s = r.soloist;
    if (s !== undefined && s >= 0 && s < n) {
      solos[s]++;
      if (r.soloWon) solosWon[s]++;
      if (r.duty) dutySolos[s]++;
    }
  }
  // One line per name: two players of the same name share it.
  const byName = new Map<string, PlayerStats>();
  for (let i = 0; i < names.length; i++) {
    let line = byName.get(names[i]);
    if (!line)
      byName.set(names[i], (line = { name: names[i], games: 0, wins: 0, solos: 0, solosWon: 0, dutySolos: 0 }));
    if (i >= n) continue;
    line.games += games[i];
    line.wins += wins[i];
    line.solos += solos[i];
    line.solosWon += solosWon[i];
    line.dutySolos += dutySolos[i];
  }
  return names.map((name) => byName.get(name)!);
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
    rules: rulesSummary(resolved, 'doppelkopf', names.length, DOPPELKOPF_RULES),
    names,
    totals,
    stake: header.stake ? { cents: header.stake.cents, currency: header.stake.currency } : undefined,
    moneyMode: rules.counting === 'plus-minus' ? 'zero-sum' : 'pairwise',
    part: { players: playerStats(names, stats) },
  });
}
