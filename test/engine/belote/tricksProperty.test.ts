// Property: for random legal Belote/Coinche deals, scoring from the written tricks equals scoring from the same facts written as summary lines.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/engine/analyze';
import { beloteRules, resolveRules } from '../../../src/engine/rules';
import { beloteDeck } from '../../../src/engine/tricks';
import { analyzeBeloteTricks } from '../../../src/engine/belote/trickDeal';
import { beloteAllowed, beloteLegalityOptions, beloteTrickWinner } from '../../../src/engine/belote/trickRules';
import type { TrumpKind } from '../../../src/format/ast';
import { parseScore } from '../../../src/format/parse';
import { mulberry32, play } from '../tricks/deals';

const SEATS = ['Nord', 'Ost', 'Süd', 'West'];
const TEAMS = ['Nord-Süd', 'Ost-West'];

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
  });
  it('same outcome and scores; tricks plus agreeing summary lines raise no error', () => {
    fc.assert(
      fc.property(arb, ({ seed, game, preset, trump, allTrump, taker, contract, modifier }) => {
        const header = `game ${game}\nplayers ${SEATS.join(' ')}\nrules ${preset}\n${allTrump ? `set all-trump-values ${allTrump}\n` : ''}`;
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
        const fromTricks = analyzeScore(`${header}round\n${bid}${tricks}`);
        expect(fromTricks.problems.filter((p) => p.severity === 'error')).toEqual([]);

        // The same facts as summary lines, read off the trick library.
        const round = parseScore(`${header}round\n${bid}${tricks}`).rounds[0];
        const d = analyzeBeloteTricks(round, { players: SEATS, rules, trump }).derived!;
        const summary = [
          `  cards ${TEAMS[0]} ${d.cardPoints[0]}, ${TEAMS[1]} ${d.cardPoints[1]}`,
          `  last ${TEAMS[d.lastTrick.team]}`,
          ...d.belotes.map((b) => `  belote ${SEATS[b.player]}`),
          ...(d.capot !== undefined ? [`  capot ${TEAMS[d.capot]}`] : []),
          ...(game === 'coinche' && d.generale !== undefined ? [`  generale ${SEATS[d.generale]}`] : []),
        ].join('\n');
        const fromLines = analyzeScore(`${header}round\n${bid}${summary}\n`);
        expect(fromLines.problems.filter((p) => p.severity === 'error')).toEqual([]);
        expect(Object.keys(fromLines.rounds[0].scores)).toHaveLength(2);
        expect(fromTricks.rounds[0].outcome).toBe(fromLines.rounds[0].outcome);
        expect(fromTricks.rounds[0].scores).toEqual(fromLines.rounds[0].scores);
        expect(fromTricks.rounds[0].belote?.raw).toEqual(fromLines.rounds[0].belote?.raw);

        const both = analyzeScore(`${header}round\n${bid}${summary}\n${tricks}`);
        expect(both.problems.filter((p) => p.severity === 'error')).toEqual([]);
        expect(both.rounds[0].scores).toEqual(fromLines.rounds[0].scores);
      }),
      { numRuns: 150 },
    );
  });
});
