// `scoresheet settle A B …|DIR` and `scoresheet stats`: reads the evenings, settles each one and the season.

import type { DocumentAnalysis } from '../analysis/analyze';
import type { Settlement } from '../engine/model';
import { amountsOf as amounts, centsToAmount as amount, formatDiagnosticLine, toJsonFile } from './report';
import { msg, render, type Lang } from '../messages';
import { csvStyle } from '../text/tables';
import { renderSettlement } from '../report/settlement';
import {
  renderEvening,
  renderSeason,
  renderStats,
  seasonNoteText,
  seasonStats,
  settleSeasons,
  sortEvenings,
  summarizeEvening,
  type EveningSummary,
  type Season,
  type SeasonSettings,
} from '../season';
import type { CliOptions } from './args';
import { overrideError, overridesOf, whatIfNoteLines } from './guide';
import { checkSeasonOverrides } from '../season';
import { cliSeasonText } from './seasonStrings';

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
  /**
   * For a folder's `*.score` entry that is no regular file (a named pipe, a device, a folder), the note saying it is
   * skipped; undefined for a file. Such an entry is never read: a pipe with no writer would never end.
   */
  notAFile?: (path: string) => string | undefined;
  /** The file a path names once symbolic links are followed (undefined: unknown, the path as given counts). */
  realPath?: (path: string) => string | undefined;
  load: (file: string) => SeasonFile | string;
  /** The language of the run (tables, notes and stderr lines); English when unset. */
  lang?: Lang;
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

/**
 * Files as given, folders as their `.score` files in name order (an entry that is no regular file skipped with a
 * note); a file named twice, or through a symbolic link to one already read, once (the first name it has).
 */
function expand(io: SeasonIo, args: string[]): { files: string[]; problems: string[] } {
  const T = cliSeasonText(io.lang);
  const files: string[] = [];
  const problems: string[] = [];
  for (const arg of args) {
    const entries = io.listDir(arg);
    if (entries === undefined) files.push(arg);
    else {
      const found = entries.filter((e) => /\.score$/i.test(e)).sort();
      if (found.length === 0) problems.push(T.emptyFolder(arg));
      for (const path of found.map((e) => joinPath(arg, e))) {
        const skipped = io.notAFile?.(path);
        if (skipped === undefined) files.push(path);
        else io.err(skipped);
      }
    }
  }
  const seen = new Set<string>();
  const once = files.filter((f) => {
    const real = io.realPath?.(f) ?? f;
    if (seen.has(real)) return false;
    seen.add(real);
    return true;
  });
  return { files: once, problems };
}

/**
 * The `season` object of the JSON contract (amounts in the currency's major unit, from whole cents); the notes'
 * `message` in the language, their codes as they are.
 */
export function seasonJson(s: Season, lang: Lang = 'en'): Record<string, unknown> {
  // The statistics' players, then their members of the game's own (Belote's partnerships).
  const { game: _game, evenings: _evenings, ...stats } = s.stats;
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
            // Exact: a rate may be a fraction of a cent (a game's stake decimals).
            rate: Math.round(s.pot.rateCents * 100) / 10000,
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
    stats,
    // `currencies` only serves other languages' text; the JSON contract keeps code, message and file.
    notes: s.notes.map((note) => {
      const { code, file } = note;
      const message = seasonNoteText(note, lang);
      return file !== undefined ? { code, message, file } : { code, message };
    }),
  };
}

/** What is kept of an evening once it is read: its summary and its part of the output, not its analysis. */
interface Kept {
  file: string;
  block?: number;
  date?: string;
  ev: EveningSummary;
  /** `--json`: the evening's entry of `files`, already printed. */
  part: string;
  /** Text and Markdown: the settlement (small) for the evening's brief, written once the season's money is known. */
  settlement?: Settlement;
}

interface Read {
  evenings: Kept[];
  settings?: SeasonSettings;
  settingsFile?: string;
  errors: boolean;
}

const noPart = () => '';

/**
 * Reads the files one by one, keeping each evening's summary and its rendered part (`part`); the analysis itself is
 * dropped at once, so a long season does not hold every syntax tree in memory.
 */
function read(
  io: SeasonIo,
  opts: CliOptions,
  part: (a: DocumentAnalysis, ev: EveningSummary) => string,
): Read | number {
  const T = cliSeasonText(io.lang);
  const lang = io.lang ?? 'en';
  const { files: names, problems } = expand(io, opts.files);
  let unreadable = problems.length > 0;
  for (const p of problems) io.err(p);
  const out: Read = { evenings: [], errors: false };
  const overrides = overridesOf(opts);
  let badOverride = false;
  for (const name of names) {
    const f = io.load(name);
    if (typeof f === 'string') {
      io.err(f);
      unreadable = true;
      continue;
    }
    if (f.settings) {
      if (out.settings) {
        io.err(T.secondSettings(f.file, out.settingsFile!));
        continue;
      }
      out.settings = f.settings;
      out.settingsFile = f.file;
      for (const p of f.settings.problems) {
        io.err(formatDiagnosticLine(f.file, p, lang));
        if (p.severity === 'error') out.errors = true;
      }
      continue;
    }
    // A bad value of a switch the evening's game has (`--set bock=maybe`) is a usage error, as for one file.
    const bad = overrides && !badOverride ? overrideError(f.analyses, '--set', lang) : undefined;
    if (bad) {
      io.err(bad);
      badOverride = true;
    }
    if (f.markdown && f.analyses.length === 0) io.err(T.noBlocks(f.file));
    if (overrides) for (const line of whatIfNoteLines(f.file, f.analyses, opts, lang, f.markdown)) io.err(line);
    f.analyses.forEach((a, i) => {
      const ev = summarizeEvening(f.file, a, f.markdown ? i + 1 : undefined);
      if (ev.errors > 0) out.errors = true;
      if (!ev.game)
        io.err(T.noGame(f.markdown ? render(msg('cli.block', { file: f.file, block: i + 1 }), lang) : f.file));
      const kept: Kept = { file: ev.file, block: ev.block, date: ev.date, ev, part: part(a, ev) };
      if (a.game && !opts.json) kept.settlement = a.settlement;
      else if (!opts.json) kept.part = renderSettlement(a, opts.format, { lang });
      out.evenings.push(kept);
    });
  }
  if (unreadable || badOverride) return 2;
  if (overrides) {
    const { errors, notes } = checkSeasonOverrides(
      overrides,
      out.evenings.flatMap((e) => (e.ev.game ? [e.ev.game] : [])),
    );
    for (const m of errors) io.err(`scoresheet${lang === 'fr' ? ' :' : ':'} ${render(m, lang)}`);
    if (errors.length) return 2;
    for (const m of notes) io.err(render(m, lang));
  }
  if (!out.evenings.some((e) => e.ev.game)) {
    io.err(T.noEvenings);
    return 2;
  }
  return out;
}

function reportErrorCounts(io: SeasonIo, r: Read): void {
  const T = cliSeasonText(io.lang);
  for (const { ev } of r.evenings) {
    if (ev.errors === 0) continue;
    const where =
      ev.block !== undefined ? render(msg('cli.block', { file: ev.file, block: ev.block }), io.lang) : ev.file;
    io.err(T.errorCount(where, ev.errors, ev.file));
  }
}

/** A JSON value pretty-printed as it would be at `depth` levels inside `JSON.stringify(…, null, 2)`. */
function nested(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);
}

export function runSeasonSettle(io: SeasonIo, opts: CliOptions): number {
  const T = cliSeasonText(io.lang);
  const lang = io.lang ?? 'en';
  const format = opts.format;
  const part = opts.json
    ? (a: DocumentAnalysis, ev: EveningSummary) => nested(toJsonFile(ev.file, a, ev.block, true, lang), 2)
    : noPart;
  const r = read(io, opts, part);
  if (typeof r === 'number') return r;
  const ordered = sortEvenings(r.evenings);
  const seasons = settleSeasons(
    ordered.map((k) => k.ev),
    r.settings,
  );
  if (opts.json) {
    const json = seasons.map((s) => seasonJson(s, lang));
    const files = ordered.length ? `[\n    ${ordered.map((k) => k.part).join(',\n    ')}\n  ]` : '[]';
    const rest = JSON.stringify({ ...(json.length === 1 ? { season: json[0] } : {}), seasons: json }, null, 2);
    io.out(`{\n  "files": ${files},\n${rest.slice(2)}`);
  } else if (format === 'csv') {
    io.out(csvStyle(lang).bom + seasons.map((s) => renderSeason(s, 'csv', lang)).join('\n'));
  } else {
    // In a pot season an evening's brief says what went into the pot instead of who pays whom.
    const inSeason = new Map(seasons.flatMap((s) => s.evenings.map((e) => [`${e.file}#${e.block}`, { s, e }])));
    const brief = (k: Kept) => {
      if (!k.settlement) return k.part;
      const found = inSeason.get(`${k.file}#${k.block}`);
      const pot = found?.s.pot && found.e.paid ? { paid: found.e.paid, currency: found.s.pot.currency } : undefined;
      return renderEvening(k.ev, k.settlement, format, pot, lang);
    };
    const parts = [format === 'md' ? `# ${T.eveningsHeading}\n` : `${T.eveningsRule}\n`, ...ordered.map(brief)];
    for (const s of seasons) parts.push((format === 'md' ? '' : `${T.seasonRule}\n\n`) + renderSeason(s, format, lang));
    io.out(parts.join('\n'));
  }
  reportErrorCounts(io, r);
  return r.errors ? 1 : 0;
}

export function runStats(io: SeasonIo, opts: CliOptions): number {
  const r = read(io, opts, noPart);
  if (typeof r === 'number') return r;
  const stats = seasonStats(r.evenings.map((k) => k.ev));
  if (opts.json) {
    const files = sortEvenings(r.evenings).map(({ ev }) => ({
      file: ev.file,
      ...(ev.block !== undefined ? { block: ev.block } : {}),
      game: ev.game ?? null,
      date: ev.date ?? null,
      errors: ev.errors,
    }));
    io.out(JSON.stringify({ files, stats }, null, 2));
  } else {
    const lang = io.lang ?? 'en';
    const bom = opts.format === 'csv' ? csvStyle(lang).bom : '';
    io.out(bom + stats.map((s) => renderStats(s, opts.format, lang)).join('\n'));
  }
  reportErrorCounts(io, r);
  return r.errors ? 1 : 0;
}
