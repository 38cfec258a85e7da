// French texts of Belote's and Coinche's deciding facts (see ../en/facts.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { facts as en } from '../en/facts';

export const facts: DomainCatalog<typeof en> = {
  'facts.pot-held': (a) => `${a.points} points en réserve (litige)`,
  'facts.pot-awarded': (a) => `${a.team} remporte les points en réserve (${a.points})`,
  'facts.game-won': (a) => `${a.team} gagne la partie ${a.game}`,
};
