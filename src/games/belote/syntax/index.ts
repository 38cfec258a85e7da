// Belote's and Coinche's syntax (GameModule.syntax): their round lines and words, their teams, four players.

import { msg } from '../../../messages';
import type { GameKind } from '../../../format/ast';
import type { GameSyntax } from '../../../format/syntax';
import { parseBeloteItem } from './items';
import { BELOTE_WORDS } from './words';

/** The lines both kinds end with: who deals, the stated scores and totals, the cards of a deal. */
const COMMON = ['dealer', 'score', 'total', 'hand', 'trick'];

const ROUND_DIRECTIVES: Readonly<Record<GameKind, readonly string[]>> = {
  belote: ['taker', 'trump', 'cards', 'points', 'last', 'belote', 'announce', 'capot', ...COMMON],
  coinche: ['contract', 'cards', 'points', 'last', 'belote', 'announce', 'capot', 'generale', ...COMMON],
};

export const BELOTE_SYNTAX: GameSyntax = {
  roundDirectives: (kind) => ROUND_DIRECTIVES[kind] ?? [],
  headerDirectives: ['teams', 'target'],
  words: BELOTE_WORDS,
  sides: { teams: true },
  playerCount: (kind, count) =>
    count !== 4 ? msg('player-count.belote', { game: kind as 'belote' | 'coinche', count }) : undefined,
  rulesMissing: () => msg('missing-argument.rules-belote'),
  readItem: parseBeloteItem,
};
