// English texts of duty solos in the settlement and explain output, and of the quick fixes the search for a
// paper's slip offers on outcome-only rounds (src/games/doppelkopf/steps/slips.ts, src/cli/report.ts).

import type { Fmt } from '../fmt';

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
} satisfies Record<string, (a: never, f: Fmt) => string>;
