// Card values and deal totals per trump kind and rules profile (belote.md Part B §3).

import type { Card, Rank } from '../../../format/ast';
import type { TrumpKind } from '../syntax/itemTypes';
import type { BeloteRules } from '../rules';

/** The switches that decide card values (belote.md §3): the game, `no-trump-ace`, `all-trump-values`. */
export type CardValueRules = Pick<BeloteRules, 'game' | 'noTrumpAce' | 'allTrumpValues'>;

type Table = Record<Rank, number>;

/** Trump suit values (also the raw all-trump values): J 20, 9 14, A 11, 10 10, K 4, Q 3. */
export const TRUMP_VALUES: Table = { J: 20, '9': 14, A: 11, '10': 10, K: 4, Q: 3, '8': 0, '7': 0 };
export const PLAIN_VALUES: Table = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0, '8': 0, '7': 0 };
/** FFB no-trump: the ace is raised to 19 so the deal is 162 like a suit deal. */
export const NO_TRUMP_FFB_VALUES: Table = { ...PLAIN_VALUES, A: 19 };
/** FFB coinche all-trump (FFB-C §11.3). */
export const ALL_TRUMP_FFB_VALUES: Table = { J: 13, '9': 9, A: 6, '10': 5, K: 3, Q: 2, '8': 0, '7': 0 };
export const ALL_TRUMP_PAGAT_VALUES: Table = { J: 14, '9': 9, A: 6, '10': 5, K: 3, Q: 1, '8': 0, '7': 0 };

export interface DealKind {
  /** Card points of the whole deal, without the last trick (what `cards` lines add up to). */
  cards: number;
  /** Cards plus the 10 for the last trick. */
  deal: number;
  /** FFB classic all-trump: raw 258 points are scaled to 162 (nearest integer per team). */
  scaled: boolean;
}

export type Game = 'belote' | 'coinche';

function allTrumpProfile(rules: CardValueRules): 'raw' | 'ffb-classic' | 'ffb' | 'pagat' {
  const v = rules.allTrumpValues;
  if (v === 'pagat') return 'pagat';
  if (v === 'ffb') return rules.game === 'belote' ? 'ffb-classic' : 'ffb';
  return 'raw';
}

/** The values of one card in a deal of this trump kind. */
export function cardValue(card: Card, trump: TrumpKind, rules: CardValueRules): number {
  if (trump === 'no-trump') return (rules.noTrumpAce === 19 ? NO_TRUMP_FFB_VALUES : PLAIN_VALUES)[card.rank];
  if (trump === 'all-trump') {
    const p = allTrumpProfile(rules);
    return (p === 'ffb' ? ALL_TRUMP_FFB_VALUES : p === 'pagat' ? ALL_TRUMP_PAGAT_VALUES : TRUMP_VALUES)[card.rank];
  }
  return (card.suit === trump ? TRUMP_VALUES : PLAIN_VALUES)[card.rank];
}

/**
 * Deal totals (§8 check 5): suit 152/162; no-trump 120/130 (A 11) or 152/162 (A 19); all-trump 248/258 raw or 152/162.
 */
export function dealFor(trump: TrumpKind, rules: CardValueRules): DealKind {
  if (trump === 'no-trump')
    return rules.noTrumpAce === 19
      ? { cards: 152, deal: 162, scaled: false }
      : { cards: 120, deal: 130, scaled: false };
  if (trump === 'all-trump') {
    const p = allTrumpProfile(rules);
    if (p === 'raw') return { cards: 248, deal: 258, scaled: false };
    if (p === 'ffb-classic') return { cards: 248, deal: 258, scaled: true };
    return { cards: 152, deal: 162, scaled: false };
  }
  return { cards: 152, deal: 162, scaled: false };
}

/** FFB-B §11.3: raw all-trump points × 162/258 to the nearest integer (the two sides always add up to 162). */
export function scaleAllTrump(raw: number): number {
  return Math.round((raw * 162) / 258);
}

const SUIT_SIGNS: Record<string, string> = {
  clubs: '♣',
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  'no-trump': ' no-trump',
  'all-trump': ' all-trump',
};

/** `♠`, `♥`, ` no-trump` … for summaries (`90♠`, `110 no-trump`). */
export function trumpSign(trump: TrumpKind): string {
  return SUIT_SIGNS[trump] ?? trump;
}

export function trumpName(trump: TrumpKind): string {
  return trump;
}
