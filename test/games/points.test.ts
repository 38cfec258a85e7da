// `game points` (score-format.md § "Any game scored as points"): the checks, the settlement (highest or lowest wins,
// a target that ends games, the stake behind the winner or per point of a zero-sum total), explain, the view's part
// and the Add round form. Every expected value is worked by hand from the sheet above it.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { gameOf } from '../../src/games/registry';
import { roundText } from '../../src/language/roundEntry';
import { render } from '../../src/messages';
import { explainAnalysis } from '../../src/report/explain';
import { toSettlementModel } from '../../src/view/model';
import { pointsForm } from '../../webview/games/points/form';

const sheet = (...lines: string[]) => lines.join('\n') + '\n';
const codes = (text: string) =>
  analyzeScore(text).problems.map((p) => `${p.range.start.line + 1} ${p.severity} ${p.code}`);

// Wizard kept as points, the highest total wins, no target: one game for the whole sheet.
const WIZARD = sheet(
  'game points',
  'players Jens Maria Olaf',
  'stake 0.05 EUR',
  'round',
  '  score Jens 30 Maria -10 Olaf 20',
  'round',
  '  score Jens 50 Maria 40',
  'round',
  '  score Jens -10 Maria 70 Olaf 30',
);

describe('check', () => {
  it('a row that names only some players: a warning naming them, and they score 0', () => {
    const a = analyzeScore(WIZARD);
    expect(codes(WIZARD)).toEqual(['7 warning partial-row']);
    expect(a.problems[0].message).toBe('No points written for Olaf: scores 0 this round.');
    expect(a.rounds[1].scores).toEqual({ Jens: 50, Maria: 40, Olaf: 0 });
    // 30+50−10, −10+40+70, 20+0+30
    expect(a.totals).toEqual({ Jens: 70, Maria: 100, Olaf: 50 });
  });

  it('zero-sum on: a row that does not sum to 0 is an error with its sum', () => {
    const text = sheet(
      'game points',
      'players Anna Ben Clara Dora',
      'set zero-sum on',
      'round',
      '  score Anna 30 Ben -10 Clara -10 Dora -10',
      'round',
      '  score Anna 10 Ben 10 Clara -10 Dora -5',
    );
    expect(codes(text)).toEqual(['7 error row-sum']);
    // 10 + 10 − 10 − 5 = +5
    expect(analyzeScore(text).problems[0].message).toBe(
      'The row sums to +5, but on a zero-sum sheet (`set zero-sum on`) every row sums to 0.',
    );
  });

  it('zero-sum off: the same row is fine', () => {
    expect(codes(sheet('game points', 'players A B', 'round', '  score A 10 B 5'))).toEqual([]);
  });

  it('an unknown player is the parser’s error; a round without a score line is not counted', () => {
    const text = sheet('game points', 'players A B', 'round', '  score A 1 C 2 B 3', 'round');
    expect(codes(text)).toEqual(['4 error unknown-name', '5 warning empty-round']);
    expect(analyzeScore(text).totals).toEqual({ A: 1, B: 3 });
  });

  it('a wrong total names each player it is wrong for, with the working, and the culprit: a round left out', () => {
    // Written as if round 2 were missing from the paper: Jens 30−10 = 20, Maria −10+70 = 60, Olaf 20+30 = 50.
    const text = WIZARD + '  total Jens 20 Maria 60 Olaf 50\n';
    const a = analyzeScore(text);
    const wrong = a.problems.filter((p) => p.code === 'total-mismatch');
    expect(wrong.map((p) => p.range.start.line + 1)).toEqual([10, 10]);
    expect(wrong[0].message).toMatch(/^Total of Jens written as 20, computed 70 \(80 before \+ -10 this round\);/);
    expect(wrong[0].message).toContain('round 2 left out of the sheet');
    expect(wrong[1].message).toBe('Total of Maria written as 60, computed 100 (30 before + 70 this round)');
    const culprit = a.problems.find((p) => p.code === 'total-culprit');
    // The info sits on round 2 (line 6).
    expect(culprit?.range.start.line).toBe(5);
    // The fix writes the computed totals.
    expect(wrong[1].fix?.edits.map((e) => e.newText)).toEqual(['70', '100']);
  });

  it('a right total is quiet', () => {
    expect(
      codes(
        WIZARD.replace('  score Jens 50 Maria 40', '  score Jens 50 Maria 40 Olaf 0') +
          'total Jens 70 Maria 100 Olaf 50\n',
      ),
    ).toEqual([]);
  });
});

describe('settle', () => {
  it('highest wins, no target: each player pays the winner the difference × stake', () => {
    const s = analyzeScore(WIZARD).settlement;
    expect(s.winner).toBe('Maria');
    // Jens (100 − 70) × 5 ct = 1.50, Olaf (100 − 50) × 5 ct = 2.50
    expect(s.money).toEqual({ Jens: -150, Maria: 400, Olaf: -250 });
    expect(s.transfers).toEqual([
      { from: 'Olaf', to: 'Maria', cents: 250 },
      { from: 'Jens', to: 'Maria', cents: 150 },
    ]);
    expect(s.games).toBeUndefined();
  });

  it('zero-sum: each total × stake, settled largest debtor to largest creditor', () => {
    const text = sheet(
      'game points',
      'players Anna Ben Clara Dora',
      'set zero-sum on',
      'stake 0.10 EUR',
      'round',
      '  score Anna 30 Ben -10 Clara -10 Dora -10',
      'round',
      '  score Anna -20 Ben 60 Clara -20 Dora -20',
      'round',
      '  score Anna -15 Ben -15 Clara 45 Dora -15',
    );
    const s = analyzeScore(text).settlement;
    // Anna 30−20−15 = −5, Ben −10+60−15 = 35, Clara −10−20+45 = 15, Dora −10−20−15 = −45
    expect(s.totals).toEqual({ Anna: -5, Ben: 35, Clara: 15, Dora: -45 });
    expect(s.money).toEqual({ Anna: -50, Ben: 350, Clara: 150, Dora: -450 });
    expect(s.transfers).toEqual([
      { from: 'Dora', to: 'Ben', cents: 350 },
      { from: 'Dora', to: 'Clara', cents: 100 },
      { from: 'Anna', to: 'Clara', cents: 50 },
    ]);
  });

  it('two leaders share what the others pay, to the cent (the first in seat order takes the odd cent)', () => {
    const text = sheet('game points', 'players A B C', 'stake 0.01 EUR', 'round', '  score A 10 B 10 C 5');
    const s = analyzeScore(text).settlement;
    expect(s.winner).toBeUndefined();
    expect(s.money).toEqual({ A: 3, B: 2, C: -5 });
  });

  it('a target ends a game at the first unique leader; the next round starts a new game from 0', () => {
    const text = sheet(
      'game points',
      'players Ann Bob',
      'set target 100',
      'stake 0.01 EUR',
      'round',
      '  score Ann 60 Bob 30',
      'round',
      '  score Ann 50 Bob 80',
      'round',
      '  score Ann 20 Bob 5',
      'round',
      '  score Ann 10 Bob 40',
    );
    const a = analyzeScore(text);
    // Round 2: 110 : 110, the target reached by both, level: the game goes on. Round 3: 130 : 115, Ann wins game 1.
    expect(codes(text)).toEqual(['7 info game-over', '11 info game-over']);
    expect(a.problems[0].message).toBe(
      'The target is reached, but Ann and Bob are level at 110: the game goes on until one leads.',
    );
    expect(a.rounds[3].running).toEqual({ Ann: 10, Bob: 40 });
    const s = a.settlement;
    expect(s.games).toEqual([
      { number: 1, firstRound: 1, lastRound: 3, totals: { Ann: 130, Bob: 115 }, winner: 'Ann', finished: true },
      { number: 2, firstRound: 4, lastRound: 4, totals: { Ann: 10, Bob: 40 }, finished: false },
    ]);
    // The evening's totals add the games up; money only for the finished game: Bob pays (130 − 115) × 1 ct.
    expect(s.totals).toEqual({ Ann: 140, Bob: 155 });
    expect(s.winner).toBe('Ann');
    expect(s.money).toEqual({ Ann: 15, Bob: -15 });
    expect(s.target).toBe(100);
  });

  it('lowest wins with a target: the game ends when someone goes over it, the lowest total wins', () => {
    const text = sheet(
      'game points',
      'players Jens Maria Olaf',
      'set lowest-wins on',
      'target 100',
      'stake 0.01 EUR',
      'round',
      '  score Jens 12 Maria 40 Olaf 0',
      'round',
      '  score Jens 35 Maria 60 Olaf 63',
    );
    const s = analyzeScore(text).settlement;
    // 47 : 100 : 63 — Maria reached 100 but did not go over it: no end yet.
    expect(s.games?.[0].finished).toBe(false);
    const more = analyzeScore(text + 'round\n  score Jens 0 Maria 1 Olaf 0\n').settlement;
    // 47 : 101 : 63 — over: Jens, the lowest, wins; Maria pays 101 − 47 = 54 ct, Olaf 63 − 47 = 16 ct.
    expect(more.games?.[0]).toMatchObject({ finished: true, winner: 'Jens' });
    expect(more.money).toEqual({ Jens: 70, Maria: -54, Olaf: -16 });
  });
});

describe('explain', () => {
  it('a round’s scores, the player not written, the running totals', () => {
    const { text } = explainAnalysis(analyzeScore(WIZARD), 2);
    expect(text).toBe(
      [
        'Round 2 (line 6): Jens +50 · Maria +40 · Olaf 0',
        '    Olaf: not written, 0',
        '  scores:  Jens +50  Maria +40  Olaf 0',
        '  running: Jens +80  Maria +30  Olaf +20',
      ].join('\n'),
    );
  });
  it('in German', () => {
    const { text } = explainAnalysis(analyzeScore(WIZARD), 2, 'de');
    expect(text.split('\n')[1]).toBe('    Olaf: nicht notiert, 0');
  });
});

describe('German and French words', () => {
  it('`game punkte` is `game points`, in any case', () => {
    for (const word of ['punkte', 'Punkte', 'POINTS']) {
      const a = analyzeScore(sheet(`game ${word}`, 'spieler A B', 'spiel', '  punkte A 1 B 2'));
      expect([a.game, a.problems]).toEqual(['points', []]);
    }
  });
  it('`punkte` and `stand` (German), `marque` and `cumul` (French) are `score` and `total`', () => {
    const de = sheet('game points', 'spieler A B', 'spiel', '  punkte A 3 B 4', '  stand A 3 B 5');
    expect(codes(de)).toEqual(['5 error total-mismatch']);
    const fr = sheet('game points', 'joueurs A B', 'donne', '  marque A 3 B 4', '  cumul A 3 B 4');
    expect(codes(fr)).toEqual([]);
    expect(analyzeScore(fr).totals).toEqual({ A: 3, B: 4 });
  });
  it('the messages in German and French', () => {
    const p = analyzeScore(WIZARD).problems[0];
    expect(render(p.msg!, 'de')).toBe('Für Olaf sind keine Punkte notiert: bekommt in diesem Spiel 0.');
    expect(render(p.msg!, 'fr')).toBe('Aucun point noté pour Olaf : marque 0 cette donne.');
  });
});

describe('the view’s part and the Add round form', () => {
  it('the round that ends a game and the one that begins the next carry the points part', () => {
    const text = sheet(
      'game points',
      'players A B',
      'set target 10',
      'round',
      '  score A 10 B 2',
      'round',
      '  score A 1 B 1',
    );
    const m = toSettlementModel(analyzeScore(text), 'p.score');
    expect(m.rounds[0].detail).toEqual({ game: 'points', gameWon: 1, gameWinner: 'A' });
    expect(m.rounds[1].detail).toEqual({ game: 'points', newGame: 2 });
    expect(m.rounds[0].facts).toEqual(['A wins game 1']);
  });
  it('a plain round has no part', () => {
    expect(toSettlementModel(analyzeScore(WIZARD), 'w.score').rounds[0].detail).toBeUndefined();
  });
  it('the form’s answers make one `score` line in the sheet’s words (a player left empty is left out)', () => {
    const input = pointsForm.input({ Jens: '12', Maria: '', Olaf: '0' }, 'points', ['Jens', 'Maria', 'Olaf']);
    expect(input).toEqual({ game: 'points', points: { Jens: 12, Olaf: 0 } });
    expect(roundText(gameOf('points'), input, { words: 'de', indent: '  ' })).toBe('spiel\n  punkte Jens 12 Olaf 0\n');
    expect(roundText(gameOf('points'), input, { words: 'fr', indent: '  ', number: 4 })).toBe(
      'donne 4\n  marque Jens 12 Olaf 0\n',
    );
  });
});

describe('a tournament table', () => {
  it('places by the points at the table, the lowest first with lowest-wins; games won by the target', () => {
    const a = analyzeScore(
      sheet('game points', 'players A B C', 'set lowest-wins on', 'set target 50', 'round', '  score A 10 B 60 C 20'),
    );
    const t = gameOf('points').tournament.table({
      header: a.document.header,
      rounds: a.rounds,
      settlement: a.settlement,
    });
    // B goes over 50: A (10) wins the game; places A 1, C 2, B 3.
    expect(t.places).toEqual([1, 3, 2]);
    expect(t.entrants.map((e) => [e.name, e.points, e.gamesWon])).toEqual([
      ['A', 10, 1],
      ['B', 60, 0],
      ['C', 20, 0],
    ]);
  });
});
