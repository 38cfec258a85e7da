// `scoresheet import FILE…` and `scoresheet merge A B`: the files read, the pure import (src/import) run over them
// with every game's importers (src/games/importers.ts), the evenings written (or printed) and their checks reported.
// Loaded only for these two commands (dist/import.js beside the CLI), as the workbook reader is of no use to others.

import { join } from 'node:path';
import { analyzeScore } from '../analysis/analyze';
import { checkScore } from '../analysis/check';
import { IMPORT_FORMATS } from '../games/importers';
import { formatIds, gameIds, importSources, isImportError, type ImportError, type ImportResult } from '../import';
import type { EveningCheck } from '../import/audit';
import { mergeSheets } from '../import/merge';
import { msg, render, type Lang, type Message } from '../messages';
import type { CliOptions } from './args';

export interface ImportIo {
  out: (s: string) => void;
  err: (s: string) => void;
  readFile: (path: string) => Uint8Array;
  /** Writes a file, making its folder (src/cli/files.ts); without it nothing is written. */
  writeFile?: (path: string, text: string) => void;
  lang: Lang;
}

const usage = (io: ImportIo, m: Message) => {
  io.err(render(msg('cli.usage-error', { reason: m }), io.lang));
  return 2;
};

/** The line that says why an import stopped: `zettel.json: rounds[3].scores.Anna: "x" is not a number`. */
export function importErrorLine(e: ImportError, lang: Lang): string {
  const where = e.where === undefined ? '' : typeof e.where === 'string' ? e.where : render(e.where, lang);
  return render(msg('import.error', { file: e.file, where, why: e.why }), lang);
}

/** The report of one evening's checks: one line, then each disagreeing checkpoint, each culprit, the first errors. */
export function checkLines(path: string, check: EveningCheck, lang: Lang): string[] {
  const t = (m: Message) => render(m, lang);
  if (check.errors === 0)
    return [t(msg('import.report.clean', { file: path, rounds: check.rounds, checkpoints: check.checkpoints }))];
  const lines = [
    t(
      msg('import.report.unclean', {
        file: path,
        rounds: check.rounds,
        disagreeing: check.disagreeing.length,
        errors: check.errors,
      }),
    ),
  ];
  const shown = [...check.disagreeing, ...check.culprits, ...check.otherErrors.slice(0, 5)];
  for (const f of shown)
    lines.push(t(msg('import.report.finding', { line: f.line, round: f.round ?? 0, message: f.message })));
  const more = check.otherErrors.length - 5;
  if (more > 0) lines.push(t(msg('import.report.more', { count: more })));
  return lines;
}

function readAll(io: ImportIo, files: readonly string[]): { name: string; bytes: Uint8Array }[] | undefined {
  const sources: { name: string; bytes: Uint8Array }[] = [];
  for (const file of files) {
    try {
      sources.push({ name: file, bytes: io.readFile(file) });
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      const reason =
        code === 'ENOENT'
          ? msg('cli.read.no-file')
          : code === 'EISDIR'
            ? msg('cli.read.folder')
            : msg('cli.read.other', { error: (e as Error).message });
      io.err(render(msg('cli.cannot-read', { file, reason }), io.lang));
      return undefined;
    }
  }
  return sources;
}

/** The options' values checked against the importers there are; a usage message for a wrong one. */
function optionProblem(opts: CliOptions): Message | undefined {
  const formats = formatIds(IMPORT_FORMATS);
  if (opts.from !== undefined && !formats.includes(opts.from))
    return msg('import.usage.from', { value: opts.from, formats });
  const games = gameIds(IMPORT_FORMATS);
  if (opts.game !== undefined && !games.includes(opts.game))
    return msg('import.usage.game', { value: opts.game, games });
  return undefined;
}

export async function runImport(io: ImportIo, opts: CliOptions): Promise<number> {
  const wrong = optionProblem(opts);
  if (wrong) return usage(io, wrong);
  const sources = readAll(io, opts.files);
  if (!sources) return 2;
  let result: ImportResult;
  try {
    result = await importSources(sources, IMPORT_FORMATS, {
      from: opts.from,
      game: opts.game,
      columns: opts.columns,
      map: opts.map,
      lang: io.lang,
      check: checkScore,
    });
  } catch (e) {
    if (!isImportError(e)) throw e;
    io.err(importErrorLine(e, io.lang));
    return 2;
  }
  const t = (m: Message) => render(m, io.lang);
  if (!opts.out && result.files.length > 1) {
    io.err(t(msg('import.report.several', { count: result.files.length })));
    return 2;
  }
  for (const [from, to] of result.names.renamed) io.err(t(msg('import.report.renamed', { from, to })));
  // A file of the folder that holds something else (an evening edited since, another evening) is never replaced:
  // each is named, and nothing is written. The same text again (a re-import) is left as it is.
  const out = opts.out;
  const unchanged = new Set<string>();
  if (out) {
    const taken: string[] = [];
    for (const f of result.files) {
      const path = join(out, f.path);
      const now = existingText(io, path);
      if (now === f.text) unchanged.add(path);
      else if (now !== undefined) taken.push(path);
    }
    if (taken.length) {
      for (const path of taken) io.err(t(msg('import.report.exists', { path })));
      return 2;
    }
  }
  for (const f of result.files) {
    if (out) {
      const path = join(out, f.path);
      if (unchanged.has(path)) io.err(t(msg('import.report.unchanged', { path })));
      else {
        try {
          io.writeFile?.(path, f.text);
        } catch (e) {
          io.err(t(msg('cli.cannot-write', { file: path, reason: (e as Error).message })));
          return 2;
        }
        io.err(t(msg('import.report.wrote', { path })));
      }
    } else io.out(f.text.replace(/\n$/, ''));
    for (const l of checkLines(opts.out ? join(opts.out, f.path) : f.path, f.check, io.lang)) io.err(l);
  }
  return result.files.some((f) => f.check.errors > 0) ? 1 : 0;
}

/** The text of a file that exists at `path` (undefined when there is none to read). */
function existingText(io: ImportIo, path: string): string | undefined {
  try {
    return new TextDecoder().decode(io.readFile(path));
  } catch {
    return undefined;
  }
}

/** A sheet to merge: a `.score` file as it is, anything else imported first. */
async function sheetOf(io: ImportIo, source: { name: string; bytes: Uint8Array }, opts: CliOptions) {
  if (/\.score$/i.test(source.name)) return { file: source.name, text: new TextDecoder().decode(source.bytes) };
  const result = await importSources([source], IMPORT_FORMATS, {
    ...opts,
    map: opts.map,
    lang: io.lang,
    check: checkScore,
  });
  return { file: source.name, text: result.files[0]?.text ?? '' };
}

export async function runMerge(io: ImportIo, opts: CliOptions): Promise<number> {
  if (opts.files.length !== 2) return usage(io, msg('merge.usage.two'));
  const wrong = optionProblem(opts);
  if (wrong) return usage(io, wrong);
  const sources = readAll(io, opts.files);
  if (!sources) return 2;
  let a, b;
  try {
    a = await sheetOf(io, sources[0], opts);
    b = await sheetOf(io, sources[1], opts);
  } catch (e) {
    if (!isImportError(e)) throw e;
    io.err(importErrorLine(e, io.lang));
    return 2;
  }
  const outcome = mergeSheets(a, b, io.lang, (text) => analyzeScore(text));
  for (const l of outcome.lines) io.out(l);
  return outcome.agree ? 0 : 1;
}

/** `import` or `merge`, whichever the options name. */
export function runImportCommand(io: ImportIo, opts: CliOptions): Promise<number> {
  return opts.command === 'merge' ? runMerge(io, opts) : runImport(io, opts);
}
