// A season and its statistics as text, Markdown or CSV (the CLI's `settle DIR` and `stats`; "copy as Markdown").

import type { Settlement } from '../engine/model';
import type { GameKind } from '../format/ast';
import { beloteTeamPoints } from './stats';
import { average, rate } from './stats';
import type { Lang } from '../messages';
import { moneyIn, percentIn } from '../messages/fmt';
import { csvStyle, csvTable as csvTableOf, markdownText, textTable as sharedTextTable } from '../text/tables';
import { SEASON_TEXT, seasonText, type SeasonText } from './strings';
import type {
  EveningRef,
  EveningSummary,
  PlayerLine,
  Season,
  SeasonNote,
  SeasonStats,
  TeamLine,
  WinCount,
} from './types';

export type SeasonFormat = 'text' | 'md' | 'csv';

interface Table {
  head: string[];
  rows: string[][];
  /** Columns aligned right (numbers). */
  right: boolean[];
}

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
  const cell = (c: number, currency?: string) => (bare ? cents(c) : moneyIn(lang, c, currency));
  const head = (label: string, currency?: string) => (bare && currency ? `${label} (${currency})` : label);
  return { int, signed, cents, dec, pct, frac, money, cell, head };
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

const gameName = (g: GameKind) => T.game[g] ?? g;

function moneyLine(s: Season, n: ReturnType<typeof numbers>): string {
  if (s.pot) {
    const split = s.pot.split === 'attendance' ? T.splitAttendance : T.splitStandings(s.pot.shares);
    return T.potModel(n.money(s.pot.rateCents, s.currency), s.game === 'doppelkopf' ? 'point' : 'game', split);
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

function standingsTable(s: Season, n: ReturnType<typeof numbers>): Table {
  const dk = s.game === 'doppelkopf';
  const total = s.evenings.length;
  const head = dk
    ? [T.col.rank, T.col.player, T.col.total, T.col.evenings, T.col.dkGames, T.col.wins, T.col.solos, T.col.solosWon]
    : [T.col.rank, T.col.player, T.col.gamesWon, T.col.games, T.col.points, T.col.evenings];
  if (s.money) head.push(n.head(T.col.money, s.currency));
  const rows = s.standings.map((st) => {
    const attended = `${st.evenings}/${total}`;
    const cells = dk
      ? [
          String(st.rank),
          st.name,
          n.signed(st.total),
          attended,
          String(st.games),
          String(st.wins),
          String(st.solos),
          String(st.solosWon),
        ]
      : [String(st.rank), st.name, String(st.wins), String(st.games), n.int(st.total), attended];
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
  const games = (s.games ?? []).filter((g) => g.finished && g.winner);
  const head = T.eveningHeading(eveningLabel(ev), title, ev.rounds, s.game === 'doppelkopf' ? undefined : games.length);
  const rows: string[][] = [];
  if (s.game === 'doppelkopf') rows.push([T.col.total, ...s.names.map((x) => n.signed(s.totals[x] ?? 0))]);
  else {
    const points = beloteTeamPoints(s);
    rows.push([T.col.points, ...s.names.map((x) => n.int(points[x]))]);
    rows.push([T.col.gamesWon, ...s.names.map((x) => String(games.filter((g) => g.winner === x).length))]);
  }
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
  if (format === 'csv') return seasonCsv(s, n) + '\n';
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
  out.push(h(T.standings), ...(format === 'md' ? [''] : []), table(standingsTable(s, n)), '');
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
function seasonCsv(s: Season, n: ReturnType<typeof numbers>): string {
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
  t.rows.push(row(s.game === 'doppelkopf' ? T.col.dkGames : T.col.games, (p) => String(line.get(p)?.games ?? 0)));
  t.rows.push(row(T.col.wins, (p) => String(line.get(p)?.wins ?? 0)));
  if (s.game === 'doppelkopf') {
    t.rows.push(row(T.col.solos, (p) => String(line.get(p)?.doppelkopf?.solos.games ?? 0)));
    t.rows.push(row(T.col.solosWon, (p) => String(line.get(p)?.doppelkopf?.solos.wins ?? 0)));
  }
  return csvTable(t);
}

// ---- statistics ----

function kindsOf(players: PlayerLine[]): string[] {
  const kinds = new Set<string>();
  for (const p of players) for (const k of Object.keys(p.doppelkopf?.solosByKind ?? {})) kinds.add(k);
  return [...kinds].sort();
}

function doppelkopfTables(
  st: SeasonStats,
  n: ReturnType<typeof numbers>,
): { title: string; table: Table; legend?: string }[] {
  const players = st.players;
  const main: Table = {
    head: [
      T.col.player,
      T.col.evenings,
      T.col.dkGames,
      T.col.wins,
      T.col.winRate,
      T.col.asRe,
      T.col.asKontra,
      T.col.solos,
      T.col.dutySolos,
      T.col.avgGame,
      T.col.best,
      T.col.worst,
    ],
    rows: players.map((p) => {
      const d = p.doppelkopf!;
      return [
        p.name,
        String(p.evenings),
        String(p.games),
        String(p.wins),
        n.pct(p),
        `${n.frac(d.re)} (${n.pct(d.re)})`,
        `${n.frac(d.kontra)} (${n.pct(d.kontra)})`,
        n.frac(d.solos),
        n.frac(d.dutySolos),
        n.dec(average(p, 'doppelkopf')),
        refLabel(p.best, n),
        refLabel(p.worst, n),
      ];
    }),
    right: [false, true, true, true, true, true, true, true, true, true, false, false],
  };
  const kinds = kindsOf(players);
  const solos: Table = {
    head: [T.col.player, ...kinds.map((k) => T.soloKind[k] ?? k)],
    rows: players.map((p) => [
      p.name,
      ...kinds.map((k) => {
        const c = p.doppelkopf!.solosByKind[k];
        return c ? n.frac(c) : '·';
      }),
    ]),
    right: [false, ...kinds.map(() => true)],
  };
  const names = players.map((p) => p.name);
  const partners: Table = {
    head: [T.col.player, ...names],
    rows: players.map((p) => [
      p.name,
      ...names.map((q) => {
        if (q === p.name) return '—';
        const c = p.doppelkopf!.partners[q];
        return c ? n.frac(c) : '·';
      }),
    ]),
    right: [false, ...names.map(() => true)],
  };
  const out: { title: string; table: Table; legend?: string }[] = [
    { title: T.players, table: main, legend: T.wonPlayed },
  ];
  if (kinds.length) out.push({ title: T.solosByKind, table: solos });
  out.push({ title: T.partners, table: partners });
  if (players.some((p) => p.doppelkopf?.penalties))
    out.push({
      title: T.penalties,
      table: {
        head: [T.col.player, T.col.penalties, T.col.penaltyPoints],
        rows: players.map((p) => {
          const pen = p.doppelkopf?.penalties;
          return [p.name, String(pen?.paid ?? 0), n.int(pen?.points ?? 0)];
        }),
        right: [false, true, true],
      },
    });
  return out;
}

function contractCells(c: {
  taken: number;
  made: number;
  failed: number;
  litiges: number;
  coinched: number;
  capots: number;
}) {
  return [c.taken, c.made, c.failed, c.litiges, c.coinched, c.capots].map(String);
}

function beloteTables(st: SeasonStats, n: ReturnType<typeof numbers>): { title: string; table: Table }[] {
  const cc = [T.col.taken, T.col.made, T.col.failed, T.col.litiges, T.col.coinched, T.col.capots];
  const teams: Table = {
    head: [T.col.team, T.col.members, T.col.evenings, T.col.games, T.col.wins, T.col.rounds, ...cc, T.col.avgRound],
    rows: (st.teams ?? []).map((t: TeamLine) => [
      t.name,
      t.members.join(' & '),
      String(t.evenings),
      String(t.games),
      String(t.wins),
      String(t.rounds),
      ...contractCells(t.contracts),
      n.dec(average(t, st.game)),
    ]),
    right: [false, false, ...Array(11).fill(true)],
  };
  const players: Table = {
    head: [
      T.col.player,
      T.col.evenings,
      T.col.games,
      T.col.wins,
      T.col.winRate,
      T.col.rounds,
      ...cc,
      T.col.avgRound,
      T.col.best,
      T.col.worst,
    ],
    rows: st.players.map((p) => [
      p.name,
      String(p.evenings),
      String(p.games),
      String(p.wins),
      n.pct(p),
      String(p.rounds),
      ...contractCells(p.contracts!),
      n.dec(average(p, st.game)),
      refLabel(p.best, n),
      refLabel(p.worst, n),
    ]),
    right: [false, ...Array(12).fill(true), false, false],
  };
  return [
    { title: T.teams, table: teams },
    { title: T.players, table: players },
  ];
}

/** One rectangular CSV table of the statistics: a row per player (Belote/Coinche: then per team). */
function statsCsv(st: SeasonStats, n: ReturnType<typeof numbers>): string {
  const num = (x: number) => String(Math.round(x * 1000) / 1000).replace('.', lang === 'en' ? '.' : ',');
  const ref = (r: EveningRef | undefined) => (r ? [String(r.total), r.date ?? eveningLabel(r)] : ['', '']);
  if (st.game === 'doppelkopf') {
    const kinds = kindsOf(st.players);
    const names = st.players.map((p) => p.name);
    const pens = st.players.some((p) => p.doppelkopf?.penalties);
    const head = [
      T.col.player,
      T.col.evenings,
      T.col.dkGames,
      T.col.wins,
      T.col.winRate,
      `${T.col.asRe} ${T.col.dkGames}`,
      `${T.col.asRe} ${T.col.wins}`,
      `${T.col.asKontra} ${T.col.dkGames}`,
      `${T.col.asKontra} ${T.col.wins}`,
      T.col.solos,
      T.col.solosWon,
      T.col.dutySolos,
      `${T.col.dutySolos} ${T.col.wins}`,
      T.col.points,
      T.col.avgGame,
      T.col.best,
      `${T.col.best} ${T.col.date}`,
      T.col.worst,
      `${T.col.worst} ${T.col.date}`,
      ...kinds.flatMap((k) => [T.col.soloKind(T.soloKind[k] ?? k), T.col.soloKindWon(T.soloKind[k] ?? k)]),
      ...names.flatMap((q) => [T.col.with(q), T.col.wonWith(q)]),
      ...(pens ? [T.col.penalties, T.col.penaltyPoints] : []),
    ];
    const rows = st.players.map((p) => {
      const d = p.doppelkopf!;
      return [
        p.name,
        String(p.evenings),
        String(p.games),
        String(p.wins),
        num(rate(p)),
        String(d.re.games),
        String(d.re.wins),
        String(d.kontra.games),
        String(d.kontra.wins),
        String(d.solos.games),
        String(d.solos.wins),
        String(d.dutySolos.games),
        String(d.dutySolos.wins),
        n.int(p.points),
        num(average(p, 'doppelkopf')),
        ...ref(p.best),
        ...ref(p.worst),
        ...kinds.flatMap((k) => [String(d.solosByKind[k]?.games ?? 0), String(d.solosByKind[k]?.wins ?? 0)]),
        ...names.flatMap((q) =>
          q === p.name ? ['', ''] : [String(d.partners[q]?.games ?? 0), String(d.partners[q]?.wins ?? 0)],
        ),
        ...(pens ? [String(d.penalties?.paid ?? 0), n.int(d.penalties?.points ?? 0)] : []),
      ];
    });
    return csvTable({ head, rows, right: [] });
  }
  const head = [
    T.col.kind,
    T.col.player,
    T.col.members,
    T.col.evenings,
    T.col.games,
    T.col.wins,
    T.col.winRate,
    T.col.rounds,
    T.col.taken,
    T.col.made,
    T.col.failed,
    T.col.litiges,
    T.col.coinched,
    T.col.capots,
    T.col.points,
    T.col.avgRound,
  ];
  const line = (kind: string, name: string, members: string, l: PlayerLine | TeamLine, c: PlayerLine['contracts']) => [
    kind,
    name,
    members,
    String(l.evenings),
    String(l.games),
    String(l.wins),
    num(rate(l)),
    String(l.rounds),
    ...contractCells(c!),
    n.int(l.points),
    num(average(l, st.game)),
  ];
  const rows = [
    ...st.players.map((p) => line(T.rowPlayer, p.name, '', p, p.contracts)),
    ...(st.teams ?? []).map((t) => line(T.rowTeam, t.name, t.members.join(' & '), t, t.contracts)),
  ];
  return csvTable({ head, rows, right: [] });
}

/** A game's statistics over the evenings given. */
export function renderStats(st: SeasonStats, format: SeasonFormat, language: Lang = 'en'): string {
  return inLang(language, () => statsIn(st, format));
}

function statsIn(st: SeasonStats, format: SeasonFormat): string {
  const n = numbers(format);
  if (format === 'csv') return statsCsv(st, n) + '\n';
  const table = format === 'md' ? mdTable : textTable;
  const heading = T.statsHeading(gameName(st.game), st.evenings);
  const out: string[] = [format === 'md' ? `# ${heading}` : heading, ''];
  const sections = st.game === 'doppelkopf' ? doppelkopfTables(st, n) : beloteTables(st, n);
  for (const s of sections as { title: string; table: Table; legend?: string }[]) {
    out.push(format === 'md' ? `## ${s.title}` : `${s.title}${colon()}`, ...(format === 'md' ? [''] : []));
    if (s.legend) out.push(s.legend, ...(format === 'md' ? [''] : []));
    out.push(table(s.table), '');
  }
  return out.join('\n');
}
