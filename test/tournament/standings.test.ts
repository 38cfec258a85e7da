// Tournaments and concours (score-format.md, "Tournaments and concours"): two tournaments worked by hand — ranks,
// keys, tie-breaks, shared ranks and prizes to the cent. The sheets and their totals are worked in fixtures.ts.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTournamentLedger, toNumber, type Standing, type Tournament } from '../../src/tournament';
import { COINCHE_FOLDER, DK_FOLDER, DK_SETTINGS, type Folder } from './fixtures';

function settle(folder: Folder): Tournament {
  const ledger = createTournamentLedger();
  for (const [file, text] of Object.entries(folder)) ledger.update(file, text);
  return ledger.tournament()!;
}

/** rank, name, main key, points (and the other numbers asked for) of each standing, in order. */
const rows = (t: Tournament, more: (s: Standing) => unknown[] = () => []) =>
  t.standings.map((s) => [s.rank, s.name, toNumber(s.key), s.points, ...more(s)]);

const withSettings = (settings: string): Folder => ({ ...DK_FOLDER, 'tournament.score': settings });

/*
 Doppelkopf, 9 players, 2 series, placement points 4: 3 1 -1 -3, 5: 4 2 0 -2 -4 (level players share the average).

   series 1, table 1 (four):  Dora +2 → 3;  Ben 0, Clara 0 share places 2–3 → (1 − 1) / 2 = 0;  Anna −2 → −3
   series 1, table 2 (five):  Emil +1, Hanna +1 share places 1–2 → (4 + 2) / 2 = 3;  Fritz 0 → 0;
                              Gerd −1, Ilse −1 share places 4–5 → (−2 − 4) / 2 = −3
   series 2, table 1 (five):  Ben +3 → 4;  Clara +1, Ilse +1 share places 2–3 → (2 + 0) / 2 = 1;  Emil 0 → −2;
                              Gerd −5 → −4
   series 2, table 2 (four, timeout after 3 games):  Anna +5, Fritz +5 share 1–2 → (3 + 1) / 2 = 2;
                              Hanna −5, Dora −5 share 3–4 → (−1 − 3) / 2 = −2

   player   placement          points          games won (1 + 2)
   Ben      0 + 4  =  4        0 + 3  =  3     2 + 3 = 5
   Fritz    0 + 2  =  2        0 + 5  =  5     2 + 2 = 4
   Clara    0 + 1  =  1        0 + 1  =  1     2 + 3 = 5
   Emil     3 − 2  =  1        1 + 0  =  1     2 + 2 = 4
   Dora     3 − 2  =  1        2 − 5  = −3     2 + 1 = 3
   Hanna    3 − 2  =  1        1 − 5  = −4     2 + 1 = 3
   Anna    −3 + 2  = −1       −2 + 5  =  3     2 + 2 = 4
   Ilse    −3 + 1  = −2       −1 + 1  =  0     1 + 2 = 3
   Gerd    −3 − 4  = −7       −1 − 5  = −6     2 + 1 = 3

 ranking placement, tiebreak points: Ben 1, Fritz 2; Clara and Emil level on placement 1 and points 1 share rank 3;
 Dora (−3) 5, Hanna (−4) 6, Anna 7, Ilse 8, Gerd 9.
 Money: entry 10 EUR × 9 = 90.00 EUR; prizes 50% 30% 20% = 45.00, 27.00, 18.00; Clara and Emil hold places 3 and 4
 and share 18.00 + 0 = 9.00 each. Money = prize − entry.
*/
describe('a Doppelkopf tournament: 9 players, 2 series, tables of four and five, a timeout', () => {
  const t = settle(DK_FOLDER);

  it('no problems: every sheet checks, the timeout allows 3 games of 4', () => {
    expect(t.problems).toEqual([]);
  });
  it('ranks by placement points, then points; Clara and Emil share rank 3 (1, 2, 3, 3, 5)', () => {
    expect(rows(t, (s) => [s.number, s.gamesWon])).toEqual([
      [1, 'Ben', 4, 3, 2, 5],
      [2, 'Fritz', 2, 5, 6, 4],
      [3, 'Clara', 1, 1, 3, 5],
      [3, 'Emil', 1, 1, 5, 4],
      [5, 'Dora', 1, -3, 4, 3],
      [6, 'Hanna', 1, -4, 8, 3],
      [7, 'Anna', -1, 3, 1, 4],
      [8, 'Ilse', -2, 0, 9, 3],
      [9, 'Gerd', -7, -6, 7, 3],
    ]);
  });
  it('each series: the table, the place and the placement points (shared places averaged)', () => {
    const emil = t.standings.find((s) => s.name === 'Emil')!;
    expect(emil.series.map((c) => [c?.table, c?.place, c?.points, toNumber(c!.placement)])).toEqual([
      [2, 1, 1, 3],
      [1, 4, 0, -2],
    ]);
    expect(t.series[1].tables.map((x) => [x.table, x.timeout, x.totals, x.places])).toEqual([
      [1, false, { Ben: 3, Clara: 1, Emil: 0, Gerd: -5, Ilse: 1 }, { Ben: 1, Clara: 2, Emil: 4, Gerd: 5, Ilse: 2 }],
      [2, true, { Anna: 5, Fritz: 5, Hanna: -5, Dora: -5 }, { Anna: 1, Fritz: 1, Hanna: 3, Dora: 3 }],
    ]);
  });
  it('money: 90.00 EUR in, 45.00 / 27.00 / 18.00 out, Clara and Emil 9.00 each', () => {
    expect(t.money).toEqual({
      currency: 'EUR',
      entryCents: 1000,
      poolCents: 9000,
      prizeCents: [4500, 2700, 1800],
      paidCents: 9000,
    });
    expect(t.standings.map((s) => [s.name, s.prize, s.money])).toEqual([
      ['Ben', 4500, 3500],
      ['Fritz', 2700, 1700],
      ['Clara', 900, -100],
      ['Emil', 900, -100],
      ['Dora', 0, -1000],
      ['Hanna', 0, -1000],
      ['Anna', 0, -1000],
      ['Ilse', 0, -1000],
      ['Gerd', 0, -1000],
    ]);
  });
  it('statistics per player: games won and lost, schwarz for and against, solos', () => {
    const stats = Object.fromEntries(t.stats.map((l) => [l.name, l.stats]));
    // Anna: 4 games in series 1 (won R1, R3), 3 in series 2 (won R1 with schwarz, R2): 7 games, 4 won, 3 lost.
    expect(stats.Anna).toEqual({
      games: 7,
      won: 4,
      lost: 3,
      'schwarz-for': 1,
      'schwarz-against': 0,
      solos: 0,
      'solos-won': 0,
    });
    expect(stats.Hanna['schwarz-against']).toBe(1);
    // Ilse sat out once at each five-table: 4 + 4 games; won her queens solo (series 1) and two games in series 2.
    expect(stats.Ilse).toMatchObject({ games: 8, won: 3, lost: 5, solos: 1, 'solos-won': 1 });
    // Gerd's hearts solo in series 2 was lost.
    expect(stats.Gerd).toMatchObject({ games: 8, won: 3, lost: 5, solos: 1, 'solos-won': 0 });
  });

  it('tiebreak points best-series: Emil’s best series (+3 placement) is better than Clara’s (+1): 3 and 4', () => {
    const t2 = settle(withSettings(DK_SETTINGS.replace('tiebreak points', 'tiebreak points best-series')));
    expect(rows(t2).slice(2, 4)).toEqual([
      [3, 'Emil', 1, 1],
      [4, 'Clara', 1, 1],
    ]);
  });
  it('without a tiebreak line the game’s order applies (points, best series, games won): Emil 3, Clara 4', () => {
    const t2 = settle(withSettings(DK_SETTINGS.replace('tiebreak points\n', '')));
    expect(t2.tiebreaks).toEqual(['points', 'best-series', 'games-won']);
    expect(
      rows(t2)
        .slice(2, 4)
        .map((r) => r[1]),
    ).toEqual(['Emil', 'Clara']);
  });
  it('prizes as amounts whose share does not divide: 13.55 EUR for places 3–4 → 6.78 (Clara, first) and 6.77', () => {
    const t2 = settle(withSettings(DK_SETTINGS.replace('prizes 50% 30% 20%', 'prizes 40 25 13.55 EUR')));
    expect(t2.standings.slice(0, 5).map((s) => [s.name, s.prize, s.money])).toEqual([
      ['Ben', 4000, 3000],
      ['Fritz', 2500, 1500],
      ['Clara', 678, -322],
      ['Emil', 677, -323],
      ['Dora', 0, -1000],
    ]);
    // 40 + 25 + 13.55 = 78.55 EUR paid of 90.00 in.
    expect(t2.money?.paidCents).toBe(7855);
  });
  /*
   ranking points: Fritz 5; Ben 3, Anna 3 (tie: placement 4 vs −1 → Ben); Clara 1, Emil 1 (placement 1 both, points
   equal: tie-break placement then best series (by points: Clara's best +1, Emil's +1) then games won (Clara 5, Emil
   4) → Clara 4, Emil 5); Ilse 0; Dora −3; Hanna −4; Gerd −6.
  */
  it('ranking points: tie-breaks placement, best series, games won', () => {
    const t2 = settle(
      withSettings(DK_SETTINGS.replace('ranking placement', 'ranking points').replace('tiebreak points\n', '')),
    );
    expect(t2.tiebreaks).toEqual(['placement', 'best-series', 'games-won']);
    expect(rows(t2).map((r) => [r[0], r[1]])).toEqual([
      [1, 'Fritz'],
      [2, 'Ben'],
      [3, 'Anna'],
      [4, 'Clara'],
      [5, 'Emil'],
      [6, 'Ilse'],
      [7, 'Dora'],
      [8, 'Hanna'],
      [9, 'Gerd'],
    ]);
  });
  /*
   ranking index = placement × 6 + points / 10: Ben 24 + 0.3 = 24.3; Fritz 12 + 0.5 = 12.5; Clara 6 + 0.1 = 6.1;
   Emil 6.1; Dora 6 − 0.3 = 5.7; Hanna 6 − 0.4 = 5.6; Anna −6 + 0.3 = −5.7; Ilse −12; Gerd −42 − 0.6 = −42.6.
  */
  it('ranking index: placement × 6 + points / 10', () => {
    const t2 = settle(withSettings(DK_SETTINGS.replace('ranking placement', 'ranking index')));
    expect(rows(t2).map((r) => [r[0], r[1], r[2]])).toEqual([
      [1, 'Ben', 24.3],
      [2, 'Fritz', 12.5],
      [3, 'Clara', 6.1],
      [3, 'Emil', 6.1],
      [5, 'Dora', 5.7],
      [6, 'Hanna', 5.6],
      [7, 'Anna', -5.7],
      [8, 'Ilse', -12],
      [9, 'Gerd', -42.6],
    ]);
  });
  /*
   best 1 (a league's Streichergebnis): only each player's best series by the main key (placement) counts.
   Ben 4 (series 2: 3 points), Emil 3 (series 1: +1 point), Dora 3 (+2), Hanna 3 (+1), Fritz 2 (+5), Anna 2 (+5),
   Clara 1 (+1, series 2: placement 1 beats 0), Ilse 1 (+1), Gerd −3 (−1).
   Level on 3: Dora (points 2) before Emil and Hanna (1 each, level: rank 3 both).
   Level on 2: Anna and Fritz (5 each, rank 5 both, shown by start number); on 1: Clara and Ilse (1 each, rank 7 both).
  */
  it('best 1: only each player’s best series counts, the other is marked dropped', () => {
    const t2 = settle(withSettings(`${DK_SETTINGS}best 1\n`));
    expect(rows(t2).map((r) => [r[0], r[1], r[2], r[3]])).toEqual([
      [1, 'Ben', 4, 3],
      [2, 'Dora', 3, 2],
      [3, 'Emil', 3, 1],
      [3, 'Hanna', 3, 1],
      [5, 'Anna', 2, 5],
      [5, 'Fritz', 2, 5],
      [7, 'Clara', 1, 1],
      [7, 'Ilse', 1, 1],
      [9, 'Gerd', -3, -1],
    ]);
    const ben = t2.standings[0];
    expect(ben.series.map((c) => c?.dropped ?? false)).toEqual([true, false]);
  });
});

/*
 Coinche concours, 5 teams, 2 parties of 12 deals (`set deals 12`), match points 2 for a partie won, 1 for one lost,
 a bye (`exempt 3 1000`) for the team left over each partie; default tie-breaks wins, point difference, points.

   partie 1: Rouges 1120 – Bleus 800 (Rouges win) · Verts 950 – Jaunes 970 (Jaunes win) · Noirs bye
   partie 2: Rouges 870 – Verts 1050 (Verts win)  · Bleus 1040 – Noirs 880 (Bleus win) · Jaunes bye

   team     match points   wins   point difference           points
   Jaunes   2 + 3 = 5      2      +20 + 0 = +20              970 + 1000 = 1970
   Noirs    3 + 1 = 4      1      0 − 160 = −160             1000 + 880 = 1880
   Verts    1 + 2 = 3      1      −20 + 180 = +160           950 + 1050 = 2000
   Rouges   2 + 1 = 3      1      +320 − 180 = +140          1120 + 870 = 1990
   Bleus    1 + 2 = 3      1      −320 + 160 = −160          800 + 1040 = 1840

 Level on 3 match points and 1 win: the point difference decides Verts, Rouges, Bleus.
 Money: entry 20 EUR × 5 teams = 100 EUR; prizes 60 30 10 EUR.
*/
describe('a Coinche concours: 5 teams, 2 parties of 12 deals, match points 2/1, a bye', () => {
  const t = settle(COINCHE_FOLDER);

  it('no problems; ranked by teams, partie wording', () => {
    expect(t.problems).toEqual([]);
    expect([t.entrants, t.ranking, t.tiebreaks, t.seriesCount]).toEqual([
      'teams',
      'match',
      ['wins', 'point-diff', 'points'],
      2,
    ]);
  });
  it('ranks by match points, then wins, then the point difference', () => {
    expect(rows(t, (s) => [s.wins, toNumber(s.pointDiff), s.number])).toEqual([
      [1, 'Jaunes', 5, 1970, 2, 20, 4],
      [2, 'Noirs', 4, 1880, 1, -160, 5],
      [3, 'Verts', 3, 2000, 1, 160, 3],
      [4, 'Rouges', 3, 1990, 1, 140, 1],
      [5, 'Bleus', 3, 1840, 1, -160, 2],
    ]);
  });
  it('the bye: 3 match points and 1000 points, a partie won', () => {
    const noirs = t.standings.find((s) => s.name === 'Noirs')!;
    expect(noirs.series.map((c) => [c?.kind, toNumber(c!.placement), c?.points, c?.won])).toEqual([
      ['bye', 3, 1000, true],
      ['played', 1, 880, false],
    ]);
    expect(noirs.members).toEqual(['Noirs1', 'Noirs2']);
  });
  it('money: 60, 30 and 10 EUR to the first three; each team paid 20 EUR', () => {
    expect(t.standings.map((s) => [s.name, s.prize, s.money])).toEqual([
      ['Jaunes', 6000, 4000],
      ['Noirs', 3000, 1000],
      ['Verts', 1000, -1000],
      ['Rouges', 0, -2000],
      ['Bleus', 0, -2000],
    ]);
  });
  it('statistics per player carry their team’s deals: Rouges1 12 + 12 deals, 7 + 5 won', () => {
    expect(t.stats.find((l) => l.name === 'Rouges1')?.stats).toEqual({
      deals: 24,
      'deals-won': 12,
      contracts: 0,
      made: 0,
    });
  });
  /*
   individual on: the players are ranked, each with the team's result. Jaunes1 and Jaunes2 share rank 1 (5 match
   points), Noirs1 and Noirs2 rank 3, the six players on 3 match points share 5, 7, 9 in pairs by point difference.
   Without `joueur` lines the participants are the players on the sheets; the two left over each partie (a team)
   have the bye.
  */
  it('individual on: players ranked with their team’s result, level partners share a rank', () => {
    const settings = COINCHE_FOLDER['tournament.score'].replace(/joueur \d \w+\n/g, '') + 'individuel on\n';
    const t2 = settle({ ...COINCHE_FOLDER, 'tournament.score': settings });
    expect(t2.entrants).toBe('players');
    expect(t2.standings.map((s) => [s.rank, s.name])).toEqual([
      [1, 'Jaunes1'],
      [1, 'Jaunes2'],
      [3, 'Noirs1'],
      [3, 'Noirs2'],
      [5, 'Verts1'],
      [5, 'Verts2'],
      [7, 'Rouges1'],
      [7, 'Rouges2'],
      [9, 'Bleus1'],
      [9, 'Bleus2'],
    ]);
  });
});

/** Every `.score` file of a folder on disk and one folder down, by its path inside the folder. */
function fromDisk(dir: string, under = ''): Folder {
  const out: Folder = {};
  for (const e of readdirSync(join(dir, under))) {
    const rel = under ? `${under}/${e}` : e;
    if (statSync(join(dir, rel)).isDirectory()) Object.assign(out, fromDisk(dir, rel));
    else if (e.endsWith('.score')) out[rel] = readFileSync(join(dir, rel), 'utf8');
  }
  return out;
}

describe('examples/turnier-2026: the tournament above in German words, tie-breaks points, best series', () => {
  const t = settle(fromDisk('examples/turnier-2026'));
  it('checks clean and ranks as worked above: Emil (best series +3) before Clara (+1); prizes 45, 27, 18', () => {
    expect(t.problems).toEqual([]);
    expect(t.standings.map((s) => [s.rank, s.name, s.prize])).toEqual([
      [1, 'Ben', 4500],
      [2, 'Fritz', 2700],
      [3, 'Emil', 1800],
      [4, 'Clara', 0],
      [5, 'Dora', 0],
      [6, 'Hanna', 0],
      [7, 'Anna', 0],
      [8, 'Ilse', 0],
      [9, 'Gerd', 0],
    ]);
  });
});
