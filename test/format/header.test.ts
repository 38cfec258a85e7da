// score-format.md § Header: what the parser stores for each directive (validation of rules is the engine's).

import { parseScore } from '../../src/games/syntax';
import { describe, expect, it } from 'vitest';

describe('teams (Belote/Coinche: default "members joined by -")', () => {
  it('default teams are synthetic names on the players line, matched like any name', () => {
    const doc = parseScore('game coinche\nplayers Nord Ost Süd West\nround\ncards nord-süd 100\n');
    expect(doc.problems).toEqual([]);
    const [a, b] = doc.header.teams!;
    expect([a.text, a.key, a.quoted, b.text]).toEqual(['Nord-Süd', 'nord-süd', false, 'Ost-West']);
    expect(a.range).toEqual(doc.header.playersRange);
    expect(doc.header.playersRange).toEqual({ start: { line: 1, character: 8 }, end: { line: 1, character: 25 } });
    expect(doc.header.teamsExplicit).toBe(false);
    const cards = doc.rounds[0].items[0];
    expect(cards.kind === 'cards' && cards.sides[0].side.ref).toEqual({ kind: 'team', index: 0 });
  });
  it('explicit teams: their tokens and range; default names are then unknown', () => {
    const doc = parseScore('game belote\nplayers Nord Ost Süd West\nteams "Les Bleus" Rouges\n');
    expect(doc.problems).toEqual([]);
    expect(doc.header.teams?.map((t) => [t.text, t.quoted])).toEqual([
      ['Les Bleus', true],
      ['Rouges', false],
    ]);
    expect(doc.header.teamsRange).toEqual({ start: { line: 2, character: 6 }, end: { line: 2, character: 24 } });
  });
  it('teams are filled even without 4 players (a player-count problem is reported)', () => {
    const doc = parseScore('game belote\nplayers Nord Ost\n');
    expect(doc.header.teams?.map((t) => t.text)).toEqual(['Nord', 'Ost']);
    expect(doc.problems.map((p) => p.code)).toEqual(['player-count']);
  });
  it('no teams for Doppelkopf', () => {
    expect(parseScore('game doppelkopf\nplayers A B C D').header.teams).toBeUndefined();
  });
});

describe('rules, set, target, date: stored as written (keys and presets are checked by the engine)', () => {
  it('unknown presets and switch keys are not the parser’s business', () => {
    const doc = parseScore(
      'game doppelkopf\nplayers A B C D\nrules tournament\nset no-such-switch 3 4\ndate 2024-03-15\n',
    );
    expect(doc.problems).toEqual([]);
    expect(doc.header.preset?.text).toBe('tournament');
    expect(doc.header.settings[0].key.text).toBe('no-such-switch');
    expect(doc.header.settings[0].range).toEqual({ start: { line: 3, character: 0 }, end: { line: 3, character: 22 } });
    expect(doc.header.date?.text).toBe('2024-03-15');
  });
  it('game range covers `game KIND`', () => {
    expect(parseScore('  game   belote # x\nplayers A B C D').header.game?.range).toEqual({
      start: { line: 0, character: 2 },
      end: { line: 0, character: 15 },
    });
  });
  it(
    '`set KEY` without a value is stored with no values (the rules table reports missing-setting-value, naming ' +
      'the valid ones)',
    () => {
      const doc = parseScore('game doppelkopf\nplayers A B C D\nset bock\n');
      expect(doc.problems).toEqual([]);
      expect(doc.header.settings.map((s) => [s.key.text, s.values.length, s.range])).toEqual([
        ['bock', 0, { start: { line: 2, character: 0 }, end: { line: 2, character: 8 } }],
      ]);
    },
  );
  it('`set` alone is missing-argument on the keyword', () => {
    const doc = parseScore('game doppelkopf\nplayers A B C D\nset\n');
    expect(
      doc.problems.map((p) => [p.code, p.range.start.line, p.range.start.character, p.range.end.character]),
    ).toEqual([['missing-argument', 2, 0, 3]]);
  });
});

describe('rounds', () => {
  it('a round runs from its `round` line to its last directive (trailing comments and blank lines left out)', () => {
    const doc = parseScore(
      'game doppelkopf\nplayers A B C D\nround\n  re A B\n\n  score A +1 B +1 C -1 D -1  # ok\n\n# next\nround 2\n',
    );
    expect(doc.rounds.map((r) => r.range)).toEqual([
      { start: { line: 2, character: 0 }, end: { line: 5, character: 27 } },
      { start: { line: 8, character: 0 }, end: { line: 8, character: 7 } },
    ]);
    expect(doc.rounds[0].headerRange).toEqual({ start: { line: 2, character: 0 }, end: { line: 2, character: 5 } });
  });
  it('a round with only `score` is a recorded result', () => {
    const doc = parseScore('game doppelkopf\nplayers A B C D\nround\nscore A +3 B -1 C -1 D -1\n');
    expect(doc.problems).toEqual([]);
    expect(doc.rounds[0].items).toHaveLength(1);
  });
  it('a bad token is skipped, the rest of the line is kept', () => {
    const doc = parseScore(
      'game doppelkopf\nplayers Anna Ben Clara Dora\nround\nscore Anna +2 Bert -2 Clara x2 Dora -2\n',
    );
    expect(doc.problems.map((p) => p.code)).toEqual(['unknown-name', 'bad-number']);
    const score = doc.rounds[0].items[0];
    expect(score.kind === 'score' && score.entries.map((e) => [e.side.text, e.side.ref?.kind, e.value.value])).toEqual([
      ['Anna', 'player', 2],
      ['Bert', undefined, -2],
      ['Dora', 'player', -2],
    ]);
  });
});

describe('series, table, timeout: a tournament table sheet (score-format.md, "Tournaments and concours")', () => {
  it('stores the numbers and where `timeout` stands; `timeout` after the rounds is no late header line', () => {
    const doc = parseScore(
      'game doppelkopf\nserie 2\ntisch 5\nplayers A B C D\nround\n  won re 1\nround\n  won kontra 1\nzeit\n',
    );
    expect(doc.problems).toEqual([]);
    expect(doc.header.series).toEqual({
      value: 2,
      text: '2',
      range: { start: { line: 1, character: 6 }, end: { line: 1, character: 7 } },
    });
    expect(doc.header.table?.value).toBe(5);
    expect(doc.header.timeout).toEqual({ start: { line: 8, character: 0 }, end: { line: 8, character: 4 } });
    // The timeout line belongs to no round: the second round keeps its one item.
    expect(doc.rounds.map((r) => r.items.length)).toEqual([1, 1]);
  });
  it('French words: partie, table, temps', () => {
    const doc = parseScore('game coinche\npartie 3\ntable 7\nplayers N E S O\ntemps\n');
    expect(doc.problems).toEqual([]);
    expect([doc.header.series?.value, doc.header.table?.value, doc.header.timeout !== undefined]).toEqual([3, 7, true]);
  });
  it('a missing, zero or wordy number is a problem on its token; `timeout` takes nothing', () => {
    const doc = parseScore('game doppelkopf\nplayers A B C D\nseries\ntable 0\ntimeout now\n');
    expect(
      doc.problems.map((p) => [p.code, p.range.start.line, p.range.start.character, p.range.end.character]),
    ).toEqual([
      ['missing-argument', 2, 0, 6],
      ['bad-number', 3, 6, 7],
      ['unexpected-argument', 4, 8, 11],
    ]);
    expect(doc.header.series).toBeUndefined();
    expect(doc.header.table).toBeUndefined();
  });
  it('a second series line is a duplicate header line; a late table line is a late header line', () => {
    const doc = parseScore('game doppelkopf\nseries 1\nplayers A B C D\nseries 2\nround\n  won re 1\ntable 3\n');
    expect(doc.problems.map((p) => [p.code, p.range.start.line])).toEqual([
      ['duplicate-header', 3],
      ['header-after-round', 6],
    ]);
    expect(doc.header.series?.value).toBe(1);
  });
});

describe('an inherited game (a tournament table sheet without a `game` line)', () => {
  it('reads the rounds in that game, reports no missing-game, and marks the game as inherited', () => {
    const doc = parseScore('series 1\ntable 2\nplayers A B C D\nround\n  re A B\n  won re 1\n', 0, {
      game: 'doppelkopf',
    });
    expect(doc.problems).toEqual([]);
    expect(doc.header.game).toEqual({
      kind: 'doppelkopf',
      range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
      inherited: true,
    });
    expect(doc.rounds[0].items.map((i) => i.kind)).toEqual(['re', 'won']);
  });
  it('the sheet’s own `game` line wins over the inherited one', () => {
    const doc = parseScore('game coinche\nplayers N E S O\n', 0, { game: 'doppelkopf' });
    expect(doc.header.game?.kind).toBe('coinche');
    expect(doc.header.game?.inherited).toBeUndefined();
  });
  it('without one, a sheet without a `game` line still gets missing-game', () => {
    expect(parseScore('series 1\nplayers A B C D\n').problems.map((p) => p.code)).toEqual(['missing-game']);
  });
});
