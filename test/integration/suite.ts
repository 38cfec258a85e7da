// The extension in a real VS Code extension host (web worker or desktop), through the public `vscode` API only.
// Expected values are worked out by hand from docs/rules.md (DDV): see the comments in workspace/*.score.

/// <reference types="mocha" />
import * as assert from 'assert';
import * as vscode from 'vscode';

const EXTENSION_ID = 'scoresheet.scoresheet';
/** Asks scripts/web-test/run.mjs to click the lock button inside the settlement webview (the web host only). */
const CLICK_LOCK = 'scoresheet-web-test: click the lock button in the settlement view';
const VIEW_TYPE = 'scoresheet.settlement';
/** Registered only in extension test runs (src/extension/settlement/index.ts): what each panel last sent its view. */
const PANELS_STATE = 'scoresheet.test.settlementPanels';

/** The season standings as the panel sent them: name → [season total, evenings attended]. */
type Standings = Record<string, [number, number]>;
interface PanelState {
  resource?: string;
  locked: boolean;
  season?: {
    game: string;
    players: string[];
    evenings: { file: string; totals: number[] }[];
    standings: { name: string; total: number; evenings: number }[];
  } | null;
}

/**
 * Poll until `probe` returns a value (not undefined/false); fail with `what` after `ms`. A guard, not a timing check.
 */
async function waitFor<T>(what: string, probe: () => T | undefined | false, ms = 15000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = probe();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function fixture(name: string): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  assert.ok(folder, 'the runner opens test/integration/workspace as the workspace folder');
  return vscode.Uri.joinPath(folder.uri, name);
}

async function open(content: string): Promise<vscode.TextEditor> {
  const doc = await vscode.workspace.openTextDocument({ language: 'score', content });
  return vscode.window.showTextDocument(doc);
}

function ours(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'scoresheet');
}

function codeOf(d: vscode.Diagnostic): string {
  return typeof d.code === 'object' ? String(d.code.value) : String(d.code);
}

function markdownOf(hover: vscode.Hover): string {
  return hover.contents.map((c) => (typeof c === 'string' ? c : c.value)).join('\n');
}

function webviewTabs(): vscode.Tab[] {
  return vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .filter((t) => t.input instanceof vscode.TabInputWebview && t.input.viewType.endsWith(VIEW_TYPE));
}

const MISMATCH_ROUND = ['round 1', '  re Anna Clara', '  cards re 151'];
const HEADER = ['game doppelkopf', 'players Anna Ben Clara Dora', 'rules ddv', ''];

suite('Scoresheet in a real extension host', function () {
  this.timeout(60000);

  suiteSetup(async () => {
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(fixture('evening.score')));
    await waitFor('the extension to activate', () => vscode.extensions.getExtension(EXTENSION_ID)?.isActive);
    console.log(
      `  host: ${vscode.env.uiKind === vscode.UIKind.Web ? 'web worker' : 'desktop'}, VS Code ${vscode.version}`,
    );
  });

  test('a .score file activates the extension and gets the score language', async () => {
    const doc = await vscode.workspace.openTextDocument(fixture('evening.score'));
    assert.strictEqual(doc.languageId, 'score');
    assert.strictEqual(vscode.extensions.getExtension(EXTENSION_ID)?.isActive, true);
  });

  test('diagnostics on open: a wrong written score, on its numbers, with what the engine computed', async () => {
    const uri = fixture('mismatch.score');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    const [d, ...rest] = await waitFor('a diagnostic on mismatch.score', () => ours(uri).length > 0 && ours(uri));
    assert.deepStrictEqual(rest, []);
    assert.strictEqual(codeOf(d), 'score-mismatch');
    assert.strictEqual(d.severity, vscode.DiagnosticSeverity.Error);
    // `  score Anna +3 Ben -3 Clara +3 Dora -3` on line 9: the stated row starts at column 8 and is 31 characters long.
    assert.deepStrictEqual(
      [d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character],
      [8, 8, 8, 39],
    );
    // Re 151 : Kontra 89 → won 1 + unter 90 1 = 2 each for Re.
    assert.match(d.message, /computed Anna \+2 Ben -2 Clara \+2 Dora -2/);
  });

  test('diagnostics on edit: a changed score is flagged, and the flag goes when it is put back', async () => {
    const editor = await open([...HEADER, ...MISMATCH_ROUND, '  score Anna +2 Ben -2 Clara +2 Dora -2', ''].join('\n'));
    const uri = editor.document.uri;
    const scoreLine = HEADER.length + MISMATCH_ROUND.length;
    const clara = new vscode.Range(scoreLine, 29, scoreLine, 31); // Clara's `+2`
    assert.strictEqual(editor.document.getText(clara), '+2');
    assert.ok(await editor.edit((e) => e.replace(clara, '+5')));
    const [d] = await waitFor('score-mismatch after the edit', () => ours(uri).length > 0 && ours(uri));
    assert.strictEqual(codeOf(d), 'score-mismatch');
    assert.strictEqual(d.range.start.line, scoreLine);

    assert.ok(await editor.edit((e) => e.replace(clara, '+2')));
    await waitFor('the diagnostic to clear', () => ours(uri).length === 0);
  });

  test('quick fix: "Write the computed score" writes the computed scores and the problem goes', async () => {
    const editor = await open([...HEADER, ...MISMATCH_ROUND, '  score Anna +3 Ben -3 Clara +3 Dora -3', ''].join('\n'));
    const uri = editor.document.uri;
    const [d] = await waitFor('score-mismatch', () => ours(uri).length > 0 && ours(uri));
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>(
      'vscode.executeCodeActionProvider',
      uri,
      d.range,
      vscode.CodeActionKind.QuickFix.value,
    );
    const fix = actions.find((a) => a.title.startsWith('Write the computed score'));
    assert.ok(fix?.edit, `a score fix among: ${actions.map((a) => a.title).join(' | ')}`);
    assert.ok(await vscode.workspace.applyEdit(fix.edit));
    assert.strictEqual(editor.document.lineAt(d.range.start.line).text, '  score Anna +2 Ben -2 Clara +2 Dora -2');
    await waitFor('the diagnostic to clear after the fix', () => ours(uri).length === 0);
  });

  test('hover on a round line: the itemised working and the running totals', async () => {
    const uri = fixture('evening.score');
    // Line 12 is `round 2`: Kontra 130 against Re (Ben, Dora) 110 wins (1) and beat the Re party (gegen die Alten, 1);
    // the working counts from Re's side, so both items are -1 for Re.
    const hovers = await vscode.commands.executeCommand<vscode.Hover[]>(
      'vscode.executeHoverProvider',
      uri,
      new vscode.Position(11, 2),
    );
    const text = hovers.map(markdownOf).join('\n');
    assert.match(text, /\*\*Round 2\*\*/);
    assert.match(text, /\| won \| kontra \| -1 \|/);
    assert.match(text, /\| gegen die Alten \| kontra \| -1 \|/);
    // Anna and Clara were Kontra in round 2 and Re in round 1: +2 now, 4 in all; Ben −2 now, −4 in all.
    assert.match(text, /\| Anna \| \+2 \| 4 \|/);
    assert.match(text, /\| Ben \| -2 \| -4 \|/);
  });

  test('completion after `re`: the players, in seating order', async () => {
    const editor = await open([...HEADER, 'round 1', '  re '].join('\n'));
    const list = await vscode.commands.executeCommand<vscode.CompletionList>(
      'vscode.executeCompletionItemProvider',
      editor.document.uri,
      new vscode.Position(HEADER.length + 1, 5),
    );
    const players = list.items
      .filter((i) => i.kind === vscode.CompletionItemKind.Variable)
      .sort((a, b) => (a.sortText ?? '').localeCompare(b.sortText ?? ''))
      .map((i) => (typeof i.label === 'string' ? i.label : i.label.label));
    assert.deepStrictEqual(players, ['Anna', 'Ben', 'Clara', 'Dora']);
  });

  test('outline: the header with its players, then each round', async () => {
    const symbols = await vscode.commands.executeCommand<vscode.DocumentSymbol[]>(
      'vscode.executeDocumentSymbolProvider',
      fixture('evening.score'),
    );
    assert.deepStrictEqual(
      symbols.map((s) => s.name),
      ['Integration evening', 'Round 1', 'Round 2'],
    );
    assert.strictEqual(symbols[0].detail, 'Anna, Ben, Clara, Dora');
    assert.deepStrictEqual(
      symbols[0].children.map((c) => c.name),
      ['players'],
    );
    // Round 2 spans from its `round` line (12) to its last line (14).
    assert.deepStrictEqual([symbols[2].range.start.line, symbols[2].range.end.line], [11, 13]);
  });

  test('code lens on each round: its card points and who won', async () => {
    const lenses = await vscode.commands.executeCommand<vscode.CodeLens[]>(
      'vscode.executeCodeLensProvider',
      fixture('evening.score'),
      10,
    );
    const byLine = new Map(lenses.map((l) => [l.range.start.line, l.command?.title ?? '']));
    // 151 card points leave 240 − 151 = 89 to Kontra; 110 leave 130.
    assert.match(byLine.get(6) ?? '', /151:89 won/);
    assert.match(byLine.get(11) ?? '', /110:130 lost/);
  });

  test('format document: two-space indent inside rounds and single spaces, words unchanged', async () => {
    const editor = await open(
      ['game doppelkopf', 'players Anna Ben Clara Dora', 'round 1', 're   Anna  Clara', '', ''].join('\n'),
    );
    const edits = await vscode.commands.executeCommand<vscode.TextEdit[]>(
      'vscode.executeFormatDocumentProvider',
      editor.document.uri,
      { tabSize: 2, insertSpaces: true },
    );
    const we = new vscode.WorkspaceEdit();
    we.set(editor.document.uri, edits);
    assert.ok(await vscode.workspace.applyEdit(we));
    assert.strictEqual(editor.document.lineAt(3).text, '  re Anna Clara');
    assert.strictEqual(editor.document.lineAt(1).text, 'players Anna Ben Clara Dora');
  });

  test('settlement view: the command opens a panel titled after its file, and the lock command pins it', async () => {
    const uri = fixture('evening.score');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
    await vscode.commands.executeCommand('scoresheet.openSettlement', uri);
    await waitFor('a settlement tab titled after its file', () =>
      webviewTabs().some((t) => t.label === 'Settlement: evening.score'),
    );
    assert.strictEqual(webviewTabs().length, 1);

    await vscode.commands.executeCommand('scoresheet.toggleSettlementLock');
    await waitFor('the locked title', () => webviewTabs()[0]?.label === '[Locked] Settlement: evening.score');
    await vscode.commands.executeCommand('scoresheet.toggleSettlementLock');
    await waitFor('the unlocked title', () => webviewTabs()[0]?.label === 'Settlement: evening.score');
  });

  test('settlement as Markdown (the copy command of the view): the totals of both rounds', async () => {
    await vscode.commands.executeCommand('scoresheet.copySettlementMarkdown', fixture('evening.score'));
    const markdown = await vscode.env.clipboard.readText();
    // Round 1 +2/-2 and round 2 +2/-2 for the same pairs: Anna and Clara 4, Ben and Dora -4 (a minus sign, U+2212).
    assert.match(markdown, /^# Integration evening$/m);
    assert.match(markdown, /^\| total \| 4 \| \u22124 \| 4 \| \u22124 \|$/m);
  });

  test('new score sheet: the header and round 1, dated (an untitled sheet in a web workspace)', async () => {
    const answers = { game: 'coinche', players: ['Nord', 'Ost', 'Süd', 'West'], rules: 'official', target: 1500 };
    const uri = await vscode.commands.executeCommand<vscode.Uri | undefined>('scoresheet.newSheet', {
      ...answers,
      date: '2026-12-01',
    });
    assert.ok(uri, 'the command returns the new sheet');
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    assert.strictEqual(
      doc?.getText(),
      'game coinche\ndate 2026-12-01\nplayers Nord Ost Süd West\nrules official\ntarget 1500\n\nround 1\n  ',
    );
    assert.strictEqual(doc?.languageId, 'score');
    if (vscode.env.uiKind === vscode.UIKind.Web) assert.strictEqual(uri.scheme, 'untitled');
    else {
      assert.match(uri.path, /\/2026-12-01(-\d+)?\.score$/);
      await vscode.commands.executeCommand('workbench.action.closeActiveEditor');
      await vscode.workspace.fs.delete(uri);
    }
  });

  test("season: the panel holds the folder's Doppelkopf season, and a changed evening on disk updates it", async () => {
    const shown = fixture('season/2026-01-09.score');
    const other = fixture('season/2026-02-06.score');
    const original = await vscode.workspace.fs.readFile(other);
    const seasonOf = async (): Promise<PanelState['season']> => {
      const panels = await vscode.commands.executeCommand<PanelState[]>(PANELS_STATE);
      return panels.find((p) => p.resource === shown.toString())?.season;
    };
    const standings = (season: PanelState['season']): Standings =>
      Object.fromEntries(
        (season?.standings ?? []).map((s): [string, [number, number]] => [s.name, [s.total, s.evenings]]).sort(),
      );
    const standingsBecome = async (what: string, want: Standings): Promise<void> => {
      const until = Date.now() + 20000;
      for (;;) {
        const last = standings(await seasonOf());
        if (JSON.stringify(last) === JSON.stringify(want)) return;
        if (Date.now() > until) assert.deepStrictEqual(last, want, what);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    try {
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(shown));
      await vscode.commands.executeCommand('scoresheet.openSettlement', shown);
      // Worked by hand in the fixtures' comments: evening 1 Anna 4, Ben -2, Clara 2, Dora -4; evening 2 (Dora
      // absent) Anna -3, Ben 3, Clara -3, Erik 3. Name → [season total, evenings attended], by name.
      await standingsBecome('the season of the two Doppelkopf evenings', {
        Anna: [1, 2],
        Ben: [1, 2],
        Clara: [-1, 2],
        Dora: [-4, 1],
        Erik: [3, 1],
      });
      const season = await seasonOf();
      // The Coinche game in the same folder is a season of its own: not an evening here, its players not ours.
      assert.strictEqual(season?.game, 'doppelkopf');
      assert.deepStrictEqual(season?.evenings.map((e) => e.file).sort(), ['2026-01-09.score', '2026-02-06.score']);
      assert.deepStrictEqual([...(season?.players ?? [])].sort(), ['Anna', 'Ben', 'Clara', 'Dora', 'Erik']);

      // Evening 2 gets a second round, written to the folder (not through an editor): Re (Anna, Clara) 121 wins 1.
      // Evening 2 becomes Anna -2, Ben 2, Clara -2, Erik 2; the season Anna 2, Ben 0, Clara 0, Dora -4, Erik 2.
      const round2 = '\nround 2\n  re Anna Clara\n  cards re 121\n';
      const changed = new TextDecoder().decode(original) + round2;
      await vscode.workspace.fs.writeFile(other, new TextEncoder().encode(changed));
      await standingsBecome('the season after evening 2 changed on disk', {
        Anna: [2, 2],
        Ben: [0, 2],
        Clara: [0, 2],
        Dora: [-4, 1],
        Erik: [2, 1],
      });
    } finally {
      // The desktop host writes to the real folder: put the fixture back.
      await vscode.workspace.fs.writeFile(other, original);
    }
  });

  // Only the web runner can reach into the webview: it clicks when asked, once the view shows the sheet.
  if (vscode.env.uiKind === vscode.UIKind.Web) {
    test('web: the settlement webview renders the sheet, and its lock button reaches the extension', async () => {
      const uri = fixture('evening.score');
      await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri));
      await vscode.commands.executeCommand('scoresheet.openSettlement', uri);
      await waitFor('the unlocked settlement tab', () => webviewTabs()[0]?.label === 'Settlement: evening.score');
      console.log(CLICK_LOCK);
      await waitFor(
        "the lock clicked in the webview (see the runner's message)",
        () => webviewTabs()[0]?.label === '[Locked] Settlement: evening.score',
        45000,
      );
    });
  }
});
