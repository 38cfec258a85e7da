// Copy-as-Markdown and export-CSV for a settlement, through the same renderers `scoresheet settle` uses.

import * as vscode from 'vscode';
import type { DocumentAnalysis } from '../../analysis/analyze';
import { renderSettlement } from '../../report/settlement';
import { displayLang } from '../displayLanguage';
import { writeUserFile } from '../userFiles';

export async function copySettlementMarkdown(analysis: DocumentAnalysis): Promise<void> {
  const markdown = renderSettlement(analysis, 'md', { lang: displayLang() });
  await vscode.env.clipboard.writeText(markdown);
  void vscode.window.showInformationMessage(vscode.l10n.t('Settlement copied as Markdown.'));
}

/** `evening.score` → `evening.csv` next to it (the user can change it in the dialog). */
export function csvTarget(source: vscode.Uri): vscode.Uri {
  const path = source.path.replace(/\.(score|md|markdown)$/i, '') + '.csv';
  return source.with({ path });
}

export async function exportSettlementCsv(
  analysis: DocumentAnalysis,
  source: vscode.Uri,
): Promise<vscode.Uri | undefined> {
  // German and French CSV: `;`, the decimal comma and a byte order mark, as spreadsheets there read it.
  const csv = renderSettlement(analysis, 'csv', { lang: displayLang() });
  const target = await vscode.window.showSaveDialog({
    defaultUri: source.scheme === 'untitled' ? undefined : csvTarget(source),
    filters: { [vscode.l10n.t('CSV')]: ['csv'] },
    saveLabel: vscode.l10n.t('Export'),
  });
  if (!target || !(await writeUserFile(target, new TextEncoder().encode(csv)))) return undefined;
  void vscode.window.showInformationMessage(
    vscode.l10n.t('Settlement exported to {0}.', vscode.workspace.asRelativePath(target)),
  );
  return target;
}
