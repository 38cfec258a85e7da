// `game points` in the editor: completion of its header and rounds (the computed score and total offered), the set
// keys and values of its switches, its snippets, the New Score Sheet form, and its editor texts in German and French.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { completionsAt } from '../../src/language/completions';
import { snippetsAt } from '../../src/language/snippets';
import { GAMES, gameOf } from '../../src/games/registry';
import { translatorFor } from '../../src/lsp/translate';
import { analysisOf } from '../helpers/analyses';

const TEXT = [
  'game points',
  'players Jens Maria Olaf',
  'set target 500',
  'round',
  '  score Jens 12 Maria 40 Olaf 0',
  '',
].join('\n');
const labels = (text: string, line: number, prefix: string, a = analysisOf(text)) =>
  completionsAt({ games: GAMES, analysis: a, line, prefix }).map((s) => s.label);

describe('completion', () => {
  it('the header offers `target`; `rules` offers the one preset; `set` its three switches', () => {
    expect(labels(TEXT, 2, '')).toEqual(expect.arrayContaining(['players', 'rules', 'set', 'stake', 'target']));
    expect(labels(TEXT, 2, '')).not.toContain('teams');
    expect(labels(TEXT, 2, 'rules ')).toEqual(['standard']);
    expect(labels(TEXT, 2, 'set ')).toEqual(['zero-sum', 'lowest-wins', 'target']);
    expect(labels(TEXT, 2, 'set zero-sum ')).toEqual(['off', 'on']);
  });
  it('a round offers `score` and `total`, no other game’s lines', () => {
    const got = labels(TEXT, 5, '  ');
    expect(got).toEqual(expect.arrayContaining(['score', 'total']));
    expect(got).not.toContain('re');
    expect(got).not.toContain('taker');
  });
  it('a `total` line offers the players, then the computed number after a name (round 1: total 40, score +12)', () => {
    const a = analyzeScore(TEXT);
    const at = (prefix: string) => completionsAt({ games: GAMES, analysis: a, line: 4, prefix: `  ${prefix}` });
    expect(at('total ').map((s) => s.label)).toEqual(['Jens', 'Maria', 'Olaf']);
    expect(at('total Jens 12 ').map((s) => s.label)).toEqual(['Maria', 'Olaf']);
    expect(at('total Jens 12 Maria ').map((s) => [s.label, s.preselect])).toEqual([['40', true]]);
    expect(at('score Jens ').map((s) => s.label)).toEqual(['+12']);
  });
});

describe('snippets, the New Score Sheet form, the texts in German and French', () => {
  it('a round and a header snippet', () => {
    const all = snippetsAt('', 0, GAMES).map((s) => s.prefixes[0]);
    expect(all).toEqual(expect.arrayContaining(['round-points', 'header-points']));
  });
  it('2 to 12 players, asked for the stake', () => {
    const ed = gameOf('points').editor;
    expect(ed.players).toEqual({ min: 2, max: 12 });
    expect(ed.newSheet('points').ends).toEqual({ ask: 'stake' });
    expect(ed.newSheet('points').playersPrompt(translatorFor('de'))).toBe(
      '2 bis 12 Namen in Spielreihenfolge, durch Leerzeichen oder Kommas getrennt',
    );
  });
  it('the switches described in German and French', () => {
    const d = gameOf('points').editor.switchDescriptions['lowest-wins'];
    expect(d(translatorFor('de'))).toBe('der niedrigste Stand gewinnt (Rommé, Canasta-Strafpunkte); aus: der höchste');
    expect(d(translatorFor('fr'))).toBe('le plus petit cumul gagne (rami, pénalités de canasta) ; non : le plus grand');
  });
  it('a player count outside 2 to 12 is the parser’s error', () => {
    const a = analyzeScore('game points\nplayers Solo\n');
    expect(a.problems.map((p) => [p.code, p.message])).toEqual([
      ['player-count', 'A points sheet needs 2 to 12 players, not 1.'],
    ]);
  });
});
