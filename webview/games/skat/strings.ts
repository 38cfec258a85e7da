// Skat's words in the settlement view, in every language (the tests hold each to the English entries).

import type { Lang } from '../../../src/messages';
import { viewLang } from '../../strings';

const en = { colGame: 'Game', colWinRate: 'Won %' };
export type SkatStrings = typeof en;
const de: SkatStrings = { colGame: 'Spiel', colWinRate: 'Gewonnen %' };
const fr: SkatStrings = { colGame: 'Jeu', colWinRate: 'Gagnés %' };

export const TABLES: Record<Lang, SkatStrings> = { en, de, fr };

export function skatStrings(): SkatStrings {
  return TABLES[viewLang];
}
