// The names a message's example uses: the file's own players and teams where it has them, so an example
// can be copied into the file as it stands; the manual's names otherwise.

import { writeName } from '../text/names';

/** The file's names, as a message argument (plain data). */
export interface Ex {
  players?: readonly string[];
  teams?: readonly string[];
}

const DOPPELKOPF = ['Anna', 'Ben', 'Clara', 'Dora', 'Emil'];
const BELOTE = ['Nord', 'Ost', 'Süd', 'West'];
const TEAMS = ['Nord-Süd', 'Ost-West'];

/** Player `i` (0-based) as it is written in a line: the file's, else Anna/Ben/… (Doppelkopf) or Nord/Ost/… (Belote). */
export function player(ex: Ex | undefined, i: number, belote = false): string {
  const own = ex?.players?.[i];
  if (own) return writeName(own);
  return (belote ? BELOTE : DOPPELKOPF)[i] ?? `P${i + 1}`;
}

/** Team 0 (1st+3rd player) or 1 as it is written in a line. */
export function team(ex: Ex | undefined, i: 0 | 1): string {
  const own = ex?.teams?.[i];
  return own ? writeName(own) : TEAMS[i];
}
