// French texts of Doppelkopf played trick by trick (see ../en/tricks.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { tricks as en } from '../en/tricks';

export const tricks: DomainCatalog<typeof en> = {
  'duty.source.doppelkopf': () => 'Doppelkopf : fournir la couleur ; les atouts forment une couleur',
  'deck.doppelkopf-48': () => '48 cartes : chacune des 24 en double',
  'deck.doppelkopf-40': () => '40 cartes sans les neuf : chacune des 20 en double',
  'deck.no-eights-sevens': () => 'le Doppelkopf se joue sans les 8 ni les 7',
  'deck.no-nines': () => 'cette partie se joue sans les neuf (set nines off)',
  'dk.tricks.wrong-winner-party': (a) =>
    `${a.winner} (${a.party === 're' ? 'Re' : 'Kontra'}) remporte ce pli avec ${a.card}, pas ${a.stated}.`,
};
