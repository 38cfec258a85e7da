// The engine of `game points` as the shared round loop (src/engine/rounds.ts) runs it: a round is its `score` line
// (each player's points; a player not written scores 0, with a warning), checked for a zero sum where the sheet says
// so; a `total` line is a checkpoint with the culprit search; with a target a game ends when someone reaches it (with
// lowest-wins: goes over it) and one player leads, and the next round starts a new game from 0.

import type { Header, Round, RoundItem } from '../../format/ast';
import type { Problem } from '../../format/types';
import type { BreakdownItem, GameSummary, Settlement } from '../../engine/model';
import { whereItWentWrong } from '../../engine/culprit';
import { fixOf, problem } from '../../engine/problem';
import type { GameSteps, LoopResult, RoundStep } from '../../engine/rounds';
import type { ResolvedRules } from '../../engine/rules';
import { splitCents } from '../../engine/settle/money';
import { transfers } from '../../engine/settle/transfers';
import { msg, render } from '../../messages';
import { dictOf } from '../../text/dict';
import type { PointsSettlementPart } from './model';
import { POINTS_SWITCHES, pointsRules } from './rules';

type TotalLine = Extract<RoundItem, { kind: 'total' }>;
type ScoreLine = Extract<RoundItem, { kind: 'score' }>;

/** What a round says on its own. */
export interface PointsCore {
  round: Round;
  /** The points per player (undefined: not written); undefined without a `score` line. */
  values?: (number | undefined)[];
  totals: TotalLine[];
  problems: Problem[];
}

/** What a round inherits: the game it belongs to, and the winner of the game the round before ended. */
export interface PointsState {
  game: number;
  ended?: string;
}

/** What a round adds to the settlement: its game, and the game's winner where the round ends it. */
export interface PointsStats {
  game: number;
  winner?: string;
}

export type PointsSteps = GameSteps<PointsCore, PointsState, PointsStats>;

/** How the sheet is played: its rules read typed, with the header's `target N` where `set target` is not written. */
export interface PointsPlay {
  zeroSum: boolean;
  lowestWins: boolean;
  /** 0: no target (the whole sheet is one game). */
  target: number;
}

export function playOf(header: Header, rules: ResolvedRules | undefined): PointsPlay {
  const r = pointsRules(rules?.values, header.players.length);
  const target = rules?.explicit.has('target') ? r.target : (header.target?.value ?? r.target);
  return { zeroSum: r.zeroSum, lowestWins: r.lowestWins, target: target > 0 ? target : 0 };
}

const column = (name: { ref?: { kind: string; index?: number } }): number | undefined =>
  name.ref?.kind === 'player' ? (name.ref as { index: number }).index : undefined;

function readRound(round: Round, players: readonly string[], play: PointsPlay): PointsCore {
  const problems: Problem[] = [];
  const totals: TotalLine[] = [];
  let score: ScoreLine | undefined;
  for (const item of round.items) {
    if (item.kind === 'total') totals.push(item);
    else if (item.kind === 'score') {
      if (score) problems.push(problem('duplicate-fact', 'warning', item.range, msg('pts.score-twice')));
      score = item;
    }
  }
  if (!score) {
    if (!totals.length && !round.rejected?.length)
      problems.push(problem('empty-round', 'warning', round.headerRange, msg('pts.empty-round')));
    return { round, totals, problems };
  }
  const values: (number | undefined)[] = players.map(() => undefined);
  for (const e of score.entries) {
    const c = column(e.side);
    if (c === undefined) continue;
    if (values[c] !== undefined)
      problems.push(
        problem('duplicate-fact', 'warning', e.side.range, msg('pts.player-twice', { player: e.side.text })),
      );
    values[c] = e.value.value;
  }
  const missing = players.filter((_, c) => values[c] === undefined);
  // A line whose names were all unknown says nothing of who is missing (the parser named them).
  if (missing.length && missing.length < players.length)
    problems.push(problem('partial-row', 'warning', score.range, msg('pts.missing-players', { players: missing })));
  if (play.zeroSum) {
    const sum = values.reduce<number>((s, v) => s + (v ?? 0), 0);
    if (sum !== 0) problems.push(problem('row-sum', 'error', score.range, msg('pts.row-sum', { sum })));
  }
  return { round, values, totals, problems };
}

/** Whether totals `after` end a game: someone reached the target (lowest-wins: went over it). */
function reached(play: PointsPlay, after: readonly number[]): boolean {
  if (!play.target) return false;
  for (const v of after) if (play.lowestWins ? v > play.target : v >= play.target) return true;
  return false;
}

/** The columns with the best of `totals` (the highest, or the lowest with lowest-wins). */
export function leaders(totals: readonly number[], lowestWins: boolean): number[] {
  if (!totals.length) return [];
  const best = lowestWins ? Math.min(...totals) : Math.max(...totals);
  const out: number[] = [];
  totals.forEach((v, c) => {
    if (v === best) out.push(c);
  });
  return out;
}

function sequenceRound(
  core: PointsCore,
  state: PointsState,
  runningBefore: readonly number[],
  players: readonly string[],
  play: PointsPlay,
  problemsOnly: boolean,
): { step: RoundStep<PointsStats>; state: PointsState } {
  const problems: Problem[] = [...core.problems];
  const breakdown: BreakdownItem[] = [];
  let game = state.game;
  let running = runningBefore;
  let resetBefore = false;
  if (state.ended !== undefined) {
    problems.push(
      problem('game-over', 'info', core.round.headerRange, msg('pts.game-over', { game, winner: state.ended })),
    );
    game++;
    running = players.map(() => 0);
    resetBefore = true;
    const m = msg('pts.item.new-game', { game });
    breakdown.push({ item: render(m), label: m });
  }
  const values = core.values;
  const scores = values?.map((v) => v ?? 0);
  if (values)
    values.forEach((v, c) => {
      if (v === undefined) {
        const m = msg('pts.item.missing', { player: players[c] });
        breakdown.push({ item: render(m), label: m });
      }
    });
  let ended: string | undefined;
  if (scores && play.target) {
    const after = running.map((v, c) => v + scores[c]);
    if (reached(play, after)) {
      const lead = leaders(after, play.lowestWins);
      if (lead.length === 1) {
        ended = players[lead[0]];
        const m = msg('pts.item.game-won', {
          game,
          winner: ended,
          total: after[lead[0]],
          target: play.target,
          lowest: play.lowestWins,
        });
        breakdown.push({ item: render(m), label: m });
      } else {
        const m = msg('pts.target-tie', { players: lead.map((c) => players[c]), total: after[lead[0]] });
        problems.push(problem('game-over', 'info', core.round.headerRange, m));
      }
    }
  }
  const step: RoundStep<PointsStats> = {
    outcome: scores ? 'recorded' : 'unscored',
    scores,
    breakdown: problemsOnly ? [] : breakdown,
    problems,
    stats: { game, ...(ended !== undefined ? { winner: ended } : {}) },
  };
  if (resetBefore) step.resetBefore = true;
  if (scores && !problemsOnly)
    step.summaryMsg = msg('pts.summary', { scores: players.map((name, c) => ({ name, points: scores[c] })) });
  return { step, state: { game, ...(ended !== undefined ? { ended } : {}) } };
}

/** The games of a sheet with a target, from its steps: a game ends with the round that names its winner. */
function gamesOf(out: LoopResult<PointsStats>, names: readonly string[]): GameSummary[] {
  const games: GameSummary[] = [];
  let open: GameSummary | undefined;
  out.steps.forEach((step, i) => {
    const r = out.rounds[i];
    const g = step.stats?.game ?? 1;
    if (!open || open.number !== g) {
      open = { number: g, firstRound: r.index, lastRound: r.index, totals: dictOf(names, () => 0), finished: false };
      games.push(open);
    }
    open.lastRound = r.index;
    open.totals = dictOf(names, (n) => r.running[n] ?? 0);
    if (step.stats?.winner !== undefined) {
      open.winner = step.stats.winner;
      open.finished = true;
    }
  });
  return games;
}

/**
 * Money where the best total wins: each other player pays the difference of the totals × stake to the leader; two or
 * more leaders share what the others pay (split to the cent, the first in seat order taking a cent left over).
 */
export function moneyToLeaders(
  names: readonly string[],
  totals: Readonly<Record<string, number>>,
  lowestWins: boolean,
  stakeCents: number,
): Record<string, number> {
  const money = dictOf(names, () => 0);
  const values = names.map((n) => totals[n] ?? 0);
  const lead = leaders(values, lowestWins);
  if (!lead.length) return money;
  const best = values[lead[0]];
  for (let c = 0; c < names.length; c++) {
    if (lead.includes(c)) continue;
    const cents = Math.abs(values[c] - best) * stakeCents;
    money[names[c]] -= cents;
    splitCents(cents, lead.length).forEach((share, k) => (money[names[lead[k]]] += share));
  }
  return money;
}

function settle(header: Header, rules: ResolvedRules, play: PointsPlay, out: LoopResult<PointsStats>): Settlement {
  const names = header.players.map((p) => p.text);
  const games = play.target ? gamesOf(out, names) : undefined;
  const totals = dictOf(names, () => 0);
  if (games) for (const g of games) for (const n of names) totals[n] += g.totals[n] ?? 0;
  else names.forEach((n, c) => (totals[n] = out.running[c] ?? 0));
  const finished = games?.filter((g) => g.finished && g.winner !== undefined) ?? [];
  let winner: string | undefined;
  if (games) winner = finished.length ? finished[finished.length - 1].winner : undefined;
  else {
    const lead = leaders(
      names.map((n) => totals[n]),
      play.lowestWins,
    );
    winner = lead.length === 1 && out.rounds.length ? names[lead[0]] : undefined;
  }
  const s: Settlement = {
    game: header.game?.kind ?? 'points',
    title: header.title?.text,
    date: header.date?.text,
    rules: {
      preset: rules.preset,
      switches: POINTS_SWITCHES.map((sw) => ({
        key: sw.key,
        value: sw.key === 'target' && play.target ? String(play.target) : (rules.values[sw.key] ?? ''),
        set: rules.explicit.has(sw.key) || (sw.key === 'target' && play.target > 0),
      })),
    },
    names,
    totals,
    transfers: [],
    winner,
    ...((games ? { games, target: play.target } : {}) satisfies PointsSettlementPart),
  };
  const stake = header.stake;
  if (stake) {
    s.stakeCents = stake.cents;
    s.currency = stake.currency;
    let money: Record<string, number>;
    if (play.zeroSum) money = dictOf(names, (n) => totals[n] * stake.cents);
    else if (games) {
      money = dictOf(names, () => 0);
      for (const g of finished) {
        const m = moneyToLeaders(names, g.totals, play.lowestWins, stake.cents);
        for (const n of names) money[n] += m[n];
      }
    } else
      money = out.rounds.length ? moneyToLeaders(names, totals, play.lowestWins, stake.cents) : dictOf(names, () => 0);
    s.money = money;
    s.transfers = transfers(money);
  }
  return s;
}

/** The steps of a points sheet with this header under these rules. */
export function pointsSteps(header: Header, rules: ResolvedRules, problemsOnly = false): PointsSteps {
  const players = header.players.map((p) => p.text);
  const play = playOf(header, rules);
  const initial: PointsState = { game: 1 };
  return {
    columns: players,
    read: (round) => readRound(round, players, play),
    totals: (core) => core.totals,
    initial,
    sameState: (a, b) => a.game === b.game && a.ended === b.ended,
    usesRunning: play.target > 0,
    sameRunning: (step, state, was, now) => {
      if (state.ended !== undefined || !step.scores) return true;
      const s = step.scores;
      const after = (r: readonly number[]) => r.map((v, c) => v + (s[c] ?? 0));
      return !reached(play, after(was)) && !reached(play, after(now));
    },
    sequence: (core, state, running) => sequenceRound(core, state, running, players, play, problemsOnly),
    column: (name) => column(name),
    swaps: 'players',
    checkTotal: ({ line, running, before, points, window, checkpoint }) => {
      const found: Problem[] = [];
      const edits: { range: TotalLine['range']; newText: string }[] = [];
      const diff: (number | undefined)[] = players.map(() => undefined);
      for (const e of line.entries) {
        const c = column(e.side);
        if (c === undefined || running[c] === e.value.value) continue;
        diff[c] = e.value.value - running[c];
        edits.push({ range: e.value.range, newText: String(running[c]) });
      }
      if (!edits.length) return found;
      const fix = fixOf(msg('pts.total.fix'), edits);
      for (const e of line.entries) {
        const c = column(e.side);
        if (c === undefined || diff[c] === undefined) continue;
        const m = msg('pts.total.mismatch', {
          player: players[c],
          stated: e.value.value,
          computed: running[c],
          before: before[c],
          points: points[c],
        });
        found.push(problem('total-mismatch', 'error', e.value.range, m, fix));
      }
      found.push(...whereItWentWrong(found[0], diff, window(), checkpoint, line.range.start.line));
      return found;
    },
    settle: (out) => settle(header, rules, play, out),
  };
}
