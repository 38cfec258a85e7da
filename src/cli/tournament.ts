// `scoresheet settle DIR` on a tournament folder (a tournament.score beside the table sheets) and `scoresheet sheets
// DIR --series N`: reads the folder, analyses each sheet under what tournament.score hands down, prints the result.

import type { DocumentAnalysis, InheritedHeader, RuleOverrides } from '../analysis/analyze';
import { analyzeScore } from '../analysis/analyze';
import { msg, render, type Lang } from '../messages';
import { csvStyle } from '../text/tables';
import {
  blankSheets,
  isTournamentSettings,
  parseTournamentSettings,
  renderTournament,
  renderTournamentStats,
  summarizeSheet,
  settleTournament,
  toNumber,
  type SeriesCell,
  type SheetSummary,
  type Tournament,
  type TournamentSettings,
} from '../tournament';
import type { CliOptions } from './args';
import { centsToAmount as amount, formatDiagnosticLine, toJsonDiagnostic, toJsonFile } from './report';

export interface TournamentIo {
  out: (s: string) => void;
  err: (s: string) => void;
  /** A folder's entries, or undefined when the path is not a folder. */
  listDir: (path: string) => string[] | undefined;
  /** For an entry that is no regular file (a pipe, a device), the note saying it is skipped. */
  notAFile?: (path: string) => string | undefined;
  /** A file's text, or the line saying why it cannot be read. */
  readText: (file: string) => { text: string } | string;
  lang: Lang;
}

/** The tournament of a folder: its settings file and text, and its sheets (top level and one folder down). */
export interface TournamentFolder {
  settingsFile: string;
  settingsText: string;
  sheets: string[];
  /** Texts already read while looking for the settings file. */
  texts: Map<string, string>;
  /** Further files whose first directive is `tournament` (only the first counts). */
  extraSettings: string[];
}

function joinPath(dir: string, name: string): string {
  return /[\\/]$/.test(dir) ? dir + name : `${dir}/${name}`;
}

const isScore = (name: string) => /\.score$/i.test(name);

/**
 * The folder's tournament, if one of its top-level `.score` files is a tournament's settings (by convention
 * tournament.score); undefined for any other folder (a season) or a path that is no folder.
 */
export function findTournament(io: TournamentIo, dir: string): TournamentFolder | undefined {
  const entries = io.listDir(dir);
  if (!entries) return undefined;
  const texts = new Map<string, string>();
  const files: string[] = [];
  const settings: string[] = [];
  const names = [...entries].sort((a, b) =>
    a === 'tournament.score' ? -1 : b === 'tournament.score' ? 1 : a < b ? -1 : 1,
  );
  for (const e of names) {
    const path = joinPath(dir, e);
    if (isScore(e)) {
      if (io.notAFile?.(path) !== undefined) continue;
      files.push(path);
      const read = io.readText(path);
      if (typeof read === 'string') continue;
      texts.set(path, read.text);
      if (isTournamentSettings(read.text)) settings.push(path);
    } else {
      const inner = io.listDir(path);
      for (const f of (inner ?? []).filter(isScore).sort()) files.push(joinPath(path, f));
    }
  }
  if (settings.length === 0) return undefined;
  const [settingsFile, ...extraSettings] = settings;
  return {
    settingsFile,
    settingsText: texts.get(settingsFile)!,
    sheets: files.filter((f) => !settings.includes(f)).sort(),
    texts,
    extraSettings,
  };
}

interface Read {
  settings: TournamentSettings;
  summaries: SheetSummary[];
  /** `--json`: each sheet's entry of `files`, made while its analysis is at hand. */
  parts: object[];
  errors: boolean;
  unreadable: boolean;
}

/** Reads the sheets one by one; each analysis is dropped once its summary (and JSON part) is made. */
function read(
  io: TournamentIo,
  folder: TournamentFolder,
  part?: (file: string, a: DocumentAnalysis) => object,
  overrides?: RuleOverrides,
): Read {
  const settings = parseTournamentSettings(folder.settingsText);
  for (const extra of folder.extraSettings)
    io.err(render(msg('tournament.cli.two-settings', { file: extra, first: folder.settingsFile }), io.lang));
  const out: Read = { settings, summaries: [], parts: [], errors: false, unreadable: false };
  for (const file of folder.sheets) {
    const skipped = io.notAFile?.(file);
    if (skipped !== undefined) {
      io.err(skipped);
      continue;
    }
    let text = folder.texts.get(file);
    if (text === undefined) {
      const r = io.readText(file);
      if (typeof r === 'string') {
        io.err(r);
        out.unreadable = true;
        continue;
      }
      text = r.text;
    }
    const a = analyzeScore(text, 0, overrides, settings.inherit);
    const summary = summarizeSheet(file, a, settings.game);
    if (summary.errors > 0) out.errors = true;
    out.summaries.push(summary);
    if (part) out.parts.push(part(file, a));
  }
  return out;
}

const signedAmount = (cents: number | undefined) => (cents === undefined ? undefined : amount(cents));

function cellJson(t: Tournament, c: SeriesCell | undefined): object | null {
  if (!c) return null;
  return {
    series: c.series,
    kind: c.kind,
    ...(c.table !== undefined ? { table: c.table } : {}),
    ...(c.file !== undefined ? { file: c.file } : {}),
    ...(c.place !== undefined ? { place: c.place } : {}),
    points: c.points,
    [t.placementName === 'match' ? 'matchPoints' : 'placement']: toNumber(c.placement),
    won: c.won,
    counted: !c.dropped,
  };
}

/**
 * The `tournament` object of the JSON contract (score-format.md): title, ranking, standings and series; plus the
 * game, the tie-breaks, the statistics, the money and the diagnostics of the checks (messages in the language).
 * Amounts in the currency's major unit; fractions (shared placement points, averages) to 2 decimals.
 */
export function tournamentJson(t: Tournament, lang: Lang = 'en'): Record<string, unknown> {
  const match = t.placementName === 'match';
  return {
    title: t.title ?? null,
    game: t.game,
    ranking: t.ranking,
    tiebreaks: t.tiebreaks,
    entrants: t.entrants,
    standings: t.standings.map((s) => ({
      rank: s.rank,
      ...(t.entrants === 'teams' ? { team: s.name, members: s.members ?? [] } : { player: s.name }),
      number: s.number ?? null,
      key: toNumber(s.key),
      points: s.points,
      ...(match
        ? { matchPoints: toNumber(s.placement), wins: s.wins }
        : {
            placement: toNumber(s.placement),
            index: toNumber(s.index),
            average: s.average ? toNumber(s.average) : null,
            wins: s.wins,
          }),
      gamesWon: s.gamesWon,
      gamesLost: s.gamesLost,
      pointDiff: toNumber(s.pointDiff),
      bestSeries: s.bestSeries ? toNumber(s.bestSeries) : null,
      series: s.series.map((c) => cellJson(t, c)),
      ...(s.prize !== undefined ? { prize: signedAmount(s.prize) } : {}),
      ...(s.entry !== undefined ? { entry: signedAmount(s.entry) } : {}),
      ...(s.fees !== undefined ? { fees: signedAmount(s.fees) } : {}),
      ...(s.money !== undefined ? { money: signedAmount(s.money) } : {}),
    })),
    series: t.series.map((s) => ({
      number: s.number,
      tables: s.tables.map((x) => ({
        table: x.table,
        file: x.file,
        players: x.players,
        totals: x.totals,
        places: x.places,
        placement: Object.fromEntries(Object.entries(x.placement).map(([k, v]) => [k, toNumber(v)])),
        timeout: x.timeout,
        errors: x.errors,
      })),
    })),
    stats: t.stats.map((l) => ({ player: l.name, number: l.number ?? null, ...l.stats })),
    ...(t.money
      ? {
          money: {
            ...(t.money.currency ? { currency: t.money.currency } : {}),
            ...(t.money.entryCents !== undefined ? { entry: amount(t.money.entryCents) } : {}),
            ...(t.money.feesCents !== undefined ? { fees: amount(t.money.feesCents) } : {}),
            pool: amount(t.money.poolCents),
            prizes: t.money.prizeCents.map(amount),
            paid: amount(t.money.paidCents),
          },
        }
      : {}),
    diagnostics: t.problems.flatMap((f) => f.problems.map((p) => ({ file: f.file, ...toJsonDiagnostic(p, lang) }))),
  };
}

/** A JSON value pretty-printed as it would be at `depth` levels inside `JSON.stringify(…, null, 2)`. */
function nested(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);
}

/**
 * `scoresheet settle DIR` on a tournament: the standings, the series' tables, the statistics and the money (text, md,
 * csv or --json); the checks on stderr. Exit 1 when a sheet or a check has an error, 2 when a file cannot be read.
 */
export function runTournamentSettle(
  io: TournamentIo,
  opts: CliOptions,
  folder: TournamentFolder,
  overrides?: RuleOverrides,
): number {
  const lang = io.lang;
  const part = opts.json
    ? (file: string, a: DocumentAnalysis) => toJsonFile(file, a, undefined, true, lang) as object
    : undefined;
  const r = read(io, folder, part, overrides);
  const t = settleTournament(r.settings, r.summaries, { settingsFile: folder.settingsFile });
  if (opts.json) {
    const files = r.parts.length ? `[\n    ${r.parts.map((p) => nested(p, 2)).join(',\n    ')}\n  ]` : '[]';
    io.out(`{\n  "files": ${files},\n  "tournament": ${nested(tournamentJson(t, lang), 1)}\n}`);
  } else {
    const bom = opts.format === 'csv' ? csvStyle(lang).bom : '';
    io.out(bom + renderTournament(t, opts.format, lang));
  }
  // Each sheet's own problems (under the inherited lines, which `check` on the sheet alone would not know), then
  // the checks across the sheets.
  let errors = r.errors;
  if (!opts.json)
    for (const s of r.summaries)
      for (const p of s.problems) if (p.severity !== 'hint') io.err(formatDiagnosticLine(s.file, p, lang));
  for (const f of t.problems)
    for (const p of f.problems) {
      if (p.severity === 'error') errors = true;
      if (!opts.json) io.err(formatDiagnosticLine(f.file, p, lang));
    }
  if (r.unreadable) return 2;
  return errors ? 1 : 0;
}

/**
 * `scoresheet stats DIR` on a tournament: the statistics per player over the sheets that count (what `settle DIR`
 * prints last), text, md, csv or `--json` (`files` with each sheet's errors, and `stats` as in settle's JSON); the
 * checks on stderr. Exit codes as for settle.
 */
export function runTournamentStats(
  io: TournamentIo,
  opts: CliOptions,
  folder: TournamentFolder,
  overrides?: RuleOverrides,
): number {
  const lang = io.lang;
  const r = read(io, folder, undefined, overrides);
  const t = settleTournament(r.settings, r.summaries, { settingsFile: folder.settingsFile });
  if (opts.json) {
    const json = {
      files: r.summaries.map((s) => ({ file: s.file, errors: s.errors })),
      tournament: { title: t.title ?? null, game: t.game, statKeys: t.statKeys },
      stats: tournamentJson(t, lang).stats,
    };
    io.out(JSON.stringify(json, null, 2));
  } else {
    const bom = opts.format === 'csv' ? csvStyle(lang).bom : '';
    io.out(bom + renderTournamentStats(t, opts.format, lang));
  }
  let errors = r.errors;
  if (!opts.json)
    for (const s of r.summaries)
      for (const p of s.problems) if (p.severity !== 'hint') io.err(formatDiagnosticLine(s.file, p, lang));
  for (const f of t.problems)
    for (const p of f.problems) {
      if (p.severity === 'error') errors = true;
      if (!opts.json) io.err(formatDiagnosticLine(f.file, p, lang));
    }
  if (r.unreadable) return 2;
  return errors ? 1 : 0;
}

/** `scoresheet sheets DIR --series N`: a blank table sheet per table of series N. */
export function runSheets(io: TournamentIo, opts: CliOptions): number {
  const dir = opts.files[0];
  const folder = findTournament(io, dir);
  if (!folder) {
    io.err(render(msg('tournament.cli.no-settings', { dir }), io.lang));
    return 2;
  }
  const r = read(io, folder);
  const made = blankSheets(r.settings, r.summaries, opts.series!, folder.settingsFile, io.lang);
  if ('error' in made) {
    io.err(`scoresheet${io.lang === 'fr' ? ' :' : ':'} ${render(made.error, io.lang)}`);
    return 2;
  }
  io.out(made.sheets.map((s) => s.text).join('\n'));
  for (const note of made.notes) io.err(note);
  return r.unreadable ? 2 : 0;
}

/** A line a tournament's table sheet has and an evening has not: `series N` or `table N` in any language. */
const SHEET_LINE = /^[ \t]*(series|serie|partie|table|tisch)[ \t]/im;

/**
 * What a table sheet checked on its own (`check LIST`, `settle LIST`) inherits: the lines of the tournament.score in
 * its folder or the folder above, found once per folder in a run. A file without a `series` or `table` line is no
 * table sheet, and no folder is read for it.
 */
export function inheritanceFinder(io: TournamentIo): (file: string, text: string) => InheritedHeader | undefined {
  const byDir = new Map<string, InheritedHeader | null>();
  const dirOf = (p: string) => {
    const i = Math.max(p.lastIndexOf('/'), p.lastIndexOf('\\'));
    return i < 0 ? '.' : i === 0 ? p.slice(0, 1) : p.slice(0, i);
  };
  const inDir = (dir: string): InheritedHeader | undefined => {
    let found = byDir.get(dir);
    if (found === undefined) {
      const t = findTournament(io, dir);
      found = (t && parseTournamentSettings(t.settingsText).inherit) ?? null;
      byDir.set(dir, found);
    }
    return found ?? undefined;
  };
  return (file, text) => {
    if (!SHEET_LINE.test(text)) return undefined;
    const dir = dirOf(file);
    return inDir(dir) ?? (dir === '.' ? inDir('..') : inDir(dirOf(dir)));
  };
}
