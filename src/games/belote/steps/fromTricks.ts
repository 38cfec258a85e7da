// Rounds with `trick` lines: the trick library checks every trick; a whole deal proves cards, last trick, belote, capot
// and générale.

import type { Name, Round, RoundItem } from '../../../format/ast';
import type { Problem, Range } from '../../../format/types';
import { msg, type Message } from '../../../messages';
import { problem } from '../../../engine/problem';
import type { TrickSummary } from '../../../engine/model';
import type { BeloteRules } from '../rules';
import { formatCard, trickSummaries } from '../../../engine/tricks';
import { analyzeBeloteTricks, type BeloteDerived } from './trickDeal';
import { teamOf, type RoundFacts, type Team } from './types';

export interface TrickReading {
  problems: Problem[];
  tricks: TrickSummary[];
  /** Set when the tricks are a whole, valid deal. */
  derived?: BeloteDerived;
  /** Fewer trick lines than a deal has: a worked example, checked trick by trick but never scored. */
  example: boolean;
  /**
   * Whether the round states a summary fact (cards, last, capot, générale) that scoring could use without the tricks.
   */
  summaryStated: boolean;
}

export interface TrickContext {
  players: readonly string[];
  names: [string, string];
  rules: BeloteRules;
}

const DEAL_TRICKS = 8;

function mismatch(range: Range, m: Message): Problem {
  return problem('derived-mismatch', 'error', range, m);
}

/** Runs the trick checker on a round with `trick` lines; undefined when it has none. */
export function readTricks(round: Round, trump: RoundFacts['trump'], ctx: TrickContext): TrickReading | undefined {
  let trickLines = 0;
  for (const i of round.items) if (i.kind === 'trick') trickLines++;
  if (!trickLines) return undefined;
  const r = analyzeBeloteTricks(round, { players: ctx.players, rules: ctx.rules, trump });
  const summaryStated = round.items.some(
    (i) => i.kind === 'cards' || i.kind === 'last' || i.kind === 'capot' || i.kind === 'generale',
  );
  return {
    problems: [...r.problems],
    tricks: trickSummaries(r.tricks, ctx.players),
    ...(r.derived ? { derived: r.derived } : {}),
    example: trickLines < DEAL_TRICKS,
    summaryStated,
  };
}

/**
 * The facts to score from once the tricks prove a whole deal: what the tricks show replaces what is
 * written (the tricks are the fuller record), and every written fact that disagrees is an error on
 * its own line. Announcements, taker, trump and contract are never in the tricks and stay as written.
 */
export function mergeDerived(
  round: Round,
  facts: RoundFacts,
  d: BeloteDerived,
  ctx: TrickContext,
): { facts: RoundFacts; problems: Problem[] } {
  const problems: Problem[] = [];
  const { names, players } = ctx;
  const items = round.items;
  const of = <K extends RoundItem['kind']>(kind: K) =>
    items.filter((i): i is Extract<RoundItem, { kind: K }> => i.kind === kind);

  // Card points: the last `cards` line is the one the engine reads.
  const cardsLine = of('cards').pop();
  for (const sv of cardsLine?.sides ?? []) {
    const team = teamOf(sv.side);
    if (team === undefined || sv.value.value === d.cardPoints[team]) continue;
    problems.push(
      mismatch(
        sv.value.range,
        msg('bel.tricks.cards', { team: names[team], stated: sv.value.value, proven: d.cardPoints[team] }),
      ),
    );
  }

  const lastTeam = d.lastTrick.team;
  for (const it of of('last')) {
    const team = teamOf(it.side);
    if (team !== undefined && team !== lastTeam)
      problems.push(
        mismatch(
          it.side.range,
          msg('bel.tricks.last', {
            team: names[team],
            proven: names[lastTeam],
            player: players[d.lastTrick.winner],
            trick: d.lastTrick.trick,
          }),
        ),
      );
  }

  // Belote: one line per belote; compare how many each team has.
  const beloteLines = of('belote');
  const derivedBelotes: [number, number] = [0, 0];
  for (const b of d.belotes) derivedBelotes[b.team]++;
  const proven = d.belotes.map((b) =>
    msg('bel.tricks.belote-by', {
      team: names[b.team],
      player: players[b.player],
      king: formatCard({ suit: b.suit, rank: 'K' }),
      queen: formatCard({ suit: b.suit, rank: 'Q' }),
    }),
  );
  if (beloteLines.length) {
    const stated: [number, number] = [0, 0];
    let reported = false;
    for (const it of beloteLines) {
      const team = teamOf(it.side);
      if (team === undefined) continue;
      stated[team]++;
      if (stated[team] > derivedBelotes[team]) {
        problems.push(mismatch(it.side.range, msg('bel.tricks.belote', { teams: [names[team]], proven })));
        reported = true;
      }
    }
    if (!reported && (stated[0] < derivedBelotes[0] || stated[1] < derivedBelotes[1])) {
      const it = beloteLines[0];
      problems.push(
        mismatch(
          it.side.range,
          msg('bel.tricks.belote', { teams: beloteLines.map((b) => names[teamOf(b.side) ?? 0]), proven }),
        ),
      );
    }
  }

  for (const it of of('capot')) {
    const team = teamOf(it.side);
    if (team !== undefined && team !== d.capot)
      problems.push(
        mismatch(it.side.range, msg('bel.tricks.capot', { team: names[team], teams: names, tricks: d.tricks })),
      );
  }

  for (const it of of('generale')) {
    const p = playerOf(it.player);
    if (p === undefined || p === d.generale) continue;
    const taken = d.tricksByPlayer[p] ?? 0;
    const all = d.generale !== undefined;
    const taker = players[d.generale ?? p];
    problems.push(
      mismatch(it.player.range, msg('bel.tricks.generale', { player: players[p], taker, taken, all, of: DEAL_TRICKS })),
    );
  }

  const merged: RoundFacts = {
    ...facts,
    cards: [d.cardPoints[0], d.cardPoints[1]],
    last: lastTeam,
    belotes: derivedBelotes,
  };
  delete merged.capot;
  delete merged.generale;
  if (d.capot !== undefined) merged.capot = d.capot;
  // A générale only exists in coinche; in classic belote a player alone taking every trick is a team capot.
  if (ctx.rules.game === 'coinche' && d.generale !== undefined)
    merged.generale = { player: d.generale, team: (d.generale % 2) as Team };
  return { facts: merged, problems };
}

function playerOf(n: Name): number | undefined {
  return n.ref?.kind === 'player' ? n.ref.index : undefined;
}
