// The items of Belote's and Coinche's round lines, added to the parser's RoundItems (src/format/ast.ts) by declaration
// merging: the engines and the language layer see them in RoundItem, and the format names none of them.

import type { Suit } from '../../../format/ast';
import type { Range } from '../../../format/types';

/** A deal's trump: a suit, or no trump or all trumps. */
export type TrumpKind = Suit | 'no-trump' | 'all-trump';

declare module '../../../format/ast' {
  /** Belote's and Coinche's round lines (see RoundItems). */
  interface RoundItems {
    /** `points TEAM N [TEAM M]`: points including the 10 for the last trick. */
    points: { kind: 'points'; sides: SideValue[]; range: Range; keyword: Range };
    taker: { kind: 'taker'; player: Name; range: Range; keyword: Range };
    trump: { kind: 'trump'; trump: TrumpKind; token: Token; range: Range; keyword: Range };
    contract: {
      kind: 'contract';
      player: Name;
      value: { value: number | 'capot' | 'generale'; token: Token };
      trump: { trump: TrumpKind; token: Token };
      modifier: { value: 'coinche' | 'surcoinche'; token: Token } | undefined;
      range: Range;
      keyword: Range;
    };
    last: { kind: 'last'; side: Name; range: Range; keyword: Range };
    belote: { kind: 'belote'; side: Name; range: Range; keyword: Range };
    capot: { kind: 'capot'; side: Name; range: Range; keyword: Range };
    generale: { kind: 'generale'; player: Name; range: Range; keyword: Range };
  }
}
