// English texts of Doppelkopf's what-if notes (src/games/doppelkopf/report/whatIf.ts): bock lines as written.

import type { Fmt } from '../../../../messages/fmt';

export const whatIf = {
  'whatif.note.bock-marks': (a: { rounds: readonly number[] }, f: Fmt) =>
    `With bock off, ${f.plural(a.rounds.length, 'round', 'rounds')} ${f.list(a.rounds.map(String))} still ` +
    `${a.rounds.length === 1 ? 'counts with its' : 'count with their'} bock: a written bock line says what the ` +
    `table played, and the bock switch only decides whether the engine starts bock rounds itself. Take the bock ` +
    `${f.plural(a.rounds.length, 'line', 'lines')} out to see the evening without ` +
    `${a.rounds.length === 1 ? 'it' : 'them'}.`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
