// `scoresheet settle` text/Markdown/CSV: dispatch to the renderer of the file's game family.

import type { DocumentAnalysis } from '../engine/analyze';
import { renderBeloteSettlement } from '../engine/belote/render';
import { renderSettlement } from '../engine/settle/render';
import type { SettleFormat } from './args';

export function renderSettlementFor(a: DocumentAnalysis, format: SettleFormat): string {
  if (!a.game) return 'No game: the file has no "game" line.';
  if (a.game === 'doppelkopf') return renderSettlement(a, format);
  return renderBeloteSettlement(a.rounds, a.settlement, format);
}
