// A Doppelkopf player's statistics line: what every game counts, and Doppelkopf's own part (`doppelkopf` in the JSON).

import type { PlayerLine, WinCount } from '../../game';

export interface DoppelkopfLine {
  /** Rounds with known parties in which the player was Re (the soloist counts as Re) or Kontra. */
  re: WinCount;
  kontra: WinCount;
  /** Solos played as soloist; `wins` = solos won. Recorded rows with the 3:1 pattern count, of kind `recorded`. */
  solos: WinCount;
  solosByKind: Record<string, WinCount>;
  dutySolos: WinCount;
  /** Normal games (two against two) by partner's display name: played together and won together. */
  partners: Record<string, WinCount>;
  /** Penalty lines (never games), where an evening has any: how many the player paid, their penalty points (net). */
  penalties?: { paid: number; points: number };
}

/** `games`: rounds played (sitting out does not count); `rounds`: the same rounds, scored. */
export interface DoppelkopfPlayerLine extends PlayerLine {
  doppelkopf: DoppelkopfLine;
}

declare module '../../game' {
  /** A season player's line in the Season tab: Doppelkopf's own part. */
  interface SeasonLineParts {
    doppelkopf: { doppelkopf?: DoppelkopfLine };
  }
}
