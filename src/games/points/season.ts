// `game points` in a season: an evening's totals, money and statistics per player (rounds, games won, average per
// round, best round), merged over evenings; the standings by total (the lowest first with lowest-wins); its tables.

import type { RoundResult, Settlement } from '../../engine/model';
import { msg, type Lang } from '../../messages';
import { dict, dictOf } from '../../text/dict';
import type {
  EveningPart,
  GameSeason,
  PlayerLine,
  SeasonCsvRow,
  SeasonStats,
  SeasonWriter,
  Standing,
  StatsSection,
} from '../game';
import { gameName } from './words';

/** The game's own part of a player's line (`points` in the JSON is the total, so this is `pointsGame`). */
export interface PointsLine {
  /** The player's best single round: the highest points, or the lowest with lowest-wins. */
  bestRound?: number;
  lowestWins: boolean;
}

export interface PointsPlayerLine extends PlayerLine {
  pointsGame: PointsLine;
}

const own = (l: PlayerLine | undefined) => (l as PointsPlayerLine | undefined)?.pointsGame;

/** The season's words of the game in each language. */
const TEXT: Record<Lang, { rounds: string; gamesWon: string; average: string; bestRound: string; games: string }> = {
  en: { rounds: 'rounds', gamesWon: 'games won', average: 'Ø per round', bestRound: 'best round', games: 'games' },
  de: {
    rounds: 'Spiele',
    gamesWon: 'Partien gewonnen',
    average: 'Ø pro Spiel',
    bestRound: 'Bestes Spiel',
    games: 'Partien',
  },
  fr: {
    rounds: 'donnes',
    gamesWon: 'parties gagnées',
    average: 'Ø par donne',
    bestRound: 'meilleure donne',
    games: 'parties',
  },
};

export function emptyLine(name: string): PointsPlayerLine {
  return { name, evenings: 0, games: 0, wins: 0, points: 0, rounds: 0, pointsGame: { lowestWins: false } };
}

const lowestWinsOf = (s: Settlement) => s.rules.switches.some((x) => x.key === 'lowest-wins' && x.value === 'on');

const betterRound = (a: number, b: number | undefined, lowest: boolean) => b === undefined || (lowest ? a < b : a > b);

/** One evening's lines: rounds scored, games played and won, points, the best round. */
export function eveningLines(
  players: readonly string[],
  rounds: readonly RoundResult[],
  s: Settlement,
): PointsPlayerLine[] {
  const lowest = lowestWinsOf(s);
  const games = s.games;
  return players.map((p) => {
    const line = emptyLine(p);
    line.pointsGame.lowestWins = lowest;
    line.points = s.totals[p] ?? 0;
    for (const r of rounds) {
      if (!(p in r.scores)) continue;
      line.rounds++;
      if (betterRound(r.scores[p], line.pointsGame.bestRound, lowest)) line.pointsGame.bestRound = r.scores[p];
    }
    if (games) {
      line.games = games.length;
      line.wins = games.filter((g) => g.finished && g.winner === p).length;
    } else if (line.rounds > 0) {
      line.games = 1;
      line.wins = s.winner === p ? 1 : 0;
    }
    return line;
  });
}

/** The standings by total; attendance, rounds, games won, the average per round. */
function standings(w: SeasonWriter) {
  const T = TEXT[w.lang];
  const col = w.words.col;
  return {
    head: [col.total, col.evenings, T.rounds, T.gamesWon, T.average],
    cells: (st: Standing, line: PlayerLine | undefined, attended: string) => [
      w.signed(st.total),
      attended,
      String(line?.rounds ?? 0),
      String(st.wins),
      w.dec(line && line.rounds ? line.points / line.rounds : 0),
    ],
  };
}

function seasonCsvRows(w: SeasonWriter): SeasonCsvRow[] {
  const T = TEXT[w.lang];
  return [
    { label: T.rounds, cell: (l) => String(l?.rounds ?? 0) },
    { label: T.games, cell: (l) => String(l?.games ?? 0) },
    { label: T.gamesWon, cell: (l) => String(l?.wins ?? 0) },
  ];
}

const average = (p: PlayerLine) => (p.rounds === 0 ? 0 : p.points / p.rounds);

function statsTables(st: SeasonStats, w: SeasonWriter): StatsSection[] {
  const T = TEXT[w.lang];
  const col = w.words.col;
  return [
    {
      title: w.words.players,
      table: {
        head: [
          col.player,
          col.evenings,
          T.rounds,
          T.games,
          T.gamesWon,
          col.winRate,
          col.points,
          T.average,
          T.bestRound,
          col.best,
          col.worst,
        ],
        rows: st.players.map((p) => [
          p.name,
          String(p.evenings),
          String(p.rounds),
          String(p.games),
          String(p.wins),
          w.pct(p),
          w.int(p.points),
          w.dec(average(p)),
          own(p)?.bestRound === undefined ? '—' : w.signed(own(p)!.bestRound!),
          w.ref(p.best),
          w.ref(p.worst),
        ]),
        right: [false, true, true, true, true, true, true, true, true, false, false],
      },
    },
  ];
}

function statsCsv(st: SeasonStats, w: SeasonWriter): { head: string[]; rows: string[][] } {
  const T = TEXT[w.lang];
  const col = w.words.col;
  return {
    head: [
      col.player,
      col.evenings,
      T.rounds,
      T.games,
      T.gamesWon,
      col.winRate,
      col.points,
      T.average,
      T.bestRound,
      col.best,
      `${col.best} ${col.date}`,
      col.worst,
      `${col.worst} ${col.date}`,
    ],
    rows: st.players.map((p) => [
      p.name,
      String(p.evenings),
      String(p.rounds),
      String(p.games),
      String(p.wins),
      w.num(w.rate(p)),
      w.int(p.points),
      w.num(average(p)),
      own(p)?.bestRound === undefined ? '' : w.int(own(p)!.bestRound!),
      ...w.refCells(p.best),
      ...w.refCells(p.worst),
    ]),
  };
}

export const pointsSeason: GameSeason = {
  name: (_kind, lang) => gameName(lang),
  // A season pot takes each point of a negative evening (a zero-sum sheet's losers).
  potPer: 'point',
  statsHelp: msg('help.stats.points'),
  averagePer: 'rounds',
  emptyLine,
  evening: ({ settlement: s, rounds, players }): EveningPart => {
    const lost = dict<number>();
    for (const p of players) lost[p] = Math.max(0, -(s.totals[p] ?? 0));
    return {
      totals: dictOf(players, (p) => s.totals[p] ?? 0),
      ...(s.money ? { money: dictOf(players, (p) => s.money![p] ?? 0) } : {}),
      lost,
      stats: eveningLines(players, rounds, s),
    };
  },
  mergeLine: (into, from) => {
    const a = own(into);
    const b = own(from);
    if (!a || !b) return;
    if (into.evenings === from.evenings) a.lowestWins = b.lowestWins;
    if (b.bestRound !== undefined && betterRound(b.bestRound, a.bestRound, a.lowestWins)) a.bestRound = b.bestRound;
  },
  statsOwn: () => ({}),
  // With lowest-wins the lowest total ranks first.
  rankKey: (line, total) => [own(line)?.lowestWins ? -total : total],
  standing: () => ({ solos: 0, solosWon: 0 }),
  eveningRows: (s, w) => ({
    rows: [[w.words.col.total, ...s.names.map((x) => w.signed(s.totals[x] ?? 0))]],
    ...(s.games ? { games: s.games.filter((g) => g.finished).length } : {}),
  }),
  standings,
  seasonCsvRows,
  statsTables,
  statsCsv,
};
