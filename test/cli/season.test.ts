// `scoresheet settle A B …|DIR` and `scoresheet stats` as a process (score-format.md, "Seasons"); values by hand
// in test/season/season.test.ts.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledCli } from '../helpers/cliProcess';
import { COINCHE, E1, E2 } from '../season/fixtures';

const cli = bundledCli('scoresheet-season-');
const { run, folder } = cli;

describe('settle A.score B.score: each evening, then the season', () => {
  it('text: each evening in brief (in date order), then the evenings (· absent) and the standings with money', () => {
    const d = folder('two', { 'e1.score': E1, 'e2.score': E2 });
    const r = run('settle', join(d, 'e2.score'), join(d, 'e1.score'));
    expect(r.code, r.err).toBe(0);
    const first = r.out.indexOf('e1.score — First evening, 2026-01-09: 4 rounds');
    expect(first).toBeGreaterThan(-1);
    expect(first).toBeLessThan(r.out.indexOf('e2.score — Second evening, 2026-01-23: 3 rounds'));
    expect(r.out).toMatch(/money \(EUR\)\s+0\.00\s+0\.20\s+−0\.40\s+0\.20/);
    expect(r.out).toContain('Clara pays Ben 0.20 EUR; Clara pays Dora 0.20 EUR');
    expect(r.out).toContain('Season — Doppelkopf, 2 evenings, 2026-01-09 to 2026-01-23');
    expect(r.out).toMatch(/2026-01-09\s+e1\.score\s+0\s+\+2\s+−4\s+\+2\s+·/);
    expect(r.out).toMatch(/2026-01-23\s+e2\.score\s+\+4\s+−6\s+·\s+−2\s+\+4/);
    expect(r.out).toMatch(/1\s+Anna\s+\+4\s+2\/2\s+7\s+5\s+0\s+0\s+0\.40/);
    expect(r.out).toMatch(/4\s+Clara\s+−4\s+1\/2\s+4\s+1\s+0\s+0\s+−0\.40/);
  });
  it('--json: the season object of the contract (totals, money in EUR, evenings with file, date, totals)', () => {
    const d = folder('two', { 'e1.score': E1, 'e2.score': E2 });
    const j = JSON.parse(run('settle', '--json', join(d, 'e1.score'), join(d, 'e2.score')).out);
    expect(j.files.map((f: { file: string }) => f.file)).toEqual([join(d, 'e1.score'), join(d, 'e2.score')]);
    expect(j.files[0].settlement.totals).toEqual({ Anna: 0, Ben: 2, Clara: -4, Dora: 2 });
    expect(j.season).toMatchObject({
      game: 'doppelkopf',
      totals: { Anna: 4, Ben: -4, Clara: -4, Dora: 0, Emil: 4 },
      money: { Anna: 0.4, Ben: -0.4, Clara: -0.4, Dora: 0, Emil: 0.4 },
      currency: 'EUR',
      moneyModel: 'evening',
    });
    expect(j.season.evenings[1]).toMatchObject({
      file: join(d, 'e2.score'),
      date: '2026-01-23',
      totals: { Anna: 4, Ben: -6, Clara: 0, Dora: -2, Emil: 4 },
      absent: ['Clara'],
    });
    expect(j.seasons).toEqual([j.season]);
  });
  it('--format csv: one table, a row per evening, then total, money and counts', () => {
    const d = folder('two', { 'e1.score': E1, 'e2.score': E2 });
    const csv = run('settle', '--format', 'csv', d).out.split('\n');
    expect(csv[0]).toBe('date,evening,Anna,Ben,Clara,Dora,Emil');
    expect(csv[1]).toBe(`2026-01-09,${join(d, 'e1.score')},0,2,-4,2,`);
    expect(csv).toContain(',total,4,-4,-4,0,4');
    expect(csv).toContain(',money (EUR),0.40,-0.40,-0.40,0.00,0.40');
    expect(csv).toContain(',evenings,2,2,1,2,1');
  });
  it('--format md: Markdown tables', () => {
    const d = folder('two', { 'e1.score': E1, 'e2.score': E2 });
    const md = run('settle', '--format', 'md', d).out;
    expect(md).toContain('## Standings');
    expect(md).toContain('| 1 | Emil | +4 | 1/2 | 3 | 3 | 0 | 0 | 0.40 |');
  });
});

describe('settle DIR with a Doppelkopf, a Coinche and a season.score file', () => {
  const files = () =>
    folder('mixed', {
      'e1.score': E1,
      'e2.score': E2,
      'coinche.score': COINCHE,
      'season.score': 'season Winter\ngame doppelkopf\npot 0.05 EUR\nsplit standings 60 40\n',
      'notes.txt': 'not an evening',
    });
  it('settles one season per game, the pot for Doppelkopf only; no single `season` key', () => {
    const r = run('settle', '--json', files());
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.season).toBeUndefined();
    expect(j.seasons.map((s: { game: string }) => s.game)).toEqual(['doppelkopf', 'coinche']);
    expect(j.seasons[0].pot).toMatchObject({
      rate: 0.05,
      total: 0.6,
      paid: { Anna: 0, Ben: 0.3, Clara: 0.2, Dora: 0.1, Emil: 0 },
      share: { Anna: 0.3, Emil: 0.3, Ben: 0, Clara: 0, Dora: 0 },
    });
    expect(j.seasons[0].notes.map((n: { code: string }) => n.code)).toEqual([
      'season-stake-unused',
      'season-stake-unused',
    ]);
    const text = run('settle', files()).out;
    expect(text).toContain('Into the pot: Clara 0.20 EUR.');
    expect(text).toContain('Into the pot: Ben 0.30 EUR, Dora 0.10 EUR.');
    expect(j.seasons[1]).toMatchObject({
      moneyModel: 'evening',
      totals: { Nord: 1280, Ost: 2720, Süd: 1280, West: 2720 },
      money: { Nord: -2.5, Ost: 2.5, Süd: -2.5, West: 2.5 },
    });
  });
  it('stats DIR: Doppelkopf per player, Coinche per team and player (a litige counts as taken)', () => {
    const r = run('stats', files());
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Statistics — Doppelkopf, 2 evenings');
    expect(r.out).toContain('Partners (normal games won together / played together):');
    expect(r.out).toContain('Statistics — Coinche, 1 evening');
    expect(r.out).toMatch(/NS\s+Nord & Süd\s+1\s+1\s+0\s+7\s+4\s+2\s+1\s+1\s+2\s+1\s/);
    const j = JSON.parse(run('stats', '--json', files()).out);
    expect(j.stats.map((s: { game: string }) => s.game)).toEqual(['doppelkopf', 'coinche']);
    const anna = j.stats[0].players.find((p: { name: string }) => p.name === 'Anna');
    expect(anna.doppelkopf.re).toEqual({ games: 3, wins: 2 });
    expect(anna.doppelkopf.partners.Emil).toEqual({ games: 2, wins: 2 });
  });
  it('stats --format csv: one row per player with the partner columns', () => {
    const csv = run('stats', '--format', 'csv', join(files(), 'e1.score'), join(files(), 'e2.score')).out;
    const [head, anna] = csv.split('\n');
    const col = (name: string) => anna.split(',')[head.split(',').indexOf(name)];
    expect(col('player')).toBe('Anna');
    expect([col('with Emil'), col('won with Emil'), col('as Kontra games'), col('as Kontra wins')]).toEqual([
      '2',
      '2',
      '2',
      '1',
    ]);
  });
  it('check reads season.score as settings: clean, or each bad line as FILE:LINE:COL', () => {
    expect(run('check', join(files(), 'season.score'))).toMatchObject({ code: 0, out: '' });
    const alone = run('settle', join(files(), 'season.score'));
    expect(alone.code).toBe(2);
    expect(alone.err).toContain("holds a season's settings, not an evening");
    const bad = folder('badsettings', { 'season.score': 'season\npot lots\n' });
    const r = run('check', join(bad, 'season.score'));
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${join(bad, 'season.score')}:2:5: error season-bad-pot: `);
  });
});

describe('season edge cases', () => {
  it('a folder without .score files, and a missing file, are unreadable (exit 2)', () => {
    const empty = folder('empty', { 'readme.txt': 'x' });
    expect(run('settle', empty)).toMatchObject({ code: 2, out: '' });
    expect(run('settle', empty).err).toContain('has no .score files');
    const r = run('stats', join(cli.dir, 'nope.score'), join(folder('two', { 'e1.score': E1 }), 'e1.score'));
    expect(r.code).toBe(2);
    expect(r.err).toContain('no such file');
  });
  it('an evening with an error is still counted; exit 1 and the error count on stderr', () => {
    const wrong = E1.replace('score Anna +1 Ben -1 Clara +1 Dora -1', 'score Anna +1 Ben -1 Clara +1 Dora -2');
    const d = folder('witherror', { 'e1.score': wrong, 'e2.score': E2 });
    const r = run('settle', d);
    expect(r.code).toBe(1);
    expect(r.out).toContain('Season — Doppelkopf, 2 evenings');
    expect(r.err).toMatch(/e1\.score: 1 error; run "scoresheet check .*e1\.score" for details/);
  });
  it('a single file keeps the one-evening settlement (no season)', () => {
    const d = folder('two', { 'e1.score': E1 });
    const r = run('settle', join(d, 'e1.score'));
    expect(r.out).not.toContain('Season');
    expect(JSON.parse(run('settle', '--json', join(d, 'e1.score')).out).season).toBeUndefined();
  });
});

describe('examples/season-2026', () => {
  const j = () => JSON.parse(run('settle', '--json', 'examples/season-2026').out);
  it('settles clean: six evenings, Anna written anna on one evening, Emil at three, Dora absent once', () => {
    const r = run('settle', 'examples/season-2026');
    expect(r.code, r.err).toBe(0);
    const s = j().season;
    expect(s.players).toEqual(['Anna', 'Ben', 'Clara', 'Dora', 'Emil']);
    expect(s.evenings).toHaveLength(6);
    const attended = Object.fromEntries(
      s.standings.map((st: { name: string; evenings: number }) => [st.name, st.evenings]),
    );
    expect(attended).toEqual({ Anna: 6, Ben: 6, Clara: 6, Dora: 5, Emil: 3 });
  });
  it('the pot (season.score: 0.05 EUR per point lost, 50/30/20) holds 5 cents for every point below zero', () => {
    const s = j().season;
    let lost = 0;
    for (const e of s.evenings) for (const v of Object.values(e.totals) as number[]) if (v < 0) lost -= v;
    expect(s.pot.total).toBeCloseTo(lost * 0.05, 10);
    const share = s.standings.slice(0, 3).map((st: { name: string }) => s.pot.share[st.name]);
    expect(share).toEqual([0.5, 0.3, 0.2].map((x) => Math.round(x * lost * 5) / 100));
  });
});

describe('one definition of a contract taken: `stats` and the settlement view agree (issue 19)', () => {
  it(
    'the bundled Belote evening: Nord-Süd took 5 (4 made, ' + 'the litige of round 3), Ost-West 3 (2 made, 1 failed)',
    async () => {
      const { readFileSync } = await import('node:fs');
      const { analyzeScore } = await import('../../src/analysis/analyze');
      const { toSettlementModel } = await import('../../src/view/model');
      const r = run('stats', 'examples/belote-game.score', '--json');
      expect(r.code).toBe(0);
      const cli = JSON.parse(r.out) as {
        stats: {
          teams: { name: string; contracts: { taken: number; made: number; failed: number; litiges: number } }[];
        }[];
      };
      const fromCli = cli.stats[0].teams.map((t) => [
        t.name,
        t.contracts.taken,
        t.contracts.made,
        t.contracts.failed,
        t.contracts.litiges,
      ]);
      const model = toSettlementModel(
        analyzeScore(readFileSync('examples/belote-game.score', 'utf8')),
        'belote-game.score',
      );
      const fromView = (model.teams ?? []).map((t) => [t.name, t.contracts, t.made, t.failed, t.litiges]);
      // By hand from the example: NS took rounds 1, 3 (litige), 5 (capot), 7, 8; OW rounds 2, 4 (failed), 6.
      expect(fromView).toEqual([
        ['Nord-Süd', 5, 4, 0, 1],
        ['Ost-West', 3, 2, 1, 0],
      ]);
      expect(fromCli).toEqual(fromView);
    },
  );
});
