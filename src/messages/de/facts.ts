// German texts of a round's deciding facts (see en/facts.ts). Re, Kontra, keine 90 and Bock stay as they are.

import type { DomainCatalog } from '../message';
import type { facts as en } from '../en/facts';

export const facts: DomainCatalog<typeof en> = {
  'facts.cell-legend': () => 'Jede Zelle: die Punkte des Spiels, in Klammern der Stand danach.',
  'facts.cell-legend-teams': () => 'Jede Zelle eines Teams: die Punkte des Spiels, in Klammern der Stand der Partie.',
};
