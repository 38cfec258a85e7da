// Doppelkopf's syntax (GameModule.syntax): its round lines and their words, its parties, its players' count.

import { msg } from '../../../messages';
import type { GameSyntax } from '../../../format/syntax';
import { parseDoppelkopfItem } from './items';
import { DOPPELKOPF_WORDS } from './words';

const ROUND_DIRECTIVES: readonly string[] = [
  're',
  'solo',
  'marriage',
  'silent-marriage',
  'poverty',
  'out',
  'cards',
  'tricks',
  'announce',
  'extras',
  'bock',
  'bock-trigger',
  'dealer',
  'won',
  'penalty',
  'score',
  'total',
  'hand',
  'trick',
];

export const DOPPELKOPF_SYNTAX: GameSyntax = {
  roundDirectives: () => ROUND_DIRECTIVES,
  headerDirectives: [],
  words: DOPPELKOPF_WORDS,
  sides: {
    parties: ['re', 'kontra'],
    partyWords: {
      reserved: (a) => msg('reserved-name.party', a),
      notPlayer: (a) => msg('unknown-name.player-not-party', a),
    },
  },
  // Its parties, and the words inside `marriage` and `poverty` lines: bare, they are no names.
  nameKeywords: ['re', 'kontra', 'with', 'alone'],
  playerCount: (_kind, count) => (count < 4 || count > 7 ? msg('player-count.doppelkopf', { count }) : undefined),
  rulesMissing: () => msg('missing-argument.rules-doppelkopf'),
  outsideRound: (k, keyword) => (k === 'penalty' ? msg('outside-round.penalty', { keyword }) : undefined),
  readItem: parseDoppelkopfItem,
};
