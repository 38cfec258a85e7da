// The code lens counts a round's errors with the plural of its language: "1 error", never "1 errors".

import { describe, expect, it } from 'vitest';
import type { RoundResult } from '../../src/engine/model';
import { roundLine } from '../../src/language/roundText';

const round = (errors: number): RoundResult =>
  ({ index: 1, summary: 'not scored', scores: {}, running: {}, breakdown: [], errors }) as unknown as RoundResult;

describe('roundLine plurals', () => {
  it('says 1 error and 2 errors in English, Fehler in German, 1 erreur and 2 erreurs in French', () => {
    expect(roundLine(round(1))).toBe('not scored · 1 error');
    expect(roundLine(round(2))).toBe('not scored · 2 errors');
    expect(roundLine(round(1), 'de')).toBe('not scored · 1 Fehler');
    expect(roundLine(round(3), 'de')).toBe('not scored · 3 Fehler');
    expect(roundLine(round(1), 'fr')).toBe('not scored · 1 erreur');
    expect(roundLine(round(2), 'fr')).toBe('not scored · 2 erreurs');
  });
});
