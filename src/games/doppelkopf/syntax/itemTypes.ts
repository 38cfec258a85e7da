// The items of Doppelkopf's round lines, added to the parser's RoundItems (src/format/ast.ts) by declaration merging:
// the engines and the language layer see them in RoundItem, and the format names none of them.

import type { Range } from '../../../format/types';

declare module '../../../format/ast' {
  /** Doppelkopf's parties: `re`, `kontra` (see Parties). */
  interface Parties {
    re: true;
    kontra: true;
  }
  /** Doppelkopf's round lines (see RoundItems). */
  interface RoundItems {
    re: { kind: 're'; players: Name[]; range: Range; keyword: Range };
    /**
     * `duty` marks a duty solo; `forced` (alone or after `duty`) a forced one (Vorführung), which is a duty solo too.
     */
    solo: {
      kind: 'solo';
      player: Name;
      soloKind: Token;
      duty: Token | undefined;
      forced?: Token;
      range: Range;
      keyword: Range;
    };
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
    /** `bock-trigger [N]`: this game starts N bock rounds (no number: 1; 0: none), whatever its facts give. */
    'bock-trigger': { kind: 'bock-trigger'; count: Num | undefined; range: Range; keyword: Range };
    /** `won PARTY N` / `won P Q N`: who won (a party or players) and the game value as the sheet has it. */
    won: { kind: 'won'; sides: Name[]; value: Num; range: Range; keyword: Range };
    /**
     * `penalty P N [to Q [M]]` (Strafpunkte, TSR §9): P loses N; the others at the table gain N split equally, or Q
     * gains M (default N). Never a game: its points count in the running totals only.
     */
    penalty: {
      kind: 'penalty';
      player: Name;
      points: Num;
      to: Name | undefined;
      gain: Num | undefined;
      range: Range;
      keyword: Range;
    };
  }
}
