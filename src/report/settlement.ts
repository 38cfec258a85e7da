// The settlement of one analysed sheet as text, Markdown or CSV: what `scoresheet settle` prints and the editor's
// "copy as Markdown" / "export CSV" write, in the tables of the sheet's game (GameReport.settlement).

import type { DocumentAnalysis } from '../analysis/analyze';
import { msg, render } from '../messages';
import type { ReportOptions, SettleFormat } from './format';
import { reportWriter } from './writer';

export type { ReportOptions, SettleFormat };

export function renderSettlement(
  a: Pick<DocumentAnalysis, 'module' | 'rounds' | 'settlement'>,
  format: SettleFormat,
  options: ReportOptions = {},
): string {
  if (!a.module) return render(msg('report.no-game'), options.lang);
  return a.module.report.settlement(a, format, options, reportWriter(a.module, options.lang));
}
