// French texts of Belote's and Coinche's what-if notes (see ../en/whatIf.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { whatIf as en } from '../en/whatIf';

export const whatIf: DomainCatalog<typeof en> = {
  'whatif.note.games': () =>
    'Les points sont ceux de chaque équipe sur toutes les parties additionnées (une partie en cours comprise) ; ' +
    'les parties gagnées ne comptent que les parties terminées, et l’argent suit les parties gagnées.',
};
