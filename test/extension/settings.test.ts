// Every `scoresheet.*` setting: declared with a description and a default (package.json + package.nls.json), read with
// the same default (config.ts), and each one changes what the extension does — through activate(), as a user meets it.

import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import * as vscode from 'vscode';
import { Config, DEFAULTS, readSettings } from '../../src/extension/settings';
import { activate } from '../../src/extension/main';
import * as stub from '../helpers/vscodeStub';

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  contributes: {
    configuration: {
      properties: Record<
        string,
        { default?: unknown; description?: string; enum?: string[]; enumDescriptions?: string[]; type: string }
      >;
    };
  };
};
const nls = JSON.parse(readFileSync(new URL('../../package.nls.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;
const properties = manifest.contributes.configuration.properties;

/** package.json key → the field of `Settings` that carries it. */
const FIELD: Record<string, keyof typeof DEFAULTS> = {
  'scoresheet.validate.run': 'validateRun',
  'scoresheet.validate.maxProblems': 'maxProblems',
  'scoresheet.validate.markdown': 'validateMarkdown',
  'scoresheet.roundScores': 'roundScores',
  'scoresheet.inlayHints.derivedValues': 'derivedValueHints',
  'scoresheet.statusBar.enabled': 'statusBar',
  'scoresheet.share.viewerUrl': 'shareViewerUrl',
};

const resolve = (s: string | undefined) => (s && /^%.+%$/.test(s) ? nls[s.slice(1, -1)] : s);

describe('the manifest declares every setting with a description and a default', () => {
  it('the same settings as config.ts, nothing undeclared, nothing unread', () => {
    expect(Object.keys(properties).sort()).toEqual(Object.keys(FIELD).sort());
    expect(Object.values(FIELD).sort()).toEqual(Object.keys(DEFAULTS).sort());
  });

  it.each(Object.keys(FIELD))('%s: description, default equal to config.ts, enum values described', (key) => {
    const p = properties[key];
    expect(resolve(p.description), key).toMatch(/\S{3}/);
    expect(p.default, key).toEqual(DEFAULTS[FIELD[key]]);
    if (p.enum) {
      expect(p.enumDescriptions, key).toHaveLength(p.enum.length);
      for (const d of p.enumDescriptions!) expect(resolve(d), d).toMatch(/\S{3}/);
    }
  });

  it('with nothing set, readSettings gives the defaults; a wrong value falls back to the default', () => {
    stub.resetStub();
    expect(readSettings()).toEqual(DEFAULTS);
    stub.settings.set('scoresheet.validate.run', 'sometimes');
    stub.settings.set('scoresheet.validate.maxProblems', -3);
    stub.settings.set('scoresheet.roundScores', 'banner');
    expect(readSettings()).toEqual(DEFAULTS);
  });
});

describe('Config: one listener for every setting', () => {
  it('says which settings a change touched; changes outside scoresheet.* are not news', () => {
    stub.resetStub();
    const config = new Config();
    const seen: string[][] = [];
    config.onDidChange((c) => seen.push(Object.keys(DEFAULTS).filter((k) => c.affects(k as keyof typeof DEFAULTS))));
    stub.events.configuration.fire({ affectsConfiguration: (s: string) => 'scoresheet.validate.run'.startsWith(s) });
    stub.events.configuration.fire({ affectsConfiguration: (s: string) => s === 'editor.tabSize' });
    expect(seen).toEqual([['validateRun']]);
    expect(stub.events.configuration.listenerCount).toBe(1);
    config.dispose();
    expect(stub.events.configuration.listenerCount).toBe(0);
  });
});

// --- behaviour, through activate() -------------------------------------------------------------

// Three problems: round-number (round 3 is the second), and two score-mismatches.
const TEXT = [
  'game doppelkopf',
  'players Anna Ben Clara Dora',
  'round 1',
  '  re Anna Clara',
  '  cards re 151',
  '  score Anna +2 Ben -2 Clara +3 Dora -2',
  'round 3',
  '  re Ben Dora',
  '  cards re 151',
  '  score Anna -2 Ben +2 Clara -2 Dora +3',
  '',
].join('\n');

function start(text = TEXT, languageId = 'score') {
  const doc = stub.createDocument(text, {
    languageId,
    uri: stub.Uri.file(languageId === 'markdown' ? '/w/a.md' : '/w/a.score'),
  });
  stub.workspace.textDocuments.push(doc);
  stub.window.activeTextEditor = { document: doc, selection: new stub.Selection(0, 0, 0, 0) };
  const ctx = { extensionUri: stub.Uri.file('/ext'), subscriptions: [] as { dispose(): unknown }[] };
  activate(ctx as unknown as vscode.ExtensionContext);
  const collection = stub.languages.createDiagnosticCollection.mock.results[0].value as stub.DiagnosticCollectionStub;
  const diagnostics = () => collection.get(doc.uri);
  const provider = <T>(kind: string) =>
    stub.registrations().find((r) => r.kind === kind && JSON.stringify(r.selector).includes(languageId))!.provider as T;
  return { doc: doc as unknown as vscode.TextDocument & stub.StubDocument, diagnostics, provider, ctx };
}

function change(key: string, value: unknown): void {
  stub.settings.set(key, value);
  stub.events.configuration.fire({
    affectsConfiguration: (section: string) => key === section || key.startsWith(section + '.'),
  });
}

beforeEach(() => stub.resetStub());

describe('each setting changes behaviour', () => {
  it('scoresheet.validate.run: off clears the squiggles, onType brings them back', () => {
    const { diagnostics } = start();
    expect(diagnostics()).toHaveLength(3);
    change('scoresheet.validate.run', 'off');
    expect(diagnostics()).toBeUndefined();
    change('scoresheet.validate.run', 'onType');
    expect(diagnostics()).toHaveLength(3);
  });

  it('scoresheet.validate.maxProblems: at most N, plus one line saying how many more', () => {
    const { diagnostics } = start();
    change('scoresheet.validate.maxProblems', 1);
    expect(diagnostics()!.map((d) => d.message)).toEqual([
      expect.any(String),
      '2 more problems not shown (setting scoresheet.validate.maxProblems is 1).',
    ]);
    change('scoresheet.validate.maxProblems', 500);
    expect(diagnostics()).toHaveLength(3);
  });

  it('scoresheet.validate.markdown: score blocks in Markdown are checked only while it is on', () => {
    const { diagnostics } = start(['# Abend', '', '```score', ...TEXT.split('\n'), '```', ''].join('\n'), 'markdown');
    expect(diagnostics()).toHaveLength(3);
    change('scoresheet.validate.markdown', false);
    expect(diagnostics()).toBeUndefined();
  });

  it('scoresheet.roundScores: code lenses, or inlay hints, or neither; a change refreshes both', () => {
    const { doc, provider } = start();
    const lenses = provider<vscode.CodeLensProvider & { onDidChangeCodeLenses: vscode.Event<void> }>(
      'registerCodeLensProvider',
    );
    const hints = provider<vscode.InlayHintsProvider & { onDidChangeInlayHints: vscode.Event<void> }>(
      'registerInlayHintsProvider',
    );
    const all = new vscode.Range(0, 0, 20, 0);
    const roundHints = () =>
      (hints.provideInlayHints(doc, all, {} as vscode.CancellationToken) as vscode.InlayHint[]).filter((h) =>
        [2, 6].includes(h.position.line),
      );
    expect(lenses.provideCodeLenses(doc, {} as vscode.CancellationToken)).toHaveLength(2);
    expect(roundHints()).toHaveLength(0);
    let refreshed = 0;
    lenses.onDidChangeCodeLenses(() => refreshed++);
    hints.onDidChangeInlayHints(() => refreshed++);
    change('scoresheet.roundScores', 'inlayHints');
    expect(refreshed).toBe(2);
    expect(lenses.provideCodeLenses(doc, {} as vscode.CancellationToken)).toHaveLength(0);
    expect(roundHints()).toHaveLength(2);
    change('scoresheet.roundScores', 'off');
    expect(lenses.provideCodeLenses(doc, {} as vscode.CancellationToken)).toHaveLength(0);
    expect(roundHints()).toHaveLength(0);
  });

  it('scoresheet.inlayHints.derivedValues: the other side of `cards` is hinted only while it is on', () => {
    const { doc, provider } = start();
    const hints = provider<vscode.InlayHintsProvider>('registerInlayHintsProvider');
    const derived = () =>
      (
        hints.provideInlayHints(
          doc,
          new vscode.Range(0, 0, 20, 0),
          {} as vscode.CancellationToken,
        ) as vscode.InlayHint[]
      ).map((h) => [h.position.line, h.label]);
    expect(derived()).toEqual([
      [4, 'kontra 89'],
      [8, 'kontra 89'],
    ]);
    change('scoresheet.inlayHints.derivedValues', false);
    expect(derived()).toEqual([]);
  });

  it('scoresheet.statusBar.enabled: the "N rounds · M problems" item hides and comes back', () => {
    start();
    const item = stub.window.createStatusBarItem.mock.results[0].value;
    expect(item.visible).toBe(true);
    expect(item.text).toBe('$(checklist) 2 rounds · 3 problems');
    change('scoresheet.statusBar.enabled', false);
    expect(item.visible).toBe(false);
    change('scoresheet.statusBar.enabled', true);
    expect(item.visible).toBe(true);
  });
});
