// English texts of Belote's and Coinche's lines as the parser reads them (src/games/belote/syntax): the
// problems only these games' sheets have.

import type { Ex } from '../../../../messages/examples';
import { B } from '../../../../messages/en/format';

const TITLES = { belote: 'Belote', coinche: 'Coinche' } as const;

export const syntax = {
  'player-count.belote': (a: { game: 'belote' | 'coinche'; count: number }) =>
    `${TITLES[a.game]} is played by exactly 4 players (partners opposite); ${a.count} are listed.`,
  'missing-argument.team': (a: { kind: 'last' | 'belote' | 'capot'; keyword: string; ex?: Ex }) =>
    `Which team ${
      a.kind === 'last' ? 'won the last trick' : a.kind === 'belote' ? 'had belote-rebelote' : 'took all 8 tricks'
    }? Write the team or one of its players, e.g. \`${a.keyword} ${B(a.ex, 2)}\`.`,
} satisfies Record<string, (a: never) => string>;
