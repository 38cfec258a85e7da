// A season and its statistics as text, Markdown or CSV (the CLI's `settle DIR` and `stats`; "copy as Markdown"): the
// layout, the numbers and the words all games share here, each game's columns and tables by its season hooks.

import type { Settlement } from '../engine/model';
import type { GameKind } from '../format/ast';
import type { SeasonTable as Table, SeasonWriter } from '../games/game';
import { gameOf } from '../games/registry';
import { rate } from './stats';
import type { Lang } from '../messages';
import { moneyIn, percentIn, stakeMoneyIn } from '../messages/fmt';
import { csvStyle, csvTable as csvTableOf, markdownText, textTable as sharedTextTable } from '../text/tables';
import { SEASON_TEXT, seasonText, type SeasonText } from './strings';
import type { EveningRef, EveningSummary, Season, SeasonNote, SeasonStats, WinCount } from './types';

export type SeasonFormat = 'text' | 'md' | 'csv';

// The language of the render call under way. Renders are synchronous, so each entry point sets it and puts the
// English back after; the helpers read the table and the number style without a language in every signature.
let T: SeasonText = SEASON_TEXT;
let lang: Lang = 'en';
function inLang<R>(l: Lang, f: () => R): R {
  const before = { T, lang };
  T = seasonText(l);
  lang = l;
  try {
    return f();
  } finally {
    ({ T, lang } = before);
  }
}

/** A heading's colon: French sets a space before it. */
const colon = () => (lang === 'fr' ? ' :' : ':');

function textTable(t: Table): string {
  return sharedTextTable(t, { rule: true });
}

function mdTable(t: Table): string {
  const row = (cells: string[]) => `| ${cells.map((c) => markdownText(c, 'cell')).join(' | ')} |`;
  return [row(t.head), `|${t.right.map((r) => (r ? ' ---: ' : ' --- ')).join('|')}|`, ...t.rows.map(row)].join('\n');
}

/** A line of text in the format: in Markdown, names, titles and file names read as text (never as markup). */
const lineIn = (format: SeasonFormat) => (format === 'md' ? markdownText : (s: string) => s);

/** `,` in English; `;` in German and French, whose spreadsheets read `,` as the decimal comma. */
function csvTable(t: Table): string {
  return csvTableOf(t, csvStyle(lang).sep);
}

/** Numbers as the CLI shows them: a true minus sign in text and Markdown, ASCII in CSV (for spreadsheets). */
function numbers(format: SeasonFormat) {
  const minus = format === 'csv' ? '-' : '−';
  const int = (n: number) => (n < 0 ? `${minus}${-n}` : `${n}`);
  const signed = (n: number) => (n > 0 && format !== 'csv' ? `+${n}` : int(n));
  // German and French write the decimal comma (and a space before %), in text and in CSV alike.
  const point = lang === 'en' ? '.' : ',';
  const cents = (c: number) => {
    const abs = Math.abs(Math.round(c));
    return `${c < 0 && abs > 0 ? minus : ''}${Math.floor(abs / 100)}${point}${String(abs % 100).padStart(2, '0')}`;
  };
  const dec = (x: number) => {
    const r = Math.round(x * 10) / 10;
    return (r < 0 ? `${minus}${(-r).toFixed(1)}` : r.toFixed(1)).replace('.', point);
  };
  const pct = (c: WinCount) => (c.games === 0 ? (format === 'csv' ? '' : '—') : percentIn(lang, rate(c)));
  const frac = (c: WinCount) => `${c.wins}/${c.games}`;
  // Money for a reader: `0.15 EUR` in English, through Intl in German and French (`0,15 €`); CSV keeps bare
  // decimals under a head naming the currency, so spreadsheets read numbers.
  const bare = lang === 'en' || format === 'csv';
  const money = (c: number, currency?: string) =>
    bare ? `${cents(c)}${currency ? ` ${currency}` : ''}` : moneyIn(lang, c, currency);
  // A pot rate may be a fraction of a cent (a game's stake decimals): shown with the decimals it has.
  const stake = (c: number, currency?: string) =>
    Number.isInteger(c) ? money(c, currency) : stakeMoneyIn(lang, c, currency);
  const cell = (c: number, currency?: string) => (bare ? cents(c) : moneyIn(lang, c, currency));
  const head = (label: string, currency?: string) => (bare && currency ? `${label} (${currency})` : label);
  return { int, signed, cents, dec, pct, frac, money, stake, cell, head };
}

/** What a game's tables are written with in the format and the language of the render under way. */
function writer(format: SeasonFormat): SeasonWriter {
  const n = numbers(format);
  const point = lang === 'en' ? '.' : ',';
  return {
    lang,
    format,
    words: T,
    int: n.int,
    signed: n.signed,
    dec: n.dec,
    frac: n.frac,
    pct: n.pct,
    rate,
    num: (x) => String(Math.round(x * 1000) / 1000).replace('.', point),
    ref: (r) => refLabel(r, n),
    refCells: (r) => (r ? [String(r.total), r.date ?? eveningLabel(r)] : ['', '']),
  };
}

function baseName(file: string): string {
  return file.split(/[\\/]/).pop() ?? file;
}

function eveningLabel(e: { file: string; block?: number }): string {
  return `${baseName(e.file)}${e.block !== undefined ? ` #${e.block}` : ''}`;
}

function refLabel(r: EveningRef | undefined, n: ReturnType<typeof numbers>): string {
  if (!r) return '';
  return `${n.signed(r.total)} (${r.date ?? eveningLabel(r)})`;
}

const gameName = (g: GameKind) => gameOf(g).season.name(g, lang);

function moneyLine(s: Season, n: ReturnType<typeof numbers>): string {
  if (s.pot) {
    const split = s.pot.split === 'attendance' ? T.splitAttendance : T.splitStandings(s.pot.shares);
    return T.potModel(n.stake(s.pot.rateCents, s.currency), gameOf(s.game).season.potPer, split);
  }
  return s.money ? T.eveningModel : T.noMoney;
}

function eveningsTable(s: Season, n: ReturnType<typeof numbers>, csv: boolean): Table {
  const absent = csv ? '' : '·';
  return {
    head: [T.col.date, T.col.evening, ...s.players],
    rows: s.evenings.map((e) => [
      e.date ?? '',
      csv ? e.file + (e.block !== undefined ? ` #${e.block}` : '') : eveningLabel(e),
      ...s.players.map((p) => (e.present.includes(p) ? n.signed(e.totals[p]) : absent)),
    ]),
    right: [false, false, ...s.players.map(() => true)],
  };
}

function standingsTable(s: Season, format: SeasonFormat): Table {
  const n = numbers(format);
  const columns = gameOf(s.game).season.standings(writer(format));
  const line = new Map(s.stats.players.map((l) => [l.name, l]));
  const total = s.evenings.length;
  const head = [T.col.rank, T.col.player, ...columns.head];
  if (s.money) head.push(n.head(T.col.money, s.currency));
  const rows = s.standings.map((st) => {
    const attended = `${st.evenings}/${total}`;
    const cells = [String(st.rank), st.name, ...columns.cells(st, line.get(st.name), attended)];
    if (s.money) cells.push(n.cell(st.money ?? 0, s.currency));
    return cells;
  });
  return { head, rows, right: head.map((_, i) => i !== 1) };
}

function potTable(s: Season, n: ReturnType<typeof numbers>): Table | undefined {
  const pot = s.pot;
  if (!pot) return undefined;
  const cell = (c: number) => n.cell(c, pot.currency);
  return {
    head: [T.col.player, T.col.paidIn, T.col.share, T.col.balance],
    rows: s.standings.map((st) => [
      st.name,
      cell(pot.paid[st.name]),
      cell(pot.share[st.name]),
      cell(pot.share[st.name] - pot.paid[st.name]),
    ]),
    right: [false, true, true, true],
  };
}

/**
 * One evening's settlement in brief, as a season lists it: its totals (Belote/Coinche: points over all games and
 * games won), money and who pays whom. The full sheet, round by round, is `scoresheet settle FILE`.
 */
export function renderEvening(
  ev: EveningSummary,
  s: Settlement,
  format: Exclude<SeasonFormat, 'csv'>,
  pot?: { paid: Record<string, number>; currency?: string },
  language: Lang = 'en',
): string {
  return inLang(language, () => eveningIn(ev, s, format, pot));
}

function eveningIn(
  ev: EveningSummary,
  s: Settlement,
  format: Exclude<SeasonFormat, 'csv'>,
  pot?: { paid: Record<string, number>; currency?: string },
): string {
  const n = numbers(format);
  const table = format === 'md' ? mdTable : textTable;
  const title = [s.title ?? gameName(s.game), s.date].filter(Boolean).join(', ');
  const { rows, games } = gameOf(s.game).season.eveningRows(s, writer(format));
  const head = T.eveningHeading(eveningLabel(ev), title, ev.rounds, games);
  if (s.money && !pot)
    rows.push([n.head(T.col.money, s.currency), ...s.names.map((x) => n.cell(s.money![x] ?? 0, s.currency))]);
  const amount = n.money;
  const into = pot ? Object.entries(pot.paid).filter(([, c]) => c > 0) : [];
  const pays = pot
    ? into.length
      ? T.intoPot(into.map(([p, c]) => `${p} ${amount(c, pot.currency)}`).join(', '))
      : T.nothingIntoPot
    : !s.money
      ? T.noStakeEvening
      : s.transfers.length === 0
        ? T.nobodyPays
        : s.transfers.map((t) => T.pays(t.from, t.to, amount(t.cents, s.currency))).join('; ');
  const line = lineIn(format);
  return [
    format === 'md' ? `## ${line(head)}` : head,
    ...(format === 'md' ? [''] : []),
    table({ head: ['', ...s.names], rows, right: [false, ...s.names.map(() => true)] }),
    ...(format === 'md' ? [''] : []),
    // Indented in text, as the table rows are: no line starts with a player's name.
    format === 'md' ? line(pays) : `  ${pays}`,
    '',
  ].join('\n');
}

/** A season note in a language (the JSON's `message`; the note itself keeps its English text). */
export function seasonNoteText(note: SeasonNote, language: Lang): string {
  return inLang(language, () => noteText(note));
}

/** A note in the language of the render under way. */
function noteText(note: SeasonNote): string {
  if (note.code === 'season-stake-unused') return T.stakeUnused;
  if (note.code === 'season-no-stake') return T.noStake;
  if (note.code === 'season-currency' && note.currencies) return T.otherCurrency(...note.currencies);
  if (note.code === 'season-similar-names' && note.names) return T.similarNames(...note.names);
  return note.message;
}

/** The season settlement: evening totals, standings (with money), the pot, and any notes. */
export function renderSeason(s: Season, format: SeasonFormat, language: Lang = 'en'): string {
  return inLang(language, () => seasonIn(s, format));
}

function seasonIn(s: Season, format: SeasonFormat): string {
  const n = numbers(format);
  const dates = s.evenings.map((e) => e.date).filter((d): d is string => !!d);
  const heading = T.seasonHeading(s.title, gameName(s.game), s.evenings.length, dates[0], dates[dates.length - 1]);
  if (format === 'csv') return seasonCsv(s, n, writer(format)) + '\n';
  const table = format === 'md' ? mdTable : textTable;
  const line = lineIn(format);
  const h = (text: string, level = 2) => (format === 'md' ? `${'#'.repeat(level)} ${text}` : `${text}${colon()}`);
  const out: string[] = [format === 'md' ? `# ${line(heading)}` : heading, '', line(moneyLine(s, n)), ''];
  out.push(
    h(T.evenings),
    ...(format === 'md' ? [''] : []),
    T.eveningsLegend,
    '',
    table(eveningsTable(s, n, false)),
    '',
  );
  out.push(h(T.standings), ...(format === 'md' ? [''] : []), table(standingsTable(s, format)), '');
  const pot = potTable(s, n);
  if (pot && s.pot) {
    out.push(
      h(T.pot),
      ...(format === 'md' ? [''] : []),
      line(T.potTotal(n.money(s.pot.totalCents, s.pot.currency))),
      '',
    );
    out.push(table(pot), '');
  }
  if (s.notes.length) {
    out.push(h(T.notes), ...(format === 'md' ? [''] : []));
    for (const note of s.notes)
      out.push(`${format === 'md' ? '-' : ' '} ${line(`${note.file ? `${note.file}: ` : ''}${noteText(note)}`)}`);
    out.push('');
  }
  return out.join('\n');
}

/** One rectangular CSV table: a row per evening, then total, money and the counts per player. */
function seasonCsv(s: Season, n: ReturnType<typeof numbers>, w: SeasonWriter): string {
  const t = eveningsTable(s, n, true);
  const line = new Map(s.stats.players.map((l) => [l.name, l]));
  const row = (label: string, f: (p: string) => string) => ['', label, ...s.players.map(f)];
  t.rows.push(row(T.col.total, (p) => n.int(s.totals[p])));
  if (s.money) t.rows.push(row(n.head(T.col.money, s.currency), (p) => n.cents(s.money![p])));
  if (s.pot) {
    t.rows.push(row(T.col.paidIn, (p) => n.cents(s.pot!.paid[p])));
    t.rows.push(row(T.col.share, (p) => n.cents(s.pot!.share[p])));
  }
  const rank = new Map(s.standings.map((st) => [st.name, st.rank]));
  t.rows.push(row(T.col.rank, (p) => String(rank.get(p) ?? '')));
  t.rows.push(row(T.col.evenings, (p) => String(line.get(p)?.evenings ?? 0)));
  for (const r of gameOf(s.game).season.seasonCsvRows(w)) t.rows.push(row(r.label, (p) => r.cell(line.get(p))));
  return csvTable(t);
}

/** A game's statistics over the evenings given. */
export function renderStats(st: SeasonStats, format: SeasonFormat, language: Lang = 'en'): string {
  return inLang(language, () => statsIn(st, format));
}

function statsIn(st: SeasonStats, format: SeasonFormat): string {
  const season = gameOf(st.game).season;
  const w = writer(format);
  if (format === 'csv') return csvTable({ ...season.statsCsv(st, w), right: [] }) + '\n';
  const table = format === 'md' ? mdTable : textTable;
  const heading = T.statsHeading(gameName(st.game), st.evenings);
  const out: string[] = [format === 'md' ? `# ${heading}` : heading, ''];
  for (const s of season.statsTables(st, w)) {
    out.push(format === 'md' ? `## ${s.title}` : `${s.title}${colon()}`, ...(format === 'md' ? [''] : []));
    if (s.legend) out.push(s.legend, ...(format === 'md' ? [''] : []));
    out.push(table(s.table), '');
  }
  return out.join('\n');
}
