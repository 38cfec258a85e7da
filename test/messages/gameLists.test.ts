// Issue 31: the messages that list the games a line may name list every game the registry has (Points and Skat
// too, which they once left out), in the registry's order, by the words a `game` line takes in the language.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { render, type Lang } from '../../src/messages';
import { parseSeasonSettings } from '../../src/season';

const said = (text: string, code: string, lang: Lang) =>
  analyzeScore(text)
    .problems.filter((p) => p.code === code)
    .map((p) => render(p.msg!, lang));

describe('unknown-game names every game', () => {
  const text = 'game jass\nplayers Anna Ben Clara Dora\n';
  it('en', () => {
    expect(said(text, 'unknown-game', 'en')).toEqual([
      'Unknown game "jass"; expected doppelkopf, belote, coinche, points or skat.',
    ]);
  });
  it('de: Points by its German word, the kind after it', () => {
    expect(said(text, 'unknown-game', 'de')).toEqual([
      'Unbekanntes Spiel „jass“; erwartet: doppelkopf, belote, coinche, punkte (points) oder skat.',
    ]);
  });
  it('fr', () => {
    expect(said(text, 'unknown-game', 'fr')).toEqual([
      'Jeu « jass » inconnu ; attendu : doppelkopf, belote, coinche, points ou skat.',
    ]);
  });
});

describe('usage.game (a `game` line with a word too many) names every game', () => {
  const text = 'game skat extra\nplayers Anna Ben Clara\n';
  it('en, de (its own keyword `spiel`), fr', () => {
    expect(said(text, 'unexpected-argument', 'en')).toEqual([
      'Unexpected "extra": `game` takes one word (doppelkopf, belote, coinche, points or skat).',
    ]);
    expect(said(text, 'unexpected-argument', 'de')).toEqual([
      'Unerwartet: „extra“; `game` nimmt ein Wort (doppelkopf, belote, coinche, punkte (points) oder skat).',
    ]);
    expect(said(text, 'unexpected-argument', 'fr')).toEqual([
      '« extra » inattendu : `game` prend un mot (doppelkopf, belote, coinche, points ou skat).',
    ]);
  });
});

describe('season.bad-game names every game a season file takes', () => {
  const problem = () =>
    parseSeasonSettings('season 2026\ngame jass\n').problems.find((p) => p.code === 'season-bad-game')!;
  it('en, de, fr: the kinds as a season file writes them', () => {
    expect(render(problem().msg!, 'en')).toBe(
      'Write the game the lines below are for: doppelkopf, belote, coinche, points or skat.',
    );
    expect(render(problem().msg!, 'de')).toBe(
      'Schreibe das Spiel, für das die folgenden Zeilen gelten: doppelkopf, belote, coinche, points oder skat.',
    );
    expect(render(problem().msg!, 'fr')).toBe(
      'Écrivez le jeu auquel s’appliquent les lignes suivantes : doppelkopf, belote, coinche, points ou skat.',
    );
  });
});
