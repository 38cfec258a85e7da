// The Skat engine (rules/skat.md): its steps — read (read.ts), sequence (the dealer, who sits out, the won/lost counts
// and the Wertung checkpoints), the `total` check and the settlement — as the shared round loop runs them.

import type { Header, Name, Round } from '../../../format/ast';
import type { Problem } from '../../../format/types';
import type { Outcome } from '../../../engine/model';
import { whereItWentWrong } from '../../../engine/culprit';
import { fixOf } from '../../../engine/problem';
import type { GameSteps, RoundStep } from '../../../engine/rounds';
import type { ResolvedRules } from '../../../engine/rules';
import { msg, render } from '../../../messages';
import { HOUSE_SWITCHES, skatRules, type SkatBockTrigger, type SkatRules } from '../rules';
import { skatProblem as problem } from './codes';
import { readSkatRound, type SkatCore } from './read';
import { settleSkat, type SkatStats } from './settle';

export { SKAT_CODES } from './codes';

/** What a row inherits: who deals next, the rows so far, each player's games won and lost, the Bock rounds. */
export interface SkatState {
  dealer: number;
  rows: number;
  won: readonly number[];
  lost: readonly number[];
  /** The rows left in each open Bock round (under `bock-overlap append` only the first one runs). */
  bock: readonly number[];
  /** Ramsch rows still owed after Bock rounds (`ramsch-after-bock on`). */
  ramschOwed: number;
  /** Under Bierlachs: the row before ended a Bierlachs game, so this one starts a new one from 0. */
  over: boolean;
}

/**
 * One row of the open Bock rounds: its doublings (k in ×2^k) and the rounds left, and how many rounds it finished.
 * Under `multiply` every open round counts the row (two: ×4); under `append` they queue, so a row is never above ×2.
 */
export function takeBock(
  rounds: readonly number[],
  overlap: 'multiply' | 'append',
): { k: number; rest: number[]; done: number } {
  if (!rounds.length) return { k: 0, rest: [], done: 0 };
  if (overlap === 'append') {
    const first = rounds[0] - 1;
    return { k: 1, rest: first > 0 ? [first, ...rounds.slice(1)] : rounds.slice(1), done: first > 0 ? 0 : 1 };
  }
  return {
    k: rounds.length,
    rest: rounds.map((r) => r - 1).filter((r) => r > 0),
    done: rounds.filter((r) => r === 1).length,
  };
}

export type SkatSteps = GameSteps<SkatCore, SkatState, SkatStats>;

/**
 * The engine's outcome of a row (src/games/skat/model.ts Outcomes): a game won, lost or lost by overbid, an eingepasst
 * row, a Ramsch round; written points are recorded, and a round without what it needs is unscored.
 */
function outcomeOf(core: SkatCore): Outcome {
  if (core.kind === 'game' || core.kind === 'outcome-only') return core.outcome ?? 'unscored';
  if (core.kind === 'recorded') return 'recorded';
  if (core.kind === 'passed') return 'passed';
  if (core.kind === 'ramsch') return core.ramsch ? 'ramsch' : 'unscored';
  return 'unscored';
}

/** The games in a series under `series` (0: off). */
export function seriesLength(rules: SkatRules, players: number): number {
  return rules.series === -1 ? (players === 3 ? 36 : 48) : rules.series;
}

/** The Seeger-Fabian bonus each other person at the table gets per lost game: 40 at three, 30 at four or five. */
export function seegerBonus(players: number): number {
  return players === 3 ? 40 : 30;
}

/** The Wertung of every player: list points + 50 × (won − lost) + bonus × the games the others lost. */
export function wertung(
  list: readonly number[],
  won: readonly number[],
  lost: readonly number[],
  bonus: number,
): number[] {
  const allLost = lost.reduce((a, b) => a + b, 0);
  return list.map((p, i) => p + 50 * (won[i] - lost[i]) + bonus * (allLost - lost[i]));
}

/** The seats that sit a game out: the dealer at four; the dealer and the `five-out` seat to his left at five. */
export function sittingOut(dealer: number, players: number, fiveOut: number): readonly number[] {
  if (players === 4) return [dealer];
  if (players === 5) return [dealer, (dealer + fiveOut) % 5];
  return NOBODY;
}

/** Nobody sits out (a three-table, or no row): one list for every row, only read. */
const NOBODY: readonly number[] = [];

export function skatSteps(header: Header, resolved: ResolvedRules, problemsOnly = false): SkatSteps {
  const players = header.players.map((p) => p.text);
  const n = players.length;
  const rules = skatRules(resolved?.preset, resolved?.values, n);
  const ctx = problemsOnly ? { rules, players, problemsOnly } : { rules, players };
  const first = header.dealer?.ref?.kind === 'player' ? header.dealer.ref.index : 0;
  const bonus = seegerBonus(n);
  const column = (name: Name) => (name.ref?.kind === 'player' ? name.ref.index : undefined);
  // Steps whose problems read the running totals (a `seeger` checkpoint): only they must be sequenced again when the
  // totals before them change.
  const readsRunning = new WeakSet<RoundStep<SkatStats>>();
  // The defenders of each declarer when nobody sits out, made once (only read).
  const defendersOf: readonly (readonly number[])[] = players.map((_, d) =>
    players.map((_, i) => i).filter((i) => i !== d),
  );
  const bockOn = rules.bock === 'on';
  const bierlachs = rules.scoring === 'bierlachs';
  const target = header.target?.value;
  const seegerRamsch = rules.scoring === 'seeger-fabian' && rules.ramschInSeeger === 'game';
  // Rows whose step reads the totals before them: a `hundred` trigger, the Bierlachs target.
  const readsTotals = (bockOn && rules.bockTriggers.has('hundred')) || (bierlachs && target !== undefined);
  return {
    columns: players,
    read: (round: Round) => readSkatRound(round, ctx),
    totals: (core) => (core.total ? [core.total] : []),
    initial: {
      dealer: first,
      rows: 0,
      won: players.map(() => 0),
      lost: players.map(() => 0),
      bock: [],
      ramschOwed: 0,
      over: false,
    },
    sameState: (a, b) =>
      a.dealer === b.dealer &&
      a.rows === b.rows &&
      a.ramschOwed === b.ramschOwed &&
      a.over === b.over &&
      a.bock.length === b.bock.length &&
      a.bock.every((r, i) => r === b.bock[i]) &&
      a.won.every((w, i) => w === b.won[i]) &&
      a.lost.every((l, i) => l === b.lost[i]),
    usesRunning: true,
    sameRunning: (step) => !readsRunning.has(step),
    sequence: (core, state, running) => {
      // The core's own problems, copied only when the row adds one (the core is read once and sequenced again).
      let problems: Problem[] = core.problems;
      const add = (p: Problem) => {
        if (problems === core.problems) problems = [...core.problems];
        problems.push(p);
      };
      const row = core.kind !== 'empty';
      const dealer = core.dealer ?? state.dealer;
      const sitting = row ? sittingOut(dealer, n, Number(rules.fiveOut)) : NOBODY;
      if (row && core.declarer !== undefined && sitting.includes(core.declarer))
        add(
          problem(
            'skat-sitting-declarer',
            'error',
            core.declarerName?.range ?? core.at,
            msg('skat.sitting-declarer', { player: players[core.declarer] }),
          ),
        );
      // Bock rounds (house): the doublings earlier triggers give this row.
      let k = 0;
      let bock: readonly number[] = state.bock;
      let done = 0;
      if (row && bockOn) {
        const taken = takeBock(state.bock, rules.bockOverlap);
        k = taken.k;
        bock = taken.rest;
        done = taken.done;
      }
      // A Ramsch owed after a Bock round.
      let ramschOwed = state.ramschOwed;
      const owed = row && ramschOwed > 0;
      if (owed) {
        if (core.kind !== 'ramsch')
          add(
            problem('skat-ramsch-after-bock', 'warning', core.at, msg('skat.ramsch-after-bock', { left: ramschOwed })),
          );
        ramschOwed--;
      }
      if (core.ramschOff && !owed) add(core.ramschOff);
      let { won, lost } = state;
      const counted = core.declarer !== undefined && core.outcome !== undefined && core.entry !== undefined;
      // A written score is the entry as the sheet has it, Bock included; a scored game or Ramsch gets the factor.
      const bockable = core.kind === 'game' || core.kind === 'outcome-only' || core.kind === 'ramsch';
      const defenders =
        core.declarer === undefined
          ? NOBODY
          : !sitting.length && core.declarer < n
            ? defendersOf[core.declarer]
            : players.map((_, i) => i).filter((i) => i !== core.declarer && !sitting.includes(i));
      const pointsAt = (b: number): (number | undefined)[] | undefined => {
        if (core.ramsch) return core.ramsch.map((v, i) => (v === undefined || i === core.durchmarschWin ? v : v * b));
        if (core.asWritten) return core.asWritten;
        if (!counted) return undefined;
        const e = core.entry! * (bockable ? b : 1);
        // Bierlachs: a won game charges the two defenders, a lost one the declarer.
        if (bierlachs && e > 0) return players.map((_, i) => (defenders.includes(i) ? -e : undefined));
        return players.map((_, i) => (i === core.declarer ? e : undefined));
      };
      // The totals this row adds to: 0 after a finished Bierlachs game.
      const before = state.over ? running.map(() => 0) : running;
      const after = (scores: (number | undefined)[] | undefined) => before.map((r, i) => r + (scores?.[i] ?? 0));
      // The triggers this row meets; one game starts one Bock round however many it meets.
      const triggers: SkatBockTrigger[] | undefined = row && bockOn ? [] : undefined;
      if (triggers) {
        for (const t of core.triggers) if (rules.bockTriggers.has(t)) triggers.push(t);
        // A Ramsch nobody bid for (not one owed after a Bock round) is an all-pass.
        if (core.kind === 'ramsch' && !owed && rules.bockTriggers.has('passed')) triggers.push('passed');
        if (rules.bockTriggers.has('hundred')) {
          const pts = pointsAt(2 ** k);
          const totals = after(pts);
          if (totals.some((t, i) => !!pts?.[i] && t !== 0 && t % 100 === 0)) triggers.push('hundred');
        }
      }
      const starts = !!triggers?.length;
      if (starts) {
        const length = rules.bockLength;
        if (rules.bockStart === 'next') bock = [...bock, length];
        else if (rules.bockOverlap === 'multiply' || k === 0) {
          // `this`: the triggering row is the round's first game.
          k++;
          if (length > 1) bock = rules.bockOverlap === 'append' ? [length - 1, ...bock] : [...bock, length - 1];
          else done++;
        } else bock = [...bock, length];
      }
      if (rules.ramschAfterBock === 'on') ramschOwed += done * n;
      // A `bock` line says what the table played: with the switch on, a line that disagrees is a warning.
      let rowK = k;
      if (core.bockMark) {
        if (core.bockMark.count !== k)
          add(
            problem(
              'bock-mismatch',
              'warning',
              core.bockMark.range,
              msg('skat.bock-mismatch', { marked: 2 ** core.bockMark.count, triggered: 2 ** k }),
            ),
          );
        rowK = core.bockMark.count;
      }
      const b = 2 ** rowK;
      const scores = pointsAt(b);
      if (core.checkWritten) for (const p of core.checkWritten(b, defenders)) add(p);
      if (counted) {
        if (core.outcome === 'won') won = won.map((w, i) => (i === core.declarer ? w + 1 : w));
        else lost = lost.map((l, i) => (i === core.declarer ? l + 1 : l));
      }
      // `ramsch-in-seeger game`: a Ramsch's loser has lost a game, a Durchmarsch is a game won.
      const ramschCounts = core.kind === 'ramsch' && seegerRamsch;
      if (ramschCounts && core.ramschLosers) {
        const losers = core.ramschLosers;
        lost = lost.map((l, i) => (losers.includes(i) ? l + 1 : l));
      }
      if (ramschCounts && core.durchmarschWin !== undefined)
        won = won.map((w, i) => (i === core.durchmarschWin ? w + 1 : w));
      // Bierlachs: the first to reach the target below zero loses this game; the next row starts from 0.
      let over = false;
      let bierlachsLoser: number | undefined;
      if (bierlachs && target !== undefined && row) {
        const totals = after(scores);
        const low = Math.min(...totals);
        if (low <= -target) {
          over = true;
          bierlachsLoser = totals.indexOf(low);
          add(
            problem(
              'skat-bierlachs',
              'info',
              core.at,
              msg('skat.bierlachs-over', { player: players[bierlachsLoser], total: low, target }),
            ),
          );
        }
      }
      if (core.seeger) {
        const list = running.map((r, i) => r + (scores?.[i] ?? 0));
        const w = wertung(list, won, lost, bonus);
        for (const e of core.seeger) {
          const c = column(e.side);
          if (c === undefined || w[c] === e.value.value) continue;
          const working =
            `${list[c]} + 50 × (${won[c]} − ${lost[c]}) + ${bonus} × ` + `${lost.reduce((a, b) => a + b, 0) - lost[c]}`;
          add(
            problem(
              'seeger-mismatch',
              'error',
              e.value.range,
              msg('skat.seeger-mismatch', { player: players[c], stated: e.value.value, computed: w[c], working }),
              fixOf(msg('skat.fix.score', { player: players[c], value: w[c] }), [
                { range: e.value.range, newText: String(w[c]) },
              ]),
            ),
          );
        }
      }
      if (core.wonLost)
        for (const e of core.wonLost) {
          const c = column(e.side);
          if (c === undefined || (won[c] === e.won.value && lost[c] === e.lost.value)) continue;
          add(
            problem(
              'won-lost-mismatch',
              'error',
              { start: e.won.range.start, end: e.lost.range.end },
              msg('skat.won-lost-mismatch', {
                player: players[c],
                won: won[c],
                lost: lost[c],
                w: e.won.value,
                l: e.lost.value,
              }),
            ),
          );
        }
      // The row's Bock in its working and summary.
      let breakdown = core.breakdown;
      let summaryMsg = core.summary;
      if ((bockable && b > 1) || starts) {
        if (bockable && b > 1 && breakdown.length) {
          const label = msg('skat.bd.bock', { factor: b });
          breakdown = [...breakdown, { item: render(label), label, factor: b }];
        }
        const args = (core.summary.args ?? {}) as { entry?: number };
        summaryMsg = msg('skat.summary', {
          ...args,
          ...(bockable && b > 1 && args.entry !== undefined ? { entry: args.entry * b } : {}),
          ...(bockable && b > 1 ? { bock: b } : {}),
          ...(starts ? { trigger: true } : {}),
        });
      }
      // Optional parts added one by one (spread from optional parts, the step and its stats became dictionaries).
      const step: RoundStep<SkatStats> = { outcome: outcomeOf(core), breakdown, summaryMsg, problems };
      if (scores) step.scores = scores;
      if (core.tricks) step.tricks = core.tricks;
      if (state.over && row) step.resetBefore = true;
      if (row) {
        step.dealer = players[dealer];
        if (n > 3) step.sitsOut = sitting.map((s) => players[s]);
        const stats: SkatStats = { kind: core.kind };
        if (core.declarer !== undefined) stats.declarer = core.declarer;
        if (core.outcome && counted) stats.outcome = core.outcome;
        if (core.game) stats.game = core.game;
        if (ramschCounts && core.ramschLosers?.length) stats.ramschLost = core.ramschLosers;
        if (ramschCounts && core.durchmarschWin !== undefined) stats.ramschWon = core.durchmarschWin;
        if (bierlachsLoser !== undefined) stats.bierlachsLoser = bierlachsLoser;
        step.stats = stats;
      }
      if (core.seeger || readsTotals) readsRunning.add(step);
      const next: SkatState = row
        ? { dealer: (dealer + 1) % n, rows: state.rows + 1, won, lost, bock, ramschOwed, over }
        : { ...state, won, lost };
      return { step, state: next };
    },
    column,
    swaps: 'players',
    checkTotal: ({ line, running, before, points, window, checkpoint }) => {
      const found: Problem[] = [];
      const diff: (number | undefined)[] = players.map(() => undefined);
      for (const e of line.entries) {
        const c = column(e.side);
        if (c === undefined || running[c] === e.value.value) continue;
        diff[c] = e.value.value - running[c];
        found.push(
          problem(
            'total-mismatch',
            'error',
            e.value.range,
            msg('skat.total-mismatch', {
              player: players[c],
              stated: e.value.value,
              computed: running[c],
              before: before[c],
              points: points[c],
            }),
            fixOf(msg('skat.fix.score', { player: players[c], value: running[c] }), [
              { range: e.value.range, newText: String(running[c]) },
            ]),
          ),
        );
      }
      if (found.length) found.push(...whereItWentWrong(found[0], diff, window(), checkpoint, line.range.start.line));
      return found;
    },
    settle: (out) => settleSkat({ header, resolved, rules, players, out }),
    finish: (state, last) => {
      const out: Problem[] = [];
      const series = seriesLength(rules, n);
      if (series > 0 && last && state.rows !== series)
        out.push(
          problem(
            'skat-series-length',
            'warning',
            last.headerRange,
            msg('skat.series-length', { rows: state.rows, series }),
          ),
        );
      if (rules.preset === 'tournament')
        for (const s of header.settings) {
          const key = s.key.text.toLowerCase();
          const isko = HOUSE_SWITCHES[key];
          const value = s.values.map((v) => v.text.toLowerCase()).join(' ');
          if (isko !== undefined && value !== isko)
            out.push(problem('not-isko', 'warning', s.range, msg('skat.not-isko', { key })));
        }
      return out;
    },
  };
}

export type { SkatCore };
