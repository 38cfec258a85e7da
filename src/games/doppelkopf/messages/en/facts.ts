// English texts of Doppelkopf's deciding facts (src/games/doppelkopf/report/facts.ts): Re, Kontra, keine 90 and Bock
// stay as they are.

import type { Fmt } from '../../../../messages/fmt';

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
} satisfies Record<string, (a: never, f: Fmt) => string>;
