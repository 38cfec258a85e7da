// Which fixes an editor offers: quick fixes for the problems under the cursor (each problem's own fixes, then "fix
// all of this kind"), filling in a `cards` line, and "fix all" for the whole file. Editor-neutral: edits in the
// engine's ranges, mapped to VS Code (or a language server's client) by the caller.

import type { Lang, Message } from '../messages';
import { fixTitle } from './text';
import type { DocumentAnalysis } from '../analysis/analyze';
import { fixKeepsMarkers } from '../engine/guide';
import { canonicalKeyword } from '../games/syntax';
import type { Fix, Problem, Range, TextEdit } from '../format/types';
import { writeName } from '../text/names';
import { english, type Translate } from './messages';
import { analysisAtLine, roundAtLine } from './navigation';
import { UNKNOWN_NAME, addPlayerFix, closestNameFix, fillCardsFix, gameFixes, mergeFixes } from './problemFixes';
import { sameRange } from './ranges';

/** A quick fix for the problems at the cursor, or the whole-file "fix all" (`source.fixAll`, may run on save). */
export type CodeActionKind = 'quickfix' | 'source.fixAll';

/** A problem as the editor shows it: its code and range are enough to find it in the analysis again. */
export type ProblemRef = Pick<Problem, 'code' | 'range'>;

export interface CodeAction {
  title: string;
  /** The title as data, where the fix carries one: an editor renders it in its own language. */
  titleMsg?: Message;
  kind: CodeActionKind;
  edits: TextEdit[];
  isPreferred?: boolean;
  /** The problem the action fixes (the very object passed in), so the editor can link it to its diagnostic. */
  problem?: ProblemRef;
}

/** What the fixes read: the file's analyses, and its text (a name as written, quotes and all). */
export interface FixSource {
  analyses: readonly DocumentAnalysis[];
  textAt(range: Range): string;
  /** The caller's translator for the titles worked out here (English when not given). */
  t?: Translate;
}

/** The name of an `unknown-name` problem as written, without its quotes. */
function writtenName(source: FixSource, range: Range): string {
  return source.textAt(range).replace(/^"|"$/g, '');
}

/**
 * What to offer for a range: with `only: 'source.fixAll'` the one whole-file action (or none); otherwise the quick
 * fixes of the given problems and, on a `cards` line with one side, filling in the other.
 */
export function codeActionsFor(
  source: FixSource,
  range: Range,
  problems: readonly ProblemRef[],
  only?: CodeActionKind,
  lang: Lang = 'en',
): CodeAction[] {
  if (source.analyses.length === 0) return [];
  const t = source.t ?? english;
  if (only === 'source.fixAll') {
    const all = fixAllAction(source.analyses, t);
    return all ? [all] : [];
  }
  const actions: CodeAction[] = [];
  for (const ref of problems) {
    const a = analysisAtLine(source.analyses, ref.range.start.line);
    const problem = a?.problems.find((p) => p.code === ref.code && sameRange(p.range, ref.range));
    if (!a || !problem) continue;
    actions.push(...fixesFor(source, a, problem).map((f) => ({ ...f, problem: ref })));
    const count = source.analyses.reduce((n, x) => n + x.problems.filter((p) => p.code === problem.code).length, 0);
    const sameKind = count > 1 ? sameKindFixes(source, problem.code) : [];
    if (sameKind.length > 0)
      actions.push({
        title: t('Fix all {0} "{1}" problems in the file', count, problem.code),
        kind: 'quickfix',
        edits: mergeFixes(sameKind),
        problem: ref,
      });
  }
  actions.push(...cardsActions(source.analyses, range, t));
  return lang === 'en' ? actions : actions.map((a) => (a.titleMsg ? { ...a, title: fixTitle(a, lang) } : a));
}

function action(fix: Fix | undefined, isPreferred = false): CodeAction[] {
  if (!fix || fix.edits.length === 0) return [];
  return [
    {
      title: fix.title,
      ...(fix.titleMsg ? { titleMsg: fix.titleMsg } : {}),
      kind: 'quickfix',
      edits: fix.edits,
      isPreferred,
    },
  ];
}

/**
 * The slip a disagreeing total may come from is a guess, and an alternative to writing the computed total (that
 * problem's fix): applied together by Fix All or `check --fix` they undo each other pass after pass.
 */
function guessed(p: Problem): boolean {
  return p.code === 'total-culprit';
}

/** One problem's quick fixes, the preferred (the one answer, or the likeliest) first. */
function fixesFor(source: FixSource, a: DocumentAnalysis, problem: Problem): CodeAction[] {
  const t = source.t ?? english;
  const fixes = action(problem.fix, !guessed(problem));
  if (problem.code === UNKNOWN_NAME) {
    const written = writtenName(source, problem.range);
    fixes.push(...action(closestNameFix(a, written, problem.range, t), true), ...action(addPlayerFix(a, written, t)));
  } else {
    const own = gameFixes(a, problem, t);
    if (own) fixes.push(...action(own.preferred, true), ...own.more.flatMap((f) => action(f)));
  }
  return fixes.filter((f) => fixKeepsMarkers(a.guide, f));
}

/**
 * "Fix all of this kind": for every problem with this code, the fix the single quick fix marks preferred — the one
 * answer, or for a name the closest known one (else the name is added to `players`, each new name once), or the one
 * its game prefers (special points in a solo: their removal). A game's problem with two equally good answers (which
 * side of a `cards` line is wrong?) has none here.
 */
export function sameKindFixes(source: FixSource, code: string): Fix[] {
  const t = source.t ?? english;
  const out: Fix[] = [];
  for (const a of source.analyses) {
    const newNames: string[] = [];
    const mine: Fix[] = [];
    for (const p of a.problems) {
      if (p.code !== code) continue;
      if (p.fix) {
        mine.push(p.fix);
      } else if (code === UNKNOWN_NAME) {
        const written = writtenName(source, p.range);
        const closest = closestNameFix(a, written, p.range, t);
        if (closest) mine.push(closest);
        else if (written && !newNames.some((n) => n.toLowerCase() === written.toLowerCase())) newNames.push(written);
      } else {
        const f = gameFixes(a, p, t)?.preferred;
        if (f) mine.push(f);
      }
    }
    mine.push(...addPlayersFix(a, newNames, t));
    out.push(...mine.filter((f) => fixKeepsMarkers(a.guide, f)));
  }
  return out;
}

/** New names go in one insertion: several inserts at the end of `players` would collide. */
function addPlayersFix(a: DocumentAnalysis, names: string[], t: Translate): Fix[] {
  const add = names.length ? addPlayerFix(a, names.join(' '), t) : undefined;
  if (!add) return [];
  if (names.length === 1) return [add];
  const max = a.module?.editor.players.max ?? 0;
  if (a.document.header.players.length + names.length > max) return [];
  return [{ title: add.title, edits: [{ range: add.edits[0].range, newText: ' ' + names.map(writeName).join(' ') }] }];
}

/** The first word of a line, if any (a directive is one word at the start of its line, after indentation). */
const FIRST_WORD = /^\s*([^\s#]+)/;

/**
 * Whether a line may get a quick fix without a problem on it: only a `cards` line (in any of its words) does, by
 * filling in its other side. Lets an editor skip the analysis when the cursor moves anywhere else without a problem.
 */
export function offersActionsWithoutProblem(lineText: string): boolean {
  const word = FIRST_WORD.exec(lineText)?.[1];
  return word !== undefined && canonicalKeyword(word) === 'cards';
}

/**
 * On a `cards` line with one side: fill in the other (what the inlay hint shows). Offered without a problem:
 * leaving it out is allowed.
 */
function cardsActions(analyses: readonly DocumentAnalysis[], range: Range, t: Translate): CodeAction[] {
  const a = analysisAtLine(analyses, range.start.line);
  const round = a && roundAtLine(a, range.start.line);
  if (!a || !round) return [];
  const item = round.items.find(
    (i) => i.kind === 'cards' && i.range.start.line <= range.end.line && i.range.end.line >= range.start.line,
  );
  const fix = item && fillCardsFix(a, round, item, t);
  return fix && fixKeepsMarkers(a.guide, fix)
    ? [{ title: fix.title, ...(fix.titleMsg ? { titleMsg: fix.titleMsg } : {}), kind: 'quickfix', edits: fix.edits }]
    : [];
}

/**
 * For `check --fix` and a language server's fix-all: every problem's preferred quick fix (the one the light bulb puts
 * first), in document order. Hints are left alone: an expected error of a rule guide is a hint and must stay wrong.
 */
export function preferredFixes(source: FixSource): { problem: Problem; fix: Fix }[] {
  const out: { problem: Problem; fix: Fix }[] = [];
  for (const a of source.analyses)
    for (const problem of a.problems) {
      if (problem.severity === 'hint') continue;
      const best = fixesFor(source, a, problem).find((f) => f.isPreferred);
      if (best)
        out.push({
          problem,
          fix: { title: best.title, ...(best.titleMsg ? { titleMsg: best.titleMsg } : {}), edits: best.edits },
        });
    }
  return out;
}

/** Every problem with exactly one right answer (the fix its parser or engine attached), in one non-overlapping edit. */
export function fixAllAction(analyses: readonly DocumentAnalysis[], t: Translate = english): CodeAction | undefined {
  const fixes = analyses.flatMap((a) => a.problems.flatMap((p) => (p.fix && !guessed(p) ? [p.fix] : [])));
  const edits = mergeFixes(fixes);
  if (edits.length === 0) return undefined;
  return { title: t('Fix all Scoresheet problems that have one fix'), kind: 'source.fixAll', edits };
}
