// The language service: everything an editor asks about a score document (diagnostics, completion, hover, code
// actions, formatting, outline, folding, code lenses, inlay hints), behind one factory that takes its host, as VS
// Code's Markdown language service does. The extension and `scoresheet lsp` each create one and only adapt documents
// and answers to their protocol; the service owns the documents' analyses (incremental, once per uri and version) and
// the debounce while typing. Nothing is global: two services in one process share no state.

import type { DocumentAnalysis, DocumentAnalyzer } from '../analysis/analyze';
import type { Position, Problem, Range, TextEdit } from '../format/types';
import type { GameModule } from '../games/game';
import type { Lang } from '../messages';
import type { SeasonSettings } from '../season/types';
import { formatFileText } from './applyFixes';
import {
  codeActionsFor,
  offersActionsWithoutProblem,
  type CodeAction,
  type CodeActionKind,
  type ProblemRef,
} from './codeActions';
import { completionsAt, type Suggestion } from './completions';
import {
  DocumentAnalyses,
  Emitter,
  type AnalysisEvent,
  type AnalysisTrigger,
  type CancellationLike,
  type Disposable,
  type DocumentKind,
  type Event,
  type ScoreTextDocument,
  type Timer,
} from './documentAnalyses';
import { formatDocument } from './formatter';
import { hoverAt, type HoverText } from './hover';
import type { Translate } from './messages';
import { analysisAtLine, analysisKind } from './navigation';
import { documentSymbols, foldingRanges, type DocumentSymbol, type FoldingRange } from './outline';
import { problemsToShow } from './problems';
import { roundLensAt, roundLensLines, scoreHintsIn, type RoundLens, type ScoreHint } from './roundScores';
import { snippetsAt, type ScoreSnippet } from './snippets';
import { sheetDirectives, seriesNumbers, tournamentCompletionsAt } from './tournamentCompletions';
import { TournamentFolders, type FolderAccess, type FolderEntry } from './tournaments';
import type { TournamentSettings } from '../tournament/types';
import { tournamentModel, type TournamentModel } from '../tournament/model';
import type { SheetSummary, Tournament } from '../tournament/types';
import { sortByPosition } from '../analysis/common';

/** A tournament as the language service keeps it: what the settlement view's model is made from. */
export interface TournamentState {
  tournament: Tournament;
  sheets: SheetSummary[];
  settingsFile: string | undefined;
  /** The tournament folder's address: the lists are named by their path inside it. */
  folder: string;
}

export type {
  AnalysisEvent,
  AnalysisTrigger,
  CancellationLike,
  Disposable,
  DocumentKind,
  Event,
  FolderAccess,
  FolderEntry,
  ScoreTextDocument,
  Timer,
  TournamentModel,
};

export type ValidateRun = 'onType' | 'onSave' | 'off';
export type RoundScoresMode = 'codeLens' | 'inlayHints' | 'off';

/** The settings the service reads (the extension's `scoresheet.*` settings of the same names), per document. */
export interface LanguageSettings {
  /** When problems are shown: while typing (after the debounce), on open and save only, or never. */
  validateRun: ValidateRun;
  /** Problems shown per document; past them one note says how many more there are. */
  maxProblems: number;
  /** Whether the ```score blocks of Markdown files are validated. */
  validateMarkdown: boolean;
  /** Each round's scores beside its `round` line: as a code lens, an inlay hint, or not at all. */
  roundScores: RoundScoresMode;
  /** The derived other side of a one-sided `cards` line (and filled-in scores) as inlay hints. */
  derivedValueHints: boolean;
}

export const DEFAULT_LANGUAGE_SETTINGS: Readonly<LanguageSettings> = {
  validateRun: 'onType',
  maxProblems: 500,
  validateMarkdown: true,
  roundScores: 'codeLens',
  derivedValueHints: true,
};

export interface LanguageServiceLogger {
  /** Something failed that never should (an analysis, a listener): the document then shows nothing. */
  error(message: string, err: unknown): void;
}

/** What the service asks of the editor that hosts it. */
export interface LanguageServiceHost<D extends ScoreTextDocument = ScoreTextDocument> {
  /**
   * The games a sheet may be of (src/games/registry.ts's GAMES: the layer does not look games up itself). A sheet's
   * own game is its analysis's module; these are what a `game` line may name and whose snippets are offered.
   */
  games: readonly GameModule[];
  /** The language the answers speak (the message catalogs'), read at each request. */
  displayLanguage(): Lang;
  /** Translates the layer's own English strings into it (vscode.l10n.t; the l10n bundles in a language server). */
  translate: Translate;
  /** The settings in force for a document; DEFAULT_LANGUAGE_SETTINGS without. */
  settings?(document: D): LanguageSettings;
  log?: LanguageServiceLogger;
  /** The clock of the debounce (the system's without). */
  timer?: Timer;
  /** How a document is analysed; without, by its language id (`markdown`: its ```score blocks, else all of it). */
  documentKind?(document: D): DocumentKind;
  /** The analyser of a document (tests count or replace the engine here); createAnalyzer without. */
  createAnalyzer?(kind: DocumentKind): DocumentAnalyzer;
  /**
   * Read access to the files beside a document (its folder and the folder above): what a tournament's checks across
   * its table sheets need (vscode.workspace.fs, fs). Without, every document is checked on its own.
   */
  folders?: FolderAccess;
  /** Other waits than the editor's (DEBOUNCE_MS, MAX_WAIT_MS, PAUSE_MS): benchmarks, tests. */
  debounceMs?: number;
  maxWaitMs?: number;
  pauseMs?: number;
}

/**
 * What an editor shows as a document's problems: `show: false` when it is not validated (nothing is shown for it),
 * else the problems up to the cap and how many more there are (`moreAt`: where to say so).
 */
export type DocumentDiagnostics =
  | { readonly show: false }
  | {
      readonly show: true;
      readonly problems: readonly Problem[];
      readonly hidden: number;
      readonly moreAt?: Range;
      readonly maxProblems: number;
    };

export interface Completions {
  suggestions: Suggestion[];
  /** The snippets that may start here (a new round, a header): an editor that has snippets offers them after. */
  snippets: ScoreSnippet[];
}

export interface LanguageService<D extends ScoreTextDocument = ScoreTextDocument> extends Disposable {
  // --- the documents the editor has open -------------------------------------------------------
  /** Opened: analysed and announced (onDidAnalyse) at once. */
  didOpen(document: D): void;
  /** Changed: announced once typing pauses (the debounce), at least once a second while it goes on. */
  didChange(document: D): void;
  /** Saved: announced at once. */
  didSave(document: D): void;
  /** Closed, renamed or deleted: what is kept for it goes, a pending change is dropped (onDidForget). */
  didClose(uri: string): void;
  /** A document's analyses are ready: after it was opened, saved, or changed and the debounce ran out. */
  readonly onDidAnalyse: Event<AnalysisEvent<D>>;
  /** A document (by uri) was closed, renamed or deleted: whatever was shown for it should go. */
  readonly onDidForget: Event<string>;

  // --- its analyses ------------------------------------------------------------------------------
  /** The analyses of the document as it is (analysed now if this version was not): valid until the next call. */
  current(document: D): DocumentAnalysis[];
  /** The newest analyses without waiting: one version behind while a change waits for the debounce. */
  latest(document: D): DocumentAnalysis[];
  /** The settings of a `season.score` document; undefined for an evening. */
  seasonSettings(document: D): SeasonSettings | undefined;
  /** The settings of a `tournament.score` document; undefined for any other. */
  tournamentSettings(document: D): TournamentSettings | undefined;
  /**
   * The tournament a document belongs to (its tournament.score, or one of its table sheets), as the settlement view's
   * Tournament tab shows it: standings, series and tables, who has no list yet. Undefined outside a tournament, and
   * until its folder has been read (onDidChangeTournament follows).
   */
  tournamentModel(document: D): TournamentModel | undefined;
  /**
   * The tournament of the document's folder as the standings component's model is made from it
   * (src/view/tournament.ts `tournamentView`, called by the settlement view's glue: the view's words are the layer
   * above this one). Undefined as tournamentModel is.
   */
  tournamentState(document: D): TournamentState | undefined;
  /** A tournament changed (a file of it handed in, or its folder read): the folder's address. */
  readonly onDidChangeTournament: Event<string>;
  /** Resolves once the tournament (if any) of the document's folder, or the folder above, has been read. */
  tournamentReady(document: D): Promise<void>;
  /** A value made once per `owner` (an analysis, or an answer made from one) and key. */
  derived<T>(owner: object, key: string, compute: () => T): T;
  /** Undefined when typing has paused; else a promise resolved once it pauses (or `token` is cancelled). */
  afterTyping(document: D, token?: CancellationLike): Promise<void> | undefined;

  // --- what an editor asks -------------------------------------------------------------------------
  /**
   * The problems to show after an analysis (`trigger`) or when asked (no trigger); undefined when what is shown stays
   * (a change while problems are validated on save only).
   */
  getDiagnostics(document: D, trigger?: AnalysisTrigger): DocumentDiagnostics | undefined;
  getCompletions(document: D, position: Position): Completions;
  getHover(document: D, position: Position): HoverText | undefined;
  /**
   * Quick fixes for `problems` (the editor's diagnostics in `range`, by code and range) and filling in a `cards` line,
   * or with `only: 'source.fixAll'` the whole-file fix. Titles in the display language.
   */
  getCodeActions(document: D, range: Range, problems: readonly ProblemRef[], only?: CodeActionKind): CodeAction[];
  /** Format Document (or the lines of `range`): edits of whole lines; a Markdown file's ```score blocks as one edit. */
  getFormattingEdits(document: D, range?: Range): TextEdit[];
  /** The outline; the same array for an analysis as long as the language does not change. */
  getDocumentSymbols(document: D): DocumentSymbol[];
  getFoldingRanges(document: D): FoldingRange[];
  /** The `round` lines that get a code lens (none unless the roundScores setting is codeLens). */
  getCodeLensLines(document: D): number[];
  /** The label of the lens on a `round` line. */
  resolveCodeLens(document: D, line: number): RoundLens | undefined;
  /** The inlay hints of the rounds that touch `range`, from the latest analysis, per the settings. */
  getInlayHints(document: D, range: Range): ScoreHint[];
}

/** Lines looked at for a quick fix without a problem; a longer selection is left to the analysis. */
const MAX_LINES_LOOKED_AT = 200;

/** The position after the last character (line breaks as the parser and the protocol count them). */
function endOf(text: string): Position {
  let line = 0;
  let start = 0;
  for (const m of text.matchAll(/\r\n|\r|\n/g)) {
    line++;
    start = m.index + m[0].length;
  }
  return { line, character: text.length - start };
}

export function createLanguageService<D extends ScoreTextDocument = ScoreTextDocument>(
  host: LanguageServiceHost<D>,
): LanguageService<D> {
  const log = host.log;
  const kindOf = host.documentKind ?? ((d: D) => analysisKind(d.languageId));
  const settingsOf = (d: D): LanguageSettings => host.settings?.(d) ?? DEFAULT_LANGUAGE_SETTINGS;
  // This service's own translator: what is translated once and kept (the outline's round names) is kept per service.
  const t: Translate = (message, ...args) => host.translate(message, ...args);
  // The tournaments of the documents' folders (when the host can read them): made below, read by the analyses.
  let folders: TournamentFolders<D> | undefined;
  const tournamentChanged = new Emitter<string>((err) => log?.error('A listener of a tournament failed:', err));
  const docs = new DocumentAnalyses<D>({
    kindOf,
    onError: (message, err) => log?.error(message, err),
    createAnalyzer: host.createAnalyzer,
    inheritOf: (d) => folders?.inheritOf(d),
    timer: host.timer,
    debounceMs: host.debounceMs,
    maxWaitMs: host.maxWaitMs,
    pauseMs: host.pauseMs,
  });

  if (host.folders) {
    const access = host.folders;
    folders = new TournamentFolders<D>({
      access,
      open: () => docs.documents(),
      reanalyse: (d) => docs.reanalyse(d.uri),
      publish: (list) => list.forEach((d) => docs.republish(d.uri)),
      changed: (folder) => tournamentChanged.fire(folder),
      onError: (message, err) => log?.error(message, err),
    });
    // Registered first, so the tournament has a sheet's analysis before its diagnostics are asked for.
    docs.onDidAnalyse(({ document, analyses, trigger }) => {
      if (trigger === 'tournament' || kindOf(document) !== 'score') return;
      folders!.analysed(document, analyses, folders!.inheritOf(document));
      if (trigger === 'open') void folders!.discover(document.uri);
    });
    docs.onDidForget((uri) => void folders!.closed(uri));
  }

  /** Whether a quick fix may be offered in `range` without a problem: on a `cards` line only (see codeActions). */
  const mayOfferWithoutProblem = (d: D, range: Range): boolean => {
    if (range.end.line - range.start.line >= MAX_LINES_LOOKED_AT) return true;
    for (let line = range.start.line; line <= range.end.line; line++) {
      const text = d.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } });
      if (offersActionsWithoutProblem(text.replace(/\r?\n$|\r$/, ''))) return true;
    }
    return false;
  };

  return {
    didOpen: (d) => docs.didOpen(d),
    didChange: (d) => docs.didChange(d),
    didSave: (d) => docs.didSave(d),
    didClose: (uri) => docs.forget(uri),
    onDidAnalyse: docs.onDidAnalyse,
    onDidForget: docs.onDidForget,

    current: (d) => docs.current(d),
    latest: (d) => docs.latest(d),
    seasonSettings: (d) => docs.seasonSettings(d),
    tournamentSettings: (d) => docs.tournamentSettings(d),
    tournamentModel(d) {
      const t = folders?.ledgerOf(d.uri)?.tournament();
      return t && docs.derived(t, 'model', () => tournamentModel(t));
    },
    tournamentState(d) {
      const root = folders?.rootOf(d.uri);
      const t = root?.ledger.tournament();
      return (
        root &&
        t && {
          tournament: t,
          sheets: root.ledger.sheets(),
          settingsFile: root.ledger.settingsFile(),
          folder: root.folder,
        }
      );
    },
    onDidChangeTournament: tournamentChanged.event,
    tournamentReady: (d) => folders?.discover(d.uri) ?? Promise.resolve(),
    derived: (owner, key, compute) => docs.derived(owner, key, compute),
    afterTyping: (d, token) => docs.afterTyping(d, token),

    getDiagnostics(d, trigger) {
      const settings = settingsOf(d);
      if (settings.validateRun === 'off' || (kindOf(d) === 'markdown' && !settings.validateMarkdown))
        return { show: false };
      // onSave means "not while typing": open and save still publish at once.
      if (trigger === 'change' && settings.validateRun !== 'onType') return undefined;
      const max = settings.maxProblems;
      const analyses = docs.current(d);
      // A season settings file (season.score) is read as settings, not an evening: its own problems.
      const season = analyses.length === 0 ? docs.seasonSettings(d) : undefined;
      if (season) return { show: true, problems: season.problems.slice(0, max), hidden: 0, maxProblems: max };
      // A tournament's files: tournament.score's own problems, and on each file the checks across the sheets.
      const ledger = kindOf(d) === 'score' ? folders?.ledgerOf(d.uri) : undefined;
      const across = ledger?.problemsOf(d.uri) ?? [];
      const tournament = analyses.length === 0 ? docs.tournamentSettings(d) : undefined;
      if (tournament) {
        const own = ledger && ledger.settingsFile() === d.uri ? across : tournament.problems;
        return { show: true, problems: own.slice(0, max), hidden: Math.max(0, own.length - max), maxProblems: max };
      }
      if (across.length > 0) {
        const all = [...analyses.flatMap((a) => a.problems), ...across];
        sortByPosition(all);
        const shown = all.slice(0, max);
        const hidden = all.length - shown.length;
        const moreAt = hidden > 0 ? (max > 0 ? all[max - 1] : all[0]).range : undefined;
        return { show: true, problems: shown, hidden, ...(moreAt ? { moreAt } : {}), maxProblems: max };
      }
      const { shown, hidden, moreAt } = problemsToShow(analyses, max);
      return { show: true, problems: shown, hidden, ...(moreAt ? { moreAt } : {}), maxProblems: max };
    },

    getCompletions(d, position) {
      const analyses = docs.current(d);
      const prefix = d.getText({ start: { line: position.line, character: 0 }, end: position });
      const lang = host.displayLanguage();
      const settings = analyses.length === 0 ? docs.tournamentSettings(d) : undefined;
      if (settings) {
        const suggestions = tournamentCompletionsAt({
          settings,
          line: position.line,
          prefix,
          games: host.games,
          lang,
          t,
        });
        return { suggestions, snippets: [] };
      }
      const analysis = analysisAtLine(analyses, position.line);
      let suggestions = completionsAt({ analysis, line: position.line, prefix, games: host.games, t });
      // A tournament's table sheet: its `series`, `table` and `timeout` lines, and the series there are.
      const ledger = analysis && kindOf(d) === 'score' ? folders?.ledgerOf(d.uri) : undefined;
      if (ledger && analysis) {
        const numbers = seriesNumbers(prefix, position.line, ledger.settings()?.series);
        if (numbers) suggestions = numbers;
        else if (/^\s*\S*$/.test(prefix) && suggestions.some((s) => s.kind === 'directive')) {
          const inRound = analysis.document.rounds.some((r) => r.headerRange.start.line < position.line);
          suggestions = [...suggestions, ...sheetDirectives(lang, t, inRound)];
        }
      }
      return { suggestions, snippets: analysis ? snippetsAt(prefix, position.line, host.games, t) : [] };
    },

    getHover: (d, position) => hoverAt(docs.current(d), position.line, host.displayLanguage(), t),

    getCodeActions(d, range, problems, only) {
      // Asked on every cursor move: without a problem and off a `cards` line there is nothing to offer, so neither
      // the text nor an analysis of it (a 10,000-round sheet's, while typing) is needed.
      if (only !== 'source.fixAll' && problems.length === 0 && !mayOfferWithoutProblem(d, range)) return [];
      const source = { analyses: docs.current(d), textAt: (r: Range) => d.getText(r), t };
      return codeActionsFor(source, range, problems, only, host.displayLanguage());
    },

    getFormattingEdits(d, range) {
      const text = d.getText();
      if (kindOf(d) === 'score')
        return formatDocument(text, range && { first: range.start.line, last: range.end.line });
      // Markdown: only the ```score blocks change; one edit for the whole text keeps it simple for every client.
      const formatted = formatFileText(text, true);
      if (formatted === text) return [];
      return [{ range: { start: { line: 0, character: 0 }, end: endOf(text) }, newText: formatted }];
    },

    getDocumentSymbols(d) {
      const lang = host.displayLanguage();
      const analyses = docs.current(d);
      return docs.derived(analyses, `symbols:${lang}`, () => analyses.flatMap((a) => documentSymbols(a, lang, t)));
    },

    getFoldingRanges(d) {
      const analyses = docs.current(d);
      return docs.derived(analyses, 'folding', () => analyses.flatMap(foldingRanges));
    },

    getCodeLensLines(d) {
      if (settingsOf(d).roundScores !== 'codeLens') return [];
      const analyses = docs.current(d);
      // Asked again after each edit (and each focus of the editor): the lines are found once per analysis.
      return docs.derived(analyses, 'lensLines', () => roundLensLines(analyses));
    },

    resolveCodeLens: (d, line) => roundLensAt(docs.current(d), line, host.displayLanguage()),

    getInlayHints(d, range) {
      const settings = settingsOf(d);
      const options = { roundScores: settings.roundScores === 'inlayHints', derivedValues: settings.derivedValueHints };
      return scoreHintsIn(docs.latest(d), range, options, host.displayLanguage(), t);
    },

    dispose: () => {
      docs.dispose();
      tournamentChanged.dispose();
    },
  };
}

/**
 * The view's model with each list named by its path inside the tournament's folder (`serie-1/tisch-3.score`), as the
 * page and `settle DIR` name them, rather than by the editor's address of it.
 */
