// English texts of Belote and Coinche played trick by trick (src/games/belote/steps/trickRules.ts, trickDeal.ts): the
// trump duties (follow, go higher, trump, overtrump) and the deck.

import type { Fmt } from '../../../../messages/fmt';

export const tricks = {
  'duty.follow-trump': (a: { suit: string }) => `must follow with a ${a.suit} trump`,
  'duty.go-higher-all-trump': (a: { suit: string }) => `must go higher in ${a.suit} (all trumps)`,
  'duty.go-higher': (a: { card: string }) => `must go higher than ${a.card} (trumps were led)`,
  'duty.must-trump': (a: { partnerHolds: boolean }) =>
    a.partnerHolds ? 'must trump although the partner holds the trick' : 'must trump',
  'duty.overtrump': (a: { card: string }) => `must overtrump ${a.card}`,
  'duty.undertrump': (a: { card: string }) => `must still trump (no trump beats ${a.card})`,
  'deck.belote': () => '32 cards, each once',
} satisfies Record<string, (a: never, f: Fmt) => string>;
