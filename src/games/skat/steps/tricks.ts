// Skat played trick by trick (score-format.md "Tricks", rules/skat.md `skat CARD CARD`): the shared walker checks each
// trick — winner, Augen, and each card where the hand is known (follow suit; the jacks are trumps in suit and Grand,
// Null runs A K Q J 10 9 8 7) — with the skat as the deal's two cards laid aside. From the declarer's `hand` and the
// skat come the Spitzen; from all ten tricks his Augen (the skat included) and tricks, which read.ts scores from and
// checks every stated fact against.

import type { Card, Num, Round } from '../../../format/ast';
import type { Problem, Range } from '../../../format/types';
import type { TrickSummary } from '../../../engine/model';
import { type TrickGame, walkDeal } from '../../../engine/tricks/deal';
import { formatCard, SUIT_SYMBOL } from '../../../engine/tricks/cards';
import { duty, type Allowed } from '../../../engine/tricks/legality';
import { trickSummaries } from '../../../engine/tricks/summary';
import { msg, type Message } from '../../../messages';
import type { SkatGame } from '../syntax/itemTypes';
import {
  allowedCards,
  cardPoints,
  isTrump,
  playedFacts,
  SKAT_DECK,
  spitzenOf,
  trickWinner,
  type PlayedFacts,
} from '../played';
import { skatProblem } from './codes';

/** A deal has ten tricks of three cards; two cards lie in the skat. */
const DEAL_TRICKS = 10;
const HAND_SIZE = 10;

export interface SkatTrickContext {
  players: readonly string[];
  /** The game the declarer line names; without it no trick can be won, so only the deck is checked. */
  game: SkatGame | undefined;
  declarer: number | undefined;
  jacksOnly: boolean;
}

export interface SkatTrickReading {
  problems: Problem[];
  tricks: TrickSummary[];
  /** All ten tricks, a whole valid deal, game and declarer known: his Spitzen, Augen (skat included) and tricks. */
  derived?: PlayedFacts;
  /** The Spitzen over the declarer's `hand` (ten cards) and the skat, where both are known (suit and Grand). */
  spitzen?: { mit: boolean; n: number };
  /** The skat, as written or (a whole deal) the two cards nobody played. */
  skat?: Card[];
  /** Fewer trick lines than a deal has: a worked example, checked trick by trick. */
  example: boolean;
}

/** What may be played in Skat: the cards that follow what was led (a trump, or its suit), or any when none does. */
export function skatAllowed(game: SkatGame, hand: readonly Card[], led: Card | undefined): Allowed {
  const cards = allowedCards(game, hand, led);
  if (!led || cards.length === hand.length) return { cards };
  const source = msg(game === 'null' ? 'skat.tricks.source-null' : 'skat.tricks.source');
  return {
    cards,
    duty: isTrump(game, led)
      ? duty('follow-trump', msg('duty.follow-trump-led'), source)
      : duty('follow-suit', msg('duty.follow-suit', { suit: SUIT_SYMBOL[led.suit] }), source),
  };
}

/**
 * The three seats that play: everybody at a three-table; at four or five the players the round's tricks, hands and
 * declarer name (who sits out follows from the dealer, which read.ts does not know), in seat order.
 */
function activeSeats(round: Round, players: readonly string[], declarer: number | undefined): number[] {
  if (players.length <= 3) return players.map((_, i) => i);
  const named = new Set<number>();
  const add = (i: number | undefined) => {
    if (i !== undefined) named.add(i);
  };
  for (const it of round.items) {
    if (it.kind === 'trick')
      for (const p of it.plays) add(p.player.ref?.kind === 'player' ? p.player.ref.index : undefined);
    if (it.kind === 'hand') add(it.player.ref?.kind === 'player' ? it.player.ref.index : undefined);
  }
  add(declarer);
  // Too few named (a single example trick): the first free seats fill up to three.
  for (let i = 0; named.size < 3 && i < players.length; i++) named.add(i);
  return [...named].sort((a, b) => a - b);
}

/** Checks a round's `hand`, `skat` and `trick` lines; undefined when it has none of them. */
export function readSkatTricks(round: Round, ctx: SkatTrickContext): SkatTrickReading | undefined {
  let trickLines = 0;
  let skatLine: Card[] | undefined;
  let skatTokens: Extract<Round['items'][number], { kind: 'skat' }> | undefined;
  let any = false;
  for (const it of round.items) {
    if (it.kind === 'trick') trickLines++;
    if (it.kind === 'trick' || it.kind === 'hand') any = true;
    if (it.kind === 'skat' && it.fact.type === 'skat') {
      any = true;
      skatTokens = it;
      skatLine = it.fact.cards.map((c) => ({ suit: c.suit, rank: c.rank }));
    }
  }
  if (!any) return undefined;
  const { game, declarer, players } = ctx;
  const skatCards = skatTokens?.fact.type === 'skat' ? skatTokens.fact.cards : [];
  const trickGame: TrickGame = {
    players,
    seats: activeSeats(round, players, declarer),
    deck: SKAT_DECK,
    deckDescription: msg('skat.tricks.deck'),
    tricksPerDeal: DEAL_TRICKS,
    notInDeck: () => undefined, // every card the notation can write is in the 32-card deck
    winner: (cards) => (game ? trickWinner(game, cards) : 0),
    cardValue: cardPoints,
    allowed: (hand, before) => (game ? skatAllowed(game, hand, before[0]?.card) : { cards: [...hand] }),
    aside: { count: 2, cards: skatCards, where: msg('skat.tricks.in-skat') },
  };
  const walk = walkDeal(round, trickGame);
  // No game known: tricks cannot be won or valued (as in Belote without a trump), but the deck is still checked.
  const problems = game
    ? walk.problems
    : walk.problems.filter((p) => p.code !== 'trick-winner' && p.code !== 'trick-value' && p.code !== 'wrong-leader');
  const tricks = game ? walk.tricks : walk.tricks.map(({ number, range, plays }) => ({ number, range, plays }));
  const skat = walk.aside && walk.aside.length === 2 ? walk.aside : skatLine?.length === 2 ? skatLine : undefined;
  const reading: SkatTrickReading = {
    problems,
    tricks: trickSummaries(tricks, players),
    example: trickLines < DEAL_TRICKS,
    ...(skat ? { skat } : {}),
  };
  if (!game || declarer === undefined) return reading;
  if (walk.complete && skat)
    reading.derived = playedFacts(
      { game, declarer, tricks: walk.tricks.map((t) => ({ plays: t.plays })), skat },
      { jacksOnly: ctx.jacksOnly },
    );
  if (game !== 'null') {
    if (reading.derived?.spitzen) reading.spitzen = reading.derived.spitzen;
    else if (skat) {
      // The declarer's first written hand: the ten cards he holds before the tricks (after laying the skat away).
      const hand = round.items.find(
        (it) => it.kind === 'hand' && it.player.ref?.kind === 'player' && it.player.ref.index === declarer,
      );
      if (hand?.kind === 'hand' && hand.cards.length === HAND_SIZE)
        reading.spitzen = spitzenOf(game, [...hand.cards, ...skat], ctx.jacksOnly);
    }
  }
  return reading;
}

/** What a round states that the tricks can prove: the Spitzen, the declarer's Augen and his tricks. */
export interface StatedPlayed {
  spitzen: { mit: boolean; n: Num } | undefined;
  cards: Num | undefined;
  tricks: Num | undefined;
}

/**
 * The facts to score from: what the hands, the skat and the tricks prove replaces what is written (they are the fuller
 * record), and every written fact that disagrees is a `derived-mismatch` on its number. A derived fact carries `at`,
 * the round's line, as its range.
 */
export function mergePlayed(
  played: SkatTrickReading,
  stated: StatedPlayed,
  at: Range,
  report: (p: Problem) => void,
): StatedPlayed {
  const out = { ...stated };
  const num = (value: number): Num => ({ value, text: String(value), range: at });
  const mismatch = (range: Range, m: Message) => report(skatProblem('derived-mismatch', 'error', range, m));
  const s = played.spitzen;
  if (s) {
    const w = stated.spitzen;
    if (w && (w.mit !== s.mit || w.n.value !== s.n))
      mismatch(
        w.n.range,
        msg('skat.tricks.spitzen', {
          stated: { mit: w.mit, n: w.n.value },
          derived: s,
          cards: (played.skat ?? []).map(formatCard),
        }),
      );
    out.spitzen = { mit: s.mit, n: num(s.n) };
  }
  const d = played.derived;
  if (d) {
    if (stated.cards && stated.cards.value !== d.cards) {
      const skat = (played.skat ?? []).reduce((sum, c) => sum + cardPoints(c), 0);
      mismatch(stated.cards.range, msg('skat.tricks.cards', { stated: stated.cards.value, derived: d.cards, skat }));
    }
    if (stated.tricks && stated.tricks.value !== d.tricks)
      mismatch(stated.tricks.range, msg('skat.tricks.tricks', { stated: stated.tricks.value, derived: d.tricks }));
    out.cards = num(d.cards);
    out.tricks = num(d.tricks);
  }
  return out;
}
