// The games in the settlement view (issue 31): every kind a `game` line may name has a view in webview/games, keyed
// like its module in src/games; the model carries each round's and the summary's game part tagged with the module's
// id, and the view finds a row's game by that tag.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { GAME_KINDS, GAMES, gameOf } from '../../src/games/registry';
import { toSettlementModel } from '../../src/view/model';
import { GAME_VIEWS, viewOf, viewOfRow } from '../../webview/games/registry';

describe('the view registry', () => {
  it('has a view for every game kind, with the id of the kind’s module, in the modules’ order', () => {
    for (const kind of GAME_KINDS) expect(viewOf(kind)?.id, kind).toBe(gameOf(kind).id);
    expect(GAME_VIEWS.map((v) => v.id)).toEqual(GAMES.map((g) => g.id));
    expect(viewOf(undefined)).toBeUndefined();
    expect(viewOf('tarot')).toBeUndefined();
  });
  it('names each kind in the heading', () => {
    expect(GAME_KINDS.map((k) => viewOf(k)?.label(k))).toEqual(['Doppelkopf', 'Belote', 'Coinche', 'Points', 'Skat']);
  });
});

describe('the game parts of the model, tagged by the module', () => {
  it('Coinche: the round’s part is Belote’s (the module of both kinds); no summary part', () => {
    // Ost takes 100 ♥ and is coinched (×2): the taker's team is EW, the first game of the evening.
    const text =
      'game coinche\nplayers Nord Ost Süd West\nteams NS EW\n' +
      'round\n  contract Ost 100 hearts coinche\n  cards EW 90, NS 62\n  last EW\n';
    const m = toSettlementModel(analyzeScore(text), 'c.score');
    expect(m.rounds[0].detail).toEqual({
      game: 'belote',
      gameNumber: 1,
      taker: 'EW',
      takerPlayer: 'Ost',
      contract: '100 ♥ coinche',
      multiplier: 2,
      potHeld: 0,
    });
    expect(viewOfRow(m.rounds[0])).toBe(viewOf('coinche'));
    expect(m.detail).toBeUndefined();
  });
  it('Doppelkopf: the round’s part, and the duty solos as the summary’s part', () => {
    // Ben plays his duty solo (queens) and wins 1: Anna, Clara and Dora still owe theirs; no series, no Vorführung.
    const text =
      'game doppelkopf\nplayers Anna Ben Clara Dora\nset duty-solo on\nround\n  solo Ben queens duty\n  won re 1\n';
    const m = toSettlementModel(analyzeScore(text), 'd.score');
    expect(m.rounds[0].detail).toEqual({
      game: 'doppelkopf',
      gameType: 'solo',
      soloKind: 'queens',
      soloist: 'Ben',
      duty: true,
      re: ['Ben'],
      out: [],
      value: 1,
      bock: 1,
      announcements: [],
    });
    expect(viewOfRow(m.rounds[0])).toBe(viewOf('doppelkopf'));
    expect(m.detail).toEqual({ game: 'doppelkopf', dutyOwed: ['Anna', 'Clara', 'Dora'] });
  });
});
