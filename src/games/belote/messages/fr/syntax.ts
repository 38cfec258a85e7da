// French texts of Belote's and Coinche's lines as the parser reads them (see ../en/syntax.ts).

import type { CatalogOf } from '../../../../messages/catalog';
import { B } from '../../../../messages/fr/format';
import type { syntax as en } from '../en/syntax';

const TITLES = { belote: 'Belote', coinche: 'Coinche' } as const;

export const syntax: CatalogOf<typeof en> = {
  'player-count.belote': (a) =>
    `La ${TITLES[a.game].toLowerCase()} se joue à exactement 4 joueurs (partenaires face à face) ; ` +
    `${a.count} sont indiqués.`,
  'missing-argument.team': (a) =>
    `Quelle équipe ${
      a.kind === 'last' ? 'a fait le dernier pli' : a.kind === 'belote' ? 'avait belote-rebelote' : 'a fait les 8 plis'
    } ? Écrivez l’équipe ou l’un de ses joueurs, par ex. \`${a.keyword} ${B(a.ex, 2)}\`.`,
};
