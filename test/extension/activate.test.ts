// activate(): every provider and listener registered and handed to context.subscriptions; the status bar; visible
// failures.

import { beforeEach, describe, expect, it } from 'vitest';
import * as vscode from 'vscode';
import { activate } from '../../src/extension/main';
import { statusText } from '../../src/extension/statusBar';
import * as stub from '../helpers/vscodeStub';

function context() {
  return { extensionUri: stub.Uri.file('/ext/scoresheet'), subscriptions: [] as { dispose(): unknown }[] };
}

const EVENING =
  'game doppelkopf\nplayers Anna Ben Clara Dora\n' +
  'round\n  re Anna Clara\n  cards re 151\nround\n  re Ben Dora\n  cards re 100\n';

beforeEach(() => stub.resetStub());

describe('activate', () => {
  it('registers every editor feature for .score and the Markdown-capable ones for Markdown', () => {
    const ctx = context();
    activate(ctx as unknown as vscode.ExtensionContext);
    const kinds = (language: string) =>
      stub
        .registrations()
        .filter((r) => JSON.stringify(r.selector).includes(`"${language}"`))
        .map((r) => r.kind)
        .sort();
    expect(kinds('score')).toEqual([
      'registerCodeActionsProvider',
      'registerCodeLensProvider',
      'registerCompletionItemProvider',
      'registerDocumentFormattingEditProvider',
      'registerDocumentRangeFormattingEditProvider',
      'registerDocumentSymbolProvider',
      'registerFoldingRangeProvider',
      'registerHoverProvider',
      'registerInlayHintsProvider',
    ]);
    expect(kinds('markdown')).toEqual([
      'registerCodeActionsProvider',
      'registerCodeLensProvider',
      'registerCompletionItemProvider',
      'registerHoverProvider',
      'registerInlayHintsProvider',
    ]);
    const fixAll = stub.languages.registerCodeActionsProvider.mock.calls[0][2] as vscode.CodeActionProviderMetadata;
    expect(fixAll.providedCodeActionKinds!.map((k) => k.value)).toEqual(['quickfix', 'source.fixAll.scoresheet']);
    for (const id of [
      'scoresheet.openSettlement',
      'scoresheet.openSettlementToSide',
      'scoresheet.toggleSettlementLock',
      'scoresheet.copySettlementMarkdown',
      'scoresheet.exportSettlementCsv',
    ])
      expect(stub.commands.has(id), id).toBe(true);
  });
  it('one analysis service and one settings object: one listener each for edits and for settings', () => {
    activate(context() as unknown as vscode.ExtensionContext);
    expect(stub.events.change.listenerCount).toBe(1);
    expect(stub.events.configuration.listenerCount).toBe(1);
  });
  it('disposing the subscriptions unregisters everything', () => {
    const ctx = context();
    activate(ctx as unknown as vscode.ExtensionContext);
    ctx.subscriptions.forEach((d) => d.dispose());
    // Nine providers (five of them for Markdown too), each disposed once.
    expect(stub.registrations()).toHaveLength(9);
    for (const r of stub.registrations()) expect(r.disposable.dispose, r.kind).toHaveBeenCalledOnce();
    expect(stub.commands.has('scoresheet.openSettlement')).toBe(false);
    expect(
      stub.events.open.listenerCount + stub.events.change.listenerCount + stub.events.configuration.listenerCount,
    ).toBe(0);
  });
  it('validates open documents and shows "N rounds · M problems" for the active one', () => {
    const doc = stub.createDocument(EVENING);
    stub.workspace.textDocuments.push(doc);
    stub.window.activeTextEditor = { document: doc, selection: new stub.Selection(0, 0, 0, 0) };
    activate(context() as unknown as vscode.ExtensionContext);
    const item = stub.window.createStatusBarItem.mock.results[0].value;
    expect(item.visible).toBe(true);
    expect(item.text).toBe('$(checklist) 2 rounds · 0 problems');
    expect(item.command).toBe('scoresheet.openSettlement');
  });
  it('fails visibly', () => {
    const broken = {
      get extensionUri(): never {
        throw new Error('no uri');
      },
      subscriptions: [],
    };
    expect(() => activate(broken as unknown as vscode.ExtensionContext)).toThrow('no uri');
    expect(stub.messages()).toEqual([{ level: 'error', text: 'Scoresheet failed to start: no uri' }]);
  });
});

describe('status text', () => {
  it('singular and plural', () => {
    expect(statusText(1, 1)).toBe('1 round · 1 problem');
    expect(statusText(24, 0)).toBe('24 rounds · 0 problems');
  });
});
