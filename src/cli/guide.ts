// The guide writer's commands: what-if rules (`--rules`, `--set`, `settle --compare`), `check --fix` and `fmt`.

import type { DocumentAnalysis, RuleOverrides } from '../analysis/analyze';
import type { Problem } from '../format/types';
import { analyzeFileText, isMarkdownFile } from '../analysis/analyze';
import { presetsFor, switchesFor } from '../games/registry';
import { fixAllText, formatFileText } from '../language/applyFixes';
import { fixTitle, problemText } from '../language/text';
import { fmtOf, msg, render, type Lang, type Message } from '../messages';
import { moneyDisplay } from '../text/money';
import { signedDisplay, plainDisplay } from '../text/numbers';
import { markdownTable, markdownText, textTable, type Table } from '../text/tables';
import type { CliOptions } from './args';
import {
  compareAnalyses,
  describeChanges,
  whatIfNotes,
  withChanges,
  type RuleChange,
  type RulesComparison,
} from '../report/compare';
import { amountsOf } from './report';

export interface GuideIo {
  out: (s: string) => void;
  err: (s: string) => void;
  /** The file's text, or a sentence saying why it cannot be read. */
  readText: (path: string) => { text: string } | { problem: string };
  writeFile?: (path: string, text: string) => void;
  /** The language every line is written in (--lang, else the environment). */
  lang?: Lang;
}

const say = (io: GuideIo, m: Message) => render(m, io.lang ?? 'en');

/** The overrides the options ask for (`--rules`, `--set`), or undefined for none. */
export function overridesOf(opts: Pick<CliOptions, 'rules' | 'set'>): RuleOverrides | undefined {
  if (opts.rules === undefined && opts.set.length === 0) return undefined;
  return { preset: opts.rules, set: opts.set };
}

/** The first error of the overrides themselves (an unknown key or value), as a usage error line, if any. */
export function overrideError(
  analyses: readonly Pick<DocumentAnalysis, 'overrideProblems'>[],
  flag = '--set',
  lang: Lang = 'en',
): string | undefined {
  const p = analyses.flatMap((a) => a.overrideProblems ?? []).find((q) => q.severity === 'error');
  return p ? overrideLine(p, flag, lang) : undefined;
}

/**
 * The warnings of the overrides (`doubling-scope=game` without `announcement double`: it is ignored), each once, as
 * lines for stderr: the command goes on, as the message says.
 */
export function overrideWarnings(
  analyses: readonly Pick<DocumentAnalysis, 'overrideProblems'>[],
  flag = '--set',
  lang: Lang = 'en',
): string[] {
  const lines = analyses
    .flatMap((a) => a.overrideProblems ?? [])
    .filter((q) => q.severity !== 'error')
    .map((q) => overrideLine(q, flag, lang));
  return [...new Set(lines)];
}

function overrideLine(p: Problem, flag: string, lang: Lang): string {
  const f = p.code === 'unknown-preset' && flag === '--set' ? '--rules' : flag;
  // French sets a space before the colon.
  const c = lang === 'fr' ? ' :' : ':';
  return `scoresheet${c} ${f}${c} ${problemText(p, lang)}`;
}

interface Comparison extends RulesComparison {
  file: string;
  block?: number;
}

function comparisonTable(c: Comparison, lang: Lang): Table {
  const t = (id: Parameters<typeof msg>[0]) => render(msg(id as 'cli.compare.name'), lang);
  const head = [
    t('cli.compare.name'),
    t('cli.compare.as-written'),
    t('cli.compare.what-if'),
    t('cli.compare.difference'),
  ];
  if (c.games)
    head.push(t('cli.compare.games-as-written'), t('cli.compare.games-what-if'), t('cli.compare.games-difference'));
  if (c.money)
    head.push(t('cli.compare.money-as-written'), t('cli.compare.money-what-if'), t('cli.compare.money-difference'));
  // English keeps its plain digits and `1.10 EUR`; German and French write numbers and money through Intl.
  const f = fmtOf(lang);
  const num = lang === 'en' ? plainDisplay : f.num;
  const signed = lang === 'en' ? signedDisplay : f.signedNum;
  const money = lang === 'en' ? moneyDisplay : f.money;
  const rows = c.names.map((n) => {
    const was = c.asWritten[n] ?? 0;
    const now = c.whatIf[n] ?? 0;
    const row = [n, num(was), num(now), signed(c.difference[n] ?? 0)];
    if (c.games) {
      const g = c.games;
      row.push(num(g.asWritten[n] ?? 0), num(g.whatIf[n] ?? 0), signed(g.difference[n] ?? 0));
    }
    if (c.money) {
      const cur = c.money.currency;
      const { asWritten: mw, whatIf: mn, difference: md } = c.money;
      row.push(money(mw[n] ?? 0, cur), money(mn[n] ?? 0, cur), money(md[n] ?? 0, cur, true));
    }
    return row;
  });
  return { head, rows, right: head.map((_, i) => i > 0) };
}

/** `settle FILE --compare KEY=VALUE…`: totals and money as written and under the other rules, side by side. */
export function runCompare(io: GuideIo, opts: CliOptions): number {
  const file = opts.files[0];
  const read = io.readText(file);
  if ('problem' in read) {
    io.err(say(io, msg('cli.cannot-read-text', { file, reason: read.problem })));
    return 2;
  }
  const base = overridesOf(opts);
  const asWritten = analyzeFileText(file, read.text, base);
  const whatIf = analyzeFileText(file, read.text, withChanges(base, opts.compare));
  const bad = overrideError(asWritten, '--set', io.lang) ?? overrideError(whatIf, '--compare', io.lang);
  if (bad) {
    io.err(bad);
    return 2;
  }
  for (const line of [
    ...overrideWarnings(asWritten, '--set', io.lang),
    ...overrideWarnings(whatIf, '--compare', io.lang),
  ])
    io.err(line);
  const markdown = isMarkdownFile(file);
  const pairs = asWritten
    .map((a, i) => ({ a, b: whatIf[i], block: markdown ? i + 1 : undefined }))
    .filter((p) => p.a.game && !p.a.guide?.skip);
  const comparisons: Comparison[] = pairs.map((p) => ({
    file,
    block: p.block,
    ...compareAnalyses(p.a, p.b, opts.compare),
  }));
  const lang = io.lang ?? 'en';
  if (opts.json) {
    const json = comparisons.map((c) => ({
      file: c.file,
      ...(c.block !== undefined ? { block: c.block } : {}),
      game: c.game,
      compare: Object.fromEntries(opts.compare.map((x) => [x.key, x.values.join(',')])),
      totals: {
        asWritten: c.asWritten,
        whatIf: c.whatIf,
        difference: c.difference,
      },
      ...(c.games ? { games: c.games } : {}),
      ...(c.money
        ? {
            money: {
              asWritten: amountsOf(c.money.asWritten),
              whatIf: amountsOf(c.money.whatIf),
              difference: amountsOf(c.money.difference),
              ...(c.money.currency ? { currency: c.money.currency } : {}),
            },
          }
        : {}),
      notes: c.notes.map((m) => ({ code: m.id.replace(/^whatif\.note\./, ''), message: render(m, lang) })),
    }));
    io.out(JSON.stringify({ files: json }, null, 2));
  } else {
    const title = say(io, msg('cli.compare.title', { what: describeChanges(opts.compare) }));
    const parts = comparisons.map((c) => {
      const t = comparisonTable(c, lang);
      const head = c.block !== undefined ? say(io, msg('cli.block', { file: c.file, block: c.block })) : undefined;
      // Under the table: what it compares, and what the rules could not change (each a sentence of its own).
      const notes = c.notes.length
        ? c.notes.map((m) => (opts.format === 'md' ? '- ' + markdownText(render(m, lang)) : render(m, lang)))
        : [];
      const tail = notes.length ? notes.join('\n') : undefined;
      if (opts.format === 'md')
        return [head ? `## ${markdownText(head)}` : undefined, `**${markdownText(title)}**`, markdownTable(t), tail];
      return [head, title, textTable(t, { rule: true }), tail];
    });
    if (comparisons.length === 0) io.err(say(io, msg('report.no-game')));
    io.out(parts.map((p) => p.filter((x) => x !== undefined).join('\n\n')).join('\n\n'));
  }
  return asWritten.some((a) => a.problems.some((p) => p.severity === 'error')) ? 1 : 0;
}

/** The what-if rules of a run (`--rules`, `--set`) as the changes a comparison takes. */
function changesOf(opts: Pick<CliOptions, 'rules' | 'set'>): RuleChange[] {
  return [...(opts.rules !== undefined ? [{ key: 'rules', values: [opts.rules] }] : []), ...opts.set];
}

/**
 * `--rules`/`--set` on settle, explain and stats: a line on stderr per thing the rules cannot change in a document
 * (`FILE: …`, a Markdown block named), so a what-if that shows no difference says why.
 */
export function whatIfNoteLines(
  file: string,
  analyses: readonly DocumentAnalysis[],
  opts: Pick<CliOptions, 'rules' | 'set'>,
  lang: Lang,
  markdown = isMarkdownFile(file),
): string[] {
  const changes = changesOf(opts);
  if (changes.length === 0) return [];
  return analyses.flatMap((a, i) => {
    const game = a.game;
    if (!game || a.guide?.skip) return [];
    // In a season an override applies only to the games that have it (src/season/overrides.ts).
    const keys = new Set(switchesFor(game).map((w) => w.key));
    const own = changes.filter((c) => (c.key === 'rules' ? presetsFor(game).includes(c.values[0]) : keys.has(c.key)));
    const where = markdown ? render(msg('cli.block', { file, block: i + 1 }), lang) : file;
    const colon = lang === 'fr' ? ' :' : ':';
    return whatIfNotes(a, own).map((m) => `${where}${colon} ${render(m, lang)}`);
  });
}

/** `check --fix`: applies the preferred fixes to each file, writes those that changed, says what it did. */
export function runFix(io: GuideIo, opts: CliOptions): { unreadable: boolean } {
  let fixes = 0;
  let files = 0;
  let unreadable = false;
  const overrides = overridesOf(opts);
  for (const file of opts.files) {
    const read = io.readText(file);
    if ('problem' in read) continue; // the check that follows reports it
    const { text, applied } = fixAllText(read.text, (t) => analyzeFileText(file, t, overrides));
    if (applied.length === 0 || text === read.text) continue;
    try {
      io.writeFile?.(file, text);
    } catch (e) {
      io.err(say(io, msg('cli.cannot-write', { file, reason: (e as Error).message })));
      unreadable = true;
      continue;
    }
    for (const f of applied)
      io.err(say(io, msg('cli.fixed', { file, line: f.line + 1, title: fixTitle(f, io.lang ?? 'en') })));
    fixes += applied.length;
    files++;
  }
  // After a failed write there was something to fix: the summary counts only what was written.
  if (fixes > 0 || !unreadable)
    io.err(say(io, fixes > 0 ? msg('cli.fixed-summary', { fixes, files }) : msg('cli.nothing-to-fix')));
  return { unreadable };
}

/** `fmt FILE… [--check]`: formats like Format Document; with --check, writes nothing and fails on unformatted files. */
export function runFmt(io: GuideIo, opts: CliOptions): number {
  let changed = 0;
  let written = 0;
  let failed = false;
  for (const file of opts.files) {
    const read = io.readText(file);
    if ('problem' in read) {
      io.err(say(io, msg('cli.cannot-read-text', { file, reason: read.problem })));
      failed = true;
      continue;
    }
    const formatted = formatFileText(read.text, isMarkdownFile(file));
    if (formatted === read.text) continue;
    changed++;
    if (opts.check) {
      io.out(say(io, msg('cli.not-formatted', { file })));
      continue;
    }
    try {
      io.writeFile?.(file, formatted);
      written++;
      io.out(say(io, msg('cli.formatted', { file })));
    } catch (e) {
      io.err(say(io, msg('cli.cannot-write', { file, reason: (e as Error).message })));
      failed = true;
    }
  }
  // Formatted are the files written; with --check, the files that would be.
  const count = opts.check ? changed : written;
  io.err(say(io, msg('cli.fmt-summary', { changed: count, total: opts.files.length, check: opts.check })));
  if (failed) return 2;
  return opts.check && changed > 0 ? 1 : 0;
}
