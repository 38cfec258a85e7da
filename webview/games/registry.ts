// The games the settlement view draws: the only file of the view that imports every game's view. The generic
// components look a game up here by the sheet's kind (`viewOf`) or by a row's own part (`viewOfRow`).

import type { SheetRound } from '../../src/protocol';
import { beloteView } from './belote';
import { doppelkopfView } from './doppelkopf';
import { pointsView } from './points';
import { skatView } from './skat';
import type { GameView } from './types';

/** Every game's view. */
export const GAME_VIEWS: readonly GameView[] = [doppelkopfView, beloteView, pointsView, skatView];

/** The view of a game kind (a `game` line's word); undefined for none or one the view does not know. */
export function viewOf(kind: string | undefined): GameView | undefined {
  return kind === undefined ? undefined : GAME_VIEWS.find((v) => v.kinds.includes(kind));
}

/** The view of the game whose part a row carries (its `detail`), if any. */
export function viewOfRow(r: SheetRound): GameView | undefined {
  const id = r.detail?.game;
  return id === undefined ? undefined : GAME_VIEWS.find((v) => v.id === id);
}
