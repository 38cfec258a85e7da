// Which cards a player may play to a trick (follow suit, must trump, must overtrump) and the message when they did not.

import type { Card, TrumpKind } from '../../format/ast';
import { formatCard, sameCard, SUIT_SYMBOL } from './cards';
import { beloteBeats, sortBeloteCards } from './beloteOrder';
import { doppelkopfSuitOf, type DoppelkopfTrump, sortDoppelkopfCards } from './doppelkopfOrder';

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

function distinct(cards: readonly Card[]): Card[] {
  const out: Card[] = [];
  for (const c of cards) if (!out.some((o) => sameCard(o, c))) out.push(c);
  return out;
}

// ---- Doppelkopf --------------------------------------------------------------------------------

const DOPPELKOPF_SOURCE = 'Doppelkopf: follow suit; trumps form one suit';

/** Doppelkopf has one duty: follow the suit led, where all trumps are one suit. No duty to trump or to go higher. */
export function doppelkopfAllowed(hand: readonly Card[], trickSoFar: readonly Card[], kind: DoppelkopfTrump): Allowed {
  const all = sortDoppelkopfCards(distinct(hand), kind);
  if (trickSoFar.length === 0) return { cards: all };
  const led = doppelkopfSuitOf(trickSoFar[0], kind);
  const follow = all.filter((c) => doppelkopfSuitOf(c, kind) === led);
  if (follow.length === 0) return { cards: all };
  const text = led === 'trump' ? 'must follow with a trump (trump was led)' : `must follow suit in ${SUIT_SYMBOL[led]}`;
  return {
    cards: follow,
    duty: { id: led === 'trump' ? 'follow-trump' : 'follow-suit', text, source: DOPPELKOPF_SOURCE },
  };
}

// ---- Belote ------------------------------------------------------------------------------------

export interface BeloteLegalityOptions {
  trump: TrumpKind;
  /** `set overtrump`: must overtrump when cutting, must go higher when trumps are led (and in every suit at all-trump). */
  overtrump: boolean;
  /** `set partner-master`: no duty to trump while the partner holds the trick. */
  partnerMaster: boolean;
  /**
   * Must a player who cannot overtrump an opponent's cut still play a lower trump ("pisser")?
   * FFB-B §5.2 (classic belote) says yes; FFB-C §5.2 (coinche) says no: he may discard.
   */
  pisser: boolean;
  /** The rule book quoted in messages: `FFB-B` (classic) or `FFB-C` (coinche). */
  book: 'FFB-B' | 'FFB-C';
}

/** Options from the rules table: classic belote follows FFB-B (pisser), coinche FFB-C (no pisser). */
export function beloteLegalityOptions(
  values: Readonly<Record<string, string>>,
  game: 'belote' | 'coinche',
  trump: TrumpKind,
): BeloteLegalityOptions {
  return {
    trump,
    overtrump: values['overtrump'] !== 'off',
    partnerMaster: values['partner-master'] !== 'off',
    pisser: game === 'belote',
    book: game === 'belote' ? 'FFB-B' : 'FFB-C',
  };
}

/** A card already in the trick and the seat (0–3, header order) that played it; partners are seats 0+2 and 1+3. */
export interface SeatedCard {
  card: Card;
  seat: number;
}

function currentWinner(before: readonly SeatedCard[], trump: TrumpKind): SeatedCard {
  let best = before[0];
  for (const p of before.slice(1)) if (beloteBeats(p.card, best.card, before[0].card.suit, trump)) best = p;
  return best;
}

/** Belote duties of FFB-B/FFB-C §5.2 and §11.2–11.3, with the `overtrump` and `partner-master` switches. */
export function beloteAllowed(
  hand: readonly Card[],
  before: readonly SeatedCard[],
  seat: number,
  opts: BeloteLegalityOptions,
): Allowed {
  const { trump, book } = opts;
  const all = sortBeloteCards(distinct(hand), trump);
  if (before.length === 0) return { cards: all };
  const led = before[0].card.suit;
  const sec = `${book} §5.2`;
  const follow = all.filter((c) => c.suit === led);
  const best = currentWinner(before, trump);

  if (trump === 'no-trump') {
    // No trumps, no cutting: following suit is the only duty (FFB-B §11.2).
    return follow.length
      ? { cards: follow, duty: { id: 'follow-suit', text: `must follow suit in ${SUIT_SYMBOL[led]}`, source: sec } }
      : { cards: all };
  }
  if (trump === 'all-trump') {
    if (!follow.length) return { cards: all };
    const higher = follow.filter((c) => best.card.suit === led && beloteBeats(c, best.card, led, trump));
    if (opts.overtrump && higher.length)
      return {
        cards: higher,
        duty: { id: 'go-higher', text: `must go higher in ${SUIT_SYMBOL[led]} (all trumps)`, source: `${book} §11.3` },
      };
    return {
      cards: follow,
      duty: { id: 'follow-suit', text: `must follow suit in ${SUIT_SYMBOL[led]}`, source: `${book} §11.3` },
    };
  }

  const trumps = all.filter((c) => c.suit === trump);
  const trumpName = `${SUIT_SYMBOL[trump]} trump`;
  if (led === trump) {
    if (!follow.length) return { cards: all };
    // Trumps led: follow, and go higher than the best trump on the table if possible, even over the partner.
    const higher = follow.filter((c) => beloteBeats(c, best.card, led, trump));
    if (opts.overtrump && higher.length)
      return {
        cards: higher,
        duty: { id: 'go-higher', text: `must go higher than ${formatCard(best.card)} (trumps were led)`, source: sec },
      };
    return { cards: follow, duty: { id: 'follow-trump', text: `must follow with a ${trumpName}`, source: sec } };
  }
  if (follow.length)
    return { cards: follow, duty: { id: 'follow-suit', text: `must follow suit in ${SUIT_SYMBOL[led]}`, source: sec } };

  const partnerHolds = best.seat === (seat + 2) % 4;
  if (partnerHolds && opts.partnerMaster) return { cards: all }; // "notre partenaire est maître": free discard
  if (!trumps.length) return { cards: all };
  const switchNote = partnerHolds ? `; partner-master off` : '';
  const trumpOnTable = best.card.suit === trump;
  if (!opts.overtrump || !trumpOnTable)
    return {
      cards: trumps,
      duty: {
        id: 'must-trump',
        text: partnerHolds ? 'must trump although the partner holds the trick' : 'must trump',
        source: sec + switchNote,
      },
    };
  const over = trumps.filter((c) => beloteBeats(c, best.card, led, trump));
  if (over.length)
    return {
      cards: over,
      duty: { id: 'must-overtrump', text: `must overtrump ${formatCard(best.card)}`, source: sec + switchNote },
    };
  if (opts.pisser)
    return {
      cards: trumps,
      duty: {
        id: 'must-undertrump',
        text: `must still trump (no trump beats ${formatCard(best.card)})`,
        source: sec + switchNote,
      },
    };
  return { cards: all }; // FFB-C: with only lower trumps one may discard ("on ne pisse pas")
}
