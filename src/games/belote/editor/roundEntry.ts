// The Add round form's Belote or Coinche round: its answers, and the lines they write in the sheet's words.

import { writeName } from '../../../text/names';
import { whole } from '../../editorKit';
import type { RoundInput, RoundWords } from '../../game';

export type BeloteTrump = 'clubs' | 'spades' | 'hearts' | 'diamonds' | 'no-trump' | 'all-trump';
export type BeloteAnnouncement =
  | 'tierce'
  | 'fifty'
  | 'hundred'
  | 'four-jacks'
  | 'four-nines'
  | 'four-aces'
  | 'four-tens'
  | 'four-kings'
  | 'four-queens';

// A type, not an interface: the answers are a RoundInput (src/games/game.ts), whose other fields are open.
export type BeloteRoundInput = {
  game: 'belote' | 'coinche';
  /** Belote: the taker; Coinche: the player who holds the contract. */
  taker?: string;
  trump?: BeloteTrump;
  /** Coinche: the contract's value (80…160 in tens, `capot`, `generale`) and whether it was coinched. */
  contract?: number | 'capot' | 'generale';
  coinche?: 'coinche' | 'surcoinche';
  /** One team's card points, without the 10 for the last trick (the other team's are derived). */
  cards?: { team: 0 | 1; points: number };
  /** Team index (0 = 1st+3rd player, 1 = 2nd+4th) that won the last trick, the belote, a capot. */
  last?: 0 | 1;
  belote?: 0 | 1;
  capot?: 0 | 1;
  /** Announcements per team index. */
  announce?: Partial<Record<0 | 1, BeloteAnnouncement[]>>;
};

/** The round's lines in the order the format's examples write them: who took (and what), announcements, points. */
export function roundLines(input: RoundInput, w: RoundWords): string[] {
  const r = input as BeloteRoundInput;
  const d = (c: string): string => w.word('directive', c);
  const team = (i: 0 | 1): string => writeName(w.teams[i]);
  const trump = r.trump ? w.word('trump', r.trump) : undefined;
  const lines: string[] = [];
  if (r.game === 'coinche') {
    const value =
      r.contract === 'capot' || r.contract === 'generale' ? w.word('contract', r.contract) : whole(r.contract);
    if (r.taker && value !== undefined && trump) {
      const modifier = r.coinche ? ` ${w.word('modifier', r.coinche)}` : '';
      lines.push(`${d('contract')} ${writeName(r.taker)} ${value} ${trump}${modifier}`);
    }
  } else {
    if (r.taker) lines.push(`${d('taker')} ${writeName(r.taker)}`);
    if (trump) lines.push(`${d('trump')} ${trump}`);
  }
  for (const i of [0, 1] as const) {
    const items = r.announce?.[i] ?? [];
    if (items.length > 0) {
      lines.push(`${d('announce')} ${team(i)} ${items.map((a) => w.word('announcement', a)).join(' ')}`);
    }
  }
  const cards = whole(r.cards?.points);
  if (r.cards && cards !== undefined) lines.push(`${d('cards')} ${team(r.cards.team)} ${cards}`);
  if (r.last !== undefined) lines.push(`${d('last')} ${team(r.last)}`);
  if (r.belote !== undefined) lines.push(`${d('belote')} ${team(r.belote)}`);
  if (r.capot !== undefined) lines.push(`${d('capot')} ${team(r.capot)}`);
  return lines;
}

/** The answers with the taker named as written. */
export function withNames(input: RoundInput, written: (name: string) => string): RoundInput {
  const { taker } = input as BeloteRoundInput;
  return taker !== undefined ? { ...input, taker: written(taker) } : input;
}
