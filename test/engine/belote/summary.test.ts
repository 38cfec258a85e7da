// How a Belote/Coinche round and game read in summaries and the settle table.
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { renderSettlement } from '../../../src/report/settlement';

const HEAD = 'game coinche\nplayers Nord Ost Süd West\nteams NS EW\n\n';

describe('a capot contract in the summary (belote.md §5.5, house: T 252 + 250 = 502)', () => {
  const a = analyzeScore(HEAD + 'round\n  contract Süd capot hearts\n  capot NS\n  cards NS 152\n  last NS\n');
  it('scores 502 to 0 uncoinched (house)', () => {
    expect(a.rounds[0].scores).toEqual({ NS: 502, EW: 0 });
  });
  it('reads "Süd capot ♥", with a space before the suit (unlike "90♥")', () => {
    expect(a.rounds[0].summary).toMatch(/^Süd capot ♥/);
  });
});

describe('the games table of settle', () => {
  it('a one-round game shows its round as "1", a longer one as "1–2"; CSV has first and last round columns', () => {
    const one = analyzeScore(HEAD + 'round\n  contract Süd 80 hearts\n  cards NS 100\n  last NS\n');
    expect(renderSettlement(one, 'text')).toMatch(/^ {2}1 +1 +190 +52 +in progress/m);
    expect(renderSettlement(one, 'csv', { table: 'games' })).toContain(
      'game,first round,last round,NS,EW,winner\n1,1,1,190,52,in progress',
    );
    const two = analyzeScore(
      HEAD +
        'round\n  contract Süd 80 hearts\n  cards NS 100\n  last NS\nround\n  contract Süd 80 hearts\n  cards NS ' +
        '100\n  last NS\n',
    );
    expect(renderSettlement(two, 'text')).toContain('1–2');
  });
});
