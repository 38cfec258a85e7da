// `scoresheet import` without files or screens: sources in (name and bytes), `.score` texts and their checks out.
// Pure; the CLI and the extension read the files, choose where to write, and write. The games' readers come in as
// one list (src/games/importers.ts), so nothing here names a game.

import { msg, type Lang, type Message } from '../messages';
import { checkEvening, type EveningCheck, type SheetCheck } from './audit';
import { readCsv } from './csv';
import type { ColumnsMode, ImportedEvening, ImportFormats, SheetTable, SourceFile, SpreadsheetGame } from './model';
import { ImportFailure } from './model';
import { buildNameMap, type NameMap } from './names';
import { readSheet, resolveColumns, type Cell } from './table';
import { decodeSource } from './text';
import { writeEvening } from './write';
import { looksLikeWorkbook, readWorkbook } from './xlsx';

export type { EveningCheck } from './audit';
export type { ImportFormats } from './model';
export { ImportFailure } from './model';

export interface ImportOptions {
  /** `--from`: the format, else detected from the content. */
  from?: string;
  /** `--game`: the game of spreadsheets, else the best fit. */
  game?: string;
  /** `--columns`: per-game points or running totals, else decided from the rows. */
  columns?: ColumnsMode;
  /** `--map OLD=NEW`, in order. */
  map: readonly [string, string][];
  /** How each written evening is checked (the lean check `scoresheet check` runs). */
  check: SheetCheck;
  /** The language of the comments written into the files. */
  lang: Lang;
}

/** One file the import writes: its path under the output folder (`season-2024/2024-11-15.score`). */
export interface ImportedFile {
  path: string;
  text: string;
  evening: ImportedEvening;
  check: EveningCheck;
}

export interface ImportResult {
  files: ImportedFile[];
  /** The season folder the evenings go into, when there are several. */
  season?: string;
  names: NameMap;
}

/** Why an import stopped: the file, where in it and what is wrong (exit 2; nothing written). */
export interface ImportError {
  file: string;
  where?: Message | string;
  why: Message;
}

/** The formats `--from` takes. */
export function formatIds(formats: ImportFormats): string[] {
  return ['csv', 'xlsx', ...formats.apps.map((a) => a.id)];
}

/** The games `--game` takes. */
export function gameIds(formats: ImportFormats): string[] {
  return [...new Set(formats.spreadsheets.flatMap((s) => s.games))];
}

function claimsOf(formats: ImportFormats, game: string | undefined): (header: string) => boolean {
  const readers = formats.spreadsheets.filter((s) => !game || s.games.includes(game));
  return (h) => readers.some((r) => r.claims(h));
}

function spreadsheetGame(table: SheetTable, formats: ImportFormats, game: string | undefined): SpreadsheetGame {
  if (game) {
    const named = formats.spreadsheets.find((s) => s.games.includes(game));
    if (named) return named;
  }
  let best: SpreadsheetGame | undefined;
  let score = 0;
  for (const s of formats.spreadsheets) {
    const fit = s.fits(table, game);
    if (fit > score) [best, score] = [s, fit];
  }
  if (!best) {
    const takes = formats.spreadsheets.map((s) => s.takes);
    throw new ImportFailure(undefined, msg('import.no-game-fits', { columns: table.names, takes }));
  }
  return best;
}

function eveningOfSheet(
  input: { source: string; sheet?: string; format: string; rows: readonly (readonly Cell[])[]; decimalComma: boolean },
  formats: ImportFormats,
  options: ImportOptions,
): ImportedEvening | undefined {
  const table = readSheet({ ...input, claims: claimsOf(formats, options.game) });
  if (!table) return undefined;
  const game = spreadsheetGame(table, formats, options.game);
  return game.read(resolveColumns(table, game, options.columns), options.game);
}

/** The evenings of one source file. Throws ImportFailure. */
export async function readSource(
  source: SourceFile,
  formats: ImportFormats,
  options: ImportOptions,
): Promise<ImportedEvening[]> {
  const tried = formatIds(formats);
  const from = options.from;
  if (from === 'xlsx' || (!from && looksLikeWorkbook(source.bytes))) {
    const sheets = await readWorkbook(source.bytes);
    const evenings: ImportedEvening[] = [];
    for (const s of sheets) {
      const e = eveningOfSheet(
        { source: source.name, sheet: s.name, format: 'xlsx', rows: s.rows, decimalComma: false },
        formats,
        options,
      );
      if (e && e.rounds.length > 0) evenings.push(e);
    }
    if (evenings.length === 0) throw new ImportFailure(undefined, msg('import.no-sheet'));
    return evenings;
  }
  const decoded = decodeSource(source.bytes);
  if (!decoded) throw new ImportFailure(undefined, msg('import.unknown-shape', { tried }));
  const text = decoded.text.replace(/^\uFEFF/, '');
  const app = formats.apps.find((a) => a.id === from);
  if (app || (!from && /^\s*[[{]/.test(text))) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      if (app) throw new ImportFailure(undefined, msg('import.not-json', { reason: (e as Error).message }));
      throw new ImportFailure(undefined, msg('import.unknown-shape', { tried }));
    }
    const reader = app ?? formats.apps.find((a) => a.detect(json));
    if (!reader)
      throw new ImportFailure(undefined, msg('import.unknown-json', { tried: formats.apps.map((a) => a.id) }));
    return reader.read(json, source.name);
  }
  const csv = readCsv(text);
  const evening = eveningOfSheet(
    { source: source.name, format: 'csv', rows: csv.rows, decimalComma: csv.decimalComma },
    formats,
    options,
  );
  if (!evening) throw new ImportFailure(undefined, msg('import.unknown-shape', { tried }));
  const inferred = decoded.encoding
    ? [...evening.inferred, msg('import.inferred.encoding', { encoding: decoded.encoding })]
    : evening.inferred;
  return [{ ...evening, inferred }];
}

/** `2024-11-15` or a name made of the source's words, fit for a file name on every system. */
export function slug(text: string): string {
  const s = text
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .toLowerCase();
  return s.slice(0, 60) || 'evening';
}

function baseName(path: string): string {
  return path.replace(/^.*[\\/]/, '');
}

/** File names by date (`2024-11-15.score`, then `2024-11-15-2.score`), else by the source and sheet. */
function fileNames(evenings: readonly ImportedEvening[]): string[] {
  const taken = new Set<string>();
  return evenings.map((e) => {
    const base = e.date ?? slug([baseName(e.source), e.sheet ?? e.title].filter(Boolean).join('-'));
    let name = `${base}.score`;
    for (let n = 2; taken.has(name); n++) name = `${base}-${n}.score`;
    taken.add(name);
    return name;
  });
}

/** The season folder of several evenings: the source's own name for it, else the years they span. */
function seasonFolder(evenings: readonly ImportedEvening[]): string {
  const named = evenings.find((e) => e.season)?.season;
  if (named) return slug(named);
  const years = [...new Set(evenings.map((e) => e.date?.slice(0, 4)).filter((y): y is string => !!y))].sort();
  if (years.length === 0) return 'season';
  return years.length === 1 ? `season-${years[0]}` : `season-${years[0]}-${years[years.length - 1]}`;
}

/**
 * Every source read, mapped and written, every evening checked. Rejects with an ImportError naming the file when
 * a source cannot be read: then nothing is to be written.
 */
export async function importSources(
  sources: readonly SourceFile[],
  formats: ImportFormats,
  options: ImportOptions,
): Promise<ImportResult> {
  const evenings: ImportedEvening[] = [];
  for (const source of sources) {
    try {
      evenings.push(...(await readSource(source, formats, options)));
    } catch (e) {
      throw asImportError(e, source.name);
    }
  }
  let names: NameMap;
  try {
    names = buildNameMap(evenings, options.map);
  } catch (e) {
    throw asImportError(e, sources[0]?.name ?? '');
  }
  for (let i = 0; i < evenings.length; i++) evenings[i] = withClosingTotals(evenings[i]);
  const season = evenings.length > 1 ? seasonFolder(evenings) : undefined;
  const paths = fileNames(evenings);
  const files = evenings.map((evening, i): ImportedFile => {
    const text = writeEvening(evening, names, options.lang);
    return {
      path: season ? `${season}/${paths[i]}` : paths[i],
      text,
      evening,
      check: checkEvening(text, options.lang, options.check),
    };
  });
  return { files, season, names };
}

/**
 * A source without totals of its own (per-game points, no closing row) still gets its checkpoint: the points it
 * states, added up since the last new game, so the evening's file ends on the totals the source's numbers give.
 */
function withClosingTotals(e: ImportedEvening): ImportedEvening {
  if (e.final || e.rounds.length === 0 || e.rounds[e.rounds.length - 1].totals) return e;
  if (!e.rounds.every((r) => r.scores)) return e;
  const final = new Map<string, number>(e.columns.map((c) => [c, 0]));
  for (const r of e.rounds) {
    if (r.restart) for (const c of e.columns) final.set(c, 0);
    for (const [name, v] of r.scores!) final.set(name, (final.get(name) ?? 0) + v);
  }
  return { ...e, final, inferred: [...e.inferred, msg('import.inferred.summed')] };
}

/** A failure as the error the CLI and the extension report; anything else (a bug) is rethrown. */
export function asImportError(e: unknown, file: string): ImportError {
  if (e instanceof ImportFailure) return { file: e.file ?? file, where: e.where, why: e.why };
  throw e;
}

export function isImportError(e: unknown): e is ImportError {
  return typeof e === 'object' && e !== null && 'file' in e && 'why' in e && !(e instanceof Error);
}
