// The analyser's three modes on a tournament's table sheet: the fresh analysis (settle DIR), the incremental one (the
// editor and the language server) and the streamed check (`check LIST`) all take the header lines inherited from
// tournament.score, and give the same problems, game and totals.

import { describe, expect, it } from 'vitest';
import { analyze, analyzeScore, createAnalyzer } from '../../src/analysis/analyze';
import { parseTournamentSettings } from '../../src/tournament';
import { S1T1 } from './fixtures';

const SETTINGS = `tournament Pflichtsolo
game doppelkopf
rules ddv
set duty-solo on
stake 0.10 EUR
series 1
games 4:4
player 1 Anna
player 2 Ben
player 3 Clara
player 4 Dora
`;

const inherit = parseTournamentSettings(SETTINGS).inherit!;

const view = (a: { problems: { code: string; range: { start: { line: number } } }[]; game?: string }) => ({
  game: a.game,
  problems: a.problems.map((p) => [p.code, p.range.start.line]),
});

describe('a table sheet under inherited lines, in every mode', () => {
  // S1T1: rounds on lines 3, 5, 7, 9; nobody played a solo, so under the inherited `set duty-solo on` each of the
  // four owes one, on the last round's line (9). Totals A −2, B 0, C 0, D +2; at the inherited 0.10 EUR a point
  // A pays 20 cents, D gets 20.
  const expected = {
    game: 'doppelkopf',
    problems: [
      ['duty-solo-owed', 9],
      ['duty-solo-owed', 9],
      ['duty-solo-owed', 9],
      ['duty-solo-owed', 9],
    ],
  };

  it('fresh: the hand-worked problems, totals and money', () => {
    const a = analyzeScore(S1T1, 0, undefined, inherit);
    expect(view(a)).toEqual(expected);
    expect(a.totals).toEqual({ Anna: -2, Ben: 0, Clara: 0, Dora: 2 });
    expect(a.settlement.money).toEqual({ Anna: -20, Ben: 0, Clara: 0, Dora: 20 });
  });

  it('streaming: the same problems and game (and, asked for them, the same totals)', () => {
    expect(view(analyze(S1T1, { mode: 'streaming', inherit }))).toEqual(expected);
    const withRounds = analyze(S1T1, { mode: 'streaming', inherit, rounds: true });
    expect(view(withRounds)).toEqual(expected);
    expect(withRounds.totals).toEqual({ Anna: -2, Ben: 0, Clara: 0, Dora: 2 });
    // Without the inherited lines the sheet has no game: no duty solos, no totals.
    expect(view(analyze(S1T1, { mode: 'streaming' })).game).toBeUndefined();
  });

  it('incremental: the same as fresh, opened and after edits of a round and of the header', () => {
    const analyzer = createAnalyzer('score');
    const [opened] = analyzer.analyze(S1T1, inherit);
    expect(view(opened)).toEqual(expected);
    expect(opened.settlement.money).toEqual({ Anna: -20, Ben: 0, Clara: 0, Dora: 20 });
    // Round 4 won for 3 instead of 2: B and D +3, A and C −3 → A −3, B +1, C −1, D +3.
    const edited = S1T1.replace('won Ben Dora 2', 'won Ben Dora 3').replace('total Anna -2 Ben 0 Clara 0 Dora 2\n', '');
    const [after] = analyzer.analyze(edited, inherit);
    expect(view(after)).toEqual(view(analyzeScore(edited, 0, undefined, inherit)));
    expect(after.totals).toEqual({ Anna: -3, Ben: 1, Clara: -1, Dora: 3 });
    // The sheet's own `set duty-solo off` over the inherited line: no problem.
    const own = `set duty-solo off\n${edited}`;
    const [header] = analyzer.analyze(own, inherit);
    expect(view(header)).toEqual({ game: 'doppelkopf', problems: [] });
    expect(view(header)).toEqual(view(analyzeScore(own, 0, undefined, inherit)));
    expect(header.settlement.money).toEqual({ Anna: -30, Ben: 10, Clara: -10, Dora: 30 });
  });

  it('incremental: other inherited lines (tournament.score edited) start afresh under them', () => {
    const analyzer = createAnalyzer('score');
    analyzer.analyze(S1T1, inherit);
    const off = parseTournamentSettings(SETTINGS.replace('set duty-solo on', 'set duty-solo off')).inherit!;
    const [a] = analyzer.analyze(S1T1, off);
    expect(view(a)).toEqual({ game: 'doppelkopf', problems: [] });
    // And without any (the sheet on its own): no game, so neither totals nor duty solos.
    const [alone] = analyzer.analyze(S1T1);
    expect(alone.game).toBeUndefined();
    expect(view(alone)).toEqual(view(analyzeScore(S1T1)));
  });
});
