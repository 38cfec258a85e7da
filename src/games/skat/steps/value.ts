// The game value (rules/skat.md §2–§5): base values, Spitzen, levels, the Null values, who wins, the overbid and the
// list entry. Pure functions of a game's facts and the rules; no syntax, no messages.

import type { SkatGame } from '../syntax/itemTypes';

/** The suit and Grand base values (*Grundwerte*, ISkO 5.1). */
export const BASE: Readonly<Record<Exclude<SkatGame, 'null'>, number>> = {
  diamonds: 9,
  hearts: 10,
  spades: 11,
  clubs: 12,
  grand: 24,
};

/** The fixed Null values: Null, Hand, ouvert, ouvert Hand; Revolution (house) 92. */
export function nullValue(hand: boolean, ouvert: boolean, revolution = false): number {
  if (revolution) return 92;
  return ouvert ? (hand ? 59 : 46) : hand ? 35 : 23;
}

export const NULL_VALUES: readonly number[] = [23, 35, 46, 59];

/** The largest multiplier (Spitzen + levels): 11 + 7 in a suit game, 4 + 7 in Grand; with only jacks counted, 4 + 7. */
export function maxMultiplier(game: Exclude<SkatGame, 'null'>, jacksOnly: boolean): number {
  return game === 'grand' || jacksOnly ? 11 : 18;
}

/** The most Spitzen a game can have (mit or ohne). */
export function maxSpitzen(game: Exclude<SkatGame, 'null'>, jacksOnly: boolean): number {
  return game === 'grand' || jacksOnly ? 4 : 11;
}

/** Every value a game of `game` can have (ISkO §2.4), ascending. */
export function gameValues(game: SkatGame, jacksOnly = false, revolution = false): number[] {
  if (game === 'null') return revolution ? [...NULL_VALUES, 92] : [...NULL_VALUES];
  const out: number[] = [];
  for (let k = 2; k <= maxMultiplier(game, jacksOnly); k++) out.push(BASE[game] * k);
  return out;
}

/** The 63 legal game values, which are also the legal bids (§2.4, JSkat `bidOrder`). */
export const LEGAL_VALUES: readonly number[] = [
  ...new Set((['diamonds', 'hearts', 'spades', 'clubs', 'grand', 'null'] as const).flatMap((g) => gameValues(g))),
].sort((a, b) => a - b);

const LEGAL = new Set(LEGAL_VALUES);

export function isLegalValue(n: number): boolean {
  return LEGAL.has(n);
}

/** The rules a game value depends on. */
export interface ValueRules {
  /** The declarer's Augen that make the defenders Schneider: 90 or 91. */
  schneiderLine: number;
  jacksOnly: boolean;
  /** Schwarz by Augen (house) instead of by tricks. */
  schwarzByAugen: boolean;
}

/** What a row says about a suit, Grand or Null game. Every fact may be missing. */
export interface GameFacts {
  game: SkatGame;
  /** Spitzen, mit or ohne alike (suit and Grand). */
  spitzen?: number;
  /** The Spitzen are `ohne` (they count the same; only the working says so). */
  ohne?: boolean;
  hand: boolean;
  ouvert: boolean;
  announced?: 'schneider' | 'schwarz';
  /** House `spitze [N]`: extra levels. */
  spitze?: number;
  revolution?: boolean;
  bid?: number;
  /** The declarer's Augen, skat included. */
  cards?: number;
  /** The declarer's tricks. */
  tricks?: number;
  /** Levels stated as reached (`schneider`, `schwarz`). */
  schneider?: boolean;
  schwarz?: boolean;
  /** The stated outcome. */
  stated?: 'won' | 'lost' | 'overbid';
}

/** One part of the multiplier: Spitzen, Spiel, Hand, Schneider, … with how much it adds. */
export interface Level {
  level:
    | 'with'
    | 'without'
    | 'game'
    | 'hand'
    | 'schneider'
    | 'schneider-announced'
    | 'schwarz'
    | 'schwarz-announced'
    | 'ouvert'
    | 'spitze';
  n: number;
}

export interface GameValue {
  /** Won, lost, or lost by overbid; undefined when the facts decide nothing and no outcome is stated. */
  outcome?: 'won' | 'lost' | 'overbid';
  /** Whether the facts (Augen, tricks, bid) decided the outcome, rather than the stated word. */
  decided: boolean;
  /** V after play: every level reached or announced. */
  value: number;
  /** The value charged: V, or for an overbid the lowest multiple of the base value that reaches the bid. */
  charged: number;
  /** The base value (a Null's fixed value). */
  base: number;
  /** The multiplier's parts (empty for Null). */
  levels: Level[];
  /** A Null announced below the bid. */
  nullBelowBid: boolean;
}

/** The levels that count one, each one object shared by every game (levels are read, never changed). */
const ONE_LEVEL = {
  game: { level: 'game', n: 1 },
  hand: { level: 'hand', n: 1 },
  schneider: { level: 'schneider', n: 1 },
  'schneider-announced': { level: 'schneider-announced', n: 1 },
  schwarz: { level: 'schwarz', n: 1 },
  'schwarz-announced': { level: 'schwarz-announced', n: 1 },
  ouvert: { level: 'ouvert', n: 1 },
} as const satisfies Record<string, Level>;

/** `with N` / `without N`, made once per N up to the most Spitzen a game can have, and shared. */
const SPITZEN_LEVELS: readonly (readonly Level[])[] = [false, true].map((ohne) =>
  Array.from({ length: 12 }, (_, n): Level => ({ level: ohne ? 'without' : 'with', n })),
);
function spitzenLevel(ohne: boolean, n: number): Level {
  return SPITZEN_LEVELS[ohne ? 1 : 0][n] ?? { level: ohne ? 'without' : 'with', n };
}

/** The value and outcome of a game from its facts (the Spitzen must be known for a suit or Grand game). */
export function gameValue(f: GameFacts, r: ValueRules): GameValue {
  let decidedWon: boolean | undefined;
  let value: number;
  let base: number;
  const levels: Level[] = [];
  if (f.game === 'null') {
    value = base = nullValue(f.hand, f.ouvert, f.revolution);
    if (f.tricks !== undefined) decidedWon = f.tricks === 0;
  } else {
    base = BASE[f.game];
    const schwarzAnnounced = f.ouvert || f.announced === 'schwarz';
    const schneiderAnnounced = schwarzAnnounced || f.announced === 'schneider';
    const c = f.cards;
    const t = f.tricks;
    // Schwarz: a party without a trick (or, house, without Augen).
    let schwarz: boolean | undefined;
    if (t !== undefined) schwarz = t === 0 || t === 10;
    if (r.schwarzByAugen && c !== undefined) schwarz = (schwarz ?? false) || c === 0 || c === 120;
    if (schwarz === undefined) schwarz = f.schwarz;
    // The declarer took every trick (for an announced Schwarz).
    let allTricks: boolean | undefined;
    if (t !== undefined) allTricks = t === 10;
    else if (c !== undefined && c < 120) allTricks = false;
    else if (c === 120 && (f.schwarz || r.schwarzByAugen)) allTricks = true;
    let schneider: boolean | undefined;
    if (c !== undefined) schneider = c >= r.schneiderLine || c <= 30;
    else schneider = f.schneider;
    if (schwarz) schneider = true;
    if (schwarzAnnounced) decidedWon = allTricks;
    else if (schneiderAnnounced) decidedWon = c !== undefined ? c >= r.schneiderLine : undefined;
    else decidedWon = c !== undefined ? c >= 61 : undefined;
    levels.push(spitzenLevel(!!f.ohne, f.spitzen ?? 0), ONE_LEVEL.game);
    if (f.hand || f.ouvert) levels.push(ONE_LEVEL.hand);
    if (schneider || schneiderAnnounced) levels.push(ONE_LEVEL.schneider);
    if (schneiderAnnounced) levels.push(ONE_LEVEL['schneider-announced']);
    if (schwarz || schwarzAnnounced) levels.push(ONE_LEVEL.schwarz);
    if (schwarzAnnounced) levels.push(ONE_LEVEL['schwarz-announced']);
    if (f.ouvert) levels.push(ONE_LEVEL.ouvert);
    if (f.spitze) levels.push({ level: 'spitze', n: f.spitze });
    value = base * levels.reduce((s, l) => s + l.n, 0);
  }
  let outcome: GameValue['outcome'];
  let charged = value;
  const nullBelowBid = f.game === 'null' && f.bid !== undefined && value < f.bid;
  if (f.bid !== undefined && value < f.bid) {
    outcome = 'overbid';
    charged = Math.ceil(f.bid / base) * base;
  } else if (f.stated === 'overbid' && f.bid === undefined) {
    // Overbid without the bid written: lost at the value played (the multiple needs the bid).
    outcome = 'overbid';
    decidedWon = undefined;
  } else if (decidedWon !== undefined) outcome = decidedWon ? 'won' : 'lost';
  else outcome = f.stated;
  const decided = (f.bid !== undefined && value < f.bid) || decidedWon !== undefined;
  return { outcome, decided, value, charged, base, levels, nullBelowBid };
}

/** The lost-game factor: 2 (ISkO), 1 (house), or 1 for a lost Hand game (`hand-single`). */
export function lostFactor(setting: string, hand: boolean): number {
  return setting === '1' ? 1 : setting === 'hand-single' && hand ? 1 : 2;
}

/** The list entry of a game: +V × m won, −f × V × m lost (V the charged value). */
export function listEntry(outcome: 'won' | 'lost' | 'overbid', charged: number, factor: number, m: number): number {
  return outcome === 'won' ? charged * m : -factor * charged * m;
}
