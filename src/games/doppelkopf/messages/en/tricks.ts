// English texts of Doppelkopf played trick by trick (src/games/doppelkopf/steps/trickRules.ts, trickDeal.ts): its
// deck and the rule a card broke.

import type { Fmt } from '../../../../messages/fmt';

export const tricks = {
  'duty.source.doppelkopf': () => 'Doppelkopf: follow suit; trumps form one suit',
  'deck.doppelkopf-48': () => '48 cards: each of the 24 twice',
  'deck.doppelkopf-40': () => '40 cards without nines: each of the 20 twice',
  'deck.no-eights-sevens': () => 'Doppelkopf is played without 8s and 7s',
  'deck.no-nines': () => 'this game is played without nines (set nines off)',
  // A trick's winner written as a party (`=> kontra`) that the winner is not of: the winner's party after the name.
  'dk.tricks.wrong-winner-party': (a: { winner: string; party: 're' | 'kontra'; card: string; stated: string }) =>
    `${a.winner} (${a.party === 're' ? 'Re' : 'Kontra'}) wins this trick with ${a.card}, not ${a.stated}.`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
