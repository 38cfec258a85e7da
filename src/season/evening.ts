// One analysed evening reduced to its season summary: totals, money, what each player lost, statistics.

import type { DocumentAnalysis } from '../analysis/analyze';
import type { Settlement } from '../engine/model';
import { dict, dictOf } from '../text/dict';
import { beloteEvening, beloteTeamPoints, countingOf, doppelkopfEvening, hasScores } from './stats';
import type { EveningSummary } from './types';

/** Splits whole cents over `parts` people: equal shares, the odd cents (by size) to the first ones. */
export function splitCents(cents: number, parts: number): number[] {
  const sign = cents < 0 ? -1 : 1;
  const abs = Math.abs(cents);
  const base = Math.floor(abs / parts);
  return Array.from({ length: parts }, (_, i) => {
    const v = sign * (base + (i < abs % parts ? 1 : 0));
    return v === 0 ? 0 : v;
  });
}

/**
 * The points a Doppelkopf player's evening balance is negative by: the total on a plus-minus sheet, and on a
 * plus-only or minus-only sheet the pairwise balance n × total − sum of totals, as the evening's money is reckoned.
 */
function doppelkopfLost(s: Settlement): Record<string, number> {
  const pairwise = countingOf(s) !== 'plus-minus';
  const sum = s.names.reduce((a, n) => a + (s.totals[n] ?? 0), 0);
  return dictOf(s.names, (n) => {
    const t = s.totals[n] ?? 0;
    const balance = pairwise ? s.names.length * t - sum : t;
    return balance < 0 ? -balance : 0;
  });
}

function errorsOf(a: DocumentAnalysis): number {
  return a.problems.filter((p) => p.severity === 'error').length;
}

/** An analysed document as a season evening. `block` numbers a ```score block of a Markdown file. */
export function summarizeEvening(file: string, a: DocumentAnalysis, block?: number): EveningSummary {
  const s = a.settlement;
  const players = a.document.header.players.map((p) => p.text);
  const ref = { file, ...(block !== undefined ? { block } : {}), ...(s.date ? { date: s.date } : {}) };
  const base: EveningSummary = {
    file,
    ...(block !== undefined ? { block } : {}),
    ...(a.game ? { game: a.game } : {}),
    ...(s.title !== undefined ? { title: s.title } : {}),
    ...(s.date !== undefined ? { date: s.date } : {}),
    players,
    errors: errorsOf(a),
    rounds: a.rounds.reduce((n, r) => (hasScores(r.scores) ? n + 1 : n), 0),
    totals: dict(),
    lost: dict(),
    stats: [],
  };
  if (!a.game) return base;
  if (s.currency) base.currency = s.currency;
  if (a.game === 'doppelkopf') {
    base.totals = dictOf(players, (p) => s.totals[p] ?? 0);
    if (s.money) base.money = dictOf(players, (p) => s.money![p] ?? 0);
    base.lost = doppelkopfLost(s);
    base.stats = doppelkopfEvening(players, a.rounds, s, ref);
    return base;
  }
  // Belote/Coinche: partners sit opposite, team 1 = 1st + 3rd player, team 2 = 2nd + 4th.
  if (players.length !== 4 || s.names.length !== 2) return base;
  const teams = s.names.map((name, i) => ({ name, members: [players[i], players[i + 2]] as [string, string] }));
  base.teams = teams;
  const points = beloteTeamPoints(s);
  const lostGames = dictOf(s.names, () => 0);
  for (const g of s.games ?? [])
    if (g.finished && g.winner) for (const n of s.names) if (n !== g.winner) lostGames[n]++;
  for (const t of teams) {
    const shares = s.money ? splitCents(s.money[t.name] ?? 0, 2) : undefined;
    t.members.forEach((m, i) => {
      base.totals[m] = points[t.name] ?? 0;
      base.lost[m] = lostGames[t.name];
      if (shares) (base.money ??= dict())[m] = shares[i];
    });
  }
  const st = beloteEvening(teams, a.rounds, s, ref);
  base.stats = st.players;
  base.teamStats = st.teams;
  return base;
}
