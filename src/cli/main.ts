// `scoresheet`: the command-line twin of the extension — check, settle and explain .score logs (and ```score blocks
// in Markdown).

import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { analyzeFileText, isMarkdownFile, type DocumentAnalysis, type RuleOverrides } from '../engine/analyze';
import { isSeasonSettings, parseSeasonSettings, type SeasonSettings } from '../season';
import { HELP, parseArgs, type CliOptions } from './args';
import { explainAnalysis } from '../report/explain';
import { renderSettlement } from '../report/settlement';
import { overrideError, overridesOf, runCompare, runFix, runFmt, type GuideIo } from './guide';
import { formatDiagnosticLine, toJsonDiagnostic, toJsonFile } from './report';
import { isSeasonRun, runSeasonSettle, runStats } from './season';
import { CLI_SEASON_TEXT } from './seasonStrings';

declare const SCORESHEET_VERSION: string | undefined;

interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
  readFile: (path: string) => Uint8Array;
  /** A folder's entries, or undefined when the path is not a folder (seasons: `settle DIR`, `stats DIR`). */
  listDir?: (path: string) => string[] | undefined;
  /** Writes a file (check --fix, fmt); without it nothing is written. */
  writeFile?: (path: string, text: string) => void;
  /** `scoresheet lsp`: serves the language server on stdio (the process entry point plugs it in). */
  serveLsp?: () => void;
}

interface LoadedFile {
  file: string;
  analyses: DocumentAnalysis[];
  markdown: boolean;
  /** A `.score` file whose first directive is `season`: a season's settings, not an evening. */
  settings?: SeasonSettings;
}

/** The file as UTF-8 text, or why it is not a text file (binary data, another encoding). */
export function decodeText(bytes: Uint8Array): { text: string } | { problem: string } {
  if (bytes.includes(0)) return { problem: 'it is binary data, not a text file' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    const lenient = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const line = lenient.slice(0, Math.max(0, lenient.indexOf('\uFFFD'))).split('\n').length;
    return { problem: `it is not UTF-8 text (line ${line} has a byte that is not UTF-8); save it as UTF-8` };
  }
}

/**
 * Control characters from a file (an ESC in a name, say) are shown as `\u001b`, never sent to the terminal;
 * JSON output stays valid, as such characters can only occur inside its strings.
 */
export function printable(s: string): string {
  const control = (n: number) => (n < 0x20 && n !== 0x0a && n !== 0x09) || (n >= 0x7f && n <= 0x9f);
  let out = '';
  let from = 0;
  for (let i = 0; i < s.length; i++) {
    const n = s.charCodeAt(i);
    if (!control(n)) continue;
    out += s.slice(from, i) + `\\u${n.toString(16).padStart(4, '0')}`;
    from = i + 1;
  }
  return from === 0 ? s : out + s.slice(from);
}

function readText(io: Io, file: string): { text: string } | { problem: string } {
  try {
    return decodeText(io.readFile(file));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { problem: 'no such file' };
    if (code === 'EISDIR') return { problem: 'it is a folder, not a file' };
    return { problem: (e as Error).message };
  }
}

function load(io: Io, file: string, overrides?: RuleOverrides): LoadedFile | string {
  let text: string;
  try {
    const decoded = decodeText(io.readFile(file));
    if ('problem' in decoded) return `scoresheet: cannot read "${file}": ${decoded.problem}`;
    text = decoded.text;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `scoresheet: cannot read "${file}": no such file`;
    if (code === 'EISDIR') return `scoresheet: cannot read "${file}": it is a folder, not a file`;
    return `scoresheet: cannot read "${file}": ${(e as Error).message}`;
  }
  const markdown = isMarkdownFile(file);
  if (!markdown && isSeasonSettings(text)) return { file, analyses: [], markdown, settings: parseSeasonSettings(text) };
  return { file, analyses: analyzeFileText(file, text, overrides), markdown };
}

const hasErrors = (a: Pick<DocumentAnalysis, 'problems'>) => a.problems.some((p) => p.severity === 'error');

function runCheck(io: Io, opts: CliOptions, files: LoadedFile[]): number {
  if (opts.json) {
    const entries = files.flatMap((f): object[] =>
      f.settings
        ? [{ file: f.file, game: null, seasonSettings: true, diagnostics: f.settings.problems.map(toJsonDiagnostic) }]
        : f.analyses.map((a, i) => toJsonFile(f.file, a, f.markdown ? i + 1 : undefined, false)),
    );
    io.out(JSON.stringify({ files: entries }, null, 2));
    return files.some((f) => (f.settings ? [f.settings] : f.analyses).some(hasErrors)) ? 1 : 0;
  }
  let errors = 0;
  let warnings = 0;
  for (const f of files) {
    if (f.markdown && f.analyses.length === 0) io.err(`${f.file}: no \`\`\`score blocks found`);
    for (const a of f.settings ? [{ problems: f.settings.problems }] : f.analyses) {
      for (const p of a.problems) {
        // Hints (e.g. "a trick example is not counted") are editor-only nudges; --json keeps them.
        if (p.severity === 'hint') continue;
        io.out(formatDiagnosticLine(f.file, p));
        if (p.severity === 'error') errors++;
        else if (p.severity === 'warning') warnings++;
      }
    }
  }
  const docs = files.reduce((n, f) => n + f.analyses.length, 0);
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  io.err(`${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(docs, 'document')}`);
  return errors > 0 ? 1 : 0;
}

/** One stderr line per document with errors (naming the block in Markdown), pointing to `check`. */
function reportErrorCounts(io: Io, f: LoadedFile): void {
  f.analyses.forEach((a, i) => {
    const n = a.problems.filter((p) => p.severity === 'error').length;
    const where = f.markdown ? `${f.file}, block ${i + 1}` : f.file;
    if (n > 0) io.err(`${where}: ${n} error${n === 1 ? '' : 's'}; run "scoresheet check ${f.file}" for details`);
  });
}

function runSettle(io: Io, opts: CliOptions, f: LoadedFile): number {
  if (opts.json) {
    const entries = f.analyses.map((a, i) => toJsonFile(f.file, a, f.markdown ? i + 1 : undefined, true));
    io.out(JSON.stringify({ files: entries }, null, 2));
  } else {
    const parts = f.analyses.map((a, i) => {
      const head = f.markdown ? `## ${f.file}, block ${i + 1}\n\n` : '';
      return head + renderSettlement(a, opts.format);
    });
    if (parts.length === 0) io.err(`${f.file}: no \`\`\`score blocks found`);
    io.out(parts.join('\n\n'));
  }
  if (!opts.json) reportErrorCounts(io, f);
  return f.analyses.some(hasErrors) ? 1 : 0;
}

function runExplain(io: Io, opts: CliOptions, f: LoadedFile): number {
  const texts: string[] = [];
  let found = false;
  f.analyses.forEach((a, i) => {
    const r = explainAnalysis(a, opts.round);
    if (r.found) found = true;
    if (r.text) texts.push((f.markdown ? `## block ${i + 1}\n\n` : '') + r.text);
  });
  if (opts.round !== undefined && !found) {
    io.err(`scoresheet: ${f.file} has no round ${opts.round}`);
    return 2;
  }
  if (f.markdown && f.analyses.length === 0) io.err(`${f.file}: no \`\`\`score blocks found`);
  io.out(texts.join('\n\n'));
  reportErrorCounts(io, f);
  return f.analyses.some(hasErrors) ? 1 : 0;
}

export function run(argv: readonly string[], io: Io): number {
  const parsed = parseArgs(argv);
  if (parsed.kind === 'help') {
    io.out(HELP[parsed.topic ?? 'main']);
    return 0;
  }
  if (parsed.kind === 'version') {
    io.out(typeof SCORESHEET_VERSION === 'string' ? SCORESHEET_VERSION : 'dev');
    return 0;
  }
  if (parsed.kind === 'usage-error') {
    io.err(`scoresheet: ${parsed.message}\nRun "scoresheet --help" for usage.`);
    return 2;
  }
  const opts = parsed.options;
  if (opts.command === 'lsp') {
    io.serveLsp?.();
    return 0;
  }
  const guideIo: GuideIo = { out: io.out, err: io.err, readText: (f) => readText(io, f), writeFile: io.writeFile };
  if (opts.command === 'fmt') return runFmt(guideIo, opts);
  if (opts.command === 'settle' && opts.compare.length > 0) return runCompare(guideIo, opts);
  const overrides = overridesOf(opts);
  if (opts.command === 'check' && opts.fix && runFix(guideIo, opts).unreadable) return 2;
  const listDir = io.listDir ?? (() => undefined);
  if (isSeasonRun(opts, listDir)) {
    const seasonIo = { out: io.out, err: io.err, listDir, load: (file: string) => load(io, file) };
    return opts.command === 'stats' ? runStats(seasonIo, opts) : runSeasonSettle(seasonIo, opts);
  }
  const loaded: LoadedFile[] = [];
  let unreadable = false;
  for (const file of opts.files) {
    const r = load(io, file, overrides);
    if (typeof r === 'string') {
      io.err(r);
      unreadable = true;
    } else loaded.push(r);
  }
  if (unreadable && opts.command !== 'check') return 2;
  const badOverride = overrideError(loaded.flatMap((f) => f.analyses));
  if (badOverride) {
    io.err(badOverride);
    return 2;
  }
  if (opts.command !== 'check' && loaded[0].settings) {
    io.err(CLI_SEASON_TEXT.settingsAlone(loaded[0].file));
    return 2;
  }
  let code: number;
  if (opts.command === 'check') code = runCheck(io, opts, loaded);
  else if (opts.command === 'settle') code = runSettle(io, opts, loaded[0]);
  else code = runExplain(io, opts, loaded[0]);
  return unreadable ? 2 : code;
}

if (require.main === module) {
  const code = run(process.argv.slice(2), {
    out: (s) => process.stdout.write(printable(s.endsWith('\n') || s === '' ? s : s + '\n')),
    err: (s) => process.stderr.write(printable(s) + '\n'),
    readFile: (p) => readFileSync(p),
    writeFile: (p, text) => writeFileSync(p, text, 'utf8'),
    // The language server (and its protocol libraries) is loaded only for `scoresheet lsp`: the other commands
    // start faster without it.
    serveLsp: () => void import('../lsp/server').then((m) => m.serveStdio()),
    listDir: (p) => {
      try {
        return statSync(p).isDirectory() ? readdirSync(p) : undefined;
      } catch {
        return undefined;
      }
    },
  });
  process.exitCode = code;
}
