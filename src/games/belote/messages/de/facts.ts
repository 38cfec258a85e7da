// German texts of Belote's and Coinche's deciding facts (see ../en/facts.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { facts as en } from '../en/facts';

export const facts: DomainCatalog<typeof en> = {
  'facts.pot-held': (a) => `${a.points} Punkte kommen in die Reserve (Litige)`,
  'facts.pot-awarded': (a) => `${a.team} bekommt die Reserve (${a.points})`,
  'facts.game-won': (a) => `${a.team} gewinnt Partie ${a.game}`,
};
