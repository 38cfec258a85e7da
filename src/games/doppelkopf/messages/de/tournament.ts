// German texts of Doppelkopf in a tournament (see ../en/tournament.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { tournament as en } from '../en/tournament';

export const tournament: DomainCatalog<typeof en> = {
  'tournament.series-switch': () =>
    'Im Turnier ist jede Tischliste eine Serie, und Pflichtsoli sind pro Liste fällig: lass `set series` weg.',
};
