// English texts of the trick checker every game shares (src/engine/tricks): who plays, which cards, what may be
// played. A game's deck and its own duties are its module's: src/games/<game>/messages/<lang>/tricks.ts.

import type { Fmt } from '../fmt';
import type { Message } from '../message';

/** A card count in words, as the English sentences always wrote it. */
const count = (n: number) => ['no', 'one', 'two', 'three'][n] ?? String(n);
const deckHas = (card: string, copies: number) =>
  copies === 1 ? `there is only one ${card}` : `the deck has ${count(copies)}`;

export const tricks = {
  // What a player had to do: completes "<player> …" (card legality, both games).
  'duty.follow-suit': (a: { suit: string }) => `must follow suit in ${a.suit}`,
  'duty.follow-trump-led': () => 'must follow with a trump (trump was led)',
  'duty.not-held': () => 'may not play that card',
  'duty.source.not-held': () => 'not in the hand',
  'tricks.illegal-play': (
    a: { player: string; duty: Message; allowed: readonly string[]; card: string; source: Message | string },
    f: Fmt,
  ) =>
    `${a.player} ${f.t(a.duty)}: ${a.allowed.join(', ')} ` +
    `${a.allowed.length === 1 ? 'was' : 'were'} allowed, ${a.card} is not ` +
    `(${typeof a.source === 'string' ? a.source : f.t(a.source)})`,
  'tricks.illegal-card': (a: { play: Message }, f: Fmt) => `${f.t(a.play)}.`,
  'tricks.not-in-deck': (a: { card: string; why: Message }, f: Fmt) => `${a.card} is not in the deck: ${f.t(a.why)}.`,
  'tricks.listed-twice': (a: { card: string; count: number; copies: number }) =>
    `${a.card} is listed ${count(a.count)} times; the deck has ${count(a.copies)}.`,
  'tricks.where.played': (a: { trick: number }) => `played in trick ${a.trick}`,
  'tricks.where.hand': (a: { player: string }) => `in ${a.player}'s hand`,
  'tricks.already-held': (a: { card: string; where: readonly Message[]; copies: number }, f: Fmt) =>
    `${a.card} is already ${a.where.map(f.t).join(' and ')}; ${deckHas(a.card, a.copies)}.`,
  'tricks.extra-trick': (a: { tricks: number; trick: number }) =>
    `A deal has ${a.tricks} tricks; this is trick ${a.trick}.`,
  'tricks.not-playing': (a: { player: string; players: readonly string[] }) =>
    `${a.player} does not play this round; the players are ${a.players.join(', ')}.`,
  'tricks.player-twice': (a: { player: string }) =>
    `${a.player} already played a card to this trick; each player plays one card per trick.`,
  'tricks.played-twice': (a: { card: string; where: readonly { trick: number; player?: string }[]; copies: number }) =>
    `${a.card} was already played in ` +
    `${a.where.map((w) => `trick ${w.trick}${w.player !== undefined ? ` by ${w.player}` : ''}`).join(' and ')}; ` +
    `${deckHas(a.card, a.copies)}.`,
  'tricks.not-held': (a: { player: string; card: string; hand: readonly string[] }) =>
    `${a.player} does not hold ${a.card}; the hand still holds ${a.hand.length ? a.hand.join(', ') : 'no cards'}.`,
  'tricks.missing-players': (a: { seats: number; missing: readonly string[] }) =>
    `A trick has one card from each of the ${a.seats} players; ${a.missing.join(', ')} played none here.`,
  'tricks.wrong-winner': (a: { winner: string; card: string; stated: string }) =>
    `${a.winner} wins this trick with ${a.card}, not ${a.stated}.`,
  'tricks.wrong-value': (a: { value: number; cards: readonly string[]; parts: readonly number[]; stated: number }) =>
    `This trick is worth ${a.value} (${a.cards.map((c, i) => `${c} ${a.parts[i]}`).join(' + ')}), ` +
    `not ${a.stated}.`,
  'tricks.wrong-leader': (a: { winner: string; trick: number; next: number; leader: string }) =>
    `${a.winner} won trick ${a.trick}, so ${a.winner} leads trick ${a.next}, not ${a.leader}.`,
  'tricks.never-played': (a: { player: string; card: string }) =>
    `${a.player}'s hand holds ${a.card}, but ${a.player} never plays it.`,
  'tricks.cards-left': (a: { tricks: number; cards: readonly string[]; deck: Message }, f: Fmt) =>
    `All ${a.tricks} tricks are written, but ${a.cards.join(', ')} ${a.cards.length === 1 ? 'was' : 'were'} ` +
    `never played (${f.t(a.deck)}).`,
  'trick.wins': (a: { winner: string; card: string; parts: readonly number[]; value: number }) =>
    `${a.winner} wins with ${a.card}: ${a.parts.join(' + ')} = ${a.value}`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
