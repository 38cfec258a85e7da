// Skat's part of the settlement view's model (src/view/model.ts asks it through GameModule.view): a row's declarer,
// game and value. webview/games/skat/ draws it.

import type { RoundResult } from '../../engine/model';
import type { Lang } from '../../messages';
import type { GameView } from '../game';

/** Skat's columns of one sheet row. */
export interface SkatRoundView {
  game: 'skat';
  /** The row's outcome word as the sheet shows it (`won`, `lost`, `passed`…), from the round's summary. */
  summary: string;
}

declare module '../game' {
  interface RoundViews {
    skat: SkatRoundView;
  }
}

export const skatView: GameView = {
  round(r: RoundResult, _lang: Lang | undefined): SkatRoundView | undefined {
    return r.summary ? { game: 'skat', summary: r.summary } : undefined;
  },
  summary: () => undefined,
};
