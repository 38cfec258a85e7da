// Property (rules/doppelkopf.md Part A, version 2): a random legal deal written trick by trick and the same deal
// written
// as summary lines score alike — every special point, in every game type. The summary lines are worked out here from
// the played tricks by Part A (a fox is a ♦A that is trump, Karlchen needs ♣J as a trump, each caught card counts),
// not read off the engine's trick library.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { doppelkopfDeck } from '../../../src/games/doppelkopf/steps/trickRules';
import {
  doppelkopfAllowed,
  doppelkopfTrickWinner,
  type DoppelkopfTrump,
} from '../../../src/games/doppelkopf/steps/trickRules';
import type { Card } from '../../../src/format/ast';
import { mulberry32, play } from '../tricks/deals';

const PLAYERS = ['Anna', 'Ben', 'Clara', 'Dora'];
const SOLOS = ['queens', 'jacks', 'clubs', 'spades', 'hearts', 'diamonds', 'fleshless'] as const;
const GAMES = ['normal', 'normal', 'marriage', 'poverty', ...SOLOS] as const;
type Party = 're' | 'kontra';

const AUGEN: Record<string, number> = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0 };
/** Where ♦A is a trump (a fox exists) and where ♣J is (Karlchen exists): Part A, version 2. */
const FOX_EXISTS = new Set<DoppelkopfTrump>(['normal', 'diamonds']);
const KARLCHEN_EXISTS = new Set<DoppelkopfTrump>(['normal', 'jacks', 'clubs', 'spades', 'hearts', 'diamonds']);
const is = (c: Card, suit: Card['suit'], rank: Card['rank']) => c.suit === suit && c.rank === rank;
const errors = (a: ReturnType<typeof analyzeScore>) =>
  a.problems.filter((p) => p.severity === 'error').map((p) => `${p.code}: ${p.message}`);

describe('random legal deals: the tricks and the summary lines worked out from them by Part A score alike', () => {
  const arb = fc.record({
    seed: fc.integer(),
    game: fc.constantFrom(...GAMES),
    who: fc.integer({ min: 0, max: 3 }),
    partnerOffset: fc.integer({ min: 1, max: 3 }),
    nines: fc.boolean(),
    dulle: fc.constantFrom('first-wins', 'second-wins'),
    fox: fc.boolean(),
    doppelkopf: fc.boolean(),
    karlchen: fc.boolean(),
    karlchenCaught: fc.boolean(),
    dulleCaught: fc.boolean(),
    foxLast: fc.constantFrom('1', '2', 'point'),
    specialsInSolo: fc.boolean(),
    announce: fc.constantFrom('', '  announce re\n', '  announce kontra\n', '  announce re no90\n  announce kontra\n'),
    dropOne: fc.boolean(),
  });
  it('same outcome, scores and working; tricks plus the summary lines raise no error', () => {
    fc.assert(
      fc.property(arb, (a) => {
        const onOff = (b: boolean) => (b ? 'on' : 'off');
        const header =
          `game doppelkopf\nplayers ${PLAYERS.join(' ')}\nset poverty on\n` +
          `set nines ${onOff(a.nines)}\nset dulle ${a.dulle}\nset fox ${onOff(a.fox)}\n` +
          `set doppelkopf ${onOff(a.doppelkopf)}\nset karlchen ${onOff(a.karlchen)}\n` +
          `set karlchen-caught ${onOff(a.karlchenCaught)}\nset fox-last-trick ${a.foxLast}\n` +
          `set dulle-caught ${onOff(a.dulleCaught)}\n` +
          `set specials-in-solo ${onOff(a.specialsInSolo)}\n`;
        const soloKind = (SOLOS as readonly string[]).includes(a.game) ? (a.game as DoppelkopfTrump) : undefined;
        const kind: DoppelkopfTrump = soloKind ?? 'normal';
        const perDeal = a.nines ? 12 : 10;
        // A marriage: the bride holds both ♣Q (swapped into her hand).
        const arrange = (hands: Card[][]) => {
          if (a.game !== 'marriage') return;
          const mine = hands[a.who];
          for (let p = 0; p < 4; p++) {
            if (p === a.who) continue;
            for (let i = 0; i < hands[p].length; i++) {
              if (!is(hands[p][i], 'clubs', 'Q')) continue;
              const j = mine.findIndex((c) => !is(c, 'clubs', 'Q'));
              [hands[p][i], mine[j]] = [mine[j], hands[p][i]];
            }
          }
        };
        const deal = play(
          doppelkopfDeck(a.nines),
          mulberry32(a.seed),
          (hand, before) =>
            doppelkopfAllowed(
              hand,
              before.map((b) => b.card),
              kind,
            ).cards,
          (cards, t) => doppelkopfTrickWinner(cards, { kind, dulle: a.dulle, lastTrick: t === perDeal }),
          PLAYERS,
          arrange,
        );

        // Parties and the game as the summary lines state it; `declTricks` is what the trick-by-trick round declares.
        const name = (i: number) => PLAYERS[i];
        const holders = [0, 1, 2, 3].filter((p) => deal.hands[p].some((c) => is(c, 'clubs', 'Q')));
        let re: number[];
        let declLines: string;
        let declTricks = '';
        let solo: boolean;
        if (soloKind) {
          re = [a.who];
          declLines = declTricks = `solo ${name(a.who)} ${soloKind}`;
          solo = true;
        } else if (a.game === 'poverty') {
          re = [a.who, (a.who + a.partnerOffset) % 4];
          declLines = declTricks = `poverty ${name(re[0])} with ${name(re[1])}`;
          solo = false;
        } else if (holders.length === 1) {
          const bride = holders[0];
          if (a.game === 'marriage') {
            // The partner: the first of tricks 1–3 won by someone else (marriage-partner first-trick); none → alone.
            const first = deal.tricks.slice(0, 3).find((t) => t.winner !== bride);
            re = first ? [bride, first.winner] : [bride];
            declLines = first ? `marriage ${name(bride)} with ${name(first.winner)}` : `marriage ${name(bride)} alone`;
            declTricks = `marriage ${name(bride)}`;
            solo = !first;
          } else {
            re = [bride];
            declLines = `silent-marriage ${name(bride)}`;
            solo = true;
          }
        } else {
          re = holders;
          declLines = `re ${holders.map(name).join(' ')}`;
          solo = false;
        }
        const partyOf = (p: number): Party => (re.includes(p) ? 're' : 'kontra');

        // Card points, tricks and special points, trick by trick.
        const cards = { re: 0, kontra: 0 };
        const tricks = { re: 0, kontra: 0 };
        const items: Record<Party, string[]> = { re: [], kontra: [] };
        deal.tricks.forEach((t, i) => {
          const w = partyOf(t.winner);
          const value = t.plays.reduce((s, p) => s + AUGEN[p.card.rank], 0);
          const last = i === deal.tricks.length - 1;
          cards[w] += value;
          tricks[w] += 1;
          if (FOX_EXISTS.has(kind))
            for (const p of t.plays)
              if (is(p.card, 'diamonds', 'A') && partyOf(p.player) !== w)
                items[w].push(last ? 'fox-last-trick' : 'fox');
          if (value >= 40) items[w].push('doppelkopf');
          // Dulle gefangen: the winning ♥10 was played after the other party's ♥10 (only under second-wins).
          if (a.dulleCaught && a.dulle === 'second-wins') {
            const at = t.plays.findIndex((p) => p.player === t.winner);
            const first = t.plays.findIndex((p) => is(p.card, 'hearts', '10'));
            if (is(t.plays[at].card, 'hearts', '10') && first < at && partyOf(t.plays[first].player) !== w)
              items[w].push('dulle-caught');
          }
          // Fuchs am Ende (fox-last-trick point): the card that won the last trick is a fox.
          if (last && a.foxLast === 'point' && FOX_EXISTS.has(kind)) {
            const winning = t.plays.find((p) => p.player === t.winner)!.card;
            if (is(winning, 'diamonds', 'A')) items[w].push('fox-last');
          }
          if (last && KARLCHEN_EXISTS.has(kind)) {
            const winning = t.plays.find((p) => p.player === t.winner)!.card;
            if (is(winning, 'clubs', 'J')) items[w].push('karlchen');
            if (a.karlchenCaught)
              for (const p of t.plays)
                if (is(p.card, 'clubs', 'J') && partyOf(p.player) !== w) items[w].push('karlchen-caught');
          }
        });
        // Special points are written only where they count: not in a solo unless specials-in-solo on.
        const writes = !solo || a.specialsInSolo;
        const extras = (drop: boolean) =>
          (['re', 'kontra'] as const).flatMap((p) => {
            const list = drop && p === 're' ? items.re.slice(1) : items[p];
            return writes && list.length ? [`  extras ${p} ${list.join(' ')}`] : [];
          });
        const summary = (drop: boolean) =>
          [
            `  ${declLines}`,
            `  cards re ${cards.re} kontra ${cards.kontra}`,
            `  tricks re ${tricks.re} kontra ${tricks.kontra}`,
            ...extras(drop),
          ].join('\n') + '\n';
        const trickLines = deal.lines.map((l) => `  ${l}\n`).join('');

        const fromTricks = analyzeScore(
          `${header}round\n${declTricks ? `  ${declTricks}\n` : ''}${a.announce}${trickLines}`,
        );
        expect(errors(fromTricks)).toEqual([]);
        const fromLines = analyzeScore(`${header}round\n${summary(false)}${a.announce}`);
        expect(errors(fromLines)).toEqual([]);
        expect(Object.keys(fromLines.rounds[0].scores)).toHaveLength(4);
        expect(fromTricks.rounds[0].doppelkopf?.gameType).toBe(fromLines.rounds[0].doppelkopf?.gameType);
        expect(fromTricks.rounds[0].outcome).toBe(fromLines.rounds[0].outcome);
        expect(fromTricks.rounds[0].breakdown).toEqual(fromLines.rounds[0].breakdown);
        expect(fromTricks.rounds[0].scores).toEqual(fromLines.rounds[0].scores);

        // Both at once: agreeing lines raise no error; a line that leaves an item out is at most a warning.
        const both = analyzeScore(`${header}round\n${summary(a.dropOne)}${a.announce}${trickLines}`);
        expect(errors(both)).toEqual([]);
        expect(both.rounds[0].scores).toEqual(fromLines.rounds[0].scores);
      }),
      { numRuns: 200 },
    );
  });
});
