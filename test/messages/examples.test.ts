// The names a message's example uses: the file's own, else the names a game gives (Belote's seats and
// partnerships), else the manual's players.
import { describe, expect, it } from 'vitest';
import { player, team } from '../../src/messages/examples';
import { seat, team as beloteTeam } from '../../src/games/belote/messages/examples';

describe('example names', () => {
  it("the manual's players where the file names none, P6 past them", () => {
    expect([0, 1, 4, 5].map((i) => player(undefined, i))).toEqual(['Anna', 'Ben', 'Emil', 'P6']);
  });

  it("a game's names replace the manual's; the file's own beat both", () => {
    expect(player(undefined, 2, ['X', 'Y', 'Z'])).toBe('Z');
    expect(player({ players: ['Kai', 'Lea', 'Mo'] }, 2, ['X', 'Y', 'Z'])).toBe('Mo');
    expect(team(undefined, 1, ['Ours', 'Theirs'])).toBe('Theirs');
    expect(team({ teams: ['Wir', 'Ihr'] }, 0, ['Ours', 'Theirs'])).toBe('Wir');
  });

  it("Belote's: the seats Nord, Ost, Süd, West and the partnerships Nord-Süd, Ost-West", () => {
    expect([0, 1, 2, 3].map((i) => seat(undefined, i))).toEqual(['Nord', 'Ost', 'Süd', 'West']);
    expect([beloteTeam(undefined, 0), beloteTeam(undefined, 1)]).toEqual(['Nord-Süd', 'Ost-West']);
    expect(seat({ players: ['Ann', 'Bo', 'Cy', 'Di'] }, 2)).toBe('Cy');
  });
});
