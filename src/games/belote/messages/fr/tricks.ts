// French texts of Belote and Coinche played trick by trick (see ../en/tricks.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { tricks as en } from '../en/tricks';

export const tricks: DomainCatalog<typeof en> = {
  'duty.follow-trump': (a) => `doit fournir atout ${a.suit}`,
  'duty.go-higher-all-trump': (a) => `doit monter à ${a.suit} (tout atout)`,
  'duty.go-higher': (a) => `doit monter sur ${a.card} (atout demandé)`,
  'duty.must-trump': (a) => (a.partnerHolds ? 'doit couper bien que le partenaire soit maître' : 'doit couper'),
  'duty.overtrump': (a) => `doit surcouper ${a.card}`,
  'duty.undertrump': (a) => `doit quand même couper (aucun atout ne bat ${a.card})`,
  'deck.belote': () => '32 cartes, chacune une fois',
};
