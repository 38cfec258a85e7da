// The thin VS Code providers: each maps the language service's answer onto VS Code's types (kinds, ranges,
// diagnostics, edits); what the answers are is tested in test/language.

import { beforeEach, describe, expect, it } from 'vitest';
import * as vscode from 'vscode';
import { analyzeScore, type DocumentAnalysis } from '../../src/analysis/analyze';
import { FIX_ALL_KIND, ScoreCodeActionProvider } from '../../src/extension/codeActionProvider';
import { ScoreCompletionProvider } from '../../src/extension/completionProvider';
import { computeDiagnostics } from '../../src/extension/diagnostics';
import { formattingEdits } from '../../src/extension/formattingProvider';
import { ScoreHoverProvider } from '../../src/extension/hoverProvider';
import { createExtensionLanguageService } from '../../src/extension/languageService';
import {
  QUIET_OUTLINE_LINES,
  ScoreDocumentSymbolProvider,
  ScoreFoldingRangeProvider,
} from '../../src/extension/outlineProviders';
import { RoundScoresCodeLensProvider, ScoreInlayHintsProvider } from '../../src/extension/roundScoresProviders';
import { Config } from '../../src/extension/settings';
import { DK_TEXT, analysisOf, dkAnalysis } from '../helpers/analyses';
import { applyEdits } from '../helpers/textEdits';
import * as stub from '../helpers/vscodeStub';

type Doc = vscode.TextDocument & stub.StubDocument;
const docOf = (text: string, languageId = 'score') => stub.createDocument(text, { languageId }) as unknown as Doc;

/**
 * The extension's language service whose analyser always gives these analyses (its runs counted in `runs`);
 * `typing`: what `afterTyping` returns (a pause still to come); `ready()` plays "an analysis is ready".
 */
function source(analyses: DocumentAnalysis[], typing?: Promise<void>) {
  const runs = { count: 0 };
  const language = createExtensionLanguageService({
    createAnalyzer: () => ({ analyze: () => (runs.count++, analyses) }),
  });
  const analysed = new stub.EventEmitter<never>();
  return {
    ...language,
    afterTyping: () => typing,
    onDidAnalyse: analysed.event,
    ready: () => analysed.fire(undefined as never),
    runs,
  };
}

/** How often `event` fires when the source's next analysis is ready. */
function firesWhenReady(s: ReturnType<typeof source>, event: vscode.Event<void>): number {
  let fired = 0;
  event(() => fired++);
  s.ready();
  return fired;
}

let config: Config;
beforeEach(() => {
  stub.resetStub();
  config = new Config();
});

describe('code actions', () => {
  const docs = vscode.Uri.parse('file:///ext/docs/diagnostics.md');
  const setup = () => {
    const analyses = [dkAnalysis()];
    const doc = docOf(DK_TEXT);
    const provider = new ScoreCodeActionProvider(source(analyses));
    const diagnostics = computeDiagnostics(analyses, docs, 500);
    const ask = (l: number, only?: vscode.CodeActionKind, ds = diagnostics) =>
      provider.provideCodeActions(doc, new vscode.Range(l, 0, l, 0), {
        diagnostics: ds.filter((d) => d.range.start.line <= l && l <= d.range.end.line),
        only,
        triggerKind: 1,
      } as vscode.CodeActionContext);
    return { doc, ask, diagnostics };
  };

  it('a quick fix carries its diagnostic, its kind, whether it is preferred, and a workspace edit', () => {
    const { doc, ask, diagnostics } = setup();
    const [renumber] = ask(8);
    expect(renumber.title).toBe('Renumber to 2');
    expect(renumber.kind).toBe(vscode.CodeActionKind.QuickFix);
    expect(renumber.isPreferred).toBe(true);
    expect(renumber.diagnostics).toEqual([diagnostics.find((d) => d.range.start.line === 8)]);
    const edits = renumber.edit!.get(doc.uri) as unknown as stub.TextEdit[];
    expect(applyEdits(DK_TEXT, edits).split('\n')[8]).toBe('round 2');
  });
  it('source.fixAll asks for the one fix-all action; other kinds get nothing', () => {
    const { ask } = setup();
    const all = ask(0, vscode.CodeActionKind.SourceFixAll);
    expect(all.map((a) => [a.title, a.kind])).toEqual([
      ['Fix all Scoresheet problems that have one fix', FIX_ALL_KIND],
    ]);
    expect(ask(8, vscode.CodeActionKind.Refactor)).toEqual([]);
    expect(ask(8, vscode.CodeActionKind.QuickFix).map((a) => a.title)).toContain('Renumber to 2');
  });
  it('a cursor move off a cards line without a problem of ours reads no analysis', () => {
    const counted = source([dkAnalysis()]);
    const doc = docOf(DK_TEXT);
    const provider = new ScoreCodeActionProvider(counted);
    const at = (l: number, only?: vscode.CodeActionKind) =>
      provider.provideCodeActions(doc, new vscode.Range(l, 2, l, 2), {
        diagnostics: [],
        only,
        triggerKind: 2,
      } as vscode.CodeActionContext);
    // Line 4 is `re Anna Clara`, line 6 the score line: no problem there, nothing offered without one.
    expect([at(4), at(6), at(4, vscode.CodeActionKind.QuickFix)]).toEqual([[], [], []]);
    expect(counted.runs.count).toBe(0);
    // Line 5 is `cards re 151`: filling in Kontra's side is offered without a problem, so the document is analysed.
    expect(at(5).map((a) => a.title)).toEqual(['Fill in kontra 89']);
    expect(counted.runs.count).toBe(1);
    // Fix-all reads the whole file whatever the range (this version's analysis, made once).
    expect(at(4, vscode.CodeActionKind.SourceFixAll).map((a) => a.kind)).toEqual([FIX_ALL_KIND]);
    expect(counted.runs.count).toBe(1);
  });
  it('a problem of ours at the cursor is looked up in the analysis on any line', () => {
    const analyses = [dkAnalysis()];
    const counted = source(analyses);
    const provider = new ScoreCodeActionProvider(counted);
    const diagnostics = computeDiagnostics(analyses, docs, 500).filter((d) => d.range.start.line === 8);
    const actions = provider.provideCodeActions(docOf(DK_TEXT), diagnostics[0].range, {
      diagnostics,
      only: undefined,
      triggerKind: 2,
    } as vscode.CodeActionContext);
    expect(actions.map((a) => a.title)).toContain('Renumber to 2');
    expect(counted.runs.count).toBe(1);
  });
  it('diagnostics of other extensions are not ours to fix', () => {
    const { ask, diagnostics } = setup();
    const foreign = diagnostics.map((d) => Object.assign(new vscode.Diagnostic(d.range, d.message), { source: 'x' }));
    expect(ask(8, undefined, foreign)).toEqual([]);
  });
});

describe('completion', () => {
  it('maps kinds and keeps the reference order through sortText', () => {
    const doc = docOf(DK_TEXT + '\n  solo Dora ');
    const p = new ScoreCompletionProvider(source([analysisOf(DK_TEXT + '\n  solo Dora ')]));
    const items = p.provideCompletionItems(doc, new vscode.Position(14, 12));
    expect(items[0].label).toBe('queens');
    expect(items[0].kind).toBe(vscode.CompletionItemKind.EnumMember);
    expect(items.map((i) => i.sortText)).toEqual([...items.map((i) => i.sortText)].sort());
  });
  it('offers the snippets at a line’s first word, described in the display language; not after a keyword', () => {
    const text = DK_TEXT + '\n';
    const p = new ScoreCompletionProvider(source([analysisOf(text)]));
    const doc = docOf(text);
    const last = text.split('\n').length - 1;
    const snippets = p
      .provideCompletionItems(doc, new vscode.Position(last, 0))
      .filter((i) => i.kind === vscode.CompletionItemKind.Snippet);
    expect(snippets.map((i) => i.label)).toEqual([
      'round-doppelkopf',
      'rdk',
      'round-solo',
      'rsolo',
      'round-belote',
      'rbel',
      'round-coinche',
      'rco',
      'round-points',
      'rpts',
      'round-skat',
      'rskat',
      'header-doppelkopf',
      'hdk',
      'header-belote',
      'hbel',
      'header-points',
      'hpts',
      'header-skat',
      'hskat',
    ]);
    expect(snippets[0].detail).toBe('A new Doppelkopf round: Re party, card points, the score written on the sheet');
    expect((snippets[0].insertText as stub.SnippetString).value).toBe(
      'round\n  re ${1:P1} ${2:P2}\n  cards re ${3:121}\n  score ${4:P1 +1 P2 +1 P3 -1 P4 -1}\n$0',
    );
    // After the directives, in the order they are written.
    const items = p.provideCompletionItems(doc, new vscode.Position(last, 0));
    expect(items.findIndex((i) => i.kind === vscode.CompletionItemKind.Snippet)).toBeGreaterThan(0);
    const afterKeyword = docOf(text + '  re ');
    const more = new ScoreCompletionProvider(source([analysisOf(text + '  re ')]));
    expect(
      more
        .provideCompletionItems(afterKeyword, new vscode.Position(last, 5))
        .filter((i) => i.kind === vscode.CompletionItemKind.Snippet),
    ).toEqual([]);
  });

  it('in Markdown, only inside a score block', () => {
    const md = '# Notes\n\n```score\ngame doppelkopf\n\n```\n';
    const p = new ScoreCompletionProvider(source([analysisOf('game doppelkopf\n', { firstLine: 3 })]));
    const doc = docOf(md, 'markdown');
    expect(p.provideCompletionItems(doc, new vscode.Position(1, 0))).toEqual([]);
    expect(p.provideCompletionItems(doc, new vscode.Position(4, 0)).map((i) => i.label)).toContain('players');
  });
  it('a name that needs quotes is inserted quoted', () => {
    const text = 'game doppelkopf\nplayers "Anna M." Ben Clara Dora\nround\n  re ';
    const items = new ScoreCompletionProvider(source([analysisOf(text)])).provideCompletionItems(
      docOf(text),
      new vscode.Position(3, 5),
    );
    expect(items[0]).toMatchObject({
      label: 'Anna M.',
      insertText: '"Anna M."',
      kind: vscode.CompletionItemKind.Variable,
    });
  });
});

describe('hover', () => {
  it('plain Markdown (no HTML) over the round line', () => {
    const h = new ScoreHoverProvider(source([dkAnalysis()])).provideHover(docOf(DK_TEXT), new vscode.Position(3, 2))!;
    const md = h.contents[0] as vscode.MarkdownString;
    expect(md.supportHtml).toBe(false);
    expect(md.value).toMatch(/^\*\*Round 1\*\*/);
    expect([h.range!.start.line, h.range!.start.character, h.range!.end.character]).toEqual([3, 0, 7]);
    expect(new ScoreHoverProvider(source([dkAnalysis()])).provideHover(docOf(DK_TEXT), new vscode.Position(1, 0))).toBe(
      undefined,
    );
  });
});

describe('round scores', () => {
  it('code lenses: a label (no command) on each round line, made when resolved', () => {
    const s = source([dkAnalysis()]);
    const lenses = new RoundScoresCodeLensProvider(s, config);
    const got = lenses.provideCodeLenses(docOf(DK_TEXT));
    // Only where they go at first: VS Code resolves the ones on screen, so a long sheet makes few labels per edit.
    expect(got.map((l) => [l.range.start.line, l.command])).toEqual([
      [3, undefined],
      [8, undefined],
    ]);
    const resolved = got.map((l) => lenses.resolveCodeLens(l));
    expect(resolved.map((l) => [l.range.start.line, l.command!.command])).toEqual([
      [3, ''],
      [8, ''],
    ]);
    expect(resolved[0].command!.title).toMatch(/won|lost/);
    // An analysis being ready makes VS Code ask for no more lenses than the edit did: 10,000 on a long sheet.
    expect(firesWhenReady(s, lenses.onDidChangeCodeLenses)).toBe(0);
    lenses.dispose();
  });
  it('inlay hints show the latest analysis, so a new one refreshes them', () => {
    const s = source([dkAnalysis()]);
    const hints = new ScoreInlayHintsProvider(s, config);
    expect(firesWhenReady(s, hints.onDidChangeInlayHints)).toBe(1);
    hints.dispose();
  });
  it('code lenses of a long sheet: the rounds around the screen, again when scrolling nears the edge', () => {
    // 1,000 rounds of 5 lines after a 2-line header: round n's line is 5n - 2 (0-based), 5,002 lines in all.
    const lines = ['game doppelkopf', 'players Anna Ben Clara Dora'];
    for (let n = 1; n <= 1000; n++) lines.push('', `round ${n}`, '  re Anna Ben', '  cards re 151', '  score Anna +2');
    const doc = docOf(lines.join('\n'));
    const lenses = new RoundScoresCodeLensProvider(source([analyzeScore(doc.getText())]), config);
    const editor = { document: doc, visibleRanges: [new vscode.Range(2500, 0, 2540, 0)] };
    stub.window.visibleTextEditors.push(editor);
    const shown = lenses.provideCodeLenses(doc).map((l) => l.range.start.line);
    // Lines 1500 to 3540: rounds 301 (line 1503) to 708 (line 3538).
    expect([shown.length, shown[0], shown.at(-1)]).toEqual([408, 1503, 3538]);
    let fired = 0;
    lenses.onDidChangeCodeLenses(() => fired++);
    const scroll = (start: number) => {
      editor.visibleRanges = [new vscode.Range(start, 0, start + 40, 0)];
      stub.events.visibleRanges.fire({ textEditor: editor, visibleRanges: editor.visibleRanges });
    };
    scroll(2900);
    expect(fired).toBe(0);
    // The screen ends at 3041, past 3540 - 500.
    scroll(3001);
    expect(fired).toBe(1);
    // Without an editor on it the document gets every lens.
    stub.window.visibleTextEditors.length = 0;
    expect(lenses.provideCodeLenses(doc)).toHaveLength(1000);
    lenses.dispose();
  });
  it('inlay hints: round scores after the round line, the derived cards side as a parameter hint', () => {
    stub.settings.set('scoresheet.roundScores', 'inlayHints');
    const hints = new ScoreInlayHintsProvider(source([dkAnalysis()]), config).provideInlayHints(
      docOf(DK_TEXT),
      new vscode.Range(0, 0, 6, 0),
    );
    expect(hints.map((h) => [h.position.line, h.position.character, h.kind, h.paddingLeft])).toEqual([
      [3, 7, undefined, true],
      [5, 14, vscode.InlayHintKind.Parameter, true],
    ]);
    expect(hints[1].tooltip).toBe('Derived: the other side of cards (fill it in with the quick fix)');
  });
});

describe('outline and folding', () => {
  it('symbol kinds: the header a namespace with its players, rounds are events', () => {
    const symbols = new ScoreDocumentSymbolProvider(source([dkAnalysis()])).provideDocumentSymbols(
      docOf(DK_TEXT),
    ) as vscode.DocumentSymbol[];
    expect(symbols.map((s) => s.kind)).toEqual([
      vscode.SymbolKind.Namespace,
      vscode.SymbolKind.Event,
      vscode.SymbolKind.Event,
    ]);
    expect(symbols[0].children.map((c) => [c.name, c.kind])).toEqual([['players', vscode.SymbolKind.Array]]);
    expect(symbols[1].selectionRange.start.line).toBe(3);
  });
  it('rounds fold as regions, the header plainly', () => {
    const ranges = new ScoreFoldingRangeProvider(source([dkAnalysis()])).provideFoldingRanges(
      docOf(DK_TEXT),
    ) as vscode.FoldingRange[];
    expect(ranges.map((r) => [r.start, r.end, r.kind])).toEqual([
      [0, 1, undefined],
      [3, 6, vscode.FoldingRangeKind.Region],
      [8, 12, vscode.FoldingRangeKind.Region],
    ]);
  });
});

describe('outline and folding of a long sheet while it is typed in', () => {
  const long = () => docOf(DK_TEXT + '\n'.repeat(QUIET_OUTLINE_LINES));
  let pause: () => void;
  let typing: Promise<void>;
  beforeEach(() => {
    typing = new Promise((resolve) => (pause = resolve));
  });

  it('a short document is answered at once, typing or not', () => {
    const symbols = new ScoreDocumentSymbolProvider(source([dkAnalysis()], typing)).provideDocumentSymbols(
      docOf(DK_TEXT),
    );
    expect(Array.isArray(symbols)).toBe(true);
  });
  it('a long one once typing pauses: the outline and the folding ranges follow the analysis', async () => {
    const s = source([dkAnalysis()], typing);
    const symbols = new ScoreDocumentSymbolProvider(s).provideDocumentSymbols(long());
    const ranges = new ScoreFoldingRangeProvider(s).provideFoldingRanges(long());
    expect(symbols).toBeInstanceOf(Promise);
    let answered = false;
    void Promise.all([symbols, ranges]).then(() => (answered = true));
    await Promise.resolve();
    expect(answered).toBe(false);
    pause();
    const [given, folds] = await Promise.all([symbols, ranges]);
    expect((given as vscode.DocumentSymbol[]).map((x) => x.kind)).toEqual([
      vscode.SymbolKind.Namespace,
      vscode.SymbolKind.Event,
      vscode.SymbolKind.Event,
    ]);
    expect((folds as vscode.FoldingRange[]).map((r) => r.start)).toEqual([0, 3, 8]);
  });
  it('a long one with nothing typed is answered at once; one VS Code cancelled meanwhile gets nothing', async () => {
    const idle = new ScoreDocumentSymbolProvider(source([dkAnalysis()])).provideDocumentSymbols(long());
    expect(Array.isArray(idle)).toBe(true);
    const token = { isCancellationRequested: false } as vscode.CancellationToken;
    const symbols = new ScoreDocumentSymbolProvider(source([dkAnalysis()], typing)).provideDocumentSymbols(
      long(),
      token,
    );
    (token as { isCancellationRequested: boolean }).isCancellationRequested = true;
    pause();
    expect(await symbols).toBeUndefined();
  });
});

describe('formatting', () => {
  it('the whole document, or the lines of a selection, as replace edits of whole lines', () => {
    const text = 'game doppelkopf\nplayers A B C D\nround\nre A C\n   cards re 151';
    const doc = docOf(text);
    const language = createExtensionLanguageService();
    expect(applyEdits(text, formattingEdits(language, doc))).toBe(
      'game doppelkopf\nplayers A B C D\nround\n  re A C\n  cards re 151',
    );
    const some = formattingEdits(language, doc, new vscode.Range(4, 0, 4, 3));
    expect(some.map((e) => [e.range.start.line, e.range.start.character, e.range.end.character, e.newText])).toEqual([
      [4, 0, 15, '  cards re 151'],
    ]);
  });
});
