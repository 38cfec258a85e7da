// "Compare rules" on the host: the game's choices, the sheet settled as written and under other rules (values worked
// by hand from rules/doppelkopf.md and rules/belote.md), and the panel answering the view without touching the file.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as vscode from 'vscode';
import * as stub from '../helpers/vscodeStub';
import { AnalysisService } from '../../src/extension/analysisService';
import { registerSettlementView } from '../../src/extension/settlement';
import { compareRules, ruleChoicesOf } from '../../src/extension/settlement/rulesCompare';
import { analyzeFileText } from '../../src/analysis/analyze';
import { isViewMessage, type HostMessage } from '../../src/protocol';
import { countingAnalyzer } from '../helpers/analyses';
import { created, resetFakes } from './fakeWebview';

vi.mock('vscode', async () => {
  const base = await import('../helpers/vscodeStub');
  const fakes = await import('./fakeWebview');
  return fakes.vscodeWithWebviews(base);
});

/**
 * Bock on (rules/doppelkopf.md §6: tie-120 starts a bock round of 4 games, ×2; the triggering game is not doubled).
 * Round 1, 120:120 with no announcement: Kontra wins, gewonnen 1 + gegen die Alten 1 = 2 (Ben, Dora +2; Anna, Clara
 * −2), and starts bock. Round 2, Re Anna+Ben 151:89: gewonnen 1 + keine 90 1 = 2, ×2 = 4. Round 3, Re Ben+Dora
 * 130:110: gewonnen 1, ×2 = 2. Totals: Anna −2+4−2 = 0, Ben 2+4+2 = 8, Clara −2−4−2 = −8, Dora 2−4+2 = 0.
 * With bock off: Anna −2+2−1 = −1, Ben 2+2+1 = 5, Clara −2−2−1 = −5, Dora 2−2+1 = 1.
 * Money at 0.10 EUR a point: as written Clara pays Ben 0.80; bock off Clara pays Ben 0.50 and Anna pays Dora 0.10.
 */
const BOCK_EVENING = `game doppelkopf
players Anna Ben Clara Dora
set bock on
stake 0.10 EUR

round 1
  re Anna Clara
  cards re 120

round 2
  re Anna Ben
  cards re 151

round 3
  re Ben Dora
  cards re 130
`;

/**
 * Coinche, house preset, one coinched round (m = 2): EW bid 100 hearts, take 110 + dix de der 10 = 120 ≥ 100 and
 * > NS's 42, so made. rules/belote.md: bracket = (160 + 0 + 100) × 2 = 520 for EW, NS 0 (the defence scores only its
 * belote); bid-only = 160 + 0 + 100 × 2 = 360 for EW, NS 0.
 */
const COINCHED = `game coinche
players Nord Ost Süd West
teams NS EW

round 1
  contract Ost 100 hearts coinche
  cards EW 110, NS 42
  last EW
`;

function compare(text: string, changes: { key: string; values: string[] }[], name = 'evening.score') {
  const [a] = analyzeFileText(name, text);
  return compareRules(name, text, 0, a, changes);
}

describe('compareRules (the pure comparison behind the view)', () => {
  it('Doppelkopf with bock off: points, money and who pays whom under both rule sets', () => {
    const { result, error } = compare(BOCK_EVENING, [{ key: 'bock', values: ['off'] }]);
    expect(error).toBeUndefined();
    expect(result).toEqual({
      changes: 'bock=off',
      names: ['Anna', 'Ben', 'Clara', 'Dora'],
      asWritten: [0, 8, -8, 0],
      whatIf: [-1, 5, -5, 1],
      difference: [-1, -3, 3, 1],
      money: { asWritten: [0, 80, -80, 0], whatIf: [-10, 50, -50, 10], difference: [-10, -30, 30, 10] },
      currency: 'EUR',
      transfers: {
        asWritten: [{ from: 'Clara', to: 'Ben', cents: 80 }],
        whatIf: [
          { from: 'Clara', to: 'Ben', cents: 50 },
          { from: 'Anna', to: 'Dora', cents: 10 },
        ],
      },
      errors: 0,
    });
  });

  it('Coinche coinched-value bracket (as written) against bid-only', () => {
    const { result } = compare(COINCHED, [{ key: 'coinched-value', values: ['bid-only'] }]);
    expect(result?.names).toEqual(['NS', 'EW']);
    expect(result?.asWritten).toEqual([0, 520]);
    expect(result?.whatIf).toEqual([0, 360]);
    expect(result?.difference).toEqual([0, -160]);
    expect(result?.money).toBeUndefined();
  });

  it('offers only the presets and switches of the sheet’s game, with the file’s values', () => {
    const dk = ruleChoicesOf(analyzeFileText('a.score', BOCK_EVENING)[0])!;
    expect(dk.preset).toBe('ddv');
    expect(dk.presets).toEqual(['ddv']);
    expect(dk.switches.find((s) => s.key === 'bock')).toEqual({
      key: 'bock',
      kind: 'enum',
      values: ['off', 'on'],
      value: 'on',
      describe: 'bock rounds double the value of the next games',
    });
    expect(dk.switches.find((s) => s.key === 'bock-triggers')?.kind).toBe('multi');
    expect(dk.switches.some((s) => s.key === 'coinched-value')).toBe(false);
    const co = ruleChoicesOf(analyzeFileText('b.score', COINCHED)[0])!;
    expect(co.presets).toEqual(['house', 'official']);
    expect(co.switches.find((s) => s.key === 'coinched-value')?.value).toBe('bracket');
    expect(co.switches.some((s) => s.key === 'bock')).toBe(false);
    expect(ruleChoicesOf(analyzeFileText('c.score', 'players A B\n')[0])).toBeUndefined();
  });

  it('in the display language: presets, switches and values by name, the keys kept for the form’s values', () => {
    const de = ruleChoicesOf(analyzeFileText('a.score', BOCK_EVENING)[0], 'de')!;
    expect(de.presetNames).toEqual({ ddv: 'DDV-Regeln' });
    const bock = de.switches.find((s) => s.key === 'bock')!;
    expect([bock.name, bock.values, bock.valueTexts]).toEqual(['Bockrunden', ['off', 'on'], { off: 'aus', on: 'an' }]);
    const fr = ruleChoicesOf(analyzeFileText('b.score', COINCHED)[0], 'fr')!;
    expect(fr.presetNames?.official).toBe('règles officielles FFB');
    // The panel answers in its display language.
    expect(compare(BOCK_EVENING, []).choices?.presetNames).toBeUndefined();
  });

  it('without changes only the choices; a switch of the other game is the engine’s sentence, not a result', () => {
    expect(compare(BOCK_EVENING, []).result).toBeUndefined();
    expect(compare(BOCK_EVENING, []).choices?.switches.length).toBeGreaterThan(10);
    const bad = compare(BOCK_EVENING, [{ key: 'coinched-value', values: ['bid-only'] }]);
    expect(bad.result).toBeUndefined();
    expect(bad.error).toContain('coinched-value');
  });

  it('a preset change is sent as rules=PRESET and compared', () => {
    const { result } = compare(COINCHED, [{ key: 'rules', values: ['official'] }]);
    expect(result?.changes).toBe('rules=official');
    // Official Coinche rounds each round score to tens per team: 520 stays 520 (the bracket is unchanged).
    expect(result?.whatIf).toEqual([0, 520]);
  });
});

describe('the protocol guard of compareRules', () => {
  it('accepts the form’s message and refuses malformed changes', () => {
    const ok = { type: 'compareRules', source: 'file:///a.score', seq: 1, changes: [{ key: 'bock', values: ['off'] }] };
    expect(isViewMessage(ok)).toBe(true);
    expect(isViewMessage({ ...ok, changes: [] })).toBe(true);
    expect(isViewMessage({ ...ok, changes: [{ key: 'bock', values: [] }] })).toBe(false);
    expect(isViewMessage({ ...ok, changes: [{ key: 'bock', values: ['a b'] }] })).toBe(false);
    expect(isViewMessage({ ...ok, changes: [{ key: 1, values: ['x'] }] })).toBe(false);
    expect(isViewMessage({ ...ok, changes: 'bock=off' })).toBe(false);
    expect(isViewMessage({ ...ok, seq: 'x' })).toBe(false);
  });
});

describe('the settlement panel answers compareRules', () => {
  let analyses: AnalysisService;

  beforeEach(() => {
    stub.resetStub();
    resetFakes();
    analyses = new AnalysisService({ createAnalyzer: countingAnalyzer({ count: 0 }) });
  });

  afterEach(() => analyses.dispose());

  it('with the comparison of the sheet shown, echoing seq, and leaves the file as it is', async () => {
    registerSettlementView(
      { extensionUri: stub.Uri.file('/ext'), subscriptions: [] } as unknown as vscode.ExtensionContext,
      analyses,
    );
    const doc = stub.createDocument(BOCK_EVENING, { uri: stub.Uri.file('/work/bock.score'), languageId: 'score' });
    stub.workspace.textDocuments.push(doc);
    stub.window.activeTextEditor = { document: doc, selection: new stub.Selection(0, 0, 0, 0) };
    await stub.commands.executeCommand('scoresheet.openSettlement');
    const panel = created[0];
    await panel.webview.send({ type: 'ready' });
    const source = doc.uri.toString();
    await panel.webview.send({ type: 'compareRules', source, seq: 7, changes: [{ key: 'bock', values: ['off'] }] });
    const answers = panel.webview.posted.filter(
      (m): m is Extract<HostMessage, { type: 'comparison' }> => (m as HostMessage).type === 'comparison',
    );
    expect(answers).toHaveLength(1);
    expect(answers[0].seq).toBe(7);
    expect(answers[0].source).toBe(source);
    expect(answers[0].result?.whatIf).toEqual([-1, 5, -5, 1]);
    expect(answers[0].choices?.switches.find((s) => s.key === 'bock')?.value).toBe('on');
    expect(doc.getText()).toBe(BOCK_EVENING);
    expect(doc.version).toBe(1);
    // Another document's request is not answered.
    await panel.webview.send({ type: 'compareRules', source: 'file:///other.score', seq: 8, changes: [] });
    expect(panel.webview.posted.filter((m) => (m as HostMessage).type === 'comparison')).toHaveLength(1);
  });
});
