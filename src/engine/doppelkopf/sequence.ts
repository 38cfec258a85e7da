// Step 6 of a Doppelkopf round: the round in the sheet. Bock rounds (house rule, §6) are the only state a
// round inherits: which earlier results still double it. Here the value gets its bock and solo factors and
// the stated `score` row is checked against the final points.

import type { Problem } from '../../format/types';
import { msg, render, type Message } from '../../messages';
import type { UnscoredReason } from '../../messages/en/round';
import type { BreakdownItem, DoppelkopfRoundInfo, Outcome } from '../model';
import { problem } from '../problem';
import type { RoundStep } from '../rounds';
import { compareRow } from './checkStated';
import { explainPoints, formula, roleOf, roundInfo, scoresLine, summaryOf } from './explain';
import type { DoppelkopfContext, DoppelkopfCore } from './read';
import { distribute } from './score';
import type { RoundStatsInput } from './settle';
import type { DoppelkopfRules } from './types';

/**
 * What earlier rounds left: `multiply` (FD default) keeps each running bock round's remaining games, so two
 * overlapping ones give ×4; `append` queues games behind the running one, so a game is never more than ×2.
 */
export interface BockState {
  readonly running: readonly number[];
  readonly queued: number;
}

export const NO_BOCK: BockState = { running: [], queued: 0 };

export function sameBock(a: BockState, b: BockState): boolean {
  if (a === b) return true;
  if (a.queued !== b.queued || a.running.length !== b.running.length) return false;
  for (let i = 0; i < a.running.length; i++) if (a.running[i] !== b.running[i]) return false;
  return true;
}

/**
 * Doublings (k in ×2^k) the next game gets from earlier triggers; it uses up one game of every running bock
 * round — except a duty solo, which is multiplied but takes no game slot (doppelkopf.md Part A, version 2).
 */
export function takeBock(s: BockState, rules: DoppelkopfRules, duty = false): { k: number; state: BockState } {
  if (!rules.bock) return { k: 0, state: s };
  if (rules.bockOverlap === 'append') {
    if (s.queued === 0) return { k: 0, state: s };
    return { k: 1, state: duty ? s : { running: s.running, queued: s.queued - 1 } };
  }
  const k = s.running.length;
  if (k === 0 || duty) return { k, state: s };
  return { k, state: { running: s.running.map((n) => n - 1).filter((n) => n > 0), queued: s.queued } };
}

/** One bock round starts after a game that meets any trigger, however many (the triggering game is not multiplied). */
export function startBock(s: BockState, triggered: boolean, rules: DoppelkopfRules): BockState {
  if (!rules.bock || !triggered) return s;
  if (rules.bockOverlap === 'append') return { running: s.running, queued: s.queued + rules.bockLength };
  return { running: [...s.running, rules.bockLength], queued: s.queued };
}

function byIndex(values: Map<number, number>, n: number): (number | undefined)[] {
  const out = new Array<number | undefined>(n).fill(undefined);
  for (const [i, v] of values) out[i] = v;
  return out;
}

function byName(values: Map<number, number>, names: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < names.length; i++) if (values.has(i)) out[names[i]] = values.get(i)!;
  return out;
}

export function sequenceRound(
  core: DoppelkopfCore,
  state: BockState,
  ctx: DoppelkopfContext,
): { step: RoundStep<RoundStatsInput>; state: BockState } {
  const { names, rules } = ctx;
  const how = core.how;
  const duty = (how.kind === 'scored' || how.kind === 'unscored' ? how.parties : core.declared)?.duty ?? false;
  const taken = takeBock(state, rules, duty);
  let next = taken.state;
  let k = taken.k;
  // The round's own problems, shared with its core unless this step adds one.
  let problems: Problem[] = core.problems;
  const add = (p: Problem) => {
    if (problems === core.problems) problems = [...core.problems];
    problems.push(p);
  };
  // Bock: an explicit mark says what the table played; with bock on, a mark that disagrees with the triggers is a
  // warning.
  if (core.mark) {
    if (rules.bock && core.mark.count !== taken.k)
      add(
        problem(
          'bock-mismatch',
          'warning',
          core.mark.range,
          msg('dk.bock-mismatch', { marked: 2 ** core.mark.count, triggered: 2 ** taken.k }),
        ),
      );
    k = core.mark.count;
  }
  const bockX = k > 0 ? 2 ** k : undefined;
  let outcome: Outcome = 'unscored';
  let points: Map<number, number> | undefined;
  let breakdown: BreakdownItem[] = [];
  let summaryMsg: Message;
  let info: DoppelkopfRoundInfo | undefined;
  let stats: RoundStatsInput | undefined = core.recordedStats;

  if (how.kind === 'scored') {
    const { parties, facts, value: vr, triggers } = how;
    breakdown = k > 0 || parties.soloist !== undefined ? [...vr.breakdown] : vr.breakdown;
    if (k > 0) breakdown.push({ item: 'bock', label: msg('dk.item.bock'), factor: 2 ** k });
    if (parties.soloist !== undefined) breakdown.push({ item: 'solo', label: msg('dk.item.solo'), factor: 3 });
    const value = vr.value * 2 ** k;
    points = distribute(value, parties, rules.counting);
    next = startBock(next, triggers.length > 0, rules);
    outcome = vr.decision.winner;
    const stated = core.stated;
    if (stated) {
      const view = value >= 0 ? 're' : 'kontra';
      const solo = parties.soloist !== undefined;
      const context = msg('dk.points.scores', {
        who: solo && view === 're' ? 'soloist' : view,
        value: Math.abs(value),
        times3: solo,
        formula: formula(breakdown, view),
      });
      const computed = points;
      const wrong = compareRow(
        'score',
        core.raw.scores[0],
        computed,
        names,
        [...parties.re, ...parties.kontra],
        (i) => explainPoints(computed.get(i) ?? 0, roleOf(i, parties, names), value, breakdown, rules.counting),
        context,
      );
      if (wrong) add(wrong);
    }
    const d = vr.decision;
    summaryMsg = summaryOf(parties, names, facts.cards, d.winner, bockX, scoresLine(byName(points, names)));
    info = roundInfo(parties, names, value, k, triggers.length > 0 ? 1 : 0, facts.cards, facts.announce);
    const winners = d.winner === 'none' ? [] : d.winner === 're' ? parties.re : parties.kontra;
    stats = {
      played: [...parties.re, ...parties.kontra].sort((a, b) => a - b).map((i) => names[i]),
      won: winners.map((i) => names[i]),
      soloist: parties.soloist !== undefined ? names[parties.soloist] : undefined,
      soloWon: d.winner === 're',
      duty: parties.duty,
    };
  } else if (how.kind === 'tricks') {
    if (core.stated) {
      outcome = 'recorded';
      points = core.stated;
      summaryMsg = msg('dk.summary.recorded', {
        ...(bockX ? { bock: bockX } : {}),
        scores: scoresLine(byName(points, names)),
      });
    } else {
      summaryMsg = how.example ? msg('dk.summary.example', { count: how.count }) : msg('dk.summary.bad-deal');
    }
    if (core.declared) info = roundInfo(core.declared, names, 0, k, 0, undefined, {});
  } else if (how.kind === 'unscored') {
    const reason: UnscoredReason =
      how.reason === 'cards' || how.reason === 'out' || how.reason === 'parties' ? how.reason : 'other';
    if (core.stated) points = core.stated;
    summaryMsg = msg('dk.summary.unscored', {
      reason,
      ...(points ? { scores: scoresLine(byName(points, names)) } : {}),
    });
    if (how.parties) info = roundInfo(how.parties, names, 0, k, 0, undefined, {});
  } else if (how.kind === 'recorded') {
    outcome = 'recorded';
    points = core.stated!;
    summaryMsg = msg('dk.summary.recorded', {
      ...(bockX ? { bock: bockX } : {}),
      scores: scoresLine(byName(points, names)),
    });
  } else {
    summaryMsg = msg('dk.summary.empty');
  }

  const step: RoundStep<RoundStatsInput> = {
    outcome,
    breakdown,
    summary: render(summaryMsg),
    summaryMsg,
    problems,
  };
  if (points) step.scores = byIndex(points, names.length);
  if (info) step.doppelkopf = info;
  if (core.reading) step.tricks = core.reading.tricks;
  if (stats) step.stats = stats;
  return { step, state: next };
}
