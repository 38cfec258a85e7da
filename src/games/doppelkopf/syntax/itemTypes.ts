// The items of Doppelkopf's round lines, added to the parser's RoundItems (src/format/ast.ts) by declaration merging:
// the engines and the language layer see them in RoundItem, and the format names none of them.

import type { Range } from '../../../format/types';

declare module '../../../format/ast' {
  /** Doppelkopf's round lines (see RoundItems). */
  interface RoundItems {
    re: { kind: 're'; players: Name[]; range: Range; keyword: Range };
    solo: { kind: 'solo'; player: Name; soloKind: Token; duty: Token | undefined; range: Range; keyword: Range };
    marriage: {
      kind: 'marriage';
      player: Name;
      partner: Name | undefined;
      alone: boolean;
      range: Range;
      keyword: Range;
    };
    'silent-marriage': { kind: 'silent-marriage'; player: Name; range: Range; keyword: Range };
    poverty: { kind: 'poverty'; player: Name; partner: Name; range: Range; keyword: Range };
    out: { kind: 'out'; players: Name[]; range: Range; keyword: Range };
    tricks: { kind: 'tricks'; sides: SideValue[]; range: Range; keyword: Range };
    extras: { kind: 'extras'; side: Name; items: Token[]; range: Range; keyword: Range };
    bock: { kind: 'bock'; count: Num | undefined; range: Range; keyword: Range };
    /** `won PARTY N` / `won P Q N`: who won (a party or players) and the game value as the sheet has it. */
    won: { kind: 'won'; sides: Name[]; value: Num; range: Range; keyword: Range };
  }
}
