// Step 6 of a Doppelkopf round: the round in the sheet. Bock rounds (house rule, §6) are the only state a
// round inherits: which earlier results still double it. Here the value gets its bock and solo factors and
// the stated `score` row is checked against the final points.

import type { Problem } from '../../../format/types';
import { msg, type Message } from '../../../messages';
import type { UnscoredReason } from '../messages/en/round';
import { describe, namesOf } from './parties';
import { playedIn, type BreakdownItem, type Outcome } from '../../../engine/model';
import type { DoppelkopfRoundInfo, DoppelkopfRoundPart } from '../model';
import { problem } from '../../../engine/problem';
import { byName, type RoundStep } from '../../../engine/rounds';
import type { BockTrigger } from '../rules';
import { compareRow } from './checkStated';
import { explainPoints, formula, roleOf, roundInfo, scoresLineOf, summaryOf } from './explain';
import { readRound, type DoppelkopfContext, type DoppelkopfCore } from './read';
import { distribute } from './score';
import { outcomeSlips, roundSlips } from './slips';
import { playerBits, type RoundStatsInput } from './settle';
import { pow2, type DoppelkopfRules, type Parties } from './types';

/**
 * What earlier rounds left: `multiply` (FD default) keeps each running bock round's remaining games, so two
 * overlapping ones give ×4; `append` queues games behind the running one, so a game is never more than ×2.
 */
export interface BockState {
  readonly running: readonly number[];
  readonly queued: number;
  /**
   * Games in which a bock round may run that the engine cannot see: an outcome-only round may have met a trigger
   * only card points show (120:120, schwarz). Meanwhile a `bock` mark above the count is the sheet's word.
   */
  readonly unsure?: number;
}

export const NO_BOCK: BockState = { running: [], queued: 0 };

export function sameBock(a: BockState, b: BockState): boolean {
  if (a === b) return true;
  if (a.queued !== b.queued || a.running.length !== b.running.length || a.unsure !== b.unsure) return false;
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

/**
 * The bock rounds a game starts: one after a game that meets any trigger, however many (the triggering game is not
 * multiplied), or the number its `bock-trigger` line says. Several start as several triggers in a row would: under
 * `multiply` they run side by side (two: ×4), under `append` they queue (two: twice as many games ×2).
 */
export function startBock(s: BockState, rounds: number, rules: DoppelkopfRules): BockState {
  if (!rules.bock || rounds <= 0) return s;
  if (rules.bockOverlap === 'append') return { running: s.running, queued: s.queued + rounds * rules.bockLength };
  const running = s.running.slice();
  for (let k = 0; k < rounds; k++) running.push(rules.bockLength);
  return { running, queued: s.queued };
}

/**
 * How many bock rounds a game starts: its `bock-trigger` line where it has one, else 1 when it meets a trigger. A
 * `bock-trigger 0` on a game that meets one drops it, with an info naming the triggers.
 */
function bockRoundsOf(core: DoppelkopfCore, derived: readonly BockTrigger[], added: Problem[]): number {
  const stated = core.trigger;
  if (!stated) return derived.length > 0 ? 1 : 0;
  if (stated.count === 0 && derived.length > 0)
    added.push(
      problem('bock-trigger-dropped', 'info', stated.range, msg('dk.bock-trigger.dropped', { triggers: derived })),
    );
  return stated.count;
}

/**
 * playerBits(playedIn(the players of `distribute`'s points, out)) without the lists between them (an iterator, and a
 * list whose first push makes room for 17): every scored game of a sheet comes through here. Those points are Re's,
 * Kontra's and the out players'.
 */
function playedBits(parties: Parties): number {
  const { re, kontra, out } = parties;
  let bits = 0;
  for (let k = 0; k < re.length; k++) if (re[k] >= 0 && re[k] < 31 && !out.includes(re[k])) bits |= 1 << re[k];
  for (let k = 0; k < kontra.length; k++)
    if (kontra[k] >= 0 && kontra[k] < 31 && !out.includes(kontra[k])) bits |= 1 << kontra[k];
  return bits;
}

function byIndex(values: Map<number, number>, n: number): (number | undefined)[] {
  // Of its exact length, filled by index: no iterator and entry pairs, and no room to grow kept for every round.
  const out = new Array<number | undefined>(n);
  for (let i = 0; i < n; i++) out[i] = values.get(i);
  return out;
}

/** The round's written `score` row against the computed points: the mismatch, each player's working, if any. */
function checkWrittenRow(
  core: DoppelkopfCore,
  parties: Parties,
  computed: Map<number, number>,
  value: number,
  breakdown: BreakdownItem[],
  ctx: DoppelkopfContext,
  context: Message,
): Problem | undefined {
  const { names, rules } = ctx;
  return compareRow(
    'score',
    core.raw.scores[0],
    computed,
    names,
    [...parties.re, ...parties.kontra],
    (i) => explainPoints(computed.get(i) ?? 0, roleOf(i, parties, names), value, breakdown, rules.counting),
    context,
  );
}

/*
 * The slips of a round are looked for only when a later `total` disagrees, yet every step of a sheet is kept until
 * then: so the step keeps the round (not its core, the largest thing a round makes) and reads it again if asked.
 */

function scoredSlips(core: DoppelkopfCore, k: number, ctx: DoppelkopfContext): () => ReturnType<typeof roundSlips> {
  const round = core.raw.round;
  const implied = core.implied;
  return () => {
    const c = readRound(round, ctx, implied);
    if (c.how.kind !== 'scored') return [];
    const { parties, facts, value } = c.how;
    const points = distribute(value.value * pow2(k), parties, ctx.rules.counting);
    return roundSlips(c, parties, facts, value.value, k, points, ctx, round.index);
  };
}

function outcomeSlipsOf(core: DoppelkopfCore, k: number, ctx: DoppelkopfContext): () => ReturnType<typeof roundSlips> {
  const round = core.raw.round;
  const implied = core.implied;
  return () => {
    const c = readRound(round, ctx, implied);
    if (c.how.kind !== 'outcome') return [];
    const o = outcomeStep(c, c.how, k, ctx, []);
    return outcomeSlips(c, c.how, k, o.points, ctx, round.index);
  };
}

export function sequenceRound(
  core: DoppelkopfCore,
  state: BockState,
  ctx: DoppelkopfContext,
): { step: RoundStep<RoundStatsInput>; state: BockState } {
  const { names, rules } = ctx;
  const how = core.how;
  const declared =
    how.kind === 'scored' || how.kind === 'unscored' || how.kind === 'outcome' ? how.parties : core.declared;
  // An ordinary duty solo takes no game slot, so no bock game either; a forced one (Vorführung) is a game as any.
  const duty = (declared?.duty ?? false) && !declared?.forced;
  const taken = takeBock(state, rules, duty);
  let next = taken.state;
  let k = taken.k;
  // The problems this step adds to its core's (a list, not a closure that adds: that was a closure and its context
  // for every round).
  const added: Problem[] = [];
  // Bock: an explicit mark says what the table played; with bock on, a mark that disagrees with the triggers is a
  // warning.
  const unsure = (state.unsure ?? 0) > 0;
  if (unsure && !duty) next = { ...next, unsure: state.unsure! - 1 || undefined };
  if (core.mark) {
    if (rules.bock && core.mark.count !== taken.k && !(unsure && core.mark.count > taken.k))
      added.push(
        problem(
          'bock-mismatch',
          'warning',
          core.mark.range,
          msg('dk.bock-mismatch', { marked: pow2(core.mark.count), triggered: pow2(taken.k) }),
        ),
      );
    k = core.mark.count;
  }
  const bockX = k > 0 ? pow2(k) : undefined;
  let outcome: Outcome = 'unscored';
  let points: Map<number, number> | undefined;
  let breakdown: BreakdownItem[] = [];
  // Left out when only the problems are read (and so undefined).
  let summaryMsg: Message | undefined;
  let info: DoppelkopfRoundInfo | undefined;
  let slips: (() => ReturnType<typeof roundSlips>) | undefined;
  const lean = ctx.problemsOnly === true;
  let stats: RoundStatsInput | undefined = lean ? undefined : core.recordedStats;

  if (how.kind === 'scored') {
    const { parties, facts, value: vr, triggers } = how;
    breakdown = k > 0 || parties.soloist !== undefined ? [...vr.breakdown] : vr.breakdown;
    if (k > 0) breakdown.push({ item: 'bock', label: msg('dk.item.bock'), factor: pow2(k) });
    if (parties.soloist !== undefined) breakdown.push({ item: 'solo', label: msg('dk.item.solo'), factor: 3 });
    const value = vr.value * pow2(k);
    points = distribute(value, parties, rules.counting);
    slips = scoredSlips(core, k, ctx);
    if (core.won) {
      // A `won` line beside the card points: both must tell the same game.
      const w = core.won;
      const computed = rules.wonIncludesBock ? value : vr.value;
      if (vr.decision.winner !== w.winner || computed !== w.value)
        added.push(
          problem(
            'won-mismatch',
            'error',
            w.line.range,
            msg('dk.won.contradicts', {
              written: w.winner,
              value: w.line.value.value,
              computed: vr.decision.winner,
              computedValue: Math.abs(computed),
              working: formula(vr.breakdown, computed >= 0 ? 're' : 'kontra', rules.wonIncludesBock),
            }),
          ),
        );
    }
    const starts = bockRoundsOf(core, triggers, added);
    next = startBock(next, starts, rules);
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
      const wrong = checkWrittenRow(core, parties, points, value, breakdown, ctx, context);
      if (wrong) added.push(wrong);
    }
    const d = vr.decision;
    if (!lean) {
      summaryMsg = summaryOf(parties, names, facts.cards, d.winner, bockX, scoresLineOf(points, names));
      info = roundInfo(parties, names, value, k, starts, facts.cards, facts.announce);
      const winners = d.winner === 'none' ? [] : d.winner === 're' ? parties.re : parties.kontra;
      stats = {
        played: playedBits(parties),
        won: playerBits(winners),
        soloist: parties.soloist,
        soloWon: d.winner === 're',
        duty: parties.duty,
      };
    }
  } else if (how.kind === 'outcome') {
    const starts = bockRoundsOf(core, how.triggers, added);
    const o = outcomeStep(core, how, k, ctx, added, starts);
    ({ points, breakdown, summaryMsg, stats } = o);
    info = o.info;
    slips = outcomeSlipsOf(core, k, ctx);
    if (how.known) outcome = how.winner;
    else outcome = 'recorded';
    next = startBock(next, starts, rules);
    // A trigger only card points show may have been met, unless the round's `bock-trigger` line says what it started.
    if (rules.bock && !core.trigger && (rules.bockTriggers.has('tie-120') || rules.bockTriggers.has('black')))
      next = { ...next, unsure: Math.max(next.unsure ?? 0, rules.bockLength) };
  } else if (how.kind === 'tricks') {
    if (core.stated) {
      outcome = 'recorded';
      points = core.stated;
      if (!lean)
        summaryMsg = msg('dk.summary.recorded', {
          ...(bockX ? { bock: bockX } : {}),
          scores: scoresLineOf(points, names),
        });
    } else if (!lean) {
      summaryMsg = how.example ? msg('dk.summary.example', { count: how.count }) : msg('dk.summary.bad-deal');
    }
    if (core.declared && !lean) info = roundInfo(core.declared, names, 0, k, 0, undefined, {});
  } else if (how.kind === 'unscored') {
    const reason: UnscoredReason =
      how.reason === 'cards' || how.reason === 'out' || how.reason === 'parties' ? how.reason : 'other';
    if (core.stated) points = core.stated;
    if (!lean) {
      summaryMsg = msg('dk.summary.unscored', {
        reason,
        ...(points ? { scores: scoresLineOf(points, names) } : {}),
      });
      if (how.parties) info = roundInfo(how.parties, names, 0, k, 0, undefined, {});
    }
  } else if (how.kind === 'recorded') {
    outcome = 'recorded';
    points = core.stated!;
    if (!lean)
      summaryMsg = msg('dk.summary.recorded', {
        ...(bockX ? { bock: bockX } : {}),
        scores: scoresLineOf(points, names),
      });
  } else if (!lean) {
    summaryMsg = msg('dk.summary.empty');
  }

  // A round not scored from facts of its own (a written row, a trick example, nothing): its line alone starts them.
  if (core.trigger && how.kind !== 'scored' && how.kind !== 'outcome')
    next = startBock(next, core.trigger.count, rules);

  // The round's own problems, shared with its core unless this step added some.
  const problems = added.length ? [...core.problems, ...added] : core.problems;
  const step: RoundStep<RoundStatsInput> = {
    outcome,
    breakdown,
    problems,
  };
  if (summaryMsg) step.summaryMsg = summaryMsg;
  if (points) step.scores = byIndex(points, names.length);
  if (info) partOf(step).doppelkopf = info;
  if (core.reading) step.tricks = core.reading.tricks;
  if (core.trigger) partOf(step).bockTrigger = core.trigger.count;
  if (stats) step.stats = stats;
  if (slips) step.alternatives = slips;
  if (core.filled && points) step.filled = core.filled;
  if (core.penalty) withPenalties(step, core.penalty, names);
  // Who sits out, as the round's parties have it (the same players its statistics leave out), else as written.
  const sitsOut = how.kind === 'scored' || how.kind === 'outcome' ? how.parties.out : core.out;
  if (sitsOut.length && !lean) step.sitsOut = namesOf(sitsOut, names);
  return { step, state: next };
}

/**
 * A round block of penalty lines alone: penalty points between two games. Not a game, so the inherited state passes
 * through untouched (no bock game used up, no deal, no game of a series).
 */
export function penaltyRow(core: DoppelkopfCore, ctx: DoppelkopfContext): RoundStep<RoundStatsInput> {
  const { names } = ctx;
  const step: RoundStep<RoundStatsInput> = { outcome: 'recorded', breakdown: [], problems: core.problems };
  if (core.penalty) {
    withPenalties(step, core.penalty, names);
    if (!ctx.problemsOnly) step.summaryMsg = msg('pen.summary', { scores: scoresLineOf(core.penalty.points, names) });
  } else if (!ctx.problemsOnly) step.summaryMsg = msg('pen.summary', { scores: '—' });
  if (core.out.length && !ctx.problemsOnly) step.sitsOut = namesOf(core.out, names);
  partOf(step).penaltyOnly = true;
  return step;
}

/** The step's Doppelkopf part of its result (src/games/doppelkopf/model.ts), made on first use. */
export function partOf(step: RoundStep<RoundStatsInput>): DoppelkopfRoundPart {
  return (step.part ??= {}) as DoppelkopfRoundPart;
}

/**
 * A round's penalty points: by column for the loop's running totals and the statistics, by name on its result. The
 * loop adds them to the running totals; the result names them beside its points.
 */
function withPenalties(
  step: RoundStep<RoundStatsInput>,
  penalty: NonNullable<DoppelkopfCore['penalty']>,
  names: readonly string[],
): void {
  const points = byIndex(penalty.points, names.length);
  step.penalties = points;
  step.penaltiesPaid = penalty.paid;
  const part = partOf(step);
  part.penalties = byName(names, points);
  part.penaltiesPaid = penalty.paid.map((c) => names[c]);
}

type OutcomeHow = Extract<DoppelkopfCore['how'], { kind: 'outcome' }>;

/** An outcome-only round in the sheet: the written value with its bock (or the row as written), per player. */
function outcomeStep(
  core: DoppelkopfCore,
  how: OutcomeHow,
  k: number,
  ctx: DoppelkopfContext,
  /** Where the problems it finds go (the step's added problems). */
  added: Problem[],
  /** The bock rounds the game starts (its `bock-trigger` line, else its triggers). */
  starts = how.triggers.length > 0 ? 1 : 0,
): {
  points: Map<number, number>;
  breakdown: BreakdownItem[];
  /** Left out when only the problems are read. */
  summaryMsg?: Message;
  stats?: RoundStatsInput;
  info?: DoppelkopfRoundInfo;
} {
  const { names, rules } = ctx;
  const { parties, winner } = how;
  const solo = parties.soloist !== undefined;
  const side = (p: 're' | 'kontra') =>
    how.known ? p : (p === 're' ? parties.re : parties.kontra).map((i) => names[i]).join(', ');
  const breakdown: BreakdownItem[] = [];
  let value: number;
  let points: Map<number, number>;
  let bockInScore = false;
  if (how.won) {
    const w = how.won;
    const factor = pow2(k);
    breakdown.push({
      item: 'won (as written)',
      label: msg('dk.item.won-written'),
      points: w.value,
      side: side(w.winner),
    });
    if (rules.wonIncludesBock) {
      value = w.value;
      if (factor > 1 && w.value % factor !== 0)
        added.push(
          problem(
            'won-value',
            'warning',
            w.line.value.range,
            msg('dk.won.bock-share', { value: w.line.value.value, factor }),
          ),
        );
    } else {
      value = w.value * factor;
      if (k > 0) breakdown.push({ item: 'bock', label: msg('dk.item.bock'), factor });
    }
    points = distribute(value, parties, rules.counting);
    const stated = core.stated;
    if (stated) {
      const view = value >= 0 ? 're' : 'kontra';
      const context = msg('dk.points.scores', { who: view, value: Math.abs(value), formula: formula(breakdown, view) });
      const wrong = checkWrittenRow(core, parties, points, value, breakdown, ctx, context);
      if (wrong) added.push(wrong);
    }
  } else {
    // The row is what the table wrote, bock included.
    value = how.row!.value;
    points = how.row!.row;
    if (winner !== 'none')
      breakdown.push({
        item: 'score (as written)',
        label: msg('dk.item.score-written'),
        points: value,
        side: side(winner),
      });
    bockInScore = true;
  }
  if (solo) breakdown.push({ item: 'solo', label: msg('dk.item.solo'), factor: 3 });
  if (ctx.problemsOnly) return { points, breakdown };
  const winners = winner === 'none' ? [] : winner === 're' ? parties.re : parties.kontra;
  const summaryMsg = msg('dk.summary.outcome', {
    ...(how.known ? { game: describe(parties, names) } : { winners: winners.map((i) => names[i]) }),
    duty: parties.duty,
    ...(parties.forced ? { forced: true } : {}),
    result: how.known ? winner : 'won',
    value: Math.abs(value),
    ...(k > 0 ? { bock: pow2(k), bockInScore } : {}),
    scores: scoresLineOf(points, names),
  });
  const stats: RoundStatsInput = {
    played: playerBits(playedIn(points.keys(), parties.out)),
    won: playerBits(winners),
    soloist: solo ? parties.soloist : undefined,
    soloWon: winner === 're',
    duty: parties.duty,
  };
  const info = how.known ? roundInfo(parties, names, value, k, starts, undefined, how.announce) : undefined;
  return { points, breakdown, summaryMsg, stats, info };
}
