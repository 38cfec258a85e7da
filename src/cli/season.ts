// `scoresheet settle A B …|DIR` and `scoresheet stats`: reads the evenings, settles each one and the season.

import type { DocumentAnalysis } from '../engine/analyze';
import { formatDiagnosticLine, toJsonFile } from './report';
import { renderSettlementFor } from './settle';
import {
  renderSeason,
  renderStats,
  seasonStats,
  settleSeasons,
  sortEvenings,
  summarizeEvening,
  type EveningSummary,
  type Season,
  type SeasonSettings,
} from '../season';
import type { CliOptions } from './args';
import { CLI_SEASON_TEXT as T } from './seasonStrings';

/** A file read and analysed (or read as the season's settings); a string says why it could not be read. */
export interface SeasonFile {
  file: string;
  analyses: DocumentAnalysis[];
  markdown: boolean;
  settings?: SeasonSettings;
}

export interface SeasonIo {
  out: (s: string) => void;
  err: (s: string) => void;
  /** The entries of a folder, or undefined when the path is not a folder. */
  listDir: (path: string) => string[] | undefined;
  load: (file: string) => SeasonFile | string;
}

/** `settle` becomes a season when it is given more than one file or a folder; `stats` always reads evenings. */
export function isSeasonRun(opts: CliOptions, listDir: SeasonIo['listDir']): boolean {
  if (opts.command === 'stats') return true;
  if (opts.command !== 'settle') return false;
  return opts.files.length > 1 || opts.files.some((f) => listDir(f) !== undefined);
}

function joinPath(dir: string, name: string): string {
  return /[\\/]$/.test(dir) ? dir + name : `${dir}/${name}`;
}

/** Files as given, folders as their `.score` files in name order; duplicates once. */
function expand(io: SeasonIo, args: string[]): { files: string[]; problems: string[] } {
  const files: string[] = [];
  const problems: string[] = [];
  for (const arg of args) {
    const entries = io.listDir(arg);
    if (entries === undefined) files.push(arg);
    else {
      const found = entries.filter((e) => /\.score$/i.test(e)).sort();
      if (found.length === 0) problems.push(T.emptyFolder(arg));
      files.push(...found.map((e) => joinPath(arg, e)));
    }
  }
  return { files: [...new Set(files)], problems };
}

const amount = (cents: number) => Math.round(cents) / 100;
const amounts = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, amount(v)]));

/** The `season` object of the JSON contract (amounts in the currency's major unit, from whole cents). */
export function seasonJson(s: Season): Record<string, unknown> {
  return {
    game: s.game,
    ...(s.title ? { title: s.title } : {}),
    players: s.players,
    totals: s.totals,
    ...(s.money ? { money: amounts(s.money) } : {}),
    ...(s.currency ? { currency: s.currency } : {}),
    moneyModel: s.moneyModel,
    ...(s.pot
      ? {
          pot: {
            rate: amount(s.pot.rateCents),
            ...(s.pot.currency ? { currency: s.pot.currency } : {}),
            split: s.pot.split,
            shares: s.pot.shares,
            total: amount(s.pot.totalCents),
            paid: amounts(s.pot.paid),
            share: amounts(s.pot.share),
          },
        }
      : {}),
    standings: s.standings.map((st) => ({
      ...st,
      ...(st.money !== undefined ? { money: amount(st.money) } : {}),
    })),
    evenings: s.evenings.map((e) => ({
      file: e.file,
      ...(e.block !== undefined ? { block: e.block } : {}),
      date: e.date ?? null,
      ...(e.title !== undefined ? { title: e.title } : {}),
      totals: e.totals,
      absent: s.players.filter((p) => !e.present.includes(p)),
      ...(e.money ? { money: amounts(e.money) } : {}),
      ...(e.paid ? { paid: amounts(e.paid) } : {}),
      errors: e.errors,
    })),
    stats: { players: s.stats.players, ...(s.stats.teams ? { teams: s.stats.teams } : {}) },
    notes: s.notes,
  };
}

interface Read {
  files: SeasonFile[];
  evenings: EveningSummary[];
  /** Analyses by evening, for the per-evening sheets. */
  analyses: Map<EveningSummary, DocumentAnalysis>;
  settings?: SeasonSettings;
  settingsFile?: string;
  errors: boolean;
}

function read(io: SeasonIo, opts: CliOptions): Read | number {
  const { files: names, problems } = expand(io, opts.files);
  let unreadable = problems.length > 0;
  for (const p of problems) io.err(p);
  const out: Read = { files: [], evenings: [], analyses: new Map(), errors: false };
  for (const name of names) {
    const f = io.load(name);
    if (typeof f === 'string') {
      io.err(f);
      unreadable = true;
      continue;
    }
    out.files.push(f);
    if (f.settings) {
      if (out.settings) {
        io.err(T.secondSettings(f.file, out.settingsFile!));
        continue;
      }
      out.settings = f.settings;
      out.settingsFile = f.file;
      for (const p of f.settings.problems) {
        io.err(formatDiagnosticLine(f.file, p));
        if (p.severity === 'error') out.errors = true;
      }
      continue;
    }
    if (f.markdown && f.analyses.length === 0) io.err(T.noBlocks(f.file));
    f.analyses.forEach((a, i) => {
      const ev = summarizeEvening(f.file, a, f.markdown ? i + 1 : undefined);
      if (a.problems.some((p) => p.severity === 'error')) out.errors = true;
      if (!ev.game) io.err(T.noGame(f.markdown ? `${f.file}, block ${i + 1}` : f.file));
      out.evenings.push(ev);
      out.analyses.set(ev, a);
    });
  }
  if (unreadable) return 2;
  if (!out.evenings.some((e) => e.game)) {
    io.err(T.noEvenings);
    return 2;
  }
  return out;
}

function reportErrorCounts(io: SeasonIo, r: Read): void {
  for (const ev of r.evenings) {
    if (ev.errors === 0) continue;
    const where = ev.block !== undefined ? `${ev.file}, block ${ev.block}` : ev.file;
    io.err(T.errorCount(where, ev.errors, ev.file));
  }
}

export function runSeasonSettle(io: SeasonIo, opts: CliOptions): number {
  const r = read(io, opts);
  if (typeof r === 'number') return r;
  const seasons = settleSeasons(r.evenings, r.settings);
  const ordered = sortEvenings(r.evenings);
  if (opts.json) {
    const files = ordered.map((ev) => toJsonFile(ev.file, r.analyses.get(ev)!, ev.block, true));
    const json = seasons.map(seasonJson);
    io.out(JSON.stringify({ files, ...(json.length === 1 ? { season: json[0] } : {}), seasons: json }, null, 2));
  } else if (opts.format === 'csv') {
    io.out(seasons.map((s) => renderSeason(s, 'csv')).join('\n'));
  } else {
    const parts: string[] = [];
    for (const ev of ordered) {
      const where = ev.block !== undefined ? `${ev.file}, block ${ev.block}` : ev.file;
      const head = opts.format === 'md' ? `<!-- ${where} -->\n\n` : `${T.eveningRule(where)}\n\n`;
      parts.push(head + renderSettlementFor(r.analyses.get(ev)!, opts.format));
    }
    for (const s of seasons)
      parts.push((opts.format === 'md' ? '' : `${T.seasonRule}\n\n`) + renderSeason(s, opts.format));
    io.out(parts.join('\n\n'));
  }
  reportErrorCounts(io, r);
  return r.errors ? 1 : 0;
}

export function runStats(io: SeasonIo, opts: CliOptions): number {
  const r = read(io, opts);
  if (typeof r === 'number') return r;
  const stats = seasonStats(r.evenings);
  if (opts.json) {
    const files = sortEvenings(r.evenings).map((ev) => ({
      file: ev.file,
      ...(ev.block !== undefined ? { block: ev.block } : {}),
      game: ev.game ?? null,
      date: ev.date ?? null,
      errors: ev.errors,
    }));
    io.out(JSON.stringify({ files, stats }, null, 2));
  } else {
    io.out(stats.map((s) => renderStats(s, opts.format)).join('\n'));
  }
  reportErrorCounts(io, r);
  return r.errors ? 1 : 0;
}
