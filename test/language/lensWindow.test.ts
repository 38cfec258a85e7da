// The code lens window of a long document: the lines around the screen, and when scrolling should move it.

import { describe, expect, it } from 'vitest';
import { lensWindow, lensWindowStale } from '../../src/language/roundScores';

describe('lens window', () => {
  it('a short document, or one on no screen, gives every lens', () => {
    expect(lensWindow([{ start: 0, end: 40 }], 4000, 1000)).toBeUndefined();
    expect(lensWindow([], 50000, 1000)).toBeUndefined();
  });
  it('a long one: the margin above and below the screen, inside the document', () => {
    expect(lensWindow([{ start: 25000, end: 25040 }], 50000, 1000)).toEqual({ from: 24000, to: 26040 });
    expect(lensWindow([{ start: 300, end: 340 }], 50000, 1000)).toEqual({ from: 0, to: 1340 });
    expect(lensWindow([{ start: 49970, end: 49999 }], 50000, 1000)).toEqual({ from: 48970, to: 49999 });
    // Two editors on the same document: one window over both.
    expect(
      lensWindow(
        [
          { start: 10000, end: 10040 },
          { start: 30000, end: 30040 },
        ],
        50000,
        1000,
      ),
    ).toEqual({ from: 9000, to: 31040 });
  });
  it('moves once the screen comes within half the margin of an edge that is not the document’s', () => {
    const w = { from: 24000, to: 26040 };
    expect(lensWindowStale(w, [{ start: 24600, end: 24640 }], 50000, 1000)).toBe(false);
    expect(lensWindowStale(w, [{ start: 24499, end: 24539 }], 50000, 1000)).toBe(true);
    expect(lensWindowStale(w, [{ start: 25500, end: 25540 }], 50000, 1000)).toBe(false);
    expect(lensWindowStale(w, [{ start: 25520, end: 25541 }], 50000, 1000)).toBe(true);
    // At the top of the document there is nothing more above.
    expect(lensWindowStale({ from: 0, to: 1340 }, [{ start: 0, end: 40 }], 50000, 1000)).toBe(false);
  });
});
