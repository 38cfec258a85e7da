// How arguments are written inside a message, per language: numbers, money, signs, lists, nested messages.

import { moneyDisplay } from '../text/money';
import { roundedForDisplay } from '../text/numbers';
import type { Fmt, Lang, Message } from './message';

export type { Fmt } from './message';

const JOINERS: Record<Lang, { and: string; or: string }> = {
  en: { and: 'and', or: 'or' },
  de: { and: 'und', or: 'oder' },
  fr: { and: 'et', or: 'ou' },
};

/** Currency signs a stake may be written with, as the ISO codes Intl knows. */
const SIGNS: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP', '¥': 'JPY', CHF: 'CHF', Fr: 'CHF' };

const MINUS = '\u2212';
/** Intl writes the ASCII hyphen as minus; a reader's number uses U+2212, as wide as the plus. */
const display = (s: string) => s.replace('-', MINUS);

/** Whole cents in the language: Intl for German and French (`1,10 €`, `−0,05 €`); English keeps `1.10 EUR`. */
export function moneyIn(lang: Lang, cents: number, currency?: string, withSign = false): string {
  if (lang === 'en') return moneyDisplay(cents, currency, withSign);
  // Whole cents first: −0.4 cents is `0,00 €`, not `−0,00 €` (Intl signs a negative that rounds to zero).
  const amount = roundedForDisplay(cents) / 100;
  const code = currency ? (SIGNS[currency] ?? currency.toUpperCase()) : undefined;
  const sign = withSign ? ('exceptZero' as const) : ('auto' as const);
  let text: string;
  try {
    text = code
      ? new Intl.NumberFormat(lang, { style: 'currency', currency: code, signDisplay: sign }).format(amount)
      : new Intl.NumberFormat(lang, { minimumFractionDigits: 2, signDisplay: sign }).format(amount);
  } catch {
    // Not an ISO code (a made-up currency): the amount in the language and the currency as written.
    const n = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, signDisplay: sign }).format(amount);
    return `${display(n)} ${currency}`;
  }
  return display(text);
}

/**
 * A stake or a pot rate, which may be a fraction of a cent (a game's stake decimals: Skat's `0.0025 EUR`): as
 * `moneyIn` when it is whole cents, else with the decimals it needs, up to four (`0.001 EUR`, `0,001 €`). What the
 * view's `stakeMoney` (webview/format.ts) writes.
 */
export function stakeMoneyIn(lang: Lang, cents: number, currency?: string): string {
  if (Number.isInteger(cents)) return moneyIn(lang, cents, currency);
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 4 };
  const code = currency ? (SIGNS[currency] ?? currency.toUpperCase()) : undefined;
  if (lang !== 'en' && code && /^[A-Z]{3}$/.test(code)) {
    try {
      return new Intl.NumberFormat(lang, { style: 'currency', currency: code, ...digits }).format(cents / 100);
    } catch {
      // Not a currency Intl knows: the plain amount below.
    }
  }
  const text = new Intl.NumberFormat(lang, { ...digits, useGrouping: lang !== 'en' }).format(cents / 100);
  return currency ? `${text} ${currency}` : text;
}

/** `1,10` / `-0,05` (de, fr) or `1.10` (en): a decimal amount a spreadsheet in that language reads as a number. */
export function decimalIn(lang: Lang, cents: number): string {
  const whole = Math.round(cents);
  const abs = Math.abs(whole);
  const text = `${Math.floor(abs / 100)}${lang === 'en' ? '.' : ','}${String(abs % 100).padStart(2, '0')}`;
  return whole < 0 ? `-${text}` : text;
}

const numbers = new Map<Lang, Intl.NumberFormat>();
const percents = new Map<Lang, Intl.NumberFormat>();

/**
 * A share as a whole percentage through Intl: `75%` in English, `75 %` in German (no-break space), `75 %` in French
 * (narrow no-break space), so a percent sign never wraps onto a line of its own.
 */
export function percentIn(lang: Lang, fraction: number): string {
  let nf = percents.get(lang);
  if (!nf) percents.set(lang, (nf = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 })));
  // Rounded to the whole percent before Intl chooses the sign: −0.001 is `0%`, not `−0%`.
  return display(nf.format(roundedForDisplay(fraction, 2)));
}

/**
 * Whether `n` takes the singular: CLDR's cardinal rule `one` (what Intl.PluralRules selects), written out because
 * making an Intl.PluralRules costs every CLI run that counts something (`1 error, 0 warnings`) about half a
 * millisecond. English and German: 1 only; French: 0 and 1 and the fractions between (« 0 erreur », « 1,5 point »).
 */
function isOne(lang: Lang, n: number): boolean {
  const a = Math.abs(n);
  switch (lang) {
    case 'en':
    case 'de':
      return a === 1;
    case 'fr':
      return a < 2;
  }
}

// Made on first use: the first Intl.NumberFormat of a process loads locale data (some 25 ms), which a CLI run that
// writes no such number should not pay.

function numberFormatOf(lang: Lang): Intl.NumberFormat {
  let nf = numbers.get(lang);
  if (!nf) numbers.set(lang, (nf = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 })));
  return nf;
}

export function formatterFor(lang: Lang, render: (m: Message, lang: Lang) => string): Fmt {
  // Rounded to the 2 decimals shown before the sign is chosen: a zero, a round worth 0 negated for the other party or
  // a share of −0.001 is printed "0", never "−0", "+0" or "−0.00".
  const num = (n: number) => display(numberFormatOf(lang).format(roundedForDisplay(n, 2)));
  return {
    lang,
    t: (m) => render(m, lang),
    signed: (n) => (n > 0 ? `+${n}` : `${n}`),
    signedNum: (n) => {
      const r = roundedForDisplay(n, 2);
      return r > 0 ? `+${num(r)}` : num(r);
    },
    num,
    percent: (fraction) => percentIn(lang, fraction),
    money: (cents, currency, withSign) => moneyIn(lang, cents, currency, withSign),
    list: (items, joiner = 'and') =>
      items.length <= 1
        ? (items[0] ?? '')
        : `${items.slice(0, -1).join(', ')} ${JOINERS[lang][joiner]} ${items[items.length - 1]}`,
    plural: (n, one, other) => (isOne(lang, n) ? one : other),
  };
}
