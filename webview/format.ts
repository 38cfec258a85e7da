// Number, money and label formatting for the view: signed points, cents as money, game labels.

import type { SheetDoppelkopf, SheetRound } from '../src/protocol';
import { strings } from './strings';

/** `+2`, `−3` (true minus sign, so columns of numbers line up), `0`. */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `\u2212${-n}`;
  return '0';
}

/** Plain integer with a true minus sign. */
export function plain(n: number): string {
  return n < 0 ? `\u2212${-n}` : String(n);
}

/** Whole cents as `1.25 EUR` / `−0.40 €`: fixed two decimals; the currency as the file wrote it. */
export function money(cents: number, currency?: string, withSign = false): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  const sign = cents < 0 ? '\u2212' : withSign && cents > 0 ? '+' : '';
  return currency ? `${sign}${text} ${currency}` : `${sign}${text}`;
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
