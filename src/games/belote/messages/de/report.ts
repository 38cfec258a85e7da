// German texts of Belote's and Coinche's settlement tables (see ../en/report.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { report as en } from '../en/report';

export const report: DomainCatalog<typeof en> = {
  'report.rules-deals': (a, f) => `${a.preset}, ${a.deals} ${f.plural(a.deals, 'Spiel', 'Spiele')} je Partie`,
  'report.h.contracts': () => 'Kontrakte',
  'report.col.partie': () => 'Partie',
  'report.col.contracts': () => 'gespielte Kontrakte',
  'report.col.litiges': () => 'Litiges',
  'report.col.made': () => 'erfüllt',
  'report.col.failed': () => 'verloren',
  'report.col.coinched': () => 'gecoincht',
  'report.col.coinched-made': () => 'gecoincht erfüllt',
};
