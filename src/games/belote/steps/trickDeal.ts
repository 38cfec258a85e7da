// Belote/Coinche tricks of one round: checks every trick and, for a whole deal, derives card points, last trick,
// belote, capot and générale.

import type { Card, Rank, Round, Suit } from '../../../format/ast';
import type { TrumpKind } from '../syntax/itemTypes';
import type { Problem } from '../../../format/types';
import { msg } from '../../../messages';
import { SUITS } from '../../../engine/tricks/cards';
import { type TrickGame, type TrickInfo, walkDeal } from '../../../engine/tricks/deal';
import type { BeloteRules } from '../rules';
import { beloteAllowed, beloteLegalityOptions, beloteTrickWinner } from './trickRules';
import { cardValue, dealFor } from './values';

export type Team = 0 | 1;

export interface BeloteTricksContext {
  /** Display names of `header.players`: exactly four; partners sit opposite (team 0 = 1st+3rd, team 1 = 2nd+4th). */
  players: readonly string[];
  /** The rules in force (their game tells classic belote from coinche). */
  rules: BeloteRules;
  /** From `trump` or `contract`; without it no trick can be won, so only the deck is checked. */
  trump: TrumpKind | undefined;
}

/** Facts a whole deal proves. Card points never include the 10 (or 100) for the last trick. */
export interface BeloteDerived {
  /** By team, without der. */
  cardPoints: [number, number];
  cardPointsByPlayer: number[];
  tricks: [number, number];
  tricksByPlayer: number[];
  lastTrick: { trick: number; winner: number; team: Team };
  /**
   * K and Q of a trump suit both played by one player (one at most in a suit contract, up to 4 at all-trump, none at
   * no-trump).
   */
  belotes: { player: number; team: Team; suit: Suit }[];
  /** The team that took all 8 tricks. */
  capot?: Team;
  /** The player who took all 8 tricks alone. */
  generale?: number;
  /** Card points of the whole deck under this contract and profile: 152, 120 or 248. */
  deckTotal: number;
}

export interface BeloteTricksResult {
  problems: Problem[];
  tricks: TrickInfo[];
  complete: boolean;
  derived?: BeloteDerived;
}

export const teamOf = (player: number): Team => (player % 2) as Team;

/** The trump of a round from its `trump` or `contract` line (the last one wins). */
export function beloteTrumpFromRound(round: Round): TrumpKind | undefined {
  let trump: TrumpKind | undefined;
  for (const item of round.items) {
    if (item.kind === 'trump') trump = item.trump;
    else if (item.kind === 'contract') trump = item.trump.trump;
  }
  return trump;
}

/** One deck for every round: the walker only reads it (and counts its copies once). */
const BELOTE_RANKS: readonly Rank[] = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];

/** The Belote deck: 32 cards, each once. */
export function beloteDeck(): Card[] {
  const deck: Card[] = [];
  for (const suit of SUITS) for (const rank of BELOTE_RANKS) deck.push({ suit, rank });
  return deck;
}

const DECK: readonly Card[] = beloteDeck();

export function analyzeBeloteTricks(round: Round, ctx: BeloteTricksContext): BeloteTricksResult {
  const trump = ctx.trump;
  const rules = ctx.rules;
  const legality = trump ? beloteLegalityOptions(rules, trump) : undefined;
  const seats = ctx.players.map((_, i) => i).slice(0, 4);
  const game: TrickGame = {
    players: ctx.players,
    seats,
    deck: DECK,
    deckDescription: msg('deck.belote'),
    tricksPerDeal: 8,
    notInDeck: () => undefined, // every card the notation can write is in the 32-card deck
    winner: (cards) => (trump ? beloteTrickWinner(cards, trump) : -1),
    cardValue: (card) => (trump ? cardValue(card, trump, rules) : 0),
    allowed: (hand, before, player) =>
      legality
        ? beloteAllowed(
            hand,
            before.map((b) => ({ card: b.card, seat: b.player % 4 })),
            player % 4,
            legality,
          )
        : { cards: [...hand] },
    sideMatches: (name, player) => (name.ref?.kind === 'team' ? name.ref.index === teamOf(player) : undefined),
  };
  if (!trump) {
    // No trump known: tricks cannot be won or valued, but the deck can still be checked.
    const walk = walkDeal(round, { ...game, winner: () => 0 });
    const tricks = walk.tricks.map(({ number, range, plays, leader }) => ({
      number,
      range,
      plays,
      ...(leader !== undefined ? { leader } : {}),
    }));
    return {
      problems: walk.problems.filter(
        (p) => p.code !== 'trick-winner' && p.code !== 'trick-value' && p.code !== 'wrong-leader',
      ),
      tricks,
      complete: walk.complete,
    };
  }
  const walk = walkDeal(round, game);
  const result: BeloteTricksResult = { problems: walk.problems, tricks: walk.tricks, complete: walk.complete };
  if (walk.complete) result.derived = deriveBelote(walk.tricks, ctx.players.length, trump, dealFor(trump, rules).cards);
  return result;
}

function deriveBelote(
  tricks: readonly TrickInfo[],
  playerCount: number,
  trump: TrumpKind,
  deckTotal: number,
): BeloteDerived {
  const pointsBy = new Array<number>(playerCount).fill(0);
  const tricksBy = new Array<number>(playerCount).fill(0);
  for (const t of tricks) {
    pointsBy[t.winner!] += t.value!;
    tricksBy[t.winner!] += 1;
  }
  const byTeam = (arr: number[]): [number, number] => [arr[0] + (arr[2] ?? 0), arr[1] + (arr[3] ?? 0)];
  const last = tricks[tricks.length - 1];
  const trumpSuits: readonly Suit[] = trump === 'all-trump' ? SUITS : trump === 'no-trump' ? [] : [trump];
  const belotes: BeloteDerived['belotes'] = [];
  const plays = tricks.flatMap((t) => t.plays);
  for (const suit of trumpSuits) {
    const king = plays.find((p) => p.card.suit === suit && p.card.rank === 'K');
    const queen = plays.find((p) => p.card.suit === suit && p.card.rank === 'Q');
    if (king && queen && king.player === queen.player)
      belotes.push({ player: king.player, team: teamOf(king.player), suit });
  }
  const teamTricks = byTeam(tricksBy);
  const derived: BeloteDerived = {
    cardPoints: byTeam(pointsBy),
    cardPointsByPlayer: pointsBy,
    tricks: teamTricks,
    tricksByPlayer: tricksBy,
    lastTrick: { trick: last.number, winner: last.winner!, team: teamOf(last.winner!) },
    belotes,
    deckTotal,
  };
  if (teamTricks[0] === tricks.length) derived.capot = 0;
  else if (teamTricks[1] === tricks.length) derived.capot = 1;
  const solo = tricksBy.findIndex((n) => n === tricks.length);
  if (solo >= 0) derived.generale = solo;
  return derived;
}
