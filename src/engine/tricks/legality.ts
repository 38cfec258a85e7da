// What may be played, in both games: the allowed cards with the duty that restricts them, and the message when a
// card was not allowed. Each game's duties are in its folder (doppelkopf/trickRules.ts, belote/trickRules.ts).

import type { Card } from '../../format/ast';
import { formatCard, sameCard } from './cards';

export type DutyId = 'follow-suit' | 'follow-trump' | 'go-higher' | 'must-trump' | 'must-overtrump' | 'must-undertrump';

/** The obligation that restricted a play: what the player had to do and the rule that says so. */
export interface Duty {
  id: DutyId;
  /** Completes "<player> …", e.g. `must trump`, `must follow suit in ♠`. */
  text: string;
  /** The rule, e.g. `FFB-B §5.2`. */
  source: string;
}

/** The cards a player may play; `duty` is undefined when any card in the hand may be played. */
export interface Allowed {
  cards: Card[];
  duty?: Duty;
}

export function isAllowed(allowed: Allowed, card: Card): boolean {
  return allowed.cards.some((c) => sameCard(c, card));
}

/** `East must trump: ♥J was allowed, ♦K is not (FFB-B §5.2)`. */
export function illegalPlayMessage(player: string, card: Card, allowed: Allowed): string {
  const list = allowed.cards.map(formatCard).join(', ');
  const verb = allowed.cards.length === 1 ? 'was' : 'were';
  const duty = allowed.duty ?? { text: 'may not play that card', source: 'not in the hand' };
  return `${player} ${duty.text}: ${list} ${verb} allowed, ${formatCard(card)} is not (${duty.source})`;
}

export function distinct(cards: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (const c of cards) if (!out.some((o) => sameCard(o, c))) out.push(c);
  return out;
}
