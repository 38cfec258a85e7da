// "New score sheet": the header and an empty first round of a new evening, its dated file name, and the players of
// the folder's last sheet to offer again.

import type { GameKind } from '../format/ast';
import type { GameModule } from '../games/game';
import { parseScore } from '../games/syntax';
import { writeName } from '../text/names';

export interface NewSheetAnswers {
  game: GameKind;
  players: string[];
  /** One of the game's presets. */
  rules: string;
  /** Money per point (or per game won) as written (`0.05 EUR`, `0,10 €`). */
  stake?: string;
  /** The points that end a game, for a game that asks for them (its NewSheetForm). */
  target?: number;
  /** `YYYY-MM-DD`. */
  date: string;
}

/** Names typed in one box: split at commas or spaces, double quotes keep a name with spaces together. */
export function splitPlayers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/"([^"]*)"|([^\s,"]+)/g)) {
    const name = (m[1] ?? m[2]).trim();
    if (name) out.push(name);
  }
  return out;
}

/**
 * What is wrong with the typed players for the game (its module: how many it takes), as a message key and its
 * arguments; undefined when fine.
 */
export function playersProblem(
  game: GameModule,
  players: readonly string[],
): { key: 'count'; min: number; max: number } | { key: 'twice'; name: string } | undefined {
  const { min, max } = game.editor.players;
  if (players.length < min || players.length > max) return { key: 'count', min, max };
  const seen = new Set<string>();
  for (const p of players) {
    const k = p.toLowerCase();
    if (seen.has(k)) return { key: 'twice', name: p };
    seen.add(k);
  }
  return undefined;
}

/**
 * The new sheet's text: game, date, players, rules, stake/target (a target only where the game asks for one), then
 * `round 1` ready for its first line. `game` is the module of `a.game`.
 */
export function newSheetText(a: NewSheetAnswers, game: GameModule): string {
  const lines = [
    `game ${a.game}`,
    `date ${a.date}`,
    `players ${a.players.map(writeName).join(' ')}`,
    `rules ${a.rules}`,
  ];
  const stake = a.stake?.trim();
  if (stake) lines.push(`stake ${stake}`);
  const asksTarget = game.editor.newSheet(a.game).ends.ask === 'target';
  if (asksTarget && a.target !== undefined && Number.isInteger(a.target) && a.target > 0) {
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
