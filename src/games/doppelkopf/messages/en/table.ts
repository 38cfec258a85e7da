// English texts of Doppelkopf's table (the dealer, five players, duty solos: src/games/doppelkopf/steps/table.ts) and
// of its slips the search for a disagreeing total tries (src/games/doppelkopf/steps/slips.ts).

import type { Fmt } from '../../../../messages/fmt';

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
  'culprit.fix.add-bock': (a: { round: number; line: string }) => `Add "${a.line}" to round ${a.round}`,
  'culprit.fix.remove-bock': (a: { round: number }) => `Remove the bock mark of round ${a.round}`,
  'culprit.fix.announcement': (a: { round: number; line: string }) => `Round ${a.round}: ${a.line}`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
