// The names a message's example uses: the file's own players and teams where it has them, so an example
// can be copied into the file as it stands; the manual's names otherwise.

import { writeName } from '../text/names';

/** The file's names, as a message argument (plain data). */
export interface Ex {
  players?: readonly string[];
  teams?: readonly string[];
}

/** The manual's players, for an example in a file that names none. */
const MANUAL = ['Anna', 'Ben', 'Clara', 'Dora', 'Emil'];

/**
 * Player `i` (0-based) as it is written in a line: the file's, else the names given (a game's own, such as its
 * seats), else the manual's Anna/Ben/….
 */
export function player(ex: Ex | undefined, i: number, names: readonly string[] = MANUAL): string {
  const own = ex?.players?.[i];
  if (own) return writeName(own);
  return names[i] ?? `P${i + 1}`;
}

/** Team 0 (1st+3rd player) or 1 as it is written in a line: the file's, else the game's name of it given. */
export function team(ex: Ex | undefined, i: 0 | 1, names: readonly [string, string]): string {
  const own = ex?.teams?.[i];
  return own ? writeName(own) : names[i];
}
