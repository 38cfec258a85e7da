// Skat's syntax (GameModule.syntax): its round lines and words, three to five players, the presets it names.

import { msg } from '../../../messages';
import type { GameSyntax } from '../../../format/syntax';
import { parseSkatItem } from './items';
import { SKAT_WORDS } from './words';

/** Skat's round lines, in the order "did you mean" tries them (the format reads dealer, hand and trick). */
export const SKAT_ROUND_DIRECTIVES: readonly string[] = [
  'declarer',
  'with',
  'without',
  'ouvert',
  'announce',
  'bid',
  'cards',
  'tricks',
  'skat',
  'schneider',
  'schwarz',
  'won',
  'lost',
  'overbid',
  'passed',
  'kontra',
  're',
  'supra',
  'spitze',
  'bock',
  'score',
  'total',
  'seeger',
  'won-lost',
  'ramsch',
  'jungfrau',
  'durchmarsch',
  'loser',
  'pushed',
  'last-trick',
  'dealer',
  'hand',
  'trick',
];

export const SKAT_SYNTAX: GameSyntax = {
  roundDirectives: () => SKAT_ROUND_DIRECTIVES,
  headerDirectives: ['target'],
  words: SKAT_WORDS,
  sides: {},
  playerCount: (_kind, count) => (count < 3 || count > 5 ? msg('skat.player-count', { count }) : undefined),
  rulesMissing: () => msg('skat.rules-missing'),
  readItem: parseSkatItem,
  bareCommonLines: ['hand'],
  // Stakes go below a cent (`stake 0.0025 EUR`, a quarter cent per point: rules/skat.md §7.4).
  stakeDecimals: 4,
};
