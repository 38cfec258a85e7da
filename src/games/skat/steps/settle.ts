// The settlement of a Skat list (rules/skat.md §7): the classic list's totals, each player's games won and lost, the
// Seeger-Fabian Wertung under `scoring seeger-fabian`, and money: each player's final number × the stake, settled by
// differences (balance = n × a − Σa), the largest debtor paying the largest creditor.

import type { Header } from '../../../format/ast';
import type { Settlement } from '../../../engine/model';
import type { LoopResult } from '../../../engine/rounds';
import type { ResolvedRules } from '../../../engine/rules';
import { transfers } from '../../../engine/settle/transfers';
import { dictOf } from '../../../text/dict';
import type { SkatGame } from '../syntax/itemTypes';
import type { SkatSettlement } from '../model';
import { SKAT_SWITCHES, type SkatRules } from '../rules';
import type { RowKind, SkatOutcome } from './read';

/** What a row adds to the statistics. */
export interface SkatStats {
  kind: RowKind;
  declarer?: number;
  outcome?: SkatOutcome;
  game?: SkatGame;
  /** `ramsch-in-seeger game`: the Ramsch's losers (lost games) and a Durchmarsch's taker (a game won). */
  ramschLost?: readonly number[];
  ramschWon?: number;
  /** Under Bierlachs: the player who lost the Bierlachs game this row ended. */
  bierlachsLoser?: number;
}

export interface SkatSettleInput {
  header: Header;
  resolved: ResolvedRules;
  rules: SkatRules;
  players: string[];
  out: LoopResult<SkatStats>;
}

/** Whole cents, half away from zero (54.5 → 55, −9.5 → −10); the tiny epsilon absorbs binary fractions. */
export function roundCents(x: number): number {
  const r = Math.sign(x) * Math.floor(Math.abs(x) + 0.5 + 1e-9);
  return r === 0 ? 0 : r;
}

/** What the rows add up to: each player's games won, lost, Grand and Null games, Bierlachs games lost, every point. */
interface Tally {
  won: number[];
  lost: number[];
  grand: number[];
  nul: number[];
  bierlachsLost: number[];
  allPoints: number[];
  rows: number;
  passed: number;
}

/**
 * The rows counted: the one loop of the settlement over a long list, a small function of its own (settleSkat runs once
 * per sheet, and compiled whole around this loop it was compiled again for many a sheet, at great cost).
 */
function tally(steps: LoopResult<SkatStats>['steps'], n: number): Tally {
  const zeros = (): number[] => {
    const a: number[] = [];
    for (let p = 0; p < n; p++) a.push(0);
    return a;
  };
  const t: Tally = {
    won: zeros(),
    lost: zeros(),
    grand: zeros(),
    nul: zeros(),
    bierlachsLost: zeros(),
    // Every row's points, over finished Bierlachs games too (the running totals start again after each).
    allPoints: zeros(),
    rows: 0,
    passed: 0,
  };
  const { won, lost, grand, nul, bierlachsLost, allPoints } = t;
  for (let k = 0; k < steps.length; k++) {
    const step = steps[k];
    const s = step.stats;
    const scores = step.scores;
    if (scores) for (let p = 0; p < scores.length; p++) allPoints[p] += scores[p] ?? 0;
    if (!s) continue;
    t.rows++;
    if (s.kind === 'passed') t.passed++;
    if (s.ramschLost) for (const p of s.ramschLost) lost[p]++;
    if (s.ramschWon !== undefined) won[s.ramschWon]++;
    if (s.bierlachsLoser !== undefined) bierlachsLost[s.bierlachsLoser]++;
    if (s.declarer === undefined) continue;
    if (s.outcome === 'won') won[s.declarer]++;
    else if (s.outcome) lost[s.declarer]++;
    if (s.game === 'grand') grand[s.declarer]++;
    if (s.game === 'null') nul[s.declarer]++;
  }
  return t;
}

export function settleSkat(i: SkatSettleInput): Settlement {
  const { header, resolved, rules, players, out } = i;
  const n = players.length;
  const { won, lost, grand, nul, bierlachsLost, allPoints, rows, passed } = tally(out.steps, n);
  const list = out.running;
  const bonus = n === 3 ? 40 : 30;
  const allLost = lost.reduce((a, b) => a + b, 0);
  const seeger = rules.scoring === 'seeger-fabian';
  const bierlachs = rules.scoring === 'bierlachs';
  // The number money is paid on: the Wertung, the list, or under Bierlachs every minus point of the evening.
  const final = players.map((_, p) =>
    seeger ? list[p] + 50 * (won[p] - lost[p]) + bonus * (allLost - lost[p]) : bierlachs ? allPoints[p] : list[p],
  );
  const skat: SkatSettlement = {
    wonLost: dictOf(players, (_, p) => ({ won: won[p], lost: lost[p] })),
    rows,
    passed,
    grand: dictOf(players, (_, p) => grand[p]),
    null: dictOf(players, (_, p) => nul[p]),
  };
  if (bierlachs) skat.bierlachs = dictOf(players, (_, p) => bierlachsLost[p]);
  // Lost-game fees (Verlustspielgeld): the 1st, 2nd, … lost game's fee, the last one repeating; paid into the pot.
  const fees = rules.lostGameFees;
  if (fees.length) {
    const feeOf = (games: number) => {
      let sum = 0;
      for (let g = 1; g <= games; g++) sum += fees[Math.min(g, fees.length) - 1];
      return sum;
    };
    skat.fees = dictOf(players, (_, p) => Math.round(feeOf(lost[p])));
  }
  if (seeger)
    skat.seeger = dictOf(players, (_, p) => ({
      won: won[p],
      lost: lost[p],
      bonus: bonus * (allLost - lost[p]),
      wertung: final[p],
    }));
  let best = 0;
  for (let p = 1; p < n; p++) if (final[p] > final[best]) best = p;
  const s: Settlement = {
    game: 'skat',
    title: header.title?.text,
    date: header.date?.text,
    rules: {
      preset: resolved?.preset ?? rules.preset,
      switches: SKAT_SWITCHES.map((sw) => ({
        key: sw.key,
        value: resolved?.values[sw.key] ?? '',
        set: resolved?.explicit.has(sw.key) ?? false,
      })),
    },
    names: [...players],
    totals: dictOf(players, (_, p) => list[p]),
    transfers: [],
    ...(n ? { winner: players[best] } : {}),
    skat,
  };
  const stake = header.stake;
  if (stake) {
    // Each player's number × the stake, rounded to whole cents half away from zero per player (a stake may be a
    // fraction of a cent: rules/skat.md Decided, S37), then settled by differences: n × a − Σa.
    const a = final.map((x) => roundCents(x * stake.cents));
    const sum = a.reduce((x, y) => x + y, 0);
    s.stakeCents = stake.cents;
    s.currency = stake.currency;
    s.money = dictOf(players, (_, p) => n * a[p] - sum);
    s.transfers = transfers(s.money);
  }
  return s;
}
