// Reads the typed values of the format out of a single word: numbers, cards, trumps, dates, names.

import { msg, type Message } from '../messages';
import type { Card, Rank, Suit } from './ast';

/** The case-folded form names are matched by (NFC, so "Süd" typed either way is one name). */
export function nameKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

// Letters, combining marks (decomposed umlauts), digits, `_ - . '` and the typographic apostrophe.
const NAME_RE = /^[\p{L}\p{M}\p{N}_.'’-]+$/u;

export function isValidName(text: string): boolean {
  return NAME_RE.test(text);
}

// A whole number is /^[+\-\u2212]?[0-9]+$/. U+2212 (minus sign) arrives from word processors and phones; it means
// the same as '-'.

/**
 * Where the digits of `text` start when it is a whole number (an optional sign, then ASCII digits only), else -1.
 * By hand rather than by the regular expression: every number of a sheet passes here.
 */
function digitsFrom(text: string): number {
  const n = text.length;
  const c0 = text.charCodeAt(0);
  const from = c0 === 43 || c0 === 45 || c0 === 0x2212 ? 1 : 0;
  if (from >= n) return -1;
  for (let j = from; j < n; j++) {
    const c = text.charCodeAt(j);
    if (c < 48 || c > 57) return -1;
  }
  return from;
}

export function looksLikeInteger(text: string): boolean {
  return digitsFrom(text) >= 0;
}

/** A signed whole number, or undefined when the word is not one (or too large to be exact). */
export function parseInteger(text: string): number | undefined {
  const from = digitsFrom(text);
  if (from < 0) return undefined;
  if (text.length - from > 15) {
    // Sixteen digits and more may be past 2^53: let Number judge.
    const value = Number(text.replace('\u2212', '-'));
    return Number.isSafeInteger(value) ? value : undefined;
  }
  let value = 0;
  for (let j = from; j < text.length; j++) value = value * 10 + (text.charCodeAt(j) - 48);
  // `-0` stays -0, as Number('-0') is.
  return from === 1 && text.charCodeAt(0) !== 43 ? -value : value;
}

// Maps, not object literals: a word like `__proto__` must not find Object.prototype.
const SUITS = new Map<string, Suit>([
  ['♣', 'clubs'],
  ['♧', 'clubs'],
  ['c', 'clubs'],
  ['♠', 'spades'],
  ['♤', 'spades'],
  ['s', 'spades'],
  ['♥', 'hearts'],
  ['♡', 'hearts'],
  ['h', 'hearts'],
  ['♦', 'diamonds'],
  ['♢', 'diamonds'],
  ['d', 'diamonds'],
]);

const RANKS = new Map<string, Rank>([
  ['A', 'A'],
  ['10', '10'],
  ['T', '10'],
  ['K', 'K'],
  ['Q', 'Q'],
  ['J', 'J'],
  ['9', '9'],
  ['8', '8'],
  ['7', '7'],
]);

/** `♣Q`, `CQ`, `h10`, `HT`, `♥️A` (emoji variation selector allowed) → card; anything else → undefined. */
export function parseCard(text: string): Card | undefined {
  if (text.length < 2 || text.length > 5) return undefined;
  const suit = SUITS.get(text[0].toLowerCase());
  if (!suit) return undefined;
  let rest = text.slice(1);
  if (rest.charCodeAt(0) === 0xfe0f) rest = rest.slice(1);
  const rank = RANKS.get(rest.toUpperCase());
  return rank ? { suit, rank } : undefined;
}

/** YYYY-MM-DD that names a real day of the Gregorian calendar. */
export function isValidDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (mo < 1 || mo > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  return d <= days;
}

/** An amount, or why the text is none (a phrase that completes "The stake …"). */
export type AmountResult = { cents: number; currency?: string } | { error: Message };

// Digits, an optional decimal part, an optional currency written against it (`0.05€`).
const AMOUNT_RE = /^([0-9]+)(?:[.,]([0-9]+))?(\p{Sc}|\p{L}{1,5})?$/u;

/**
 * `0.05`, `0,10`, `1`, `0.05€` → cents; more than `maxDecimals` decimals is an error. With the default 2 the cents are
 * whole; a game whose stakes go below a cent (Skat's quarter cent, `0.0025`) allows more and gets fractional cents.
 */
export function parseAmount(text: string, maxDecimals = 2): AmountResult {
  if (text.length > 30) return { error: msg('stake.not-amount', { text: `${text.slice(0, 20)}…` }) };
  if (/^[+\-\u2212]/.test(text)) return { error: msg('stake.negative', { text }) };
  const m = AMOUNT_RE.exec(text);
  if (!m) return { error: msg('stake.not-amount', { text }) };
  const frac = m[2] ?? '';
  if (frac.length > maxDecimals)
    return {
      error: msg('stake.decimals', { text, decimals: frac.length, ...(maxDecimals !== 2 ? { max: maxDecimals } : {}) }),
    };
  // Digits past the cent are a fraction of it: `0025` → 0.25 cents.
  const cents =
    Number(m[1]) * 100 + (frac.length > 2 ? Number(frac) / 10 ** (frac.length - 2) : Number(frac.padEnd(2, '0')));
  if (!Number.isSafeInteger(Math.floor(cents))) return { error: msg('stake.too-large', { text }) };
  return m[3] ? { cents, currency: m[3] } : { cents };
}

export function isCurrency(text: string): boolean {
  return /^(\p{Sc}|\p{L}{1,5})$/u.test(text);
}
