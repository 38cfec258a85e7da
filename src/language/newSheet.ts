// "New score sheet": the header and an empty first round of a new evening, its dated file name, and the players of
// the folder's last sheet to offer again.

import type { GameKind } from '../format/ast';
import { parseScore } from '../games/syntax';
import { writeName } from '../text/names';

export interface NewSheetAnswers {
  game: GameKind;
  players: string[];
  /** `ddv` (Doppelkopf), `house` or `official` (Belote/Coinche). */
  rules: string;
  /** Doppelkopf (or Belote's per game won): money per point as written (`0.05 EUR`, `0,10 €`). */
  stake?: string;
  /** Belote/Coinche: the points that end a game. */
  target?: number;
  /** `YYYY-MM-DD`. */
  date: string;
}

/** How many players each game takes (score-format.md § Header). */
export const PLAYER_COUNT: Record<GameKind, { min: number; max: number }> = {
  doppelkopf: { min: 4, max: 7 },
  belote: { min: 4, max: 4 },
  coinche: { min: 4, max: 4 },
};

/** Names typed in one box: split at commas or spaces, double quotes keep a name with spaces together. */
export function splitPlayers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/"([^"]*)"|([^\s,"]+)/g)) {
    const name = (m[1] ?? m[2]).trim();
    if (name) out.push(name);
  }
  return out;
}

/** What is wrong with the typed players for the game, as a message key and its arguments; undefined when fine. */
export function playersProblem(
  game: GameKind,
  players: readonly string[],
): { key: 'count'; min: number; max: number } | { key: 'twice'; name: string } | undefined {
  const { min, max } = PLAYER_COUNT[game];
  if (players.length < min || players.length > max) return { key: 'count', min, max };
  const seen = new Set<string>();
  for (const p of players) {
    const k = p.toLowerCase();
    if (seen.has(k)) return { key: 'twice', name: p };
    seen.add(k);
  }
  return undefined;
}

/** The new sheet's text: game, date, players, rules, stake/target, then `round 1` ready for its first line. */
export function newSheetText(a: NewSheetAnswers): string {
  const lines = [
    `game ${a.game}`,
    `date ${a.date}`,
    `players ${a.players.map(writeName).join(' ')}`,
    `rules ${a.rules}`,
  ];
  const stake = a.stake?.trim();
  if (stake) lines.push(`stake ${stake}`);
  if (a.game !== 'doppelkopf' && a.target !== undefined && Number.isInteger(a.target) && a.target > 0) {
    lines.push(`target ${a.target}`);
  }
  return `${lines.join('\n')}\n\nround 1\n  `;
}

/** `2026-12-01.score`, or `2026-12-01-2.score` (and so on) when that name is taken. */
export function sheetFileName(date: string, taken: ReadonlySet<string>): string {
  if (!taken.has(`${date}.score`)) return `${date}.score`;
  for (let i = 2; ; i++) if (!taken.has(`${date}-${i}.score`)) return `${date}-${i}.score`;
}

/** The local date as `YYYY-MM-DD` (an evening's date is where the table sits, not UTC). */
export function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The players and game of a sheet's header (to offer them for the next evening), if it has any. */
export function sheetPlayers(text: string): { game?: GameKind; players: string[] } {
  const header = parseScore(text).header;
  return { game: header.game?.kind, players: header.players.map((p) => p.text) };
}
