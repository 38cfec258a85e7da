// What-if rules compared: one sheet settled as written and under other rules, side by side. Pure; `settle --compare`
// and the settlement view's "Compare rules" both call it, so they can never disagree.

import type { DocumentAnalysis, RuleOverrides } from '../analysis/analyze';
import type { RoundResult, Settlement, Transfer } from '../engine/model';
import type { GameWhatIf, RuleChange } from '../games/game';
import { msg, type Message } from '../messages';
import { dictOf } from '../text/dict';

export type { RuleChange };

/** The base overrides plus the changes to compare (whose `rules=` sets the preset; later keys win). */
export function withChanges(base: RuleOverrides | undefined, changes: readonly RuleChange[]): RuleOverrides {
  const preset = changes.filter((c) => c.key === 'rules').pop()?.values[0] ?? base?.preset;
  return { preset, set: [...(base?.set ?? []), ...changes.filter((c) => c.key !== 'rules')] };
}

/** `announcement=double bock=off`: the changes as one would type them after `--compare`. */
export function describeChanges(changes: readonly RuleChange[]): string {
  return changes.map((c) => `${c.key}=${c.values.join(',')}`).join(' ');
}

/**
 * Totals (and money, in whole cents) per player or team under both rule sets; `difference` is what-if − as written.
 * Where games decide the evening (Belote, Coinche: GameWhatIf), the totals are what the game compares (every game's
 * points added up, not the running total of the last game), and `games` the games won — what decides the money.
 */
export interface RulesComparison {
  game: string | null;
  /** Players or teams, in display order. */
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
  /** Where games decide the evening: finished games won per team. */
  games?: { asWritten: Record<string, number>; whatIf: Record<string, number>; difference: Record<string, number> };
  /** Who pays whom under each rule set. */
  transfers: { asWritten: Transfer[]; whatIf: Transfer[] };
  /** What the comparison cannot change, and why (whatIfNotes); empty when every difference shows. */
  notes: Message[];
}

type Compared = Pick<DocumentAnalysis, 'game' | 'module' | 'totals' | 'settlement' | 'rounds'> &
  Partial<Pick<DocumentAnalysis, 'document'>>;

function differences(names: readonly string[], was: Record<string, number>, now: Record<string, number>) {
  return dictOf(names, (n) => (now[n] ?? 0) - (was[n] ?? 0));
}

/**
 * One sheet as written (`a`) and under other rules (`b`: the same text analysed with the overrides), with the notes
 * on what `changes` cannot change.
 */
export function compareAnalyses(a: Compared, b: Compared, changes: readonly RuleChange[] = []): RulesComparison {
  const names = a.settlement.names.length ? a.settlement.names.slice() : Object.keys(a.totals);
  // What the game compares: its totals, or what decides the evening where its totals do not.
  const whatIf = a.module?.report.whatIf;
  const was = whatIf ? whatIf.points(a) : a.totals;
  const now = whatIf ? whatIf.points(b) : b.totals;
  const out: RulesComparison = {
    game: a.game ?? null,
    names,
    asWritten: was,
    whatIf: now,
    difference: differences(names, was, now),
    transfers: { asWritten: a.settlement.transfers, whatIf: b.settlement.transfers },
    notes: [],
  };
  const gw = whatIf?.gamesWon(a.settlement);
  const gn = whatIf?.gamesWon(b.settlement);
  if (gw && gn) out.games = { asWritten: gw, whatIf: gn, difference: differences(names, gw, gn) };
  const mw = a.settlement.money;
  const mn = b.settlement.money;
  if (mw && mn)
    out.money = {
      asWritten: mw,
      whatIf: mn,
      difference: differences(names, mw, mn),
      ...(a.settlement.currency ? { currency: a.settlement.currency } : {}),
    };
  out.notes = whatIfNotes(b, changes, a);
  const same = (r: Record<string, number> | undefined) => !r || names.every((n) => (r[n] ?? 0) === 0);
  if (out.notes.length === 0 && same(out.difference) && same(out.games?.difference) && same(out.money?.difference))
    out.notes.push(msg('whatif.note.no-difference'));
  if (whatIf) out.notes.push(...whatIf.legend);
  return out;
}

/** How a round came by its points: worked out from its facts, from a written `won` value, or written as points. */
function writtenAs(r: RoundResult, whatIf: GameWhatIf): 'facts' | 'won' | 'points' {
  if (Object.keys(r.scores).length === 0) return 'facts';
  return whatIf.written(r) ?? (r.outcome === 'recorded' ? 'points' : 'facts');
}

/**
 * Why what-if rules (`--compare`, `--rules`/`--set`, the view's Compare rules) cannot show a difference, or all of
 * it: a change to the value the sheet already has; what the game notes of the changes (bock marks kept with bock off);
 * rounds written only as their outcome (`won`) or their points, which no rule works out again. `whatIf` is the sheet
 * under the changes, `asWritten` (where known) the sheet under its own rules.
 */
export function whatIfNotes(
  whatIf: Compared,
  changes: readonly RuleChange[],
  asWritten?: Pick<Compared, 'settlement'>,
): Message[] {
  const notes: Message[] = [];
  const inForce = (s: Settlement, key: string) => s.rules.switches.find((x) => x.key === key)?.value;
  if (asWritten)
    for (const c of changes) {
      const same =
        c.key === 'rules'
          ? asWritten.settlement.rules.preset === whatIf.settlement.rules.preset
          : inForce(asWritten.settlement, c.key) !== undefined &&
            inForce(asWritten.settlement, c.key) === inForce(whatIf.settlement, c.key);
      if (same) notes.push(msg('whatif.note.unchanged', { key: c.key, value: c.values.join(',') }));
    }
  const game = whatIf.module?.report.whatIf;
  if (!game) return notes;
  notes.push(...game.notes(whatIf, changes));
  const scoring = changes.filter((c) => !game.tableKeys.has(c.key));
  if (scoring.length === 0) return notes;
  const wonMatters = scoring.some((c) => !game.wonKeys.has(c.key));
  const rounds: number[] = [];
  let won = false;
  for (const r of whatIf.rounds) {
    const how = writtenAs(r, game);
    if (how === 'points' || (how === 'won' && wonMatters)) rounds.push(r.index);
    if (how === 'won' && wonMatters) won = true;
  }
  if (rounds.length) notes.push(msg('whatif.note.written', { rounds, won }));
  return notes;
}
