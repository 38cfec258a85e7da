// The items of Skat's round lines, added to the parser's RoundItems (src/format/ast.ts) by declaration merging. Skat
// reads `cards`, `score` and `total` into the shared items; every other line of its own is one `skat` item whose
// `fact` says which line it is.

import type { CardToken, Name, Num, SideValue, Token } from '../../../format/ast';
import type { Range } from '../../../format/types';

/** The games a declarer line names. */
export type SkatGame = 'clubs' | 'spades' | 'hearts' | 'diamonds' | 'grand' | 'null';

export type SkatLevel = 'schneider' | 'schwarz';

/** What one of Skat's own lines says. */
export type SkatFact =
  | {
      type: 'declarer';
      player: Name;
      game?: { value: SkatGame; token: Token };
      spitzen?: { mit: boolean; n: Num; token: Token };
      hand?: Token;
      ouvert?: Token;
      revolution?: Token;
    }
  | { type: 'spitzen'; mit: boolean; n: Num }
  | { type: 'ouvert' }
  /** `hand` on its own line: a Hand game (`hand P CARD…` is the format's line of P's cards). */
  | { type: 'hand' }
  | { type: 'announce'; level: SkatLevel }
  | { type: 'level'; level: SkatLevel; announced: boolean }
  | { type: 'bid'; n: Num }
  | { type: 'tricks'; n: Num }
  /** `skat CARD CARD`: the two cards of the skat (laid away after the pickup, or unseen in a Hand game). */
  | { type: 'skat'; cards: CardToken[] }
  | {
      type: 'outcome';
      outcome: 'won' | 'lost' | 'overbid';
      /** `won P N`, `lost P N [overbid]`: the outcome-only row. */
      player?: Name;
      value?: Num;
      overbid?: boolean;
    }
  | { type: 'passed' }
  | { type: 'kontra'; player?: Name }
  | { type: 're' }
  | { type: 'supra' }
  | { type: 'spitze'; n?: Num }
  /** `bock [N]`: this row is a Bock row, ×2 (or ×2^N). */
  | { type: 'bock'; n?: Num }
  | { type: 'seeger'; entries: SideValue[] }
  | { type: 'ramsch' }
  /** `jungfrau P`, `durchmarsch P`, `loser P`, `last-trick P`: a Ramsch's player facts. */
  | { type: 'jungfrau' | 'durchmarsch' | 'loser' | 'last-trick'; player: Name }
  | { type: 'pushed'; n: Num }
  | {
      type: 'won-lost';
      entries: { side: Name; won: Num; lost: Num }[];
    };

declare module '../../../format/ast' {
  /** Skat's round lines (see RoundItems). */
  interface RoundItems {
    skat: { kind: 'skat'; fact: SkatFact; range: Range; keyword: Range };
  }
}
