// Which directive belongs where: header or round, and to which game; plus "did you mean" suggestions.

import type { GameKind } from './ast';

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
] as const;
export type HeaderDirective = (typeof HEADER_DIRECTIVES)[number];

/** Header directives that only make sense for one game family. */
const HEADER_ONLY_BELOTE = new Set(['teams', 'target']);

const TRICK_DIRECTIVES = ['hand', 'trick'];

const ROUND_DIRECTIVES: Record<GameKind, readonly string[]> = {
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
    'score',
    'total',
    ...TRICK_DIRECTIVES,
  ],
  belote: ['taker', 'trump', 'cards', 'last', 'belote', 'announce', 'capot', 'score', 'total', ...TRICK_DIRECTIVES],
  coinche: [
    'contract',
    'cards',
    'last',
    'belote',
    'announce',
    'capot',
    'generale',
    'score',
    'total',
    ...TRICK_DIRECTIVES,
  ],
};

/** Spellings people type that mean a canonical keyword. */
const KEYWORD_ALIASES = new Map([
  ['générale', 'generale'],
  ['augen', 'cards'],
]);

export function canonicalKeyword(word: string): string {
  const k = word.toLowerCase();
  return KEYWORD_ALIASES.get(k) ?? k;
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

/** Edit distance with an early exit; `b` is a short keyword, so this stays linear in `a`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length];
}

/** The closest known keyword (directives of this game first), if one is close enough to be a typo. */
export function suggestKeyword(word: string, game: GameKind | undefined): string | undefined {
  const w = word.toLowerCase();
  if (w.length > 40) return undefined;
  const mine = game ? ROUND_DIRECTIVES[game] : [...ALL_ROUND];
  const candidates = [...HEADER_DIRECTIVES, 'round', ...mine];
  let best: string | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const limit = c.length <= 4 ? 1 : 2;
    const d = distance(w, c, limit);
    if (d <= limit && d < bestD) {
      best = c;
      bestD = d;
    }
  }
  // A prefix (`marr`, `silent`) is a typo of intent as much as of letters.
  if (!best && w.length >= 3) best = candidates.find((c) => c.startsWith(w));
  return best;
}
