// A Skat season (issue 37): two lists worked by hand from rules/skat.md — per player games won and lost, Grand and
// Null games declared, points (the Wertung under Seeger-Fabian) and their average per list, in the stats tables and
// CSV and in the season CSV's rows.

import { describe, expect, it } from 'vitest';
import { renderSeason, renderStats, seasonStats, settleSeason } from '../../src/season';
import type { SeasonPlayerLine } from '../../src/protocol';
import { evening } from './fixtures';

/*
 List 1 (rules/skat.md §10.2, S34), `set scoring seeger-fabian`, A B C; A deals game 1.
  1 A Kreuz mit 1, 61, won: (1 + 1) × 12 = 24              A +24
  2 B Grand mit 2, 70, won: (2 + 1) × 24 = 72              B +72
  3 C Herz ohne 1, 50, lost: (1 + 1) × 10 = 20             C −40
  4 A Null, won: 23                                        A +23
  5 eingepasst
  6 C Pik Hand mit 2, 80, won: (2 + 1 + 1) × 11 = 44       C +44
  7 B Karo ohne 2, 55, lost: (2 + 1) × 9 = 27              B −54
  8 A Grand Hand mit 1, 92, Schneider: 4 × 24 = 96          A +96
  9 C Null ouvert, lost: 46                                C −92
 List A 143, B 18, C −88. G/V: A 3/0, B 1/1, C 1/2. Lost games: C (3), B (7), C (9).
 Wertung: A 143 + 150 + 40 × 3 = 413; B 18 + 50 − 50 + 40 × 2 = 98; C −88 + 50 − 100 + 40 × 1 = −98.
 Grand declared: A (8), B (2). Null declared: A (4), C (9).

 List 2, the classic list, A B D; A deals game 1.
  1 A Grand mit 1, 61, won: (1 + 1) × 24 = 48              A +48
  2 B Kreuz mit 1, 40, lost: (1 + 1) × 12 = 24, ×2          B −48
  3 D Null, lost: 23, ×2                                   D −46
 G/V: A 1/0, B 0/1, D 0/1. Grand: A. Null: D.

 Season (points: the Wertung of list 1, the list of list 2):
   A: 2 lists, 4 games, 4 won, 0 lost, Grand 2, Null 1, 413 + 48 = 461, per list 230.5
   B: 2 lists, 3 games, 1 won, 2 lost, Grand 1, Null 0, 98 − 48 = 50, per list 25
   C: 1 list,  3 games, 1 won, 2 lost, Grand 0, Null 1, −98, per list −98
   D: 1 list,  1 game,  0 won, 1 lost, Grand 0, Null 1, −46, per list −46
*/
const LIST1 = `game skat
date 2026-02-06
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

const LIST2 = `game skat
date 2026-02-20
players A B D

round
  declarer A grand with 1
  cards 61
round
  declarer B clubs with 1
  cards 40
round
  declarer D null
  lost
`;

const e1 = evening('l1.score', LIST1);
const e2 = evening('l2.score', LIST2);

describe('a Skat season of two lists (hand-worked above)', () => {
  it('the lists themselves are clean, and list 1 settles on the Wertung', () => {
    expect([e1.errors, e2.errors]).toEqual([0, 0]);
    expect(settleSeason([e1]).totals).toEqual({ A: 413, B: 98, C: -98 });
  });

  it('per player: games, won, lost, Grand, Null, points', () => {
    const [st] = seasonStats([e1, e2]);
    const lines = st.players as SeasonPlayerLine[];
    expect(
      lines.map((l) => [l.name, l.evenings, l.games, l.wins, l.skat?.lost, l.skat?.grand, l.skat?.null, l.points]),
    ).toEqual([
      ['A', 2, 4, 4, 0, 2, 1, 461],
      ['B', 2, 3, 1, 2, 1, 0, 50],
      ['C', 1, 3, 1, 2, 0, 1, -98],
      ['D', 1, 1, 0, 1, 0, 1, -46],
    ]);
  });

  it('stats as CSV: lost, Grand, Null and the average per list', () => {
    const [st] = seasonStats([e1, e2]);
    const rows = renderStats(st, 'csv').trim().split('\n');
    expect(rows).toEqual([
      // The generic columns under their CSV keys, Skat's own under their labels (as the games column already was).
      'player,evenings,Games,wins,Lost,Grand,Null,points,Per list',
      'A,2,4,4,0,2,1,461,230.5',
      'B,2,3,1,2,1,0,50,25',
      'C,1,3,1,2,0,1,-98,-98',
      'D,1,1,0,1,0,1,-46,-46',
    ]);
  });

  it('stats as a table, in German: Verloren, Grand, Null, Schnitt je Liste', () => {
    const [st] = seasonStats([e1, e2]);
    const text = renderStats(st, 'md', 'de');
    const head = text.split('\n').find((l) => l.startsWith('| Spieler'))!;
    expect(head.split('|').map((c) => c.trim())).toEqual([
      '',
      'Spieler',
      expect.any(String),
      'Spiele',
      expect.any(String),
      'Verloren',
      expect.any(String),
      'Grand',
      'Null',
      expect.any(String),
      'Schnitt je Liste',
      '',
    ]);
    const a = text.split('\n').find((l) => l.startsWith('| A '))!;
    expect(a.split('|').map((c) => c.trim())[10]).toBe('230,5');
  });

  it('the season CSV has the rows Lost, Grand, Null and Per list by player', () => {
    const csv = renderSeason(settleSeason([e1, e2]), 'csv')
      .trim()
      .split('\n');
    const row = (label: string) =>
      csv
        .find((l) => l.split(',')[1] === label)
        ?.split(',')
        .slice(2);
    expect(row('Lost')).toEqual(['0', '2', '2', '1']);
    expect(row('Grand')).toEqual(['2', '1', '0', '0']);
    expect(row('Null')).toEqual(['1', '0', '1', '1']);
    expect(row('Per list')).toEqual(['230.5', '25', '-98', '-46']);
  });
});
