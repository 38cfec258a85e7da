// English texts of the dealer as `explain` names it and of the search for the round where a paper sheet went wrong
// (src/report/explain.ts, src/engine/culprit.ts). A game's own table mechanics and slips (Doppelkopf's dealer
// rotation, duty solos, bock) are its module's: src/games/<game>/messages/<lang>/table.ts.

import type { Fmt } from '../fmt';
import type { Message } from '../message';

export const table = {
  'table.dealer': (a: { dealer: string }) => `dealer ${a.dealer}`,
  'table.dealer-sits-out': (a: { dealer: string }) => `dealer ${a.dealer} (sits out)`,
  // Where did the paper go wrong? (a `total` that disagrees)
  /** A disagreeing total's sentence, then what the search found (`…; round 3 left out … explains …`). */
  'culprit.append': (a: { problem: Message; finding: Message }, f: Fmt) => `${f.t(a.problem)}; ${f.t(a.finding)}`,
  'culprit.left-out': (a: { round: number }) => `round ${a.round} left out of the sheet`,
  'culprit.twice': (a: { round: number }) => `round ${a.round} counted twice on the sheet`,
  'culprit.signs': (a: { round: number }) => `round ${a.round} with its signs flipped (the other side as winner)`,
  'culprit.swapped': (a: { round: number; a: string; b: string; teams: boolean }) =>
    `round ${a.round} with the scores of ${a.a} and ${a.b} swapped`,
  'culprit.explains': (a: { what: Message; more: readonly Message[] }, f: Fmt) =>
    `${f.t(a.what)} explains exactly this total` +
    (a.more.length
      ? ` (so would ${f.list(
          a.more.map((m) => f.t(m)),
          'or',
        )})`
      : '') +
    '.',
  'culprit.here': (a: { what: Message; line: number }, f: Fmt) =>
    `The total on line ${a.line} disagrees, and ${f.t(a.what)} explains the difference exactly.`,
  'culprit.none': (a: { diff: string; since?: number }) =>
    `no single slip explains it: the sheet differs by ${a.diff} ` +
    (a.since === undefined ? 'since the start of the sheet.' : `since the total after round ${a.since}, which agreed.`),
} satisfies Record<string, (a: never, f: Fmt) => string>;
