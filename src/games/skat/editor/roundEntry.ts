// The Add round form's Skat round (rules/skat.md "Round syntax"): a declarer's game with its Spitzen, Hand, ouvert,
// the announcement, the bid, the Augen and tricks, the stated outcome and the doubling; an eingepasst row; a Ramsch
// with every player's Augen. Written in the sheet's words (`alleinspieler Anna kreuz mit 2 hand`).

import { writeName } from '../../../text/names';
import { whole } from '../../editorKit';
import type { RoundInput, RoundWords } from '../../game';
import type { SkatGame, SkatLevel } from '../syntax/itemTypes';

// A type, not an interface: the answers are a RoundInput (src/games/game.ts), whose other fields are open.
export type SkatRoundInput = {
  game: 'skat';
  /** A declarer's game (the default), an eingepasst row, or a Ramsch round. */
  type?: 'game' | 'passed' | 'ramsch';
  declarer?: string;
  skatGame?: SkatGame;
  /** The Spitzen: mit (true) or ohne, and how many (suit and Grand games). */
  with?: boolean;
  spitzen?: number;
  hand?: boolean;
  ouvert?: boolean;
  announce?: SkatLevel;
  bid?: number;
  /** The declarer's Augen, the skat included, and his tricks. */
  cards?: number;
  tricks?: number;
  /** The stated outcome (the engine works it out from the Augen and tricks without). */
  outcome?: 'won' | 'lost' | 'overbid';
  /** House doubling, where the sheet's rules allow it. */
  kontra?: 'kontra' | 're' | 'supra';
  /** A Ramsch round: each player's Augen, by name. */
  ramschCards?: Record<string, number | undefined>;
};

const SUITS_AND_GRAND: ReadonlySet<SkatGame> = new Set(['clubs', 'spades', 'hearts', 'diamonds', 'grand']);

/** The round's lines in the order rules/skat.md's example writes them. */
export function roundLines(input: RoundInput, w: RoundWords): string[] {
  const r = input as SkatRoundInput;
  const d = (c: string): string => w.word('directive', c);
  if (r.type === 'passed') return [d('passed')];
  if (r.type === 'ramsch') {
    const pairs = Object.entries(r.ramschCards ?? {}).flatMap(([name, n]) => {
      const v = whole(n);
      return v === undefined ? [] : [`${writeName(name)} ${v}`];
    });
    return [d('ramsch'), ...(pairs.length ? [`${d('cards')} ${pairs.join(' ')}`] : [])];
  }
  if (!r.declarer) return [];
  const head = [d('declarer'), writeName(r.declarer)];
  const game = r.skatGame;
  if (game) head.push(w.word('skat-game', game));
  const spitzen = whole(r.spitzen);
  if (game && SUITS_AND_GRAND.has(game) && spitzen !== undefined && spitzen > 0)
    head.push(w.word('skat-part', r.with === false ? 'without' : 'with'), String(spitzen));
  if (r.hand) head.push(w.word('skat-part', 'hand'));
  if (r.ouvert) head.push(w.word('skat-part', 'ouvert'));
  const lines = [head.join(' ')];
  // Announcements only in a Hand game and never in Null; a suit or Grand ouvert is announced Schwarz already.
  if (r.announce && game !== 'null' && r.hand && !r.ouvert)
    lines.push(`${d('announce')} ${w.word('skat-level', r.announce)}`);
  const bid = whole(r.bid);
  if (bid !== undefined) lines.push(`${d('bid')} ${bid}`);
  const cards = whole(r.cards);
  if (cards !== undefined) lines.push(`${d('cards')} ${cards}`);
  const tricks = whole(r.tricks);
  if (tricks !== undefined) lines.push(`${d('tricks')} ${tricks}`);
  if (r.outcome) lines.push(d(r.outcome));
  // Re answers a Kontra, Supra a Re: each writes the lines below it too.
  if (r.kontra) {
    const order = ['kontra', 're', 'supra'] as const;
    for (const k of order.slice(0, order.indexOf(r.kontra) + 1)) lines.push(d(k));
  }
  return lines;
}

/** The answers with every player named as written. */
export function withNames(input: RoundInput, written: (name: string) => string): RoundInput {
  const r = input as SkatRoundInput;
  const out: SkatRoundInput = { ...r };
  if (r.declarer !== undefined) out.declarer = written(r.declarer);
  if (r.ramschCards)
    out.ramschCards = Object.fromEntries(Object.entries(r.ramschCards).map(([n, v]) => [written(n), v]));
  return out;
}
