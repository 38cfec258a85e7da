// English texts of the season settings file (src/season/settings.ts): the problems of a `season.score`.

import type { Fmt } from '../fmt';
import type { Message } from '../message';

export const season = {
  'season.duplicate': (a: { word: string }) => `"${a.word}" is given twice here; the second one counts.`,
  // `games`: every game's kind (the registry's), as a season file's `game` line names it.
  'season.bad-game': (a: { games: readonly string[] }, f: Fmt) =>
    `Write the game the lines below are for: ${f.list(a.games, 'or')}.`,
  'season.unknown-directive': (a: { word: string }) =>
    `"${a.word}" is not a season setting; a season file has \`season\`, \`game\`, \`pot\` and \`split\` lines.`,
  'season.split-without-pot': () =>
    'This `split` has no effect without a `pot` line: each evening is settled at its own stake.',
  'season.bad-pot': (a: { why: 'missing' | 'zero' | Message }, f: Fmt) =>
    `The pot amount ${
      a.why === 'missing' ? 'is missing' : a.why === 'zero' ? 'is 0' : f.t(a.why).replace('the stake', 'it')
    }. Write the money per point lost, like \`pot 0.10 EUR\`, or \`pot none\`.`,
  'season.pot-args': () => '`pot` takes an amount and an optional currency.',
  'season.split-mode': () =>
    'Write `split standings` (optionally with percentages by rank, e.g. `split standings 50 30 20`) ' +
    'or `split attendance`.',
  'season.not-percent': (a: { text: string }) => `"${a.text}" is not a percentage; write whole numbers like 50 30 20.`,
  'season.shares-sum': (a: { sum: number; shares: readonly number[] }) =>
    `The shares add up to ${a.sum}%, not 100%: ${a.shares.join(' + ')}.`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
