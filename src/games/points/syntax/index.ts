// The syntax of `game points`: a round writes `score` (each player's points) and `total` (a checkpoint), both by
// player; the header may write `target N` as well as `set target N`; 2 to 12 players.

import { msg } from '../../../messages';
import type { RoundItem } from '../../../format/ast';
import type { ParseContext } from '../../../format/context';
import type { Directive } from '../../../format/lexer';
import { parseStated } from '../../../format/sharedItems';
import type { GameSyntax } from '../../../format/syntax';
import { w, type VocabularyEntry } from '../../../words/vocabulary';

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 12;

/** Its words: the one preset (`score` and `total` are the format's: `punkte`/`stand`, `marque`/`cumul`). */
export const POINTS_WORDS: readonly VocabularyEntry[] = [w('preset', 'standard')];

function readItem(ctx: ParseContext, d: Directive): RoundItem | undefined {
  if (d.k !== 'score' && d.k !== 'total') return undefined;
  return parseStated(ctx, d, d.k, 'player', () => msg('pts.usage.score', { keyword: d.written, ex: ctx.ex }));
}

export const POINTS_SYNTAX: GameSyntax = {
  roundDirectives: () => ['score', 'total'],
  headerDirectives: ['target'],
  words: POINTS_WORDS,
  sides: {},
  // `game punkte` (German); French writes `points` as English does.
  kindWords: { punkte: 'points' },
  playerCount: (_kind, count) =>
    count < MIN_PLAYERS || count > MAX_PLAYERS ? msg('pts.player-count', { count }) : undefined,
  rulesMissing: () => msg('pts.rules-missing'),
  readItem,
};
