// Issue 31: the messages that list the games a line may name list every game the registry has (Points and Skat
// too, which they once left out), in the registry's order, by the words a `game` line takes in the language.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { msg, render, type Lang } from '../../src/messages';
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

// The games' names inside the options' and what-ifs' sentences are the games' own words (their GameWords), not a
// map of the core's that knew three kinds and wrote Points and Skat as bare kinds.
describe('a game named inside a sentence: the game’s own title (French: its noun)', () => {
  const table = (game: string, lang: Lang) =>
    render(msg('cli.table-game', { table: 'players', game, tables: ['rounds', 'money'] }), lang);
  it('cli.table-game in en, de, fr', () => {
    expect(table('skat', 'en')).toBe(
      '--table players does not exist for a Skat sheet; its CSV tables are rounds or money',
    );
    expect(table('points', 'de')).toBe(
      '--table players gibt es für eine Punkte-Liste nicht; ihre CSV-Tabellen sind rounds oder money',
    );
    expect(table('coinche', 'fr')).toBe(
      '--table players n’existe pas pour une feuille de coinche ; ses tableaux CSV sont rounds ou money',
    );
    expect(table('points', 'fr')).toBe(
      '--table players n’existe pas pour une feuille de points ; ses tableaux CSV sont rounds ou money',
    );
  });
  it('whatif.only-some in en, de, fr', () => {
    const m = msg('whatif.only-some', { what: '--set bock=off', games: ['doppelkopf'], others: ['skat', 'points'] });
    expect(render(m, 'en')).toBe(
      '--set bock=off applies to the Doppelkopf evenings only; Skat and Points have no such rule and are settled ' +
        'as written.',
    );
    expect(render(m, 'de')).toBe(
      '--set bock=off gilt nur für die Abende mit Doppelkopf; Skat und Punkte kennen diese Regel nicht und werden ' +
        'wie geschrieben abgerechnet.',
    );
    expect(render(m, 'fr')).toBe(
      '--set bock=off ne s’applique qu’aux soirées de Doppelkopf ; Skat et Points n’ont pas cette règle : leurs ' +
        'soirées sont calculées telles qu’écrites.',
    );
  });
});

// A round's outcome in a report's outcome column: every game's in the core's words, a game's own in its words.
describe('report.outcome: the core’s outcomes and the games’ own', () => {
  const out = (outcome: string, lang: Lang) => render(msg('report.outcome', { outcome }), lang);
  it('de', () => {
    expect(['unscored', 're', 'none', 'made', 'litige', 'won'].map((o) => out(o, 'de'))).toEqual([
      'nicht gewertet',
      'Re',
      'kein Gewinner',
      'erfüllt',
      'Litige',
      'won',
    ]);
  });
  it('fr', () => {
    expect(['recorded', 'kontra', 'none', 'failed', 'capot'].map((o) => out(o, 'fr'))).toEqual([
      'notée',
      'Kontra',
      'sans gagnant',
      'chutée',
      'capot',
    ]);
  });
  it('en: the engine’s word', () => {
    expect(['recorded', 're', 'litige'].map((o) => out(o, 'en'))).toEqual(['recorded', 're', 'litige']);
  });
});

// A tournament's series by the game's name for it (TournamentHook.seriesName): `series`, the core's word, or a
// concours' `partie`, whose words are Belote's (GameWords.series).
describe('a tournament series in the game’s words', () => {
  const say = (id: 'tournament.series-range' | 'tournament.col.series' | 'tournament.series-title', name: string) =>
    (['en', 'de', 'fr'] as const).map((lang) => render(msg(id, { series: 3, count: 2, name }), lang));
  it('series (Doppelkopf, Skat, Points)', () => {
    expect(say('tournament.series-range', 'series')).toEqual([
      'The tournament has 2 series (tournament.score), so there is no series 3.',
      'Das Turnier hat 2 Serien (tournament.score), also gibt es keine Serie 3.',
      'Le concours a 2 séries (tournament.score) : il n’y a pas de série 3.',
    ]);
    expect(say('tournament.col.series', 'series')).toEqual(['S3', 'S3', 'S3']);
    expect(say('tournament.series-title', 'series')).toEqual(['Series 3', 'Serie 3', 'Série 3']);
  });
  it('partie (Belote, Coinche)', () => {
    expect(say('tournament.series-range', 'partie')).toEqual([
      'The tournament has 2 parties (tournament.score), so there is no partie 3.',
      'Das Turnier hat 2 Partien (tournament.score), also gibt es keine Partie 3.',
      'Le concours a 2 parties (tournament.score) : il n’y a pas de partie 3.',
    ]);
    expect(say('tournament.col.series', 'partie')).toEqual(['P3', 'P3', 'P3']);
    expect(say('tournament.series-title', 'partie')).toEqual(['Partie 3', 'Partie 3', 'Partie 3']);
  });
});
