// Duty solos (Pflichtsolo) over a sheet, for `settle`, `explain` and the settlement view: who still owes one, and per
// series of `set series N` games who played theirs and who owed one. Pure, over the engine's rounds and settlement.

import type { RoundResult, Settlement } from '../../../engine/model';
import type { DutyNext } from '../model';
import { msg, type Message } from '../../../messages';

export interface DutySeries {
  /** 1-based number of the series (1 for the whole sheet without `set series`). */
  number: number;
  /** First and last round (displayed numbers) of the series so far. */
  from: number;
  to: number;
  /** Who played a duty solo in it, in seating order; who did not. */
  played: string[];
  owed: string[];
  /** False for the series still running at the end of the sheet (and for the whole sheet without `set series`). */
  complete: boolean;
}

export interface DutySolos {
  /** Who still owes a duty solo after the last round (the engine's word, as in the settlement). */
  owed: string[];
  /** Games per series; 0 for the whole sheet. */
  perSeries: number;
  series: DutySeries[];
  /** A Vorführung after the last round: who must play a duty solo in the next game (with `set series N`). */
  next?: DutyNext;
}

/**
 * The duty solos of a Doppelkopf sheet with `set duty-solo on`, else undefined. The series are counted as the engine
 * counts them (src/games/doppelkopf/steps/table.ts): every round is a game except an ordinary duty solo, which takes
 * no slot (a forced one, Vorführung, takes one), and a round block of penalty lines alone, which is no game at all.
 */
export function dutySolos(input: { settlement: Settlement; rounds: readonly RoundResult[] }): DutySolos | undefined {
  const s = input.settlement;
  if (s.game !== 'doppelkopf' || !s.dutyOwed) return undefined;
  const value = s.rules.switches.find((w) => w.key === 'series')?.value;
  const perSeries = value && /^[1-9][0-9]*$/.test(value) ? Number(value) : 0;
  const series: DutySeries[] = [];
  let played = new Set<string>();
  let games = 0;
  let from: number | undefined;
  const close = (to: number, complete: boolean) => {
    series.push({
      number: series.length + 1,
      from: from ?? to,
      to,
      played: s.names.filter((n) => played.has(n)),
      owed: s.names.filter((n) => !played.has(n)),
      complete,
    });
    played = new Set();
    games = 0;
    from = undefined;
  };
  for (const r of input.rounds) {
    if (r.penaltyOnly) continue;
    from ??= r.index;
    const d = r.doppelkopf;
    if (d?.duty && d.soloist !== undefined) played.add(d.soloist);
    if (!(d?.duty && d.soloist !== undefined) || d.forced) games++;
    if (perSeries > 0 && games >= perSeries) close(r.index, true);
  }
  const last = input.rounds[input.rounds.length - 1];
  if (from !== undefined && last) close(last.index, false);
  // The Vorführung the last game names still stands after penalty rows (they are no game).
  let game = input.rounds.length - 1;
  while (game >= 0 && input.rounds[game].penaltyOnly) game--;
  const next = input.rounds[game]?.dutyNext;
  return next
    ? { owed: s.dutyOwed.slice(), perSeries, series, next: { ...next, owed: next.owed.slice() } }
    : { owed: s.dutyOwed.slice(), perSeries, series };
}

/** The sentences of `settle` and `explain`: who still owes one, then (with `set series`) one line per series. */
export function dutyMessages(d: DutySolos): Message[] {
  const out = [msg('duty.owed', { players: d.owed })];
  if (d.perSeries > 0)
    for (const x of d.series)
      out.push(
        msg('duty.series', {
          series: x.number,
          from: x.from,
          to: x.to,
          played: x.played,
          owed: x.owed,
          running: !x.complete,
        }),
      );
  if (d.next) out.push(msg('duty.next', d.next));
  return out;
}
