// Skat in a season: an evening's points (the list, or the Wertung under `scoring seeger-fabian`), games won and lost
// per player, the Grand and Null games each declared, the average per list (an evening is a list), and the standings
// by points, then games won.

import { msg, render } from '../../../messages';
import { dict } from '../../../text/dict';
import type { EveningPart, GameSeason, PlayerLine, SeasonWriter } from '../../game';
import type { SkatColumn } from '../messages/en';

/** Skat's own part of a player's line (`skat` in the JSON): games lost, Grand and Null games declared. */
export interface SkatLine {
  lost: number;
  grand: number;
  null: number;
}

/** A player's line: what every game counts (games: games declared, won or lost), and Skat's part. */
export interface SkatPlayerLine extends PlayerLine {
  skat: SkatLine;
}

declare module '../../game' {
  /** A season player's line in the Season tab: Skat's own part. */
  interface SeasonLineParts {
    skat: { skat?: SkatLine };
  }
}

function emptyLine(name: string): SkatPlayerLine {
  return { name, evenings: 0, games: 0, wins: 0, points: 0, rounds: 0, skat: { lost: 0, grand: 0, null: 0 } };
}

const col = (w: SeasonWriter, c: SkatColumn) => render(msg('skat.col', { col: c }), w.lang);
const own = (l: PlayerLine | undefined): SkatLine | undefined => (l as SkatPlayerLine | undefined)?.skat;
/** The points (Wertung under Seeger-Fabian) per list played: an evening is one list. */
const perList = (l: PlayerLine) => (l.evenings === 0 ? 0 : l.points / l.evenings);

export const skatSeason: GameSeason = {
  name: () => 'Skat',
  potPer: 'point',
  statsHelp: msg('help.stats.skat'),
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
      line.skat = { lost: wl?.lost ?? 0, grand: s.skat?.grand[name] ?? 0, null: s.skat?.null[name] ?? 0 };
      part.stats.push(line);
    }
    if (s.money) part.money = { ...s.money };
    return part;
  },
  mergeLine: (into, from) => {
    const a = own(into);
    const b = own(from);
    if (!a || !b) return;
    a.lost += b.lost;
    a.grand += b.grand;
    a.null += b.null;
  },
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
    { label: col(w, 'lost'), cell: (l) => String(own(l)?.lost ?? 0) },
    { label: col(w, 'grand'), cell: (l) => String(own(l)?.grand ?? 0) },
    { label: col(w, 'null'), cell: (l) => String(own(l)?.null ?? 0) },
    { label: col(w, 'perList'), cell: (l) => (l ? w.num(perList(l)) : '') },
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
          col(w, 'lost'),
          w.words.col.winRate,
          col(w, 'grand'),
          col(w, 'null'),
          w.words.col.points,
          col(w, 'perList'),
        ],
        rows: st.players.map((p) => [
          p.name,
          String(p.evenings),
          String(p.games),
          String(p.wins),
          String(own(p)?.lost ?? 0),
          w.pct(p),
          String(own(p)?.grand ?? 0),
          String(own(p)?.null ?? 0),
          w.int(p.points),
          w.dec(perList(p)),
        ]),
        right: [false, true, true, true, true, true, true, true, true, true],
      },
    },
  ],
  statsCsv: (st, w) => ({
    head: [
      w.words.col.player,
      w.words.col.evenings,
      col(w, 'games'),
      w.words.col.wins,
      col(w, 'lost'),
      col(w, 'grand'),
      col(w, 'null'),
      w.words.col.points,
      col(w, 'perList'),
    ],
    rows: st.players.map((p) => [
      p.name,
      String(p.evenings),
      String(p.games),
      String(p.wins),
      String(own(p)?.lost ?? 0),
      String(own(p)?.grand ?? 0),
      String(own(p)?.null ?? 0),
      w.num(p.points),
      w.num(perList(p)),
    ]),
  }),
};
