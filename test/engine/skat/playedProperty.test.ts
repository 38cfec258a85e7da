// Issue 37: random deals played to the end — 32 cards dealt 10/10/10 and a skat of 2, a declarer and a game (suits,
// Grand, Null; Hand or not; ouvert; announcements only in Hand games), ten tricks played legally — and the value and
// outcome computed from the cards equal those the engine computes from the facts a round states.
//
// The test works the deal out on its own, from rules/skat.md Part A and B (trumps, following, winners, Spitzen, Augen,
// Schneider/Schwarz, the value, the overbid), without the engine's code. Then the round is written three ways and
// read by the engine, which must agree with that working every time:
//   1. the facts src/games/skat/played.ts derives from the tricks: `with|without N`, `cards N`, `tricks N`;
//   2. only the stated facts: the Spitzen, the levels reached (`schneider`, `schwarz`) and `won`/`lost`/`overbid`;
//   3. both together, which must contradict nothing (no error);
//   4. trick by trick: the declarer line, each player's `hand` (the ten cards held before the first trick, the
//      declarer's after laying the skat away), `skat CARD CARD` and the ten `trick` lines, no fact stated.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card, Rank, Suit } from '../../../src/format/ast';
import { playedFacts, type PlayedTrick } from '../../../src/games/skat/played';
import { row } from './helpers';

type Game = 'clubs' | 'spades' | 'hearts' | 'diamonds' | 'grand' | 'null';

const SUITS: Suit[] = ['clubs', 'spades', 'hearts', 'diamonds'];
const RANKS: Rank[] = ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];
const DECK: Card[] = SUITS.flatMap((suit) => RANKS.map((rank) => ({ suit, rank })));
const AUGEN: Record<Rank, number> = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0, '8': 0, '7': 0 };
const BASE: Record<Exclude<Game, 'null'>, number> = { diamonds: 9, hearts: 10, spades: 11, clubs: 12, grand: 24 };
/** Legal bids (each a game value, §2.4): 18, 20, 22, 23, 24, 27, … up to 120. */
const BIDS = [18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60, 63, 66, 70, 72, 77, 80];

/** Trump order of a suit or Grand game, strongest first: ♣J ♠J ♥J ♦J, then (a suit game) its A 10 K Q 9 8 7. */
function trumps(game: Exclude<Game, 'null'>, jacksOnly = false): string[] {
  const jacks = ['clubs', 'spades', 'hearts', 'diamonds'].map((s) => `${s}J`);
  if (game === 'grand' || jacksOnly) return jacks;
  return [...jacks, ...['A', '10', 'K', 'Q', '9', '8', '7'].map((r) => `${game}${r}`)];
}
const key = (c: Card) => `${c.suit}${c.rank}`;
const SYMBOL: Record<Suit, string> = { clubs: '♣', spades: '♠', hearts: '♥', diamonds: '♦' };
const written = (c: Card) => `${SYMBOL[c.suit]}${c.rank}`;

/** Which "suit" a card is for following: `T` for a trump, else its suit. */
function colour(game: Game, c: Card): string {
  if (game === 'null') return c.suit;
  return trumps(game).includes(key(c)) ? 'T' : c.suit;
}

/** Strength within what was led: trumps above everything, the led suit above the rest, others nothing. */
function strength(game: Game, c: Card, led: Card): number {
  if (game === 'null') return c.suit === led.suit ? 10 - ['A', 'K', 'Q', 'J', '10', '9', '8', '7'].indexOf(c.rank) : 0;
  const t = trumps(game).indexOf(key(c));
  if (t >= 0) return 100 - t;
  return c.suit === led.suit ? 10 - ['A', '10', 'K', 'Q', '9', '8', '7'].indexOf(c.rank) : 0;
}

interface Deal {
  game: Game;
  declarer: number;
  hand: boolean;
  ouvert: boolean;
  announce?: 'schneider' | 'schwarz';
  bid?: number;
  jacksOnly: boolean;
  /** The `hand` on a line of its own rather than on the declarer line; German words. */
  handLine: boolean;
  german: boolean;
}

interface Played {
  tricks: PlayedTrick[];
  skat: Card[];
  /** The declarer's twelve cards: his ten as dealt and the skat. */
  twelve: Card[];
}

/** Deals the shuffled deck (A deals: B, seat 1, leads the first trick) and plays it with the choices given. */
function play(deal: Deal, deck: Card[], choices: number[]): Played {
  const hands = [deck.slice(0, 10), deck.slice(10, 20), deck.slice(20, 30)];
  let skat = deck.slice(30, 32);
  const twelve = [...hands[deal.declarer], ...skat];
  let pick = 0;
  const choose = <T>(xs: T[]): T => xs[choices[pick++ % choices.length] % xs.length];
  // Not a Hand game: the declarer takes up the skat and lays two cards away.
  const pickUp = !deal.hand && !(deal.ouvert && deal.game !== 'null');
  if (pickUp) {
    const all = [...hands[deal.declarer], ...skat];
    const first = choose(all);
    const rest = all.filter((c) => c !== first);
    const second = choose(rest);
    skat = [first, second];
    hands[deal.declarer] = rest.filter((c) => c !== second);
  }
  const tricks: PlayedTrick[] = [];
  let leader = 1;
  for (let t = 0; t < 10; t++) {
    const plays: { player: number; card: Card }[] = [];
    for (let k = 0; k < 3; k++) {
      const p = (leader + k) % 3;
      const led = plays[0]?.card;
      const follow = led ? hands[p].filter((c) => colour(deal.game, c) === colour(deal.game, led)) : [];
      const card = choose(follow.length ? follow : hands[p]);
      hands[p] = hands[p].filter((c) => c !== card);
      plays.push({ player: p, card });
    }
    const led = plays[0].card;
    let best = 0;
    for (let i = 1; i < 3; i++)
      if (strength(deal.game, plays[i].card, led) > strength(deal.game, plays[best].card, led)) best = i;
    leader = plays[best].player;
    tricks.push({ plays });
  }
  return { tricks, skat, twelve };
}

interface Working {
  spitzen?: { mit: boolean; n: number };
  cards: number;
  tricks: number;
  schneider: boolean;
  schwarz: boolean;
  outcome: 'won' | 'lost' | 'overbid';
  /** The value charged: V, or for an overbid the lowest multiple of the base value reaching the bid. */
  value: number;
  entry: number;
}

/** The deal worked out from the cards, by the rules (Part A formulas), with the lost-factor 2. */
function work(deal: Deal, p: Played): Working {
  const { game, declarer } = deal;
  let cards = p.skat.reduce((s, c) => s + AUGEN[c.rank], 0);
  let tricks = 0;
  for (const t of p.tricks) {
    const led = t.plays[0].card;
    const winner = t.plays.reduce((b, x) => (strength(game, x.card, led) > strength(game, b.card, led) ? x : b));
    if (winner.player !== declarer) continue;
    tricks++;
    cards += t.plays.reduce((s, x) => s + AUGEN[x.card.rank], 0);
  }
  if (game === 'null') {
    const v = deal.ouvert ? (deal.hand ? 59 : 46) : deal.hand ? 35 : 23;
    const won = tricks === 0;
    return {
      cards,
      tricks,
      schneider: false,
      schwarz: false,
      outcome: won ? 'won' : 'lost',
      value: v,
      entry: won ? v : -2 * v,
    };
  }
  const run = trumps(game, deal.jacksOnly).map((k) => p.twelve.some((c) => key(c) === k));
  let n = 0;
  while (n < run.length && run[n] === run[0]) n++;
  const spitzen = { mit: run[0], n };
  const schwarzAnnounced = deal.ouvert || deal.announce === 'schwarz';
  const schneiderAnnounced = schwarzAnnounced || deal.announce === 'schneider';
  const schwarz = tricks === 0 || tricks === 10;
  const schneider = schwarz || cards >= 90 || cards <= 30;
  const won = schwarzAnnounced ? tricks === 10 : schneiderAnnounced ? cards >= 90 : cards >= 61;
  const levels =
    n +
    1 + // Spiel
    (deal.hand || deal.ouvert ? 1 : 0) +
    (schneider || schneiderAnnounced ? 1 : 0) +
    (schneiderAnnounced ? 1 : 0) +
    (schwarz || schwarzAnnounced ? 1 : 0) +
    (schwarzAnnounced ? 1 : 0) +
    (deal.ouvert ? 1 : 0);
  const base = BASE[game];
  const v = base * levels;
  const common = { spitzen, cards, tricks, schneider, schwarz };
  if (deal.bid !== undefined && v < deal.bid) {
    const charged = Math.ceil(deal.bid / base) * base;
    return { ...common, outcome: 'overbid', value: charged, entry: -2 * charged };
  }
  return { ...common, outcome: won ? 'won' : 'lost', value: v, entry: won ? v : -2 * v };
}

const DE: Record<string, string> = {
  declarer: 'alleinspieler',
  clubs: 'kreuz',
  spades: 'pik',
  hearts: 'herz',
  diamonds: 'karo',
  with: 'mit',
  without: 'ohne',
  ouvert: 'offen',
  announce: 'ansage',
  bid: 'gereizt',
  cards: 'augen',
  tricks: 'stiche',
  won: 'gewonnen',
  lost: 'verloren',
  overbid: 'überreizt',
};

/** The round's lines: the declarer line, then `from` the played facts, the stated ones, or both. */
function lines(deal: Deal, w: Working, facts: ReturnType<typeof playedFacts>, from: 'played' | 'stated' | 'both') {
  const say = (word: string) => (deal.german ? (DE[word] ?? word) : word);
  const who = 'ABC'[deal.declarer];
  const head = [say('declarer'), who, say(deal.game)];
  const spitzen = from === 'stated' ? w.spitzen : facts.spitzen;
  if (spitzen) head.push(say(spitzen.mit ? 'with' : 'without'), String(spitzen.n));
  if (deal.hand && !deal.handLine) head.push('hand');
  if (deal.ouvert) head.push(say('ouvert'));
  const out = [head.join(' ')];
  if (deal.hand && deal.handLine) out.push('hand');
  if (deal.announce) out.push(`${say('announce')} ${deal.announce}`);
  if (deal.bid !== undefined) out.push(`${say('bid')} ${deal.bid}`);
  if (from !== 'stated') out.push(`${say('cards')} ${facts.cards}`, `${say('tricks')} ${facts.tricks}`);
  if (from !== 'played') {
    if (w.schwarz) out.push('schwarz');
    else if (w.schneider) out.push('schneider');
    out.push(say(w.outcome));
  }
  return out;
}

/** The round trick by trick: the declarer line without Spitzen, the hands, the skat, the ten tricks. */
function trickLines(deal: Deal, p: Played): string[] {
  const say = (word: string) => (deal.german ? (DE[word] ?? word) : word);
  const who = 'ABC'[deal.declarer];
  const head = [say('declarer'), who, say(deal.game)];
  if (deal.hand && !deal.handLine) head.push('hand');
  if (deal.ouvert) head.push(say('ouvert'));
  const out = [head.join(' ')];
  if (deal.hand && deal.handLine) out.push('hand');
  if (deal.announce) out.push(`${say('announce')} ${deal.announce}`);
  if (deal.bid !== undefined) out.push(`${say('bid')} ${deal.bid}`);
  for (let seat = 0; seat < 3; seat++) {
    const held = p.tricks.flatMap((t) => t.plays.filter((x) => x.player === seat).map((x) => written(x.card)));
    out.push(`hand ${'ABC'[seat]} ${held.join(' ')}`);
  }
  out.push(`skat ${p.skat.map(written).join(' ')}`);
  for (const t of p.tricks) out.push(`trick ${t.plays.map((x) => `${'ABC'[x.player]} ${written(x.card)}`).join(', ')}`);
  return out;
}

const gameArb = fc.constantFrom<Game>('clubs', 'spades', 'hearts', 'diamonds', 'grand', 'null');
const dealArb = fc
  .record({
    game: gameArb,
    declarer: fc.integer({ min: 0, max: 2 }),
    hand: fc.boolean(),
    ouvert: fc.integer({ min: 0, max: 5 }).map((x) => x === 0),
    announce: fc.constantFrom<undefined | 'schneider' | 'schwarz'>(undefined, undefined, 'schneider', 'schwarz'),
    bid: fc.option(fc.constantFrom(...BIDS), { nil: undefined }),
    jacksOnly: fc.integer({ min: 0, max: 3 }).map((x) => x === 0),
    handLine: fc.boolean(),
    german: fc.boolean(),
  })
  .map((d): Deal => {
    // Announcements only in a Hand game and never in Null; a suit or Grand ouvert is announced Schwarz already.
    const announce = d.hand && !d.ouvert && d.game !== 'null' ? d.announce : undefined;
    // A Null is announced only when it reaches the bid (a Null below the bid is an error of its own).
    const nullValue = d.ouvert ? (d.hand ? 59 : 46) : d.hand ? 35 : 23;
    const bid = d.game === 'null' && d.bid !== undefined && d.bid > nullValue ? undefined : d.bid;
    return { ...d, announce, bid, jacksOnly: d.jacksOnly && d.game !== 'null' };
  });

describe('random deals played to the end', () => {
  it('the value and outcome from the tricks equal those from the stated facts', () => {
    fc.assert(
      fc.property(
        dealArb,
        fc.shuffledSubarray(DECK, { minLength: 32, maxLength: 32 }),
        fc.array(fc.nat({ max: 1000 }), { minLength: 40, maxLength: 40 }),
        (deal, deck, choices) => {
          const p = play(deal, deck, choices);
          const w = work(deal, p);
          // The played deal's facts, as src/games/skat/played.ts derives them, are the working's.
          const facts = playedFacts(
            { game: deal.game, declarer: deal.declarer, tricks: p.tricks, skat: p.skat },
            { jacksOnly: deal.jacksOnly },
          );
          expect(facts).toEqual({ ...(w.spitzen ? { spitzen: w.spitzen } : {}), cards: w.cards, tricks: w.tricks });
          const header = deal.jacksOnly ? ['set spitzen-count jacks'] : [];
          const who = 'ABC'[deal.declarer];
          for (const from of ['played', 'stated', 'both', 'tricks'] as const) {
            const r = row(from === 'tricks' ? trickLines(deal, p) : lines(deal, w, facts, from), header);
            const errors = r.a.problems.filter((x) => x.severity === 'error').map((x) => x.message);
            expect({ from, errors }).toEqual({ from, errors: [] });
            expect({ from, outcome: r.a.rounds[0]?.outcome, entry: r.scores[who] }).toEqual({
              from,
              outcome: w.outcome,
              entry: w.entry,
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
