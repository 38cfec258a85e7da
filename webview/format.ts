// Number, money and label formatting for the view: signed points, cents as money, game labels — in the language in
// force (English as the sheet writes it; German and French through Intl: `1,10 €`, `−2`, `1.234`).

import type { SheetDoppelkopf, SheetRound } from '../src/protocol';
import type { Lang } from '../src/messages';
import { moneyDisplay } from '../src/text/money';
import { MINUS_SIGN, plainDisplay, signedDisplay } from '../src/text/numbers';
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
  return trueMinus(numberFormat(viewLang, { maximumFractionDigits: 0 }).format(n));
}

/**
 * Whole cents as money: English `1.25 EUR` / `−0.40 €` (the currency as the file wrote it); German `1,25 €`, French
 * `1,25 €` through Intl. A currency Intl does not know is written after the amount as the file wrote it.
 */
export function money(cents: number, currency?: string, withSign = false): string {
  if (viewLang === 'en') return moneyDisplay(cents, currency, withSign);
  const code = currency ? (ISO[currency] ?? currency.toUpperCase()) : undefined;
  const sign: Intl.NumberFormatOptions = { signDisplay: withSign ? 'exceptZero' : 'auto' };
  const amount = Math.round(cents) / 100;
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

export function gameTypeLabel(d: SheetDoppelkopf): string {
  if (d.gameType === 'solo' && d.soloKind) return strings.soloKinds[d.soloKind] ?? `${strings.solo} (${d.soloKind})`;
  return strings.gameTypes[d.gameType] ?? d.gameType;
}

export function outcomeLabel(r: SheetRound): string {
  return strings.outcomes[r.outcome] ?? r.outcome;
}

/** True for the game types scored as a solo (shown with the solo mark). */
export function isSolo(d: SheetDoppelkopf): boolean {
  return d.gameType === 'solo' || d.gameType === 'silent-marriage' || d.gameType === 'marriage-alone';
}
