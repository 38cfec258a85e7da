// French texts of Doppelkopf's what-if notes (see ../en/whatIf.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { whatIf as en } from '../en/whatIf';

export const whatIf: DomainCatalog<typeof en> = {
  'whatif.note.bock-marks': (a, f) =>
    `Avec bock off, ${a.rounds.length === 1 ? 'la donne' : 'les donnes'} ${f.list(a.rounds.map(String))} ` +
    `${a.rounds.length === 1 ? 'compte toujours avec son' : 'comptent toujours avec leur'} Bock : ` +
    `une ligne bock notée dit ce que la table a joué, et le réglage bock décide seulement si le programme ` +
    `lance lui-même des tours de Bock. Retirez ` +
    `${a.rounds.length === 1 ? 'la ligne' : 'les lignes'} bock pour voir la soirée ` +
    `sans ${a.rounds.length === 1 ? 'elle' : 'elles'}.`,
};
