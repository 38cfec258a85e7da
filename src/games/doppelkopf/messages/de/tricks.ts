// German texts of Doppelkopf played trick by trick (see ../en/tricks.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { tricks as en } from '../en/tricks';

export const tricks: DomainCatalog<typeof en> = {
  'duty.source.doppelkopf': () => 'Doppelkopf: Farbe bedienen; alle Trümpfe sind eine Farbe',
  'deck.doppelkopf-48': () => '48 Karten: jede der 24 doppelt',
  'deck.doppelkopf-40': () => '40 Karten ohne Neunen: jede der 20 doppelt',
  'deck.no-eights-sevens': () => 'Doppelkopf wird ohne Achten und Siebenen gespielt',
  'deck.no-nines': () => 'hier wird ohne Neunen gespielt (set nines off)',
  'dk.tricks.wrong-winner-party': (a) =>
    `${a.winner} (${a.party === 're' ? 'Re' : 'Kontra'}) gewinnt diesen Stich mit ${a.card}, nicht ${a.stated}.`,
};
