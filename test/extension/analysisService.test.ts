// The one analysis service: analyses once per version, one debounce while typing (with a cap), one event when an
// analysis is ready, forgets closed documents.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as vscode from 'vscode';
import { analyzeScore, type DocumentAnalyzer } from '../../src/analysis/analyze';
import { AnalysisService, type AnalysisEvent } from '../../src/extension/analysisService';
import { editorDocument } from '../../src/extension/documents';
import { countingAnalyzer } from '../helpers/analyses';
import * as stub from '../helpers/vscodeStub';

const EVENING = 'game doppelkopf\nplayers Anna Ben Clara Dora\nround 1\n  re Anna Clara\n  cards re 151\n';

const runs = { count: 0 };
/** Each event with the document's version when it came (the document object itself changes on). */
let events: (AnalysisEvent & { version: number })[];
let service: AnalysisService;

function start(options: ConstructorParameters<typeof AnalysisService>[0] = {}) {
  service = new AnalysisService({ createAnalyzer: countingAnalyzer(runs), ...options });
  service.onDidAnalyse((e) => events.push({ ...e, version: e.document.version }));
  return service;
}

const doc = (text = EVENING, languageId = 'score') =>
  stub.createDocument(text, { languageId }) as unknown as vscode.TextDocument & stub.StubDocument;
const type = (d: stub.StubDocument, text: string) => {
  d.setText(text);
  stub.events.change.fire({ document: d, contentChanges: [] });
};
/** `count` keystrokes, `every` ms apart. */
const typeNotes = (d: stub.StubDocument, count: number, every: number) => {
  for (let i = 0; i < count; i++) {
    type(d, EVENING + `# note ${i}\n`);
    vi.advanceTimersByTime(every);
  }
};

beforeEach(() => {
  stub.resetStub();
  vi.useFakeTimers();
  runs.count = 0;
  events = [];
});
afterEach(() => {
  service.dispose();
  vi.useRealTimers();
});

describe('once per version', () => {
  it('current: analyses a version once, again after an edit; forget starts over', () => {
    start();
    const d = doc();
    const first = service.current(d);
    expect(service.current(d)).toBe(first);
    expect(runs.count).toBe(1);
    d.setText(EVENING.replace('151', '150'));
    expect(service.current(d)).not.toBe(first);
    expect(runs.count).toBe(2);
    service.forget(d.uri);
    service.current(d);
    expect(runs.count).toBe(3);
  });
  it('latest: the newest result without analysing again, even while an edit waits for the debounce', () => {
    start();
    const d = doc();
    const first = service.current(d);
    type(d, EVENING + '  score Anna +2\n');
    expect(service.latest(d)).toBe(first);
    expect(runs.count).toBe(1);
  });
  it('derived: worked out once per analysis, again for the next version', () => {
    start();
    const d = doc();
    let made = 0;
    const outline = () => service.language.derived(service.current(d), 'outline', () => ++made);
    expect([outline(), outline()]).toEqual([1, 1]);
    d.setText(EVENING.replace('151', '150'));
    expect([outline(), outline()]).toEqual([2, 2]);
    // Another key is another value of the same analysis.
    expect(service.language.derived(service.current(d), 'folding', () => 'folds')).toBe('folds');
  });
  it('Markdown documents: one analysis per ```score block, at the block’s lines', () => {
    start();
    const md = doc(
      '# Evening\n\n```score\ngame doppelkopf\nplayers A B C D\nround 2\n```\n\n```score\ngame belote\n```\n',
    );
    md.languageId = 'markdown';
    expect(service.current(md).map((a) => [a.firstLine, a.game])).toEqual([
      [3, 'doppelkopf'],
      [9, 'belote'],
    ]);
  });
  it('season.score is the season settings, not an evening: no missing-game, its own problems', () => {
    start();
    const settings = doc('# the pot\nseason Runde 2026\npot 0.05 EUR\nsplit standings 50 30 20\n');
    expect(service.current(settings)).toEqual([]);
    expect(runs.count).toBe(0);
    const seasonSettings = (x: stub.StubDocument) => service.language.seasonSettings(editorDocument(x as never));
    const s = seasonSettings(settings)!;
    expect([s.title, s.all.potCents, s.all.split, s.problems]).toEqual(['Runde 2026', 5, 'standings', []]);
    const bad = doc('season\npot lots\n');
    expect(service.current(bad)).toEqual([]);
    expect(seasonSettings(bad)!.problems.map((p) => p.code)).toEqual(['season-bad-pot']);
    // An evening is still an evening.
    expect(seasonSettings(doc())).toBeUndefined();
  });
  it('an analyser that throws degrades to nothing and is reported', () => {
    const errors: unknown[] = [];
    start({
      log: { error: (_message, e) => errors.push(e) },
      createAnalyzer: () => ({
        analyze: () => {
          throw new Error('boom');
        },
      }),
    });
    expect(service.current(doc('game doppelkopf'))).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});

describe('the "analysis ready" event', () => {
  it('on open and on save at once', () => {
    start();
    const d = doc();
    stub.events.open.fire(d);
    stub.events.save.fire(d);
    expect(events.map((e) => [e.trigger, e.analyses[0].rounds.length])).toEqual([
      ['open', 1],
      ['save', 1],
    ]);
    expect(runs.count).toBe(1);
  });
  it('while typing: once, 150 ms after the last keystroke, with the newest version', () => {
    start();
    const d = doc();
    typeNotes(d, 5, 100);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(49);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events.map((e) => [e.trigger, e.version])).toEqual([['change', 6]]);
    expect(runs.count).toBe(1);
  });
  it('a document that takes long to analyse waits no longer (VS Code asks for folding and lenses from 200 ms)', () => {
    // Each analysis takes 60 ms of the (fake) clock, as a whole 10,000-round sheet might.
    const counting = countingAnalyzer(runs);
    const slow = (kind: 'score' | 'markdown'): DocumentAnalyzer => ({
      analyze: (text) => {
        vi.advanceTimersByTime(60);
        return counting(kind).analyze(text);
      },
    });
    start({ createAnalyzer: slow });
    const d = doc();
    service.current(d);
    type(d, d.getText() + '# more\n');
    vi.advanceTimersByTime(149);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events.map((e) => [e.trigger, e.version])).toEqual([['change', d.version]]);
  });
  it('typing without a pause still gets an analysis every second', () => {
    start();
    typeNotes(doc(), 20, 100);
    expect(events.map((e) => e.version)).toEqual([11, 21]);
  });
  it('a change event without a new version costs nothing', () => {
    start();
    const d = doc();
    stub.events.open.fire(d);
    stub.events.change.fire({ document: d, contentChanges: [] });
    vi.advanceTimersByTime(1000);
    expect(events).toHaveLength(1);
    expect(runs.count).toBe(1);
  });
  it('a version a provider analysed first is still announced once, without analysing it again', () => {
    start();
    const d = doc();
    type(d, EVENING + '# note\n');
    service.current(d);
    vi.advanceTimersByTime(250);
    expect(events.map((e) => e.trigger)).toEqual(['change']);
    expect(runs.count).toBe(1);
  });
  it('other languages and diff views are not analysed', () => {
    start();
    stub.events.open.fire(doc('const x = 1', 'typescript'));
    stub.events.open.fire(stub.createDocument(EVENING, { uri: stub.Uri.parse('git:/a.score') }));
    expect(events).toEqual([]);
  });
});

describe('afterTyping: answers that wait for typing to pause', () => {
  /** A token whose cancellation the test triggers. */
  function token() {
    const listeners: (() => void)[] = [];
    const t = {
      isCancellationRequested: false,
      onCancellationRequested: (l: () => void) => {
        listeners.push(l);
        return { dispose: () => listeners.splice(listeners.indexOf(l), 1) };
      },
    };
    return {
      t: t as unknown as vscode.CancellationToken,
      cancel: () => ((t.isCancellationRequested = true), listeners.forEach((l) => l())),
      listeners,
    };
  }
  /** Whether `p` has settled, after the microtasks now queued ran. */
  async function settled(p: Promise<unknown> | undefined): Promise<boolean> {
    let done = false;
    void p?.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  }

  it('nothing typed since the last analysis: nothing to wait for', () => {
    start();
    const d = doc();
    stub.events.open.fire(d);
    expect(service.language.afterTyping(editorDocument(d))).toBeUndefined();
  });
  it('typed: goes on a second after the last keystroke (each waits again), after its "analysis ready"', async () => {
    start();
    const d = doc();
    type(d, EVENING + '# note\n');
    let eventsWhenDone = -1;
    const wait = service.language.afterTyping(editorDocument(d))!.then(() => (eventsWhenDone = events.length));
    vi.advanceTimersByTime(600);
    type(d, EVENING + '# note 2\n');
    vi.advanceTimersByTime(999);
    expect(await settled(wait)).toBe(false);
    // The diagnostics of the last version went out long before.
    expect(events.map((e) => e.version)).toEqual([2, 3]);
    vi.advanceTimersByTime(1);
    await wait;
    expect(eventsWhenDone).toBe(2);
    // After the pause there is nothing to wait for.
    expect(service.language.afterTyping(editorDocument(d))).toBeUndefined();
  });
  it('a cancelled request goes on at once and stops listening; so does a waiter of a closed document', async () => {
    start();
    const d = doc();
    type(d, EVENING + '# note\n');
    const { t, cancel, listeners } = token();
    const cancelled = service.language.afterTyping(editorDocument(d), t);
    expect(listeners).toHaveLength(1);
    cancel();
    expect(await settled(cancelled)).toBe(true);
    expect(listeners).toHaveLength(0);
    const closed = service.language.afterTyping(editorDocument(d));
    stub.events.close.fire(d);
    expect(await settled(closed)).toBe(true);
  });
});

describe('closing, renaming, deleting', () => {
  it('a change pending when the document closes is dropped, and the document is forgotten', () => {
    start();
    const forgotten: string[] = [];
    service.onDidForget((uri) => forgotten.push(uri.toString()));
    const d = doc();
    type(d, EVENING + '# note\n');
    stub.events.close.fire(d);
    vi.advanceTimersByTime(500);
    expect(events).toEqual([]);
    expect(forgotten).toEqual([d.uri.toString()]);
  });
  it('rename and delete forget the old uri', () => {
    start();
    const forgotten: string[] = [];
    service.onDidForget((uri) => forgotten.push(uri.path));
    stub.events.rename.fire({ files: [{ oldUri: stub.Uri.file('/a.score'), newUri: stub.Uri.file('/b.score') }] });
    stub.events.delete.fire({ files: [stub.Uri.file('/c.score')] });
    expect(forgotten).toEqual(['/a.score', '/c.score']);
  });
  it('dispose stops listening and drops pending work', () => {
    start();
    const d = doc();
    type(d, EVENING + '# note\n');
    service.dispose();
    vi.advanceTimersByTime(500);
    expect(events).toEqual([]);
    expect(stub.events.open.listenerCount + stub.events.change.listenerCount + stub.events.close.listenerCount).toBe(0);
  });
});

describe('the same results as a whole analysis', () => {
  it('current equals analyzeScore for the text', () => {
    start();
    const d = doc();
    expect(JSON.stringify(service.current(d))).toBe(JSON.stringify([analyzeScore(EVENING)]));
  });
});
