// What happens after a round's points are known, in both games: litige pot, rounding, the result shape.

import type { BreakdownItem, Outcome } from '../../../engine/model';
import { msg } from '../../../messages';
import { line, term, type DealPoints } from './dealPoints';
import { applyRounding } from './rounding';
import { other, TEAMS, type RoundContext, type RoundScore, type Team, type Term } from './types';

/**
 * A round's points before the pot and rounding. `items` (undefined in a lean context) and `terms` are owned by the
 * round and extended in place.
 */
export interface Settled {
  outcome: Outcome;
  taker: Team;
  scores: [number, number];
  raw: { taker: number; defence: number };
  items: BreakdownItem[] | undefined;
  /** Points held back into the pot this round (litige). */
  held: number;
  belote: [number, number];
  beloteOnly: [boolean, boolean];
  multiplier: number;
  capot?: Team;
  terms: [Term[], Term[]];
  /** Scores no `rounding` applies to (`coinche-scoring contract`). */
  noRounding?: boolean;
}

/**
 * A round's scores (filled in place by the caller), and the builder of its Settled for an outcome: classic and
 * coinche score alike around them.
 */
export function settling(dp: DealPoints, taker: Team, raw: Settled['raw'], multiplier: number) {
  const scores: [number, number] = [0, 0];
  const beloteOnly: [boolean, boolean] = [false, false];
  const settled = (outcome: Outcome, held: number, terms: Settled['terms']): Settled => ({
    outcome,
    taker,
    scores,
    raw,
    items: dp.items,
    held,
    belote: dp.belote,
    beloteOnly,
    multiplier,
    capot: dp.capot,
    terms,
  });
  return { scores, beloteOnly, settled };
}

export function beloteTerms(points: number): Term[] {
  return points ? [{ points, label: term('belote') }] : [];
}

/**
 * Awards an open pot to the round's winner (the taker if made, the defence if failed; FFB-B
 * §10.1.3 and belote.md §4.3), or adds to it on another litige, then rounds the scores — last.
 */
export function finish(s: Settled, ctx: RoundContext): RoundScore {
  const { items, scores, terms } = s;
  const t = s.taker;
  const d = other(t);
  let potHeld = ctx.pot;
  let potAwarded: RoundScore['potAwarded'];
  let winner: Team | undefined;
  if (s.outcome === 'litige') {
    potHeld += s.held;
    items?.push(
      line(msg('bel.pot.held', { held: s.held, ...(ctx.pot ? { now: potHeld } : {}) }), undefined, ctx.names[t]),
    );
  } else {
    winner = s.outcome === 'failed' ? d : t;
    if (ctx.pot > 0) {
      scores[winner] += ctx.pot;
      potAwarded = { team: winner, points: ctx.pot };
      items?.push(line(msg('bel.pot.won'), ctx.pot, ctx.names[winner]));
      terms[winner].push({ points: ctx.pot, label: term('litige-pot') });
      potHeld = 0;
    }
  }
  const method = s.noRounding ? 'none' : ctx.rules.rounding;
  let rounded = scores;
  if (method !== 'none') {
    const [rt, rd] = applyRounding(method, scores[t], scores[d], ctx.rules.roundingFive);
    rounded = t === 0 ? [rt, rd] : [rd, rt];
    for (let k = 0; k < 2; k++) {
      const team = TEAMS[k];
      if (rounded[team] !== scores[team]) {
        const complement = method === 'complement' && team === d;
        items?.push(
          line(
            msg('bel.rounded', { complement, from: scores[team], to: rounded[team] }),
            rounded[team] - scores[team],
            ctx.names[team],
          ),
        );
      }
    }
  }
  return {
    outcome: s.outcome,
    scores: rounded,
    raw: s.raw,
    breakdown: items,
    potHeld,
    potAwarded,
    winner,
    belote: s.belote,
    beloteOnly: s.beloteOnly,
    multiplier: s.multiplier,
    capot: s.capot,
    terms,
    unrounded: scores,
  };
}
