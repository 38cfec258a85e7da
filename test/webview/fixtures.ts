// Settlement-model fixtures for the view tests and the screenshot script (the JSON files are the source of truth).

import type { HostMessage, SettlementModel } from '../../src/protocol';
import doppelkopf from './fixtures/doppelkopf.json';
import belote from './fixtures/belote.json';
import coinche from './fixtures/coinche.json';

export const doppelkopfModel = doppelkopf as SettlementModel;
export const beloteModel = belote as SettlementModel;
export const coincheModel = coinche as SettlementModel;

export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function update(
  model: SettlementModel,
  source = 'file:///evening.score',
  version = 1,
  locked = false,
): HostMessage {
  return { type: 'update', source, version, locked, model };
}

/** Replace every occurrence of each name (names, rounds, stats, transfers, title) as a host would after a rename. */
export function renamed(model: SettlementModel, map: Record<string, string>): SettlementModel {
  const swap = (n: string) => map[n] ?? n;
  const m = clone(model);
  m.names = m.names.map(swap);
  if (m.winner) m.winner = swap(m.winner);
  m.transfers = m.transfers.map((t) => ({ ...t, from: swap(t.from), to: swap(t.to) }));
  m.players = m.players?.map((p) => ({ ...p, name: swap(p.name) }));
  m.teams = m.teams?.map((t) => ({ ...t, name: swap(t.name) }));
  m.games = m.games?.map((g) => ({ ...g, winner: g.winner ? swap(g.winner) : undefined }));
  for (const r of m.rounds) {
    const d = r.detail;
    if (d?.game === 'doppelkopf') {
      d.re = d.re.map(swap);
      if (d.soloist) d.soloist = swap(d.soloist);
    }
    if (d?.game === 'belote') {
      if (d.taker) d.taker = swap(d.taker);
      if (d.gameWinner) d.gameWinner = swap(d.gameWinner);
    }
  }
  return m;
}

/** A long evening: `count` rounds of alternating results, for the virtualisation and chart-sampling tests. */
export function longModel(count: number): SettlementModel {
  const base = clone(doppelkopfModel);
  const run = [0, 0, 0, 0];
  base.rounds = Array.from({ length: count }, (_, i) => {
    const v = 1 + (i % 5);
    const re = i % 2 === 0 ? [0, 2] : [1, 3];
    const won = i % 3 !== 0;
    const points = [0, 1, 2, 3].map((j) => (re.includes(j) === won ? v : -v));
    points.forEach((p, j) => (run[j] += p));
    return {
      index: i + 1,
      line: 7 + i * 5,
      outcome: won ? 're' : 'kontra',
      points,
      running: run.slice(),
      summary: `round ${i + 1}`,
      errors: 0,
      warnings: 0,
      messages: [],
      detail: {
        game: 'doppelkopf',
        gameType: 'normal',
        duty: false,
        re: re.map((j) => base.names[j]),
        out: [],
        value: v,
        bock: 1,
        announcements: [],
      },
    };
  });
  base.totals = run.slice();
  return base;
}
