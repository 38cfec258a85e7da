// Belote's and Coinche's part of a season's tables: an evening's brief (points and games won), the standings by games
// won, the season CSV's rows, and `stats` (the partnerships and the players with their contracts).

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
import { teamPoints } from '../report/points';
import { beloteSeasonText } from './text';
import type { BelotePlayerLine, BeloteSeasonStats, ContractStats, TeamLine } from './types';

/** Points per scored round (0 when nothing was played). */
const average = (l: { points: number; rounds: number }) => (l.rounds === 0 ? 0 : l.points / l.rounds);

/** An evening's brief: each team's points over all its games and its games won; the games finished. */
export function eveningRows(s: Settlement, w: SeasonWriter): { rows: string[][]; games: number } {
  const T = beloteSeasonText(w.lang);
  const games = (s.games ?? []).filter((g) => g.finished && g.winner);
  const points = teamPoints(s);
  return {
    rows: [
      [w.words.col.points, ...s.names.map((x) => w.int(points[x]))],
      [T.col.gamesWon, ...s.names.map((x) => String(games.filter((g) => g.winner === x).length))],
    ],
    games: games.length,
  };
}

/** The standings by games won, then points. */
export function standings(w: SeasonWriter) {
  const T = beloteSeasonText(w.lang);
  const col = w.words.col;
  return {
    head: [T.col.gamesWon, T.col.games, col.points, col.evenings],
    cells: (st: Standing, _line: PlayerLine | undefined, attended: string) => [
      String(st.wins),
      String(st.games),
      w.int(st.total),
      attended,
    ],
  };
}

export function seasonCsvRows(w: SeasonWriter): SeasonCsvRow[] {
  const T = beloteSeasonText(w.lang);
  return [
    { label: T.col.games, cell: (l) => String(l?.games ?? 0) },
    { label: w.words.col.wins, cell: (l) => String(l?.wins ?? 0) },
  ];
}

function contractCells(c: ContractStats) {
  return [c.taken, c.made, c.failed, c.litiges, c.coinched, c.capots].map(String);
}

export function statsTables(st: SeasonStats, w: SeasonWriter): StatsSection[] {
  const T = beloteSeasonText(w.lang);
  const col = w.words.col;
  const cc = [T.col.taken, T.col.made, T.col.failed, T.col.litiges, T.col.coinched, T.col.capots];
  const teams: SeasonTable = {
    head: [T.col.team, T.col.members, col.evenings, T.col.games, col.wins, T.col.rounds, ...cc, T.col.avgRound],
    rows: ((st as BeloteSeasonStats).teams ?? []).map((t: TeamLine) => [
      t.name,
      t.members.join(' & '),
      String(t.evenings),
      String(t.games),
      String(t.wins),
      String(t.rounds),
      ...contractCells(t.contracts),
      w.dec(average(t)),
    ]),
    right: [false, false, ...Array<boolean>(11).fill(true)],
  };
  const players: SeasonTable = {
    head: [
      col.player,
      col.evenings,
      T.col.games,
      col.wins,
      col.winRate,
      T.col.rounds,
      ...cc,
      T.col.avgRound,
      col.best,
      col.worst,
    ],
    rows: (st.players as BelotePlayerLine[]).map((p) => [
      p.name,
      String(p.evenings),
      String(p.games),
      String(p.wins),
      w.pct(p),
      String(p.rounds),
      ...contractCells(p.contracts),
      w.dec(average(p)),
      w.ref(p.best),
      w.ref(p.worst),
    ]),
    right: [false, ...Array<boolean>(12).fill(true), false, false],
  };
  return [
    { title: T.teams, table: teams },
    { title: w.words.players, table: players },
  ];
}

/** One rectangular CSV table of the statistics: a row per player, then per team. */
export function statsCsv(st: SeasonStats, w: SeasonWriter): { head: string[]; rows: string[][] } {
  const T = beloteSeasonText(w.lang);
  const col = w.words.col;
  const head = [
    T.col.kind,
    col.player,
    T.col.members,
    col.evenings,
    T.col.games,
    col.wins,
    col.winRate,
    T.col.rounds,
    T.col.taken,
    T.col.made,
    T.col.failed,
    T.col.litiges,
    T.col.coinched,
    T.col.capots,
    col.points,
    T.col.avgRound,
  ];
  const line = (kind: string, name: string, members: string, l: BelotePlayerLine | TeamLine) => [
    kind,
    name,
    members,
    String(l.evenings),
    String(l.games),
    String(l.wins),
    w.num(w.rate(l)),
    String(l.rounds),
    ...contractCells(l.contracts),
    w.int(l.points),
    w.num(average(l)),
  ];
  const rows = [
    ...(st.players as BelotePlayerLine[]).map((p) => line(T.rowPlayer, p.name, '', p)),
    ...((st as BeloteSeasonStats).teams ?? []).map((t) => line(T.rowTeam, t.name, t.members.join(' & '), t)),
  ];
  return { head, rows };
}
