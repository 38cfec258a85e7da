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
  'tournament.partie-open': (a: { deals?: number; games: number }, f: Fmt) =>
    `The partie has not ended: ${f.plural(a.games, 'one deal', `${a.games} deals`)}` +
    `${a.deals ? ` of ${a.deals} (\`set deals ${a.deals}\`)` : ' and no team has reached the target'}. ` +
    'Write `timeout` if the clock stopped it.',
  'tournament.partie-over': () => 'The partie has already ended: this deal belongs to no partie.',
} satisfies Record<string, (a: never, f: Fmt) => string>;
