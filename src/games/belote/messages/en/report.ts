// English texts of Belote's and Coinche's settlement tables (src/games/belote/report/settlement.ts): the partie,
// contracts, litiges, coinches.

import type { Fmt } from '../../../../messages/fmt';

export const report = {
  'report.rules-deals': (a: { preset: string; deals: number }, f: Fmt) =>
    `${a.preset}, ${a.deals} ${f.plural(a.deals, 'deal', 'deals')} a game`,
  'report.h.contracts': () => 'Contracts',
  /** Belote/Coinche: the number of the game (partie) a round belongs to. */
  'report.col.partie': () => 'game',
  'report.col.contracts': () => 'contracts taken',
  'report.col.litiges': () => 'litiges',
  'report.col.made': () => 'made',
  'report.col.failed': () => 'failed',
  'report.col.coinched': () => 'coinched',
  'report.col.coinched-made': () => 'coinched made',
} satisfies Record<string, (a: never, f: Fmt) => string>;
