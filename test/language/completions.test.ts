// Completion at the cursor: directives valid there (header or round, by game), names, set keys/values, kinds, cards.

import { describe, expect, it } from 'vitest';
import { completionsAt } from '../../src/language/completions';
import type { GameModule } from '../../src/games/game';
import { GAMES, gameOf } from '../../src/games/registry';
import type { Translate } from '../../src/language/messages';
import { translatorFor } from '../../src/lsp/translate';
import { BELOTE_TEXT, DK_TEXT, analysisOf, beloteAnalysis, dkAnalysis } from '../helpers/analyses';

const labels = (text: string, l: number, prefix: string, a = analysisOf(text)) =>
  completionsAt({ games: GAMES, analysis: a, line: l, prefix }).map((s) => s.label);

describe('directives', () => {
  it('an empty file offers only `game`', () => {
    expect(labels('', 0, '')).toEqual(['game']);
  });
  it('`game` names every kind of the games it is given, in their order and in the caller’s language', () => {
    const detail = (t?: Translate) => completionsAt({ games: GAMES, analysis: analysisOf(''), line: 0, prefix: '', t });
    expect(detail()[0].detail).toBe('which game: doppelkopf, belote, coinche, points or skat (first line)');
    expect(detail(translatorFor('de'))[0].detail).toBe(
      'welches Spiel: doppelkopf, belote, coinche, points oder skat (erste Zeile)',
    );
    expect(detail(translatorFor('fr'))[0].detail).toBe(
      'quel jeu : doppelkopf, belote, coinche, points ou skat (première ligne)',
    );
  });
  it('header of a Doppelkopf file: header directives, no Belote-only ones', () => {
    const got = labels(DK_TEXT, 2, '');
    expect(got).toEqual(['title', 'date', 'players', 'rules', 'set', 'stake', 'round']);
  });
  it('header of a Belote file adds teams and target', () => {
    expect(labels(BELOTE_TEXT, 3, '')).toEqual(expect.arrayContaining(['teams', 'target']));
  });
  it('inside a Doppelkopf round: its directives, not Belote’s', () => {
    const got = labels(DK_TEXT, 7, '  ');
    expect(got).toEqual(
      expect.arrayContaining([
        're',
        'solo',
        'marriage',
        'cards',
        'announce',
        'extras',
        'score',
        'total',
        'hand',
        'trick',
        'round',
      ]),
    );
    expect(got).not.toContain('taker');
    expect(got).not.toContain('players');
  });
  it('inside a Belote round: taker/trump; Coinche: contract instead', () => {
    expect(labels(BELOTE_TEXT, 10, '  ')).toEqual(
      expect.arrayContaining(['taker', 'trump', 'last', 'belote', 'capot']),
    );
    const coinche = BELOTE_TEXT.replace('game belote', 'game coinche');
    const got = labels(coinche, 10, '  ');
    expect(got).toEqual(expect.arrayContaining(['contract', 'generale']));
    expect(got).not.toContain('taker');
  });
  it('while typing the first word, still directives (VS Code filters by the word)', () => {
    expect(labels(DK_TEXT, 7, '  so')).toContain('solo');
  });
  it('nothing inside a comment', () => {
    expect(labels(DK_TEXT, 7, '  # re ')).toEqual([]);
  });
});

describe('arguments', () => {
  it('game kinds', () =>
    expect(labels('game ', 0, 'game ')).toEqual(['doppelkopf', 'belote', 'coinche', 'points', 'skat']));
  it('rules presets by game', () => {
    expect(labels(DK_TEXT, 2, 'rules ')).toEqual(['ddv']);
    expect(labels(BELOTE_TEXT, 3, 'rules ')).toEqual(['house', 'official']);
  });
  it('set keys from rules.ts, then the key’s values with the default marked', () => {
    expect(labels(DK_TEXT, 2, 'set ')).toEqual(
      expect.arrayContaining(['announcement', 'specials-in-solo', 'bock-triggers']),
    );
    const values = completionsAt({
      games: GAMES,
      analysis: analysisOf(DK_TEXT),
      line: 2,
      prefix: 'set specials-in-solo ',
    });
    expect(values.map((v) => [v.label, v.detail])).toEqual([
      ['off', 'default'],
      ['on', undefined],
    ]);
    expect(labels(DK_TEXT, 2, 'set bock-triggers tie-120 ')).toEqual([
      'lost-solo',
      'lost-announcement',
      'black',
      'heart-trick',
    ]);
  });
  it('a new switch reaches completion from the table: coinched-value, bracket the default in both presets', () => {
    const text = (preset: string) => `game coinche\nplayers Nord Ost Süd West\nrules ${preset}\n\n`;
    expect(labels(text('house'), 3, 'set ')).toContain('coinched-value');
    for (const preset of ['house', 'official']) {
      const values = completionsAt({
        games: GAMES,
        analysis: analysisOf(text(preset)),
        line: 3,
        prefix: 'set coinched-value ',
      });
      expect(values.map((v) => [v.label, v.detail])).toEqual([
        ['bracket', 'default'],
        ['bid-only', undefined],
      ]);
    }
  });
  it('the rules v3 switches reach completion from the table, with their description (bid-margin)', () => {
    const text = `game coinche\nplayers Nord Ost Süd West\nrules house\n\n`;
    const keys = completionsAt({ games: GAMES, analysis: analysisOf(text), line: 3, prefix: 'set ' });
    expect(keys.find((k) => k.label === 'bid-margin')?.detail).toBe(
      'coinche: the taker needs the contract + N points (112 for a 110 with 2), under either success rule',
    );
  });
  it('failed-belote offers its values, taker the default, in both games', () => {
    for (const game of ['belote', 'coinche']) {
      const text = `game ${game}\nplayers Nord Ost Süd West\nrules official\n\n`;
      const values = completionsAt({ games: GAMES, analysis: analysisOf(text), line: 3, prefix: 'set failed-belote ' });
      expect(values.map((v) => [v.label, v.detail])).toEqual([
        ['taker', 'default'],
        ['defence', undefined],
      ]);
    }
  });
  it('deals: its description, and off (the default) as its value in both games', () => {
    for (const game of ['belote', 'coinche']) {
      const text = `game ${game}\nplayers Nord Ost Süd West\nrules house\n\n`;
      const keys = completionsAt({ games: GAMES, analysis: analysisOf(text), line: 3, prefix: 'set ' });
      expect(keys.find((k) => k.label === 'deals')?.detail).toBe(
        'a game (partie) ends after N deals, the team with more points winning it, instead of at the target',
      );
      const values = completionsAt({ games: GAMES, analysis: analysisOf(text), line: 3, prefix: 'set deals ' });
      expect(values.map((v) => [v.label, v.detail])).toEqual([['off', 'default']]);
    }
  });
  it('re: players not yet named', () => expect(labels(DK_TEXT, 7, '  re Anna ')).toEqual(['Ben', 'Clara', 'Dora']));
  it('solo P → kinds → duty | forced → forced', () => {
    expect(labels(DK_TEXT, 7, '  solo ')).toEqual(['Anna', 'Ben', 'Clara', 'Dora']);
    expect(labels(DK_TEXT, 7, '  solo Dora ')).toEqual([
      'queens',
      'jacks',
      'clubs',
      'spades',
      'hearts',
      'diamonds',
      'fleshless',
    ]);
    expect(labels(DK_TEXT, 7, '  solo Dora queens ')).toEqual(['duty', 'forced']);
    // After `duty` (or `pflicht`): only `forced` (Vorführung) is left; after `forced` nothing.
    const forced = completionsAt({
      games: GAMES,
      analysis: analysisOf(DK_TEXT),
      line: 7,
      prefix: '  solo Dora queens duty ',
    });
    expect(forced.map((s) => [s.label, s.detail])).toEqual([
      ['forced', 'forced duty solo (Vorführung): the next player deals'],
    ]);
    expect(labels(DK_TEXT, 7, '  solo Dora damen pflicht ')).toEqual(['forced']);
    expect(labels(DK_TEXT, 7, '  solo Dora queens duty forced ')).toEqual([]);
  });
  it('bock-trigger: the directive (also in German) and its values, with what each starts', () => {
    const lines = completionsAt({ games: GAMES, analysis: analysisOf(DK_TEXT), line: 7, prefix: '  ' });
    expect(lines.find((s) => s.label === 'bock-trigger')?.detail).toBe(
      'this game starts N bock rounds: bock-trigger [N] (no N: 1; 0: none)',
    );
    const values = completionsAt({ games: GAMES, analysis: analysisOf(DK_TEXT), line: 7, prefix: '  bockauslöser ' });
    expect(values.map((s) => [s.label, s.detail])).toEqual([
      ['1', 'one bock round (as with no number)'],
      ['2', 'two bock rounds'],
      ['0', 'no bock round, even where the game meets a trigger'],
    ]);
    expect(labels(DK_TEXT, 7, '  bock-trigger 2 ')).toEqual([]);
  });
  it('marriage P → with|alone → partner', () => {
    expect(labels(DK_TEXT, 7, '  marriage Anna ')).toEqual(['with', 'alone']);
    expect(labels(DK_TEXT, 7, '  marriage Anna with ')).toEqual(['Ben', 'Clara', 'Dora']);
  });
  it('cards/announce sides; announce levels', () => {
    expect(labels(DK_TEXT, 7, '  cards ')).toEqual(['re', 'kontra']);
    expect(labels(DK_TEXT, 7, '  cards re 151 ')).toEqual(['kontra']);
    expect(labels(DK_TEXT, 7, '  announce kontra ')).toEqual(['no90', 'no60', 'no30', 'black']);
    expect(labels(BELOTE_TEXT, 10, '  cards ')).toEqual(['Nord-Süd', 'Ost-West']);
    expect(labels(BELOTE_TEXT, 10, '  announce Ost-West ')).toContain('four-jacks');
  });
  it('a line in German or French words completes like its keyword (issue 30: aus, absage, regeln …)', () => {
    expect(labels(DK_TEXT, 7, '  aussetzen ')).toEqual(['Anna', 'Ben', 'Clara', 'Dora']);
    expect(labels(DK_TEXT, 7, '  aus Anna ')).toEqual(['Ben', 'Clara', 'Dora']);
    expect(labels(DK_TEXT, 7, '  absage kontra ')).toEqual(['no90', 'no60', 'no30', 'black']);
    expect(labels(DK_TEXT, 7, '  augen re 151 ')).toEqual(['kontra']);
    expect(labels(DK_TEXT, 7, '  hochzeit Anna mit ')).toEqual(['Ben', 'Clara', 'Dora']);
    expect(labels(DK_TEXT, 2, 'regeln ')).toEqual(['ddv']);
    expect(labels(BELOTE_TEXT, 3, 'règles ')).toEqual(['house', 'official']);
    expect(labels(BELOTE_TEXT, 10, '  rebelote ')).toEqual(['Nord-Süd', 'Ost-West']);
  });
  it('score: names alternate with numbers; after a name, the computed score', () => {
    const a = dkAnalysis();
    expect(labels(DK_TEXT, 7, '  score Anna +2 ', a)).toEqual(['Ben', 'Clara', 'Dora']);
    const n = completionsAt({ games: GAMES, analysis: a, line: 6, prefix: '  score Anna +2 Ben -2 Clara ' });
    expect(n).toEqual([{ label: '+2', kind: 'number', detail: 'computed', preselect: true }]);
    expect(labels(DK_TEXT, 12, '  total Anna ', a)).toEqual(['0']);
  });
  it('Belote score uses team names', () => {
    expect(labels(BELOTE_TEXT, 10, '  score Nord-Süd 100, ', beloteAnalysis())).toEqual(['Ost-West']);
  });
  it('trump and contract', () => {
    expect(labels(BELOTE_TEXT, 10, '  trump ')).toEqual([
      'clubs',
      'spades',
      'hearts',
      'diamonds',
      'no-trump',
      'all-trump',
    ]);
    const coinche = BELOTE_TEXT.replace('game belote', 'game coinche');
    expect(labels(coinche, 10, '  contract Süd ')).toEqual([
      '80',
      '90',
      '100',
      '110',
      '120',
      '130',
      '140',
      '150',
      '160',
      'capot',
      'generale',
    ]);
    expect(labels(coinche, 10, '  contract Süd 90 spades ')).toEqual(['coinche', 'surcoinche']);
  });
  it('cards in hand and trick lines: Doppelkopf deck (with nines) and Belote deck', () => {
    const dk = labels(DK_TEXT, 7, '  hand Anna ');
    expect(dk).toHaveLength(24);
    expect(dk.slice(0, 6)).toEqual(['♣A', '♣10', '♣K', '♣Q', '♣J', '♣9']);
    expect(labels(BELOTE_TEXT, 10, '  hand Süd ♠A ')).toHaveLength(32);
    expect(labels(DK_TEXT, 7, '  trick Anna ♣Q, ')).toEqual(['Ben', 'Clara', 'Dora']);
    expect(labels(DK_TEXT, 7, '  trick Anna ♣Q, Ben ♠A => ')).toEqual(['Anna', 'Ben', 'Clara', 'Dora']);
  });
  it('card items filter by letters too (CQ finds ♣Q)', () => {
    const q = completionsAt({ games: GAMES, analysis: analysisOf(DK_TEXT), line: 7, prefix: '  hand Anna ' }).find(
      (s) => s.label === '♣Q',
    )!;
    expect(q.filterText).toContain('CQ');
    expect(q.detail).toBe('queen of clubs');
  });
  it('names that need quotes are inserted quoted', () => {
    const text = 'game doppelkopf\nplayers "Anna M." Ben Clara Dora\nround\n';
    const a = analysisOf(text);
    const s = completionsAt({ games: GAMES, analysis: a, line: 3, prefix: '  re ' });
    expect(s[0]).toMatchObject({ label: 'Anna M.', insertText: '"Anna M."' });
  });
});

describe('the game’s own lines come from its module (GameModule.editor), the games from the caller', () => {
  // A game the layer has never heard of: its lines, its header lines, no trick lines (it has no deck).
  const dk = gameOf('doppelkopf');
  const other: GameModule = {
    ...dk,
    editor: {
      ...dk.editor,
      headerDirectives: [{ label: 'goal', detail: () => 'points that end it' }],
      roundDirectives: () => [{ label: 'points', detail: () => 'each player’s points' }],
      cardRanks: undefined,
      complete: (line) => (line.keyword === 'points' ? [{ label: `${line.args.length}`, kind: 'number' }] : undefined),
    },
  };
  const sheet = () => ({ ...analysisOf(DK_TEXT), module: other });
  const at = (line: number, prefix: string, games = GAMES) =>
    completionsAt({ games, analysis: sheet(), line, prefix }).map((s) => s.label);

  it('a round: the module’s lines and `round`, no `hand`/`trick` without a deck', () => {
    expect(at(7, '  ')).toEqual(['points', 'round']);
  });
  it('the header: the module’s lines after `players`', () => {
    expect(at(2, '')).toEqual(['title', 'date', 'players', 'goal', 'rules', 'set', 'stake', 'round']);
  });
  it('arguments: the module answers for its lines; no other game’s are offered', () => {
    expect(at(7, '  points Anna ')).toEqual(['1']);
    expect(at(7, '  re ')).toEqual([]);
  });
  it('`game`: the kinds of the games the caller gives', () => {
    expect(at(0, 'game ', [dk])).toEqual(['doppelkopf']);
  });
});
