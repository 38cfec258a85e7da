// The statistics of a season: players matched across evenings by name and their lines merged, the counts every game
// has added here and the game's own part by its hooks (GameSeason.mergeLine, statsOwn).

import type { GameKind } from '../format/ast';
import { nameKey } from '../format/values';
import { gameOf } from '../games/registry';
import type { EveningRef, EveningSummary, PlayerLine, SeasonStats, WinCount } from './types';

/** Whether a round has points (without building the list of its keys). */
export function hasScores(scores: Record<string, number>): boolean {
  for (const _ in scores) return true;
  return false;
}

/** Resolves names across evenings: matched case-insensitively, shown as first written. */
export class NameBook {
  private readonly shown = new Map<string, string>();
  readonly order: string[] = [];
  name(written: string): string {
    const key = nameKey(written);
    let s = this.shown.get(key);
    if (s === undefined) {
      s = written;
      this.shown.set(key, s);
      this.order.push(s);
    }
    return s;
  }
  has(written: string): boolean {
    return this.shown.has(nameKey(written));
  }
}

const better = (a: EveningRef, b: EveningRef | undefined) => b === undefined || a.total > b.total;
const worse = (a: EveningRef, b: EveningRef | undefined) => b === undefined || a.total < b.total;

/**
 * The statistics of one game over evenings (in the order given): players matched by name case-insensitively and
 * shown as first written; the game's own part merged by the game (Belote: partnerships matched by their two players).
 */
export function mergeStats(game: GameKind, evenings: readonly EveningSummary[], names = new NameBook()): SeasonStats {
  const season = gameOf(game).season;
  const byName = (written: string) => names.name(written);
  const lines = new Map<string, PlayerLine>();
  for (const ev of evenings) {
    for (const p of ev.players) names.name(p);
    for (const from of ev.stats) {
      const shown = names.name(from.name);
      let into = lines.get(shown);
      if (!into) lines.set(shown, (into = season.emptyLine(shown)));
      into.evenings += from.evenings;
      into.games += from.games;
      into.wins += from.wins;
      into.points += from.points;
      into.rounds += from.rounds;
      if (from.best && better(from.best, into.best)) into.best = from.best;
      if (from.worst && worse(from.worst, into.worst)) into.worst = from.worst;
      season.mergeLine(into, from, byName);
    }
  }
  const players = names.order.filter((n) => lines.has(n)).map((n) => lines.get(n)!);
  return {
    game,
    evenings: evenings.length,
    players,
    ...season.statsOwn(evenings, byName),
  };
}

/** Wins over games as a fraction (0 when nothing was played). */
export function rate(c: WinCount): number {
  return c.games === 0 ? 0 : c.wins / c.games;
}

/** Points per game or per round, as the game averages them (GameSeason.averagePer); 0 when nothing was played. */
export function average(line: { points: number; games: number; rounds: number }, game: GameKind): number {
  const per = gameOf(game).season.averagePer === 'games' ? line.games : line.rounds;
  return per === 0 ? 0 : line.points / per;
}
