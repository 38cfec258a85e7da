// English texts of Belote's and Coinche's what-if notes (src/games/belote/report/index.ts): games won.

import type { Fmt } from '../../../../messages/fmt';

export const whatIf = {
  'whatif.note.games': () =>
    `Points are each team's points of every game added up (a game still in progress too); games won counts ` +
    `finished games, and the money follows the games won.`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
