// Doppelkopf tricks of one round: checks every trick and, for a whole deal, derives Augen, parties, foxes, Doppelkopf,
// Karlchen and schwarz.

import type { Card, Name, Round } from '../../../format/ast';
import type { Problem } from '../../../format/types';
import { msg } from '../../../messages';
import { problem } from '../../../engine/problem';
import type { DoppelkopfRules } from '../rules';
import { formatCard } from '../../../engine/tricks/cards';
import { type DealWalk, type TrickGame, type TrickInfo, walkDeal } from '../../../engine/tricks/deal';
import {
  doppelkopfAllowed,
  doppelkopfCardPoints,
  doppelkopfDeck,
  type DoppelkopfTrump,
  DOPPELKOPF_SOLO_KINDS,
  doppelkopfTrickWinner,
  foxExists,
  isDoppelkopfTrump,
  karlchenExists,
} from './trickRules';

export type Party = 're' | 'kontra';

/** The game being played, as far as the round's facts say (player numbers index `header.players`). */
export type DoppelkopfGame =
  | { type: 'normal' }
  /** Hochzeit: the partner is derived from the Klärungsstich (`marriage-partner` switch). */
  | { type: 'marriage'; player: number }
  | { type: 'poverty'; player: number; partner: number }
  /** Every solo; a stille Hochzeit and a Hochzeit without partner are `diamonds` solos. */
  | { type: 'solo'; player: number; kind: DoppelkopfTrump };

export interface DoppelkopfTricksContext {
  /** Display names of `header.players`. */
  players: readonly string[];
  /** Who plays this round (four), in seating order; default: everyone not named in an `out` line. */
  active?: readonly number[];
  /** The rules in force (`nines`, `dulle` and `marriage-partner` matter here). */
  rules: Pick<DoppelkopfRules, 'nines' | 'dulle' | 'marriagePartner'>;
  game: DoppelkopfGame;
  /**
   * Re as the round states it; checks `=> re N` / `=> kontra N` in trick examples whose cards cannot tell the parties.
   */
  statedRe?: readonly number[];
}

export interface FoxCatch {
  trick: number;
  /** Who won the trick holding the fox. */
  catcher: number;
  /** Whose ♦A it was. */
  owner: number;
  /** The party that scores the catch. */
  party: Party;
  lastTrick: boolean;
}

/**
 * Facts a whole deal proves; every count is by final party. Per-player arrays index `header.players` (0 for players
 * out).
 */
export interface DoppelkopfDerived {
  re: number[];
  kontra: number[];
  /** Normal game where one player played both ♣Q: a stille Hochzeit, scored as that player's solo. */
  silentMarriage?: number;
  /** Hochzeit only: the partner, or null when no other player won a qualifying trick among tricks 1–3 (plays alone). */
  marriagePartner?: number | null;
  /** Hochzeit only: the number of the trick that decided the partner. */
  clarifyingTrick?: number;
  cardPoints: { re: number; kontra: number; byPlayer: number[] };
  tricks: { re: number; kontra: number; byPlayer: number[] };
  lastTrick: { trick: number; winner: number; party: Party };
  /**
   * Each ♦A of one party won by the other. Only where ♦A is trump (normal game and its kin, diamonds solo); no fox
   * exists in other solos.
   */
  foxes: FoxCatch[];
  /** A fox (♦A as trump) won the last trick ("Fuchs am Ende", `fox-last-trick point`). */
  foxWinsLast?: { player: number; party: Party };
  /** Tricks of 40 Augen or more. */
  doppelkopfs: { trick: number; winner: number; party: Party; value: number }[];
  /** ♣J won the last trick; only where ♣J is trump (not in queens or fleshless solos). */
  karlchen?: { player: number; party: Party };
  /** Each ♣J of the other party lost in the last trick (house rule `karlchen-caught`); only where ♣J is trump. */
  karlchenCaught: { catcher: number; party: Party; victim: number }[];
  /** Each trick where the second ♥10 took the other party's first (`dulle second-wins`, `dulle-caught`). */
  dulleCaught: { trick: number; catcher: number; party: Party }[];
  /** The party that took no trick at all. */
  schwarz?: Party;
}

export interface DoppelkopfTricksResult {
  problems: Problem[];
  tricks: TrickInfo[];
  /** All tricks written and the deck checks passed: `derived` is set. */
  complete: boolean;
  /** The final parties where the tricks (or the game) already fix them, even before the deal is complete. */
  parties?: Pick<DoppelkopfDerived, 're' | 'kontra' | 'silentMarriage' | 'marriagePartner' | 'clarifyingTrick'>;
  derived?: DoppelkopfDerived;
}

/** The trump order a game uses. */
export function doppelkopfTrumpKind(game: DoppelkopfGame): DoppelkopfTrump {
  return game.type === 'solo' ? game.kind : 'normal';
}

/** Reads the game type from a round's `solo`, `marriage`, `silent-marriage` and `poverty` lines (the last one wins). */
export function doppelkopfGameFromRound(round: Round): DoppelkopfGame {
  let game: DoppelkopfGame = { type: 'normal' };
  const idx = (n: Name | undefined) => (n?.ref?.kind === 'player' ? n.ref.index : undefined);
  for (const item of round.items) {
    if (item.kind === 'solo') {
      const p = idx(item.player);
      const kind = (item.soloKind.word ?? item.soloKind.text.toLowerCase()) as DoppelkopfTrump;
      if (p !== undefined && DOPPELKOPF_SOLO_KINDS.includes(kind)) game = { type: 'solo', player: p, kind };
    } else if (item.kind === 'silent-marriage') {
      const p = idx(item.player);
      if (p !== undefined) game = { type: 'solo', player: p, kind: 'diamonds' };
    } else if (item.kind === 'marriage') {
      const p = idx(item.player);
      // `marriage P alone` is still checked as a marriage: the tricks must show that nobody else won tricks 1–3.
      if (p !== undefined) game = { type: 'marriage', player: p };
    } else if (item.kind === 'poverty') {
      const p = idx(item.player);
      const q = idx(item.partner);
      if (p !== undefined && q !== undefined) game = { type: 'poverty', player: p, partner: q };
    }
  }
  return game;
}

function seatsFor(round: Round, ctx: DoppelkopfTricksContext): number[] {
  if (ctx.active) return [...ctx.active];
  const out = new Set<number>();
  for (const item of round.items)
    if (item.kind === 'out') for (const n of item.players) if (n.ref?.kind === 'player') out.add(n.ref.index);
  const seats = ctx.players.map((_, i) => i).filter((i) => !out.has(i));
  if (seats.length > 4) {
    // More than four at the table and no `out` line: the four who play are the ones in the tricks.
    const inTricks = new Set<number>();
    for (const item of round.items)
      if (item.kind === 'trick')
        for (const p of item.plays) if (p.player.ref?.kind === 'player') inTricks.add(p.player.ref.index);
    if (inTricks.size === 4) return seats.filter((s) => inTricks.has(s));
  }
  return seats;
}

/**
 * Hochzeit partner: the winner of the first qualifying trick among tricks 1–3 won by someone other than the bride
 * (doppelkopf.md §2).
 */
function marriagePartner(
  tricks: readonly TrickInfo[],
  bride: number,
  rule: DoppelkopfRules['marriagePartner'],
  kind: DoppelkopfTrump,
): { partner: number | null; trick?: number } | undefined {
  for (const t of tricks.slice(0, 3)) {
    if (t.winner === undefined) return undefined;
    const ledTrump = isDoppelkopfTrump(t.plays[0].card, kind);
    const qualifies = rule === 'first-plain-trick' ? !ledTrump : rule === 'first-trump-trick' ? ledTrump : true;
    if (qualifies && t.winner !== bride) return { partner: t.winner, trick: t.number };
  }
  return tricks.length >= 3 ? { partner: null } : undefined;
}

function partiesOf(
  tricks: readonly TrickInfo[],
  seats: readonly number[],
  ctx: DoppelkopfTricksContext,
  kind: DoppelkopfTrump,
) {
  const game = ctx.game;
  let re: number[] | undefined;
  let extra: Pick<DoppelkopfDerived, 'silentMarriage' | 'marriagePartner' | 'clarifyingTrick'> = {};
  if (game.type === 'solo') re = [game.player];
  else if (game.type === 'poverty') re = [game.player, game.partner];
  else if (game.type === 'marriage') {
    const found = marriagePartner(tricks, game.player, ctx.rules.marriagePartner, kind);
    if (found) {
      re = found.partner === null ? [game.player] : [game.player, found.partner];
      extra = { marriagePartner: found.partner, ...(found.trick ? { clarifyingTrick: found.trick } : {}) };
    }
  } else {
    const holders = [
      ...new Set(
        tricks.flatMap((t) =>
          t.plays.filter((p) => p.card.suit === 'clubs' && p.card.rank === 'Q').map((p) => p.player),
        ),
      ),
    ];
    const clubQueens = tricks
      .flatMap((t) => t.plays)
      .filter((p) => p.card.suit === 'clubs' && p.card.rank === 'Q').length;
    if (holders.length === 2) re = holders;
    else if (holders.length === 1 && clubQueens === 2) {
      re = holders;
      extra = { silentMarriage: holders[0] };
    }
  }
  if (!re) return undefined;
  const reSet = re;
  return { re: reSet, kontra: seats.filter((s) => !reSet.includes(s)), ...extra };
}

/** The two decks, built once: the walker only reads them (and counts their copies once). */
const DECK_48: readonly Card[] = doppelkopfDeck(true);
const DECK_40: readonly Card[] = doppelkopfDeck(false);

export function analyzeDoppelkopfTricks(round: Round, ctx: DoppelkopfTricksContext): DoppelkopfTricksResult {
  const nines = ctx.rules.nines;
  const dulle = ctx.rules.dulle;
  const kind = doppelkopfTrumpKind(ctx.game);
  const seats = seatsFor(round, ctx);
  const tricksPerDeal = nines ? 12 : 10;
  const game: TrickGame = {
    players: ctx.players,
    seats,
    deck: nines ? DECK_48 : DECK_40,
    deckDescription: nines ? msg('deck.doppelkopf-48') : msg('deck.doppelkopf-40'),
    tricksPerDeal,
    notInDeck: (card) =>
      card.rank === '8' || card.rank === '7'
        ? msg('deck.no-eights-sevens')
        : card.rank === '9' && !nines
          ? msg('deck.no-nines')
          : undefined,
    winner: (cards, n) => doppelkopfTrickWinner(cards, { kind, dulle, lastTrick: n === tricksPerDeal }),
    cardValue: doppelkopfCardPoints,
    allowed: (hand, before) =>
      doppelkopfAllowed(
        hand,
        before.map((b) => b.card),
        kind,
      ),
  };
  const walk: DealWalk = walkDeal(round, game);
  const problems = walk.problems;
  const found = partiesOf(walk.tricks, seats, ctx, kind);
  const parties = found;
  const partyOf = (p: number): Party => (parties?.re.includes(p) ? 're' : 'kontra');

  const stated = ctx.statedRe;
  const partyOfWinner = (p: number): Party | undefined =>
    parties ? partyOf(p) : stated ? (stated.includes(p) ? 're' : 'kontra') : undefined;
  for (const { trick, name } of walk.deferredWinners) {
    if (trick.winner === undefined || name.ref?.kind !== 'party') continue;
    const party = partyOfWinner(trick.winner);
    if (party !== undefined && party !== name.ref.party)
      problems.push(
        problem(
          'trick-winner',
          'error',
          name.range,
          msg('dk.tricks.wrong-winner-party', {
            winner: ctx.players[trick.winner],
            party,
            card: formatCard(trick.winningCard!),
            stated: name.text,
          }),
        ),
      );
  }

  const result: DoppelkopfTricksResult = {
    problems,
    tricks: walk.tricks,
    complete: walk.complete,
    ...(parties ? { parties } : {}),
  };
  if (!walk.complete || !found) return result;
  result.derived = derive(walk.tricks, ctx.players.length, found, kind);
  return result;
}

function derive(
  tricks: readonly TrickInfo[],
  playerCount: number,
  found: NonNullable<ReturnType<typeof partiesOf>>,
  kind: DoppelkopfTrump,
): DoppelkopfDerived {
  const partyOf = (p: number): Party => (found.re.includes(p) ? 're' : 'kontra');
  const pointsBy = new Array<number>(playerCount).fill(0);
  const tricksBy = new Array<number>(playerCount).fill(0);
  const foxes: FoxCatch[] = [];
  const doppelkopfs: DoppelkopfDerived['doppelkopfs'] = [];
  const foxIsTrump = foxExists(kind);
  const dulleCaught: DoppelkopfDerived['dulleCaught'] = [];
  for (const t of tricks) {
    const w = t.winner!;
    // Die zweite Dulle fängt die erste: the winning card is a ♥10 played after the other party's ♥10.
    if (t.winningCard?.suit === 'hearts' && t.winningCard.rank === '10') {
      const at = t.plays.findIndex((p) => p.player === w);
      const first = t.plays.findIndex((p) => p.card.suit === 'hearts' && p.card.rank === '10');
      if (first >= 0 && first < at && partyOf(t.plays[first].player) !== partyOf(w))
        dulleCaught.push({ trick: t.number, catcher: w, party: partyOf(w) });
    }
    pointsBy[w] += t.value!;
    tricksBy[w] += 1;
    if (foxIsTrump)
      for (const p of t.plays)
        if (p.card.suit === 'diamonds' && p.card.rank === 'A' && partyOf(p.player) !== partyOf(w))
          foxes.push({
            trick: t.number,
            catcher: w,
            owner: p.player,
            party: partyOf(w),
            lastTrick: t.number === tricks.length,
          });
    if (t.value! >= 40) doppelkopfs.push({ trick: t.number, winner: w, party: partyOf(w), value: t.value! });
  }
  const sum = (ps: number[], arr: number[]) => ps.reduce((a, p) => a + arr[p], 0);
  const last = tricks[tricks.length - 1];
  const lw = last.winner!;
  const derived: DoppelkopfDerived = {
    re: found.re,
    kontra: found.kontra,
    ...(found.silentMarriage !== undefined ? { silentMarriage: found.silentMarriage } : {}),
    ...(found.marriagePartner !== undefined ? { marriagePartner: found.marriagePartner } : {}),
    ...(found.clarifyingTrick !== undefined ? { clarifyingTrick: found.clarifyingTrick } : {}),
    cardPoints: { re: sum(found.re, pointsBy), kontra: sum(found.kontra, pointsBy), byPlayer: pointsBy },
    tricks: { re: sum(found.re, tricksBy), kontra: sum(found.kontra, tricksBy), byPlayer: tricksBy },
    lastTrick: { trick: last.number, winner: lw, party: partyOf(lw) },
    foxes,
    doppelkopfs,
    karlchenCaught: [],
    dulleCaught,
  };
  if (foxIsTrump && last.winningCard?.suit === 'diamonds' && last.winningCard.rank === 'A')
    derived.foxWinsLast = { player: lw, party: partyOf(lw) };
  if (karlchenExists(kind)) {
    if (last.winningCard?.suit === 'clubs' && last.winningCard.rank === 'J')
      derived.karlchen = { player: lw, party: partyOf(lw) };
    // Each caught card counts: two opposing ♣J beaten in the last trick are two.
    for (const p of last.plays)
      if (p.card.suit === 'clubs' && p.card.rank === 'J' && partyOf(p.player) !== partyOf(lw))
        derived.karlchenCaught.push({ catcher: lw, party: partyOf(lw), victim: p.player });
  }
  if (derived.tricks.re === 0) derived.schwarz = 're';
  else if (derived.tricks.kontra === 0) derived.schwarz = 'kontra';
  return derived;
}
