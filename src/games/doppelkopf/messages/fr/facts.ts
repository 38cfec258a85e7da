// French texts of Doppelkopf's deciding facts (see ../en/facts.ts). Re, Kontra, keine 90 and Bock stay as they are.

import type { DomainCatalog } from '../../../../messages/message';
import type { facts as en } from '../en/facts';

const LEVELS: Record<string, string> = { no90: 'keine 90', no60: 'keine 60', no30: 'keine 30', black: 'schwarz' };
const party = (p: 're' | 'kontra') => (p === 're' ? 'Re' : 'Kontra');

export const facts: DomainCatalog<typeof en> = {
  'facts.announced': (a) => `${party(a.party)} annoncé`,
  'facts.level': (a) =>
    `${party(a.party)} : ${LEVELS[a.level] ?? a.level} annoncé` +
    (a.kept === undefined ? '' : a.kept ? ', réussi' : ', manqué'),
  'facts.bock': (a) => `Bock ×${a.factor}`,
  'facts.bock-trigger': (a, f) =>
    a.count === 0
      ? 'ne déclenche aucun tour de Bock (bock-trigger 0)'
      : `déclenche ${f.num(a.count)} ${f.plural(a.count, 'tour', 'tours')} de Bock (bock-trigger)`,
};
