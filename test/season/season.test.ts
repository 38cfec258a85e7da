// Seasons worked out by hand (rules/doppelkopf.md, rules/belote.md): totals, attendance, money, statistics.

import { describe, expect, it } from 'vitest';
import { parseSeasonSettings, seasonStats, settleSeason, settleSeasons } from '../../src/season';
import type { BeloteSeasonStats } from '../../src/games/belote/season/types';
import type { SeasonPlayerLine as PlayerLine } from '../../src/protocol';
import type { Standing } from '../../src/season';
import { COINCHE, COINCHE2, E1, E2, evening } from './fixtures';

/*
 Evening 1 (E1, 2026-01-09), DDV, 0.10 EUR.      Anna Ben Clara Dora
  1  Re Anna+Ben 151:89   won 1 + unter 90 1 = 2   +2  +2   −2   −2
  2  Re Anna+Clara 100:140 Kontra: won 1 + gdA 1   −2  +2   −2   +2
  3  Dora queens 130:110  won 1, ×3                −1  −1   −1   +3
  4  recorded                                      +1  −1   +1   −1
     totals                                         0  +2   −4   +2    money 0, +0.20, −0.40, +0.20

 Evening 2 (E2, 2026-01-23), Clara absent, Emil joins, "anna" = Anna.   anna Ben Emil Dora
  1  Re anna+Emil 130:110 won 1                    +1  −1   +1   −1
  2  Ben clubs duty 100:140  Kontra won 1 (no gdA in a solo), ×3       +1  −3   +1   +1
  3  recorded                                      +2  −2   +2   −2
     totals                                        +4  −6   +4   −2    money +0.40, −0.60, +0.40, −0.20

 Season: Anna 0+4 = 4, Ben 2−6 = −4, Clara −4 (absent on E2), Dora 2−2 = 0, Emil 4 (absent on E1).
 Money (each evening at its stake): Anna 0.40, Ben −0.40, Clara −0.40, Dora 0, Emil 0.40.
 Standings: Anna and Emil 1st (4), Dora 3rd (0), Ben and Clara 4th (−4).
*/
const e1 = evening('e1.score', E1);
const e2 = evening('e2.score', E2);

const line = (lines: PlayerLine[], name: string) => lines.find((l) => l.name === name)!;

describe('a Doppelkopf season of two evenings (hand-worked above)', () => {
  const s = settleSeason([e2, e1]);
  it('reads both evenings without an error', () => {
    expect([e1.errors, e2.errors]).toEqual([0, 0]);
  });
  it('orders the evenings by date and matches anna to Anna, shown as first written', () => {
    expect(s.evenings.map((e) => e.file)).toEqual(['e1.score', 'e2.score']);
    expect(s.players).toEqual(['Anna', 'Ben', 'Clara', 'Dora', 'Emil']);
  });
  it('gives each evening its totals; an absent player scores 0 and is not present', () => {
    expect(s.evenings[0].totals).toEqual({ Anna: 0, Ben: 2, Clara: -4, Dora: 2, Emil: 0 });
    expect(s.evenings[0].present).toEqual(['Anna', 'Ben', 'Clara', 'Dora']);
    expect(s.evenings[1].totals).toEqual({ Anna: 4, Ben: -6, Clara: 0, Dora: -2, Emil: 4 });
    expect(s.evenings[1].present).toEqual(['Anna', 'Ben', 'Emil', 'Dora']);
  });
  it('adds up the season totals and the evenings’ money', () => {
    expect(s.totals).toEqual({ Anna: 4, Ben: -4, Clara: -4, Dora: 0, Emil: 4 });
    expect(s.moneyModel).toBe('evening');
    expect(s.money).toEqual({ Anna: 40, Ben: -40, Clara: -40, Dora: 0, Emil: 40 });
    expect(s.currency).toBe('EUR');
  });
  it('ranks ties alike (1, 1, 3, 4, 4) and counts evenings attended, games, wins and solos', () => {
    expect(s.standings.map((st) => [st.rank, st.name, st.total, st.evenings, st.games, st.wins])).toEqual([
      [1, 'Anna', 4, 2, 7, 5],
      [1, 'Emil', 4, 1, 3, 3],
      [3, 'Dora', 0, 2, 7, 3],
      [4, 'Ben', -4, 2, 7, 2],
      [4, 'Clara', -4, 1, 4, 1],
    ]);
    // Doppelkopf's part of a standing (GameSeason.standing): its solos.
    const own = (st: Standing) => st as Standing & { solos: number; solosWon: number };
    const solos = Object.fromEntries(s.standings.map((st) => [st.name, [own(st).solos, own(st).solosWon]]));
    expect(solos).toEqual({ Anna: [0, 0], Emil: [0, 0], Dora: [1, 1], Ben: [1, 0], Clara: [0, 0] });
  });
});

describe('Doppelkopf statistics over the two evenings', () => {
  const [stats] = seasonStats([e1, e2]);
  // The lines with Doppelkopf's part, as the JSON and the view have them.
  const st = { ...stats, players: stats.players as PlayerLine[] };
  it(
    'as Re / as Kontra count the rounds with known parties ' + '(the soloist is Re); recorded rows count in neither',
    () => {
      // Re: E1 r1 Anna Ben (won), r2 Anna Clara (lost), r3 Dora (won); E2 r1 anna Emil (won), r2 Ben (lost).
      const re = Object.fromEntries(st.players.map((p) => [p.name, p.doppelkopf!.re]));
      expect(re).toEqual({
        Anna: { games: 3, wins: 2 },
        Ben: { games: 2, wins: 1 },
        Clara: { games: 1, wins: 0 },
        Dora: { games: 1, wins: 1 },
        Emil: { games: 1, wins: 1 },
      });
      // Kontra: E1 r1 Clara Dora (lost), r2 Ben Dora (won), r3 Anna Ben Clara (lost); E2 r1 Ben Dora (lost),
      // r2 anna Emil Dora (won).
      const kontra = Object.fromEntries(st.players.map((p) => [p.name, p.doppelkopf!.kontra]));
      expect(kontra).toEqual({
        Anna: { games: 2, wins: 1 },
        Ben: { games: 3, wins: 1 },
        Clara: { games: 2, wins: 0 },
        Dora: { games: 4, wins: 2 },
        Emil: { games: 1, wins: 1 },
      });
    },
  );
  it('solos by kind and duty solos', () => {
    expect(line(st.players, 'Dora').doppelkopf!.solosByKind).toEqual({ queens: { games: 1, wins: 1 } });
    expect(line(st.players, 'Ben').doppelkopf!.solosByKind).toEqual({ clubs: { games: 1, wins: 0 } });
    expect(line(st.players, 'Ben').doppelkopf!.dutySolos).toEqual({ games: 1, wins: 0 });
    expect(line(st.players, 'Dora').doppelkopf!.dutySolos).toEqual({ games: 0, wins: 0 });
  });
  it('partners: normal games (recorded 2:2 rows by their signs) played and won together', () => {
    // E1 r1 Anna+Ben won, Clara+Dora lost; r2 Anna+Clara lost, Ben+Dora won; r4 Anna+Clara won, Ben+Dora lost.
    // E2 r1 anna+Emil won, Ben+Dora lost; r3 anna+Emil won, Ben+Dora lost.
    expect(line(st.players, 'Anna').doppelkopf!.partners).toEqual({
      Ben: { games: 1, wins: 1 },
      Clara: { games: 2, wins: 1 },
      Emil: { games: 2, wins: 2 },
    });
    expect(line(st.players, 'Ben').doppelkopf!.partners).toEqual({
      Anna: { games: 1, wins: 1 },
      Dora: { games: 4, wins: 1 },
    });
    expect(line(st.players, 'Clara').doppelkopf!.partners).toEqual({
      Anna: { games: 2, wins: 1 },
      Dora: { games: 1, wins: 0 },
    });
  });
  it('best and worst evening, average per game', () => {
    const anna = line(st.players, 'Anna');
    expect(anna.best).toMatchObject({ file: 'e2.score', date: '2026-01-23', total: 4 });
    expect(anna.worst).toMatchObject({ file: 'e1.score', total: 0 });
    expect(anna.points / anna.games).toBeCloseTo(4 / 7);
    const clara = line(st.players, 'Clara');
    expect([clara.evenings, clara.best?.total, clara.worst?.total]).toEqual([1, -4, -4]);
  });
});

/*
 Pot 0.05 EUR per point lost. Negative evening balances: E1 Clara 4; E2 Ben 6, Dora 2 → 12 points = 0.60 EUR.
 Paid: Ben 0.30, Clara 0.20, Dora 0.10.
 split standings 60 40: Anna and Emil share 1st and 2nd place: (60 + 40) / 2 = 50% each = 0.30; the rest nothing.
 split attendance (Anna 2, Ben 2, Clara 1, Dora 2, Emil 1 of 8): 15, 15, 7.5, 15, 7.5 cents; the odd cent of the
 two halves goes to the better placed, Emil (1st) before Clara (4th): Emil 8, Clara 7.
*/
describe('a season pot (season.score)', () => {
  it('by standings: paid in per point lost, shared by place, ties share their places', () => {
    const settings = parseSeasonSettings('season Winter\npot 0.05 EUR\nsplit standings 60 40\n');
    expect(settings.problems).toEqual([]);
    const s = settleSeason([e1, e2], settings);
    expect(s.title).toBe('Winter');
    expect(s.moneyModel).toBe('pot');
    expect(s.pot).toMatchObject({
      rateCents: 5,
      currency: 'EUR',
      totalCents: 60,
      split: 'standings',
      shares: [60, 40],
    });
    expect(s.pot!.paid).toEqual({ Anna: 0, Ben: 30, Clara: 20, Dora: 10, Emil: 0 });
    expect(s.pot!.share).toEqual({ Anna: 30, Ben: 0, Clara: 0, Dora: 0, Emil: 30 });
    expect(s.money).toEqual({ Anna: 30, Ben: -30, Clara: -20, Dora: -10, Emil: 30 });
    expect(s.evenings[1].paid).toEqual({ Anna: 0, Ben: 30, Emil: 0, Dora: 10 });
  });
  it('by attendance: a share per evening attended, the odd cent to the better placed', () => {
    const s = settleSeason([e1, e2], parseSeasonSettings('season\npot 0.05 EUR\nsplit attendance\n'));
    expect(s.pot!.share).toEqual({ Anna: 15, Ben: 15, Clara: 7, Dora: 15, Emil: 8 });
    expect(Object.values(s.money!).reduce((a, b) => a + b, 0)).toBe(0);
  });
});

/*
 examples/coinche-game.score (official, litige carry, 5 EUR per game), contracts by hand from the facts:
  1 Süd 90♠        NS 100+10 ≥ 90                       made
  2 Ost 100♥ coinche   EW 90+10+20 belote+20 tierce       made, coinched
  3 Nord 110♣ coinche  NS 80+20 belote = 100 < 110        failed, coinched
  4 Süd 80♦        NS 71+10 = 81 = EW 81                 litige (taken, neither made nor failed)
  5 West 120♥      EW 130+10+50 fifty                    made
  6 Nord capot♠ coinche  capot NS                        made, capot, coinched
  7 Ost 100 NT surcoinche  EW 110+10 = 120               made, coinched
 NS: taken 4 (1, 3, 4, 6), made 2, failed 1, litiges 1, coinched 2, capots 1.  EW: taken 3, made 3, coinched 2.
 EW reach 2720 ≥ 2000 in round 7 (NS 1280): EW win the one game; NS pay 5 EUR, 2.50 each of Nord and Süd.
 COINCHE2: the same partnerships (nord+Süd "NS", West+Ost "WO"), Süd 90♠ made as round 1 above: NS 200, WO 70.
*/
describe('a Coinche season: teams by their two players, contracts taken (a litige counts as taken)', () => {
  const c1 = evening('coinche.score', COINCHE);
  const c2 = evening('coinche2.score', COINCHE2);
  const s = settleSeason([c1, c2]);
  const teams = (s.stats as BeloteSeasonStats).teams;
  it('per player: the team’s points and games; standings by games won, then points', () => {
    expect(s.players).toEqual(['Nord', 'Ost', 'Süd', 'West']);
    expect(s.totals).toEqual({ Nord: 1480, Ost: 2790, Süd: 1480, West: 2790 });
    expect(s.standings.map((st) => [st.rank, st.name, st.wins, st.games])).toEqual([
      [1, 'Ost', 1, 1],
      [1, 'West', 1, 1],
      [3, 'Nord', 0, 1],
      [3, 'Süd', 0, 1],
    ]);
  });
  it('money per game won, the team’s share halved; the evening without a stake is noted', () => {
    expect(s.money).toEqual({ Nord: -250, Ost: 250, Süd: -250, West: 250 });
    expect(s.notes.map((n) => [n.code, n.file])).toEqual([['season-no-stake', 'coinche2.score']]);
  });
  it('team lines over both evenings, whatever the team was called', () => {
    expect(teams.map((t) => [t.name, t.members, t.evenings, t.games, t.wins, t.points, t.rounds])).toEqual([
      ['NS', ['Nord', 'Süd'], 2, 1, 0, 1480, 8],
      ['EW', ['Ost', 'West'], 2, 1, 1, 2790, 8],
    ]);
    expect(teams[0].contracts).toEqual({ taken: 5, made: 3, failed: 1, litiges: 1, coinched: 2, capots: 1 });
    expect(teams[1].contracts).toEqual({ taken: 3, made: 3, failed: 0, litiges: 0, coinched: 2, capots: 0 });
  });
  it('player lines: the contracts each player took', () => {
    const c = (name: string) => line(s.stats.players, name).contracts;
    expect(c('Süd')).toEqual({ taken: 3, made: 2, failed: 0, litiges: 1, coinched: 0, capots: 0 });
    expect(c('Nord')).toEqual({ taken: 2, made: 1, failed: 1, litiges: 0, coinched: 2, capots: 1 });
    expect(c('Ost')).toEqual({ taken: 2, made: 2, failed: 0, litiges: 0, coinched: 2, capots: 0 });
    expect(c('West')).toEqual({ taken: 1, made: 1, failed: 0, litiges: 0, coinched: 0, capots: 0 });
    expect(line(s.stats.players, 'Ost').rounds).toBe(8);
  });
  it('a pot per game lost: 1 EUR from each loser, ties share their places (40/40/10/10 of 50/30/20)', () => {
    const p = settleSeason([c1, c2], parseSeasonSettings('season\ngame coinche\npot 1 EUR\n'));
    expect(p.pot!.paid).toEqual({ Nord: 100, Ost: 0, Süd: 100, West: 0 });
    expect(p.pot!.share).toEqual({ Nord: 20, Ost: 80, Süd: 20, West: 80 });
    expect(p.money).toEqual({ Nord: -80, Ost: 80, Süd: -80, West: 80 });
  });
});

describe('a folder with a Doppelkopf and a Coinche file: one season per game, never mixed', () => {
  const seasons = settleSeasons([evening('coinche.score', COINCHE), e1, e2]);
  it('settles each game on its own', () => {
    expect(seasons.map((s) => [s.game, s.evenings.map((e) => e.file)])).toEqual([
      ['doppelkopf', ['e1.score', 'e2.score']],
      ['coinche', ['coinche.score']],
    ]);
    expect(seasons[0].players).toEqual(['Anna', 'Ben', 'Clara', 'Dora', 'Emil']);
    expect(seasons[1].players).toEqual(['Nord', 'Ost', 'Süd', 'West']);
    expect(seasons[1].totals).toEqual({ Nord: 1280, Ost: 2720, Süd: 1280, West: 2720 });
  });
  it('a pot set for Doppelkopf only leaves the Coinche season at its evening stake', () => {
    const both = settleSeasons(
      [evening('coinche.score', COINCHE), e1, e2],
      parseSeasonSettings('season\ngame doppelkopf\npot 0.05 EUR\n'),
    );
    expect(both.map((s) => s.moneyModel)).toEqual(['pot', 'evening']);
  });
});
