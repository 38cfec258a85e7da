// Writing a name into .score text: bare exactly when the parser reads it back as that name (src/format/values.ts).

import { describe, expect, it } from 'vitest';
import { isBareName, writeName } from '../../src/text/names';
// The games' words read as keywords (Doppelkopf's re, kontra, with, alone) are added as the registry loads.
import '../../src/games/registry';

describe('writeName', () => {
  it('plain names stay bare, umlauts, apostrophes and hyphens included', () => {
    for (const n of ['Anna', 'Süd', 'Nord-Süd', "O'Brien", 'O’Brien', 'Zoe\u0308', 'P2', 'A.B_C'])
      expect(writeName(n), n).toBe(n);
  });
  it('a space, a comma or a # would split or end the name: quoted', () => {
    expect(writeName('Anna M.')).toBe('"Anna M."');
    expect(writeName('A,B')).toBe('"A,B"');
    expect(writeName('A#1')).toBe('"A#1"');
  });
  it('words a line reads as keywords are quoted: the parties, with/alone, players/teams', () => {
    for (const n of ['re', 'Kontra', 'with', 'ALONE', 'players', 'teams']) expect(writeName(n), n).toBe(`"${n}"`);
    // Directive words are no problem where a name stands (the keyword is the first word of a line).
    expect(writeName('round')).toBe('round');
    expect(isBareName('score')).toBe(true);
  });
  it('a double quote cannot be written inside a quoted name: it is left out', () => {
    expect(writeName('Anna "A" M')).toBe('"Anna A M"');
  });
});
