// The Belote/Coinche engine (rules/belote.md Part A): its steps — read, fromTricks, score, checkStated,
// explain, sequence, settle — as the shared round loop (../rounds.ts) runs them.

import type { Header, RoundItem, ScoreDocument } from '../../../format/ast';
import type { Problem } from '../../../format/types';
import { whereItWentWrong } from '../../../engine/culprit';
import { msg } from '../../../messages';
import type { EngineOutput } from '../../../engine/engine';
import { type ResolvedRules } from '../../../engine/rules';
import { beloteRules } from '../rules';
import { scoreRounds, type GameSteps } from '../../../engine/rounds';
import { mismatchProblems, roundingProblems } from './checkStated';
import { readBeloteRound, type BeloteCore } from './read';
import { teamOf } from './types';
import { FIRST_GAME, sameBeloteState, sequenceRound, type BeloteState, type ContractStats } from './sequence';
import { settleBelote } from './settle';
import type { Team } from './types';

export { BELOTE_CODES } from './codes';

/** Team display names: the `teams` line, else the members joined by `-` (the parser fills these in). */
export function teamNames(header: Header): [string, string] {
  if (header.teams) return [header.teams[0].text, header.teams[1].text];
  const p = header.players.map((n) => n.text);
  return [`${p[0] ?? '?'}-${p[2] ?? '?'}`, `${p[1] ?? '?'}-${p[3] ?? '?'}`];
}

/** Whether both teams stay under the target after a round's points. */
function below(target: number, running: readonly number[], scores: readonly (number | undefined)[]): boolean {
  return running[0] + (scores[0] ?? 0) < target && running[1] + (scores[1] ?? 0) < target;
}

export type BeloteSteps = GameSteps<BeloteCore, BeloteState, ContractStats>;

/**
 * The steps of a Belote or Coinche sheet. `problemsOnly`: steps that give the same problems and points but leave out
 * what only a reader of the sheet sees (summaries, round info, statistics; no settlement from them).
 */
export function beloteSteps(header: Header, resolved: ResolvedRules, problemsOnly = false): BeloteSteps {
  const game = header.game?.kind === 'coinche' ? 'coinche' : 'belote';
  const rules = beloteRules(game, resolved?.preset, resolved?.values);
  const names = teamNames(header);
  const players = header.players.map((p) => p.text);
  const target = header.target?.value ?? (game === 'coinche' ? 2000 : 1000);
  // Lean: a breakdown is worked out when read (most rounds' never are).
  const ctx = problemsOnly
    ? { rules, players, names, target, problemsOnly, lean: true }
    : { rules, players, names, target, lean: true };
  return {
    columns: names,
    read: (round) => readBeloteRound(round, ctx),
    // A second `total` line is a warning (read.ts); the last one is the checkpoint.
    totals: (core) => (core.read.total ? [core.read.total.item as Extract<RoundItem, { kind: 'total' }>] : []),
    initial: FIRST_GAME,
    sameState: sameBeloteState,
    usesRunning: true,
    // The totals before a round matter only to the end of the game (sequence.ts): not at all after a game ended (the
    // round starts a new one from 0), nor to a round with no points or that leaves both teams under the target either
    // way — such a round's step is the same after either totals.
    // With `deals N` only a game's N-th deal and the tied ones after it read the totals.
    sameRunning: (step, state, was, now) =>
      state.ended !== undefined ||
      (rules.deals > 0
        ? (state.deals ?? 0) + 1 < rules.deals
        : step.scores === undefined || (below(target, was, step.scores) && below(target, now, step.scores))),
    sequence: (core, state, running) => sequenceRound(core, state, running, ctx),
    column: teamOf,
    swaps: 'teams',
    checkTotal: ({ core, running, before, points, window, checkpoint }) => {
      const stated = core.read.total!;
      const found = mismatchProblems(
        stated,
        [running[0], running[1]],
        (t: Team) => msg('bel.total.working', { before: before[t], points: points[t] }),
        names,
        teamOf,
      );
      if (!found.length && rules.rounding !== 'none') found.push(...roundingProblems(stated));
      const wrong = found.find((p) => p.code === 'total-mismatch');
      if (wrong) {
        const diff = ([0, 1] as const).map((t) => {
          const v = stated.values[t];
          return v === undefined ? undefined : v - running[t];
        });
        found.push(...whereItWentWrong(wrong, diff, window(), checkpoint, stated.item.range.start.line));
      }
      return found;
    },
    settle: (out) =>
      settleBelote({
        header,
        rules: resolved,
        game,
        names,
        target,
        rounds: out.rounds,
        steps: out.steps,
        totals: [out.running[0], out.running[1]],
      }),
  };
}

/** Scores a whole document: the round loop, then the settlement. */
export function scoreBelote(
  doc: ScoreDocument,
  resolved: ResolvedRules,
  roundProblems: readonly (readonly Problem[])[] = [],
): EngineOutput {
  return scoreRounds(beloteSteps(doc.header, resolved), doc.rounds, roundProblems);
}
