// German texts of Doppelkopf's what-if notes (see ../en/whatIf.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { whatIf as en } from '../en/whatIf';

export const whatIf: DomainCatalog<typeof en> = {
  'whatif.note.bock-marks': (a, f) =>
    `Mit bock off ${a.rounds.length === 1 ? 'zählt Spiel' : 'zählen die Spiele'} ${f.list(a.rounds.map(String))} ` +
    `weiter mit ${a.rounds.length === 1 ? 'seinem' : 'ihrem'} Bock: eine notierte bock-Zeile sagt, was am Tisch ` +
    `gespielt wurde, und der Schalter bock entscheidet nur, ob das Programm selbst Bockrunden beginnt. ` +
    `Nimm die bock-${a.rounds.length === 1 ? 'Zeile' : 'Zeilen'} ` +
    `heraus, um den Abend ohne sie zu sehen.`,
};
