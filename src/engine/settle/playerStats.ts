// Per-player statistics of a Doppelkopf evening: games played, games won, solos, solos won, duty solos (Pflichtsoli).

import type { PlayerStats } from '../model';

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
