// The spoken summary of a sheet row: round, what was played and what decided it, each name's points and total,
// problems.
// Built from what the model carries (the engine's one-line summary and the game's own fields), in the view's words.

import type { SheetRound } from '../src/protocol';
import { beloteOf, doppelkopfOf, plain, signed } from './format';
import { strings } from './strings';

/** The engine's summary up to its first ` · ` (`Re (Ben, Dora) 140:100 lost`, `Süd ♥ made`): game and result. */
export function summaryHead(r: SheetRound): string {
  return r.summary.split(' · ')[0].trim();
}

/**
 * Facts beyond the head that decide a round's value: the host's (src/report/roundFacts.ts, the words of `settle` and
 * the code lens); a model without them (an older host) falls back to the view's own reading of the row.
 */
export function decidingFacts(r: SheetRound): string[] {
  if (r.facts) return r.facts;
  const facts: string[] = [];
  const d = doppelkopfOf(r);
  if (d) {
    if (d.duty) facts.push(strings.duty);
    if (d.announcements.length) facts.push(strings.announced(d.announcements.join(', ')));
    if (d.bock > 1) facts.push(strings.bock(d.bock));
  }
  const b = beloteOf(r);
  if (b) {
    if (b.multiplier > 1) facts.push(`×${b.multiplier}`);
    if (b.potHeld > 0) facts.push(strings.potHeld(b.potHeld));
    if (b.potAwarded) facts.push(strings.potAwarded(b.potAwarded.team, b.potAwarded.points));
    if (b.gameWinner) facts.push(strings.gameWonBy(b.gameNumber, b.gameWinner));
  }
  return facts;
}

/** `Round 2: Re (Ben, Dora) 140:100 lost; announced Re, Re: no90, Kontra; Anna: +8, total 8; …; 1 error: …`. */
export function rowSummary(r: SheetRound, names: string[]): string {
  const points = names.map((name, j) => {
    const p = r.points[j];
    return strings.pointsAndTotal(
      name,
      p === null || p === undefined ? strings.noPoints : signed(p),
      plain(r.running[j] ?? 0),
    );
  });
  const problems =
    r.errors || r.warnings ? strings.problemsIn(strings.roundFlag(r.errors, r.warnings), r.messages[0] ?? '') : '';
  return strings.rowSummary(r.index, [
    summaryHead(r),
    r.dealer ? `${strings.dealer} ${r.dealer}` : '',
    ...decidingFacts(r),
    ...points,
    problems,
  ]);
}
