// German texts of Belote and Coinche played trick by trick (see ../en/tricks.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { tricks as en } from '../en/tricks';

export const tricks: DomainCatalog<typeof en> = {
  'duty.follow-trump': (a) => `muss mit Trumpf ${a.suit} bedienen`,
  'duty.go-higher-all-trump': (a) => `muss in ${a.suit} höher spielen (alles Trumpf)`,
  'duty.go-higher': (a) => `muss höher als ${a.card} spielen (Trumpf wurde ausgespielt)`,
  'duty.must-trump': (a) => (a.partnerHolds ? 'muss stechen, obwohl der Partner den Stich hält' : 'muss stechen'),
  'duty.overtrump': (a) => `muss ${a.card} übertrumpfen`,
  'duty.undertrump': (a) => `muss trotzdem stechen (kein Trumpf schlägt ${a.card})`,
  'deck.belote': () => '32 Karten, jede einmal',
};
