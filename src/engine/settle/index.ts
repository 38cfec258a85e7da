// The settlement (Abrechnung) every game builds: totals, money in whole cents, who pays whom, the rules in force.

import type { GameKind } from '../../format/ast';
import type { RulesSummary, Settlement, SettlementCore, SettlementPart } from '../model';
import type { ResolvedRules, RuleTable } from '../rules';
import { moneyFromPoints } from './money';
import { transfers } from './transfers';
import { dictOf } from '../../text/dict';

export { transfers, applyTransfers } from './transfers';
export { moneyFromPoints, splitCents } from './money';
export { formatCents } from '../../text/money';

/** Every switch of the game's table with the value in force and whether the file set it. */
export function rulesSummary(
  rules: ResolvedRules | undefined,
  game: GameKind,
  players: number,
  table: RuleTable,
): RulesSummary {
  const specs = table.switches;
  const preset = rules?.preset ?? table.presets(game)[0];
  return {
    preset,
    switches: specs.map((s) => ({
      key: s.key,
      value: rules?.values[s.key] ?? s.defaultFor(game, preset, players),
      set: rules?.explicit.has(s.key) ?? false,
    })),
  };
}

/**
 * The highest total; a shared top is shown as `Anna & Clara`; when everyone is level (no rounds yet), nobody is on top.
 */
export function leader(names: string[], totals: Record<string, number>): string | undefined {
  if (names.length === 0) return undefined;
  const best = Math.max(...names.map((n) => totals[n] ?? 0));
  const top = names.filter((n) => (totals[n] ?? 0) === best);
  return top.length === names.length && names.length > 1 ? undefined : top.join(' & ');
}

/** What a game gives to build its settlement: the settlement's own fields, the stake and the statistics. */
export interface SettlementBuild extends Pick<
  SettlementCore,
  'game' | 'title' | 'date' | 'rules' | 'names' | 'totals'
> {
  stake?: { cents: number; currency?: string };
  /** `pairwise` for sheets whose totals do not sum to 0 (plus-only or minus-only counting). */
  moneyMode?: 'zero-sum' | 'pairwise';
  winner?: string;
  /** The game's own members of the settlement (src/engine/model.ts SettlementParts), after the winner. */
  part?: SettlementPart;
}

export function buildSettlement(b: SettlementBuild): Settlement {
  const totals = dictOf(b.names, (n) => b.totals[n] ?? 0);
  const s: Settlement = { game: b.game, rules: b.rules, names: b.names, totals, transfers: [] };
  if (b.title !== undefined) s.title = b.title;
  if (b.date !== undefined) s.date = b.date;
  if (b.stake) {
    s.stakeCents = b.stake.cents;
    if (b.stake.currency) s.currency = b.stake.currency;
    s.money = moneyFromPoints(totals, b.stake.cents, b.moneyMode ?? 'zero-sum');
    s.transfers = transfers(s.money);
  }
  const winner = b.winner ?? leader(b.names, totals);
  if (winner !== undefined) s.winner = winner;
  if (b.part) Object.assign(s, b.part);
  return s;
}
