// One definition of "played" (issue 30, item 2): at a table of five the player who sits out (the dealer, or an `out`
// line) plays no game, also in rounds written only as their outcome (`gewonnen P Q N`). The settlement, `stats`
// (text, CSV, JSON), the season, the partner table, `explain` and the view's season all count the hand-worked
// values of test/helpers/fivePlayers.ts.

import { describe, expect, it } from 'vitest';
import { analyzeFileText } from '../../src/analysis/analyze';
import { playedIn } from '../../src/engine/model';
import type { DoppelkopfPlayerLine } from '../../src/games/doppelkopf/season/types';
import { explainAnalysis } from '../../src/report/explain';
import { average, rate, seasonStats, settleSeasons, summarizeEvening } from '../../src/season';
import { toSeasonModel } from '../../src/view/season';
import { runCli } from '../helpers/cliInProcess';
import { FIVE_EXPECTED, FIVE_NAMES, FIVE_PARTNERS, FIVE_PLAYERS } from '../helpers/fivePlayers';

const FILE = 'fuenf.score';
const analysis = () => analyzeFileText(FILE, FIVE_PLAYERS)[0];
const cli = (...args: string[]) =>
  runCli(args, { readFile: (p) => new TextEncoder().encode(p === FILE ? FIVE_PLAYERS : ''), listDir: () => undefined });

describe('who played a round: one definition', () => {
  it('the sheet is read without problems (the hand-worked table is of a valid sheet)', () => {
    const a = analysis();
    expect(a.problems.filter((p) => p.severity !== 'hint')).toEqual([]);
    expect(a.totals).toEqual(Object.fromEntries(FIVE_NAMES.map((n) => [n, FIVE_EXPECTED[n].points])));
  });

  it('every round says who sits it out: the dealer, also where an `out` line names them', () => {
    const out = analysis().rounds.map((r) => r.sitsOut);
    expect(out).toEqual([['Anna'], ['Ben'], ['Clara'], ['Dora'], ['Emil'], ['Anna'], ['Ben']]);
    for (const r of analysis().rounds) expect(playedIn(Object.keys(r.scores), r.sitsOut)).toHaveLength(4);
  });

  it('settle: games and wins per player (sitting out is no game)', () => {
    const players = analysis().settlement.players!;
    expect(players.map((p) => [p.name, p.games, p.wins, p.solos, p.solosWon])).toEqual(
      FIVE_NAMES.map((n) => [
        n,
        FIVE_EXPECTED[n].games,
        FIVE_EXPECTED[n].wins,
        n === 'Emil' ? 1 : 0,
        n === 'Emil' ? 1 : 0,
      ]),
    );
  });

  it('stats --json: games, wins, points, Re/Kontra and the partner table as on the hand-worked sheet', () => {
    const r = cli('stats', '--json', FILE);
    expect(r.code).toBe(0);
    const [season] = JSON.parse(r.out).stats;
    for (const p of season.players) {
      const e = FIVE_EXPECTED[p.name as keyof typeof FIVE_EXPECTED];
      expect([p.name, p.games, p.wins, p.points]).toEqual([p.name, e.games, e.wins, e.points]);
      expect([p.doppelkopf.re.wins, p.doppelkopf.re.games]).toEqual(e.re);
      expect([p.doppelkopf.kontra.wins, p.doppelkopf.kontra.games]).toEqual(e.kontra);
    }
    const partners: Record<string, [number, number]> = {};
    for (const p of season.players)
      for (const [q, c] of Object.entries(p.doppelkopf.partners as Record<string, { wins: number; games: number }>)) {
        const key = [p.name, q].sort().join('-');
        if (partners[key]) expect(partners[key]).toEqual([c.wins, c.games]);
        partners[key] = [c.wins, c.games];
      }
    expect(partners).toEqual(FIVE_PARTNERS);
  });

  it('stats as text: win rate and average per game from the games played', () => {
    const r = cli('stats', FILE);
    // Rows are indented: no line of the CLI's output starts with a name (a CI log could read it as a command).
    const row = (name: string) =>
      r.out
        .split('\n')
        .map((l) => l.trimStart())
        .find((l) => l.startsWith(`${name} `))!;
    // Evenings, games, wins, win rate … average per game (one decimal).
    // Rates 3/5, 2/5, 3/6, 3/6, 2/6; averages 1/5, −2/5, 1/6, 2/6, −2/6.
    expect(row('Anna')).toMatch(/^Anna\s+1\s+5\s+3\s+60%.*\s0\.2\s/);
    expect(row('Ben')).toMatch(/^Ben\s+1\s+5\s+2\s+40%.*\s−0\.4\s/);
    expect(row('Clara')).toMatch(/^Clara\s+1\s+6\s+3\s+50%.*\s0\.2\s/);
    expect(row('Dora')).toMatch(/^Dora\s+1\s+6\s+3\s+50%.*\s0\.3\s/);
    expect(row('Emil')).toMatch(/^Emil\s+1\s+6\s+2\s+33%.*\s−0\.3\s/);
  });

  it('stats as CSV: the games column', () => {
    const r = cli('stats', '--format', 'csv', FILE);
    const lines = r.out.split('\n');
    const head = lines.find((l) => l.includes('games'))!.split(',');
    const games = head.indexOf('games');
    for (const n of FIVE_NAMES) {
      const row = lines.find((l) => l.startsWith(`${n},`))!.split(',');
      expect([n, Number(row[games])]).toEqual([n, FIVE_EXPECTED[n].games]);
    }
  });

  it('stats and settle agree on the same file', () => {
    const settled = JSON.parse(cli('settle', '--json', FILE).out).files[0].settlement.players;
    const [season] = JSON.parse(cli('stats', '--json', FILE).out).stats;
    expect(season.players.map((p: { games: number; wins: number }) => [p.games, p.wins])).toEqual(
      settled.map((p: { games: number; wins: number }) => [p.games, p.wins]),
    );
  });

  it('the season: standings, statistics, rates and averages; the view’s season shows the same', () => {
    const ev = summarizeEvening(FILE, analysis());
    const [season] = settleSeasons([ev]);
    expect(season.standings.map((s) => [s.name, s.games, s.wins])).toEqual(
      [...FIVE_NAMES]
        .sort(
          (a, b) => FIVE_EXPECTED[b].points - FIVE_EXPECTED[a].points || FIVE_NAMES.indexOf(a) - FIVE_NAMES.indexOf(b),
        )
        .map((n) => [n, FIVE_EXPECTED[n].games, FIVE_EXPECTED[n].wins]),
    );
    const [stats] = seasonStats([ev]);
    const line = (n: string) => stats.players.find((p) => p.name === n)! as DoppelkopfPlayerLine;
    expect(rate(line('Anna'))).toBe(3 / 5);
    expect(rate(line('Emil'))).toBe(2 / 6);
    expect(average(line('Ben'), 'doppelkopf')).toBe(-2 / 5);
    expect(average(line('Dora'), 'doppelkopf')).toBe(2 / 6);
    expect(line('Ben').doppelkopf.partners.Clara).toEqual({ games: 2, wins: 1 });
    const view = toSeasonModel(season, 'saison', FILE);
    expect(view.stats.map((p) => [p.name, p.games, p.wins])).toEqual(
      FIVE_NAMES.map((n) => [n, FIVE_EXPECTED[n].games, FIVE_EXPECTED[n].wins]),
    );
  });

  it('explain: "(sits out)" after each dealer and "X sits out: 0" in every round, outcome-only rows too', () => {
    const text = explainAnalysis(analysis()).text;
    const rounds = text.split('\n\n');
    const dealers = ['Anna', 'Ben', 'Clara', 'Dora', 'Emil', 'Anna', 'Ben'];
    expect(rounds).toHaveLength(7);
    rounds.forEach((r, i) => {
      expect(r).toContain(`dealer ${dealers[i]} (sits out)`);
      expect(r.split('\n').filter((l) => l.trim() === `${dealers[i]} sits out: 0`)).toHaveLength(1);
    });
    const de = explainAnalysis(analysis(), 1, 'de').text;
    expect(de).toContain('Geber Anna (setzt aus)');
    expect(de).toContain('Anna setzt aus: 0');
  });
});
