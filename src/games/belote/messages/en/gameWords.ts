// Belote and Coinche by name in English: their titles, the words their `game` lines write, their rule
// switches and values, their presets (the Rules disclosure, the reports' rules line; src/messages/gameWords.ts).

import type { GameWords } from '../../../../messages/gameWords';

export const gameWords: GameWords = {
  kinds: [
    { kind: 'belote', title: 'Belote', word: 'belote' },
    { kind: 'coinche', title: 'Coinche', word: 'coinche' },
  ],
  // A concours' series is a partie (TournamentHook.seriesName).
  series: { partie: { one: 'partie', other: 'parties', title: 'Partie', abbr: 'P' } },
  switchNames: {
    'no-trump-ace': 'Ace at no-trump',
    'all-trump-values': 'Card values at all-trump',
    rounding: 'Rounding',
    'rounding-five': 'A 5 in rounding',
    capot: 'Capot value',
    'failed-base': 'Failed contract’s base',
    litige: 'Litige',
    'litige-belote': 'Belote in a litige',
    announcements: 'Announcements',
    'failed-announcements': 'Announcements of a failed taker',
    'capot-announcements': 'Defence announcements in a capot',
    surcoinche: 'Surcoinche multiplier',
    'coinched-value': 'Coinched round value',
    'belote-multiplied': 'Belote multiplied',
    'failed-capot': 'Failed capot bid',
    'coinche-scoring': 'Coinche scoring',
    'capot-scoring': 'Made capot contract',
    generale: 'Générale value',
    'unbid-capot': 'Capot not bid',
    'coinche-success': 'Contract made when',
    'failed-belote': 'Belote of a failed taker',
    'bid-margin': 'Points over the contract',
    'belote-counts': 'Belote counts for the contract',
    deals: 'Deals per game',
    'end-tie': 'Tie at the target',
    'belote-only-win': 'Win by belote alone',
    overtrump: 'Must overtrump',
    'partner-master': 'Partner holds the trick',
  },
  switchValues: {
    'all-trump-values': {
      raw: 'raw (258)',
      ffb: 'FFB',
      pagat: 'Pagat',
    },
    rounding: {
      none: 'none',
      'per-team': 'each team',
      complement: 'complement to 160',
    },
    'rounding-five': {
      up: 'rounds up',
      down: 'rounds down',
    },
    'failed-base': {
      deal: 'the deal (162)',
    },
    litige: {
      carry: 'pot for the next round',
      off: 'tie fails',
      made: 'tie is made',
    },
    'litige-belote': {
      keep: 'scored at once',
      hold: 'held with the pot',
    },
    'failed-announcements': {
      defence: 'go to the defence',
      lost: 'lost',
    },
    'capot-announcements': {
      taker: 'go to the taker',
      keep: 'kept',
    },
    'coinched-value': {
      bracket: 'whole bracket × m',
      'bid-only': 'contract only × m',
    },
    'coinche-scoring': {
      points: 'points',
      contract: 'contract only (points annoncés)',
    },
    'capot-scoring': {
      cards: 'cards + contract',
      flat: 'contract only',
    },
    'coinche-success': {
      ahead: 'contract reached and ahead',
      contract: 'contract reached',
    },
    'failed-belote': {
      taker: 'kept by the taker',
      defence: 'to the defence',
    },
    deals: {
      off: 'off (the target)',
    },
    'end-tie': {
      'another-round': 'another round',
      'last-contract': 'last contract decides',
    },
  },
  presets: { house: 'house rules', official: 'official FFB rules' },
  terms: {
    taker: 'taker',
    contract: 'contract',
    capot: 'capot',
    belote: 'belote',
    litige: 'litige',
    coinche: 'coinche',
    surcoinche: 'surcoinche',
    generale: 'générale',
    dixDeDer: 'dix de der',
    defence: 'defence',
  },
};
