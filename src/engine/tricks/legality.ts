// What may be played, in every game played trick by trick: the allowed cards with the duty that restricts them,
// and the message when a card was not allowed. Each game's duties are in its folder (src/games/<game>/steps).

import type { Card } from '../../format/ast';
import { msg, render, type Message } from '../../messages';
import { formatCard, sameCard } from './cards';

/**
 * A duty by the id its game gives it (every game's `follow-suit`, `follow-trump`; a game's own, as Belote's
 * `must-overtrump`): the games' trick rules name them, the checker only carries them.
 */
export type DutyId = string;

/** The obligation that restricted a play: what the player had to do and the rule that says so. */
export interface Duty {
  id: DutyId;
  /** Completes "<player> …", e.g. `must trump`, `must follow suit in ♠` (English; `textMsg` for other languages). */
  text: string;
  textMsg: Message;
  /** The rule, e.g. `FFB-B §5.2` (a reference, the same in every language) or a sentence as a message. */
  source: string | Message;
}

/** A duty from its message: the English text kept beside the data. */
export function duty(id: DutyId, textMsg: Message, source: string | Message): Duty {
  return { id, text: render(textMsg), textMsg, source };
}

/** The cards a player may play; `duty` is undefined when any card in the hand may be played. */
export interface Allowed {
  cards: Card[];
  duty?: Duty;
}

export function isAllowed(allowed: Allowed, card: Card): boolean {
  return allowed.cards.some((c) => sameCard(c, card));
}

/** `East must trump: ♥J was allowed, ♦K is not (FFB-B §5.2)`, as data. */
export function illegalPlayMsg(player: string, card: Card, allowed: Allowed): Message {
  return msg('tricks.illegal-play', {
    player,
    duty: allowed.duty?.textMsg ?? msg('duty.not-held'),
    allowed: allowed.cards.map(formatCard),
    card: formatCard(card),
    source: allowed.duty?.source ?? msg('duty.source.not-held'),
  });
}

/** `East must trump: ♥J was allowed, ♦K is not (FFB-B §5.2)`. */
export function illegalPlayMessage(player: string, card: Card, allowed: Allowed): string {
  return render(illegalPlayMsg(player, card, allowed));
}

export function distinct(cards: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (const c of cards) if (!out.some((o) => sameCard(o, c))) out.push(c);
  return out;
}
