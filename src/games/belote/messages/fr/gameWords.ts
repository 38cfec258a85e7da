// Belote and Coinche by name in French: their titles, the words their `game` lines write, their rule
// switches and values, their presets (the Rules disclosure, the reports' rules line; src/messages/gameWords.ts).

import type { GameWords } from '../../../../messages/gameWords';

export const gameWords: GameWords = {
  kinds: [
    // Common nouns in French: `une feuille de belote`.
    { kind: 'belote', title: 'Belote', word: 'belote', noun: 'belote' },
    { kind: 'coinche', title: 'Coinche', word: 'coinche', noun: 'coinche' },
  ],
  // Its rounds' outcomes in a report's outcome column (src/messages/gameWords.ts).
  outcomes: { made: 'faite', failed: 'chutée', litige: 'litige', capot: 'capot' },
  // A concours' series is a partie (TournamentHook.seriesName).
  series: { partie: { one: 'partie', other: 'parties', title: 'Partie', abbr: 'P' } },
  switchNames: {
    'no-trump-ace': 'As à sans-atout',
    'all-trump-values': 'Valeurs à tout-atout',
    rounding: 'Arrondi',
    'rounding-five': 'Un 5 à l’arrondi',
    capot: 'Valeur du capot',
    'failed-base': 'Base du dedans',
    litige: 'Litige',
    'litige-belote': 'Belote en litige',
    announcements: 'Annonces',
    'failed-announcements': 'Annonces du preneur chuté',
    'capot-announcements': 'Annonces de la défense en cas de capot',
    surcoinche: 'Multiplicateur de surcoinche',
    'coinched-value': 'Valeur d’une donne coinchée',
    'belote-multiplied': 'Belote multipliée',
    'failed-capot': 'Capot demandé chuté',
    'coinche-scoring': 'Décompte de la coinche',
    'capot-scoring': 'Capot annoncé réussi',
    generale: 'Valeur de la générale',
    'unbid-capot': 'Capot non demandé',
    'coinche-success': 'Contrat fait si',
    'failed-belote': 'Belote d’un preneur chuté',
    'bid-margin': 'Points au-delà du contrat',
    'belote-counts': 'Belote comptée pour le contrat',
    deals: 'Donnes par partie',
    'end-tie': 'Égalité à l’objectif',
    'belote-only-win': 'Victoire par la seule belote',
    overtrump: 'Obligation de monter',
    'partner-master': 'Partenaire maître',
  },
  switchValues: {
    'all-trump-values': {
      raw: 'brutes (258)',
      ffb: 'FFB',
      pagat: 'Pagat',
    },
    rounding: {
      none: 'aucun',
      'per-team': 'par équipe',
      complement: 'complément à 160',
    },
    'rounding-five': {
      up: 'arrondi au-dessus',
      down: 'arrondi en dessous',
    },
    'failed-base': {
      deal: 'la donne (162)',
    },
    litige: {
      carry: 'mis en attente pour la donne suivante',
      off: 'l’égalité fait chuter',
      made: 'l’égalité passe',
    },
    'litige-belote': {
      keep: 'comptée tout de suite',
      hold: 'gardée avec le litige',
    },
    'failed-announcements': {
      defence: 'à la défense',
      lost: 'perdues',
    },
    'capot-announcements': {
      taker: 'au preneur',
      keep: 'gardées par la défense',
    },
    'coinched-value': {
      bracket: 'toute la parenthèse × m',
      'bid-only': 'contrat seul × m',
    },
    'coinche-scoring': {
      points: 'aux points',
      contract: 'aux points annoncés',
    },
    'capot-scoring': {
      cards: 'cartes + contrat',
      flat: 'contrat seul',
    },
    'coinche-success': {
      ahead: 'contrat atteint et devant',
      contract: 'contrat atteint',
    },
    'failed-belote': {
      taker: 'gardée par le preneur',
      defence: 'à la défense',
    },
    deals: {
      off: 'non (l’objectif)',
    },
    'end-tie': {
      'another-round': 'une donne de plus',
      'last-contract': 'le dernier contrat décide',
    },
  },
  presets: { house: 'règles maison', official: 'règles officielles FFB' },
  terms: {
    taker: 'preneur',
    contract: 'contrat',
    capot: 'capot',
    belote: 'belote',
    litige: 'litige',
    coinche: 'coinche',
    surcoinche: 'surcoinche',
    generale: 'générale',
    dixDeDer: 'dix de der',
    defence: 'défense',
  },
};
