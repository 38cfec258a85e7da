// The Doppelkopf engine (rules/doppelkopf.md Part A): its steps — read, fromTricks, score, checkStated,
// explain, sequence, settle — as the shared round loop (../rounds.ts) runs them.

import type { Header, ScoreDocument } from '../../format/ast';
import type { Problem } from '../../format/types';
import { msg } from '../../messages';
import type { EngineOutput } from '../engine';
import { doppelkopfRules, type ResolvedRules } from '../rules';
import { scoreRounds, type GameSteps } from '../rounds';
import { compareRow } from './checkStated';
import { readRound, type DoppelkopfContext, type DoppelkopfCore } from './read';
import { NO_BOCK, sameBock, sequenceRound, type BockState } from './sequence';
import { settleDoppelkopf, type RoundStatsInput } from './settle';

export { DOPPELKOPF_CODES, DOPPELKOPF_EXTRAS } from './codes';
export { SOLO_KINDS } from './types';
export { computeValue, distribute } from './score';
export { decideWinner } from './thresholds';
export type { DoppelkopfRules, ScoringFacts, Parties, Extras, Level, Party } from './types';

export type DoppelkopfSteps = GameSteps<DoppelkopfCore, BockState, RoundStatsInput>;

export function doppelkopfSteps(header: Header, resolved: ResolvedRules | undefined): DoppelkopfSteps {
  const names = header.players.map((p) => p.text);
  const rules = doppelkopfRules(resolved?.values, names.length);
  const ctx: DoppelkopfContext = { names, rules };
  const all = names.map((_, i) => i);
  return {
    columns: names,
    read: (round) => readRound(round, ctx),
    totals: (core) => core.raw.totals,
    initial: NO_BOCK,
    sameState: sameBock,
    usesRunning: false,
    sequence: (core, state) => sequenceRound(core, state, ctx),
    column: (name) => (name.ref?.kind === 'player' ? name.ref.index : undefined),
    checkTotal: ({ line, running, before, points, index }) => {
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
      return wrong ? [wrong] : [];
    },
    settle: (out) => {
      const totals: Record<string, number> = {};
      names.forEach((n, i) => (totals[n] = out.running[i]));
      const stats: RoundStatsInput[] = [];
      for (const s of out.steps) if (s.stats) stats.push(s.stats);
      return settleDoppelkopf(header, resolved, rules, names, totals, stats);
    },
  };
}

/** Scores a whole document: the round loop, then the settlement. */
export function scoreDoppelkopf(
  doc: ScoreDocument,
  resolved: ResolvedRules | undefined,
  roundProblems: readonly (readonly Problem[])[] = [],
): EngineOutput {
  return scoreRounds(doppelkopfSteps(doc.header, resolved), doc.rounds, roundProblems);
}
