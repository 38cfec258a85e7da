// English texts of what an import of Doppelkopf records inferred (src/games/doppelkopf/import): bock, who sat out,
// solos.

import type { Fmt } from '../../../../messages/fmt';

const n = (k: number, one: string, other: string, f: Fmt) => `${k} ${f.plural(k, one, other)}`;

export const importer = {
  /** The apps' exports Doppelkopf's importers read, as cli.help.import lists them. */
  'import.app.bockzettel': () => "Bockzettel's JSON export",
  'import.app.zettel': () => "Doppelkopf Zettel's session",
  'import.app.qtdoppelkopf': () => "QtDoppelKopf's saved game",
  /** What sheet Doppelkopf's spreadsheet reader takes (a clause of import.no-game-fits). */
  'import.takes.doppelkopf': () => 'Doppelkopf takes 4 to 7 players',
  'import.inferred.value-includes-bock': () => 'the game value already includes bock (set won-includes-bock on)',
  'import.inferred.out-zeros': () => 'a 0 beside four other scores means the player sat out',
  'import.inferred.solo-pattern': () => 'solos from their 3:1 points',
  'import.note.solo-kind': (a: { player: string }) => `solo by ${a.player}; the source does not say which kind`,
  'import.note.bock-events': (a: { count: number }, f: Fmt) => `${n(a.count, 'bock event', 'bock events', f)}`,
  'import.note.duty-solo-round': () => 'the round of duty solos starts',
  'import.note.bock-bonus': (a: { points: number }) => `bock: +${a.points} to the winners, in the value`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
