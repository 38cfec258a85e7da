// `scoresheet`: the command-line twin of the extension — check, settle and explain .score logs (and ```score blocks
// in Markdown).

import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import {
  analyze,
  analyzeScore,
  analyzeFileText,
  analyzeMarkdown,
  isMarkdownFile,
  type CheckedRounds,
  type DocumentAnalysis,
  type InheritedHeader,
  type RuleOverrides,
} from '../analysis/analyze';
import { analyzeForSeason, isSeasonSettings, parseSeasonSettings, type SeasonSettings } from '../season';
import { helpText, parseArgs, type CliOptions, type HelpGames } from './args';
import { GAMES } from '../games/registry';
import { IMPORT_NAMES } from '../games/importNames';
import { explainAnalysis } from '../report/explain';
import { renderSettlement } from '../report/settlement';
import { showInvisible } from '../text/invisible';
import { markdownText } from '../text/tables';
import {
  overrideError,
  overrideWarnings,
  overridesOf,
  runCompare,
  runFix,
  runFmt,
  whatIfNoteLines,
  type GuideIo,
} from './guide';
import { formatDiagnosticLine, toJsonDiagnostic, toJsonFile } from './report';
import { isSeasonRun, runSeasonSettle, runStats } from './season';
import {
  findTournament,
  inheritanceFinder,
  runSheets,
  runTournamentSettle,
  runTournamentStats,
  type TournamentIo,
} from './tournament';
import { isTournamentSettings, parseTournamentSettings, type TournamentSettings } from '../tournament';
import { runShare, runTournamentPage, type ShareIo } from './share';
import { drawPng } from '../node/browser';
import { cliSeasonText } from './seasonStrings';
import { decodeText } from './decode';
import { writeTextFile } from './files';
import { langOf, langOfEnv, msg, render, type Lang, type Message } from '../messages';
import { notAFileReason, readFailure, writeFailure } from '../node/fileMessages';
import { fileKind, readUserFile, type FileKind } from '../node/userFiles';

/**
 * What the help says of the games: the registry's games, and the importers' apps and spreadsheet remarks by name (the
 * importers themselves load with `import` only).
 */
const helpGames = (): HelpGames => ({
  games: GAMES.map((g) => ({
    kinds: g.kinds,
    csvTables: g.report.csvTables,
    settle: g.report.settleHelp,
    stats: g.season.statsHelp,
  })),
  apps: IMPORT_NAMES.apps,
  columnsNotes: IMPORT_NAMES.columnsNotes,
});
export { decodeText };

declare const SCORESHEET_VERSION: string | undefined;

interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
  readFile: (path: string) => Uint8Array;
  /** A folder's entries, or undefined when the path is not a folder (seasons: `settle DIR`, `stats DIR`). */
  listDir?: (path: string) => string[] | undefined;
  /** The file a path names once symbolic links are followed; undefined when there is none. */
  realPath?: (path: string) => string | undefined;
  /** Writes a file (check --fix, fmt): atomically in the process (src/node/userFiles.ts); without it, nothing. */
  writeFile?: (path: string, text: string) => void;
  /** Writes bytes (settle --format png -o FILE), atomically as `writeFile`. */
  writeBytes?: (path: string, data: Uint8Array) => void;
  /** `settle --format html`: the bundled page script (dist/export.js beside the CLI). */
  pageScript?: () => string;
  /** `settle --format html|chat --viewer`: raw deflate of the log for the viewer's link. */
  deflateRaw?: ShareIo['deflateRaw'];
  /** `settle --format png`: a browser draws the card. */
  drawPng?: ShareIo['drawPng'];
  /** What a season folder's `*.score` entry is (a pipe or a folder is skipped); without it each is taken for a file. */
  fileKind?: (path: string) => FileKind | undefined;
  /** `scoresheet lsp`: serves the language server on stdio (the process entry point plugs it in). */
  serveLsp?: (lang: Lang) => void;
  /** `scoresheet serve`: runs the table session until Ctrl+C (the process entry point plugs it in). */
  serveTable?: (options: { file: string; port?: number; host?: string; lang: Lang }) => void;
  /** The environment whose LC_ALL / LC_MESSAGES / LANG choose the language when --lang is not given. */
  env?: Record<string, string | undefined>;
}

/** What `check`'s text output reads of a document (`--json` prints its rounds and totals too: CheckedRounds). */
type Checked = Pick<DocumentAnalysis, 'problems' | 'overrideProblems'>;

interface LoadedFile<A extends Checked = DocumentAnalysis> {
  file: string;
  analyses: A[];
  markdown: boolean;
  /** A `.score` file whose first directive is `season`: a season's settings, not an evening. */
  settings?: SeasonSettings;
  /** A `.score` file whose first directive is `tournament`: a tournament's settings, not a sheet. */
  tournament?: TournamentSettings;
}

/**
 * What a CI log reads as a GitHub Actions workflow command: `::name …::` at the start of a line (after any spaces,
 * which the runner trims, so indenting does not help) and the older `##[name]` anywhere in it. Only a name or a file
 * name can bring these into the output.
 */
const WORKFLOW_COMMAND = /^([ \t]*):(?=:)|#(?=#\[)/gm;

/**
 * Text from a file as the terminal or a CI log gets it: control characters (an ESC in a name, say) and invisible ones
 * (bidi controls, zero-width spaces) are shown as `\u001b`, `\u202e`, never sent as they are; a workflow command's
 * leading `:` or `#` is written `\u003a` / `\u0023`, so no name can raise an annotation or stop a CI log's commands.
 * JSON output stays valid (and reads back the same strings), as such text can only occur inside its strings.
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
  const text = from === 0 ? s : out + s.slice(from);
  return showInvisible(text).replace(WORKFLOW_COMMAND, (_m: string, indent: string | undefined) =>
    indent !== undefined ? `${indent}\\u003a` : '\\u0023',
  );
}

/** The file's text, or why it cannot be read. */
function readBytesAsText(io: Io, file: string): { text: string } | { why: Message } {
  try {
    const decoded = decodeText(io.readFile(file));
    return 'problem' in decoded ? { why: decoded.why } : decoded;
  } catch (e) {
    return { why: readFailure(e) };
  }
}

/** The file's text, or why it cannot be read, in the run's language. */
function readText(io: Io, file: string, lang: Lang): { text: string } | { problem: string } {
  const read = readBytesAsText(io, file);
  return 'why' in read ? { problem: render(read.why, lang) } : read;
}

/** The file's text, or the line that says why it cannot be read. */
function loadText(io: Io, file: string, lang: Lang): { text: string } | string {
  const read = readBytesAsText(io, file);
  return 'why' in read ? render(msg('cli.cannot-read', { file, reason: read.why }), lang) : read;
}

/** `io.writeFile`, its failure rethrown with a message in the run's language that says why. */
function writerOf(io: Io, lang: Lang): ((file: string, data: string | Uint8Array) => void) | undefined {
  const { writeFile: text, writeBytes: bytes } = io;
  if (!text) return undefined;
  return (file, data) => {
    try {
      if (typeof data === 'string') text(file, data);
      else if (bytes) bytes(file, data);
      else throw new Error('no writer for bytes');
    } catch (e) {
      throw new Error(render(writeFailure(e), lang), { cause: e });
    }
  };
}

/** What a table sheet inherits from its tournament (inheritanceFinder), for the commands on single files. */
type InheritOf = (file: string, text: string) => InheritedHeader | undefined;

/**
 * `perGame`: a season's evening takes only the overrides its game has (src/season/overrides.ts). `inheritOf`: a
 * tournament's table sheet is analysed with what its tournament.score hands down.
 */
function load(
  io: Io,
  file: string,
  lang: Lang,
  overrides?: RuleOverrides,
  perGame = false,
  inheritOf?: InheritOf,
): LoadedFile | string {
  const read = loadText(io, file, lang);
  if (typeof read === 'string') return read;
  const { text } = read;
  const markdown = isMarkdownFile(file);
  if (!markdown && isSeasonSettings(text)) return { file, analyses: [], markdown, settings: parseSeasonSettings(text) };
  if (!markdown && isTournamentSettings(text))
    return { file, analyses: [], markdown, tournament: parseTournamentSettings(text) };
  const inherit = !markdown ? inheritOf?.(file, text) : undefined;
  if (inherit) return { file, analyses: [analyzeScore(text, 0, overrides, inherit)], markdown };
  const analyses =
    perGame && overrides ? analyzeForSeason(file, text, overrides) : analyzeFileText(file, text, overrides);
  return { file, analyses, markdown };
}

/**
 * For `check`, text or `--json`: a `.score` file checked by the analyser's streaming mode, in one pass that keeps
 * nothing of its rounds (with `--json`, their results: what it prints), which on a long sheet costs a fraction of a
 * whole analysis; Markdown analysed as everywhere else.
 */
function loadForCheck(
  io: Io,
  file: string,
  lang: Lang,
  overrides: RuleOverrides | undefined,
  json: true,
  inheritOf?: InheritOf,
): LoadedFile<CheckedRounds> | string;
function loadForCheck(
  io: Io,
  file: string,
  lang: Lang,
  overrides: RuleOverrides | undefined,
  json: false,
  inheritOf?: InheritOf,
): LoadedFile<Checked> | string;
function loadForCheck(
  io: Io,
  file: string,
  lang: Lang,
  overrides: RuleOverrides | undefined,
  json: boolean,
  inheritOf?: InheritOf,
): LoadedFile<CheckedRounds> | LoadedFile<Checked> | string {
  const read = loadText(io, file, lang);
  if (typeof read === 'string') return read;
  const { text } = read;
  const markdown = isMarkdownFile(file);
  if (!markdown && isSeasonSettings(text)) return { file, analyses: [], markdown, settings: parseSeasonSettings(text) };
  if (!markdown && isTournamentSettings(text))
    return { file, analyses: [], markdown, tournament: parseTournamentSettings(text) };
  if (markdown) return { file, analyses: analyzeMarkdown(text, overrides), markdown };
  // A tournament's table sheet: streamed under what its tournament.score hands down.
  const inherit = inheritOf?.(file, text);
  const analyses = json
    ? [analyze(text, { mode: 'streaming', overrides, rounds: true, inherit })]
    : [analyze(text, { mode: 'streaming', overrides, inherit })];
  return { file, analyses, markdown };
}

const hasErrors = (a: Pick<DocumentAnalysis, 'problems'>) => a.problems.some((p) => p.severity === 'error');

function runCheckJson(io: Io, files: LoadedFile<CheckedRounds>[], lang: Lang): number {
  const entries = files.flatMap((f): object[] =>
    f.settings || f.tournament
      ? [
          {
            file: f.file,
            game: null,
            ...(f.settings ? { seasonSettings: true } : { tournamentSettings: true }),
            diagnostics: (f.settings ?? f.tournament)!.problems.map((p) => toJsonDiagnostic(p, lang)),
          },
        ]
      : f.analyses.map((a, i) => toJsonFile(f.file, a, f.markdown ? i + 1 : undefined, false, lang)),
  );
  io.out(JSON.stringify({ files: entries }, null, 2));
  return files.some((f) => (f.settings ? [f.settings] : f.tournament ? [f.tournament] : f.analyses).some(hasErrors))
    ? 1
    : 0;
}

function runCheckText(io: Io, files: LoadedFile<Checked>[], lang: Lang): number {
  let errors = 0;
  let warnings = 0;
  for (const f of files) {
    if (f.markdown && f.analyses.length === 0) io.err(render(msg('cli.no-blocks', { file: f.file }), lang));
    const settings = f.settings ?? f.tournament;
    for (const a of settings ? [{ problems: settings.problems }] : f.analyses) {
      for (const p of a.problems) {
        // Hints (e.g. "a trick example is not counted") are editor-only nudges; --json keeps them.
        if (p.severity === 'hint') continue;
        io.out(formatDiagnosticLine(f.file, p, lang));
        if (p.severity === 'error') errors++;
        else if (p.severity === 'warning') warnings++;
      }
    }
  }
  const docs = files.reduce((n, f) => n + f.analyses.length, 0);
  // A season's settings file is checked too, but it is not a document of an evening: the count says what it is.
  const settings = files.filter((f) => f.settings).length;
  const tournaments = files.filter((f) => f.tournament).length;
  io.err(
    render(
      settings
        ? msg('cli.check-summary-settings', { errors, warnings, documents: docs, settings: settings + tournaments })
        : tournaments
          ? msg('tournament.cli.check-summary', { errors, warnings, documents: docs, settings: tournaments })
          : msg('cli.check-summary', { errors, warnings, documents: docs }),
      lang,
    ),
  );
  return errors > 0 ? 1 : 0;
}

/** One stderr line per document with errors (naming the block in Markdown), pointing to `check`. */
function reportErrorCounts(io: Io, f: LoadedFile, lang: Lang): void {
  f.analyses.forEach((a, i) => {
    const n = a.problems.filter((p) => p.severity === 'error').length;
    const where = f.markdown ? render(msg('cli.block', { file: f.file, block: i + 1 }), lang) : f.file;
    if (n > 0) io.err(render(msg('cli.error-count', { where, errors: n, file: f.file }), lang));
  });
}

/**
 * `--table` against the sheets it is asked of: a table the game's settlement does not have is a usage error (exit 2,
 * never the rounds in its place); money or transfers without a stake are printed without amounts, and stderr says why.
 */
function tableProblem(io: Io, opts: CliOptions, f: LoadedFile, lang: Lang): number | undefined {
  const table = opts.table;
  if (!table) return undefined;
  for (const a of f.analyses) {
    if (!a.game || !a.module) continue;
    const tables = a.module.report.csvTables;
    if (!tables.includes(table)) {
      io.err(render(msg('cli.usage-error', { reason: msg('cli.table-game', { table, game: a.game, tables }) }), lang));
      return 2;
    }
  }
  if ((table === 'money' || table === 'transfers') && f.analyses.some((a) => a.game && !a.settlement.money))
    io.err(render(msg('cli.table-no-stake', { file: f.file, table }), lang));
  return undefined;
}

function runSettle(io: Io, opts: CliOptions, f: LoadedFile, lang: Lang): number {
  const bad = tableProblem(io, opts, f, lang);
  if (bad !== undefined) return bad;
  if (opts.json) {
    const entries = f.analyses.map((a, i) => toJsonFile(f.file, a, f.markdown ? i + 1 : undefined, true, lang));
    io.out(JSON.stringify({ files: entries }, null, 2));
  } else {
    const parts = f.analyses.map((a, i) => {
      const block = f.markdown ? render(msg('cli.block', { file: f.file, block: i + 1 }), lang) : '';
      const head = !block ? '' : opts.format === 'md' ? `## ${markdownText(block)}\n\n` : `## ${block}\n\n`;
      return head + renderSettlement(a, opts.format, { lang, table: opts.table });
    });
    if (parts.length === 0) io.err(render(msg('cli.no-blocks', { file: f.file }), lang));
    io.out(parts.join('\n\n'));
  }
  if (!opts.json) reportErrorCounts(io, f, lang);
  return f.analyses.some(hasErrors) ? 1 : 0;
}

function runExplain(io: Io, opts: CliOptions, f: LoadedFile, lang: Lang): number {
  const texts: string[] = [];
  let found = false;
  f.analyses.forEach((a, i) => {
    const r = explainAnalysis(a, opts.round, lang);
    if (r.found) found = true;
    const head = f.markdown ? `## ${render(msg('cli.block-heading', { block: i + 1 }), lang)}\n\n` : '';
    if (r.text) texts.push(head + r.text);
  });
  if (opts.round !== undefined && !found) {
    io.err(render(msg('cli.no-round', { file: f.file, round: opts.round }), lang));
    return 2;
  }
  if (f.markdown && f.analyses.length === 0) io.err(render(msg('cli.no-blocks', { file: f.file }), lang));
  io.out(texts.join('\n\n'));
  reportErrorCounts(io, f, lang);
  return f.analyses.some(hasErrors) ? 1 : 0;
}

/** `--lang` (even beside a usage error), else the environment. */
function langOfRun(argv: readonly string[], parsed: ReturnType<typeof parseArgs>, env: Io['env'] & object): Lang {
  if (parsed.kind === 'run' && parsed.options.lang) return parsed.options.lang;
  const i = argv.findIndex((a) => a === '--lang' || a.startsWith('--lang='));
  const given = i < 0 ? undefined : argv[i].includes('=') ? argv[i].slice(7) : argv[i + 1];
  return langOf(given) ?? langOfEnv(env);
}

export function run(argv: readonly string[], io: Io): number {
  const parsed = parseArgs(argv);
  const lang = langOfRun(argv, parsed, io.env ?? {});
  if (parsed.kind === 'help') {
    io.out(helpText(parsed.topic ?? 'main', lang, helpGames()));
    return 0;
  }
  if (parsed.kind === 'version') {
    io.out(typeof SCORESHEET_VERSION === 'string' ? SCORESHEET_VERSION : 'dev');
    return 0;
  }
  if (parsed.kind === 'usage-error') {
    io.err(render(msg('cli.usage-error', { reason: parsed.msg }), lang));
    return 2;
  }
  const opts = parsed.options;
  if (opts.command === 'lsp') {
    io.serveLsp?.(lang);
    return 0;
  }
  if (opts.command === 'serve') {
    // Its exit code is set when the session ends (2 when it cannot start).
    io.serveTable?.({ file: opts.files[0], port: opts.port, host: opts.host, lang });
    return 0;
  }
  const guideIo: GuideIo = {
    out: io.out,
    err: io.err,
    readText: (f) => readText(io, f, lang),
    writeFile: writerOf(io, lang),
    lang,
  };
  if (opts.command === 'import' || opts.command === 'merge')
    throw new Error(`scoresheet ${opts.command} runs through runAsync`);
  if (opts.command === 'fmt') return runFmt(guideIo, opts);
  const tournamentIo: TournamentIo = {
    out: io.out,
    err: io.err,
    listDir: io.listDir ?? (() => undefined),
    notAFile: (file: string) => {
      const kind = io.fileKind?.(file);
      return kind && kind !== 'file'
        ? render(msg('cli.skipped', { file, reason: notAFileReason(kind) }), lang)
        : undefined;
    },
    readText: (f) => loadText(io, f, lang),
    lang,
  };
  if (opts.command === 'sheets') return runSheets(tournamentIo, opts);
  const inheritOf = inheritanceFinder(tournamentIo);
  // A folder with a tournament.score is a tournament, not a season.
  const tournament =
    (opts.command === 'settle' || opts.command === 'stats') && opts.files.length === 1 && opts.compare.length === 0
      ? findTournament(tournamentIo, opts.files[0])
      : undefined;
  if (tournament && opts.command === 'stats')
    return runTournamentStats(tournamentIo, opts, tournament, overridesOf(opts));
  if (tournament) {
    if (opts.share === 'html')
      return runTournamentPage(
        {
          out: io.out,
          err: io.err,
          readText: (f) => loadText(io, f, lang),
          listDir: io.listDir ?? (() => undefined),
          writeFile: writerOf(io, lang),
          pageScript: io.pageScript,
          lang,
        },
        opts,
        opts.files[0],
        tournament,
      );
    const unsupported = opts.share ?? (opts.table ? 'csv --table' : undefined);
    if (unsupported) {
      io.err(render(msg('cli.usage-error', { reason: msg('tournament.cli.share', { format: unsupported }) }), lang));
      return 2;
    }
    return runTournamentSettle(tournamentIo, opts, tournament, overridesOf(opts));
  }
  if (opts.command === 'settle' && opts.compare.length > 0) return runCompare(guideIo, opts);
  if (opts.command === 'settle' && opts.share)
    return runShare(
      {
        out: io.out,
        err: io.err,
        readText: (f) => loadText(io, f, lang),
        listDir: io.listDir ?? (() => undefined),
        writeFile: writerOf(io, lang),
        pageScript: io.pageScript,
        deflateRaw: io.deflateRaw,
        drawPng: io.drawPng,
        lang,
      },
      opts,
    );
  const overrides = overridesOf(opts);
  if (opts.command === 'check' && opts.fix && runFix(guideIo, opts).unreadable) return 2;
  const listDir = io.listDir ?? (() => undefined);
  if (isSeasonRun(opts, listDir)) {
    if (opts.command === 'settle' && opts.table) {
      io.err(render(msg('cli.usage-error', { reason: msg('cli.table-season') }), lang));
      return 2;
    }
    const seasonIo = {
      out: io.out,
      err: io.err,
      listDir,
      notAFile: (file: string) => {
        const kind = io.fileKind?.(file);
        return kind && kind !== 'file'
          ? render(msg('cli.skipped', { file, reason: notAFileReason(kind) }), lang)
          : undefined;
      },
      realPath: io.realPath,
      load: (file: string) => load(io, file, lang, overrides, true),
      lang,
    };
    return opts.command === 'stats' ? runStats(seasonIo, opts) : runSeasonSettle(seasonIo, opts);
  }
  if (opts.command === 'check') {
    // Text and `--json` take the one path: the streamed check (`--fix` has written its fixes by now).
    if (opts.json) {
      const files = loadFiles(io, opts, lang, (file) => loadForCheck(io, file, lang, overrides, true, inheritOf));
      if (typeof files === 'number') return files;
      const code = runCheckJson(io, files.loaded, lang);
      return files.unreadable ? 2 : code;
    }
    const files = loadFiles(io, opts, lang, (file) => loadForCheck(io, file, lang, overrides, false, inheritOf));
    if (typeof files === 'number') return files;
    const code = runCheckText(io, files.loaded, lang);
    return files.unreadable ? 2 : code;
  }
  const files = loadFiles(io, opts, lang, (file) => load(io, file, lang, overrides, false, inheritOf));
  if (typeof files === 'number') return files;
  const { loaded, unreadable } = files;
  if (loaded[0].settings) {
    io.err(cliSeasonText(lang).settingsAlone(loaded[0].file));
    return 2;
  }
  if (loaded[0].tournament) {
    io.err(render(msg('tournament.cli.settings-alone', { file: loaded[0].file }), lang));
    return 2;
  }
  // What the what-if rules cannot change (rounds written as their outcome, bock marks kept), on stderr.
  if (overrides)
    for (const f of loaded)
      for (const line of whatIfNoteLines(f.file, f.analyses, opts, lang, f.markdown)) io.err(line);
  const code = opts.command === 'settle' ? runSettle(io, opts, loaded[0], lang) : runExplain(io, opts, loaded[0], lang);
  return unreadable ? 2 : code;
}

/**
 * Every file of the run loaded (a file that cannot be read is said on stderr; only `check` goes on without it), or
 * the exit code when the run stops here: an unreadable file, a bad override.
 */
function loadFiles<A extends Checked>(
  io: Io,
  opts: CliOptions,
  lang: Lang,
  loadOne: (file: string) => LoadedFile<A> | string,
): { loaded: LoadedFile<A>[]; unreadable: boolean } | number {
  const loaded: LoadedFile<A>[] = [];
  let unreadable = false;
  for (const file of opts.files) {
    const r = loadOne(file);
    if (typeof r === 'string') {
      io.err(r);
      unreadable = true;
    } else loaded.push(r);
  }
  if (unreadable && opts.command !== 'check') return 2;
  const badOverride = overrideError(
    loaded.flatMap((f) => f.analyses),
    '--set',
    lang,
  );
  if (badOverride) {
    io.err(badOverride);
    return 2;
  }
  for (const line of overrideWarnings(
    loaded.flatMap((f) => f.analyses),
    '--set',
    lang,
  ))
    io.err(line);
  return { loaded, unreadable };
}

/** Commands that read workbooks, which is asynchronous: `import` and `merge`. */
const ASYNC_COMMANDS = new Set(['import', 'merge']);

/**
 * Any command, `import` and `merge` included (loaded only for them: dist/import.js). The others run as `run` does.
 */
export async function runAsync(argv: readonly string[], io: Io): Promise<number> {
  const parsed = parseArgs(argv);
  if (parsed.kind !== 'run' || !ASYNC_COMMANDS.has(parsed.options.command)) return run(argv, io);
  const lang = langOfRun(argv, parsed, io.env ?? {});
  const { runImportCommand } = await import('./importCommand');
  return runImportCommand(
    { out: io.out, err: io.err, readFile: io.readFile, writeFile: writerOf(io, lang), lang },
    parsed.options,
  );
}

/** The process's CLI: `argv` without node and the script; sets the exit code. */
export function main(argv: readonly string[]): void {
  const io: Io = {
    out: (s) => {
      // A CSV in German or French starts with a byte order mark (csvStyle): that one is meant, not hidden in a name.
      const bom = s.startsWith('\uFEFF') ? '\uFEFF' : '';
      const rest = bom ? s.slice(1) : s;
      process.stdout.write(bom + printable(rest.endsWith('\n') || rest === '' ? rest : rest + '\n'));
    },
    err: (s) => process.stderr.write(printable(s) + '\n'),
    readFile: (p) => readUserFile(p),
    writeFile: writeTextFile,
    writeBytes: writeTextFile,
    pageScript: () => readFileSync(join(__dirname, 'export.js'), 'utf8'),
    deflateRaw: (text) => new Uint8Array(deflateRawSync(Buffer.from(text, 'utf8'), { level: 9 })),
    drawPng: (svg, width, height) => drawPng(svg, width, height),
    fileKind,
    // The language server (and its protocol libraries) is loaded only for `scoresheet lsp`: the other commands
    // start faster without it.
    serveLsp: (lang) => void import('../lsp/server').then((m) => m.serveStdio(lang)),
    // The table session too (dist/serve.js): its server and QR code are no other command's business.
    serveTable: (options) => void import('./serve').then((m) => m.serveProcess(options)),
    env: process.env,
    listDir: (p) => {
      try {
        return statSync(p).isDirectory() ? readdirSync(p) : undefined;
      } catch {
        return undefined;
      }
    },
    realPath: (p) => {
      try {
        return realpathSync(p);
      } catch {
        return undefined;
      }
    },
  };
  if (ASYNC_COMMANDS.has(argv[0] ?? '')) {
    runAsync(argv, io).then(
      (code) => (process.exitCode = code),
      (e: unknown) => {
        process.stderr.write(`scoresheet: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
        process.exitCode = 2;
      },
    );
    return;
  }
  process.exitCode = run(argv, io);
}

// Run as a script (the tests' bundle as a process of its own; dist/cli.js requires it and calls `main`).
if (require.main === module) main(process.argv.slice(2));
