// English texts of the parser's problems (src/format).

import type { Fmt } from '../fmt';

export const format = {
  'missing-game.empty': () =>
    'This document is empty; it must start with `game doppelkopf`, `game belote` or `game coinche`.',
  'missing-game.not-first': (a: { line?: number }) =>
    `A sheet starts with the game it scores: \`game doppelkopf\`, \`game belote\` or \`game coinche\`${
      a.line !== undefined ? ` (it is on line ${a.line}; move it to the top)` : ''
    }.`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
