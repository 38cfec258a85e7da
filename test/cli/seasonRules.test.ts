// What-if rules over a season as a process: `settle DIR --set KEY=VALUE` and `stats --rules PRESET` apply the override
// to every evening of the games that have it. Values worked by hand from rules/doppelkopf.md and rules/belote.md.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledCli } from '../helpers/cliProcess';

const cli = bundledCli('scoresheet-season-rules-');
const { run, folder } = cli;

/**
 * Bock on: a 120:120 game without announcements is won by Kontra, gewonnen 1 + gegen die Alten 1 = 2, and starts a
 * bock round (the next 4 games ×2; the triggering game is not doubled).
 * Evening 1: R1 Re Anna+Clara 120:120 → Ben, Dora +2, Anna, Clara −2 (bock starts). R2 Re Anna+Ben 151:89 →
 * gewonnen 1 + keine 90 1 = 2, ×2 = 4. R3 Re Ben+Dora 130:110 → 1 ×2 = 2. Totals Anna 0, Ben 8, Clara −8, Dora 0;
 * bock off: R2 2, R3 1 → Anna −1, Ben 5, Clara −5, Dora 1.
 */
const E1 = `game doppelkopf
date 2026-02-06
players Anna Ben Clara Dora
set bock on
stake 0.10 EUR

round 1
  re Anna Clara
  cards re 120

round 2
  re Anna Ben
  cards re 151

round 3
  re Ben Dora
  cards re 130
`;

/**
 * Evening 2: R1 Re Ben+Clara 120:120 → Anna, Dora +2, Ben, Clara −2 (bock starts). R2 Re Anna+Dora 130:110 → 1 ×2
 * = 2. Totals Anna 4, Ben −4, Clara −4, Dora 4; bock off: Anna 3, Ben −3, Clara −3, Dora 3.
 */
const E2 = `game doppelkopf
date 2026-02-20
players Anna Ben Clara Dora
set bock on
stake 0.10 EUR

round 1
  re Ben Clara
  cards re 120

round 2
  re Anna Dora
  cards re 130
`;

/**
 * Coinche (house), one coinched round: EW bid 100 hearts and take 110 + dix de der 10 = 120 ≥ 100, > NS's 42: made.
 * Bracket (as written): (160 + 100) × 2 = 520 for EW; bid-only: 160 + 100 × 2 = 360. NS 0 either way.
 */
const C1 = `game coinche
date 2026-02-13
players Nord Ost Süd West
teams NS EW

round 1
  contract Ost 100 hearts coinche
  cards EW 110, NS 42
  last EW
`;

const season = (out: string, game: string) =>
  (JSON.parse(out) as { seasons: { game: string; totals: object; money?: object }[] }).seasons.find(
    (s) => s.game === game,
  );

describe('--set and --rules over a season', () => {
  it('settle DIR --set bock=off: every evening without bock; the season adds them up (points and money)', () => {
    const d = folder('dk', { 'e1.score': E1, 'e2.score': E2 });
    const written = run('settle', '--json', d);
    expect(written.code, written.err).toBe(0);
    // As written: Anna 0+4, Ben 8−4, Clara −8−4, Dora 0+4; money at 0.10 EUR a point.
    expect(season(written.out, 'doppelkopf')?.totals).toEqual({ Anna: 4, Ben: 4, Clara: -12, Dora: 4 });
    expect(season(written.out, 'doppelkopf')?.money).toEqual({ Anna: 0.4, Ben: 0.4, Clara: -1.2, Dora: 0.4 });
    const r = run('settle', '--json', d, '--set', 'bock=off');
    expect(r.code, r.err).toBe(0);
    expect(r.err).toBe('');
    // Bock off: Anna −1+3, Ben 5−3, Clara −5−3, Dora 1+3.
    expect(season(r.out, 'doppelkopf')?.totals).toEqual({ Anna: 2, Ben: 2, Clara: -8, Dora: 4 });
    expect(season(r.out, 'doppelkopf')?.money).toEqual({ Anna: 0.2, Ben: 0.2, Clara: -0.8, Dora: 0.4 });
    const files = (JSON.parse(r.out) as { files: { totals: object }[] }).files.map((f) => f.totals);
    expect(files).toEqual([
      { Anna: -1, Ben: 5, Clara: -5, Dora: 1 },
      { Anna: 3, Ben: -3, Clara: -3, Dora: 3 },
    ]);
  });

  it('the same with the files named one by one, and in text', () => {
    const d = folder('dk2', { 'e1.score': E1, 'e2.score': E2 });
    const r = run('settle', join(d, 'e1.score'), join(d, 'e2.score'), '--set=bock=off');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/2026-02-06\s+e1\.score\s+−1\s+\+5\s+−5\s+\+1/);
    expect(r.out).toMatch(/2026-02-20\s+e2\.score\s+\+3\s+−3\s+−3\s+\+3/);
  });

  it('a folder of Doppelkopf and Coinche: each switch changes its own game, the other is settled as written', () => {
    const d = folder('mixed', { 'e1.score': E1, 'e2.score': E2, 'c1.score': C1 });
    const bock = run('settle', '--json', d, '--set', 'bock=off');
    expect(bock.code, bock.err).toBe(0);
    expect(bock.err.trim()).toBe(
      '--set bock=off applies to the Doppelkopf evenings only; Coinche has no such rule and is settled as written.',
    );
    expect(season(bock.out, 'doppelkopf')?.totals).toEqual({ Anna: 2, Ben: 2, Clara: -8, Dora: 4 });
    expect(season(bock.out, 'coinche')?.totals).toEqual({ Nord: 0, Ost: 520, Süd: 0, West: 520 });
    const bid = run('settle', '--json', d, '--set', 'coinched-value=bid-only');
    expect(bid.code, bid.err).toBe(0);
    expect(season(bid.out, 'doppelkopf')?.totals).toEqual({ Anna: 4, Ben: 4, Clara: -12, Dora: 4 });
    expect(season(bid.out, 'coinche')?.totals).toEqual({ Nord: 0, Ost: 360, Süd: 0, West: 360 });
  });

  it('a switch or preset no game of the season has is an error naming the game (exit 2), as is a bad value', () => {
    const d = folder('dk3', { 'e1.score': E1, 'e2.score': E2 });
    const key = run('settle', d, '--set', 'coinched-value=bid-only');
    expect(key.code).toBe(2);
    expect(key.out).toBe('');
    expect(key.err).toContain(
      'scoresheet: --set coinched-value=bid-only: Doppelkopf has no rule switch "coinched-value" ' +
        '(the games of these evenings). Valid keys: announcement,',
    );
    const preset = run('stats', d, '--rules', 'official');
    expect(preset.code).toBe(2);
    expect(preset.err).toContain('scoresheet: --rules: Doppelkopf has no rules preset "official"');
    const value = run('stats', d, '--set', 'bock=maybe');
    expect(value.code).toBe(2);
    expect(value.err).toContain('"maybe" is not a valid value for bock');
  });

  it('stats --set: the statistics of the evenings under the other rules (best and worst evening)', () => {
    const d = folder('dk4', { 'e1.score': E1, 'e2.score': E2 });
    const stat = (args: string[], name: string) => {
      const r = run('stats', '--json', d, ...args);
      expect(r.code, r.err).toBe(0);
      const players = (JSON.parse(r.out) as { stats: { players: { name: string }[] }[] }).stats[0].players;
      return players.find((p) => p.name === name) as unknown as Record<string, unknown>;
    };
    // Ben: evenings +8 and −4 as written, +5 and −3 with bock off.
    expect(stat([], 'Ben')).toMatchObject({ points: 4, best: { total: 8 }, worst: { total: -4 } });
    expect(stat(['--set', 'bock=off'], 'Ben')).toMatchObject({ points: 2, best: { total: 5 }, worst: { total: -3 } });
  });
});
