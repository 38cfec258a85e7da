// The analyses of a host's open documents, editor-neutral: one analyser per document (createAnalyzer, which reuses
// what an edit did not touch), analysed once per version, one debounce while typing, one "analysis ready" event. The
// extension and the language server each own one inside their language service (service.ts); the host gives the
// clock, so that a test can drive a fake one.

import {
  createAnalyzer,
  type DocumentAnalysis,
  type DocumentAnalyzer,
  type InheritedHeader,
} from '../analysis/analyze';
import type { Range } from '../format/types';
import { isSeasonSettings, parseSeasonSettings } from '../season/settings';
import type { SeasonSettings } from '../season/types';
import { isTournamentSettings, parseTournamentSettings } from '../tournament/settings';
import type { TournamentSettings } from '../tournament/types';

/**
 * A document as the host hands it over: its address, its version (a new one for each edit) and its text. A host may
 * hand over the editor's live document (VS Code's, a language server's TextDocument) or a snapshot; what is read is
 * its state at the time of the call. `getText(range)` gives a part (a line up to the cursor).
 */
export interface ScoreTextDocument {
  readonly uri: string;
  readonly version: number;
  /** `score`, or `markdown` for a Markdown file whose ```score blocks are analysed. */
  readonly languageId: string;
  getText(range?: Range): string;
}

export type DocumentKind = 'score' | 'markdown';

/**
 * Why an analysis was published: the document was opened, changed (after the debounce) or saved; or, for a
 * tournament's file, another file of its tournament changed (its checks across the sheets may have) or what
 * tournament.score hands down did (the sheet was analysed again under it).
 */
export type AnalysisTrigger = 'open' | 'change' | 'save' | 'tournament';

export interface AnalysisEvent<D extends ScoreTextDocument> {
  document: D;
  analyses: DocumentAnalysis[];
  trigger: AnalysisTrigger;
}

export interface Disposable {
  dispose(): void;
}

/** Subscribes a listener; disposing what it returns unsubscribes it (VS Code's Event, without its extra arguments). */
export type Event<T> = (listener: (e: T) => void) => Disposable;

/** What a request waiting for typing to pause listens to: VS Code's and the language server's CancellationToken. */
export interface CancellationLike {
  readonly isCancellationRequested: boolean;
  onCancellationRequested(listener: () => void): Disposable;
}

/** The clock the debounce runs on: the system's, or a test's that it moves by hand. */
export interface Timer {
  now(): number;
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

/** The system clock, looked up at each call (a test may replace the globals after this module is loaded). */
export const SYSTEM_TIMER: Timer = {
  now: () => Date.now(),
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout> | undefined),
};

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

export interface DocumentAnalysesOptions<D extends ScoreTextDocument> {
  /** How a document is analysed: the whole text, or its ```score blocks. */
  kindOf(document: D): DocumentKind;
  /**
   * An analyser that throws (it never should) is reported here (`Analysing <uri> failed:`), the document then has no
   * analyses; so is a listener of the events that throws.
   */
  onError?(message: string, err: unknown): void;
  /** Tests count or replace the engine here. */
  createAnalyzer?(kind: DocumentKind): DocumentAnalyzer;
  /** The header lines a `.score` document inherits (a tournament's table sheet); the same object while unchanged. */
  inheritOf?(document: D): InheritedHeader | undefined;
  timer?: Timer;
  /** Other waits than DEBOUNCE_MS, MAX_WAIT_MS and PAUSE_MS (benchmarks, tests). */
  debounceMs?: number;
  maxWaitMs?: number;
  pauseMs?: number;
}

interface Entry<D> {
  kind: DocumentKind;
  analyzer: DocumentAnalyzer;
  /** The version `analyses` belong to (NaN before the first analysis). */
  version: number;
  analyses: DocumentAnalysis[];
  /** A `.score` file whose first directive is `season` (season.score): settings, not an evening. */
  settings?: SeasonSettings;
  /** A `.score` file whose first directive is `tournament` (tournament.score): settings, not a sheet. */
  tournament?: TournamentSettings;
  /** The document last analysed (what a tournament's change publishes again). */
  document?: D;
  /** The last version subscribers were told about. */
  published: number | undefined;
  /** The document the last change came with, published when the debounce runs out. */
  pending?: D;
  timer?: unknown;
  /** When the first change not yet analysed came in (for MAX_WAIT_MS). */
  waitingSince?: number;
  /** When the document last changed (for afterTyping). */
  changedAt?: number;
  /** Requests waiting for typing to pause (afterTyping), and the timer that lets them go on. */
  waiters?: (() => void)[];
  pauseTimer?: unknown;
}

/** Listeners of one event; a listener that throws is reported and the others still hear it. */
export class Emitter<T> {
  private listeners: ((e: T) => void)[] = [];

  constructor(private readonly onError: (err: unknown, e: T) => void = () => undefined) {}

  readonly event: Event<T> = (listener) => {
    this.listeners.push(listener);
    return { dispose: () => (this.listeners = this.listeners.filter((l) => l !== listener)) };
  };

  fire(e: T): void {
    for (const listener of this.listeners)
      try {
        listener(e);
      } catch (err) {
        this.onError(err, e);
      }
  }

  dispose(): void {
    this.listeners = [];
  }
}

export class DocumentAnalyses<D extends ScoreTextDocument> implements Disposable {
  private readonly entries = new Map<string, Entry<D>>();
  /** Per analysis (or anything else made once per version): what was derived from it. */
  private readonly derivedValues = new WeakMap<object, Map<string, unknown>>();
  private readonly analysed: Emitter<AnalysisEvent<D>>;
  private readonly forgotten: Emitter<string>;
  /** A document's analyses are ready: after it was opened, saved, or changed and the debounce ran out. */
  readonly onDidAnalyse: Event<AnalysisEvent<D>>;
  /** A document (by its uri) was closed, renamed or deleted: whatever was shown for it should go. */
  readonly onDidForget: Event<string>;

  private readonly kindOf: (document: D) => DocumentKind;
  private readonly onError: (message: string, err: unknown) => void;
  private readonly newAnalyzer: (kind: DocumentKind) => DocumentAnalyzer;
  private readonly inheritOf: (document: D) => InheritedHeader | undefined;
  private readonly timer: Timer;
  private readonly debounceMs: number;
  private readonly maxWaitMs: number;
  private readonly pauseMs: number;

  constructor(options: DocumentAnalysesOptions<D>) {
    this.kindOf = options.kindOf;
    this.onError = options.onError ?? (() => undefined);
    this.newAnalyzer = options.createAnalyzer ?? createAnalyzer;
    this.inheritOf = options.inheritOf ?? (() => undefined);
    this.timer = options.timer ?? SYSTEM_TIMER;
    this.debounceMs = options.debounceMs ?? DEBOUNCE_MS;
    this.maxWaitMs = options.maxWaitMs ?? MAX_WAIT_MS;
    this.pauseMs = options.pauseMs ?? PAUSE_MS;
    this.analysed = new Emitter((err, e) =>
      this.onError(`A listener of the analysis of ${e.document.uri} failed:`, err),
    );
    this.forgotten = new Emitter((err, uri) => this.onError(`A listener forgetting ${uri} failed:`, err));
    this.onDidAnalyse = this.analysed.event;
    this.onDidForget = this.forgotten.event;
  }

  /**
   * The analyses of the document as it is now, computed at once if this version has not been (once per version).
   * For requests that act on the text as it is: quick fixes and fix-all (their edits must match it), completion,
   * hover, outline and folding. An incremental analyser makes this cheap while typing.
   */
  current(document: D): DocumentAnalysis[] {
    const entry = this.entryFor(document);
    if (entry.version === document.version) return entry.analyses;
    entry.version = document.version;
    entry.document = document;
    entry.settings = undefined;
    entry.tournament = undefined;
    try {
      const text = document.getText();
      // A season's settings file is no evening: no game line to miss, no rounds, no settlement (as the CLI reads it).
      if (entry.kind === 'score' && isSeasonSettings(text)) {
        entry.settings = parseSeasonSettings(text);
        entry.analyses = [];
      } else if (entry.kind === 'score' && isTournamentSettings(text)) {
        // Nor is a tournament's: its lines are read as settings (its table sheets inherit some of them).
        entry.tournament = parseTournamentSettings(text);
        entry.analyses = [];
      } else if (entry.kind === 'score') entry.analyses = entry.analyzer.analyze(text, this.inheritOf(document));
      else entry.analyses = entry.analyzer.analyze(text);
    } catch (err) {
      // The engine never throws by contract; if it does, every feature degrades to "nothing to show".
      entry.analyses = [];
      this.onError(`Analysing ${document.uri} failed:`, err);
    }
    return entry.analyses;
  }

  /** The season settings of a `season.score` document (its problems are its diagnostics); undefined for an evening. */
  seasonSettings(document: D): SeasonSettings | undefined {
    this.current(document);
    return this.entries.get(document.uri)?.settings;
  }

  /** The settings of a `tournament.score` document; undefined for any other. */
  tournamentSettings(document: D): TournamentSettings | undefined {
    this.current(document);
    return this.entries.get(document.uri)?.tournament;
  }

  /** The documents analysed and not forgotten (as last handed in). */
  documents(): D[] {
    return [...this.entries.values()].flatMap((e) => (e.document ? [e.document] : []));
  }

  /** A document analysed afresh (what it inherits changed), as last handed in; [] for one never analysed. */
  reanalyse(uri: string): DocumentAnalysis[] {
    const entry = this.entries.get(uri);
    if (!entry?.document) return [];
    entry.version = NaN;
    return this.current(entry.document);
  }

  /**
   * Publishes a document's analyses again with the trigger 'tournament' (another file of its tournament changed). A
   * change waiting for the debounce still publishes when it runs out.
   */
  republish(uri: string): void {
    const document = this.entries.get(uri)?.document;
    if (!document) return;
    this.analysed.fire({ document, analyses: this.current(document), trigger: 'tournament' });
  }

  /**
   * The newest analyses there are, without waiting: while a debounce is pending they are one version behind (the
   * event follows). For displays that refresh on `onDidAnalyse`; a document never analysed is analysed at once.
   */
  latest(document: D): DocumentAnalysis[] {
    const entry = this.entries.get(document.uri);
    const analysed = entry && entry.kind === this.kindOf(document) && !Number.isNaN(entry.version);
    return analysed ? entry.analyses : this.current(document);
  }

  /**
   * Something derived from an analysis (outline, folding, lens lines), worked out once per analysis however often an
   * editor asks: each edit brings several requests (outline, breadcrumbs, sticky scroll, folding, lenses) per version.
   * `owner` must be what `current` or `latest` just returned (or a value derived from it): a derived value lives
   * exactly as long as its owner.
   */
  derived<T>(owner: object, key: string, compute: () => T): T {
    let values = this.derivedValues.get(owner);
    if (!values) this.derivedValues.set(owner, (values = new Map()));
    if (!values.has(key)) values.set(key, compute());
    return values.get(key) as T;
  }

  /**
   * Undefined when the document has not changed for PAUSE_MS; otherwise a promise that resolves once typing pauses
   * that long (each keystroke starts the wait again; the diagnostics went out after DEBOUNCE_MS), or the document is
   * forgotten, or `token` is cancelled. For answers too large to give after every keystroke (a long sheet's outline).
   */
  afterTyping(document: D, token?: CancellationLike): Promise<void> | undefined {
    const entry = this.entries.get(document.uri);
    const since = entry?.changedAt === undefined ? Infinity : this.timer.now() - entry.changedAt;
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

  /** The document was opened: analysed and published at once. */
  didOpen(document: D): void {
    this.publish(document, 'open');
  }

  /** The document changed: published once the debounce runs out (each change starts it again, up to MAX_WAIT_MS). */
  didChange(document: D): void {
    const entry = this.entryFor(document);
    // A change event without a new version (e.g. the dirty flag) costs nothing.
    if (entry.published === document.version) return;
    this.timer.clear(entry.timer);
    const now = this.timer.now();
    entry.waitingSince ??= now;
    entry.changedAt = now;
    entry.pending = document;
    this.waitForPause(entry);
    const delay = Math.max(0, Math.min(this.debounceMs, entry.waitingSince + this.maxWaitMs - now));
    entry.timer = this.timer.set(() => {
      entry.timer = undefined;
      entry.waitingSince = undefined;
      const pending = entry.pending;
      entry.pending = undefined;
      if (pending && this.entries.get(document.uri) === entry) this.publish(pending, 'change');
    }, delay);
  }

  /** The document was saved: published at once. */
  didSave(document: D): void {
    this.publish(document, 'save');
  }

  /** Drop what is kept for a document (it was closed, renamed or deleted); a change still pending is dropped too. */
  forget(uri: string): void {
    const entry = this.entries.get(uri);
    if (entry) this.stop(entry);
    this.entries.delete(uri);
    this.forgotten.fire(uri);
  }

  dispose(): void {
    this.entries.forEach((entry) => this.stop(entry));
    this.entries.clear();
    this.analysed.dispose();
    this.forgotten.dispose();
  }

  /** (Re)starts the wait of the entry's waiters: PAUSE_MS after its last change. */
  private waitForPause(entry: Entry<D>): void {
    this.timer.clear(entry.pauseTimer);
    entry.pauseTimer = undefined;
    if (!entry.waiters || entry.changedAt === undefined) return;
    const delay = Math.max(0, entry.changedAt + this.pauseMs - this.timer.now());
    entry.pauseTimer = this.timer.set(() => this.release(entry), delay);
  }

  /** The document's entry; a new analyser when it is new or its language changed (nothing analysed yet). */
  private entryFor(document: D): Entry<D> {
    const kind = this.kindOf(document);
    const entry = this.entries.get(document.uri);
    if (entry?.kind === kind) return entry;
    if (entry) this.stop(entry);
    const fresh: Entry<D> = {
      kind,
      analyzer: this.newAnalyzer(kind),
      version: NaN,
      analyses: [],
      published: undefined,
    };
    this.entries.set(document.uri, fresh);
    return fresh;
  }

  private publish(document: D, trigger: AnalysisTrigger): void {
    const analyses = this.current(document);
    const entry = this.entries.get(document.uri)!;
    this.timer.clear(entry.timer);
    entry.timer = undefined;
    entry.waitingSince = undefined;
    entry.pending = undefined;
    entry.published = document.version;
    this.analysed.fire({ document, analyses, trigger });
  }

  /** An entry's pending change is dropped and its waiters go on. */
  private stop(entry: Entry<D>): void {
    this.timer.clear(entry.timer);
    entry.timer = undefined;
    entry.pending = undefined;
    this.release(entry);
  }

  /** Lets the requests waiting for typing to pause go on. */
  private release(entry: Entry<D>): void {
    this.timer.clear(entry.pauseTimer);
    entry.pauseTimer = undefined;
    const waiters = entry.waiters;
    entry.waiters = undefined;
    waiters?.forEach((go) => go());
  }
}
