// The settlement of one analysed sheet as text, Markdown or CSV: what `scoresheet settle` prints and the editor's
// "copy as Markdown" / "export CSV" write, dispatched to the game family's report.

import type { DocumentAnalysis } from '../engine/analyze';
import { renderBeloteSettlement } from './beloteSettlement';
import { renderDoppelkopfSettlement } from './doppelkopfSettlement';
import type { SettleFormat } from './format';

export type { SettleFormat };

export function renderSettlement(
  a: Pick<DocumentAnalysis, 'game' | 'rounds' | 'settlement'>,
  format: SettleFormat,
): string {
  if (!a.game) return 'No game: the file has no "game" line.';
  if (a.game === 'doppelkopf') return renderDoppelkopfSettlement(a, format);
  return renderBeloteSettlement(a.rounds, a.settlement, format);
}
