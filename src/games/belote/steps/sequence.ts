// Step 6 of a Belote/Coinche round: the round in the sheet. It inherits the litige pot and the game in
// progress; a game ends when a team reaches the target (belote.md §6: reach-or-exceed, higher total,
// end-tie, the FFB belote-only rule) or, with `deals N`, after its N-th deal (the higher total; equal: end-tie),
// and the next round starts a new game from 0.

import type { Round } from '../../../format/ast';
import type { Problem } from '../../../format/types';
import { msg, type Message } from '../../../messages';
import type { BeloteHead } from '../messages/en/belote';
import type { BreakdownItem, Outcome } from '../../../engine/model';
import { contractResult, type BeloteRoundInfo, type ContractResult } from '../model';
import { problem } from '../../../engine/problem';
import type { BeloteRules } from '../rules';
import type { RoundStep } from '../../../engine/rounds';
import { mismatchProblems } from './checkStated';
import { multiplierOf } from './coinche';
import { line } from './dealPoints';
import { contractText, workingOf } from './explain';
import { readBeloteRound, type BeloteContext, type BeloteCore } from './read';
import { teamOf } from './types';
import { scoreRound } from './score';
import type { RoundScore, Team } from './types';

export interface EndInput {
  rules: Pick<BeloteRules, 'game' | 'beloteOnlyWin' | 'endTie'>;
  target: number;
  /** Running totals after the round. */
  after: [number, number];
  /** The round's belote points per team and whether the team only scored its belote (failed or took no trick). */
  belote: [number, number];
  beloteOnly: [boolean, boolean];
  /** The team that won the round's contract (made → taker, failed → defence), for `end-tie last-contract`. */
  roundWinner?: Team;
  /**
   * Teams held back earlier in this game by the belote-only rule (FFB-C §10.3): they win only after a round in which
   * they take a trick.
   */
  blocked?: [boolean, boolean];
  /** Whether each team took at least one trick this round (false only for a team the other capot-ed). */
  tookTrick?: [boolean, boolean];
}

export interface EndVerdict {
  winner?: Team;
  /** Teams at or over the target that the belote-only rule holds back after this round. */
  held?: Team[];
  /** Why the game did or did not end, when a team reached the target. */
  note?: Message;
}

/**
 * FFB-B §10.4.2 / FFB-C §10.3: the first team to reach or pass the target wins; both: the higher
 * total; equal: another round (FFB) or the last contract's winners (pagat). FFB coinche: a team
 * that crossed only through its belote in a round it failed or took no trick in has not won yet.
 */
export function gameEnd(e: EndInput, names: [string, string]): EndVerdict {
  let eligible = ([0, 1] as Team[]).filter((t) => e.after[t] >= e.target);
  if (!eligible.length) return {};
  const notes: Message[] = [];
  const held: Team[] = [];
  if (e.rules.game === 'coinche' && !e.rules.beloteOnlyWin) {
    eligible = eligible.filter((t) => {
      // Failed, or took no trick (the defence of a failed générale its partner side took every trick of, too).
      const beloteRound = e.beloteOnly[t] || e.tookTrick?.[t] === false;
      const only = beloteRound && e.belote[t] > 0 && e.after[t] - e.belote[t] < e.target;
      // Held back once, the team needs a later round in which it takes a trick (belote.md §6).
      const still = !only && e.blocked?.[t] === true && e.tookTrick?.[t] === false;
      if (only) notes.push(msg('bel.end.belote-only', { team: names[t], total: e.after[t] }));
      else if (still) notes.push(msg('bel.end.no-trick', { team: names[t] }));
      if (only || still) held.push(t);
      return !only && !still;
    });
  }
  const h = held.length ? { held } : {};
  const joined = notes.length ? { note: msg('bel.end.notes', { notes }) } : {};
  if (eligible.length === 0) return { ...h, ...joined };
  if (eligible.length === 1) return { ...h, winner: eligible[0], ...joined };
  if (e.after[0] !== e.after[1]) {
    const w: Team = e.after[0] > e.after[1] ? 0 : 1;
    return { winner: w, note: msg('bel.end.both', { target: e.target }) };
  }
  if (e.rules.endTie === 'last-contract' && e.roundWinner !== undefined)
    return { winner: e.roundWinner, note: msg('bel.end.tie', { total: e.after[0], lastContract: true }) };
  return { note: msg('bel.end.tie', { total: e.after[0], lastContract: false }) };
}

/** The verdict of a round after which no team has reached the target (shared, never changed). */
const NO_VERDICT: EndVerdict = {};

/** What a round inherits: the open litige pot and the game in progress (its number, and whether it just ended). */
export interface BeloteState {
  readonly pot: number;
  readonly game: number;
  /** Set by the round that won a game; the next round starts a new one. */
  readonly ended?: { readonly winner: Team; readonly totals: readonly [number, number] };
  /** Teams the belote-only rule held back in this game (belote-only-win off). */
  readonly blocked: readonly [boolean, boolean];
  /** With `deals N`: the deals played in this game so far (always 0 without, so states stay equal). */
  readonly deals?: number;
}

export const FIRST_GAME: BeloteState = { pot: 0, game: 1, blocked: [false, false] };

/**
 * `deals N` (belote.md Part A v3, the concours "partie de 12 donnes"): after the N-th deal of a game, the team with
 * more points wins it; equal totals follow end-tie (the last contract's winners, or one more deal at a time until
 * they differ). The target is not used.
 */
export function dealsEnd(
  rules: Pick<BeloteRules, 'endTie'>,
  deals: number,
  after: readonly [number, number],
  roundWinner: Team | undefined,
  names: [string, string],
  game: number,
): EndVerdict {
  if (after[0] !== after[1]) {
    const w: Team = after[0] > after[1] ? 0 : 1;
    const note = msg('bel.end.deals', { team: names[w], total: after[w], other: after[1 - w], deals, game });
    return { winner: w, note };
  }
  if (rules.endTie === 'last-contract' && roundWinner !== undefined)
    return { winner: roundWinner, note: msg('bel.end.tie', { total: after[0], lastContract: true }) };
  return { note: msg('bel.end.tie', { total: after[0], lastContract: false }) };
}

export function sameBeloteState(a: BeloteState, b: BeloteState): boolean {
  if (a === b) return true;
  return (
    a.pot === b.pot &&
    a.game === b.game &&
    a.blocked[0] === b.blocked[0] &&
    a.blocked[1] === b.blocked[1] &&
    a.deals === b.deals &&
    a.ended?.winner === b.ended?.winner &&
    a.ended?.totals[0] === b.ended?.totals[0] &&
    a.ended?.totals[1] === b.ended?.totals[1]
  );
}

/** What a round adds to the team statistics: the taking team and how its contract went. */
export interface ContractStats {
  team: Team;
  result: ContractResult;
  coinched: boolean;
}

export function sequenceRound(
  core: BeloteCore,
  state: BeloteState,
  runningBefore: readonly number[],
  ctx: BeloteContext & { target: number },
): { step: RoundStep<ContractStats>; state: BeloteState } {
  const { rules, names } = ctx;
  const { read, facts: f } = core;
  const problems: Problem[] = [];
  let game = state.game;
  let blocked: [boolean, boolean] = [state.blocked[0], state.blocked[1]];
  let running: [number, number] = [runningBefore[0], runningBefore[1]];
  let pot = state.pot;
  let resetBefore = false;
  let deals = state.deals ?? 0;
  if (state.ended) {
    const { winner, totals } = state.ended;
    problems.push(
      problem(
        'game-over',
        'info',
        core.round.headerRange,
        msg('bel.game-over', { winner: names[winner], game, totals: [totals[0], totals[1]], pot }),
      ),
    );
    game++;
    running = [0, 0];
    blocked = [false, false];
    resetBefore = true;
    deals = 0;
  }
  // A worked example is not a deal that was played; every other round is one, scored or not.
  if (rules.deals > 0 && !(core.tricksOnly && core.example)) deals++;
  for (let k = 0; k < core.problems.length; k++) problems.push(core.problems[k]);
  const potBefore = pot;
  let outcome: Outcome;
  let scores: [number, number] | undefined;
  // Undefined in a lean context: the lines are worked out when the round's breakdown is read (breakdownLater).
  let breakdown: BreakdownItem[] | undefined;
  let result: RoundScore | undefined;
  let head: Message;
  let uncertain = false;
  if (core.scorable) {
    const r = scoreRound(f, { rules, names, pot, lean: ctx.lean });
    if (r) {
      result = r;
      outcome = r.outcome;
      scores = r.scores;
      // The round's own list (scoreRound makes it anew): the end of the game may add to it.
      breakdown = r.breakdown;
      head = msg('bel.head.scored', { headline: core.headline, outcome: r.outcome as BeloteHead });
      pot = r.potHeld;
      if (read.score)
        problems.push(...mismatchProblems(read.score, r.scores, (team) => workingOf(r, team), names, teamOf));
    } else {
      outcome = 'unscored';
      breakdown = [];
      head = msg('bel.head.unscored');
    }
  } else if (read.score) {
    // Only `score` (or facts too thin to score): the sheet's numbers are counted as written.
    const v = read.score.values;
    outcome = 'recorded';
    scores = [v[0] ?? 0, v[1] ?? 0];
    breakdown = ctx.lean ? undefined : [line(msg('bel.recorded'))];
    head = msg('bel.head.recorded', { headline: core.headline });
    // The pot goes to the round's winner, which a bare score does not name: it stays open for the next round scored
    // from its facts.
    if (pot > 0) breakdown?.push(line(msg('bel.pot.stays-open', { pot })));
  } else if (core.tricksOnly && core.example) {
    // A worked example is not a deal that was played: nothing to count, so the totals stay certain.
    outcome = 'unscored';
    breakdown = [];
    head = msg('bel.head.example');
  } else {
    outcome = 'unscored';
    breakdown = [];
    head = read.hasFacts ? msg('bel.head.needs', { missing: core.missing }) : msg('bel.head.no-facts');
    uncertain = read.hasFacts;
  }

  // The end of the game.
  let gameWinner: Team | undefined;
  let ended: BeloteState['ended'];
  const roundWinner = (s: [number, number]): Team | undefined =>
    result ? result.winner : s[0] === s[1] ? undefined : s[0] > s[1] ? 0 : 1;
  if (rules.deals > 0) {
    if (deals >= rules.deals) {
      // The game's last deal (or one after it, while the totals are equal): a round without points adds none.
      const s = scores ?? [0, 0];
      const after: [number, number] = [running[0] + s[0], running[1] + s[1]];
      const verdict = dealsEnd(rules, deals, after, scores ? roundWinner(scores) : undefined, names, game);
      if (verdict.winner !== undefined) {
        gameWinner = verdict.winner;
        ended = { winner: gameWinner, totals: after };
        breakdown?.push(line(verdict.note!, undefined, names[gameWinner]));
      } else breakdown?.push(line(verdict.note!));
    }
  } else if (scores) {
    const after: [number, number] = [running[0] + scores[0], running[1] + scores[1]];
    // Most rounds leave both teams below the target: no verdict to work out.
    const reached = after[0] >= ctx.target || after[1] >= ctx.target;
    const verdict: EndVerdict = !reached
      ? NO_VERDICT
      : gameEnd(
          {
            rules,
            target: ctx.target,
            after,
            belote: result?.belote ?? [0, 0],
            beloteOnly: result?.beloteOnly ?? [false, false],
            blocked,
            tookTrick: result ? [result.capot !== 1, result.capot !== 0] : [true, true],
            roundWinner: roundWinner(scores),
          },
          names,
        );
    if (verdict.note) breakdown?.push(line(verdict.note));
    const held = verdict.held;
    if (held) for (let k = 0; k < held.length; k++) blocked[held[k]] = true;
    if (verdict.winner !== undefined) {
      gameWinner = verdict.winner;
      const wins = msg('bel.end.wins', { team: names[gameWinner], total: after[gameWinner], target: ctx.target, game });
      breakdown?.push(line(wins, undefined, names[gameWinner]));
      ended = { winner: gameWinner, totals: after };
    }
  }

  const lines = breakdown ?? (ctx.problemsOnly ? [] : breakdownLater(core.round, state, runningBefore, ctx));
  const step: RoundStep<ContractStats> = ctx.problemsOnly
    ? { outcome, breakdown: lines, problems }
    : fullStep(core, ctx, {
        outcome,
        breakdown: lines,
        problems,
        head,
        scores,
        result,
        pot,
        potBefore,
        game,
        gameWinner,
      });
  if (scores) step.scores = scores;
  if (resetBefore) step.resetBefore = true;
  if (uncertain) step.uncertain = true;
  if (core.tricks) step.tricks = core.tricks;
  // Statistics per taking team, by the one definition of a contract taken (a litige is taken, neither made nor failed).
  const taken = result && !ctx.problemsOnly ? contractResult(result.outcome) : undefined;
  if (result && f.takerTeam !== undefined && taken)
    step.stats = { team: f.takerTeam, result: taken, coinched: result.multiplier > 1 };
  const next: BeloteState =
    rules.deals > 0
      ? ended
        ? { pot, game, ended, blocked, deals }
        : { pot, game, blocked, deals }
      : ended
        ? { pot, game, ended, blocked }
        : { pot, game, blocked };
  return { step, state: next };
}

/**
 * A lean step's breakdown, worked out when it is read: the round read and sequenced again, from the same state and
 * totals, with its lines. A sheet's breakdowns are read a round at a time (a hover, `explain`, the JSON), and building
 * every round's lines cost about a tenth of analysing a long Coinche sheet; only what the round inherits is kept.
 */
function breakdownLater(
  round: Round,
  state: BeloteState,
  runningBefore: readonly number[],
  ctx: BeloteContext & { target: number },
): () => BreakdownItem[] {
  return () => {
    const full = { ...ctx, lean: false };
    return sequenceRound(readBeloteRound(round, full), state, runningBefore, full).step.breakdown as BreakdownItem[];
  };
}

/** A step with what a reader of the sheet sees: the round's info and its summary. */
function fullStep(
  core: BeloteCore,
  ctx: BeloteContext & { target: number },
  r: {
    outcome: Outcome;
    breakdown: RoundStep<ContractStats>['breakdown'];
    problems: Problem[];
    head: Message;
    scores: [number, number] | undefined;
    result: RoundScore | undefined;
    pot: number;
    potBefore: number;
    game: number;
    gameWinner: Team | undefined;
  },
): RoundStep<ContractStats> {
  const { rules, names } = ctx;
  const f = core.facts;
  const { scores, result, pot, game, gameWinner } = r;
  const info: BeloteRoundInfo = {
    game,
    taker: f.takerTeam !== undefined ? names[f.takerTeam] : undefined,
    takerPlayer: f.takerPlayer !== undefined ? ctx.players[f.takerPlayer] : undefined,
    contract: contractText(f),
    trump: f.trump,
    multiplier: result?.multiplier ?? (f.contract ? multiplierOf(f, rules) : 1),
    raw: result?.raw,
    potHeld: pot,
    potAwarded: result?.potAwarded
      ? { team: names[result.potAwarded.team], points: result.potAwarded.points }
      : undefined,
    gameWinner: gameWinner !== undefined ? names[gameWinner] : undefined,
  };
  // One object shape for every round (absent parts undefined): no spreads on this per-round path.
  const summaryMsg = msg('bel.summary', {
    head: r.head,
    scores: scores ? `${names[0]} ${scores[0]} ${names[1]} ${scores[1]}` : undefined,
    pot: pot > 0 && pot !== r.potBefore ? pot : undefined,
    winner: gameWinner !== undefined ? names[gameWinner] : undefined,
    game: gameWinner !== undefined ? game : undefined,
  });

  return {
    outcome: r.outcome,
    breakdown: r.breakdown,
    summaryMsg,
    problems: r.problems,
    part: { belote: info },
  };
}
