// Skat's part of the settlement view's model (src/view/model.ts asks it through GameModule.view): a row's declarer,
// game and value, the players' games won and lost, and under Seeger-Fabian their Wertung. webview/games/skat/ draws it.

import type { RoundResult } from '../../engine/model';
import type { Lang } from '../../messages';
import type { GameView } from '../game';
import type { SeegerLine } from './model';

/** Skat's columns of one sheet row. */
export interface SkatRoundView {
  game: 'skat';
  /** The row's outcome word as the sheet shows it (`won`, `lost`, `passed`…), from the round's summary. */
  summary: string;
}

/** Skat's members of the settlement view's model: games won and lost per player, aligned with the model's names. */
export interface SkatSheet {
  wonLost?: { won: number; lost: number }[];
  /** `lost-game-fees`: each player's fees in cents, paid into the prize pot. */
  fees?: number[];
  /** Under `scoring bierlachs`: the Bierlachs games each player lost. */
  bierlachs?: number[];
  /** Under `scoring seeger-fabian`: each player's line of the Wertung (won, lost, the others' losses' bonus). */
  seeger?: SeegerLine[];
}

declare module '../game' {
  interface RoundViews {
    skat: SkatRoundView;
  }
  interface SheetParts {
    skat: SkatSheet;
  }
}

export const skatView: GameView = {
  round(r: RoundResult, _lang: Lang | undefined): SkatRoundView | undefined {
    return r.summary ? { game: 'skat', summary: r.summary } : undefined;
  },
  summary: () => undefined,
  sheet: (s, names): SkatSheet => {
    const sk = s.skat;
    const wl = sk?.wonLost;
    return {
      ...(wl ? { wonLost: names.map((n) => ({ won: wl[n]?.won ?? 0, lost: wl[n]?.lost ?? 0 })) } : {}),
      ...(sk?.fees ? { fees: names.map((n) => sk.fees![n] ?? 0) } : {}),
      ...(sk?.bierlachs ? { bierlachs: names.map((n) => sk.bierlachs![n] ?? 0) } : {}),
      ...(sk?.seeger ? { seeger: names.map((n) => sk.seeger![n] ?? { won: 0, lost: 0, bonus: 0, wertung: 0 }) } : {}),
    };
  },
};
