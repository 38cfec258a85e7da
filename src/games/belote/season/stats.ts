// The one place Belote and Coinche statistics are read from the engine's round results: contracts per round, an
// evening per player and per team, players' contracts and partnerships merged over evenings.

import type { RoundResult, Settlement } from '../../../engine/model';
import { contractResult, type ContractResult } from '../model';
import { nameKey } from '../../../format/values';
import type { EveningSummary } from '../../game';
import { teamPoints } from '../report/points';
import type { BeloteEvening, BelotePlayerLine, ContractStats, EveningTeam, TeamLine } from './types';

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

export function addContracts(into: ContractStats, from: ContractStats): void {
  into.taken += from.taken;
  into.made += from.made;
  into.failed += from.failed;
  into.litiges += from.litiges;
  into.coinched += from.coinched;
  into.capots += from.capots;
}

/** A player's line with every count 0. */
export function emptyLine(name: string): BelotePlayerLine {
  return { name, evenings: 0, games: 0, wins: 0, points: 0, rounds: 0, contracts: emptyContracts() };
}

/** Whether a round has points (without building the list of its keys). */
function hasScores(scores: Record<string, number>): boolean {
  for (const _ in scores) return true;
  return false;
}

/**
 * One Belote/Coinche evening's statistics per player and per team; a player carries the team's games, wins, rounds and
 * points.
 */
export function beloteEvening(
  teams: readonly EveningTeam[],
  rounds: readonly RoundResult[],
  settlement: Settlement,
): { players: BelotePlayerLine[]; teams: TeamLine[] } {
  const points = teamPoints(settlement);
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
  const playerLines = new Map<string, BelotePlayerLine>();
  for (const t of teams) for (const m of t.members) playerLines.set(m, emptyLine(m));
  for (const r of rounds) {
    if (hasScores(r.scores)) for (const t of teamLines.values()) t.rounds++;
    const k = beloteRoundContract(r);
    if (!k) continue;
    const team = teamLines.get(k.team);
    if (team) addContract(team.contracts, k);
    const player = k.player !== undefined ? playerLines.get(k.player) : undefined;
    if (player) addContract(player.contracts, k);
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
      l.points = t.points;
    }
  return { players: [...playerLines.values()], teams: [...teamLines.values()] };
}

const teamKey = (members: [string, string]) =>
  members
    .map(nameKey)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .join('\u0000');

/**
 * Each partnership over the evenings (in the order given), matched by its two players (`names`: a player's season
 * name) and named as first written; two partnerships both called "NS" on different evenings: the second by its players.
 */
export function mergeTeams(evenings: readonly EveningSummary[], names: (written: string) => string): TeamLine[] {
  const teams = new Map<string, TeamLine>();
  const teamNames = new Set<string>();
  for (const ev of evenings as readonly BeloteEvening[])
    for (const t of ev.teamStats ?? []) {
      const key = teamKey(t.members);
      let into = teams.get(key);
      if (!into) {
        const members: [string, string] = [names(t.members[0]), names(t.members[1])];
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
  return [...teams.values()];
}
