// A party's name where it may not stand says so in its game's words (SideNames.partyWords: Doppelkopf's `re`,
// `kontra`); a sheet without a game knows every game's parties, and a game without parties has no such words.
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';

const said = (text: string, code: string) =>
  analyzeScore(text)
    .problems.filter((p) => p.code === code)
    .map((p) => p.message);

describe('a party name where a player is needed', () => {
  it('a Doppelkopf player named Re: reserved, with the quoting that allows it', () => {
    expect(said('game doppelkopf\nplayers Anna Re Clara Dora\n', 'reserved-name')).toEqual([
      '"Re" is the name of a Doppelkopf party; write it as "Re" (in quotes) if a player is really called so.',
    ]);
  });
  it('`dealer re` in Doppelkopf, and `dealer kontra` without a game: a party, not a player', () => {
    const players = 'the players are Anna, Ben, Clara, Dora.';
    expect(said('game doppelkopf\nplayers Anna Ben Clara Dora\nround\n dealer re\n', 'unknown-name')).toEqual([
      `"re" is not a player (here a player is needed, not a party); ${players}`,
    ]);
    expect(said('players Anna Ben Clara Dora\nround\n dealer kontra\n', 'unknown-name')).toEqual([
      `"kontra" is not a player (here a player is needed, not a party); ${players}`,
    ]);
  });
  it('`dealer re` in Belote, which has no parties: an unknown player', () => {
    expect(said('game belote\nplayers Anna Ben Clara Dora\nround\n dealer re\n', 'unknown-name')).toEqual([
      '"re" is not a player; the players are Anna, Ben, Clara, Dora.',
    ]);
  });
});
