// One document's analysis, kept between edits: the text is cut into its header and its rounds, each parsed and
// read once; an edit re-parses only the lines it touched, the rounds below it that only moved (a line added or removed
// above them) keep their objects with their positions moved, and the round loop reuses every round it did not touch.
// `analyze(text)` gives exactly what a fresh analysis of `text` gives (a property test holds it to that).

import type { GameKind, Header, ScoreDocument } from '../format/ast';
import type { HeaderPart } from '../format/headerPart';
import type { FreshOutline } from '../format/outline';
import { assembleDocument, PartParser } from '../format/parse';
import type { RoundPart } from '../format/roundPart';
import type { Problem } from '../format/types';
import type { DocumentAnalysis, InheritedHeader } from './types';
import type { GameModule } from '../games/game';
import { GAME_KINDS, gameOf, SYNTAX } from '../games/registry';
import type { Settlement } from '../engine/model';
import { byPosition, emptySettlement, internalErrorProblem, rulesOf, sortByPosition, withInherited } from './common';
import type { ResolvedRules } from '../engine/rules';
import { dict } from '../text/dict';
import { byName, RoundCache, runRounds, type GameSteps } from '../engine/rounds';

/**
 * Everything one analysis kept for the next: the text's lines, the parsed parts and the engine's round cache. The next
 * call splices its arrays (the outline's, `starts`, `parts`) in place (docs/incremental.md, rule 3): the analyses hand
 * them out only as read-only arrays (ScoreDocument.rounds, DocumentOutline).
 */
interface Snapshot {
  text: string;
  outline: FreshOutline;
  /** Character offset of each line's start in `text`. */
  starts: number[];
  header: HeaderPart;
  /** The header part's header with the inherited lines in place (the header part's own without any). */
  inherited: Header;
  parts: RoundPart[];
  engine?: Engine;
}

/** The steps of the document's game under its rules, with the cache of its rounds. */
interface Engine {
  /** The header the steps were made for (players, teams, target). */
  header: HeaderPart;
  game: GameKind;
  module: GameModule;
  rules: ResolvedRules;
  ruleProblems: Problem[];
  steps: GameSteps<unknown, unknown, unknown>;
  cache: RoundCache<unknown, unknown, unknown>;
}

function lineStarts(text: string, lines: readonly string[], from = 0, at = 0): number[] {
  const starts: number[] = [];
  let offset = at;
  for (let i = from; i < lines.length; i++) {
    starts.push(offset);
    offset += lines[i].length;
    // The terminator: CRLF, CR or LF (the last line has none).
    const c = text.charCodeAt(offset);
    if (c === 13) offset += text.charCodeAt(offset + 1) === 10 ? 2 : 1;
    else if (c === 10) offset += 1;
  }
  return starts;
}

/**
 * The outline with room in its line list for lines to come. `String.prototype.split` makes a list with no room to
 * spare, and the first line an edit adds makes V8 copy it into a larger one, element by element: 2 to 7 ms for the
 * 47,000 lines of a 10,000-round sheet, on the first insert after opening. One push and pop here makes that copy
 * during the opening and leaves V8's usual slack (half the length) behind it, which the next edits fill.
 */
function withRoom(outline: FreshOutline): FreshOutline {
  const { lines } = outline;
  if (lines.length > 0) {
    lines.push(lines[lines.length - 1]);
    lines.pop();
  }
  return outline;
}

/** The line holding character `offset` (the last line whose start is at or before it). */
function lineAt(starts: readonly number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The first index of ascending `values` whose value is at least `min` (values.length: none). */
function firstAtLeast(values: readonly number[], min: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid] < min) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** `by` added to every entry of `array` from `from` on (a function of its own, nothing but the loop: as moveRounds). */
function addFrom(array: number[], from: number, by: number): void {
  if (by === 0) return;
  for (let i = from; i < array.length; i++) array[i] += by;
}

/** How many characters two texts share at the start; compared in chunks, which V8 compares as memory. */
function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  for (let step = 4096; step >= 1; step >>= 4) {
    while (i + step <= n && a.slice(i, i + step) === b.slice(i, i + step)) i += step;
  }
  return i;
}

function commonSuffix(a: string, b: string, max: number): number {
  let i = 0;
  for (let step = 4096; step >= 1; step >>= 4) {
    while (i + step <= max && a.slice(a.length - i - step, a.length - i) === b.slice(b.length - i - step, b.length - i))
      i += step;
  }
  return i;
}

/** `array` with `count` items from `at` replaced by `items`: in place, unless `items` is too long to spread. */
function replaceRange<T>(array: T[], at: number, count: number, items: readonly T[]): T[] {
  if (items.length <= 1024) {
    array.splice(at, count, ...items);
    return array;
  }
  return array.slice(0, at).concat(items, array.slice(at + count));
}

// (Where they were first written: some callers import them from here.)
export { byPosition, emptySettlement, sortByPosition };

const NO_PROBLEMS: readonly Problem[] = Object.freeze([]);

/**
 * The parser's problems on each round's lines (the document's problems are sorted by position), a header
 * line's written inside the round included: what a round's error count counts.
 */
export function parserProblemsByRound(doc: ScoreDocument): (readonly Problem[])[] {
  // No problems (the common case): no list per round either; the round loop reads a missing list as empty.
  if (doc.problems.length === 0) return [];
  // Most rounds have none: they share one empty list instead of a new one each per analysis.
  const out = new Array<readonly Problem[]>(doc.rounds.length).fill(NO_PROBLEMS);
  let r = 0;
  for (const p of doc.problems) {
    const line = p.range.start.line;
    while (r < doc.rounds.length && doc.rounds[r].range.end.line < line) r++;
    if (r === doc.rounds.length) break;
    if (line >= doc.rounds[r].range.start.line) out[r] = out[r] === NO_PROBLEMS ? [p] : [...out[r], p];
  }
  return out;
}

/**
 * The analysis with its settlement worked out when it is first read: most edits are followed by diagnostics only
 * (the settlement view reads it when it is open), and settling goes over every round. Like the rest of the analysis
 * it must be read before the analyser's next call, which may update the round results it is made from.
 */
function withLazySettlement(
  analysis: Omit<DocumentAnalysis, 'settlement'>,
  settle: () => Settlement,
): DocumentAnalysis {
  let settlement: Settlement | undefined;
  return Object.defineProperty(analysis as DocumentAnalysis, 'settlement', {
    enumerable: true,
    configurable: true,
    get: () => (settlement ??= settle()),
  });
}

function sameRules(a: ResolvedRules, b: ResolvedRules): boolean {
  if (a.game !== b.game || a.preset !== b.preset || a.explicit.size !== b.explicit.size) return false;
  for (const k of Object.keys(a.values)) if (a.values[k] !== b.values[k]) return false;
  for (const k of a.explicit) if (!b.explicit.has(k)) return false;
  return true;
}

/**
 * The rounds from `from` on, whose lines moved by `by` (a line added or removed above them, no header line in
 * between): their parts and what the engine cached for them are moved in place, so they stay the same objects and are
 * neither read nor scored again.
 */
function moveRounds(parts: readonly RoundPart[], from: number, engine: Engine | undefined, by: number): void {
  // The first moved line, as it was (before any position below is moved).
  const fromLine = from < parts.length ? parts[from].round.range.start.line : 0;
  movePositions(parts, from, by);
  // Then the line numbers the engine's cache holds apart from the positions.
  engine?.cache.moveRounds(parts, from, by, fromLine);
}

/**
 * Every position of the parts from `from` on, each once, as the parser listed them (the analyser's parser keeps
 * them): the engine's results and problems share these objects (docs/incremental.md), so this moves every line of
 * the rounds. A function of its own, nothing but the loops: V8 compiles it whole while it runs (prepareMoves).
 */
function movePositions(parts: readonly RoundPart[], from: number, by: number): void {
  // Indexed loops: a for..of allocates an iterator result per position while V8 has not optimised this yet (about
  // 100 KB per move of a 10,000-round sheet's second half).
  for (let i = from; i < parts.length; i++) {
    const positions = parts[i].positions!;
    for (let j = 0; j < positions.length; j++) positions[j].line += by;
  }
}

/**
 * A `.score` document (or one ```score block, which starts at `firstLine` of its file) analysed edit after edit.
 * Never throws: a failure of the engine becomes an `internal-error` problem, as in a fresh analysis.
 */
export class ScoreAnalyzer {
  private last: Snapshot | undefined;
  private parser = new PartParser(SYNTAX, true);
  private inherit: InheritedHeader | undefined;

  constructor(private readonly firstLine = 0) {}

  /**
   * `inherit`: the header lines the sheet takes from its tournament's settings (as a fresh analysis takes them,
   * analyzeScore); other lines than last time (another object) start afresh, as an edit of the header does.
   */
  analyze(text: string, inherit?: InheritedHeader): DocumentAnalysis {
    if (inherit !== this.inherit) {
      this.inherit = inherit;
      this.last = undefined;
    }
    let snap: Snapshot | undefined;
    let fresh = false;
    try {
      snap = this.last && this.update(this.last, text);
      if (!snap) {
        fresh = true;
        snap = this.fresh(text);
      }
    } catch {
      // A parser failure on an edit must not poison later ones: start again from the text alone.
      this.last = undefined;
      fresh = true;
      snap = this.fresh(text);
    }
    this.last = snap;
    const analysis = this.finish(snap);
    if (fresh) this.prepareMoves(snap);
    return analysis;
  }

  /**
   * After a fresh analysis (opening a sheet, or a header edit), its rounds moved by 0 lines, which changes nothing:
   * the first line inserted or removed afterwards moves every round below it, each position of their parts and each
   * result of the engine's cache, and until then V8 has run that code in its interpreter at best, where it cost as
   * much as the rest of the edit several times over (half a 10,000-round sheet: about 95,000 positions). Run here,
   * V8 has it compiled before it is needed: twice, since V8 compiles the loop while the first run is in it, and the
   * functions whole when they are next called. Opening a sheet takes hundreds of milliseconds; this a few.
   */
  private prepareMoves(snap: Snapshot): void {
    for (let i = 0; i < 2; i++) moveRounds(snap.parts, 0, snap.engine, 0);
    // And the round loop run again on the same rounds, which takes them all over from its trail: the loop has so far
    // run without one, and its first run with one (the first edit) would find that half of it had never run.
    const engine = snap.engine;
    const trail = engine?.cache.trail;
    if (engine && trail) runRounds(engine.steps, trail.rounds, [], engine.cache);
  }

  private fresh(text: string): Snapshot {
    const inherit = this.inherit;
    const {
      outline,
      header,
      rounds: parts,
    } = this.parser.parts(text, this.firstLine, inherit ? { game: inherit.game } : undefined);
    const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const inherited = withInherited(header.header, inherit);
    return { text, outline: withRoom(outline), starts: lineStarts(body, outline.lines), header, inherited, parts };
  }

  /**
   * The snapshot of `text` built from `old`, or undefined when the edit needs a fresh analysis (the header changed).
   */
  private update(old: Snapshot, text: string): Snapshot | undefined {
    // A byte-order mark moves every column of line 0; such an edit is rare enough to start afresh.
    if ((text.charCodeAt(0) === 0xfeff) !== (old.text.charCodeAt(0) === 0xfeff)) return undefined;
    const bom = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const oldBody = bom ? old.text.slice(1) : old.text;
    const body = bom ? text.slice(1) : text;
    const prefix = commonPrefix(oldBody, body);
    // The same text (compared by the prefix: a whole-string === would compare it all a second time).
    if (prefix === oldBody.length && prefix === body.length) return old;
    const suffix = commonSuffix(oldBody, body, Math.min(oldBody.length, body.length) - prefix);
    const { lines, roundStarts, headerLines } = old.outline;
    // The changed lines: from the one holding the first changed character to the one holding the first
    // character of the common suffix; every line after them is in the suffix, terminator included.
    const a = lineAt(old.starts, prefix);
    const b = lineAt(old.starts, oldBody.length - suffix);
    const windowStart = old.starts[a];
    const oldWindowEnd = b + 1 < lines.length ? old.starts[b + 1] : oldBody.length;
    const newWindowEnd = body.length - (oldBody.length - oldWindowEnd);
    const windowText = body.slice(windowStart, newWindowEnd);
    const window = this.parser.outlinePart(windowText);
    const middle = windowText === '' && b + 1 < lines.length ? [] : window.lines;
    // A window that ends with a terminator splits into a last empty line: that is where the next line starts.
    if (b + 1 < lines.length && middle.length > 1 && middle[middle.length - 1] === '') middle.pop();
    const delta = middle.length - (b - a + 1);

    // The header is read from all of its lines at once: an edit touching one, or moving one, starts afresh.
    const firstRound = roundStarts.length ? roundStarts[0] : lines.length;
    if (a <= firstRound) return undefined;
    if (window.headerLines.some((i) => i < middle.length)) return undefined;
    for (const h of headerLines) if (h >= a && (h <= b || delta !== 0)) return undefined;

    // The old snapshot is dropped after this edit, so its line arrays are changed in place: typing in a long
    // sheet then allocates only for the lines it touched.
    const oldLineCount = lines.length;
    const middleStarts: number[] = [];
    let offset = old.starts[a];
    for (let i = 0; i < middle.length; i++) {
      middleStarts.push(offset);
      offset += middle[i].length;
      const c = body.charCodeAt(offset);
      if (c === 13) offset += body.charCodeAt(offset + 1) === 10 ? 2 : 1;
      else if (c === 10) offset += 1;
    }
    const shift = body.length - oldBody.length;
    const newLines = replaceRange(lines, a, b - a + 1, middle);
    const starts = replaceRange(old.starts, a, b - a + 1, middleStarts);
    addFrom(starts, a + middle.length, shift);

    // The rounds that start before the change, and the first round after it, in the old outline (roundStarts.length:
    // none). Found by bisection, and the round starts spliced in place (the old outline's, as the lines): the scans
    // and copies of a sheet's every round start were most of what an edit of a long sheet cost before V8 had
    // compiled them (docs/incremental.md, rule 5).
    const r = firstAtLeast(roundStarts, a);
    const next = firstAtLeast(roundStarts, b + 1);
    // Rounds wholly before the change are the same objects; rounds wholly after it too, if nothing moved. A round
    // ends where the next starts (the last at the end of the text), so the rounds before `r - 1` end before `a`; a
    // round that ends where the change starts is read again: the change may have removed the next `round`.
    const before = r > 0 && (r < roundStarts.length ? roundStarts[r] : oldLineCount) < a ? r : Math.max(r - 1, 0);
    const afterOld = next < roundStarts.length ? next : -1;
    const after = roundStarts.length - next;
    const inWindow: number[] = [];
    for (const s of window.roundStarts) if (s < middle.length) inWindow.push(a + s);
    const newStarts = replaceRange(roundStarts, r, next - r, inWindow);
    addFrom(newStarts, r + inWindow.length, delta);
    const outline: FreshOutline = { lines: newLines, roundStarts: newStarts, headerLines };
    const newAfter = newStarts.length - after;
    const read = this.parser.rounds(old.header);
    const reparsed: RoundPart[] = [];
    let i = before;
    for (; i < newStarts.length; i++) {
      // From the first round after the change that kept its number, every later one kept it too: their lines
      // moved by `delta` at most, which moving their positions in place (below) costs far less than reading them.
      if (i >= newAfter && newAfter === afterOld) break;
      const to = i + 1 < newStarts.length ? newStarts[i + 1] : newLines.length;
      reparsed.push(read.read(newLines, newStarts[i], to, this.firstLine, i + 1));
    }
    if (delta !== 0 && i < newStarts.length) moveRounds(old.parts, i, old.engine, delta);
    const replaced = (i < newStarts.length ? i : old.parts.length) - before;
    const parts = replaceRange(old.parts, before, replaced, reparsed);
    return { text, outline, starts, header: old.header, inherited: old.inherited, parts, engine: old.engine };
  }

  private finish(snap: Snapshot): DocumentAnalysis {
    const { header: part, parts } = snap;
    const assembled = assembleDocument(snap.outline, part, parts);
    const document = snap.inherited === part.header ? assembled : { ...assembled, header: snap.inherited };
    const parserProblems = document.problems;
    const game = part.game;
    const firstLine = this.firstLine;
    const base = { document, firstLine, game, rounds: [], totals: dict<number>() };
    if (!game) return { ...base, problems: [...parserProblems], settlement: emptySettlement(GAME_KINDS[0], document) };
    const engine = this.engineFor(snap, game);
    const problems = [...parserProblems, ...engine.ruleProblems];
    try {
      const { steps } = engine;
      const out = runRounds(steps, document.rounds, parserProblemsByRound(document), engine.cache);
      for (const p of out.problems) problems.push(p);
      sortByPosition(problems);
      const analysis: Omit<DocumentAnalysis, 'settlement'> = {
        ...base,
        module: engine.module,
        rules: engine.rules,
        rounds: out.rounds,
        totals: byName(steps.columns, out.running),
        problems,
      };
      return withLazySettlement(analysis, () => {
        try {
          return steps.settle(out);
        } catch {
          // As a fresh analysis settles a sheet its engine fails on (its internal-error problem is not known here).
          return emptySettlement(game, document);
        }
      });
    } catch (err) {
      // The next analysis starts with a fresh cache: whatever failed must not be reused.
      snap.engine = undefined;
      problems.push(internalErrorProblem(document.header, firstLine, err));
      problems.sort(byPosition);
      return {
        ...base,
        module: engine.module,
        rules: engine.rules,
        problems,
        settlement: emptySettlement(game, document),
      };
    }
  }

  /** The engine of the snapshot's header: the previous one while the game and its rules stay the same. */
  private engineFor(snap: Snapshot, game: GameKind): Engine {
    const module = gameOf(game);
    const { rules, ruleProblems: problems } = rulesOf(snap.inherited, game);
    const prev = snap.engine;
    if (prev && prev.header === snap.header && prev.game === game && sameRules(prev.rules, rules)) {
      prev.ruleProblems = problems;
      return prev;
    }
    const steps = module.steps(snap.inherited, rules);
    const engine: Engine = {
      header: snap.header,
      game,
      module,
      rules,
      ruleProblems: problems,
      steps,
      cache: new RoundCache(),
    };
    snap.engine = engine;
    return engine;
  }
}
