// @vitest-environment happy-dom
// The Skat list's Seeger-Fabian Wertung in the settlement view (issue 37): under `scoring seeger-fabian` a Wertung
// column beside each player's list total, and in the statistics its parts (games lost, ±50 per game won or lost,
// +40 or +30 per game the others lost, the Wertung); under the classic list none of it. Worked by hand from
// rules/skat.md §10.2 (S34) and §10.3 (S35).

import { afterEach, describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import type { HostMessage } from '../../src/protocol';
import { toSettlementModel } from '../../src/view/model';
import { toSeasonModel } from '../../src/view/season';
import { settleSeason, summarizeEvening } from '../../src/season';
import { skatView } from '../../webview/games/skat';
import { setViewLang } from '../../webview/strings';
import { deepQuery, deepText, mount } from './dom';
import { update } from './fixtures';

const MINUS = '\u2212';

/*
 S35: A B C D, A deals game 1 and sits out; the dealer of a lost game gets +30 like the two defenders.
  1 (A deals) B Kreuz mit 2, won: (2 + 1) × 12 = 36            B +36
  2 (B)       D Grand mit 1, lost: (1 + 1) × 24 = 48, ×2       D −96
  3 (C)       A Herz Hand mit 1, won: (1 + 1 + 1) × 10 = 30    A +30
  4 (D)       C Null Hand, won: 35                             C +35
  5 (A)       B Pik ohne 2, won: (2 + 1) × 11 = 33             B +33
  6 (B)       C Karo mit 1, lost: (1 + 1) × 9 = 18, ×2         C −36
  7 (C)       eingepasst
  8 (D)       A Grand ohne 2, 95, Schneider: (2 + 1 + 1) × 24 = 96   A +96
 List: A 126, B 69, C −1, D −96. G/V: A 2/0, B 2/0, C 1/1, D 0/1; two games lost in all.
 ±50: A +100, B +100, C 0, D −50. Others' lost games × 30: A 2 → +60, B 2 → +60, C 1 → +30, D 1 → +30.
 Wertung: A 126 + 100 + 60 = 286; B 69 + 100 + 60 = 229; C −1 + 0 + 30 = 29; D −96 − 50 + 30 = −116.
*/
const S35 = (scoring: string) => `game skat
players A B C D
set scoring ${scoring}

round
  declarer B clubs with 2
  cards 61
round
  declarer D grand with 1
  cards 50
round
  declarer A hearts with 1 hand
  cards 61
round
  declarer C null hand
  won
round
  declarer B spades without 2
  cards 61
round
  declarer C diamonds with 1
  cards 50
round
  passed
round
  declarer A grand without 2
  cards 95
`;

/*
 S34, three players: bonus 40 per game the others lost. List A 143, B 18, C −88; G/V A 3/0, B 1/1, C 1/2.
 Wertung A 143 + 150 + 40 × 3 = 413; B 18 + 0 + 40 × 2 = 98; C −88 − 50 + 40 × 1 = −98.
*/
const S34 = `game skat
players A B C
set scoring seeger-fabian

round
  declarer A clubs with 1
  cards 61
round
  declarer B grand with 2
  cards 70
round
  declarer C hearts without 1
  cards 50
round
  declarer A null
  won
round
  passed
round
  declarer C spades with 2 hand
  cards 80
round
  declarer B diamonds without 2
  cards 55
round
  declarer A grand with 1 hand
  cards 92
round
  declarer C null ouvert
  lost
`;

const model = (text: string) => toSettlementModel(analyzeScore(text), 'skat.score');

/** A table's head and body cells as text. */
function cells(table: Element) {
  const text = (sel: string, row: Element) => Array.from(row.querySelectorAll(sel)).map((c) => deepText(c).trim());
  return {
    head: text('th', table.querySelector('thead tr')!),
    rows: Array.from(table.querySelectorAll('tbody tr')).map((r) => text('th, td', r)),
  };
}

afterEach(() => setViewLang('en'));

describe('the Seeger-Fabian Wertung in the Skat view', () => {
  it('the model carries each player’s Wertung line under seeger-fabian only', () => {
    expect(model(S35('seeger-fabian')).seeger?.map((l) => l.wertung)).toEqual([286, 229, 29, -116]);
    expect(model(S35('list')).seeger).toBeUndefined();
  });

  it('four players: a Wertung column beside the list total', async () => {
    const { app } = await mount([update(model(S35('seeger-fabian')))]);
    const { head, rows } = cells(deepQuery(app, 'table.totals')!);
    expect(head).toEqual(['Player', 'Total', 'Wertung']);
    expect(rows).toEqual([
      ['A winner', '126', '286'], // the winner's row says so,
      ['B', '69', '229'],
      ['C', `${MINUS}1`, '29'],
      ['D', `${MINUS}96`, `${MINUS}116`],
    ]);
  });

  it('four players: the statistics show its parts, +30 for each game the others lost', async () => {
    const { app } = await mount([update(model(S35('seeger-fabian')))]);
    const { head, rows } = cells(deepQuery(app, 'table.stats')!);
    expect(head.slice(1)).toEqual(['Games', 'Wins', 'Lost', 'Won/lost (±50)', 'Others’ lost games (+30)', 'Wertung']);
    expect(rows).toEqual([
      ['A', '2', '2', '0', '+100', '+60', '286'],
      ['B', '2', '2', '0', '+100', '+60', '229'],
      ['C', '2', '1', '1', '0', '+30', '29'],
      ['D', '1', '0', '1', `${MINUS}50`, '+30', `${MINUS}116`],
    ]);
  });

  it('three players: +40 each, in German', async () => {
    const { app } = await mount([{ ...update(model(S34)), lang: 'de' } as HostMessage]);
    expect(cells(deepQuery(app, 'table.totals')!).rows.map((r) => r.slice(-1)[0])).toEqual(['413', '98', `${MINUS}98`]);
    const { head, rows } = cells(deepQuery(app, 'table.stats')!);
    expect(head.slice(3)).toEqual([
      'Verloren',
      'Gewonnen/verloren (±50)',
      'Verlorene Spiele der anderen (+40)',
      'Wertung',
    ]);
    expect(rows).toEqual([
      ['A', '3', '3', '0', '+150', '+120', '413'],
      ['B', '2', '1', '1', '0', '+80', '98'],
      ['C', '3', '1', '2', `${MINUS}50`, '+40', `${MINUS}98`],
    ]);
  });

  it('the classic list: no Wertung in the totals or the statistics', async () => {
    const { app } = await mount([update(model(S35('list')))]);
    expect(cells(deepQuery(app, 'table.totals')!).head).toEqual(['Player', 'Total']);
    expect(cells(deepQuery(app, 'table.stats')!).head.slice(1)).toEqual(['Games', 'Wins']);
    for (const t of ['table.totals', 'table.stats']) expect(deepText(deepQuery(app, t)!)).not.toContain('Wertung');
  });
});

describe('the Season tab’s Skat statistics (issue 37)', () => {
  /*
   S34 (Seeger-Fabian) and S35 (the classic list), the same four names A B C; A, B, C play both lists, D only S35.
   Points: the Wertung of S34 and the list of S35. A: 413 + 126 = 539 over 2 lists → 269.5; games 3 + 2 = 5, won
   3 + 2 = 5, lost 0; Grand S34 1 (game 8) + S35 1 (game 8) = 2; Null S34 1 (game 4) = 1.
   B: 98 + 69 = 167 → 83.5; games 2 + 2 = 4, won 1 + 2 = 3, lost 1; Grand 1 (S34 game 2); Null 0.
   C: −98 + −1 = −99 → −49.5; games 3 + 2 = 5, won 1 + 1 = 2, lost 2 + 1 = 3; Grand 0; Null S34 1 + S35 1 = 2.
   D: −96 over 1 list; games 1, won 0, lost 1; Grand 1; Null 0.
  */
  it('games, won, lost, win rate, Grand, Null and points per list', () => {
    const evenings = [
      summarizeEvening('s34.score', analyzeScore(S34.replace('players A B C', 'date 2026-01-01\nplayers A B C'))),
      summarizeEvening('s35.score', analyzeScore(S35('list').replace('players', 'date 2026-01-08\nplayers'))),
    ];
    const t = skatView.seasonStats!(toSeasonModel(settleSeason(evenings), 'season', 's35.score'));
    expect(t.cols).toEqual(['Games', 'Wins', 'Lost', 'Won %', 'Grand', 'Null', 'Per list']);
    expect(t.rows.map((r) => [r.name, ...r.values])).toEqual([
      ['A', 5, 5, 0, '100%', 2, 1, '269.5'],
      ['B', 4, 3, 1, '75%', 1, 0, '83.5'],
      ['C', 5, 2, 3, '40%', 0, 2, `${MINUS}49.5`],
      ['D', 1, 0, 1, '0%', 1, 0, `${MINUS}96`],
    ]);
  });
});
