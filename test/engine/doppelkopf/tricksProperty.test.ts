// Property: for random legal Doppelkopf deals, scoring from the written tricks equals scoring from the same facts written as summary lines.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/engine/analyze';
import { doppelkopfRules, resolveRules } from '../../../src/engine/rules';
import { doppelkopfDeck } from '../../../src/engine/tricks';
import { analyzeDoppelkopfTricks, doppelkopfGameFromRound } from '../../../src/engine/doppelkopf/trickDeal';
import {
  doppelkopfAllowed,
  doppelkopfTrickWinner,
  type DoppelkopfTrump,
} from '../../../src/engine/doppelkopf/trickRules';
import { parseScore } from '../../../src/format/parse';
import { mulberry32, play } from '../tricks/deals';

const PLAYERS = ['Anna', 'Ben', 'Clara', 'Dora'];
const KINDS: DoppelkopfTrump[] = [
  'normal',
  'normal',
  'normal',
  'queens',
  'jacks',
  'clubs',
  'spades',
  'hearts',
  'diamonds',
  'fleshless',
];

describe('random legal deals: derived facts score like written summary lines', () => {
  const arb = fc.record({
    seed: fc.integer(),
    kind: fc.constantFrom(...KINDS),
    soloist: fc.integer({ min: 0, max: 3 }),
    nines: fc.boolean(),
    dulle: fc.constantFrom('first-wins', 'second-wins'),
    karlchenCaught: fc.boolean(),
    foxLast: fc.constantFrom('1', '2'),
    specialsInSolo: fc.boolean(),
    announce: fc.constantFrom('', '  announce re\n', '  announce kontra\n', '  announce re no90\n  announce kontra\n'),
  });
  it('same outcome and scores; tricks plus agreeing summary lines raise no error', () => {
    fc.assert(
      fc.property(arb, ({ seed, kind, soloist, nines, dulle, karlchenCaught, foxLast, specialsInSolo, announce }) => {
        const header =
          `game doppelkopf\nplayers ${PLAYERS.join(' ')}\n` +
          `set nines ${nines ? 'on' : 'off'}\nset dulle ${dulle}\nset karlchen-caught ${karlchenCaught ? 'on' : 'off'}\n` +
          `set fox-last-trick ${foxLast}\nset specials-in-solo ${specialsInSolo ? 'on' : 'off'}\n`;
        const { rules } = resolveRules(parseScore(header).header, 'doppelkopf');
        const perDeal = nines ? 12 : 10;
        const deal = play(
          doppelkopfDeck(nines),
          mulberry32(seed),
          (hand, before) =>
            doppelkopfAllowed(
              hand,
              before.map((b) => b.card),
              kind,
            ).cards,
          (cards, t) => doppelkopfTrickWinner(cards, { kind, dulle, lastTrick: t === perDeal }),
          PLAYERS,
        );
        const decl = kind === 'normal' ? '' : `  solo ${PLAYERS[soloist]} ${kind}\n`;
        const tricks = deal.lines.map((l) => `  ${l}\n`).join('');
        const text = `${header}round\n${decl}${announce}${tricks}`;
        const fromTricks = analyzeScore(text);
        expect(fromTricks.problems.filter((p) => p.severity === 'error')).toEqual([]);

        // The same facts as summary lines, read off the trick library.
        const round = parseScore(text).rounds[0];
        const d = analyzeDoppelkopfTricks(round, {
          players: PLAYERS,
          rules: doppelkopfRules(rules.values),
          game: doppelkopfGameFromRound(round),
        }).derived!;
        const normal = kind === 'normal' && d.silentMarriage === undefined;
        const party = (p: 're' | 'kontra') => {
          const items = [
            ...d.foxes.filter((f) => f.party === p).map((f) => (f.lastTrick ? 'fox-last-trick' : 'fox')),
            ...d.doppelkopfs.filter((k) => k.party === p).map(() => 'doppelkopf'),
            ...(d.karlchen?.party === p ? ['karlchen'] : []),
            ...(karlchenCaught && d.karlchenCaught?.party === p ? ['karlchen-caught'] : []),
          ];
          return items.length ? [`  extras ${p} ${items.join(' ')}`] : [];
        };
        const lines = [
          kind !== 'normal'
            ? decl.trimEnd()
            : d.silentMarriage !== undefined
              ? `  silent-marriage ${PLAYERS[d.silentMarriage]}`
              : `  re ${d.re.map((i) => PLAYERS[i]).join(' ')}`,
          `  cards re ${d.cardPoints.re} kontra ${d.cardPoints.kontra}`,
          `  tricks re ${d.tricks.re} kontra ${d.tricks.kontra}`,
          // Special points are written only where they count (normal games, or solos with specials-in-solo on).
          ...(normal || specialsInSolo ? [...party('re'), ...party('kontra')] : []),
        ];
        const fromLines = analyzeScore(`${header}round\n${lines.join('\n')}\n${announce}`);
        expect(fromLines.problems.filter((p) => p.severity === 'error')).toEqual([]);
        expect(Object.keys(fromLines.rounds[0].scores)).toHaveLength(4);
        expect(fromTricks.rounds[0].outcome).toBe(fromLines.rounds[0].outcome);
        expect(fromTricks.rounds[0].scores).toEqual(fromLines.rounds[0].scores);

        const both = analyzeScore(`${header}round\n${lines.join('\n')}\n${announce}${tricks}`);
        expect(both.problems.filter((p) => p.severity === 'error')).toEqual([]);
        expect(both.rounds[0].scores).toEqual(fromLines.rounds[0].scores);
      }),
      { numRuns: 150 },
    );
  });
});
