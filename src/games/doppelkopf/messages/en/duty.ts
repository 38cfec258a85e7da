// English texts of duty solos in the settlement and explain output, and of the quick fixes the search for a
// paper's slip offers on outcome-only rounds (src/games/doppelkopf/steps/slips.ts, src/cli/report.ts).

import type { Fmt } from '../../../../messages/fmt';

export const duty = {
  // Quick fixes of the culprit search on `won` lines and `score` rows
  'culprit.fix.won-value': (a: { round: number; line: string }) => `Round ${a.round}: ${a.line}`,
  'culprit.fix.signs': (a: { round: number; line: string }) => `Round ${a.round}: ${a.line} (the other side won)`,
  'culprit.fix.swap': (a: { round: number; a: string; b: string }) => `Swap ${a.a} and ${a.b} in round ${a.round}`,
  // Duty solos in `settle` and `explain`
  'duty.heading': () => 'Duty solos (Pflichtsolo)',
  'duty.owed': (a: { players: readonly string[] }, f: Fmt) =>
    a.players.length === 0
      ? 'Every player has played a duty solo (Pflichtsolo).'
      : `Still ${f.plural(a.players.length, 'owes', 'owe')} a duty solo (Pflichtsolo): ${f.list(a.players)}.`,
  'duty.series': (
    a: {
      series: number;
      from: number;
      to: number;
      played: readonly string[];
      owed: readonly string[];
      running: boolean;
    },
    f: Fmt,
  ) =>
    `Series ${a.series} (rounds ${a.from}–${a.to}${a.running ? ', running' : ''}): ` +
    `played by ${a.played.length ? f.list(a.played) : 'nobody'}; ` +
    (a.owed.length ? `owed by ${f.list(a.owed)}.` : 'none owed.'),
  'duty.next': (a: { player?: string; owed: readonly string[]; left: number; series: number }, f: Fmt) =>
    a.player !== undefined
      ? `Vorführung: ${a.player} must play a duty solo in the next game (${f.list(a.owed)} still ` +
        `${f.plural(a.owed.length, 'owes', 'owe')} one; ${f.num(a.left)} ${f.plural(a.left, 'game', 'games')} left ` +
        `in series ${a.series}).`
      : `Vorführung: ${f.list(a.owed)} must play ${f.plural(a.owed.length, 'a duty solo', 'their duty solos')} ` +
        `in the ${f.num(a.left)} ${f.plural(a.left, 'game', 'games')} left in series ${a.series}.`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
