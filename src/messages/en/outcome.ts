// English texts of the `won` and `points` lines of paper sheets (their usage, what is missing). The games' own
// outcome texts (Doppelkopf's `won` and partial rows, Belote's short forms): each game's messages/<lang>/outcome.ts.

import { player, team, type Ex } from '../examples';
import type { Fmt } from '../fmt';
import type { Message } from '../message';

export const outcome = {
  // Parser: `won`, `points`, `cards N`
  'usage.won': (a: { ex?: Ex }) =>
    `\`won re 3\` or \`won ${player(a.ex, 0)} ${player(a.ex, 2)} 2\` (the winners, then the game value)`,
  'missing-argument.won': (a: { usage: Message }, f: Fmt) =>
    `Who won, and what was the game worth? Write ${f.t(a.usage)}.`,
  'missing-argument.won-who': (a: { usage: Message }, f: Fmt) => `Who won? Write ${f.t(a.usage)}.`,
  'missing-argument.won-value': (a: { usage: Message }, f: Fmt) =>
    `The game value is missing after the winners; write ${f.t(a.usage)}.`,
  'expect.won': (a: { usage: Message }, f: Fmt) => `the game value as the last word (${f.t(a.usage)})`,
  'expect.cards-taker': () => "the taker's team's card points",
  'usage.points': (a: { ex?: Ex }) =>
    `\`points ${team(a.ex, 0)} 102 ${team(a.ex, 1)} 60\` ` +
    '(points with the 10 for the last trick; one team may be left out)',
  'missing-argument.points': (a: { usage: Message }, f: Fmt) => `Whose points? Write ${f.t(a.usage)}.`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
