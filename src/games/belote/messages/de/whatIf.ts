// German texts of Belote's and Coinche's what-if notes (see ../en/whatIf.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { whatIf as en } from '../en/whatIf';

export const whatIf: DomainCatalog<typeof en> = {
  'whatif.note.games': () =>
    'Die Punkte sind die Punkte jedes Teams aus allen Partien zusammen (auch einer laufenden); gewonnene Partien ' +
    'zählen nur beendete Partien, und das Geld richtet sich nach den gewonnenen Partien.',
};
