// French texts of a round's deciding facts (see en/facts.ts). Re, Kontra, keine 90, Bock and litige stay as they are.

import type { DomainCatalog } from '../message';
import type { facts as en } from '../en/facts';

export const facts: DomainCatalog<typeof en> = {
  'facts.cell-legend': () => 'Chaque case : les points de la donne, puis le cumul entre parenthèses.',
  'facts.cell-legend-teams': () =>
    'Chaque case d’équipe : les points de la donne, puis le cumul de la partie entre parenthèses.',
};
