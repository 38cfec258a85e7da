// Doppelkopf by name in French: its title, the word its `game` line writes, its rule switches and their values,
// its presets (the view's Rules disclosure, the reports' rules line; src/messages/gameWords.ts makes the entries).

import type { GameWords } from '../../../../messages/gameWords';

export const gameWords: GameWords = {
  kinds: [{ kind: 'doppelkopf', title: 'Doppelkopf', word: 'doppelkopf' }],
  // Its rounds' outcomes in a report's outcome column (src/messages/gameWords.ts): Re and Kontra stay German.
  outcomes: { re: 'Re', kontra: 'Kontra', none: 'sans gagnant' },
  switchNames: {
    announcement: 'Annonce Re/Kontra',
    'doubling-scope': 'Ce que Re/Kontra doublent',
    'kontra-only': 'Objectif de Kontra quand seul Kontra a annoncé',
    'tie-120': '120:120 sans annonce',
    refutation: 'Points contre les Absagen',
    netting: 'Compensation des points spéciaux',
    fox: 'Fuchs',
    doppelkopf: 'Doppelkopf',
    karlchen: 'Karlchen',
    'fox-last-trick': 'Fuchs au dernier pli',
    'karlchen-caught': 'Karlchen pris',
    'specials-in-solo': 'Points spéciaux en solo',
    'lost-solo-bonus': 'Bonus contre un solo perdu',
    poverty: 'Armut',
    bock: 'Tours de Bock',
    'bock-triggers': 'Déclencheurs de Bock',
    'bock-length': 'Donnes par tour de Bock',
    'bock-overlap': 'Tours de Bock qui se chevauchent',
    'duty-solo': 'Pflichtsolo',
    series: 'Donnes par série',
    'won-includes-bock': 'Valeur notée avec Bock',
    counting: 'Façon de noter',
    nines: 'Avec les neuf',
    dulle: 'Dulle',
    'dulle-caught': 'Dulle prise',
    'marriage-partner': 'Partenaire de la Hochzeit',
  },
  switchValues: {
    announcement: {
      plus2: '+2 chacune',
      double: 'double la valeur',
    },
    'doubling-scope': {
      all: 'toute la valeur',
      game: 'les points de jeu seuls',
    },
    refutation: {
      each: 'chaque Absage',
      highest: 'seulement la plus haute',
    },
    netting: {
      net: 'compensés',
      clamp: 'ramenés à 0',
    },
    'fox-last-trick': {
      '1': '1',
      '2': '2',
      point: 'Fuchs am Ende compte',
    },
    'bock-triggers': {
      'tie-120': '120:120',
      'lost-solo': 'solo perdu',
      'lost-announcement': 'annonce perdue',
      black: 'schwarz',
      'heart-trick': 'pli de quatre cœurs',
    },
    'bock-overlap': {
      multiply: 'se multiplient',
      append: 'se suivent',
    },
    series: {
      all: 'toutes les donnes',
    },
    counting: {
      'plus-minus': 'plus et moins',
      plus: 'plus seulement',
      minus: 'moins seulement',
    },
    dulle: {
      'first-wins': 'la première gagne',
      'second-wins': 'la seconde gagne',
    },
    'marriage-partner': {
      'first-trick': 'premier pli',
      'first-plain-trick': 'premier pli hors atout',
      'first-trump-trick': 'premier pli d’atout',
    },
  },
  presets: { ddv: 'règles DDV' },
  terms: {
    re: 'Re',
    kontra: 'Kontra',
    dutySolo: 'Pflichtsolo',
    pflichtsolo: 'Pflichtsolo',
    vorfuehrung: 'Vorführung',
    soloist: 'soliste',
    marriage: 'Hochzeit',
    silentMarriage: 'stille Hochzeit',
    poverty: 'Armut',
    bock: 'Bock',
    fox: 'Fuchs',
    karlchen: 'Karlchen',
    cardPoints: 'points de cartes',
  },
};
