// Number, money and label formatting for the view: signed points, cents as money, outcomes — in the language in
// force (English as the sheet writes it; German and French through Intl: `1,10 €`, `−2`, `1.234`).

import type { SheetRound } from '../src/protocol';
import type { Lang } from '../src/messages';
import { moneyDisplay } from '../src/text/money';
import { MINUS_SIGN, plainDisplay, roundedForDisplay, signedDisplay } from '../src/text/numbers';
import { strings, viewLang } from './strings';

/** Currency as files write it → ISO code for Intl (a file may say `€` or `EUR`). */
const ISO: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', 'fr.': 'CHF' };

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(lang, options)));
  return f;
}

/** Intl's minus is the hyphen-minus; the view's is U+2212, as wide as the plus, so columns line up. */
const trueMinus = (s: string) => s.replace(/-/g, MINUS_SIGN);

/** `+2`, `−3` (true minus sign, so columns of numbers line up), `0`. */
export function signed(n: number): string {
  if (viewLang === 'en') return signedDisplay(n);
  return trueMinus(numberFormat(viewLang, { signDisplay: 'exceptZero', maximumFractionDigits: 0 }).format(n));
}

/** Plain integer with a true minus sign. */
export function plain(n: number): string {
  if (viewLang === 'en') return plainDisplay(n);
  // Rounded before Intl chooses the sign: −0.3 is `0`, not `−0`.
  return trueMinus(numberFormat(viewLang, { maximumFractionDigits: 0 }).format(roundedForDisplay(n)));
}

/**
 * A number rounded to `digits` decimals (`0.6`, `−0.3`; German and French `0,6`, `−0,3`), never a negative zero: an
 * average of −0.04 shows as `0`, not `−0`.
 */
export function decimal(n: number, digits = 1): string {
  // −0.04 rounds to −0, which Intl (and String) would write with a sign: the rounded value has none.
  const value = roundedForDisplay(n, digits);
  if (viewLang === 'en') return plainDisplay(value);
  return trueMinus(numberFormat(viewLang, { maximumFractionDigits: digits }).format(value));
}

/** A share as a whole percentage in the language's form: `55%`, German `55 %`, French `55 %` (narrow space). */
export function percent(part: number, whole: number): string {
  return numberFormat(viewLang, { style: 'percent', maximumFractionDigits: 0 }).format(
    roundedForDisplay(part / whole, 2),
  );
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A file's ISO date (`2026-01-16`) in the language's form: `Jan 16, 2026`, `16.01.2026`, `16 janv. 2026`; with
 * `short`, the day and month only (`Jan 16`, `16. Jan.`, `16 janv.`), for an axis. Spaces are no-break spaces, so a
 * date never breaks across lines. Text that is no valid ISO date is shown as written.
 */
export function date(iso: string, short = false): string {
  const m = ISO_DATE.exec(iso);
  if (!m) return iso;
  const at = new Date(0);
  at.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  // `2026-02-30` would roll over into March: not a date the file meant.
  if (at.getUTCMonth() !== Number(m[2]) - 1 || at.getUTCDate() !== Number(m[3])) return iso;
  const key = `${viewLang}${short}`;
  let f = dateFormats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = short
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { dateStyle: 'medium', timeZone: 'UTC' };
    dateFormats.set(key, (f = new Intl.DateTimeFormat(viewLang, options)));
  }
  return f.format(at).replace(/[ \u202f]/g, '\u00a0');
}

/**
 * A stake, which may be a fraction of a cent (Skat's `0.0025 EUR`): as `money` when it is whole cents, else with the
 * decimals it needs (up to four): `0.0025 EUR`, `0,0025 €`.
 */
export function stakeMoney(cents: number, currency?: string): string {
  if (Number.isInteger(cents)) return money(cents, currency);
  const code = currency ? (ISO[currency] ?? currency.toUpperCase()) : undefined;
  const digits: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 4 };
  if (viewLang !== 'en' && code && /^[A-Z]{3}$/.test(code)) {
    try {
      return numberFormat(viewLang, { style: 'currency', currency: code, ...digits }).format(cents / 100);
    } catch {
      // Not a currency Intl knows: the plain amount below.
    }
  }
  const text = numberFormat(viewLang, { ...digits, useGrouping: viewLang !== 'en' }).format(cents / 100);
  return text + (currency ? (viewLang === 'en' ? ` ${currency}` : `\u00a0${currency}`) : '');
}

/**
 * Whole cents as money: English `1.25 EUR` / `−0.40 €` (the currency as the file wrote it); German `1,25 €`, French
 * `1,25 €` through Intl. A currency Intl does not know is written after the amount as the file wrote it.
 */
export function money(cents: number, currency?: string, withSign = false): string {
  if (viewLang === 'en') return moneyDisplay(cents, currency, withSign);
  const code = currency ? (ISO[currency] ?? currency.toUpperCase()) : undefined;
  const sign: Intl.NumberFormatOptions = { signDisplay: withSign ? 'exceptZero' : 'auto' };
  // Whole cents first, never a negative zero: −0.4 cents is `0,00 €`, not `−0,00 €`.
  const amount = roundedForDisplay(cents) / 100;
  if (code && /^[A-Z]{3}$/.test(code)) {
    try {
      return trueMinus(numberFormat(viewLang, { style: 'currency', currency: code, ...sign }).format(amount));
    } catch {
      // Not a currency Intl knows: fall through to the plain amount.
    }
  }
  const text = numberFormat(viewLang, { minimumFractionDigits: 2, maximumFractionDigits: 2, ...sign }).format(amount);
  return trueMinus(text) + (currency ? `\u00a0${currency}` : '');
}

/** `dealer: Anna`, and `(sits out)` when the dealer sits out the round (five players or more). */
export function dealerText(r: SheetRound): string {
  return `${strings.dealer}: ${r.dealer}${r.dealerSitsOut ? ` (${strings.sitsOut})` : ''}`;
}

/** An outcome every game may have (`recorded`, `unscored`) in the language; a game names its own first. */
export function outcomeLabel(r: SheetRound): string {
  return strings.outcomes[r.outcome] ?? r.outcome;
}

/** `62%` (`62 %` in German and French); `—` when nothing was played. */
export function winRate(wins: number, games: number): string {
  return games ? percent(wins, games) : '—';
}

/** Points per game to one decimal (`0.6`, `−0.3`; `0,6` in German and French); `—` when nothing was played. */
export function average(points: number, per: number): string {
  return per ? decimal(points / per, 1) : '—';
}
