// What-if rules compared: one sheet settled as written and under other rules, side by side. Pure; `settle --compare`
// and the settlement view's "Compare rules" both call it, so they can never disagree.

import type { DocumentAnalysis, RuleOverrides } from '../analysis/analyze';
import type { RoundResult, Settlement, Transfer } from '../engine/model';
import { msg, type Message } from '../messages';
import { beloteTeamPoints } from '../season/stats';
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

/**
 * Totals (and money, in whole cents) per player or team under both rule sets; `difference` is what-if − as written.
 * Belote/Coinche: the totals are every game's points added up (not the running total of the last game), and `games`
 * the games won — what decides the money.
 */
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
  /** Belote/Coinche: finished games won per team. */
  games?: { asWritten: Record<string, number>; whatIf: Record<string, number>; difference: Record<string, number> };
  /** Who pays whom under each rule set. */
  transfers: { asWritten: Transfer[]; whatIf: Transfer[] };
  /** What the comparison cannot change, and why (whatIfNotes); empty when every difference shows. */
  notes: Message[];
}

type Compared = Pick<DocumentAnalysis, 'game' | 'totals' | 'settlement' | 'rounds'> &
  Partial<Pick<DocumentAnalysis, 'document'>>;

/** Belote/Coinche: the games each team won (finished games only). */
function gamesWon(s: Settlement): Record<string, number> {
  const won = dictOf(s.names, () => 0);
  for (const g of s.games ?? []) if (g.finished && g.winner !== undefined && g.winner in won) won[g.winner]++;
  return won;
}

function differences(names: readonly string[], was: Record<string, number>, now: Record<string, number>) {
  return dictOf(names, (n) => (now[n] ?? 0) - (was[n] ?? 0));
}

/**
 * One sheet as written (`a`) and under other rules (`b`: the same text analysed with the overrides), with the notes
 * on what `changes` cannot change.
 */
export function compareAnalyses(a: Compared, b: Compared, changes: readonly RuleChange[] = []): RulesComparison {
  const names = a.settlement.names.length ? a.settlement.names.slice() : Object.keys(a.totals);
  // A Belote/Coinche sheet's totals are those of its last game, perhaps one just begun: compare what decides the
  // evening instead, the games won, and the points of every game added up.
  const teams = a.game === 'belote' || a.game === 'coinche';
  const was = teams ? beloteTeamPoints(a.settlement) : a.totals;
  const now = teams ? beloteTeamPoints(b.settlement) : b.totals;
  const out: RulesComparison = {
    game: a.game ?? null,
    names,
    asWritten: was,
    whatIf: now,
    difference: differences(names, was, now),
    transfers: { asWritten: a.settlement.transfers, whatIf: b.settlement.transfers },
    notes: [],
  };
  if (teams) {
    const gw = gamesWon(a.settlement);
    const gn = gamesWon(b.settlement);
    out.games = { asWritten: gw, whatIf: gn, difference: differences(names, gw, gn) };
  }
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
  if (teams) out.notes.push(msg('whatif.note.games'));
  return out;
}

/** Doppelkopf switches a written `won` value still takes (the rest work a value out of the facts). */
const WON_KEYS = new Set(['bock', 'bock-triggers', 'bock-length', 'bock-overlap', 'won-includes-bock', 'counting']);
/** Doppelkopf switches of the table (who owes a duty solo), never of points. */
const TABLE_KEYS = new Set(['duty-solo', 'series']);

/** How a round came by its points: worked out from its facts, from a written `won` value, or written as points. */
function writtenAs(r: RoundResult, doppelkopf: boolean): 'facts' | 'won' | 'points' {
  if (Object.keys(r.scores).length === 0) return 'facts';
  // Only Doppelkopf writes a value or a row as the round's outcome (a Belote breakdown is worked out when read).
  if (doppelkopf)
    for (const b of r.breakdown) {
      if (b.label?.id === 'dk.item.won-written') return 'won';
      if (b.label?.id === 'dk.item.score-written') return 'points';
    }
  return r.outcome === 'recorded' ? 'points' : 'facts';
}

/**
 * Why what-if rules (`--compare`, `--rules`/`--set`, the view's Compare rules) cannot show a difference, or all of
 * it: a change to the value the sheet already has; explicit bock marks kept with bock off (a `bock` line says what
 * the table played; the switch only decides whether the engine starts bock rounds, rules/doppelkopf.md Part A and
 * score-format.md); rounds written only as their outcome (`won`) or their points, which no rule works out again.
 * `whatIf` is the sheet under the changes, `asWritten` (where known) the sheet under its own rules.
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
  if (whatIf.game !== 'doppelkopf' && whatIf.game !== 'belote' && whatIf.game !== 'coinche') return notes;
  const doppelkopf = whatIf.game === 'doppelkopf';
  const touchesBock = changes.some((c) => c.key === 'bock' || c.key === 'rules');
  if (doppelkopf && touchesBock && inForce(whatIf.settlement, 'bock') === 'off' && whatIf.document) {
    const marked = whatIf.document.rounds.filter((r) => r.items.some((i) => i.kind === 'bock')).map((r) => r.index);
    if (marked.length) notes.push(msg('whatif.note.bock-marks', { rounds: marked }));
  }
  const scoring = changes.filter((c) => !(doppelkopf && TABLE_KEYS.has(c.key)));
  if (scoring.length === 0) return notes;
  const wonMatters = !doppelkopf || scoring.some((c) => !WON_KEYS.has(c.key));
  const rounds: number[] = [];
  let won = false;
  for (const r of whatIf.rounds) {
    const how = writtenAs(r, doppelkopf);
    if (how === 'points' || (how === 'won' && wonMatters)) rounds.push(r.index);
    if (how === 'won' && wonMatters) won = true;
  }
  if (rounds.length) notes.push(msg('whatif.note.written', { rounds, won }));
  return notes;
}
