// The spoken summary of a sheet row: round, what was played and what decided it, each name's points and total,
// problems.
// Built from what the model carries (the engine's one-line summary and the game's own part), in the view's words.

import type { SheetRound } from '../src/protocol';
import { plain, signed } from './format';
import { viewOfRow } from './games/registry';
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
  return r.facts ?? viewOfRow(r)?.sheet.facts(r) ?? [];
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
