// French texts of Doppelkopf in a tournament (see ../en/tournament.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { tournament as en } from '../en/tournament';

export const tournament: DomainCatalog<typeof en> = {
  'tournament.series-switch': () =>
    'Dans un tournoi, chaque feuille de table est une série, et les Pflichtsoli sont dus par feuille : retirez ' +
    '`set series`.',
};
