// French texts of Belote's and Coinche's settlement tables (see ../en/report.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { report as en } from '../en/report';

export const report: DomainCatalog<typeof en> = {
  'report.rules-deals': (a, f) => `${a.preset}, ${a.deals} ${f.plural(a.deals, 'donne', 'donnes')} par partie`,
  'report.h.contracts': () => 'Contrats',
  'report.col.partie': () => 'partie',
  'report.col.contracts': () => 'contrats pris',
  'report.col.litiges': () => 'litiges',
  'report.col.made': () => 'réussis',
  'report.col.failed': () => 'chutés',
  'report.col.coinched': () => 'coinchés',
  'report.col.coinched-made': () => 'coinchés réussis',
};
