// The settlement of one analysed sheet as text, Markdown or CSV: what `scoresheet settle` prints and the editor's
// "copy as Markdown" / "export CSV" write, dispatched to the game family's report.

import type { DocumentAnalysis } from '../analysis/analyze';
import { renderBeloteSettlement } from '../games/belote/report/settlement';
import { renderDoppelkopfSettlement } from '../games/doppelkopf/report/settlement';
import { msg, render } from '../messages';
import type { ReportOptions, SettleFormat } from './format';

export type { ReportOptions, SettleFormat };

export function renderSettlement(
  a: Pick<DocumentAnalysis, 'game' | 'rounds' | 'settlement'>,
  format: SettleFormat,
  options: ReportOptions = {},
): string {
  if (!a.game) return render(msg('report.no-game'), options.lang);
  if (a.game === 'doppelkopf') return renderDoppelkopfSettlement(a, format, options);
  return renderBeloteSettlement(a.rounds, a.settlement, format, options);
}
