// A party's name where it may not stand says so in its game's words (SideNames.partyWords: Doppelkopf's `re`,
// `kontra`); a sheet without a game knows every game's parties, and a game without parties has no such words.
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { render, type Lang } from '../../src/messages';

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

// Issue 31: an unknown name where a side may stand names the sides of the sheet's game, in its words: Doppelkopf's
// parties re and kontra, Belote's teams; Skat has neither, so its trick's winner can only be a player.
describe('an unknown name where a side may stand, per game and language', () => {
  const saidIn = (text: string, lang: Lang) =>
    analyzeScore(text)
      .problems.filter((p) => p.code === 'unknown-name')
      .map((p) => render(p.msg!, lang));
  const trick = ' trick Anna ♣Q, Ben ♠A, Clara ♥10, Dora ♦K => Xaver\n';
  it('Doppelkopf: not re, kontra or a player', () => {
    const text = `game doppelkopf\nplayers Anna Ben Clara Dora\nround\n${trick}`;
    expect(saidIn(text, 'en')).toEqual([
      '"Xaver" is not re, kontra or a player; the players are Anna, Ben, Clara, Dora.',
    ]);
    expect(saidIn(text, 'de')).toEqual([
      '„Xaver“ ist weder re noch kontra noch ein Spieler; die Spieler sind Anna, Ben, Clara, Dora.',
    ]);
    expect(saidIn(text, 'fr')).toEqual([
      '« Xaver » n’est ni re, ni kontra, ni un joueur ; les joueurs sont Anna, Ben, Clara, Dora.',
    ]);
  });
  it('without a game: every game’s parties (Doppelkopf’s)', () => {
    expect(saidIn(`players Anna Ben Clara Dora\nround\n${trick}`, 'en')).toEqual([
      '"Xaver" is not re, kontra or a player; the players are Anna, Ben, Clara, Dora.',
    ]);
  });
  it('Skat: no parties, so just not a player (the bug: it said re and kontra)', () => {
    const text = 'game skat\nplayers Anna Ben Clara\nround\n trick Anna ♣J, Ben ♠J, Clara ♥J => Xaver\n';
    expect(saidIn(text, 'en')).toEqual(['"Xaver" is not a player; the players are Anna, Ben, Clara.']);
    expect(saidIn(text, 'de')).toEqual(['„Xaver“ ist kein Spieler; die Spieler sind Anna, Ben, Clara.']);
    expect(saidIn(text, 'fr')).toEqual(['« Xaver » n’est pas un joueur ; les joueurs sont Anna, Ben, Clara.']);
  });
  it('Belote: its teams, then its players', () => {
    const text = `game belote\nplayers Anna Ben Clara Dora\nteams Nord Ost\nround\n${trick}`;
    expect(saidIn(text, 'en')).toEqual([
      '"Xaver" is not a team or a player; the teams are Nord, Ost, the players Anna, Ben, Clara, Dora.',
    ]);
    expect(saidIn(text, 'de')).toEqual([
      '„Xaver“ ist weder ein Team noch ein Spieler; die Teams sind Nord, Ost, die Spieler Anna, Ben, Clara, Dora.',
    ]);
    expect(saidIn(text, 'fr')).toEqual([
      '« Xaver » n’est ni une équipe ni un joueur ; les équipes sont Nord, Ost, les joueurs Anna, Ben, Clara, Dora.',
    ]);
  });
});
