// What-if rules compared: one sheet settled as written and under other rules, side by side. Pure; `settle --compare`
// and the settlement view's "Compare rules" both call it, so they can never disagree.

import type { DocumentAnalysis, RuleOverrides } from '../engine/analyze';
import type { Transfer } from '../engine/model';
import { dictOf } from '../text/dict';

/** One `KEY=VALUE[,VALUE…]` change (`rules=PRESET` names the preset). */
export interface RuleChange {
  key: string;
  values: string[];
}

/** The base overrides plus the changes to compare (whose `rules=` sets the preset; later keys win). */
export function withChanges(base: RuleOverrides | undefined, changes: readonly RuleChange[]): RuleOverrides {
  const preset = changes.filter((c) => c.key === 'rules').pop()?.values[0] ?? base?.preset;
  return { preset, set: [...(base?.set ?? []), ...changes.filter((c) => c.key !== 'rules')] };
}

/** `announcement=double bock=off`: the changes as one would type them after `--compare`. */
export function describeChanges(changes: readonly RuleChange[]): string {
  return changes.map((c) => `${c.key}=${c.values.join(',')}`).join(' ');
}

/** Totals (and money, in whole cents) per player or team under both rule sets; `difference` is what-if − as written. */
export interface RulesComparison {
  game: string | null;
  /** Players (Doppelkopf) or teams (Belote/Coinche), in display order. */
  names: string[];
  asWritten: Record<string, number>;
  whatIf: Record<string, number>;
  difference: Record<string, number>;
  money?: {
    asWritten: Record<string, number>;
    whatIf: Record<string, number>;
    difference: Record<string, number>;
    currency?: string;
  };
  /** Who pays whom under each rule set. */
  transfers: { asWritten: Transfer[]; whatIf: Transfer[] };
}

type Compared = Pick<DocumentAnalysis, 'game' | 'totals' | 'settlement'>;

function differences(names: readonly string[], was: Record<string, number>, now: Record<string, number>) {
  return dictOf(names, (n) => (now[n] ?? 0) - (was[n] ?? 0));
}

/** One sheet as written (`a`) and under other rules (`b`: the same text analysed with the overrides). */
export function compareAnalyses(a: Compared, b: Compared): RulesComparison {
  const names = a.settlement.names.length ? a.settlement.names.slice() : Object.keys(a.totals);
  const out: RulesComparison = {
    game: a.game ?? null,
    names,
    asWritten: a.totals,
    whatIf: b.totals,
    difference: differences(names, a.totals, b.totals),
    transfers: { asWritten: a.settlement.transfers, whatIf: b.settlement.transfers },
  };
  const mw = a.settlement.money;
  const mn = b.settlement.money;
  if (mw && mn)
    out.money = {
      asWritten: mw,
      whatIf: mn,
      difference: differences(names, mw, mn),
      ...(a.settlement.currency ? { currency: a.settlement.currency } : {}),
    };
  return out;
}
