// Property: for random legal Belote/Coinche deals, scoring from the written tricks equals scoring from the same facts
// written as summary lines — card points, last trick, every belote, capot and générale worked out here from the played
// tricks by belote.md (Part B §3 card values), not read off the engine's trick library — with announcements stated in
// both, under either coinched-value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { resolveRules } from '../../helpers/rules';
import { beloteRules } from '../../../src/games/belote/rules';
import { beloteDeck } from '../../../src/games/belote/steps/trickDeal';
import { beloteAllowed, beloteLegalityOptions, beloteTrickWinner } from '../../../src/games/belote/steps/trickRules';
import type { Card, Rank } from '../../../src/format/ast';
import type { TrumpKind } from '../../../src/games/belote/syntax/itemTypes';
import { parseScore } from '../../../src/games/syntax';
import { mulberry32, play } from '../tricks/deals';

const SEATS = ['Nord', 'Ost', 'Süd', 'West'];
const TEAMS = ['Nord-Süd', 'Ost-West'];
type Values = Record<Rank, number>;
const TRUMP: Values = { J: 20, '9': 14, A: 11, '10': 10, K: 4, Q: 3, '8': 0, '7': 0 };
const PLAIN: Values = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0, '8': 0, '7': 0 };
const ALL_TRUMP_FFB: Values = { J: 13, '9': 9, A: 6, '10': 5, K: 3, Q: 2, '8': 0, '7': 0 };
const ALL_TRUMP_PAGAT: Values = { J: 14, '9': 9, A: 6, '10': 5, K: 3, Q: 1, '8': 0, '7': 0 };

/**
 * A card's points (belote.md §3): FFB no-trump raises the ace to 19; FFB classic all-trump is counted raw, then scaled.
 */
function points(card: Card, trump: TrumpKind, game: string, official: boolean, allTrump: string): number {
  if (trump === 'no-trump') return card.rank === 'A' && official ? 19 : PLAIN[card.rank];
  if (trump === 'all-trump') {
    const v = allTrump || (official ? 'ffb' : 'raw');
    return (v === 'pagat' ? ALL_TRUMP_PAGAT : v === 'ffb' && game === 'coinche' ? ALL_TRUMP_FFB : TRUMP)[card.rank];
  }
  return (card.suit === trump ? TRUMP : PLAIN)[card.rank];
}

describe('random legal deals: derived facts score like written summary lines', () => {
  const arb = fc.record({
    seed: fc.integer(),
    game: fc.constantFrom<'belote' | 'coinche'>('belote', 'coinche'),
    preset: fc.constantFrom('house', 'official'),
    trump: fc.constantFrom<TrumpKind>('clubs', 'spades', 'hearts', 'diamonds', 'no-trump', 'all-trump'),
    allTrump: fc.constantFrom('', 'raw', 'ffb', 'pagat'),
    taker: fc.integer({ min: 0, max: 3 }),
    contract: fc.constantFrom<number | string>(80, 90, 100, 110, 120, 130, 140, 150, 160, 'capot', 'generale'),
    modifier: fc.constantFrom('', ' coinche', ' surcoinche'),
    coinchedValue: fc.constantFrom('bracket', 'bid-only'),
    announce: fc.constantFrom('', '  announce Süd tierce\n', '  announce Ost fifty\n', '  announce Nord four-jacks\n'),
  });
  it('same outcome and scores; tricks plus agreeing summary lines raise no error', () => {
    fc.assert(
      fc.property(
        arb,
        ({ seed, game, preset, trump, allTrump, taker, contract, modifier, coinchedValue, announce }) => {
          const header =
            `game ${game}\nplayers ${SEATS.join(' ')}\nrules ${preset}\nset coinched-value ${coinchedValue}\n` +
            `${allTrump ? `set all-trump-values ${allTrump}\n` : ''}`;
          const doc = parseScore(header);
          const { rules: resolved } = resolveRules(doc.header, game);
          const rules = beloteRules(game, resolved.preset, resolved.values);
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
            SEATS,
          );
          const bid =
            game === 'belote'
              ? `  taker ${SEATS[taker]}\n  trump ${trump}\n`
              : `  contract ${SEATS[taker]} ${contract} ${trump}${modifier}\n`;
          const tricks = deal.lines.map((l) => `  ${l}\n`).join('');
          const fromTricks = analyzeScore(`${header}round\n${bid}${announce}${tricks}`);
          expect(fromTricks.problems.filter((p) => p.severity === 'error')).toEqual([]);

          // The same facts as summary lines, worked out from the played tricks.
          const official = preset === 'official';
          const cards = [0, 0];
          const won = [0, 0, 0, 0];
          for (const t of deal.tricks) {
            cards[t.winner % 2] += t.plays.reduce((s, p) => s + points(p.card, trump, game, official, allTrump), 0);
            won[t.winner]++;
          }
          const lastTeam = deal.tricks[deal.tricks.length - 1].winner % 2;
          // A belote: the king and queen of a trump suit played by one player (every suit at all-trump, none at
          // no-trump).
          const trumpSuits =
            trump === 'all-trump'
              ? (['clubs', 'spades', 'hearts', 'diamonds'] as const)
              : trump === 'no-trump'
                ? []
                : [trump];
          const belotes = trumpSuits.flatMap((suit) => {
            const by = (rank: Rank) =>
              deal.tricks.flatMap((t) => t.plays).find((p) => p.card.suit === suit && p.card.rank === rank)!.player;
            return by('K') === by('Q') ? [by('K')] : [];
          });
          const capot = [0, 1].find((team) => won[team] + won[team + 2] === 8);
          const generale = won.findIndex((n) => n === 8);
          const summary = [
            `  cards ${TEAMS[0]} ${cards[0]}, ${TEAMS[1]} ${cards[1]}`,
            `  last ${TEAMS[lastTeam]}`,
            ...belotes.map((p) => `  belote ${SEATS[p]}`),
            ...(capot !== undefined ? [`  capot ${TEAMS[capot]}`] : []),
            ...(game === 'coinche' && generale >= 0 ? [`  generale ${SEATS[generale]}`] : []),
          ].join('\n');
          const fromLines = analyzeScore(`${header}round\n${bid}${announce}${summary}\n`);
          expect(fromLines.problems.filter((p) => p.severity === 'error')).toEqual([]);
          expect(Object.keys(fromLines.rounds[0].scores)).toHaveLength(2);
          expect(fromTricks.rounds[0].outcome).toBe(fromLines.rounds[0].outcome);
          expect(fromTricks.rounds[0].scores).toEqual(fromLines.rounds[0].scores);
          expect(fromTricks.rounds[0].belote?.raw).toEqual(fromLines.rounds[0].belote?.raw);

          const both = analyzeScore(`${header}round\n${bid}${announce}${summary}\n${tricks}`);
          expect(both.problems.filter((p) => p.severity === 'error')).toEqual([]);
          expect(both.rounds[0].scores).toEqual(fromLines.rounds[0].scores);
        },
      ),
      { numRuns: 150 },
    );
  });
});
