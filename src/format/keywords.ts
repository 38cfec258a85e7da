// Which directive belongs where: header or round, and to which game; plus "did you mean" suggestions.

import type { GameKind } from './ast';
import { canonicalWord, closest, foldWord, VOCABULARY, type WordHint } from '../words/vocabulary';

export const HEADER_DIRECTIVES = [
  'game',
  'title',
  'date',
  'players',
  'teams',
  'rules',
  'set',
  'stake',
  'target',
  // A tournament's table sheet (score-format.md, "Tournaments and concours"): where it belongs, and a stopped clock.
  'series',
  'table',
  'timeout',
] as const;
export type HeaderDirective = (typeof HEADER_DIRECTIVES)[number];

/**
 * Directives whose argument is the rest of the line as written, not its words (header.ts reads `title` so): every
 * space in it counts, so the formatter leaves it alone. Every other directive is read from its words alone.
 */
export const FREE_TEXT_DIRECTIVES: ReadonlySet<string> = new Set<HeaderDirective>(['title']);

/** Header directives that only make sense for one game family. */
const HEADER_ONLY_BELOTE = new Set(['teams', 'target']);

const TRICK_DIRECTIVES = ['hand', 'trick'];

export const ROUND_DIRECTIVES: Record<GameKind, readonly string[]> = {
  doppelkopf: [
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
    'dealer',
    'won',
    'score',
    'total',
    ...TRICK_DIRECTIVES,
  ],
  belote: [
    'taker',
    'trump',
    'cards',
    'points',
    'last',
    'belote',
    'announce',
    'capot',
    'dealer',
    'score',
    'total',
    ...TRICK_DIRECTIVES,
  ],
  coinche: [
    'contract',
    'cards',
    'points',
    'last',
    'belote',
    'announce',
    'capot',
    'generale',
    'dealer',
    'score',
    'total',
    ...TRICK_DIRECTIVES,
  ],
};

/** The canonical keyword a first word means (`Spiel` → `round`); an unknown word, folded (see foldWord). */
export function canonicalKeyword(word: string): string {
  return canonicalWord('directive', word) ?? foldWord(word);
}

const ALL_ROUND = new Set<string>([
  ...ROUND_DIRECTIVES.doppelkopf,
  ...ROUND_DIRECTIVES.belote,
  ...ROUND_DIRECTIVES.coinche,
]);
const HEADER_SET = new Set<string>(HEADER_DIRECTIVES);

export function isHeaderDirective(k: string): k is HeaderDirective {
  return HEADER_SET.has(k);
}

export function isRoundDirective(k: string): boolean {
  return ALL_ROUND.has(k);
}

const BELOTE_FAMILY = new Set([...ROUND_DIRECTIVES.belote, ...ROUND_DIRECTIVES.coinche]);
const DOPPELKOPF = new Set(ROUND_DIRECTIVES.doppelkopf);

/** Which module reads a round directive: both games' (sharedItems), Doppelkopf's or Belote's. */
export function itemFamily(k: string): 'shared' | 'doppelkopf' | 'belote' {
  if (!DOPPELKOPF.has(k)) return 'belote';
  return BELOTE_FAMILY.has(k) ? 'shared' : 'doppelkopf';
}

/** Undefined when `k` may be used in `game`; otherwise the games it belongs to, for the message. */
export function wrongGameFor(k: string, game: GameKind | undefined): GameKind[] | undefined {
  if (!game) return undefined;
  if (isHeaderDirective(k)) {
    return HEADER_ONLY_BELOTE.has(k) && game === 'doppelkopf' ? ['belote', 'coinche'] : undefined;
  }
  if (ROUND_DIRECTIVES[game].includes(k)) return undefined;
  return (Object.keys(ROUND_DIRECTIVES) as GameKind[]).filter((g) => ROUND_DIRECTIVES[g].includes(k));
}

/** Each directive's German and French words, for suggestions. */
const NATIVE = new Map(VOCABULARY.filter((e) => e.cls === 'directive').map((e) => [e.canonical, [...e.de, ...e.fr]]));

/**
 * The closest known keyword (header directives, `round`, this game's directives first; then their
 * German and French words), if one is close enough to be a typo.
 */
export function suggestKeyword(word: string, game: GameKind | undefined): WordHint | undefined {
  const mine = game ? ROUND_DIRECTIVES[game] : [...ALL_ROUND];
  const canonical = [...HEADER_DIRECTIVES, 'round', ...mine];
  const hints: WordHint[] = canonical.map((c) => ({ form: c, canonical: c }));
  for (const c of canonical) for (const form of NATIVE.get(c) ?? []) hints.push({ form, canonical: c });
  return closest(word, hints);
}
