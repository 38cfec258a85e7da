// The guide writer's commands: what-if rules (`--rules`, `--set`, `settle --compare`), `check --fix` and `fmt`.

import type { DocumentAnalysis, RuleOverrides } from '../engine/analyze';
import { analyzeFileText, isMarkdownFile } from '../engine/analyze';
import { fixAllText, formatFileText } from '../language/applyFixes';
import { moneyDisplay } from '../text/money';
import { signedDisplay, plainDisplay } from '../text/numbers';
import { markdownTable, textTable, type Table } from '../text/tables';
import type { CliOptions } from './args';
import { compareAnalyses, describeChanges, withChanges, type RulesComparison } from '../report/compare';
import { CLI_GUIDE_TEXT as T } from './guideStrings';
import { centsToAmount } from './report';

export interface GuideIo {
  out: (s: string) => void;
  err: (s: string) => void;
  /** The file's text, or a sentence saying why it cannot be read. */
  readText: (path: string) => { text: string } | { problem: string };
  writeFile?: (path: string, text: string) => void;
}

/** The overrides the options ask for (`--rules`, `--set`), or undefined for none. */
export function overridesOf(opts: Pick<CliOptions, 'rules' | 'set'>): RuleOverrides | undefined {
  if (opts.rules === undefined && opts.set.length === 0) return undefined;
  return { preset: opts.rules, set: opts.set };
}

/** The first problem of the overrides themselves (an unknown key or value), as a usage error line, if any. */
export function overrideError(analyses: readonly DocumentAnalysis[], flag = '--set'): string | undefined {
  const p = analyses.flatMap((a) => a.overrideProblems ?? [])[0];
  if (!p) return undefined;
  const f = p.code === 'unknown-preset' && flag === '--set' ? '--rules' : flag;
  return `scoresheet: ${T.badOverride(f, p.message)}`;
}

interface Comparison extends RulesComparison {
  file: string;
  block?: number;
}

function comparisonTable(c: Comparison): Table {
  const head = [T.compareHeadName, T.compareHeadFile, T.compareHeadWhatIf, T.compareHeadDiff];
  if (c.money) head.push(T.compareHeadMoneyFile, T.compareHeadMoneyWhatIf, T.compareHeadMoneyDiff);
  const rows = c.names.map((n) => {
    const was = c.asWritten[n] ?? 0;
    const now = c.whatIf[n] ?? 0;
    const row = [n, plainDisplay(was), plainDisplay(now), signedDisplay(c.difference[n] ?? 0)];
    if (c.money) {
      const cur = c.money.currency;
      const { asWritten: mw, whatIf: mn, difference: md } = c.money;
      row.push(moneyDisplay(mw[n] ?? 0, cur), moneyDisplay(mn[n] ?? 0, cur), moneyDisplay(md[n] ?? 0, cur, true));
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
    io.err(`scoresheet: cannot read "${file}": ${read.problem}`);
    return 2;
  }
  const base = overridesOf(opts);
  const asWritten = analyzeFileText(file, read.text, base);
  const whatIf = analyzeFileText(file, read.text, withChanges(base, opts.compare));
  const bad = overrideError(asWritten) ?? overrideError(whatIf, '--compare');
  if (bad) {
    io.err(bad);
    return 2;
  }
  const markdown = isMarkdownFile(file);
  const pairs = asWritten
    .map((a, i) => ({ a, b: whatIf[i], block: markdown ? i + 1 : undefined }))
    .filter((p) => p.a.game && !p.a.guide?.skip);
  const comparisons: Comparison[] = pairs.map((p) => ({ file, block: p.block, ...compareAnalyses(p.a, p.b) }));
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
      ...(c.money
        ? {
            money: {
              asWritten: mapAmounts(c.money.asWritten),
              whatIf: mapAmounts(c.money.whatIf),
              difference: mapAmounts(c.money.difference),
              ...(c.money.currency ? { currency: c.money.currency } : {}),
            },
          }
        : {}),
    }));
    io.out(JSON.stringify({ files: json }, null, 2));
  } else {
    const title = T.compareTitle(describeChanges(opts.compare));
    const parts = comparisons.map((c) => {
      const t = comparisonTable(c);
      const head = c.block !== undefined ? T.block(c.file, c.block) : undefined;
      if (opts.format === 'md') return [head ? `## ${head}` : undefined, `**${title}**`, markdownTable(t)];
      return [head, title, textTable(t, { rule: true })];
    });
    if (comparisons.length === 0) io.err(T.compareNoGame);
    io.out(parts.map((p) => p.filter((x) => x !== undefined).join('\n\n')).join('\n\n'));
  }
  return asWritten.some((a) => a.problems.some((p) => p.severity === 'error')) ? 1 : 0;
}

function mapAmounts(cents: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(cents).map(([k, v]) => [k, centsToAmount(v)]));
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
      io.err(T.cannotWrite(file, (e as Error).message));
      unreadable = true;
      continue;
    }
    for (const f of applied) io.err(T.fixed(file, f.line + 1, f.title));
    fixes += applied.length;
    files++;
  }
  io.err(fixes > 0 ? T.fixedSummary(fixes, files) : T.nothingToFix);
  return { unreadable };
}

/** `fmt FILE… [--check]`: formats like Format Document; with --check, writes nothing and fails on unformatted files. */
export function runFmt(io: GuideIo, opts: CliOptions): number {
  let changed = 0;
  let failed = false;
  for (const file of opts.files) {
    const read = io.readText(file);
    if ('problem' in read) {
      io.err(`scoresheet: cannot read "${file}": ${read.problem}`);
      failed = true;
      continue;
    }
    const formatted = formatFileText(read.text, isMarkdownFile(file));
    if (formatted === read.text) continue;
    changed++;
    if (opts.check) {
      io.out(T.wouldFormat(file));
      continue;
    }
    try {
      io.writeFile?.(file, formatted);
      io.out(T.formatted(file));
    } catch (e) {
      io.err(T.cannotWrite(file, (e as Error).message));
      failed = true;
    }
  }
  io.err(T.fmtSummary(changed, opts.files.length, opts.check));
  if (failed) return 2;
  return opts.check && changed > 0 ? 1 : 0;
}
