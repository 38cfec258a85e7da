// English texts of a round's deciding facts (each game's roundFacts, src/games/<game>/report/facts.ts): what the
// sheet, the code lens and `settle` say beside a round's result. Game terms stay in the game's language (Re, Kontra,
// keine 90, Bock; coinche, litige).

import type { Fmt } from '../fmt';

const LEVELS: Record<string, string> = { no90: 'keine 90', no60: 'keine 60', no30: 'keine 30', black: 'schwarz' };
const party = (p: 're' | 'kontra') => (p === 're' ? 'Re' : 'Kontra');

export const facts = {
  /** `Re announced` (the plain announcement: the result says whether it held). */
  'facts.announced': (a: { party: 're' | 'kontra' }) => `${party(a.party)} announced`,
  /** `Re: keine 90 announced, missed`: a level announcement and whether the party kept it. */
  'facts.level': (a: { party: 're' | 'kontra'; level: string; kept?: boolean }) =>
    `${party(a.party)}: ${LEVELS[a.level] ?? a.level} announced` +
    (a.kept === undefined ? '' : a.kept ? ', made' : ', missed'),
  'facts.bock': (a: { factor: number }) => `Bock ×${a.factor}`,
  /** The round's `bock-trigger N` line: what it starts, whatever its facts give. */
  'facts.bock-trigger': (a: { count: number }, f: Fmt) =>
    a.count === 0
      ? 'starts no bock round (bock-trigger 0)'
      : `starts ${f.num(a.count)} bock ${f.plural(a.count, 'round', 'rounds')} (bock-trigger)`,
  'facts.pot-held': (a: { points: number }) => `pot ${a.points} held`,
  'facts.pot-awarded': (a: { team: string; points: number }) => `${a.team} takes the pot (${a.points})`,
  'facts.game-won': (a: { game: number; team: string }) => `${a.team} wins game ${a.game}`,
  'facts.cell-legend': () => 'Each cell: the points of the round, then the running total in brackets.',
  'facts.cell-legend-teams': () =>
    "Each team's cell: the points of the round, then the game's running total in brackets.",
} satisfies Record<string, (a: never, f: Fmt) => string>;
