// Belote's and Coinche's words in the settlement view (their sheet, games, statistics and Add round form), in English,
// German and French: the generic words are in webview/strings.ts. `beloteStrings()`: the table of the view's language.

import type { Lang } from '../../../src/messages';
import { viewLang } from '../../strings';

const en = {
  // The sheet.
  outcomes: {
    made: 'Made',
    failed: 'Failed',
    litige: 'Litige',
    capot: 'Capot',
  } as Record<string, string>,
  cellCaptionTeams: "Each team's cell: the round's points, then the game's running total in brackets.",
  colTaker: 'Taker / contract',
  colOutcome: 'Outcome',
  potHeld: (n: number) => `pot ${n}`,
  potAwarded: (team: string, n: number) => `${team} takes the pot (${n})`,
  coinche: 'coinche',

  // The totals and the statistics.
  colGamesWon: 'Games won',
  /** Contracts taken: made + failed + litiges (a litige is taken, neither made nor failed). */
  colContracts: 'Contracts taken',
  colMade: 'Made',
  colFailed: 'Failed',
  colLitiges: 'Litiges',
  colCoinched: 'Coinched',
  colCoinchedMade: 'Coinched & made',

  // The games (parties) of an evening.
  games: 'Games',
  gameTab: (n: number) => `Game ${n}`,
  gameTabWon: (n: number, winner: string) => `Game ${n} · won by ${winner}`,
  gameTabRunning: (n: number) => `Game ${n} · in progress`,
  colCurrentGame: (n: number) => `Game ${n} (in progress)`,
  gameWonBy: (n: number, winner: string) => `Game ${n} won by ${winner}`,
  gameRunning: (n: number, target: string | undefined) =>
    target ? `Game ${n} in progress (to ${target})` : `Game ${n} in progress`,
  gameRounds: (first: number, last: number) => (first === last ? `round ${first}` : `rounds ${first}–${last}`),

  // The Add round form (the game’s terms stay French: belote, capot, coinche).
  formTaker: 'Taker',
  formContract: 'Contract',
  formContractPlayer: 'Player',
  formContractValue: 'Value',
  formTrump: 'Trump',
  formTrumps: {
    clubs: '♣ clubs',
    spades: '♠ spades',
    hearts: '♥ hearts',
    diamonds: '♦ diamonds',
    'no-trump': 'no trump',
    'all-trump': 'all trump',
  } as Record<string, string>,
  formCoinche: 'Coinche',
  formCoincheLevels: { coinche: 'coinche', surcoinche: 'surcoinche' } as Record<string, string>,
  formTakerCards: "Card points of the taker's team, without the last trick",
  formLast: 'Last trick (dix de der)',
  formBelote: 'Belote',
  formCapot: 'Capot',
  formAnnouncementsOf: (team: string) => `Announcement of ${team}`,
  formBeloteAnnouncements: {
    tierce: 'tierce',
    fifty: 'fifty (quarte)',
    hundred: 'hundred (quinte)',
    'four-jacks': 'four jacks',
    'four-nines': 'four nines',
    'four-aces': 'four aces',
    'four-tens': 'four tens',
    'four-kings': 'four kings',
    'four-queens': 'four queens',
  } as Record<string, string>,

  // The season’s statistics.
  colAverageRound: 'Average per round',
  colCapots: 'Capots',
};

/** The shape every language gives: the entries of English, each a text or a function of the same arguments. */
export type BeloteStrings = typeof en;

const de: BeloteStrings = {
  // The sheet.
  outcomes: {
    made: 'Erfüllt',
    failed: 'Nicht erfüllt',
    litige: 'Litige',
    capot: 'Capot',
  },
  cellCaptionTeams: 'In jeder Zelle: die Punkte des Spiels, dahinter in Klammern der Stand der Partie.',
  colTaker: 'Preneur / Kontrakt',
  colOutcome: 'Ergebnis',
  potHeld: (n: number) => `Reserve ${n}`,
  potAwarded: (team: string, n: number) => `${team} bekommt die Reserve (${n})`,
  coinche: 'coinche',

  // The totals and the statistics.
  colGamesWon: 'Gewonnene Partien',
  colContracts: 'Kontrakte',
  colMade: 'Erfüllt',
  colFailed: 'Nicht erfüllt',
  colLitiges: 'Litiges',
  colCoinched: 'Gecoincht',
  colCoinchedMade: 'Gecoincht & erfüllt',

  // The games (parties) of an evening.
  games: 'Partien',
  gameTab: (n: number) => `Partie ${n}`,
  gameTabWon: (n: number, winner: string) => `Partie ${n} · gewonnen von ${winner}`,
  gameTabRunning: (n: number) => `Partie ${n} · läuft`,
  colCurrentGame: (n: number) => `Partie ${n} (läuft)`,
  gameWonBy: (n: number, winner: string) => `Partie ${n} gewonnen von ${winner}`,
  gameRunning: (n: number, target: string | undefined) =>
    target ? `Partie ${n} läuft (bis ${target})` : `Partie ${n} läuft`,
  gameRounds: (first: number, last: number) => (first === last ? `Spiel ${first}` : `Spiele ${first}–${last}`),

  // The Add round form (the game’s terms stay French: belote, capot, coinche).
  formTaker: 'Preneur',
  formContract: 'Kontrakt',
  formContractPlayer: 'Spieler',
  formContractValue: 'Wert',
  formTrump: 'Trumpf',
  formTrumps: {
    clubs: '♣ Kreuz',
    spades: '♠ Pik',
    hearts: '♥ Herz',
    diamonds: '♦ Karo',
    'no-trump': 'Sans-Atout',
    'all-trump': 'Tout-Atout',
  } as Record<string, string>,
  formCoinche: 'Coinche',
  formCoincheLevels: { coinche: 'Coinche', surcoinche: 'Surcoinche' } as Record<string, string>,
  formTakerCards: 'Augen des Teams des Preneurs, ohne den letzten Stich',
  formLast: 'Letzter Stich (dix de der)',
  formBelote: 'Belote',
  formCapot: 'Capot',
  formAnnouncementsOf: (team: string) => `Meldung von ${team}`,
  formBeloteAnnouncements: {
    tierce: 'Tierce',
    fifty: 'Fünfzig (Quarte)',
    hundred: 'Hundert (Quinte)',
    'four-jacks': 'vier Buben',
    'four-nines': 'vier Neunen',
    'four-aces': 'vier Asse',
    'four-tens': 'vier Zehnen',
    'four-kings': 'vier Könige',
    'four-queens': 'vier Damen',
  } as Record<string, string>,

  // The season’s statistics.
  colAverageRound: 'Schnitt pro Spiel',
  colCapots: 'Capots',
};

const fr: BeloteStrings = {
  // The sheet.
  outcomes: {
    made: 'Fait',
    failed: 'Dedans',
    litige: 'Litige',
    capot: 'Capot',
  },
  cellCaptionTeams: 'Dans chaque case : les points de la donne, puis le cumul de la partie entre parenthèses.',
  colTaker: 'Preneur / contrat',
  colOutcome: 'Résultat',
  potHeld: (n: number) => `litige en suspens ${n}`,
  potAwarded: (team: string, n: number) => `${team} remporte le litige (${n})`,
  coinche: 'coinche',

  // The totals and the statistics.
  colGamesWon: 'Parties gagnées',
  colContracts: 'Contrats',
  colMade: 'Faits',
  colFailed: 'Dedans',
  colLitiges: 'Litiges',
  colCoinched: 'Coinchés',
  colCoinchedMade: 'Coinchés et faits',

  // The games (parties) of an evening.
  games: 'Parties',
  gameTab: (n: number) => `Partie ${n}`,
  gameTabWon: (n: number, winner: string) => `Partie ${n} · gagnée par ${winner}`,
  gameTabRunning: (n: number) => `Partie ${n} · en cours`,
  colCurrentGame: (n: number) => `Partie ${n} (en cours)`,
  gameWonBy: (n: number, winner: string) => `Partie ${n} gagnée par ${winner}`,
  gameRunning: (n: number, target: string | undefined) =>
    target ? `Partie ${n} en cours (en ${target})` : `Partie ${n} en cours`,
  gameRounds: (first: number, last: number) => (first === last ? `donne ${first}` : `donnes ${first} à ${last}`),

  // The Add round form (the game’s terms stay French: belote, capot, coinche).
  formTaker: 'Preneur',
  formContract: 'Contrat',
  formContractPlayer: 'Joueur',
  formContractValue: 'Valeur',
  formTrump: 'Atout',
  formTrumps: {
    clubs: '♣ trèfle',
    spades: '♠ pique',
    hearts: '♥ cœur',
    diamonds: '♦ carreau',
    'no-trump': 'sans atout',
    'all-trump': 'tout atout',
  } as Record<string, string>,
  formCoinche: 'Coinche',
  formCoincheLevels: { coinche: 'coinche', surcoinche: 'surcoinche' } as Record<string, string>,
  formTakerCards: 'Points de cartes de l’équipe du preneur, sans le dernier pli',
  formLast: 'Dernier pli (dix de der)',
  formBelote: 'Belote',
  formCapot: 'Capot',
  formAnnouncementsOf: (team: string) => `Annonce de ${team}`,
  formBeloteAnnouncements: {
    tierce: 'tierce',
    fifty: 'cinquante',
    hundred: 'cent',
    'four-jacks': 'carré de valets',
    'four-nines': 'carré de neuf',
    'four-aces': 'carré d’as',
    'four-tens': 'carré de dix',
    'four-kings': 'carré de rois',
    'four-queens': 'carré de dames',
  } as Record<string, string>,

  // The season’s statistics.
  colAverageRound: 'Moyenne par donne',
  colCapots: 'Capots',
};

/** Every language's table (the tests hold each to the English keys). */
export const TABLES: Record<Lang, BeloteStrings> = { en, de, fr };

/** The table of the view's language (webview/strings.ts: setViewLang). */
export function beloteStrings(): BeloteStrings {
  return TABLES[viewLang];
}
