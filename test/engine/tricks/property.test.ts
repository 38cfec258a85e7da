// Property tests: random deals played with random legal cards (chosen by the legality rules themselves) always check
// clean and add up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/format/ast';
import type { TrumpKind } from '../../../src/games/belote/syntax/itemTypes';
import { cardKey, formatCard } from '../../../src/engine/tricks/cards';
import { beloteDeck } from '../../../src/games/belote/steps/trickDeal';
import { doppelkopfDeck } from '../../../src/games/doppelkopf/steps/trickRules';
import { dealFor } from '../../../src/games/belote/steps/values';
import { beloteRules } from '../../../src/games/belote/rules';
import { doppelkopfRules } from '../../../src/games/doppelkopf/rules';
import { beloteAllowed, beloteLegalityOptions, beloteTrickWinner } from '../../../src/games/belote/steps/trickRules';
import { analyzeBeloteTricks } from '../../../src/games/belote/steps/trickDeal';
import { analyzeDoppelkopfTricks, type DoppelkopfGame } from '../../../src/games/doppelkopf/steps/trickDeal';
import {
  doppelkopfAllowed,
  type DoppelkopfTrump,
  doppelkopfTrickWinner,
} from '../../../src/games/doppelkopf/steps/trickRules';
import { buildRound } from './build';
import { mulberry32, play } from './deals';

const PLAYERS = ['Anna', 'Ben', 'Clara', 'Dora'];

const sortedKeys = (cs: readonly Card[]) => cs.map(cardKey).sort();

const DK_KINDS: DoppelkopfTrump[] = ['normal', 'queens', 'jacks', 'clubs', 'spades', 'hearts', 'diamonds', 'fleshless'];

describe('random legal Doppelkopf deals', () => {
  const arb = fc.record({
    seed: fc.integer(),
    kind: fc.constantFrom(...DK_KINDS),
    nines: fc.boolean(),
    dulle: fc.constantFrom('first-wins', 'second-wins'),
    handLines: fc.boolean(),
  });
  it('check clean, use every card once, and derive 240 Augen and the right trick count', () => {
    fc.assert(
      fc.property(arb, ({ seed, kind, nines, dulle, handLines }) => {
        const rnd = mulberry32(seed);
        const perDeal = nines ? 12 : 10;
        const deal = play(
          doppelkopfDeck(nines),
          rnd,
          (hand, before) =>
            doppelkopfAllowed(
              hand,
              before.map((b) => b.card),
              kind,
            ).cards,
          (cards, t) => doppelkopfTrickWinner(cards, { kind, dulle, lastTrick: t === perDeal }),
        );
        const hands = handLines ? deal.hands.map((h, i) => `hand ${PLAYERS[i]} ${h.map(formatCard).join(' ')}`) : [];
        const game: DoppelkopfGame = kind === 'normal' ? { type: 'normal' } : { type: 'solo', player: 0, kind };
        const r = analyzeDoppelkopfTricks(buildRound({ players: PLAYERS }, [...hands, ...deal.lines].join('\n')), {
          players: PLAYERS,
          rules: doppelkopfRules({ nines: nines ? 'on' : 'off', dulle }),
          game,
        });
        expect(r.problems).toEqual([]);
        expect(r.complete).toBe(true);
        expect(sortedKeys(deal.plays)).toEqual(sortedKeys(doppelkopfDeck(nines)));
        const d = r.derived!;
        expect(d.cardPoints.re + d.cardPoints.kontra).toBe(240);
        expect(d.cardPoints.byPlayer.reduce((a, b) => a + b, 0)).toBe(240);
        expect(d.tricks.re + d.tricks.kontra).toBe(perDeal);
        expect(r.tricks).toHaveLength(perDeal);
        expect(d.re.length + d.kontra.length).toBe(4);
        expect(d.foxes.length).toBeLessThanOrEqual(2);
        if (kind !== 'normal' && kind !== 'diamonds') expect(d.foxes).toEqual([]);
        for (const dk of d.doppelkopfs) expect(dk.value).toBeGreaterThanOrEqual(40);
        if (d.karlchen) expect(r.tricks[perDeal - 1].winningCard).toEqual({ suit: 'clubs', rank: 'J' });
        expect(d.schwarz === undefined).toBe(d.tricks.re > 0 && d.tricks.kontra > 0);
      }),
      { numRuns: 150 },
    );
  });
  it('a card swapped for another is reported as duplicate and missing, and nothing is derived', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 47 }), fc.integer({ min: 0, max: 47 }), (seed, i, j) => {
        const deck = doppelkopfDeck(true);
        const deal = play(
          deck,
          mulberry32(seed),
          (hand, before) =>
            doppelkopfAllowed(
              hand,
              before.map((b) => b.card),
              'normal',
            ).cards,
          (cards, t) => doppelkopfTrickWinner(cards, { kind: 'normal', lastTrick: t === 12 }),
        );
        fc.pre(cardKey(deal.plays[i]) !== cardKey(deal.plays[j]));
        // Replace play i by the card of play j (a third copy or a missing one), keeping the line shape.
        const words = deal.lines.join('\n').split(/(?<=[♣♠♥♦](?:10|[AKQJ9]))/);
        words[i] = words[i].replace(/[♣♠♥♦](10|[AKQJ9])$/, formatCard(deal.plays[j]));
        const r = analyzeDoppelkopfTricks(buildRound({ players: PLAYERS }, words.join('')), {
          players: PLAYERS,
          rules: doppelkopfRules(),
          game: { type: 'normal' },
        });
        const codes = r.problems.map((p) => p.code);
        expect(codes).toContain('missing-card');
        expect(codes).toContain('duplicate-card');
        expect(r.derived).toBeUndefined();
      }),
      { numRuns: 60 },
    );
  });
});

describe('random legal Belote deals', () => {
  const arb = fc.record({
    seed: fc.integer(),
    trump: fc.constantFrom<TrumpKind>('clubs', 'spades', 'hearts', 'diamonds', 'no-trump', 'all-trump'),
    game: fc.constantFrom<'belote' | 'coinche'>('belote', 'coinche'),
    overtrump: fc.constantFrom('on', 'off'),
    partnerMaster: fc.constantFrom('on', 'off'),
    ace: fc.constantFrom('11', '19'),
    allTrump: fc.constantFrom('raw', 'ffb', 'pagat'),
    handLines: fc.boolean(),
  });
  it(
    'check clean and derive the profile’s card total, 8 ' + 'tricks, one last trick, consistent belote/capot/générale',
    () => {
      fc.assert(
        fc.property(arb, ({ seed, trump, game, overtrump, partnerMaster, ace, allTrump, handLines }) => {
          const values = {
            overtrump,
            'partner-master': partnerMaster,
            'no-trump-ace': ace,
            'all-trump-values': allTrump,
          };
          const rules = beloteRules(game, 'house', values);
          const opts = beloteLegalityOptions(rules, trump);
          const deal = play(
            beloteDeck(),
            mulberry32(seed),
            (hand, before, player) =>
              beloteAllowed(
                hand,
                before.map((b) => ({ card: b.card, seat: b.player })),
                player,
                opts,
              ).cards,
            (cards) => beloteTrickWinner(cards, trump),
          );
          const hands = handLines ? deal.hands.map((h, i) => `hand ${PLAYERS[i]} ${h.map(formatCard).join(' ')}`) : [];
          const r = analyzeBeloteTricks(buildRound({ players: PLAYERS }, [...hands, ...deal.lines].join('\n')), {
            players: PLAYERS,
            rules,
            trump,
          });
          expect(r.problems).toEqual([]);
          expect(sortedKeys(deal.plays)).toEqual(sortedKeys(beloteDeck()));
          const d = r.derived!;
          // belote.md §8 check 5, by hand: suit 152; no-trump 4 × 30 = 120 (ace 11) or 4 × 38 = 152 (ace 19);
          // all-trump raw 4 × 62 = 248 (also FFB classic, scaled only when scoring), FFB coinche and pagat 4 × 38 =
          // 152.
          const total =
            trump === 'no-trump'
              ? ace === '19'
                ? 152
                : 120
              : trump !== 'all-trump'
                ? 152
                : allTrump === 'pagat' || (allTrump === 'ffb' && game === 'coinche')
                  ? 152
                  : 248;
          expect(dealFor(trump, rules).cards).toBe(total);
          expect(d.cardPoints[0] + d.cardPoints[1]).toBe(total);
          expect(d.deckTotal).toBe(total);
          expect(d.tricks[0] + d.tricks[1]).toBe(8);
          expect(d.lastTrick.trick).toBe(8);
          expect(d.belotes.length).toBeLessThanOrEqual(trump === 'all-trump' ? 4 : trump === 'no-trump' ? 0 : 1);
          expect(d.capot !== undefined).toBe(d.tricks[0] === 8 || d.tricks[1] === 8);
          if (d.generale !== undefined) expect(d.capot).toBe(d.generale % 2);
        }),
        { numRuns: 200 },
      );
    },
  );
});
