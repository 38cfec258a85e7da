// The view's own words and geometry, without a browser: plurals, the spoken row summary, and where the chart's end
// labels go (values worked out by hand).

import { describe, expect, it } from 'vitest';
import type { SheetRound } from '../../src/protocol';
import { MARKERS, markerPath, placeLabels } from '../../webview/chart';
import { decidingFacts, rowSummary, summaryHead } from '../../webview/rowSummary';
import { strings } from '../../webview/strings';

const MINUS = '\u2212';

describe('plurals follow the table language (English: one / other)', () => {
  it('problem counts: 1 error, 0 errors, 2 warnings; a round flag joins both', () => {
    expect([strings.errors(1), strings.errors(0), strings.errors(2)]).toEqual(['1 error', '0 errors', '2 errors']);
    expect([strings.warnings(1), strings.warnings(2)]).toEqual(['1 warning', '2 warnings']);
    expect(strings.roundFlag(1, 1)).toBe('1 error, 1 warning');
    expect(strings.roundFlag(0, 3)).toBe('3 warnings');
  });

  it('the chart description says "1 round", never "1 rounds"', () => {
    expect(strings.chartDesc(1, 'Anna 2')).toBe('Line chart of the running totals over 1 round. Final: Anna 2.');
    expect(strings.chartDesc(26, 'Anna 10')).toContain('over 26 rounds.');
  });
});

function round(partial: Partial<SheetRound>): SheetRound {
  return {
    index: 1,
    line: 0,
    outcome: 'made',
    points: [],
    running: [],
    summary: '',
    errors: 0,
    warnings: 0,
    messages: [],
    ...partial,
  };
}

describe('the spoken summary of a sheet row', () => {
  it('Doppelkopf: the engine head, Pflichtsolo, announcements, bock, then each player', () => {
    const r = round({
      index: 7,
      outcome: 'kontra',
      summary: `Clara solo jacks 110:130 lost · bock ×2 · Anna +6 Ben +6 Clara ${MINUS}18 Dora +6`,
      points: [6, 6, -18, 6],
      running: [13, -7, -15, 9],
      detail: {
        game: 'doppelkopf',
        gameType: 'solo',
        soloKind: 'jacks',
        soloist: 'Clara',
        duty: true,
        re: ['Clara'],
        out: [],
        value: -6,
        bock: 2,
        announcements: ['Re'],
      },
    });
    expect(summaryHead(r)).toBe('Clara solo jacks 110:130 lost');
    expect(decidingFacts(r)).toEqual(['Pflichtsolo', 'announced Re', 'Bock ×2']);
    expect(rowSummary(r, ['Anna', 'Ben', 'Clara', 'Dora'])).toBe(
      'Round 7: Clara solo jacks 110:130 lost; Pflichtsolo; announced Re; Bock ×2; Anna: +6, total 13; ' +
        `Ben: +6, total ${MINUS}7; Clara: ${MINUS}18, total ${MINUS}15; Dora: +6, total 9.`,
    );
  });

  it('Belote: coinche factor, pot taken, game won; a team without points; the first problem, one full stop', () => {
    const r = round({
      index: 5,
      summary: 'West 120♥ made · NS 20 EW 390',
      points: [null, 390],
      running: [240, 1680],
      errors: 1,
      messages: ['stated EW 380, computed EW 390.'],
      detail: {
        game: 'belote',
        gameNumber: 1,
        taker: 'EW',
        takerPlayer: 'West',
        contract: '120 ♥',
        multiplier: 2,
        potHeld: 0,
        potAwarded: { team: 'EW', points: 81 },
        gameWinner: 'EW',
      },
    });
    expect(rowSummary(r, ['NS', 'EW'])).toBe(
      'Round 5: West 120♥ made; ×2; EW takes the pot (81); Game 1 won by EW; NS: no points, total 240; ' +
        'EW: +390, total 1680; 1 error: stated EW 380, computed EW 390.',
    );
  });
});

describe('end labels of the chart', () => {
  it('stay at their line ends when apart', () => {
    expect(placeLabels([40, 120, 200], 13, 10, 300)).toEqual([40, 120, 200]);
  });

  it('push apart by the gap, in the lines order (two ends at 50 and 52 → 50 and 63)', () => {
    expect(placeLabels([52, 50, 200], 13, 10, 300)).toEqual([63, 50, 200]);
  });

  it('a stack running past the bottom slides up as a block (297, 298, 299; bottom 300 → 274, 287, 300)', () => {
    expect(placeLabels([297, 298, 299], 13, 10, 300)).toEqual([274, 287, 300]);
  });

  it('never above the top', () => {
    expect(placeLabels([0, 1], 13, 10, 300)).toEqual([10, 23]);
  });
});

describe('markers', () => {
  it('every series style has its own shape', () => {
    const shapes = MARKERS.map((m) => markerPath(m, 0, 0, 4));
    expect(new Set(shapes).size).toBe(MARKERS.length);
    expect(markerPath('square', 10, 10, 2)).toBe('M8 8L12 8L12 12L8 12Z');
  });
});
