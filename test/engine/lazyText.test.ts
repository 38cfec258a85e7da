// What the engine works out only when it is read (a breakdown line's English `item`, a round's `summary`, a Belote
// or Coinche round's breakdown): the same text, and the same JSON, as when it was made for every round.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeScore, createAnalyzer } from '../../src/analysis/analyze';
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

describe('a Belote or Coinche breakdown, worked out when it is read', () => {
  // Two rounds of 80 ♥ made with 100 in cards and the last trick: 190 for NS each time, so NS reaches 380 ≥ 300 in
  // round 2 and wins game 1 — a line the round's own scoring does not make, only the game's sequence.
  const round = ['round', '  contract Süd 80 hearts', '  cards NS 100', '  last NS', ''];
  const text = ['game coinche', 'players Nord Ost Süd West', 'teams NS EW', 'target 300', '', ...round, ...round].join(
    '\n',
  );

  it("has the round's lines and the end of the game, as the rules make them", () => {
    const r = analyzeScore(text).rounds[1];
    expect(r.breakdown.slice(0, 3).map((b) => [b.item, b.points, b.side])).toEqual([
      ['cards', 100, 'NS'],
      ['last trick', 10, 'NS'],
      ['cards', 52, 'EW'],
    ]);
    expect(r.breakdown.at(-1)).toMatchObject({ item: 'NS reaches 380 ≥ 300: wins game 1', side: 'NS' });
    expect(a0(text).breakdown.some((b) => b.item.includes('wins game'))).toBe(false);
  });

  it('is the same list on every read, and a round reads and serialises alike before and after', () => {
    const a = analyzeScore(text);
    const before = JSON.stringify(a.rounds);
    const r = a.rounds[1];
    const first = r.breakdown;
    expect(r.breakdown).toBe(first);
    expect(JSON.stringify(a.rounds)).toBe(before);
    expect(JSON.parse(before)[1].breakdown).toEqual(JSON.parse(JSON.stringify(first)));
  });

  it('follows an edit in an earlier round, read from an analyser kept across it', () => {
    // Round 1's last trick to EW instead: NS 100 + 80 = 180 there, so NS reaches 180 + 190 = 370 in round 2.
    const analyzer = createAnalyzer('score');
    const wins = (t: string) => analyzer.analyze(t)[0].rounds[1].breakdown.at(-1)?.item;
    expect(wins(text)).toBe('NS reaches 380 ≥ 300: wins game 1');
    expect(wins(text.replace('last NS', 'last EW'))).toBe('NS reaches 370 ≥ 300: wins game 1');
  });
});

/** The first round of `text`. */
function a0(text: string) {
  return analyzeScore(text).rounds[0];
}
