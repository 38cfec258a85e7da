// The language service (createLanguageService): everything it knows comes from its host, so two services in one
// process share nothing — documents, language, settings, events; it analyses a document once per version, with the
// incremental analyser, and while typing once the debounce runs out (a fake clock here: no real time passes).

import { describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeScore, type DocumentAnalyzer } from '../../src/analysis/analyze';
import type { Range } from '../../src/format/types';
import { GAMES } from '../../src/games/registry';
import {
  createLanguageService,
  DEFAULT_LANGUAGE_SETTINGS,
  type AnalysisEvent,
  type LanguageService,
  type LanguageSettings,
} from '../../src/language/service';
import { english } from '../../src/language/messages';
import { translatorFor } from '../../src/lsp/translate';
import type { Lang } from '../../src/messages';
import { countingAnalyzer } from '../helpers/analyses';
import { FakeTimer } from '../helpers/fakeTimer';

const URI = 'file:///sheets/evening.score';
// Round 1: Re (Anna, Clara) 151 → won 1 + unter 90 1 = 2 each, so the stated 3s are wrong; round 2 likewise for Re
// (Ben, Dora). Each stated `score` line is one score-mismatch, at its first number (character 8).
const EVENING = [
  'game doppelkopf', // 0
  'players Anna Ben Clara Dora', // 1
  '', // 2
  'round 1', // 3
  '  re Anna Clara', // 4
  '  cards re 151', // 5
  '  score Anna +3 Ben -3 Clara +3 Dora -3', // 6
  '', // 7
  'round 2', // 8
  '  re Ben Dora', // 9
  '  cards re 151', // 10
  '  score Anna -3 Ben +3 Clara -3 Dora +3', // 11
  '',
].join('\n');
const RIGHT = EVENING.replaceAll('+3', '+2').replaceAll('-3', '-2');

/** A host of its own: its language, its settings (changed by the test), its clock, its analysers counted. */
function host(lang: Lang = 'en') {
  const runs = { count: 0 };
  const made = { count: 0 };
  const counting = countingAnalyzer(runs);
  const h = {
    lang,
    settings: { ...DEFAULT_LANGUAGE_SETTINGS } as LanguageSettings,
    timer: new FakeTimer(),
    runs,
    made,
    errors: [] as string[],
  };
  const service = createLanguageService<TextDocument>({
    games: GAMES,
    displayLanguage: () => h.lang,
    translate: (m, ...args) => (h.lang === 'en' ? english : translatorFor(h.lang))(m, ...args),
    settings: () => h.settings,
    timer: h.timer,
    log: { error: (message) => h.errors.push(message) },
    createAnalyzer: (kind): DocumentAnalyzer => {
      made.count++;
      return counting(kind);
    },
  });
  const events: (AnalysisEvent<TextDocument> & { version: number })[] = [];
  service.onDidAnalyse((e) => events.push({ ...e, version: e.document.version }));
  return Object.assign(h, { service, events });
}

const doc = (text = EVENING, uri = URI, languageId = 'score') => TextDocument.create(uri, languageId, 1, text);
const lineRange = (line: number, from: number, to: number): Range => ({
  start: { line, character: from },
  end: { line, character: to },
});
/** One edit as an editor sends it (a range and its new text), the document's version one up. */
const edit = (d: TextDocument, range: Range, text: string) => TextDocument.update(d, [{ range, text }], d.version + 1);
/** The problems the service shows for a document. */
const shownProblems = (s: LanguageService<TextDocument>, d: TextDocument) => {
  const shown = s.getDiagnostics(d);
  return shown?.show ? shown.problems : [];
};
const codes = (s: LanguageService<TextDocument>, d: TextDocument) =>
  shownProblems(s, d).map((p) => [p.code, p.range.start.line, p.range.start.character]);

describe('two services in one process share nothing', () => {
  it('the same uri holds each its own text, analyses, events and forgetting', () => {
    const a = host();
    const b = host();
    const inA = doc(EVENING);
    const inB = doc(RIGHT);
    a.service.didOpen(inA);
    b.service.didOpen(inB);
    expect(codes(a.service, inA)).toEqual([
      ['score-mismatch', 6, 8],
      ['score-mismatch', 11, 8],
    ]);
    expect(codes(b.service, inB)).toEqual([]);
    // Each heard its own document only.
    expect(a.events.map((e) => [e.trigger, e.document.getText() === EVENING])).toEqual([['open', true]]);
    expect(b.events.map((e) => [e.trigger, e.document.getText() === RIGHT])).toEqual([['open', true]]);
    // Closing it in one leaves the other's analyses in place (no new analysis).
    const forgotten: string[] = [];
    b.service.onDidForget((uri) => forgotten.push(uri));
    a.service.didClose(URI);
    expect(forgotten).toEqual([]);
    b.service.latest(inB);
    expect([a.runs.count, b.runs.count]).toEqual([1, 1]);
  });

  it('each speaks its host’s language: hover, outline and fix titles (German beside English)', () => {
    const en = host('en');
    const de = host('de');
    const d = doc();
    const heads = () =>
      [en, de].map(({ service }) => service.getHover(d, { line: 3, character: 0 })!.markdown.split(' · ')[0]);
    expect(heads()).toEqual(['**Round 1**', '**Spiel 1**']);
    // The outline keeps its round names per service: asked in turn, neither gets the other's.
    const rounds = (s: LanguageService<TextDocument>) =>
      s
        .getDocumentSymbols(d)
        .filter((x) => x.kind === 'round')
        .map((x) => x.name);
    expect([rounds(en.service), rounds(de.service), rounds(en.service)]).toEqual([
      ['Round 1', 'Round 2'],
      ['Spiel 1', 'Spiel 2'],
      ['Round 1', 'Round 2'],
    ]);
    // Filling in the other side of `cards re 151`: kontra 240 − 151 = 89.
    const fill = (s: LanguageService<TextDocument>) => s.getCodeActions(d, lineRange(5, 0, 0), []).map((x) => x.title);
    expect([fill(en.service), fill(de.service)]).toEqual([['Fill in kontra 89'], ['kontra 89 eintragen']]);
    // A host that changes its language is answered in the new one; the other stays.
    de.lang = 'fr';
    expect(heads()).toEqual(['**Round 1**', '**Donne 1**']);
  });

  it('a setting changed in one host does not reach the other', () => {
    const a = host();
    const b = host();
    const d = doc();
    a.settings.maxProblems = 1;
    const capped = a.service.getDiagnostics(d);
    // Two problems, one shown; the note goes at the last one shown (the stated numbers: characters 8 to 39).
    expect(capped).toEqual({
      show: true,
      problems: [expect.objectContaining({ code: 'score-mismatch' })],
      hidden: 1,
      moreAt: lineRange(6, 8, 39),
      maxProblems: 1,
    });
    expect(b.service.getDiagnostics(d)).toMatchObject({ show: true, hidden: 0, maxProblems: 500 });
    expect(shownProblems(b.service, d)).toHaveLength(2);
    // Round scores as inlay hints in one, as code lenses (on the two `round` lines) in the other.
    a.settings.roundScores = 'inlayHints';
    const all: Range = { start: { line: 0, character: 0 }, end: { line: 12, character: 0 } };
    expect(a.service.getCodeLensLines(d)).toEqual([]);
    expect(
      a.service
        .getInlayHints(d, all)
        .filter((h) => h.kind === 'round')
        .map((h) => h.position.line),
    ).toEqual([3, 8]);
    expect(b.service.getCodeLensLines(d)).toEqual([3, 8]);
    expect(b.service.getInlayHints(d, all).filter((h) => h.kind === 'round')).toEqual([]);
  });
});

describe('diagnostics follow the validate settings', () => {
  it('onSave: a change keeps what is shown, open and save show; off shows nothing', () => {
    const { service, settings } = host();
    const d = doc();
    settings.validateRun = 'onSave';
    expect(service.getDiagnostics(d, 'change')).toBeUndefined();
    expect(service.getDiagnostics(d, 'save')).toMatchObject({ show: true, hidden: 0 });
    expect(service.getDiagnostics(d)).toMatchObject({ show: true });
    settings.validateRun = 'off';
    expect(service.getDiagnostics(d, 'open')).toEqual({ show: false });
  });
  it('Markdown blocks only with validateMarkdown; a season.score gives its settings’ problems', () => {
    const { service, settings, runs } = host();
    const md = doc('# Evening\n```score\ngame doppelkopf\nplayers A B C D\nround 2\n```\n', 'file:///a.md', 'markdown');
    expect(service.getDiagnostics(md)).toMatchObject({ show: true });
    settings.validateMarkdown = false;
    expect(service.getDiagnostics(md)).toEqual({ show: false });
    const before = runs.count;
    const season = doc('season\npot lots\n', 'file:///season.score');
    expect(codes(service, season)).toEqual([['season-bad-pot', 1, 4]]);
    // Read as settings: the engine did not run for it.
    expect(runs.count).toBe(before);
  });
});

describe('once per version, incrementally', () => {
  it('one analyser per document, each version analysed once, whatever asks', () => {
    const { service, runs, made } = host();
    const d = doc();
    service.didOpen(d);
    service.getHover(d, { line: 3, character: 0 });
    service.getDocumentSymbols(d);
    service.getCompletions(d, { line: 4, character: 5 });
    expect([made.count, runs.count]).toEqual([1, 1]);
    edit(d, lineRange(6, 14, 15), '2');
    service.getHover(d, { line: 3, character: 0 });
    service.getFoldingRanges(d);
    expect([made.count, runs.count]).toEqual([1, 2]);
  });
  it('range edits give what a fresh analysis of the text gives', () => {
    const { service } = host();
    const d = doc();
    service.didOpen(d);
    // A line inserted in round 1 moves round 2 and its problem down; then round 1's score is corrected.
    edit(d, lineRange(4, 0, 0), '  # dealt by Dora\n');
    service.didChange(d);
    expect(JSON.stringify(service.current(d))).toBe(JSON.stringify([analyzeScore(d.getText())]));
    expect(codes(service, d)).toEqual([
      ['score-mismatch', 7, 8],
      ['score-mismatch', 12, 8],
    ]);
    edit(d, lineRange(7, 8, 39), 'Anna +2 Ben -2 Clara +2 Dora -2');
    service.didChange(d);
    expect(JSON.stringify(service.current(d))).toBe(JSON.stringify([analyzeScore(d.getText())]));
    expect(codes(service, d)).toEqual([['score-mismatch', 12, 8]]);
  });
  it('an analyser that throws: nothing to show, reported through the host’s log', () => {
    const errors: string[] = [];
    const service = createLanguageService<TextDocument>({
      games: GAMES,
      displayLanguage: () => 'en',
      translate: english,
      log: { error: (message) => errors.push(message) },
      createAnalyzer: () => ({
        analyze: () => {
          throw new Error('boom');
        },
      }),
    });
    expect(service.current(doc())).toEqual([]);
    expect(errors).toEqual([`Analysing ${URI} failed:`]);
  });
});

describe('the debounce, on the host’s clock', () => {
  /** `count` keystrokes `every` ms apart, each told to the service. */
  const type = (h: ReturnType<typeof host>, d: TextDocument, count: number, every: number) => {
    for (let i = 0; i < count; i++) {
      edit(d, lineRange(12, 0, 0), 'x');
      h.service.didChange(d);
      h.timer.advance(every);
    }
  };

  it('edits 100 ms apart are announced once, 150 ms after the last, with the newest version, analysed once', () => {
    const h = host();
    const d = doc();
    type(h, d, 5, 100);
    expect(h.events).toEqual([]);
    h.timer.advance(49);
    expect(h.events).toEqual([]);
    h.timer.advance(1);
    expect(h.events.map((e) => [e.trigger, e.version])).toEqual([['change', 6]]);
    expect(h.runs.count).toBe(1);
  });
  it('typing without a pause is still announced every second (versions 11 and 21 of 20 keystrokes)', () => {
    const h = host();
    type(h, doc(), 20, 100);
    expect(h.events.map((e) => e.version)).toEqual([11, 21]);
  });
  it('a change pending when the document closes is dropped; one clock does not run another service', () => {
    const a = host();
    const b = host();
    const d = doc();
    edit(d, lineRange(12, 0, 0), 'x');
    a.service.didChange(d);
    b.service.didChange(d);
    a.service.didClose(URI);
    a.timer.advance(1000);
    expect([a.events.length, b.events.length]).toEqual([0, 0]);
    b.timer.advance(150);
    expect([a.events.length, b.events.length]).toEqual([0, 1]);
  });
  it('afterTyping: goes on once typing has paused a second', async () => {
    const h = host();
    const d = doc();
    h.service.didOpen(d);
    expect(h.service.afterTyping(d)).toBeUndefined();
    type(h, d, 1, 0);
    let done = false;
    const wait = h.service.afterTyping(d)!.then(() => (done = true));
    h.timer.advance(999);
    await Promise.resolve();
    expect(done).toBe(false);
    h.timer.advance(1);
    await wait;
    expect(done).toBe(true);
    expect(h.service.afterTyping(d)).toBeUndefined();
  });
  it('dispose drops pending work and stops the events', () => {
    const h = host();
    const d = doc();
    type(h, d, 1, 0);
    h.service.dispose();
    h.timer.advance(1000);
    expect(h.events).toEqual([]);
    expect(h.timer.pending).toBe(0);
  });
});

describe('the editor’s requests', () => {
  it('completion: the players on a `re` line, the snippets where a line starts', () => {
    const { service } = host();
    const d = doc();
    const re = service.getCompletions(d, { line: 4, character: 5 });
    expect(re.suggestions.map((s) => s.label)).toEqual(['Anna', 'Ben', 'Clara', 'Dora']);
    expect(re.snippets).toEqual([]);
    const start = service.getCompletions(d, { line: 7, character: 0 });
    expect(start.snippets.map((s) => s.prefixes[0])).toContain('round-doppelkopf');
  });
  it('formatting: a .score file line by line; a Markdown file’s blocks as one edit of the whole text', () => {
    const { service } = host();
    expect(service.getFormattingEdits(doc(EVENING.replace('  re Anna', '   re Anna')))).toEqual([
      { range: lineRange(4, 0, 16), newText: '  re Anna Clara' },
    ]);
    const md = '# T\n```score\ngame doppelkopf\nround 1\nre Anna Clara\n```\n';
    // Six line breaks: the text ends at line 6, character 0.
    expect(service.getFormattingEdits(doc(md, 'file:///a.md', 'markdown'))).toEqual([
      {
        range: { start: { line: 0, character: 0 }, end: { line: 6, character: 0 } },
        newText: md.replace('\nre Anna', '\n  re Anna'),
      },
    ]);
  });
  it('code actions: none off a `cards` line without a problem, and no analysis for it', () => {
    const { service, runs } = host();
    const d = doc();
    expect(service.getCodeActions(d, lineRange(4, 0, 0), [])).toEqual([]);
    expect(runs.count).toBe(0);
    const problems = shownProblems(service, d);
    const fixes = service.getCodeActions(d, problems[0].range, [problems[0]]);
    expect(fixes[0]).toMatchObject({ title: 'Write the computed score: Anna +2 Ben -2 Clara +2 Dora -2' });
    expect(service.getCodeActions(d, lineRange(0, 0, 0), [], 'source.fixAll').map((a) => a.kind)).toEqual([
      'source.fixAll',
    ]);
  });
});
