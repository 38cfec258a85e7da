// `scoresheet merge A B`: two keepers' sheets of one evening compared round by round. Where they differ, the first
// such round and what each says; where their totals differ, each sheet checked against the other's totals, so the
// culprit search names the slip that explains the difference.

import type { Problem } from '../format/types';
import { msg, render, type Lang } from '../messages';
import { writeName } from '../text/names';
import { signedAscii } from '../text/numbers';
import { foldName } from './names';

export interface Sheet {
  file: string;
  text: string;
}

export interface MergeOutcome {
  agree: boolean;
  /** The report, one entry per paragraph, in `lang`. */
  lines: string[];
}

/** What the merge reads of a sheet's analysis (src/analysis/analyze.ts). */
export interface MergeAnalysis {
  readonly game?: string;
  readonly rounds: readonly { readonly scores: Record<string, number>; readonly running: Record<string, number> }[];
  readonly problems: readonly Problem[];
  readonly document: { readonly lineCount: number };
}

/**
 * How a sheet is analysed: the entry point hands in the analysis (analyzeScore), which knows the games; the import
 * machinery sits below it and imports neither.
 */
export type AnalyzeSheet = (text: string) => MergeAnalysis;

const folded = (points: Record<string, number>) => new Map(Object.entries(points).map(([k, v]) => [foldName(k), v]));

function say(points: Record<string, number>, lang: Lang): string {
  const cells = Object.entries(points).map(([name, v]) => `${name} ${signedAscii(v)}`);
  return cells.length ? cells.join(' ') : render(msg('merge.nothing'), lang);
}

function samePoints(a: Record<string, number>, b: Record<string, number>): boolean {
  const fa = folded(a);
  const fb = folded(b);
  if (fa.size !== fb.size) return false;
  for (const [k, v] of fa) if (fb.get(k) !== v) return false;
  return true;
}

/** `sheet` with a `total` line of `other`'s last running totals after its last round: the engine then explains. */
function checkedAgainst(
  analyze: AnalyzeSheet,
  sheet: MergeAnalysis,
  text: string,
  other: MergeAnalysis,
  lang: Lang,
): string[] {
  const last = other.rounds[other.rounds.length - 1];
  if (!last || sheet.rounds.length === 0) return [];
  const own = new Map(Object.keys(sheet.rounds[sheet.rounds.length - 1].running).map((n) => [foldName(n), n]));
  const cells = Object.entries(last.running)
    .filter(([n]) => own.has(foldName(n)))
    .map(([n, v]) => `${writeName(own.get(foldName(n))!)} ${v}`);
  if (cells.length === 0) return [];
  const checked = analyze(`${text.replace(/\s*$/, '')}\n  total ${cells.join(' ')}\n`);
  const lastLine = checked.document.lineCount - 1;
  return checked.problems
    .filter((p) => p.code === 'total-mismatch' && p.range.start.line >= lastLine - 1)
    .map((p) => (p.msg ? render(p.msg, lang) : p.message));
}

export function mergeSheets(a: Sheet, b: Sheet, lang: Lang, analyze: AnalyzeSheet): MergeOutcome {
  const t = (m: ReturnType<typeof msg>) => render(m, lang);
  const ra = analyze(a.text);
  const rb = analyze(b.text);
  if (ra.game !== rb.game) return { agree: false, lines: [t(msg('merge.games-differ', { a: a.file, b: b.file }))] };
  const lines: string[] = [];
  const count = Math.max(ra.rounds.length, rb.rounds.length);
  for (let i = 0; i < count; i++) {
    const x = ra.rounds[i];
    const y = rb.rounds[i];
    if (!x || !y) {
      const [file, other] = x ? [a.file, b.file] : [b.file, a.file];
      lines.push(t(msg('merge.only-in', { round: i + 1, file, other })));
      break;
    }
    if (!samePoints(x.scores, y.scores)) {
      lines.push(
        t(
          msg('merge.differ', {
            round: i + 1,
            a: a.file,
            b: b.file,
            sayA: say(x.scores, lang),
            sayB: say(y.scores, lang),
          }),
        ),
      );
      break;
    }
  }
  if (lines.length === 0)
    return { agree: true, lines: [t(msg('merge.agree', { rounds: count, a: a.file, b: b.file }))] };
  const ta = ra.rounds[ra.rounds.length - 1]?.running ?? {};
  const tb = rb.rounds[rb.rounds.length - 1]?.running ?? {};
  if (!samePoints(ta, tb)) {
    lines.push(t(msg('merge.totals', { a: a.file, b: b.file, sayA: say(ta, lang), sayB: say(tb, lang) })));
    for (const m of checkedAgainst(analyze, ra, a.text, rb, lang))
      lines.push(t(msg('merge.culprit', { file: a.file, other: b.file, message: m })));
    for (const m of checkedAgainst(analyze, rb, b.text, ra, lang))
      lines.push(t(msg('merge.culprit', { file: b.file, other: a.file, message: m })));
  }
  return { agree: false, lines };
}
