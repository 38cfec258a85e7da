// English texts of Belote's and Coinche's deciding facts (src/games/belote/report/facts.ts): the pot of a litige, a
// game won.

import type { Fmt } from '../../../../messages/fmt';

export const facts = {
  'facts.pot-held': (a: { points: number }) => `pot ${a.points} held`,
  'facts.pot-awarded': (a: { team: string; points: number }) => `${a.team} takes the pot (${a.points})`,
  'facts.game-won': (a: { game: number; team: string }) => `${a.team} wins game ${a.game}`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
