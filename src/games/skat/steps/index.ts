// The Skat engine (rules/skat.md): its steps — read (read.ts), sequence (the dealer, who sits out, the won/lost counts
// and the Wertung checkpoints), the `total` check and the settlement — as the shared round loop runs them.

import type { Header, Name, Round } from '../../../format/ast';
import type { Problem } from '../../../format/types';
import type { Outcome } from '../../../engine/model';
import { whereItWentWrong } from '../../../engine/culprit';
import { fixOf } from '../../../engine/problem';
import type { GameSteps, RoundStep } from '../../../engine/rounds';
import type { ResolvedRules } from '../../../engine/rules';
import { msg } from '../../../messages';
import { HOUSE_SWITCHES, skatRules, type SkatRules } from '../rules';
import { skatProblem as problem } from './codes';
import { readSkatRound, type SkatCore } from './read';
import { settleSkat, type SkatStats } from './settle';

export { SKAT_CODES } from './codes';

/** What a row inherits: who deals next, the rows so far, each player's games won and lost. */
export interface SkatState {
  dealer: number;
  rows: number;
  won: readonly number[];
  lost: readonly number[];
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
export function sittingOut(dealer: number, players: number, fiveOut: number): number[] {
  if (players === 4) return [dealer];
  if (players === 5) return [dealer, (dealer + fiveOut) % 5];
  return [];
}

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
  return {
    columns: players,
    read: (round: Round) => readSkatRound(round, ctx),
    totals: (core) => (core.total ? [core.total] : []),
    initial: { dealer: first, rows: 0, won: players.map(() => 0), lost: players.map(() => 0) },
    sameState: (a, b) =>
      a.dealer === b.dealer &&
      a.rows === b.rows &&
      a.won.every((w, i) => w === b.won[i]) &&
      a.lost.every((l, i) => l === b.lost[i]),
    usesRunning: true,
    sameRunning: (step) => !readsRunning.has(step),
    sequence: (core, state, running) => {
      const problems: Problem[] = [...core.problems];
      const row = core.kind !== 'empty';
      const dealer = core.dealer ?? state.dealer;
      if (row && core.declarer !== undefined && sittingOut(dealer, n, Number(rules.fiveOut)).includes(core.declarer))
        problems.push(
          problem(
            'skat-sitting-declarer',
            'error',
            core.declarerName?.range ?? core.at,
            msg('skat.sitting-declarer', { player: players[core.declarer] }),
          ),
        );
      let { won, lost } = state;
      const counted = core.declarer !== undefined && core.outcome !== undefined && core.entry !== undefined;
      if (counted) {
        if (core.outcome === 'won') won = won.map((w, i) => (i === core.declarer ? w + 1 : w));
        else lost = lost.map((l, i) => (i === core.declarer ? l + 1 : l));
      }
      const scores =
        core.ramsch ?? (counted ? players.map((_, i) => (i === core.declarer ? core.entry : undefined)) : undefined);
      if (core.seeger) {
        const list = running.map((r, i) => r + (scores?.[i] ?? 0));
        const w = wertung(list, won, lost, bonus);
        for (const e of core.seeger) {
          const c = column(e.side);
          if (c === undefined || w[c] === e.value.value) continue;
          const working =
            `${list[c]} + 50 × (${won[c]} − ${lost[c]}) + ${bonus} × ` + `${lost.reduce((a, b) => a + b, 0) - lost[c]}`;
          problems.push(
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
          problems.push(
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
      const step: RoundStep<SkatStats> = {
        outcome: outcomeOf(core),
        ...(scores ? { scores } : {}),
        breakdown: core.breakdown,
        summaryMsg: core.summary,
        ...(core.tricks ? { tricks: core.tricks } : {}),
        problems,
        ...(row ? { dealer: players[dealer] } : {}),
        ...(row && n > 3 ? { sitsOut: sittingOut(dealer, n, Number(rules.fiveOut)).map((s) => players[s]) } : {}),
        ...(row
          ? {
              stats: {
                kind: core.kind,
                ...(core.declarer !== undefined ? { declarer: core.declarer } : {}),
                ...(core.outcome && counted ? { outcome: core.outcome } : {}),
                ...(core.game ? { game: core.game } : {}),
              },
            }
          : {}),
      };
      if (core.seeger) readsRunning.add(step);
      const next: SkatState = row
        ? { dealer: (dealer + 1) % n, rows: state.rows + 1, won, lost }
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
