// English texts of Doppelkopf in a tournament (src/games/doppelkopf/tournament.ts): why tournament.score leaves `set
// series` out.

import type { Fmt } from '../../../../messages/fmt';

export const tournament = {
  'tournament.series-switch': () =>
    'In a tournament each table sheet is one series, and duty solos are owed per sheet: leave out `set series`.',
} satisfies Record<string, (a: never, f: Fmt) => string>;
