// Walks the `hand` and `trick` lines of one round for either game: per-trick winner, value and legality, then the deck
// checks of a whole deal.

import type { Card, CardToken, Name, Round, RoundItem } from '../../format/ast';
import type { Problem, Range } from '../../format/types';
import { msg, render, type Message } from '../../messages';
import type { TricksCode } from '../../messages/codes';
import { problem } from '../problem';
import { cardKey, formatCard } from './cards';
import { type Allowed, illegalPlayMsg, isAllowed } from './legality';

type TrickItem = Extract<RoundItem, { kind: 'trick' }>;

/** One trick as the engines, hovers and `explain` see it. Player numbers index `header.players`. */
export interface TrickInfo {
  /** 1-based position among the round's `trick` lines. */
  number: number;
  /** The `trick` line. */
  range: Range;
  plays: { player: number; card: Card }[];
  leader?: number;
  /** Set when the trick is well formed (one deck card from each player). */
  winner?: number;
  winningCard?: Card;
  value?: number;
  /** For hovers: `East wins with ♥J: 11 + 10 + 0 + 20 = 41`. */
  explain?: string;
  /** The working as data, for other languages. */
  explainMsg?: Message;
}

/** What a game tells the walker: its deck, how tricks are won and counted, and what may be played. */
export interface TrickGame {
  players: readonly string[];
  /** The players dealt in this round, in seating order. */
  seats: readonly number[];
  deck: readonly Card[];
  /** `48 cards: each of the 24 twice`, for messages. */
  deckDescription: Message;
  tricksPerDeal: number;
  /** Why a card is not in the deck, or undefined when it is. */
  notInDeck(card: Card): Message | undefined;
  winner(cards: readonly Card[], trickNumber: number): number;
  cardValue(card: Card): number;
  /** Legal cards for `player` holding `hand` with `before` already on the table. */
  allowed(hand: readonly Card[], before: readonly { player: number; card: Card }[], player: number): Allowed;
  /** Whether a team/party name written as a winner matches the winning player; undefined when it cannot be told yet. */
  sideMatches?(name: Name, player: number): boolean | undefined;
  /**
   * Cards dealt but never played (Skat's skat): how many a deal lays aside, the ones the round writes (checked against
   * the deck like a hand), and where they lie for messages (`in the skat`). Without it every deck card is played.
   */
  aside?: { count: number; cards: readonly CardToken[]; where: Message };
}

export interface DealWalk {
  problems: Problem[];
  tricks: TrickInfo[];
  /** Every trick of the deal is written, each with one deck card per player, and no card is missing or doubled. */
  complete: boolean;
  /** Winner assertions naming a party that the game must check once parties are derived. */
  deferredWinners: { trick: TrickInfo; name: Name }[];
  /** With `TrickGame.aside`: the cards laid aside, as written, or (a complete deal) the deck cards nobody played. */
  aside?: Card[];
}

interface Play {
  player: number | undefined;
  name: Name;
  card: CardToken;
}

const err = (code: TricksCode, range: Range, m: Message): Problem => problem(code, 'error', range, m);

function playerIndex(name: Name): number | undefined {
  return name.ref?.kind === 'player' ? name.ref.index : undefined;
}

/** How many copies of each card kind the deck holds (1 in Belote, 2 in Doppelkopf), counted once per deck. */
const COPIES = new WeakMap<readonly Card[], Map<string, number>>();
function copiesIn(deck: readonly Card[], card: Card): number {
  let counts = COPIES.get(deck);
  if (!counts) {
    counts = new Map();
    for (const c of deck) counts.set(cardKey(c), (counts.get(cardKey(c)) ?? 0) + 1);
    COPIES.set(deck, counts);
  }
  return counts.get(cardKey(card)) ?? 0;
}

function removeCard(hand: Card[], card: Card): boolean {
  const i = hand.findIndex((c) => c.suit === card.suit && c.rank === card.rank);
  if (i < 0) return false;
  hand.splice(i, 1);
  return true;
}

/** A trick with exactly one deck card from each seated player and nobody twice: the only kind that can be won. */
function wellFormed(plays: readonly Play[], game: TrickGame): boolean {
  const seen = new Set<number>();
  for (const p of plays) {
    if (p.player === undefined || !game.seats.includes(p.player) || seen.has(p.player) || game.notInDeck(p.card))
      return false;
    seen.add(p.player);
  }
  return seen.size === game.seats.length;
}

export function walkDeal(round: Round, game: TrickGame): DealWalk {
  const problems: Problem[] = [];
  const tricks: TrickInfo[] = [];
  const deferredWinners: DealWalk['deferredWinners'] = [];
  const items = round.items.filter(
    (i): i is Extract<RoundItem, { kind: 'trick' | 'hand' }> => i.kind === 'trick' || i.kind === 'hand',
  );
  const trickItems = items.filter((i): i is TrickItem => i.kind === 'trick');
  const allPlays: Play[][] = trickItems.map((t) =>
    t.plays.map((p) => ({ player: playerIndex(p.player), name: p.player, card: p.card })),
  );
  const allWritten = trickItems.length === game.tricksPerDeal && allPlays.every((ps) => wellFormed(ps, game));

  // Known hands: in a complete deal a player's hand is every card he still plays; a `hand` line overrides from where it
  // stands.
  const hands = new Map<number, { cards: Card[]; fromLine: boolean }>();
  if (allWritten) {
    for (const seat of game.seats) hands.set(seat, { cards: [], fromLine: false });
    for (const ps of allPlays) for (const p of ps) hands.get(p.player!)!.cards.push(p.card);
  }

  const played = new Map<string, { trick: number; player: number | undefined }[]>();
  const handLines = new Map<number, Extract<RoundItem, { kind: 'hand' }>>();
  let deckTrouble = false;
  let trickNo = 0;

  // The cards laid aside as written: deck cards, each once; a card both aside and played or held is reported there.
  const aside: Card[] = [];
  for (const tok of game.aside?.cards ?? []) {
    const why = game.notInDeck(tok);
    if (why) {
      problems.push(err('not-a-deck-card', tok.range, msg('tricks.not-in-deck', { card: formatCard(tok), why })));
      continue;
    }
    const n = aside.filter((c) => cardKey(c) === cardKey(tok)).length + 1;
    const copies = copiesIn(game.deck, tok);
    if (n > copies) {
      problems.push(
        err('duplicate-card', tok.range, msg('tricks.listed-twice', { card: formatCard(tok), count: n, copies })),
      );
      continue;
    }
    aside.push({ suit: tok.suit, rank: tok.rank });
  }
  const asideCount = (card: Card) => aside.filter((c) => cardKey(c) === cardKey(card)).length;

  for (const item of items) {
    if (item.kind === 'hand') {
      const player = playerIndex(item.player);
      const held = new Map<string, number>();
      for (const tok of item.cards) {
        const why = game.notInDeck(tok);
        if (why) {
          problems.push(err('not-a-deck-card', tok.range, msg('tricks.not-in-deck', { card: formatCard(tok), why })));
          continue;
        }
        const n = (held.get(cardKey(tok)) ?? 0) + 1;
        held.set(cardKey(tok), n);
        const copies = copiesIn(game.deck, tok);
        if (n > copies) {
          problems.push(
            err('duplicate-card', tok.range, msg('tricks.listed-twice', { card: formatCard(tok), count: n, copies })),
          );
          continue;
        }
        // The same card cannot also sit in another player's written hand or have been played already.
        const where: Message[] = (played.get(cardKey(tok)) ?? []).map((e) =>
          msg('tricks.where.played', { trick: e.trick }),
        );
        for (const [other, h] of hands)
          if (other !== player && h.fromLine)
            for (const c of h.cards)
              if (cardKey(c) === cardKey(tok)) where.push(msg('tricks.where.hand', { player: game.players[other] }));
        if (game.aside) for (let k = asideCount(tok); k > 0; k--) where.push(game.aside.where);
        if (n + where.length > copies)
          problems.push(
            err('duplicate-card', tok.range, msg('tricks.already-held', { card: formatCard(tok), where, copies })),
          );
      }
      if (player !== undefined) {
        hands.set(player, {
          cards: item.cards.filter((c) => !game.notInDeck(c)).map((c) => ({ suit: c.suit, rank: c.rank })),
          fromLine: true,
        });
        handLines.set(player, item);
      }
      continue;
    }

    trickNo++;
    const plays = allPlays[trickNo - 1];
    const info: TrickInfo = { number: trickNo, range: item.range, plays: [] };
    tricks.push(info);
    if (trickNo > game.tricksPerDeal)
      problems.push(
        err('extra-trick', item.keyword, msg('tricks.extra-trick', { tricks: game.tricksPerDeal, trick: trickNo })),
      );

    const before: { player: number; card: Card }[] = [];
    const seen = new Set<number>();
    for (const p of plays) {
      if (p.player === undefined) continue; // unknown names are reported by the parser
      const who = game.players[p.player] ?? p.name.text;
      const card: Card = { suit: p.card.suit, rank: p.card.rank };
      if (!game.seats.includes(p.player)) {
        problems.push(
          err(
            'trick-size',
            p.name.range,
            msg('tricks.not-playing', { player: who, players: game.seats.map((s) => game.players[s]) }),
          ),
        );
        continue;
      }
      if (seen.has(p.player)) {
        problems.push(err('player-twice', p.name.range, msg('tricks.player-twice', { player: who })));
        continue;
      }
      seen.add(p.player);
      const why = game.notInDeck(card);
      if (why) {
        problems.push(err('not-a-deck-card', p.card.range, msg('tricks.not-in-deck', { card: formatCard(card), why })));
        deckTrouble = true;
        continue;
      }
      const key = cardKey(card);
      const earlier = played.get(key) ?? [];
      const copies = copiesIn(game.deck, card);
      if (earlier.length >= copies) {
        const where = earlier.map((e) => ({
          trick: e.trick,
          ...(e.player !== undefined ? { player: game.players[e.player] } : {}),
        }));
        problems.push(
          err('duplicate-card', p.card.range, msg('tricks.played-twice', { card: formatCard(card), where, copies })),
        );
        deckTrouble = true;
      } else if (game.aside && earlier.length + asideCount(card) >= copies) {
        problems.push(
          err(
            'duplicate-card',
            p.card.range,
            msg('tricks.already-held', { card: formatCard(card), where: [game.aside.where], copies }),
          ),
        );
        deckTrouble = true;
      }
      earlier.push({ trick: trickNo, player: p.player });
      played.set(key, earlier);

      const hand = hands.get(p.player);
      if (hand) {
        if (!hand.cards.some((c) => cardKey(c) === key)) {
          if (hand.fromLine)
            problems.push(
              err(
                'card-not-in-hand',
                p.card.range,
                msg('tricks.not-held', { player: who, card: formatCard(card), hand: hand.cards.map(formatCard) }),
              ),
            );
        } else {
          const allowed = game.allowed(hand.cards, before, p.player);
          if (!isAllowed(allowed, card))
            problems.push(
              err(
                'illegal-card',
                p.card.range,
                msg('tricks.illegal-card', { play: illegalPlayMsg(who, card, allowed) }),
              ),
            );
          removeCard(hand.cards, card);
        }
      }
      before.push({ player: p.player, card });
    }
    info.plays = before;
    info.leader = plays[0]?.player;

    const missing = game.seats.filter((s) => !seen.has(s));
    if (missing.length && plays.every((p) => p.player !== undefined))
      problems.push(
        err(
          'trick-size',
          item.keyword,
          msg('tricks.missing-players', { seats: game.seats.length, missing: missing.map((m) => game.players[m]) }),
        ),
      );

    if (!wellFormed(plays, game)) continue;
    const cards = before.map((b) => b.card);
    const w = game.winner(cards, trickNo);
    const parts = cards.map((c) => game.cardValue(c));
    info.winner = before[w].player;
    info.winningCard = cards[w];
    info.value = parts.reduce((a, b) => a + b, 0);
    const winnerName = game.players[info.winner];
    info.explainMsg = msg('trick.wins', { winner: winnerName, card: formatCard(cards[w]), parts, value: info.value });
    info.explain = render(info.explainMsg);

    if (item.winner) {
      const stated = playerIndex(item.winner);
      const ok = stated !== undefined ? stated === info.winner : game.sideMatches?.(item.winner, info.winner);
      if (ok === undefined && item.winner.ref?.kind === 'party')
        deferredWinners.push({ trick: info, name: item.winner });
      else if (ok === false)
        problems.push(
          err(
            'trick-winner',
            item.winner.range,
            msg('tricks.wrong-winner', { winner: winnerName, card: formatCard(cards[w]), stated: item.winner.text }),
          ),
        );
    }
    if (item.value && item.value.value !== info.value)
      problems.push(
        err(
          'trick-value',
          item.value.range,
          msg('tricks.wrong-value', {
            value: info.value,
            cards: cards.map(formatCard),
            parts,
            stated: item.value.value,
          }),
        ),
      );
  }

  // Deck checks once every trick is written: the winner leads the next trick, and no card is missing.
  if (trickItems.length >= game.tricksPerDeal) {
    for (let k = 1; k < tricks.length; k++) {
      const prev = tricks[k - 1];
      const cur = tricks[k];
      if (prev.winner === undefined || cur.leader === undefined || prev.winner === cur.leader) continue;
      const leadName = trickItems[k].plays[0].player;
      problems.push(
        err(
          'wrong-leader',
          leadName.range,
          msg('tricks.wrong-leader', {
            winner: game.players[prev.winner],
            trick: prev.number,
            next: cur.number,
            leader: game.players[cur.leader],
          }),
        ),
      );
    }
  }
  let missingCards: Card[] = [];
  let asideOut: Card[] | undefined = game.aside ? aside : undefined;
  if (allWritten) {
    let left = [...game.deck];
    for (const ps of allPlays) for (const p of ps) removeCard(left, p.card);
    // The cards laid aside are not missing: those written, and as many more as the deal lays aside (then derived).
    if (game.aside) {
      for (const c of aside) removeCard(left, c);
      const unwritten = game.aside.count - aside.length;
      if (unwritten > 0 && left.length === unwritten) {
        asideOut = [...aside, ...left];
        left = [];
      }
    }
    missingCards = left;
    // A written hand whose cards are not all played by the end of the deal contradicts the tricks.
    for (const [player, h] of hands) {
      const line = handLines.get(player);
      if (!h.fromLine || !line) continue;
      for (const c of h.cards) {
        const tok = [...line.cards].reverse().find((t) => cardKey(t) === cardKey(c));
        problems.push(
          err(
            'missing-card',
            tok?.range ?? line.keyword,
            msg('tricks.never-played', { player: game.players[player], card: formatCard(c) }),
          ),
        );
      }
    }
    if (left.length) {
      const last = trickItems[trickItems.length - 1];
      problems.push(
        err(
          'missing-card',
          last.keyword,
          msg('tricks.cards-left', {
            tricks: game.tricksPerDeal,
            cards: left.map(formatCard),
            deck: game.deckDescription,
          }),
        ),
      );
    }
  }
  return {
    problems,
    tricks,
    complete: allWritten && !deckTrouble && missingCards.length === 0,
    deferredWinners,
    ...(asideOut ? { aside: asideOut } : {}),
  };
}
