// English texts of the table mechanics (dealer, sitting out, duty solos) and of the search for the round where
// a paper sheet went wrong (src/games/doppelkopf/steps/table.ts, src/engine/culprit.ts).

import type { Fmt } from '../fmt';
import type { Message } from '../message';

export const table = {
  // Dealer and sitting out
  'table.dealer-mismatch': (a: { written: string; expected: string }) =>
    `${a.written} deals this round, but the deal passes in seating order to ${a.expected} ` +
    '(after a duty solo the same player deals again, except after a forced one); the written dealer is used from ' +
    'here on.',
  'table.dealer-mismatch.fix': (a: { expected: string }) => `Write the dealer in rotation: ${a.expected}`,
  'table.dealer-out': (a: { dealer: string; out: readonly string[] }, f: Fmt) =>
    `With five players the dealer sits out: ${a.dealer} deals this round, but "out" names ${f.list(a.out)}. ` +
    'The "out" line is used.',
  'table.dealer-out.fix': (a: { dealer: string }) => `Let the dealer sit out: out ${a.dealer}`,
  'table.dealer': (a: { dealer: string }) => `dealer ${a.dealer}`,
  'table.dealer-sits-out': (a: { dealer: string }) => `dealer ${a.dealer} (sits out)`,
  // Duty solos
  'table.duty-owed.series': (a: { player: string; series: number; from: number; to: number }) =>
    `Series ${a.series} (rounds ${a.from}–${a.to}) ends and ${a.player} has not played a duty solo (Pflichtsolo).`,
  'table.duty-owed.file': (a: { player: string }) =>
    `The sheet ends and ${a.player} has not played a duty solo (Pflichtsolo) (set duty-solo on).`,
  'table.duty-owes': (a: { players: readonly string[] }, f: Fmt) =>
    a.players.length === 0
      ? 'every player has played a duty solo'
      : `still ${f.plural(a.players.length, 'owes', 'owe')} a duty solo: ${f.list(a.players)}`,
  // Vorführung (a forced duty solo): as many duty solos owed as games left in the series
  'table.duty-due': (a: { player?: string; owed: readonly string[]; left: number; series: number }, f: Fmt) => {
    const state =
      `${f.list(a.owed)} still ${f.plural(a.owed.length, 'owes', 'owe')} a duty solo (Pflichtsolo) and ` +
      `${f.num(a.left)} ${f.plural(a.left, 'game is', 'games are')} left in series ${a.series}`;
    return a.player !== undefined
      ? `Vorführung: ${a.player} must play a duty solo in this game — ${state} ` +
          `(write "solo ${a.player} KIND duty forced").`
      : `Vorführung: ${state}: the player who owes one and sits next after the dealer must play it in this game.`;
  },
  'table.duty-next': (a: { player?: string; owed: readonly string[] }, f: Fmt) =>
    a.player !== undefined
      ? `next game: ${a.player} must play a duty solo (Vorführung)`
      : `next games: ${f.list(a.owed)} must play their duty solos (Vorführung)`,
  // Where did the paper go wrong? (a `total` that disagrees)
  /** A disagreeing total's sentence, then what the search found (`…; round 3 left out … explains …`). */
  'culprit.append': (a: { problem: Message; finding: Message }, f: Fmt) => `${f.t(a.problem)}; ${f.t(a.finding)}`,
  'culprit.left-out': (a: { round: number }) => `round ${a.round} left out of the sheet`,
  'culprit.twice': (a: { round: number }) => `round ${a.round} counted twice on the sheet`,
  'culprit.signs': (a: { round: number }) => `round ${a.round} with its signs flipped (the other side as winner)`,
  'culprit.swapped': (a: { round: number; a: string; b: string; teams: boolean }) =>
    `round ${a.round} with the scores of ${a.a} and ${a.b} swapped`,
  'culprit.bock-missing': (a: { round: number; file: number; paper: number }) =>
    a.file === 1
      ? `round ${a.round} scored without its bock`
      : `round ${a.round} scored with bock ×${a.file} where the sheet counted ×${a.paper}`,
  'culprit.bock-extra': (a: { round: number; file: number; paper: number }) =>
    a.paper === 1
      ? `round ${a.round} written on the sheet without the bock ×${a.file} it has here`
      : `round ${a.round} written on the sheet with bock ×${a.paper}, not ×${a.file}`,
  'culprit.solo-not-tripled': (a: { round: number; soloist: string }) =>
    `round ${a.round}, a solo, with ${a.soloist}'s score not tripled`,
  /** `file`/`paper`: the announcement as written (`Re`, `keine 90`); absent for none. */
  'culprit.announcement': (a: { round: number; party: string; file?: string; paper?: string }) =>
    `round ${a.round} counted on the sheet with ${a.party} announcing ${a.paper ?? 'nothing'} instead of ` +
    `${a.file ?? 'nothing'}`,
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
  'culprit.fix.add-bock': (a: { round: number; line: string }) => `Add "${a.line}" to round ${a.round}`,
  'culprit.fix.remove-bock': (a: { round: number }) => `Remove the bock mark of round ${a.round}`,
  'culprit.fix.announcement': (a: { round: number; line: string }) => `Round ${a.round}: ${a.line}`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
