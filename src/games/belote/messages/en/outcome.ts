// English texts of the Belote and Coinche short forms of paper sheets (`cards N`, card points with the last
// trick, `points`), moved from the core's outcome domain (src/messages/en/outcome.ts).

import type { Ex } from '../../../../messages/examples';
import { team } from '../examples';
import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';

/** A Belote deal named by its trump: `a no-trump deal` (`this deal` for an unknown word). */
const DEAL: Record<string, string> = {
  clubs: 'a clubs deal',
  spades: 'a spades deal',
  hearts: 'a hearts deal',
  diamonds: 'a diamonds deal',
  'no-trump': 'a no-trump deal',
  'all-trump': 'an all-trump deal',
};
const deal = (trump: string) => DEAL[trump] ?? 'this deal';

export const outcome = {
  // Belote / Coinche short forms
  'be.cards.with-der': (a: { a: number; b: number; deal: number }) =>
    `cards ${a.a} + ${a.b} = ${a.a + a.b} is the deal's ${a.deal} + 10: read as card points including the 10 for ` +
    'the last trick (dix de der), so `last` is not needed and the 10 is not counted again.',
  'be.points.sum': (a: { a: number; b: number; deal: number; trump: string }) =>
    `points ${a.a} + ${a.b} = ${a.a + a.b}, but ${deal(a.trump)} has ${a.deal} + 10 for the last trick = ` +
    `${a.deal + 10}.`,
  'be.cards.sum': (a: { a: number; b: number; deal: number; trump: string }) =>
    `cards ${a.a} + ${a.b} = ${a.a + a.b}, ${deal(a.trump)} has ${a.deal}`,
  'be.cards.too-many': (a: { value: number; deal: number; trump: string }) =>
    `cards ${a.value} is more than ${deal(a.trump)} has (${a.deal})`,
  'be.cards.negative': () => 'Card points cannot be negative.',
  'be.cards.bare-range': (a: { value: number; deal: number; trump: string }) =>
    `cards ${a.value}: ${deal(a.trump)} has 0 to ${a.deal} card points`,
  'be.cards.bare-no-taker': () =>
    '`cards N` gives the card points of the taking team, but this round does not say who took.',
  'expect.cards-taker': () => "the taker's team's card points",
  'usage.points': (a: { ex?: Ex }) =>
    `\`points ${team(a.ex, 0)} 102 ${team(a.ex, 1)} 60\` ` +
    '(points with the 10 for the last trick; one team may be left out)',
  'missing-argument.points': (a: { usage: Message }, f: Fmt) => `Whose points? Write ${f.t(a.usage)}.`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
