// German texts of Belote and Coinche in a concours (see ../en/tournament.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { tournament as en } from '../en/tournament';

const STAT: Record<string, string> = {
  deals: 'Spiele',
  'deals-won': 'Spiele gewonnen',
  contracts: 'Kontrakte',
  made: 'erfüllt',
};

export const tournament: DomainCatalog<typeof en> = {
  'belote.tournament.stat': (a) => STAT[a.key] ?? a.key,
};
