// The one place Doppelkopf statistics are read from the engine's round results: per round, per evening, merged over
// evenings.

import { playedIn, type RoundResult, type Settlement } from '../../../engine/model';
import { dict, dictOf } from '../../../text/dict';
import type { WinCount } from '../../game';
import type { DoppelkopfLine, DoppelkopfPlayerLine } from './types';

/** What one Doppelkopf round says for the statistics, by the names of its evening. */
export interface DoppelkopfRoundStats {
  played: readonly string[];
  won: readonly string[];
  /** Known parties only (a row recorded by its score alone has none). The soloist is Re. */
  re?: readonly string[];
  kontra?: readonly string[];
  reWon?: boolean;
  soloist?: string;
  /** `queens`, `clubs`…, `silent-marriage`, or `recorded` for a 3:1 row written without its kind. */
  soloKind?: string;
  soloWon?: boolean;
  duty?: boolean;
  /** Partnerships of a two-against-two game, with whether the pair won. */
  pairs?: { pair: [string, string]; won: boolean }[];
}

/** Whether a round has points (without building the list of its keys). */
function hasScores(scores: Record<string, number>): boolean {
  for (const _ in scores) return true;
  return false;
}

const win = (): WinCount => ({ games: 0, wins: 0 });
const NOBODY: readonly string[] = [];
const count = (c: WinCount, won: boolean): void => {
  c.games++;
  if (won) c.wins++;
};

/**
 * A Doppelkopf round's statistics; who played is `playedIn` (those sitting out are no game). A round scored from its
 * facts: the parties as the engine decided them; nobody wins a round without a winner (TSR 7.1.4). A row recorded by
 * its score or its outcome alone (`won P Q N`): the winners are the plus scores, a 3:1 row of four under plus-minus
 * counting is a solo, a 2:2 row a normal game — the same reading as the engine's evening statistics. Unscored rounds
 * say nothing.
 */
export function doppelkopfRoundStats(r: RoundResult, counting: string): DoppelkopfRoundStats | undefined {
  const info = r.doppelkopf;
  if (info && (r.outcome === 're' || r.outcome === 'kontra' || r.outcome === 'none')) {
    const reWon = r.outcome === 're';
    // The engine's arrays, read and never changed: a season reads thousands of rounds.
    const s: DoppelkopfRoundStats = {
      played: playedIn(Object.keys(r.scores), r.sitsOut),
      won: reWon ? info.re : r.outcome === 'kontra' ? info.kontra : NOBODY,
      re: info.re,
      kontra: info.kontra,
      reWon,
    };
    if (info.soloist !== undefined) {
      s.soloist = info.soloist;
      s.soloKind = info.soloKind ?? info.gameType;
      s.soloWon = reWon;
      s.duty = info.duty;
    } else if (info.re.length === 2 && info.kontra.length === 2) {
      s.pairs = [
        { pair: [info.re[0], info.re[1]], won: r.outcome === 're' },
        { pair: [info.kontra[0], info.kontra[1]], won: r.outcome === 'kontra' },
      ];
    }
    return s;
  }
  if (!hasScores(r.scores)) return undefined;
  const played = playedIn(Object.keys(r.scores), r.sitsOut);
  const s: DoppelkopfRoundStats = { played, won: played.filter((n) => r.scores[n] > 0) };
  if (counting !== 'plus-minus' || played.length !== 4) return s;
  for (const p of played) {
    const others = played.filter((n) => n !== p).map((n) => r.scores[n]);
    if (others[0] !== 0 && others.every((v) => v === others[0]) && r.scores[p] === -3 * others[0]) {
      s.soloist = p;
      s.soloKind = 'recorded';
      s.soloWon = r.scores[p] > 0;
      s.duty = false;
    }
  }
  const plus = played.filter((n) => r.scores[n] > 0);
  const minus = played.filter((n) => r.scores[n] < 0);
  if (s.soloist === undefined && plus.length === 2 && minus.length === 2)
    s.pairs = [
      { pair: [plus[0], plus[1]], won: true },
      { pair: [minus[0], minus[1]], won: false },
    ];
  return s;
}

function emptyDoppelkopf(): DoppelkopfLine {
  return { re: win(), kontra: win(), solos: win(), solosByKind: dict(), dutySolos: win(), partners: dict() };
}

/** A player's line with every count 0. */
export function emptyLine(name: string): DoppelkopfPlayerLine {
  return { name, evenings: 0, games: 0, wins: 0, points: 0, rounds: 0, doppelkopf: emptyDoppelkopf() };
}

/** The value a counting switch has in a settlement (`counting`; `plus-minus` when absent). */
export function countingOf(s: Settlement): string {
  return s.rules.switches.find((x) => x.key === 'counting')?.value ?? 'plus-minus';
}

/** One Doppelkopf evening's statistics per player (by the names written in it), each with the evening's points. */
export function doppelkopfEvening(
  players: readonly string[],
  rounds: readonly RoundResult[],
  settlement: Settlement,
): DoppelkopfPlayerLine[] {
  const lines = new Map(players.map((p) => [p, emptyLine(p)]));
  const counting = countingOf(settlement);
  for (const r of rounds) {
    if (r.penalties) addPenalties(lines, r);
    const s = doppelkopfRoundStats(r, counting);
    if (!s) continue;
    for (const p of s.played) {
      const l = lines.get(p);
      if (!l) continue;
      l.games++;
      l.rounds++;
      if (s.won.includes(p)) l.wins++;
    }
    for (const p of s.re ?? []) {
      const d = lines.get(p)?.doppelkopf;
      if (d) count(d.re, s.reWon === true);
    }
    for (const p of s.kontra ?? []) {
      const d = lines.get(p)?.doppelkopf;
      if (d) count(d.kontra, s.reWon === false && s.won.length > 0);
    }
    const solo = s.soloist !== undefined ? lines.get(s.soloist)?.doppelkopf : undefined;
    if (solo) {
      const won = s.soloWon === true;
      count(solo.solos, won);
      count((solo.solosByKind[s.soloKind ?? 'recorded'] ??= win()), won);
      if (s.duty) count(solo.dutySolos, won);
    }
    for (const { pair, won } of s.pairs ?? []) {
      const [a, b] = pair;
      const da = lines.get(a)?.doppelkopf;
      const db = lines.get(b)?.doppelkopf;
      if (da) count((da.partners[b] ??= win()), won);
      if (db) count((db.partners[a] ??= win()), won);
    }
  }
  for (const l of lines.values()) l.points = settlement.totals[l.name] ?? 0;
  return [...lines.values()];
}

/** A round's penalty lines: never a game, listed apart per player (every player of a sheet that has any). */
function addPenalties(lines: Map<string, DoppelkopfPlayerLine>, r: RoundResult): void {
  for (const l of lines.values()) l.doppelkopf.penalties ??= { paid: 0, points: 0 };
  for (const [name, points] of Object.entries(r.penalties ?? {})) {
    const pen = lines.get(name)?.doppelkopf.penalties;
    if (pen) pen.points += points;
  }
  for (const name of r.penaltiesPaid ?? []) {
    const pen = lines.get(name)?.doppelkopf.penalties;
    if (pen) pen.paid++;
  }
}

function addWin(into: WinCount, from: WinCount): void {
  into.games += from.games;
  into.wins += from.wins;
}

/** Adds one evening's Doppelkopf counts into a season line; partners by their season names. */
export function mergeLine(into: DoppelkopfPlayerLine, from: DoppelkopfPlayerLine, names: (written: string) => string) {
  const d = into.doppelkopf;
  const e = from.doppelkopf;
  addWin(d.re, e.re);
  addWin(d.kontra, e.kontra);
  addWin(d.solos, e.solos);
  addWin(d.dutySolos, e.dutySolos);
  for (const [kind, c] of Object.entries(e.solosByKind)) addWin((d.solosByKind[kind] ??= win()), c);
  for (const [partner, c] of Object.entries(e.partners)) addWin((d.partners[names(partner)] ??= win()), c);
  if (e.penalties) {
    const pen = (d.penalties ??= { paid: 0, points: 0 });
    pen.paid += e.penalties.paid;
    pen.points += e.penalties.points;
  }
}

/**
 * The points a player's evening balance is negative by: the total on a plus-minus sheet, and on a plus-only or
 * minus-only sheet the pairwise balance n × total − sum of totals, as the evening's money is reckoned.
 */
export function lostPoints(s: Settlement): Record<string, number> {
  const pairwise = countingOf(s) !== 'plus-minus';
  const sum = s.names.reduce((a, n) => a + (s.totals[n] ?? 0), 0);
  return dictOf(s.names, (n) => {
    const t = s.totals[n] ?? 0;
    const balance = pairwise ? s.names.length * t - sum : t;
    return balance < 0 ? -balance : 0;
  });
}
