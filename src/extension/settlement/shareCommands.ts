// "Copy for group chat" and "Save as image": the shown evening's short form (src/export) on the clipboard, or its
// standings card as PNG (drawn by a local Chromium or Chrome in the desktop host; as SVG where there is none, as in
// the web host). The same lines and card as `scoresheet settle --format chat|png`.

import * as vscode from 'vscode';
import type { DocumentAnalysis } from '../../analysis/analyze';
import { shareCardSvg } from '../../export/card';
import { chatText } from '../../export/chat';
import { eveningShare } from '../../export/share';
import { displayLang } from '../displayLanguage';
import { writeUserFile } from '../userFiles';
import { folderFiles, sheetText } from './exportPage';

/** Draws an SVG as PNG, or undefined when it cannot (no browser): set by the desktop host (src/node/browser.ts). */
export type ImageRenderer = (svg: string, width: number, height: number) => Uint8Array | undefined;

let renderer: ImageRenderer | undefined;

export function setImageRenderer(r: ImageRenderer | undefined): void {
  renderer = r;
}

async function summaryOf(doc: vscode.TextDocument, analysis: DocumentAnalysis) {
  const log = sheetText(doc, analysis);
  const name = (doc.uri.path.split('/').pop() || 'evening.score').replace(/\.(md|markdown)$/i, '.score');
  return eveningShare(log, name, await folderFiles(doc, log), displayLang()).summary;
}

export async function copyForChat(doc: vscode.TextDocument, analysis: DocumentAnalysis): Promise<string> {
  const text = chatText(await summaryOf(doc, analysis));
  await vscode.env.clipboard.writeText(text);
  void vscode.window.showInformationMessage(vscode.l10n.t('Copied the evening for the group chat.'));
  return text;
}

export async function saveImage(
  doc: vscode.TextDocument,
  analysis: DocumentAnalysis,
  target?: vscode.Uri,
): Promise<vscode.Uri | undefined> {
  const card = shareCardSvg(await summaryOf(doc, analysis));
  const png = renderer?.(card.svg, card.width, card.height);
  const ext = png ? 'png' : 'svg';
  const where =
    target ??
    (await vscode.window.showSaveDialog({
      defaultUri:
        doc.uri.scheme === 'untitled'
          ? undefined
          : doc.uri.with({ path: doc.uri.path.replace(/\.(score|md|markdown)$/i, '') + `.${ext}` }),
      filters: { [vscode.l10n.t('Image file')]: [ext] },
      saveLabel: vscode.l10n.t('Save'),
    }));
  if (!where || !(await writeUserFile(where, png ?? new TextEncoder().encode(card.svg)))) return undefined;
  void vscode.window.showInformationMessage(
    png
      ? vscode.l10n.t('Image saved to {0}.', vscode.workspace.asRelativePath(where))
      : vscode.l10n.t(
          'No Chromium or Chrome was found to draw a PNG, so the image was saved as SVG to {0}.',
          vscode.workspace.asRelativePath(where),
        ),
  );
  return where;
}
