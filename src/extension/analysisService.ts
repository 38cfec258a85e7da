// The one analysis of every open score document: one analyser per document (createAnalyzer, which may reuse what an
// edit did not touch), analysed once per version, one debounce while typing, one "analysis ready" event that the
// diagnostics, status bar, round scores and settlement panels subscribe to.

import * as vscode from 'vscode';
import { createAnalyzer, type DocumentAnalysis, type DocumentAnalyzer } from '../analysis/analyze';
import { analysisKind } from '../language/navigation';
import { isSeasonSettings, parseSeasonSettings } from '../season/settings';
import type { SeasonSettings } from '../season/types';
import { Disposable } from './dispose';
import { isAnalysable, type AnalysedDocument } from './documents';

/**
 * Quiet time after the last keystroke before a document is analysed again and its problems published, whatever its
 * size. Longer than the pause inside a number being typed, so squiggles do not flicker; shorter than VS Code's own
 * requests after a keystroke (folding ranges 200 ms, code lenses 250 ms, the outline 350 ms at the least), each of
 * which holds the extension host for up to hundreds of ms on a 10,000-round sheet while VS Code serialises its
 * 10,000 entries: the diagnostics go out before them, and the Problems entry follows within a second (issue 12).
 * Not lengthened by the cost of analysing: an edit re-analyses a round or two (about 10 ms on a 10,000-round sheet),
 * and MAX_WAIT_MS bounds how often typing without a pause is analysed.
 */
export const DEBOUNCE_MS = 150;
/** While typing goes on without a pause, still analyse at least this often. */
export const MAX_WAIT_MS = 1000;
/**
 * Quiet time after the last keystroke before answers too large to give while typing (afterTyping) are given: longer
 * than the gap between keystrokes, so a burst of typing is followed by one such answer, after its diagnostics.
 */
export const PAUSE_MS = 1000;

/** Why an analysis was published: the document was opened, changed (after the debounce) or saved. */
export type AnalysisTrigger = 'open' | 'change' | 'save';

export interface AnalysisEvent {
  document: vscode.TextDocument;
  analyses: DocumentAnalysis[];
  trigger: AnalysisTrigger;
}

export interface AnalysisServiceOptions {
  /** An analyser that throws (it never should) is reported here; the document then has no analyses. */
  onError?: (err: unknown, document: AnalysedDocument) => void;
  /** Tests count or replace the engine here. */
  createAnalyzer?: (kind: 'score' | 'markdown') => DocumentAnalyzer;
  /** Another debounce than DEBOUNCE_MS (benchmarks). */
  debounceMs?: number;
  maxWaitMs?: number;
  pauseMs?: number;
}

interface Entry {
  kind: 'score' | 'markdown';
  analyzer: DocumentAnalyzer;
  /** The version `analyses` belong to (NaN before the first analysis). */
  version: number;
  analyses: DocumentAnalysis[];
  /** A `.score` file whose first directive is `season` (season.score): settings, not an evening. */
  settings?: SeasonSettings;
  /** The last version subscribers were told about. */
  published: number | undefined;
  timer?: ReturnType<typeof setTimeout>;
  /** When the first change not yet analysed came in (for MAX_WAIT_MS). */
  waitingSince?: number;
  /** When the document last changed (for afterTyping). */
  changedAt?: number;
  /** Requests waiting for typing to pause (afterTyping), and the timer that lets them go on. */
  waiters?: (() => void)[];
  pauseTimer?: ReturnType<typeof setTimeout>;
}

export class AnalysisService extends Disposable {
  private readonly entries = new Map<string, Entry>();
  /** Per analysis (the array `current`/`latest` return, new for each version): what providers derived from it. */
  private readonly derivedValues = new WeakMap<readonly DocumentAnalysis[], Map<string, unknown>>();
  private readonly analysed = this._register(new vscode.EventEmitter<AnalysisEvent>());
  /** A document's analyses are ready: after it was opened, saved, or changed and the debounce ran out. */
  readonly onDidAnalyse = this.analysed.event;
  private readonly forgotten = this._register(new vscode.EventEmitter<vscode.Uri>());
  /** A document was closed, renamed or deleted: whatever was shown for it should go. */
  readonly onDidForget = this.forgotten.event;

  private readonly onError: NonNullable<AnalysisServiceOptions['onError']>;
  private readonly newAnalyzer: NonNullable<AnalysisServiceOptions['createAnalyzer']>;
  private readonly debounceMs: number;
  private readonly maxWaitMs: number;
  private readonly pauseMs: number;

  constructor(options: AnalysisServiceOptions = {}) {
    super();
    this.onError = options.onError ?? (() => undefined);
    this.newAnalyzer = options.createAnalyzer ?? createAnalyzer;
    this.debounceMs = options.debounceMs ?? DEBOUNCE_MS;
    this.maxWaitMs = options.maxWaitMs ?? MAX_WAIT_MS;
    this.pauseMs = options.pauseMs ?? PAUSE_MS;
    const ws = vscode.workspace;
    this._register(ws.onDidOpenTextDocument((d) => isAnalysable(d) && this.publish(d, 'open')));
    this._register(ws.onDidChangeTextDocument((e) => isAnalysable(e.document) && this.schedule(e.document)));
    this._register(ws.onDidSaveTextDocument((d) => isAnalysable(d) && this.publish(d, 'save')));
    this._register(ws.onDidCloseTextDocument((d) => this.forget(d.uri)));
    this._register(ws.onDidRenameFiles((e) => e.files.forEach((f) => this.forget(f.oldUri))));
    this._register(ws.onDidDeleteFiles((e) => e.files.forEach((uri) => this.forget(uri))));
    this._register({
      dispose: () => {
        this.entries.forEach((entry) => {
          clearTimeout(entry.timer);
          release(entry);
        });
        this.entries.clear();
      },
    });
  }

  /**
   * The analyses of the document as it is now, computed at once if this version has not been (once per version).
   * For requests that act on the text as it is: quick fixes and fix-all (their edits must match it), completion,
   * hover, outline and folding. An incremental analyser makes this cheap while typing.
   */
  current(document: AnalysedDocument): DocumentAnalysis[] {
    const entry = this.entryFor(document);
    if (entry.version === document.version) return entry.analyses;
    entry.version = document.version;
    entry.settings = undefined;
    try {
      const text = document.getText();
      // A season's settings file is no evening: no game line to miss, no rounds, no settlement (as the CLI reads it).
      if (entry.kind === 'score' && isSeasonSettings(text)) {
        entry.settings = parseSeasonSettings(text);
        entry.analyses = [];
      } else entry.analyses = entry.analyzer.analyze(text);
    } catch (err) {
      // The engine never throws by contract; if it does, every feature degrades to "nothing to show".
      entry.analyses = [];
      this.onError(err, document);
    }
    return entry.analyses;
  }

  /** The season settings of a `season.score` document (its problems are its diagnostics); undefined for an evening. */
  seasonSettings(document: AnalysedDocument): SeasonSettings | undefined {
    this.current(document);
    return this.entries.get(document.uri.toString())?.settings;
  }

  /**
   * The newest analyses there are, without waiting: while a debounce is pending they are one version behind (the
   * event follows). For displays that refresh on `onDidAnalyse`; a document never analysed is analysed at once.
   */
  latest(document: AnalysedDocument): DocumentAnalysis[] {
    const entry = this.entries.get(document.uri.toString());
    const analysed = entry && entry.kind === analysisKind(document.languageId) && !Number.isNaN(entry.version);
    return analysed ? entry.analyses : this.current(document);
  }

  /**
   * Something derived from an analysis (outline, folding, lens lines), worked out once per analysis however often VS
   * Code asks: each edit brings several requests (outline, breadcrumbs, sticky scroll, folding, lenses) per version.
   * `analyses` must be what `current` or `latest` just returned: a derived value lives exactly as long as they do.
   */
  derived<T>(analyses: readonly DocumentAnalysis[], key: string, compute: () => T): T {
    let values = this.derivedValues.get(analyses);
    if (!values) this.derivedValues.set(analyses, (values = new Map()));
    if (!values.has(key)) values.set(key, compute());
    return values.get(key) as T;
  }

  /**
   * Undefined when the document has not changed for PAUSE_MS; otherwise a promise that resolves once typing pauses
   * that long (each keystroke starts the wait again; the diagnostics went out after DEBOUNCE_MS), or the document is
   * forgotten, or `token` is cancelled. For answers too large to give after every keystroke (a long sheet's outline).
   */
  afterTyping(document: AnalysedDocument, token?: vscode.CancellationToken): Promise<void> | undefined {
    const entry = this.entries.get(document.uri.toString());
    const since = entry?.changedAt === undefined ? Infinity : Date.now() - entry.changedAt;
    if (!entry || since >= this.pauseMs || token?.isCancellationRequested) return undefined;
    return new Promise((resolve) => {
      const done = () => {
        cancelled?.dispose();
        resolve();
      };
      const cancelled = token?.onCancellationRequested(done);
      (entry.waiters ??= []).push(done);
      this.waitForPause(entry);
    });
  }

  /** (Re)starts the wait of the entry's waiters: PAUSE_MS after its last change. */
  private waitForPause(entry: Entry): void {
    clearTimeout(entry.pauseTimer);
    entry.pauseTimer = undefined;
    if (!entry.waiters || entry.changedAt === undefined) return;
    const delay = Math.max(0, entry.changedAt + this.pauseMs - Date.now());
    entry.pauseTimer = setTimeout(() => release(entry), delay);
  }

  /** The document's entry; a new analyser when it is new or its language changed (nothing analysed yet). */
  private entryFor(document: AnalysedDocument): Entry {
    const key = document.uri.toString();
    const kind = analysisKind(document.languageId);
    const entry = this.entries.get(key);
    if (entry?.kind === kind) return entry;
    if (entry) {
      clearTimeout(entry.timer);
      release(entry);
    }
    const fresh: Entry = {
      kind,
      analyzer: this.newAnalyzer(kind),
      version: NaN,
      analyses: [],
      published: undefined,
    };
    this.entries.set(key, fresh);
    return fresh;
  }

  /** Drop what is kept for a document (it was closed, renamed or deleted). */
  forget(uri: vscode.Uri): void {
    const key = uri.toString();
    const entry = this.entries.get(key);
    if (entry) {
      clearTimeout(entry.timer);
      release(entry);
    }
    this.entries.delete(key);
    this.forgotten.fire(uri);
  }

  private schedule(document: vscode.TextDocument): void {
    const key = document.uri.toString();
    const entry = this.entryFor(document);
    // A change event without a new version (e.g. the dirty flag) costs nothing.
    if (entry.published === document.version) return;
    clearTimeout(entry.timer);
    const now = Date.now();
    entry.waitingSince ??= now;
    entry.changedAt = now;
    this.waitForPause(entry);
    const delay = Math.max(0, Math.min(this.debounceMs, entry.waitingSince + this.maxWaitMs - now));
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      entry.waitingSince = undefined;
      if (!document.isClosed && this.entries.get(key) === entry) this.publish(document, 'change');
    }, delay);
  }

  private publish(document: vscode.TextDocument, trigger: AnalysisTrigger): void {
    const analyses = this.current(document);
    const entry = this.entries.get(document.uri.toString())!;
    clearTimeout(entry.timer);
    entry.timer = undefined;
    entry.waitingSince = undefined;
    entry.published = document.version;
    this.analysed.fire({ document, analyses, trigger });
  }
}

/** Lets the requests waiting for typing to pause go on. */
function release(entry: Entry): void {
  clearTimeout(entry.pauseTimer);
  entry.pauseTimer = undefined;
  const waiters = entry.waiters;
  entry.waiters = undefined;
  waiters?.forEach((go) => go());
}
