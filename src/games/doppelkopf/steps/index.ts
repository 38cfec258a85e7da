// The Doppelkopf engine (rules/doppelkopf.md Part A): its steps — read, fromTricks, score, checkStated,
// explain, sequence, settle — as the shared round loop (../rounds.ts) runs them.

import type { Header, ScoreDocument } from '../../../format/ast';
import type { Problem } from '../../../format/types';
import { msg } from '../../../messages';
import type { EngineOutput } from '../../../engine/engine';
import { type ResolvedRules } from '../../../engine/rules';
import { doppelkopfRules } from '../rules';
import { scoreRounds, type GameSteps, type RoundStep } from '../../../engine/rounds';
import type { Settlement } from '../../../engine/model';
import { whereItWentWrong } from '../../../engine/culprit';
import { dictOf } from '../../../text/dict';
import { compareRow } from './checkStated';
import { needsOut, readRound, type DoppelkopfContext, type DoppelkopfCore } from './read';
import { NO_BOCK, partOf, penaltyRow, sameBock, sequenceRound, type BockState } from './sequence';
import { settleDoppelkopf, type RoundStatsInput } from './settle';
import {
  afterRound,
  checkOut,
  dealerOf,
  dutyDue,
  dutyDueProblem,
  finishTable,
  initialTable,
  sameTable,
  type TableState,
} from './table';

export { DOPPELKOPF_CODES, DOPPELKOPF_EXTRAS } from './codes';
export { SOLO_KINDS } from './types';
export { computeValue, distribute } from './score';
export { decideWinner } from './thresholds';
export type { DoppelkopfRules, ScoringFacts, Parties, Extras, Level, Party } from './types';

/** What a round inherits: the bock rounds in play and the table (dealer, duty solos). */
export interface DoppelkopfState {
  bock: BockState;
  table: TableState;
}

export type DoppelkopfSteps = GameSteps<DoppelkopfCore, DoppelkopfState, RoundStatsInput>;

/** A round read again with the player who sits out implied by the dealer (five players, no `out` line). */
const withOut = new WeakMap<DoppelkopfCore, Map<number, DoppelkopfCore>>();

function coreWithOut(core: DoppelkopfCore, out: number, ctx: DoppelkopfContext): DoppelkopfCore {
  let m = withOut.get(core);
  if (!m) withOut.set(core, (m = new Map()));
  let c = m.get(out);
  if (!c) m.set(out, (c = readRound(core.raw.round, ctx, [out])));
  return c;
}

/** One round in sequence: its dealer, the round at that table, its bock, then the deal and duty solos passed on. */
function sequenceDoppelkopf(core: DoppelkopfCore, state: DoppelkopfState, ctx: DoppelkopfContext) {
  // Penalty points between two games: no game, so the bock rounds and the table pass on as they were.
  if (core.how.kind === 'penalty') return { step: penaltyRow(core, ctx), state };
  const d = dealerOf(core, state.table, ctx);
  // The dealer's and the duty solo's problems, listed only when there is one.
  let before = d.problems;
  let c = core;
  if (d.dealer !== undefined) {
    if (needsOut(core, ctx.names.length)) c = coreWithOut(core, d.dealer, ctx);
    else {
      const p = checkOut(core, d.dealer, ctx);
      if (p) before = [...before, p];
    }
  }
  const out = sequenceRound(c, state.bock, ctx);
  const step = out.step;
  const parties = c.how.kind === 'scored' || c.how.kind === 'unscored' ? c.how.parties : c.declared;
  const duty = { soloist: parties?.soloist, duty: parties?.duty ?? false, forced: parties?.forced };
  // A Vorführung: who must play a duty solo in this game (an info unless the round is that forced duty solo).
  const due = dutyDueProblem(dutyDue(state.table, d.dealer, ctx), duty, ctx, core.raw.round);
  if (due) before = [...before, due];
  const after = afterRound(state.table, d.dealer, duty, ctx, core.raw.round);
  if (before.length || after.problems.length) step.problems = [...before, ...step.problems, ...after.problems];
  if (d.dealer !== undefined) step.dealer = ctx.names[d.dealer];
  if (after.owed) partOf(step).dutyOwed = after.owed.map((i) => ctx.names[i]);
  const next = dutyDue(after.next, after.next.dealer, ctx);
  if (next)
    // Two literals, each of one fixed shape, rather than an object built by spreading an optional member.
    partOf(step).dutyNext =
      next.player !== undefined
        ? {
            player: ctx.names[next.player],
            owed: next.owed.map((i) => ctx.names[i]),
            left: next.left,
            series: next.series,
          }
        : { owed: next.owed.map((i) => ctx.names[i]), left: next.left, series: next.series };
  return { step, state: { bock: out.state, table: after.next } };
}

/**
 * The steps of a Doppelkopf sheet. `problemsOnly`: steps that give the same problems and points but leave out what
 * only a reader of the sheet sees (summaries, round info, statistics; no settlement from them).
 */
export function doppelkopfSteps(
  header: Header,
  resolved: ResolvedRules | undefined,
  problemsOnly = false,
): DoppelkopfSteps {
  const names = header.players.map((p) => p.text);
  const rules = doppelkopfRules(resolved?.values, names.length);
  const ctx: DoppelkopfContext = problemsOnly ? { names, rules, problemsOnly } : { names, rules };
  const all = names.map((_, i) => i);
  return {
    columns: names,
    read: (round) => readRound(round, ctx),
    totals: (core) => core.raw.totals,
    initial: { bock: NO_BOCK, table: initialTable(headerDealer(header)) },
    sameState: (a, b) => sameBock(a.bock, b.bock) && sameTable(a.table, b.table),
    usesRunning: false,
    sequence: (core, state) => sequenceDoppelkopf(core, state, ctx),
    finish: (state, last) => finishTable(state.table, ctx, last),
    column: (name) => (name.ref?.kind === 'player' ? name.ref.index : undefined),
    swaps: 'players',
    checkTotal: ({ line, running, before, points, index, window, checkpoint }) => {
      const row = new Map(running.map((v, i) => [i, v]));
      const wrong = compareRow(
        'total',
        line,
        row,
        names,
        all,
        (i) => {
          const pts = points[i];
          if (index === 1) return msg('dk.total.first', { total: running[i], points: pts });
          return msg('dk.total.after', { total: running[i], before: before[i], round: index, points: pts });
        },
        '',
      );
      if (!wrong) return [];
      const diff: (number | undefined)[] = names.map(() => undefined);
      for (const e of line.entries) {
        const ref = e.side.ref;
        if (ref?.kind === 'player') diff[ref.index] = e.value.value - running[ref.index];
      }
      return [wrong, ...whereItWentWrong(wrong, diff, window(), checkpoint, line.range.start.line)];
    },
    settle: (out) => {
      const totals = dictOf(names, (_, i) => out.running[i]);
      const stats: RoundStatsInput[] = [];
      const steps = out.steps;
      for (let k = 0; k < steps.length; k++) if (steps[k].stats) stats.push(steps[k].stats!);
      const settlement = settleDoppelkopf(header, resolved, rules, names, totals, stats);
      addPenaltyStats(settlement, steps, names);
      const last = out.steps[out.steps.length - 1];
      if (rules.dutySolo) Object.assign(settlement, { dutyOwed: last?.part?.dutyOwed ?? names.slice() });
      return settlement;
    },
  };
}

/** Penalties per player, where the sheet has any: how many each paid, and their penalty points (net). */
function addPenaltyStats(settlement: Settlement, steps: readonly RoundStep<RoundStatsInput>[], names: string[]): void {
  const players = settlement.players;
  if (!players || !steps.some((s) => s.penalties)) return;
  const paid = names.map(() => 0);
  const points = names.map(() => 0);
  for (const s of steps) {
    for (const i of s.penaltiesPaid ?? []) paid[i]++;
    const p = s.penalties;
    if (p) for (let i = 0; i < names.length; i++) points[i] += p[i] ?? 0;
  }
  // One line per name (two players of the same name share it), as playerStats has them.
  for (const line of players) {
    line.penalties = 0;
    line.penaltyPoints = 0;
  }
  names.forEach((name, i) => {
    const line = players.find((l) => l.name === name);
    if (!line) return;
    line.penalties! += paid[i];
    line.penaltyPoints! += points[i];
  });
}

function headerDealer(header: Header): number | undefined {
  const ref = header.dealer?.ref;
  return ref?.kind === 'player' ? ref.index : undefined;
}

/** Scores a whole document: the round loop, then the settlement. */
export function scoreDoppelkopf(
  doc: ScoreDocument,
  resolved: ResolvedRules | undefined,
  roundProblems: readonly (readonly Problem[])[] = [],
): EngineOutput {
  return scoreRounds(doppelkopfSteps(doc.header, resolved), doc.rounds, roundProblems);
}
