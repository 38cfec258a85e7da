// Doppelkopf by name in German: its title, the word its `game` line writes, its rule switches and their values,
// its presets (the view's Rules disclosure, the reports' rules line; src/messages/gameWords.ts makes the entries).

import type { GameWords } from '../../../../messages/gameWords';

export const gameWords: GameWords = {
  kinds: [{ kind: 'doppelkopf', title: 'Doppelkopf', word: 'doppelkopf' }],
  // Its rounds' outcomes in a report's outcome column (src/messages/gameWords.ts).
  outcomes: { re: 'Re', kontra: 'Kontra', none: 'kein Gewinner' },
  switchNames: {
    announcement: 'Ansage Re/Kontra',
    'doubling-scope': 'Was Re/Kontra verdoppeln',
    'kontra-only': 'Ziel von Kontra, wenn nur Kontra angesagt hat',
    'tie-120': '120:120 ohne Ansagen',
    refutation: 'Punkte gegen Absagen',
    netting: 'Sonderpunkte verrechnen',
    fox: 'Fuchs',
    doppelkopf: 'Doppelkopf',
    karlchen: 'Karlchen',
    'fox-last-trick': 'Fuchs im letzten Stich',
    'karlchen-caught': 'Karlchen gefangen',
    'specials-in-solo': 'Sonderpunkte im Solo',
    'lost-solo-bonus': 'Bonus gegen ein verlorenes Solo',
    poverty: 'Armut',
    bock: 'Bockrunden',
    'bock-triggers': 'Bock-Auslöser',
    'bock-length': 'Spiele pro Bockrunde',
    'bock-overlap': 'Überlappende Bockrunden',
    'duty-solo': 'Pflichtsolo',
    series: 'Spiele pro Serie',
    'won-includes-bock': 'Notierter Wert enthält Bock',
    counting: 'Schreibweise',
    nines: 'Mit Neunen',
    dulle: 'Dulle',
    'dulle-caught': 'Dulle gefangen',
    'marriage-partner': 'Hochzeitspartner',
  },
  switchValues: {
    announcement: {
      plus2: 'je +2',
      double: 'verdoppelt den Wert',
    },
    'doubling-scope': {
      all: 'den ganzen Wert',
      game: 'nur die Spielpunkte',
    },
    refutation: {
      each: 'jede Absage',
      highest: 'nur die höchste',
    },
    netting: {
      net: 'verrechnet',
      clamp: 'bei 0 gekappt',
    },
    'fox-last-trick': {
      '1': '1',
      '2': '2',
      point: 'Fuchs am Ende zählt',
    },
    'bock-triggers': {
      'tie-120': '120:120',
      'lost-solo': 'verlorenes Solo',
      'lost-announcement': 'verlorene Ansage',
      black: 'schwarz',
      'heart-trick': 'Herzstich',
    },
    'bock-overlap': {
      multiply: 'multiplizieren',
      append: 'hintereinander',
    },
    series: {
      all: 'alle Spiele',
    },
    counting: {
      'plus-minus': 'plus und minus',
      plus: 'nur plus',
      minus: 'nur minus',
    },
    dulle: {
      'first-wins': 'die erste sticht',
      'second-wins': 'die zweite sticht',
    },
    'marriage-partner': {
      'first-trick': 'erster Stich',
      'first-plain-trick': 'erster Fehlstich',
      'first-trump-trick': 'erster Trumpfstich',
    },
  },
  presets: { ddv: 'DDV-Regeln' },
  terms: {
    re: 'Re',
    kontra: 'Kontra',
    dutySolo: 'Pflichtsolo',
    pflichtsolo: 'Pflichtsolo',
    vorfuehrung: 'Vorführung',
    soloist: 'Solist',
    marriage: 'Hochzeit',
    silentMarriage: 'stille Hochzeit',
    poverty: 'Armut',
    bock: 'Bock',
    fox: 'Fuchs',
    karlchen: 'Karlchen',
    cardPoints: 'Augen',
  },
};
