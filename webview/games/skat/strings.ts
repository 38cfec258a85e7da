// Skat's words in the settlement view, in every language (the tests hold each to the English entries).

import type { Lang } from '../../../src/messages';
import { viewLang } from '../../strings';

const en = { colGame: 'Game', colWinRate: 'Won %', colFees: 'Lost-game fees', colBierlachs: 'Bierlachs lost' };
export type SkatStrings = typeof en;
const de: SkatStrings = {
  colGame: 'Spiel',
  colWinRate: 'Gewonnen %',
  colFees: 'Verlustspielgeld',
  colBierlachs: 'Bierlachs verloren',
};
const fr: SkatStrings = {
  colGame: 'Jeu',
  colWinRate: 'Gagnés %',
  colFees: 'Frais de parties perdues',
  colBierlachs: 'Bierlachs perdus',
};

export const TABLES: Record<Lang, SkatStrings> = { en, de, fr };

export function skatStrings(): SkatStrings {
  return TABLES[viewLang];
}
