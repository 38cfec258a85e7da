// English texts of a Belote/Coinche round's breakdown lines (explain, hover): card points, belote, announcements
// and how the contract came out (src/games/belote/steps/dealPoints.ts, classic.ts).

import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';

type Failed = 'no-trick' | 'tie' | 'behind';
const nb = (noBelote?: boolean) => (noBelote ? ' (belote not counted)' : '');

export const beloteItems = {
  'bel.item.capot-all': (a: { cards: number; last: number }) =>
    `capot: all 8 tricks (cards ${a.cards} + last trick ${a.last})`,
  'bel.item.no-trick': () => 'no trick',
  'bel.item.cards': () => 'cards',
  'bel.item.cards-der': () => 'cards with the last trick',
  'bel.item.last': () => 'last trick',
  'bel.item.all-trump': (a: { raw: number; scaled: number }) => `all-trump ${a.raw} × 162/258 = ${a.scaled}`,
  'bel.item.belote': () => 'belote',
  'bel.item.ann-void': (a: { label: Message; value: number }, f: Fmt) => `${f.t(a.label)} ${a.value} does not count`,
  'bel.item.defence-ann-to-capot': () => 'defence announcements go to the capot team',
  'bel.item.capot-made': (a: { t: number; d: number }) => `capot by the taker ${a.t} > ${a.d} → made`,
  'bel.item.ahead': (a: { t: number; d: number; noBelote?: boolean }) =>
    `taker ahead ${a.t} > ${a.d}${nb(a.noBelote)} → made`,
  'bel.item.tie-litige': (a: { t: number; d: number; noBelote?: boolean }) =>
    `tie ${a.t} = ${a.d}${nb(a.noBelote)} → litige`,
  'bel.item.tie-made': (a: { t: number; d: number; noBelote?: boolean }) =>
    `tie ${a.t} = ${a.d}${nb(a.noBelote)} → made (litige made)`,
  'bel.item.keeps-belote-now': () => 'taker keeps its belote now (litige-belote keep)',
  'bel.item.failed': (a: { why: Failed; t: number; d: number; noBelote?: boolean }) =>
    a.why === 'no-trick'
      ? `the taker’s team took no trick → failed (${a.t} : ${a.d} does not count)`
      : a.why === 'tie'
        ? `tie ${a.t} = ${a.d}${nb(a.noBelote)}, no litige → failed`
        : `taker behind ${a.t} < ${a.d}${nb(a.noBelote)} → failed`,
  'bel.item.defence-deal': (a: { capot: boolean; dedans160?: boolean }) =>
    a.capot
      ? 'defence capot'
      : a.dedans160
        ? 'defence takes the deal as 160 (failed-base 160)'
        : 'defence takes the deal',
  'bel.item.defence-belote': () => 'defence belote',
  'bel.item.defence-ann': () => 'defence announcements',
  'bel.item.taker-ann-moved': () => 'taker announcements change hands',
  'bel.item.taker-ann-lost': (a: { points: number }) =>
    `taker announcements ${a.points} lost (failed-announcements lost)`,
  'bel.item.taker-belote-moved': () => 'taker belote goes to the defence (failed-belote defence)',
  'bel.item.taker-keeps-belote': () => 'taker keeps its belote',
} satisfies Record<string, (a: never, f: Fmt) => string>;
