// English texts of a round's deciding facts that every game shares (src/report/roundFacts.ts): the legend beside a
// round's cells. A game's own facts (Re, Kontra, keine 90, Bock; the pot of a litige) are its module's:
// src/games/<game>/messages/<lang>/facts.ts.

import type { Fmt } from '../fmt';

export const facts = {
  'facts.cell-legend': () => 'Each cell: the points of the round, then the running total in brackets.',
  'facts.cell-legend-teams': () =>
    "Each team's cell: the points of the round, then the game's running total in brackets.",
} satisfies Record<string, (a: never, f: Fmt) => string>;
