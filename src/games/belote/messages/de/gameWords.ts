// Belote and Coinche by name in German: their titles, the words their `game` lines write, their rule
// switches and values, their presets (the Rules disclosure, the reports' rules line; src/messages/gameWords.ts).

import type { GameWords } from '../../../../messages/gameWords';

export const gameWords: GameWords = {
  kinds: [
    { kind: 'belote', title: 'Belote', word: 'belote' },
    { kind: 'coinche', title: 'Coinche', word: 'coinche' },
  ],
  // Its rounds' outcomes in a report's outcome column (src/messages/gameWords.ts): litige and capot stay French.
  outcomes: { made: 'erfüllt', failed: 'verloren', litige: 'Litige', capot: 'Capot' },
  // A concours' series is a partie (TournamentHook.seriesName).
  series: { partie: { one: 'Partie', other: 'Partien', title: 'Partie', abbr: 'P' } },
  switchNames: {
    'no-trump-ace': 'Ass bei Sans-Atout',
    'all-trump-values': 'Kartenwerte bei Tout-Atout',
    rounding: 'Runden',
    'rounding-five': 'Eine 5 beim Runden',
    capot: 'Wert eines Capot',
    'failed-base': 'Grundwert beim Verlieren',
    litige: 'Litige',
    'litige-belote': 'Belote im Litige',
    announcements: 'Ansagen',
    'failed-announcements': 'Ansagen bei verlorenem Kontrakt',
    'capot-announcements': 'Ansagen der Verteidigung beim Capot',
    surcoinche: 'Faktor der Surcoinche',
    'coinched-value': 'Wert eines gecoinchten Spiels',
    'belote-multiplied': 'Belote multipliziert',
    'failed-capot': 'Gescheiterter Capot',
    'coinche-scoring': 'Coinche-Wertung',
    'capot-scoring': 'Erfüllter Capot-Kontrakt',
    generale: 'Wert der Générale',
    'unbid-capot': 'Capot ohne Kontrakt',
    'coinche-success': 'Kontrakt erfüllt, wenn',
    'failed-belote': 'Belote eines verlorenen Preneurs',
    'bid-margin': 'Punkte über dem Kontrakt',
    'belote-counts': 'Belote zählt zum Kontrakt',
    deals: 'Spiele pro Partie',
    'end-tie': 'Gleichstand am Ziel',
    'belote-only-win': 'Sieg nur durch die Belote',
    overtrump: 'Überstechpflicht',
    'partner-master': 'Partner hält den Stich',
  },
  switchValues: {
    'all-trump-values': {
      raw: 'roh (258)',
      ffb: 'FFB',
      pagat: 'Pagat',
    },
    rounding: {
      none: 'nicht',
      'per-team': 'je Team',
      complement: 'Ergänzung auf 160',
    },
    'rounding-five': {
      up: 'aufrunden',
      down: 'abrunden',
    },
    'failed-base': {
      deal: 'das Spiel (162)',
    },
    litige: {
      carry: 'Reserve fürs nächste Spiel',
      off: 'Gleichstand verliert',
      made: 'Gleichstand erfüllt',
    },
    'litige-belote': {
      keep: 'zählt sofort',
      hold: 'bleibt in der Reserve',
    },
    'failed-announcements': {
      defence: 'an die Verteidigung',
      lost: 'verfallen',
    },
    'capot-announcements': {
      taker: 'an das Team des Preneurs',
      keep: 'behält die Verteidigung',
    },
    'coinched-value': {
      bracket: 'ganze Klammer × m',
      'bid-only': 'nur der Kontrakt × m',
    },
    'coinche-scoring': {
      points: 'Punkte',
      contract: 'nur der Kontrakt (points annoncés)',
    },
    'capot-scoring': {
      cards: 'Karten + Kontrakt',
      flat: 'nur der Kontrakt',
    },
    'coinche-success': {
      ahead: 'erreicht und vorn',
      contract: 'erreicht',
    },
    'failed-belote': {
      taker: 'bleibt beim Preneur',
      defence: 'an die Verteidigung',
    },
    deals: {
      off: 'aus (das Ziel)',
    },
    'end-tie': {
      'another-round': 'noch ein Spiel',
      'last-contract': 'letzter Kontrakt entscheidet',
    },
  },
  presets: { house: 'Hausregeln', official: 'offizielle FFB-Regeln' },
  terms: {
    taker: 'Preneur',
    contract: 'Kontrakt',
    capot: 'Capot',
    belote: 'Belote',
    litige: 'Litige',
    coinche: 'Coinche',
    surcoinche: 'Surcoinche',
    generale: 'Générale',
    dixDeDer: 'dix de der',
    defence: 'Verteidigung',
  },
};
