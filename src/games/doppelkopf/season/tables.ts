// Doppelkopf's part of a season's tables: an evening's brief, the standings, the season CSV's rows, and `stats` (the
// players with Re, Kontra and solos; solos by kind; partners; penalties).

import type { Settlement } from '../../../engine/model';
import type {
  PlayerLine,
  SeasonCsvRow,
  SeasonStats,
  SeasonTable,
  SeasonWriter,
  Standing,
  StatsSection,
} from '../../game';
import { doppelkopfSeasonText } from './text';
import type { DoppelkopfPlayerLine } from './types';

const own = (line: PlayerLine | undefined) => (line as DoppelkopfPlayerLine | undefined)?.doppelkopf;

/** Points per game played (0 when nothing was played). */
const average = (p: PlayerLine) => (p.games === 0 ? 0 : p.points / p.games);

/** An evening's brief: each player's total. */
export function eveningRows(s: Settlement, w: SeasonWriter): { rows: string[][] } {
  return { rows: [[w.words.col.total, ...s.names.map((x) => w.signed(s.totals[x] ?? 0))]] };
}

/** The standings by total: attendance, games, wins and solos. */
export function standings(w: SeasonWriter) {
  const T = doppelkopfSeasonText(w.lang);
  const col = w.words.col;
  return {
    head: [col.total, col.evenings, T.col.games, col.wins, T.col.solos, T.col.solosWon],
    cells: (st: Standing, line: PlayerLine | undefined, attended: string) => [
      w.signed(st.total),
      attended,
      String(st.games),
      String(st.wins),
      String(own(line)?.solos.games ?? 0),
      String(own(line)?.solos.wins ?? 0),
    ],
  };
}

export function seasonCsvRows(w: SeasonWriter): SeasonCsvRow[] {
  const T = doppelkopfSeasonText(w.lang);
  return [
    { label: T.col.games, cell: (l) => String(l?.games ?? 0) },
    { label: w.words.col.wins, cell: (l) => String(l?.wins ?? 0) },
    { label: T.col.solos, cell: (l) => String(own(l)?.solos.games ?? 0) },
    { label: T.col.solosWon, cell: (l) => String(own(l)?.solos.wins ?? 0) },
  ];
}

function kindsOf(players: readonly PlayerLine[]): string[] {
  const kinds = new Set<string>();
  for (const p of players) for (const k of Object.keys(own(p)?.solosByKind ?? {})) kinds.add(k);
  return [...kinds].sort();
}

export function statsTables(st: SeasonStats, w: SeasonWriter): StatsSection[] {
  const T = doppelkopfSeasonText(w.lang);
  const col = w.words.col;
  const players = st.players as DoppelkopfPlayerLine[];
  const main: SeasonTable = {
    head: [
      col.player,
      col.evenings,
      T.col.games,
      col.wins,
      col.winRate,
      T.col.asRe,
      T.col.asKontra,
      T.col.solos,
      T.col.dutySolos,
      T.col.avgGame,
      col.best,
      col.worst,
    ],
    rows: players.map((p) => {
      const d = p.doppelkopf;
      return [
        p.name,
        String(p.evenings),
        String(p.games),
        String(p.wins),
        w.pct(p),
        `${w.frac(d.re)} (${w.pct(d.re)})`,
        `${w.frac(d.kontra)} (${w.pct(d.kontra)})`,
        w.frac(d.solos),
        w.frac(d.dutySolos),
        w.dec(average(p)),
        w.ref(p.best),
        w.ref(p.worst),
      ];
    }),
    right: [false, true, true, true, true, true, true, true, true, true, false, false],
  };
  const kinds = kindsOf(players);
  const solos: SeasonTable = {
    head: [col.player, ...kinds.map((k) => T.soloKind[k] ?? k)],
    rows: players.map((p) => [
      p.name,
      ...kinds.map((k) => {
        const c = p.doppelkopf.solosByKind[k];
        return c ? w.frac(c) : '·';
      }),
    ]),
    right: [false, ...kinds.map(() => true)],
  };
  const names = players.map((p) => p.name);
  const partners: SeasonTable = {
    head: [col.player, ...names],
    rows: players.map((p) => [
      p.name,
      ...names.map((q) => {
        if (q === p.name) return '—';
        const c = p.doppelkopf.partners[q];
        return c ? w.frac(c) : '·';
      }),
    ]),
    right: [false, ...names.map(() => true)],
  };
  const out: StatsSection[] = [{ title: w.words.players, table: main, legend: T.wonPlayed }];
  if (kinds.length) out.push({ title: T.solosByKind, table: solos });
  out.push({ title: T.partners, table: partners });
  if (players.some((p) => p.doppelkopf.penalties))
    out.push({
      title: T.penalties,
      table: {
        head: [col.player, T.col.penalties, T.col.penaltyPoints],
        rows: players.map((p) => {
          const pen = p.doppelkopf.penalties;
          return [p.name, String(pen?.paid ?? 0), w.int(pen?.points ?? 0)];
        }),
        right: [false, true, true],
      },
    });
  return out;
}

/** One rectangular CSV table of the statistics: a row per player. */
export function statsCsv(st: SeasonStats, w: SeasonWriter): { head: string[]; rows: string[][] } {
  const T = doppelkopfSeasonText(w.lang);
  const col = w.words.col;
  const players = st.players as DoppelkopfPlayerLine[];
  const kinds = kindsOf(players);
  const names = players.map((p) => p.name);
  const pens = players.some((p) => p.doppelkopf.penalties);
  const head = [
    col.player,
    col.evenings,
    T.col.games,
    col.wins,
    col.winRate,
    `${T.col.asRe} ${T.col.games}`,
    `${T.col.asRe} ${col.wins}`,
    `${T.col.asKontra} ${T.col.games}`,
    `${T.col.asKontra} ${col.wins}`,
    T.col.solos,
    T.col.solosWon,
    T.col.dutySolos,
    `${T.col.dutySolos} ${col.wins}`,
    col.points,
    T.col.avgGame,
    col.best,
    `${col.best} ${col.date}`,
    col.worst,
    `${col.worst} ${col.date}`,
    ...kinds.flatMap((k) => [T.col.soloKind(T.soloKind[k] ?? k), T.col.soloKindWon(T.soloKind[k] ?? k)]),
    ...names.flatMap((q) => [T.col.with(q), T.col.wonWith(q)]),
    ...(pens ? [T.col.penalties, T.col.penaltyPoints] : []),
  ];
  const rows = players.map((p) => {
    const d = p.doppelkopf;
    return [
      p.name,
      String(p.evenings),
      String(p.games),
      String(p.wins),
      w.num(w.rate(p)),
      String(d.re.games),
      String(d.re.wins),
      String(d.kontra.games),
      String(d.kontra.wins),
      String(d.solos.games),
      String(d.solos.wins),
      String(d.dutySolos.games),
      String(d.dutySolos.wins),
      w.int(p.points),
      w.num(average(p)),
      ...w.refCells(p.best),
      ...w.refCells(p.worst),
      ...kinds.flatMap((k) => [String(d.solosByKind[k]?.games ?? 0), String(d.solosByKind[k]?.wins ?? 0)]),
      ...names.flatMap((q) =>
        q === p.name ? ['', ''] : [String(d.partners[q]?.games ?? 0), String(d.partners[q]?.wins ?? 0)],
      ),
      ...(pens ? [String(d.penalties?.paid ?? 0), w.int(d.penalties?.points ?? 0)] : []),
    ];
  });
  return { head, rows };
}
