// A season's settlement from its evenings' summaries: standings, per-evening totals, money per evening or as a pot.

import { GAME_KINDS, gameOf } from '../games/registry';
import { dictFrom, dictOf } from '../text/dict';
import { lookalikeKey, showInvisible } from '../text/invisible';
import { moneySettingsFor } from './settings';
import { mergeStats, NameBook } from './stats';
import { SEASON_TEXT as T } from './strings';
import type {
  EveningSummary,
  MoneySettings,
  PotResult,
  Season,
  SeasonEvening,
  SeasonSettings,
  Standing,
} from './types';

/** Evenings in the order they were played: by `date`, undated ones after them; then by file and block. */
export function sortEvenings<E extends { file: string; block?: number; date?: string }>(evenings: readonly E[]): E[] {
  return [...evenings].sort(
    (a, b) => cmp(a.date ?? '\uffff', b.date ?? '\uffff') || cmp(a.file, b.file) || (a.block ?? 0) - (b.block ?? 0),
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Every game's season among the evenings (a Doppelkopf season and a Coinche season side by side, never mixed),
 * in the registry's order of the kinds. Evenings without a game line belong to no season and are left out.
 */
export function settleSeasons(evenings: readonly EveningSummary[], settings?: SeasonSettings): Season[] {
  return GAME_KINDS.filter((g) => evenings.some((e) => e.game === g)).map((g) =>
    settleSeason(
      evenings.filter((e) => e.game === g),
      settings,
    ),
  );
}

/** Competition ranking (1, 1, 3): equal keys share a rank; the order among them is the display order. */
function rankBy<T>(items: T[], key: (t: T) => number[]): { item: T; rank: number }[] {
  const keyed = items.map((item, i) => ({ item, i, k: key(item) }));
  const cmpKeys = (a: number[], b: number[]) => {
    for (let j = 0; j < a.length; j++) if (a[j] !== b[j]) return b[j] - a[j];
    return 0;
  };
  keyed.sort((a, b) => cmpKeys(a.k, b.k) || a.i - b.i);
  return keyed.map((x, pos) => {
    let first = pos;
    while (first > 0 && cmpKeys(keyed[first - 1].k, x.k) === 0) first--;
    return { item: x.item, rank: first + 1 };
  });
}

/**
 * Cents split exactly by integer weights (largest remainder): each gets floor(total × w / W), the cents left go
 * to the largest remainders, ties to the earlier name. Nobody gets anything when all weights are 0.
 */
export function splitByWeights(totalCents: number, names: string[], weights: number[]): Record<string, number> {
  const W = weights.reduce((a, b) => a + b, 0);
  const out = dictOf(names, () => 0);
  if (W === 0 || totalCents === 0) return out;
  const rem = names.map((n, i) => {
    const exact = totalCents * weights[i];
    out[n] = Math.floor(exact / W);
    return { i, r: exact % W };
  });
  let left = totalCents - names.reduce((a, n) => a + out[n], 0);
  rem.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of rem) {
    if (left <= 0) break;
    out[names[i]]++;
    left--;
  }
  return out;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * Integer weights of a standings split: place p (0-based) gets shares[p] percent; players tied on a rank share the
 * places they hold equally; with fewer players than shares the shares they hold are scaled up to the whole pot.
 */
export function standingsWeights(ranks: number[], shares: number[]): number[] {
  const size = new Map<number, number>();
  for (const r of ranks) size.set(r, (size.get(r) ?? 0) + 1);
  const lcm = [...size.values()].reduce((l, k) => (l * k) / gcd(l, k), 1);
  const pct = (pos: number) => shares[pos] ?? 0;
  return ranks.map((r) => {
    const k = size.get(r)!;
    let sum = 0;
    for (let pos = r - 1; pos < r - 1 + k; pos++) sum += pct(pos);
    return (sum * lcm) / k;
  });
}

function potOf(
  season: { evenings: SeasonEvening[]; players: string[] },
  ranks: Map<string, number>,
  attendance: Map<string, number>,
  m: MoneySettings,
  rateCents: number,
): PotResult {
  const paid = dictOf(season.players, () => 0);
  for (const ev of season.evenings) for (const [p, c] of Object.entries(ev.paid ?? {})) paid[p] += c;
  const totalCents = Object.values(paid).reduce((a, b) => a + b, 0);
  const order = [...season.players].sort((a, b) => ranks.get(a)! - ranks.get(b)!);
  const weights =
    m.split === 'attendance'
      ? order.map((p) => attendance.get(p) ?? 0)
      : standingsWeights(
          order.map((p) => ranks.get(p)!),
          m.shares,
        );
  const byRank = splitByWeights(totalCents, order, weights);
  const share = dictOf(season.players, (p) => byRank[p]);
  return {
    rateCents,
    ...(m.currency ? { currency: m.currency } : {}),
    split: m.split,
    shares: m.split === 'standings' ? m.shares : [],
    totalCents,
    paid,
    share,
  };
}

/**
 * A note for each season player whose name only invisible characters, spaces at either end or look-alike letters tell
 * apart from an earlier one's: probably one player, counted as two.
 */
function similarNames(players: readonly string[]): Season['notes'] {
  const notes: Season['notes'] = [];
  const looks = new Map<string, string>();
  for (const p of players) {
    const key = lookalikeKey(p);
    const first = looks.get(key);
    if (first === undefined) looks.set(key, p);
    else {
      const names: [string, string] = [showInvisible(p), showInvisible(first)];
      notes.push({ code: 'season-similar-names', message: T.similarNames(...names), names });
    }
  }
  return notes;
}

/** Whole cents, half away from zero (0.5 → 1); the tiny epsilon absorbs binary fractions (0.1 × 15). */
function wholeCents(x: number): number {
  const r = Math.sign(x) * Math.floor(Math.abs(x) + 0.5 + 1e-9);
  return r === 0 ? 0 : r;
}

/** The season of one game (evenings of another game than the first one's are left out). */
export function settleSeason(evenings: readonly EveningSummary[], settings?: SeasonSettings): Season {
  const game = evenings.find((e) => e.game)?.game ?? GAME_KINDS[0];
  const season = gameOf(game).season;
  const sorted = sortEvenings(evenings.filter((e) => e.game === game));
  const names = new NameBook();
  for (const ev of sorted) for (const p of ev.players) names.name(p);
  const players = names.order;
  const m = moneySettingsFor(settings, game);
  const pot = m.potCents;
  const notes: Season['notes'] = similarNames(players);

  // Evening model: each evening's money at its stake, in one currency (the first one written).
  let currency: string | undefined = pot !== undefined ? m.currency : undefined;
  let anyMoney = false;
  const seasonEvenings: SeasonEvening[] = sorted.map((ev) => {
    const totals = dictOf(players, () => 0);
    for (const p of ev.players) totals[names.name(p)] = ev.totals[p] ?? 0;
    const se: SeasonEvening = {
      file: ev.file,
      ...(ev.block !== undefined ? { block: ev.block } : {}),
      ...(ev.date !== undefined ? { date: ev.date } : {}),
      ...(ev.title !== undefined ? { title: ev.title } : {}),
      totals,
      present: ev.players.map((p) => names.name(p)),
      errors: ev.errors,
    };
    if (pot !== undefined) {
      if (ev.money) notes.push({ code: 'season-stake-unused', file: ev.file, message: T.stakeUnused });
      // A pot below a cent (a game's stake decimals): each player's payment of the evening in whole cents.
      se.paid = dictFrom(ev.players.map((p) => [names.name(p), wholeCents((ev.lost[p] ?? 0) * pot)]));
    } else if (ev.money) {
      if (ev.currency && currency && ev.currency !== currency) {
        notes.push({
          code: 'season-currency',
          file: ev.file,
          message: T.otherCurrency(ev.currency, currency),
          currencies: [ev.currency, currency],
        });
      } else {
        currency ??= ev.currency;
        anyMoney = true;
        se.money = dictFrom(ev.players.map((p) => [names.name(p), ev.money![p] ?? 0]));
      }
    }
    return se;
  });
  if (pot === undefined && anyMoney)
    for (const se of seasonEvenings)
      if (!se.money && !notes.some((n) => n.file === se.file))
        notes.push({ code: 'season-no-stake', file: se.file, message: T.noStake });

  const totals = dictOf(players, () => 0);
  for (const se of seasonEvenings) for (const p of players) totals[p] += se.totals[p];
  const stats = mergeStats(game, sorted, names);
  const line = new Map(stats.players.map((l) => [l.name, l]));
  const attendance = new Map(players.map((p) => [p, line.get(p)?.evenings ?? 0]));
  const ranked = rankBy(players, (p) => season.rankKey(line.get(p), totals[p]));
  const ranks = new Map(ranked.map((r) => [r.item, r.rank]));

  const out: Season = {
    game,
    ...(settings?.title ? { title: settings.title } : {}),
    players,
    evenings: seasonEvenings,
    totals,
    standings: [],
    moneyModel: pot !== undefined ? 'pot' : 'evening',
    stats,
    notes,
  };
  if (pot !== undefined) {
    out.pot = potOf(out, ranks, attendance, m, pot);
    out.money = dictOf(players, (p) => out.pot!.share[p] - out.pot!.paid[p]);
  } else if (anyMoney) {
    const money = dictOf(players, () => 0);
    for (const se of seasonEvenings) for (const [p, c] of Object.entries(se.money ?? {})) money[p] += c;
    out.money = money;
  }
  if (currency) out.currency = currency;
  out.standings = ranked.map(({ item: p, rank }): Standing => {
    const l = line.get(p);
    const st: Standing = {
      rank,
      name: p,
      total: totals[p],
      evenings: l?.evenings ?? 0,
      games: l?.games ?? 0,
      wins: l?.wins ?? 0,
      ...season.standing(l),
    };
    if (out.money) st.money = out.money[p];
    return st;
  });
  return out;
}

/** The statistics of every game among the evenings, evenings in the order they were played. */
export function seasonStats(evenings: readonly EveningSummary[]) {
  return GAME_KINDS.filter((g) => evenings.some((e) => e.game === g)).map((g) =>
    mergeStats(g, sortEvenings(evenings.filter((e) => e.game === g))),
  );
}
