// Skat in a season: an evening's points (the list, or the Wertung under `scoring seeger-fabian`), games won and lost
// per player, and the standings by points, then games won.

import { msg, render } from '../../../messages';
import { dict } from '../../../text/dict';
import type { EveningPart, GameSeason, PlayerLine, SeasonWriter } from '../../game';

/** A player's line: what every game counts (games: games declared). */
function emptyLine(name: string): PlayerLine {
  return { name, evenings: 0, games: 0, wins: 0, points: 0, rounds: 0 };
}

const col = (w: SeasonWriter, c: Parameters<typeof msg<'skat.col'>>[1]['col']) =>
  render(msg('skat.col', { col: c }), w.lang);

export const skatSeason: GameSeason = {
  name: () => 'Skat',
  potPer: 'point',
  averagePer: 'games',
  emptyLine,
  evening: ({ settlement: s, rounds }) => {
    const part: EveningPart = { totals: dict(), lost: dict(), stats: [] };
    for (const name of s.names) {
      const total = s.skat?.seeger?.[name]?.wertung ?? s.totals[name] ?? 0;
      part.totals[name] = total;
      part.lost[name] = total < 0 ? -total : 0;
      const wl = s.skat?.wonLost[name];
      const line = emptyLine(name);
      line.evenings = 1;
      line.games = (wl?.won ?? 0) + (wl?.lost ?? 0);
      line.wins = wl?.won ?? 0;
      line.points = total;
      line.rounds = rounds.filter((r) => r.scores[name] !== undefined).length;
      part.stats.push(line);
    }
    if (s.money) part.money = { ...s.money };
    return part;
  },
  mergeLine: () => {},
  statsOwn: () => ({}),
  rankKey: (line, total) => [total, line?.wins ?? 0],
  standing: () => ({ solos: 0, solosWon: 0 }),
  eveningRows: (s, w) => ({
    rows: [
      [w.words.col.points, ...s.names.map((n) => w.int(s.skat?.seeger?.[n]?.wertung ?? s.totals[n] ?? 0))],
      [col(w, 'won'), ...s.names.map((n) => String(s.skat?.wonLost[n]?.won ?? 0))],
      [col(w, 'lost'), ...s.names.map((n) => String(s.skat?.wonLost[n]?.lost ?? 0))],
    ],
  }),
  standings: (w) => ({
    head: [w.words.col.points, col(w, 'games'), col(w, 'won'), w.words.col.evenings],
    cells: (st, _line, attended) => [w.int(st.total), String(st.games), String(st.wins), attended],
  }),
  seasonCsvRows: (w) => [
    { label: col(w, 'games'), cell: (l) => String(l?.games ?? 0) },
    { label: w.words.col.wins, cell: (l) => String(l?.wins ?? 0) },
  ],
  statsTables: (st, w) => [
    {
      title: w.words.players,
      table: {
        head: [
          w.words.col.player,
          w.words.col.evenings,
          col(w, 'games'),
          w.words.col.wins,
          w.words.col.winRate,
          w.words.col.points,
        ],
        rows: st.players.map((p) => [
          p.name,
          String(p.evenings),
          String(p.games),
          String(p.wins),
          w.pct(p),
          w.int(p.points),
        ]),
        right: [false, true, true, true, true, true],
      },
    },
  ],
  statsCsv: (st, w) => ({
    head: [w.words.col.player, w.words.col.evenings, col(w, 'games'), w.words.col.wins, w.words.col.points],
    rows: st.players.map((p) => [p.name, String(p.evenings), String(p.games), String(p.wins), w.num(p.points)]),
  }),
};
