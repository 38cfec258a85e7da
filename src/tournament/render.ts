// A tournament as text, Markdown or CSV (`scoresheet settle DIR` on a tournament folder): the standings with their
// keys, tie-break values and series, each series' tables (the Aushang), the statistics per player and the money.

import { msg, render, type Lang } from '../messages';
import { decimalIn, moneyIn } from '../messages/fmt';
import { csvStyle, csvTable, markdownTable, markdownText, textTable, type Table } from '../text/tables';
import { add, frac, scale, toNumber, type Frac } from './fraction';
import type { SeriesCell, Standing, TiebreakKey, Tournament } from './types';

export type TournamentFormat = 'text' | 'md' | 'csv';

const baseName = (file: string) => file.split(/[\\/]/).pop() ?? file;

/** Numbers as the CLI shows them: a true minus sign and a plus in text and Markdown, ASCII in CSV. */
export function numbers(format: TournamentFormat, lang: Lang) {
  const csv = format === 'csv';
  const minus = csv ? '-' : '\u2212';
  const point = lang === 'en' ? '.' : ',';
  const plain = (x: number) => {
    const s = String(Math.abs(x)).replace('.', point);
    return x < 0 ? `${minus}${s}` : s;
  };
  const signed = (x: number) => (x > 0 && !csv ? `+${plain(x)}` : plain(x));
  return {
    int: plain,
    signed,
    frac: (f: Frac) => signed(toNumber(f)),
    money: (cents: number, currency?: string) => (csv ? decimalIn(lang, cents) : moneyIn(lang, cents, currency)),
  };
}

/** The value of the main key in one series (what the series columns show). */
export function cellValue(t: Tournament, c: SeriesCell): Frac {
  switch (t.ranking) {
    case 'placement':
    case 'match':
      return c.placement;
    case 'index':
      return add(scale(c.placement, 6), frac(c.points, 10));
    default:
      return frac(c.points);
  }
}

export function tiebreakValue(s: Standing, k: TiebreakKey): Frac | undefined {
  switch (k) {
    case 'points':
      return frac(s.points);
    case 'placement':
      return s.placement;
    case 'best-series':
      return s.bestSeries;
    case 'wins':
      return frac(s.wins);
    case 'point-diff':
      return s.pointDiff;
    case 'games-won':
      return frac(s.gamesWon);
    case 'games-lost':
      return frac(s.gamesLost);
  }
}

/** The name a key goes by: a concours' placement points are its match points. */
export const keyName = (t: Tournament, k: string) => (k === 'placement' ? t.placementName : k);

/** The tie-breaks shown beside the main key (those that are not the main key itself). */
export function tiebreakColumns(t: Tournament): TiebreakKey[] {
  const main = t.ranking === 'match' || t.ranking === 'placement' ? 'placement' : t.ranking;
  return t.tiebreaks.filter((k) => k !== main);
}

/** The statistics per player (`stats DIR`, and the last table of `settle DIR`). */
function statsTable(t: Tournament, format: TournamentFormat, lang: Lang): Table {
  const r = (m: Parameters<typeof render>[0]) => render(m, lang);
  const n = numbers(format, lang);
  const statsHead = [r(msg('tournament.col.number')), r(msg('tournament.col.player')), ...t.statLabels.map(r)];
  return {
    head: statsHead,
    rows: t.stats.map((l) => [
      l.number !== undefined ? String(l.number) : '',
      l.name,
      ...t.statKeys.map((k) => n.int(l.stats[k] ?? 0)),
    ]),
    right: statsHead.map((_, i) => i !== 1),
  };
}

/** The tournament's heading: its title, game, series and entrants. */
function headingOf(t: Tournament, lang: Lang): string {
  return render(
    msg('tournament.heading', {
      ...(t.title ? { title: t.title } : {}),
      game: t.game[0].toUpperCase() + t.game.slice(1),
      series: t.seriesCount,
      entrants: t.standings.length,
      teams: t.entrants === 'teams',
      name: t.seriesName,
    }),
    lang,
  );
}

/**
 * `scoresheet stats DIR` on a tournament: the heading and the statistics per player over the sheets that count (games
 * won and lost, schwarz for and against, solos, penalties: the game's keys), as `settle DIR` prints them last.
 */
export function renderTournamentStats(t: Tournament, format: TournamentFormat, lang: Lang = 'en'): string {
  const stats = statsTable(t, format, lang);
  if (format === 'csv') return csvTable(stats, csvStyle(lang).sep);
  const heading = headingOf(t, lang);
  const title = render(msg('tournament.stats'), lang);
  if (format === 'md')
    return [`# ${markdownText(heading)}`, '', `## ${title}`, '', markdownTable(stats)].join('\n') + '\n';
  return [heading, '', title, textTable(stats, { rule: true })].join('\n') + '\n';
}

export function renderTournament(t: Tournament, format: TournamentFormat, lang: Lang = 'en'): string {
  const r = (m: Parameters<typeof render>[0]) => render(m, lang);
  const n = numbers(format, lang);
  const name = t.seriesName;
  const teams = t.entrants === 'teams';
  const currency = t.money?.currency;
  const moneyHead = (label: string) => (format === 'csv' && currency ? `${label} (${currency})` : label);

  // Points that are never negative (a concours') read without a sign; a Doppelkopf table's with theirs.
  const anyNegative = t.series.some((s) => s.tables.some((x) => Object.values(x.totals).some((v) => v < 0)));
  const points = anyNegative ? n.signed : n.int;
  /** A key's value: counts (wins, games won) and unsigned points as plain numbers, the rest with their sign. */
  const shown = (k: string, v: Frac) =>
    k === 'wins' || k === 'games-won' || k === 'games-lost' || (k === 'points' && !anyNegative)
      ? n.int(toNumber(v))
      : n.frac(v);

  // Standings.
  const tiebreaks = tiebreakColumns(t);
  const fees = t.money?.feesCents !== undefined;
  const head = [
    r(msg('tournament.col.rank')),
    r(msg('tournament.col.number')),
    r(msg(teams ? 'tournament.col.team' : 'tournament.col.player')),
    ...(teams ? [r(msg('tournament.col.players'))] : []),
    r(msg('tournament.col.key', { key: keyName(t, t.ranking) })),
    ...tiebreaks.map((k) => r(msg('tournament.col.key', { key: keyName(t, k) }))),
    ...Array.from({ length: t.seriesCount }, (_, i) => r(msg('tournament.col.series', { series: i + 1, name }))),
    ...(t.money ? [moneyHead(r(msg('tournament.col.prize')))] : []),
    ...(fees ? [moneyHead(r(msg('tournament.col.fees')))] : []),
    ...(t.money ? [moneyHead(r(msg('tournament.col.money')))] : []),
  ];
  const cell = (c: SeriesCell | undefined) => {
    if (!c) return format === 'csv' ? '' : '·';
    let v = shown(t.ranking, cellValue(t, c));
    if (c.kind === 'missed') v += ` ${r(msg('tournament.cell.missed'))}`;
    if (c.kind === 'bye') v += ` ${r(msg('tournament.cell.bye'))}`;
    return c.dropped ? `(${v})` : v;
  };
  const standings: Table = {
    head,
    rows: t.standings.map((s) => [
      String(s.rank),
      s.number !== undefined ? String(s.number) : '',
      s.name,
      ...(teams ? [(s.members ?? []).join(', ')] : []),
      shown(t.ranking, s.key),
      ...tiebreaks.map((k) => {
        const v = tiebreakValue(s, k);
        return v ? shown(k, v) : '';
      }),
      ...s.series.map(cell),
      ...(t.money ? [n.money(s.prize ?? 0, currency)] : []),
      ...(fees ? [n.money(s.fees ?? 0, currency)] : []),
      ...(t.money ? [n.money(s.money ?? 0, currency)] : []),
    ]),
    right: head.map((_, i) => i !== 2 && !(teams && i === 3)),
  };

  // Each series' tables: one row per entrant.
  const seriesHead = [
    r(msg('tournament.col.table')),
    r(msg('tournament.col.file')),
    r(msg(teams ? 'tournament.col.team' : 'tournament.col.player')),
    r(msg('tournament.col.key', { key: 'points' })),
    r(msg('tournament.col.place')),
    r(msg('tournament.col.key', { key: keyName(t, 'placement') })),
  ];
  const seriesRows = (s: Tournament['series'][number]) =>
    s.tables.flatMap((x) =>
      Object.keys(x.totals).map((e) => [
        String(x.table),
        (format === 'csv' ? x.file : baseName(x.file)) + (x.timeout ? ` (${r(msg('tournament.cell.timeout'))})` : ''),
        e,
        points(x.totals[e]),
        String(x.places[e]),
        n.frac(x.placement[e]),
      ]),
    );

  const stats = statsTable(t, format, lang);

  const heading = headingOf(t, lang);
  const rankedBy = r(
    msg('tournament.ranked-by', {
      key: keyName(t, t.ranking),
      tiebreaks: t.tiebreaks.map((k) => keyName(t, k)),
      ...(t.best !== undefined ? { best: t.best } : {}),
    }),
  );
  const moneyLines = t.money
    ? [
        r(
          msg('tournament.money-line', {
            entries: t.standings.length,
            ...(t.money.entryCents !== undefined ? { entry: t.money.entryCents } : {}),
            ...(t.money.feesCents !== undefined ? { fees: t.money.feesCents } : {}),
            pool: t.money.poolCents,
            paid: t.money.paidCents,
            ...(currency ? { currency } : {}),
          }),
        ),
        r(msg('tournament.prize-rule')),
      ]
    : [];

  if (format === 'csv') {
    const sep = csvStyle(lang).sep;
    const seriesTable = {
      head: [r(msg('tournament.col.series', { series: 0, name })).replace(/0$/, ''), ...seriesHead],
      rows: t.series.flatMap((s) => seriesRows(s).map((row) => [String(s.number), ...row])),
    };
    return [csvTable(standings, sep), csvTable(seriesTable, sep), csvTable(stats, sep)].join('\n\n');
  }
  if (format === 'md') {
    const out = [
      `# ${markdownText(heading)}`,
      '',
      `## ${r(msg('tournament.standings'))}`,
      '',
      markdownTable(standings),
    ];
    out.push('', markdownText(rankedBy), '', markdownText(r(msg('tournament.legend', { name }))));
    for (const s of t.series)
      out.push(
        '',
        `## ${r(msg('tournament.series-title', { series: s.number, name }))}`,
        '',
        markdownTable({ head: seriesHead, rows: seriesRows(s), right: [true, false, false, true, true, true] }),
      );
    out.push('', `## ${r(msg('tournament.stats'))}`, '', markdownTable(stats));
    if (moneyLines.length)
      out.push('', `## ${r(msg('tournament.money'))}`, '', ...moneyLines.map((l) => markdownText(l)));
    return out.join('\n') + '\n';
  }
  const out = [heading, '', r(msg('tournament.standings')), textTable(standings, { rule: true })];
  out.push(`  ${rankedBy}`, `  ${r(msg('tournament.legend', { name }))}`);
  for (const s of t.series)
    out.push(
      '',
      r(msg('tournament.series-title', { series: s.number, name })),
      textTable(
        { head: seriesHead, rows: seriesRows(s), right: [true, false, false, true, true, true] },
        { rule: true },
      ),
    );
  out.push('', r(msg('tournament.stats')), textTable(stats, { rule: true }));
  if (moneyLines.length) out.push('', r(msg('tournament.money')), ...moneyLines.map((l) => `  ${l}`));
  return out.join('\n') + '\n';
}
