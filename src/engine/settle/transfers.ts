// Who pays whom (§8): the largest debtor pays the largest creditor until everyone is settled. Game-agnostic.

import type { Transfer } from '../model';
import { dictOf } from '../../text/dict';

/**
 * Balances in whole cents (positive = receives) → transfers that reproduce every balance exactly, at most n − 1 of
 * them. Ties go to the name that comes first in the record (the display order), so the result is deterministic.
 * Balances that do not sum to 0 are settled as far as they can be; the remainder stays with the largest creditor or
 * debtor.
 */
export function transfers(balancesCents: Record<string, number>): Transfer[] {
  const order = Object.keys(balancesCents);
  const left = new Map(order.map((n) => [n, Math.round(balancesCents[n])]));
  const result: Transfer[] = [];
  for (;;) {
    let debtor: string | undefined;
    let creditor: string | undefined;
    for (const n of order) {
      const b = left.get(n)!;
      if (b < 0 && (debtor === undefined || b < left.get(debtor)!)) debtor = n;
      if (b > 0 && (creditor === undefined || b > left.get(creditor)!)) creditor = n;
    }
    if (debtor === undefined || creditor === undefined) break;
    const cents = Math.min(-left.get(debtor)!, left.get(creditor)!);
    result.push({ from: debtor, to: creditor, cents });
    left.set(debtor, left.get(debtor)! + cents);
    left.set(creditor, left.get(creditor)! - cents);
  }
  return result;
}

/** Applies transfers to zero balances: what each name ends up with (receiving positive). For checks and tests. */
export function applyTransfers(names: string[], list: Transfer[]): Record<string, number> {
  const out = dictOf(names, () => 0);
  for (const t of list) {
    out[t.from] = (out[t.from] ?? 0) - t.cents;
    out[t.to] = (out[t.to] ?? 0) + t.cents;
  }
  return out;
}
