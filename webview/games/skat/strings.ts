// Skat's words in the settlement view, in every language (the tests hold each to the English entries). The game's
// terms stay German where players say them so (Augen, Spitzen, mit/ohne, Hand, Schneider, Schwarz, Kontra, Ramsch).

import type { Lang } from '../../../src/messages';
import { viewLang } from '../../strings';

const en = {
  colGame: 'Game',
  colWinRate: 'Won %',
  colFees: 'Lost-game fees',
  colBierlachs: 'Bierlachs lost',
  // Under `scoring seeger-fabian`: the Wertung and its parts (rules/skat.md Formulas).
  colWertung: 'Wertung',
  colLost: 'Lost',
  colSeegerGames: 'Won/lost (±50)',
  colSeegerBonus: (each: number) => `Others’ lost games (+${each})`,
  // The Season tab: Grand and Null games declared, points (the Wertung under Seeger-Fabian) per list.
  colGrand: 'Grand',
  colNull: 'Null',
  colPerList: 'Per list',
  // The Add round form.
  formType: 'Row',
  formTypes: { game: 'a declarer’s game', passed: 'eingepasst (all passed)', ramsch: 'Ramsch' } as Record<
    string,
    string
  >,
  formDeclarer: 'Declarer',
  formGame: 'Game',
  formGames: {
    clubs: '♣ Kreuz (clubs)',
    spades: '♠ Pik (spades)',
    hearts: '♥ Herz (hearts)',
    diamonds: '♦ Karo (diamonds)',
    grand: 'Grand',
    null: 'Null',
  } as Record<string, string>,
  formMit: 'Spitzen',
  formSpitzen: 'How many (1–11)',
  formHand: 'Hand',
  formOuvert: 'Ouvert',
  formYes: 'yes',
  formAnnounce: 'Announced',
  formBid: 'Bid',
  formCards: 'Declarer’s Augen, the skat included (0–120)',
  formTricks: 'Declarer’s tricks (0–10)',
  formOutcome: 'Outcome',
  formOutcomes: { '': 'from the Augen and tricks', won: 'won', lost: 'lost', overbid: 'overbid' } as Record<
    string,
    string
  >,
  formKontra: 'Kontra',
  formRamschAugen: (player: string) => `Augen of ${player}`,
};
export type SkatStrings = typeof en;
const de: SkatStrings = {
  colGame: 'Spiel',
  colWinRate: 'Gewonnen %',
  formType: 'Zeile',
  formTypes: { game: 'Spiel eines Alleinspielers', passed: 'eingepasst', ramsch: 'Ramsch' },
  formDeclarer: 'Alleinspieler',
  formGame: 'Spiel',
  formGames: {
    clubs: '♣ Kreuz',
    spades: '♠ Pik',
    hearts: '♥ Herz',
    diamonds: '♦ Karo',
    grand: 'Grand',
    null: 'Null',
  },
  formMit: 'Spitzen',
  formSpitzen: 'Wie viele (1–11)',
  formHand: 'Hand',
  formOuvert: 'Offen',
  formYes: 'ja',
  formAnnounce: 'Angesagt',
  formBid: 'Gereizt',
  formCards: 'Augen des Alleinspielers, Skat eingerechnet (0–120)',
  formTricks: 'Stiche des Alleinspielers (0–10)',
  formOutcome: 'Ausgang',
  formOutcomes: { '': 'aus Augen und Stichen', won: 'gewonnen', lost: 'verloren', overbid: 'überreizt' },
  formKontra: 'Kontra',
  formRamschAugen: (player: string) => `Augen von ${player}`,
  colFees: 'Verlustspielgeld',
  colBierlachs: 'Bierlachs verloren',
  colWertung: 'Wertung',
  colLost: 'Verloren',
  colSeegerGames: 'Gewonnen/verloren (±50)',
  colSeegerBonus: (each: number) => `Verlorene Spiele der anderen (+${each})`,
  colGrand: 'Grand',
  colNull: 'Null',
  colPerList: 'Schnitt je Liste',
};
const fr: SkatStrings = {
  colGame: 'Jeu',
  colWinRate: 'Gagnés %',
  formType: 'Ligne',
  formTypes: { game: 'jeu d’un déclarant', passed: 'eingepasst (tous passent)', ramsch: 'Ramsch' },
  formDeclarer: 'Déclarant',
  formGame: 'Jeu',
  formGames: {
    clubs: '♣ Kreuz (trèfle)',
    spades: '♠ Pik (pique)',
    hearts: '♥ Herz (cœur)',
    diamonds: '♦ Karo (carreau)',
    grand: 'Grand',
    null: 'Null',
  },
  formMit: 'Spitzen',
  formSpitzen: 'Combien (1–11)',
  formHand: 'Hand',
  formOuvert: 'Ouvert',
  formYes: 'oui',
  formAnnounce: 'Annoncé',
  formBid: 'Enchère',
  formCards: 'Augen du déclarant, skat compris (0–120)',
  formTricks: 'Plis du déclarant (0–10)',
  formOutcome: 'Résultat',
  formOutcomes: { '': 'selon les Augen et les plis', won: 'gagné', lost: 'perdu', overbid: 'überreizt (surenchère)' },
  formKontra: 'Kontra',
  formRamschAugen: (player: string) => `Augen de ${player}`,
  colFees: 'Frais de parties perdues',
  colBierlachs: 'Bierlachs perdus',
  colWertung: 'Wertung',
  colLost: 'Perdus',
  colSeegerGames: 'Gagnés/perdus (±50)',
  colSeegerBonus: (each: number) => `Jeux perdus des autres (+${each})`,
  colGrand: 'Grand',
  colNull: 'Null',
  colPerList: 'Moyenne par liste',
};

export const TABLES: Record<Lang, SkatStrings> = { en, de, fr };

export function skatStrings(): SkatStrings {
  return TABLES[viewLang];
}
