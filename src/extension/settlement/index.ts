// Entry point of the settlement view for the extension: registers the panel serializer and the settlement commands.

import * as vscode from 'vscode';
import { SETTLEMENT_VIEW_TYPE } from '../../protocol';
import { registerTableSession } from '../tableSession';
import { SettlementPanelManager, type SettlementAnalyses } from './settlementPanelManager';

export type { SettlementAnalyses } from './settlementPanelManager';

/** Command ids this module registers (declared in package.json `contributes.commands`). */
export const SETTLEMENT_COMMANDS = {
  open: 'scoresheet.openSettlement',
  openToSide: 'scoresheet.openSettlementToSide',
  toggleLock: 'scoresheet.toggleSettlementLock',
  copyMarkdown: 'scoresheet.copySettlementMarkdown',
  exportCsv: 'scoresheet.exportSettlementCsv',
  exportWebPage: 'scoresheet.exportWebPage',
  copyForChat: 'scoresheet.copyForGroupChat',
  saveImage: 'scoresheet.saveSettlementImage',
  tournamentProjector: 'scoresheet.tournamentProjector',
} as const;

/** A command that exists only in extension test runs: what each open panel last sent its view. */
export const SETTLEMENT_TEST_STATE_COMMAND = 'scoresheet.test.settlementPanels';

export interface SettlementViewOptions {
  /** Set false if the caller registers `scoresheet.copySettlementMarkdown` / `exportSettlementCsv` itself. */
  registerCopyExportCommands?: boolean;
}

/**
 * Register the settlement view. Call once from `activate` with the shared analysis service: the panels read it and
 * update when it says an analysis is ready. Needs `onWebviewPanel:scoresheet.settlement` among the activation
 * events so panels come back after a reload.
 */
export function registerSettlementView(
  context: vscode.ExtensionContext,
  analyses: SettlementAnalyses,
  options: SettlementViewOptions = {},
): vscode.Disposable {
  const manager = new SettlementPanelManager(context.extensionUri, analyses);
  const asUri = (arg: unknown) => (arg instanceof vscode.Uri ? arg : undefined);
  const disposables: vscode.Disposable[] = [
    manager,
    vscode.window.registerWebviewPanelSerializer(SETTLEMENT_VIEW_TYPE, manager),
    vscode.commands.registerCommand(SETTLEMENT_COMMANDS.open, (uri?: unknown) => void manager.open(asUri(uri), false)),
    vscode.commands.registerCommand(
      SETTLEMENT_COMMANDS.openToSide,
      (uri?: unknown) => void manager.open(asUri(uri), true),
    ),
    vscode.commands.registerCommand(SETTLEMENT_COMMANDS.toggleLock, () => manager.toggleLock()),
    vscode.commands.registerCommand(SETTLEMENT_COMMANDS.tournamentProjector, (uri?: unknown) =>
      manager.showProjector(asUri(uri)),
    ),
    // (uri, target): the explorer passes the file; tests pass a target to skip the save dialog.
    vscode.commands.registerCommand(SETTLEMENT_COMMANDS.exportWebPage, (uri?: unknown, target?: unknown) =>
      manager.exportWebPage(asUri(uri), asUri(target)),
    ),
    vscode.commands.registerCommand(SETTLEMENT_COMMANDS.copyForChat, (uri?: unknown) =>
      manager.copyForChat(asUri(uri)),
    ),
    vscode.commands.registerCommand(SETTLEMENT_COMMANDS.saveImage, (uri?: unknown, target?: unknown) =>
      manager.saveImage(asUri(uri), asUri(target)),
    ),
  ];
  // Only in an extension test run (never in an installed extension): the integration suite reads each panel's state.
  if (context.extensionMode === vscode.ExtensionMode.Test)
    disposables.push(
      vscode.commands.registerCommand(SETTLEMENT_TEST_STATE_COMMAND, () =>
        manager.openPanels.map((p) => p.testState()),
      ),
    );
  if (options.registerCopyExportCommands !== false) {
    disposables.push(
      vscode.commands.registerCommand(SETTLEMENT_COMMANDS.copyMarkdown, (uri?: unknown) =>
        manager.copyMarkdown(asUri(uri)),
      ),
      vscode.commands.registerCommand(SETTLEMENT_COMMANDS.exportCsv, (uri?: unknown) => manager.exportCsv(asUri(uri))),
    );
  }
  // The table session shows its QR code and link on the settlement views of its document.
  const sessions = registerTableSession(context, {
    commandUri: () => manager.commandUri(),
    openBeside: (uri) => void manager.open(uri, true),
    showSession: (uri, model) => manager.showTableSession(uri, model),
  });
  manager.stopTableSession = () => void sessions.stop();
  const all = vscode.Disposable.from(...disposables);
  context.subscriptions.push(all);
  return all;
}
