// One analysed evening reduced to its season summary: totals, money, what each player lost, statistics — by the game's
// season hooks (GameSeason.evening), the attendance and best and worst evening added here.

import type { DocumentAnalysis } from '../analysis/analyze';
import { dict } from '../text/dict';
import { hasScores } from './stats';
import type { EveningSummary } from './types';

export { splitCents } from '../engine/settle/money';

function errorsOf(a: DocumentAnalysis): number {
  return a.problems.filter((p) => p.severity === 'error').length;
}

/** An analysed document as a season evening. `block` numbers a ```score block of a Markdown file. */
export function summarizeEvening(file: string, a: DocumentAnalysis, block?: number): EveningSummary {
  const s = a.settlement;
  const players = a.document.header.players.map((p) => p.text);
  const ref = { file, ...(block !== undefined ? { block } : {}), ...(s.date ? { date: s.date } : {}) };
  const base: EveningSummary = {
    file,
    ...(block !== undefined ? { block } : {}),
    ...(a.game ? { game: a.game } : {}),
    ...(s.title !== undefined ? { title: s.title } : {}),
    ...(s.date !== undefined ? { date: s.date } : {}),
    players,
    errors: errorsOf(a),
    rounds: a.rounds.reduce((n, r) => (hasScores(r.scores) ? n + 1 : n), 0),
    totals: dict(),
    lost: dict(),
    stats: [],
  };
  if (!a.game || !a.module) return base;
  if (s.currency) base.currency = s.currency;
  const part = a.module.season.evening({ settlement: s, rounds: a.rounds, players });
  if (!part) return base;
  const { own, ...summary } = part;
  // Each player attended once; the evening is their best and their worst so far.
  for (const l of summary.stats) {
    l.evenings = 1;
    l.best = { ...ref, total: l.points };
    l.worst = { ...ref, total: l.points };
  }
  return Object.assign(base, summary, own);
}
