// German texts of Belote's and Coinche's lines as the parser reads them (see ../en/syntax.ts).

import type { CatalogOf } from '../../../../messages/catalog';
import { B } from '../../../../messages/de/format';
import type { syntax as en } from '../en/syntax';

const TITLES = { belote: 'Belote', coinche: 'Coinche' } as const;

export const syntax: CatalogOf<typeof en> = {
  'player-count.belote': (a) =>
    `${TITLES[a.game]} spielen genau 4 Spieler (Partner gegenüber); hier stehen ${a.count}.`,
  'missing-argument.team': (a) =>
    `Welches Team ${
      a.kind === 'last'
        ? 'hat den letzten Stich gemacht'
        : a.kind === 'belote'
          ? 'hatte Belote-Rebelote'
          : 'hat alle 8 Stiche gemacht'
    }? Schreibe das Team oder einen seiner Spieler, z. B. \`${a.keyword} ${B(a.ex, 2)}\`.`,
};
