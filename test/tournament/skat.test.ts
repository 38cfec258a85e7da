// A Skat tournament worked by hand (rules/skat.md "Tournaments"): ranking by the Seeger-Fabian Wertung, ties broken
// by games won, then fewer games lost (`games-lost`, the default after `games-won`).
import { describe, expect, it } from 'vitest';
import { createTournamentLedger, renderTournament, toNumber, type Tournament } from '../../src/tournament';
import type { Folder } from './fixtures';

const SETTINGS = `tournament Skat im Oktober
game skat
rules tournament
series 1
games 3:4
player 1 Anna
player 2 Ben
player 3 Clara
player 4 Dora
player 5 Emil
player 6 Fritz
`;

/**
 * Table 1: Anna Kreuz mit 1, 61 → (1 + 1) × 12 = +24 · Ben Grand mit 1, 70 → (1 + 1) × 24 = +48 · Clara Null lost →
 * −2 × 23 = −46 · eingepasst. Wertung (+40 to each other player per lost game at a three-table):
 * Anna 24 + 50 × 1 + 40 × 1 = 114 (won 1, lost 0); Ben 48 + 50 + 40 = 138 (1, 0); Clara −46 − 50 = −96 (0, 1).
 */
const T1 = `series 1
table 1
players Anna Ben Clara
round
  declarer Anna clubs with 1
  cards 61
round
  declarer Ben grand with 1
  cards 70
round
  declarer Clara null
  lost
round
  passed
`;

/**
 * Table 2: Dora Herz mit 6, 61 → (6 + 1) × 10 = +70 · Dora Karo mit 1, 50 → −2 × 18 = −36 · Emil Herz mit 1, 40 →
 * −2 × 20 = −40 · Fritz Pik mit 1, 55 → −2 × 22 = −44. Wertung:
 * Dora 70 − 36 + 50 × (1 − 1) + 40 × 2 = 114 (won 1, lost 1); Emil −40 − 50 + 40 × 2 = −10 (0, 1);
 * Fritz −44 − 50 + 40 × 2 = −14 (0, 1).
 */
const T2 = `series 1
table 2
players Dora Emil Fritz
round
  declarer Dora hearts with 6
  cards 61
round
  declarer Dora diamonds with 1
  cards 50
round
  declarer Emil hearts with 1
  cards 40
round
  declarer Fritz spades with 1
  cards 55
`;

function settle(settings: string): Tournament {
  const folder: Folder = { 'tournament.score': settings, 's1-t1.score': T1, 's1-t2.score': T2 };
  const ledger = createTournamentLedger();
  for (const [file, text] of Object.entries(folder)) ledger.update(file, text);
  return ledger.tournament()!;
}

const rows = (t: Tournament) => t.standings.map((s) => [s.rank, s.name, toNumber(s.key), s.gamesWon, s.gamesLost]);

describe('a Skat tournament: two tables of three, one series of four games', () => {
  it('reads clean', () => {
    expect(t0().problems).toEqual([]);
  });
  it('ranks by the Wertung; Anna and Dora (114, one game won each) by fewer games lost: Anna 0, Dora 1', () => {
    const t = t0();
    expect(t.tiebreaks).toEqual(['games-won', 'games-lost']);
    expect(rows(t)).toEqual([
      [1, 'Ben', 138, 1, 0],
      [2, 'Anna', 114, 1, 0],
      [3, 'Dora', 114, 1, 1],
      [4, 'Emil', -10, 0, 1],
      [5, 'Fritz', -14, 0, 1],
      [6, 'Clara', -96, 0, 1],
    ]);
  });
  it('with games won alone Anna and Dora share rank 2 (1, 2, 2, 4, …)', () => {
    const t = settle(SETTINGS + 'tiebreak games-won\n');
    expect(rows(t).map((r) => [r[0], r[1]])).toEqual([
      [1, 'Ben'],
      [2, 'Anna'],
      [2, 'Dora'],
      [4, 'Emil'],
      [5, 'Fritz'],
      [6, 'Clara'],
    ]);
  });
  it('games-lost alone puts the fewer losses first; in German and French words the same', () => {
    for (const line of ['tiebreak games-lost', 'feinwertung verlorene-spiele', 'départage donnes-perdues']) {
      const t = settle(SETTINGS + `${line}\n`);
      expect(t.problems).toEqual([]);
      expect(t.tiebreaks).toEqual(['games-lost']);
      expect(
        rows(t)
          .slice(1, 3)
          .map((r) => [r[0], r[1]]),
      ).toEqual([
        [2, 'Anna'],
        [3, 'Dora'],
      ]);
    }
  });
});

describe('the standings table', () => {
  it('shows games won and games lost as counts, named in each language', () => {
    const t = t0();
    const text = renderTournament(t, 'text');
    expect(text).toContain('Ranked by points, then games won and games lost');
    const dora = text.split('\n').find((l) => l.includes('Dora'))!;
    // #, no., player, points, games won, games lost, S1
    expect(dora.trim().split(/\s+/)).toEqual(['3', '4', 'Dora', '+114', '1', '1', '+114']);
    expect(renderTournament(t, 'text', 'de')).toContain('verlorene Spiele');
    expect(renderTournament(t, 'text', 'fr')).toContain('donnes perdues');
  });
});

function t0(): Tournament {
  return settle(SETTINGS);
}
