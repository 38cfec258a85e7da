// English texts of Belote and Coinche in a concours (src/games/belote/tournament.ts): the statistics in its standings.

import type { Fmt } from '../../../../messages/fmt';

const STAT: Record<string, string> = {
  deals: 'deals',
  'deals-won': 'deals won',
  contracts: 'contracts',
  made: 'made',
};

export const tournament = {
  'belote.tournament.stat': (a: { key: string }) => STAT[a.key] ?? a.key,
} satisfies Record<string, (a: never, f: Fmt) => string>;
