// English texts of Doppelkopf in a tournament (src/games/doppelkopf/tournament.ts): why tournament.score leaves `set
// series` out.

import type { Fmt } from '../../../../messages/fmt';

/** Doppelkopf's statistics in a tournament's standings (src/games/doppelkopf/tournament.ts). */
const STAT: Record<string, string> = {
  'schwarz-for': 'schwarz for',
  'schwarz-against': 'schwarz against',
  solos: 'solos',
  'solos-won': 'solos won',
  penalties: 'penalties',
  'penalty-points': 'penalty points',
};

export const tournament = {
  'dk.tournament.stat': (a: { key: string }) => STAT[a.key] ?? a.key,
  'tournament.series-switch': () =>
    'In a tournament each table sheet is one series, and duty solos are owed per sheet: leave out `set series`.',
  'tournament.after-timeout': (a: { line: number }) =>
    `This game comes after the \`timeout\` on line ${a.line}: once the clock has stopped the series, the remaining ` +
    'normal games are struck and only forced duty solos (`duty forced`) may follow.',
} satisfies Record<string, (a: never, f: Fmt) => string>;
