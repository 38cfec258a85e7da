// Doppelkopf by name in English: its title, the word its `game` line writes, its rule switches and their values,
// its presets (the view's Rules disclosure, the reports' rules line; src/messages/gameWords.ts makes the entries).

import type { GameWords } from '../../../../messages/gameWords';

export const gameWords: GameWords = {
  kinds: [{ kind: 'doppelkopf', title: 'Doppelkopf', word: 'doppelkopf' }],
  switchNames: {
    announcement: 'Re/Kontra announcement',
    'doubling-scope': 'What Re/Kontra double',
    'kontra-only': 'Kontra’s target when only Kontra announced',
    'tie-120': '120:120 without announcements',
    refutation: 'Points against Absagen',
    netting: 'Special points netting',
    fox: 'Fuchs',
    doppelkopf: 'Doppelkopf',
    karlchen: 'Karlchen',
    'fox-last-trick': 'Fuchs in the last trick',
    'karlchen-caught': 'Karlchen caught',
    'specials-in-solo': 'Special points in solos',
    'lost-solo-bonus': 'Bonus against a lost solo',
    poverty: 'Armut (poverty)',
    bock: 'Bock rounds',
    'bock-triggers': 'Bock triggers',
    'bock-length': 'Games per Bock round',
    'bock-overlap': 'Overlapping Bock rounds',
    'duty-solo': 'Pflichtsolo',
    series: 'Games per series',
    'won-includes-bock': 'Written value includes Bock',
    counting: 'How games are written',
    nines: 'With nines',
    dulle: 'Dulle',
    'dulle-caught': 'Dulle caught',
    'marriage-partner': 'Hochzeit partner',
  },
  switchValues: {
    announcement: {
      plus2: '+2 each',
      double: 'doubles the value',
    },
    'doubling-scope': {
      all: 'the whole value',
      game: 'game points only',
    },
    refutation: {
      each: 'each Absage',
      highest: 'only the highest',
    },
    netting: {
      net: 'netted',
      clamp: 'clamped at 0',
    },
    'fox-last-trick': {
      '1': '1',
      '2': '2',
      point: 'Fuchs am Ende is a point',
    },
    'bock-triggers': {
      'tie-120': '120:120',
      'lost-solo': 'lost solo',
      'lost-announcement': 'lost announcement',
      black: 'schwarz',
      'heart-trick': 'heart trick',
    },
    'bock-overlap': {
      multiply: 'multiply',
      append: 'queue up',
    },
    series: {
      all: 'all games',
    },
    counting: {
      'plus-minus': 'plus and minus',
      plus: 'plus only',
      minus: 'minus only',
    },
    dulle: {
      'first-wins': 'first wins',
      'second-wins': 'second wins',
    },
    'marriage-partner': {
      'first-trick': 'first trick',
      'first-plain-trick': 'first plain-suit trick',
      'first-trump-trick': 'first trump trick',
    },
  },
  presets: { ddv: 'DDV rules' },
  terms: {
    re: 'Re',
    kontra: 'Kontra',
    dutySolo: 'duty solo',
    pflichtsolo: 'Pflichtsolo',
    vorfuehrung: 'Vorführung',
    soloist: 'soloist',
    marriage: 'marriage',
    silentMarriage: 'silent marriage',
    poverty: 'poverty',
    bock: 'bock',
    fox: 'fox',
    karlchen: 'Karlchen',
    cardPoints: 'card points',
  },
};
