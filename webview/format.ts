// Number, money and label formatting for the view: signed points, cents as money, game labels.

import type { SheetDoppelkopf, SheetRound } from '../src/protocol';
import { moneyDisplay } from '../src/text/money';
import { plainDisplay, signedDisplay } from '../src/text/numbers';
import { strings } from './strings';

/** `+2`, `−3` (true minus sign, so columns of numbers line up), `0`. */
export const signed = signedDisplay;

/** Plain integer with a true minus sign. */
export const plain = plainDisplay;

/** Whole cents as `1.25 EUR` / `−0.40 €`: fixed two decimals; the currency as the file wrote it. */
export const money = moneyDisplay;

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
