// The one place statistics are read from the engine's round results: per round, per evening, merged over evenings.

import type { GameKind } from '../format/ast';
import { nameKey } from '../format/values';
import { dict, dictOf } from '../text/dict';
import { contractResult, playedIn, type ContractResult, type RoundResult, type Settlement } from '../engine/model';
import type { ContractStats, DoppelkopfLine, EveningRef, PlayerLine, SeasonStats, TeamLine, WinCount } from './types';

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
export function hasScores(scores: Record<string, number>): boolean {
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

export type BeloteRoundKind = ContractResult;

/**
 * A Belote/Coinche round's contract, where the round was scored from its facts: who took (team and player), and
 * whether it was made, failed or a litige by the engine's one definition (`contractResult`); coinched when the
 * multiplier is above 1.
 */
export function beloteRoundContract(
  r: RoundResult,
): { team: string; player?: string; result: BeloteRoundKind; coinched: boolean; capot: boolean } | undefined {
  const info = r.belote;
  if (!info?.taker) return undefined;
  const result = contractResult(r.outcome);
  if (!result) return undefined;
  return {
    team: info.taker,
    ...(info.takerPlayer !== undefined ? { player: info.takerPlayer } : {}),
    result,
    coinched: info.multiplier > 1,
    capot: r.outcome === 'capot',
  };
}

export function emptyContracts(): ContractStats {
  return { taken: 0, made: 0, failed: 0, litiges: 0, coinched: 0, capots: 0 };
}

function addContract(c: ContractStats, k: NonNullable<ReturnType<typeof beloteRoundContract>>): void {
  c.taken++;
  if (k.result === 'made') c.made++;
  else if (k.result === 'failed') c.failed++;
  else c.litiges++;
  if (k.coinched) c.coinched++;
  if (k.capot) c.capots++;
}

function emptyDoppelkopf(): DoppelkopfLine {
  return { re: win(), kontra: win(), solos: win(), solosByKind: dict(), dutySolos: win(), partners: dict() };
}

function emptyLine(name: string, game: GameKind): PlayerLine {
  const line: PlayerLine = { name, evenings: 0, games: 0, wins: 0, points: 0, rounds: 0 };
  if (game === 'doppelkopf') line.doppelkopf = emptyDoppelkopf();
  else line.contracts = emptyContracts();
  return line;
}

/** The value a counting switch has in a settlement (Doppelkopf `counting`; `plus-minus` when absent). */
export function countingOf(s: Settlement): string {
  return s.rules.switches.find((x) => x.key === 'counting')?.value ?? 'plus-minus';
}

/** One Doppelkopf evening's statistics per player (by the names written in it), attendance 1 each. */
export function doppelkopfEvening(
  players: string[],
  rounds: RoundResult[],
  settlement: Settlement,
  ref: Omit<EveningRef, 'total'>,
): PlayerLine[] {
  const lines = new Map(players.map((p) => [p, emptyLine(p, 'doppelkopf')]));
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
  for (const l of lines.values()) finishEvening(l, settlement.totals[l.name] ?? 0, ref);
  return [...lines.values()];
}

/** A round's penalty lines: never a game, listed apart per player (every player of a sheet that has any). */
function addPenalties(lines: Map<string, PlayerLine>, r: RoundResult): void {
  for (const l of lines.values()) if (l.doppelkopf) l.doppelkopf.penalties ??= { paid: 0, points: 0 };
  for (const [name, points] of Object.entries(r.penalties ?? {})) {
    const pen = lines.get(name)?.doppelkopf?.penalties;
    if (pen) pen.points += points;
  }
  for (const name of r.penaltiesPaid ?? []) {
    const pen = lines.get(name)?.doppelkopf?.penalties;
    if (pen) pen.paid++;
  }
}

function finishEvening(l: PlayerLine, total: number, ref: Omit<EveningRef, 'total'>): void {
  l.evenings = 1;
  l.points = total;
  l.best = { ...ref, total };
  l.worst = { ...ref, total };
}

/** A Belote/Coinche evening's points per team: every game's final totals added up (the written totals re-anchor). */
export function beloteTeamPoints(settlement: Settlement): Record<string, number> {
  const points = dictOf(settlement.names, () => 0);
  for (const g of settlement.games ?? []) for (const n of settlement.names) points[n] += g.totals[n] ?? 0;
  return points;
}

/** One Belote/Coinche evening's statistics per player and per team; a player carries the team's games and points. */
export function beloteEvening(
  teams: { name: string; members: [string, string] }[],
  rounds: RoundResult[],
  settlement: Settlement,
  ref: Omit<EveningRef, 'total'>,
): { players: PlayerLine[]; teams: TeamLine[] } {
  const game = settlement.game;
  const points = beloteTeamPoints(settlement);
  const teamLines = new Map<string, TeamLine>(
    teams.map((t) => [
      t.name,
      {
        name: t.name,
        members: t.members,
        evenings: 1,
        games: 0,
        wins: 0,
        points: points[t.name] ?? 0,
        rounds: 0,
        contracts: emptyContracts(),
      },
    ]),
  );
  const playerLines = new Map<string, PlayerLine>();
  for (const t of teams) for (const m of t.members) playerLines.set(m, emptyLine(m, game));
  for (const r of rounds) {
    if (hasScores(r.scores)) for (const t of teamLines.values()) t.rounds++;
    const k = beloteRoundContract(r);
    if (!k) continue;
    const team = teamLines.get(k.team);
    if (team) addContract(team.contracts, k);
    const player = k.player !== undefined ? playerLines.get(k.player) : undefined;
    if (player?.contracts) addContract(player.contracts, k);
  }
  for (const g of settlement.games ?? []) {
    if (!g.finished || !g.winner) continue;
    for (const t of teamLines.values()) {
      t.games++;
      if (t.name === g.winner) t.wins++;
    }
  }
  for (const t of teamLines.values())
    for (const m of t.members) {
      const l = playerLines.get(m)!;
      l.games = t.games;
      l.wins = t.wins;
      l.rounds = t.rounds;
      finishEvening(l, t.points, ref);
    }
  return { players: [...playerLines.values()], teams: [...teamLines.values()] };
}

// ---- merging evenings ----

function addWin(into: WinCount, from: WinCount): void {
  into.games += from.games;
  into.wins += from.wins;
}

function addContracts(into: ContractStats, from: ContractStats): void {
  into.taken += from.taken;
  into.made += from.made;
  into.failed += from.failed;
  into.litiges += from.litiges;
  into.coinched += from.coinched;
  into.capots += from.capots;
}

/** Resolves names across evenings: matched case-insensitively, shown as first written. */
export class NameBook {
  private readonly shown = new Map<string, string>();
  readonly order: string[] = [];
  name(written: string): string {
    const key = nameKey(written);
    let s = this.shown.get(key);
    if (s === undefined) {
      s = written;
      this.shown.set(key, s);
      this.order.push(s);
    }
    return s;
  }
  has(written: string): boolean {
    return this.shown.has(nameKey(written));
  }
}

const better = (a: EveningRef, b: EveningRef | undefined) => b === undefined || a.total > b.total;
const worse = (a: EveningRef, b: EveningRef | undefined) => b === undefined || a.total < b.total;

/** Adds one evening's line (names as written that evening) into a season line (season names). */
function mergeLine(into: PlayerLine, from: PlayerLine, names: NameBook): void {
  into.evenings += from.evenings;
  into.games += from.games;
  into.wins += from.wins;
  into.points += from.points;
  into.rounds += from.rounds;
  if (from.best && better(from.best, into.best)) into.best = from.best;
  if (from.worst && worse(from.worst, into.worst)) into.worst = from.worst;
  if (from.contracts && into.contracts) addContracts(into.contracts, from.contracts);
  const d = into.doppelkopf;
  const e = from.doppelkopf;
  if (d && e) {
    addWin(d.re, e.re);
    addWin(d.kontra, e.kontra);
    addWin(d.solos, e.solos);
    addWin(d.dutySolos, e.dutySolos);
    for (const [kind, c] of Object.entries(e.solosByKind)) addWin((d.solosByKind[kind] ??= win()), c);
    for (const [partner, c] of Object.entries(e.partners)) addWin((d.partners[names.name(partner)] ??= win()), c);
    if (e.penalties) {
      const pen = (d.penalties ??= { paid: 0, points: 0 });
      pen.paid += e.penalties.paid;
      pen.points += e.penalties.points;
    }
  }
}

/** What the merge needs of an evening (an EveningSummary fits). */
export interface StatsEvening {
  game?: GameKind;
  players: string[];
  stats: PlayerLine[];
  teamStats?: TeamLine[];
}

const teamKey = (members: [string, string]) =>
  members
    .map(nameKey)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .join('\u0000');

/**
 * The statistics of one game over evenings (in the order given): players matched by name case-insensitively and
 * shown as first written; Belote/Coinche partnerships matched by their two players, named as first written.
 */
export function mergeStats(game: GameKind, evenings: readonly StatsEvening[], names = new NameBook()): SeasonStats {
  const lines = new Map<string, PlayerLine>();
  const teams = new Map<string, TeamLine>();
  const teamNames = new Set<string>();
  for (const ev of evenings) {
    for (const p of ev.players) names.name(p);
    for (const line of ev.stats) {
      const shown = names.name(line.name);
      let into = lines.get(shown);
      if (!into) lines.set(shown, (into = emptyLine(shown, game)));
      mergeLine(into, line, names);
    }
    for (const t of ev.teamStats ?? []) {
      const key = teamKey(t.members);
      let into = teams.get(key);
      if (!into) {
        const members: [string, string] = [names.name(t.members[0]), names.name(t.members[1])];
        // Two partnerships may both have been called "NS" on different evenings: the second is named by its players.
        const name = teamNames.has(nameKey(t.name)) ? members.join('-') : t.name;
        teamNames.add(nameKey(name));
        into = { ...t, name, members, evenings: 0, games: 0, wins: 0, points: 0, rounds: 0 };
        into.contracts = emptyContracts();
        teams.set(key, into);
      }
      into.evenings += t.evenings;
      into.games += t.games;
      into.wins += t.wins;
      into.points += t.points;
      into.rounds += t.rounds;
      addContracts(into.contracts, t.contracts);
    }
  }
  const players = names.order.filter((n) => lines.has(n)).map((n) => lines.get(n)!);
  const out: SeasonStats = { game, evenings: evenings.length, players };
  if (game !== 'doppelkopf') out.teams = [...teams.values()];
  return out;
}

/** Wins over games as a fraction (0 when nothing was played). */
export function rate(c: WinCount): number {
  return c.games === 0 ? 0 : c.wins / c.games;
}

/** Points per game (Doppelkopf) or per round (Belote/Coinche); 0 when nothing was played. */
export function average(line: { points: number; games: number; rounds: number }, game: GameKind): number {
  const per = game === 'doppelkopf' ? line.games : line.rounds;
  return per === 0 ? 0 : line.points / per;
}
