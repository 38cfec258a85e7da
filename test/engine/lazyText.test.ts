// The English texts the engine renders only when read (a breakdown line's `item`, a round's `summary`): the same
// text, and the same JSON, as when they were rendered for every round.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/engine/analyze';
import { render } from '../../src/messages';

const EXAMPLES = ['belote-game', 'coinche-game', 'coinche-partie', 'doppelkopf-evening', 'doppelkopf-abend'];

describe.each(EXAMPLES)('examples/%s.score', (name) => {
  const a = analyzeScore(readFileSync(`examples/${name}.score`, 'utf8'));

  it('every breakdown line reads as its message in English, and its JSON has the keys in the contract order', () => {
    expect(a.rounds.length).toBeGreaterThan(0);
    for (const r of a.rounds)
      for (const b of r.breakdown) {
        if (b.label) expect(b.item).toBe(render(b.label));
        const json = JSON.parse(JSON.stringify(b)) as Record<string, unknown>;
        const keys = ['item', 'label', 'points', 'factor', 'side'].filter((k) => k in json);
        expect(Object.keys(json)).toEqual(keys);
        expect(json.item).toBe(b.item);
        for (const k of ['points', 'factor', 'side'] as const) expect(json[k]).toBe(b[k]);
      }
  });

  it("a round's summary is its message in English, the same when read again, and part of its JSON", () => {
    for (const r of a.rounds) {
      expect(r.summary).toBe(r.summaryMsg ? render(r.summaryMsg) : '');
      expect(r.summary).toBe(r.summary);
      const json = JSON.parse(JSON.stringify(r)) as Record<string, unknown>;
      expect(Object.keys(json).slice(0, 9)).toEqual([
        'index',
        'line',
        'range',
        'outcome',
        'scores',
        'running',
        'breakdown',
        'summary',
        'errors',
      ]);
      expect(json.summary).toBe(r.summary);
    }
  });
});

describe('a Coinche round worked by hand (belote.md: 80 ♥ made, 100 + 10 for the last trick)', () => {
  const a = analyzeScore(
    'game coinche\nplayers Nord Ost Süd West\nteams NS EW\n\n' +
      'round\n  contract Süd 80 hearts\n  cards NS 100\n  last NS\n',
  );
  it("reads each team's card points (the taker's with the last trick), and the summary with 190 : 52", () => {
    const r = a.rounds[0];
    expect(r.breakdown.slice(0, 3).map((b) => [b.item, b.points, b.side])).toEqual([
      ['cards', 100, 'NS'],
      ['last trick', 10, 'NS'],
      ['cards', 52, 'EW'],
    ]);
    expect(r.summary).toMatch(/^Süd 80♥ made · NS 190 EW 52$/);
  });
});
