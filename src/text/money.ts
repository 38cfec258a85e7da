// Whole cents as money text: `1.70` / `-0.05` for files and spreadsheets, `−0.05 EUR` for display.

import { MINUS_SIGN } from './numbers';

function amount(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  return `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `1.70`, `-0.05`, `0.00`: cents as a decimal amount with an ASCII minus (CSV, JSON-like text, transfer lines). */
export function formatCents(cents: number): string {
  return `${Math.round(cents) < 0 ? '-' : ''}${amount(cents)}`;
}

/**
 * `1.25 EUR`, `−0.40 €`, `0.10`: cents for a reader, with the minus sign U+2212 (so it matches the points beside it),
 * the currency as the file wrote it, and `+` for a gain when `withSign` is set.
 */
export function moneyDisplay(cents: number, currency?: string, withSign = false): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? MINUS_SIGN : withSign && whole > 0 ? '+' : '';
  return `${sign}${amount(cents)}${currency ? ` ${currency}` : ''}`;
}
