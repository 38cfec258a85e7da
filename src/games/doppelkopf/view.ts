// Doppelkopf's part of the settlement view's model (src/view/model.ts asks it through GameModule.view): a round's
// game type, parties, value, bock and announcements, and the evening's duty solos. webview/games/doppelkopf/ draws
// them.

import type { RoundResult } from '../../engine/model';
import type { DutyNext, PlayerStats } from './model';
import type { Lang } from '../../messages';
import type { GameView } from '../game';
import { dutySolos, type DutySeries } from './report/dutySolos';
import { penaltyNote } from './report/penalties';

/** Doppelkopf's columns of one sheet row. */
export interface DoppelkopfRoundView {
  game: 'doppelkopf';
  /** `normal`, `solo`, `marriage`, `marriage-alone`, `silent-marriage`, `poverty`. */
  gameType: string;
  soloKind?: string;
  soloist?: string;
  duty: boolean;
  /** The Re party (the sheet writes Re; Kontra is everyone else at the table, so it is not sent). */
  re: string[];
  out: string[];
  /** Game value seen from Re (after bock, before the solo ×3). */
  value: number;
  /** Bock multiplier (1 = none). */
  bock: number;
  /** The announcements in force (`Re`, `Re: no90`; German and French say the Absage in the game's words). */
  announcements: string[];
}

/** Doppelkopf's part of the evening's summary: the duty solos, with `set duty-solo on`. */
export interface DoppelkopfSummaryView {
  game: 'doppelkopf';
  /** Who still owes a duty solo after the last round. */
  dutyOwed: string[];
  /** With `set series N`: per series, who played a duty solo and who owed one. */
  dutySeries?: DutySeries[];
  /** A Vorführung after the last round: who must play a duty solo in the next game. */
  dutyNext?: DutyNext;
}

/** Doppelkopf's members of the settlement view's model. */
export interface DoppelkopfSheet {
  players?: PlayerStats[];
}

declare module '../game' {
  interface RoundViews {
    doppelkopf: DoppelkopfRoundView;
  }
  interface SheetParts {
    doppelkopf: DoppelkopfSheet;
  }
  interface SummaryViews {
    doppelkopf: DoppelkopfSummaryView;
  }
}

const LEVELS: Record<string, string> = { no90: 'keine 90', no60: 'keine 60', no30: 'keine 30', black: 'schwarz' };

/**
 * An announcement as the engine lists it (`Re`, `Re: no90`) in the language: German and French tables say the Absage
 * in the game's own words (`Re: keine 90`); English keeps the file's keyword.
 */
export function announcementText(announcement: string, lang: Lang): string {
  if (lang === 'en') return announcement;
  return announcement.replace(/: (no90|no60|no30|black)$/, (_m, level: string) => `: ${LEVELS[level]}`);
}

export const doppelkopfView: GameView = {
  round(r: RoundResult, lang: Lang | undefined): DoppelkopfRoundView | undefined {
    const d = r.doppelkopf;
    if (!d) return undefined;
    return {
      game: 'doppelkopf',
      gameType: d.gameType,
      soloKind: d.soloKind,
      soloist: d.soloist,
      duty: d.duty,
      re: d.re.slice(),
      out: d.out.slice(),
      value: d.value,
      bock: d.bock,
      announcements: d.announcements.map((x) => announcementText(x, lang ?? 'en')),
    };
  },

  roundNote: penaltyNote,

  sheet: (s): DoppelkopfSheet => ({ players: s.players?.map((p) => ({ ...p })) }),

  summary(input): DoppelkopfSummaryView | undefined {
    const duty = dutySolos(input);
    if (!duty) return undefined;
    return {
      game: 'doppelkopf',
      dutyOwed: duty.owed,
      ...(duty.perSeries > 0 ? { dutySeries: duty.series.map((x) => ({ ...x })) } : {}),
      ...(duty.next ? { dutyNext: { ...duty.next, owed: duty.next.owed.slice() } } : {}),
    };
  },
};
