// A Skat season with a pot below a cent (season.score, docs/seasons.md "A season pot"): `pot` takes the decimals of
// the game's stakes (GameSyntax.stakeDecimals), each evening's payment is rounded to whole cents per player (half
// away from zero, as Skat's money is: rules/skat.md S37), and the rate is shown with its decimals. Worked by hand.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSeasonSettings, renderSeason, settleSeason } from '../../src/season';
import { runCli } from '../helpers/cliInProcess';
import { evening } from './fixtures';

/**
 * Evening 1: Anna Kreuz mit 1, 61 → 2 × 12 = +24 · Ben Herz mit 1, 40 → −2 × 20 = −40 · Clara Grand mit 1, 40 →
 * −2 × 48 = −96. Into the pot at 0.1 cent a point lost: Ben 4, Clara 9.6 → 10 cents.
 */
const E1 = `game skat
date 2026-10-02
players Anna Ben Clara
rules isko

round
  declarer Anna clubs with 1
  cards 61
round
  declarer Ben hearts with 1
  cards 40
round
  declarer Clara grand with 1
  cards 40
`;

/**
 * Evening 2: Ben Karo mit 2, 70 → 3 × 9 = +27 · Ben Kreuz mit 2, 40 → −2 × 36 = −72 · Anna Herz mit 1, 61 →
 * +20. Totals Anna 20, Ben −45, Clara 0: Ben pays 4.5 → 5 cents (half away from zero).
 */
const E2 = `game skat
date 2026-10-09
players Anna Ben Clara
rules isko

round
  declarer Ben diamonds with 2
  cards 70
round
  declarer Ben clubs with 2
  cards 40
round
  declarer Anna hearts with 1
  cards 61
`;

describe('a Skat season pot at 0.1 cent a point', () => {
  it('reads `pot 0.001 EUR` under `game skat` and for every game; a whole-cent game refuses it', () => {
    const s = parseSeasonSettings('season Skatrunde\ngame skat\npot 0.001 EUR\n');
    expect(s.problems).toEqual([]);
    expect(s.games.skat).toMatchObject({ potCents: 0.1, currency: 'EUR' });
    // Lines before any game line: as many decimals as some game allows.
    expect(parseSeasonSettings('season\npot 0.0025 EUR\n').all).toMatchObject({ potCents: 0.25 });
    const dk = parseSeasonSettings('season\ngame doppelkopf\npot 0.001 EUR\n');
    expect(dk.problems.map((p) => [p.code, p.range.start.line])).toEqual([['season-bad-pot', 2]]);
    expect(parseSeasonSettings('season\ngame skat\npot 0.00001 EUR\n').problems.map((p) => p.code)).toEqual([
      'season-bad-pot',
    ]);
  });

  const season = settleSeason(
    [evening('e1.score', E1), evening('e2.score', E2)],
    parseSeasonSettings('season Skatrunde\ngame skat\npot 0.001 EUR\n'),
  );

  it('pays in whole cents per evening and player: Ben 4 + 5, Clara 10; 19 cents in the pot', () => {
    expect(season.evenings.map((e) => e.totals)).toEqual([
      { Anna: 24, Ben: -40, Clara: -96 },
      { Anna: 20, Ben: -45, Clara: 0 },
    ]);
    expect(season.evenings.map((e) => e.paid)).toEqual([
      { Anna: 0, Ben: 4, Clara: 10 },
      { Anna: 0, Ben: 5, Clara: 0 },
    ]);
    expect(season.pot?.totalCents).toBe(19);
  });

  it('splits 50/30/20 by the standings (Anna 44, Ben −85, Clara −96): 9, 6, 4 cents; money = share − paid', () => {
    // 19 × 50 % = 9.5, × 30 % = 5.7, × 20 % = 3.8: 9, 5, 3 and the two cents left to the largest remainders
    // (Clara .8, Ben .7).
    expect(season.pot?.share).toEqual({ Anna: 9, Ben: 6, Clara: 4 });
    expect(season.money).toEqual({ Anna: 9, Ben: -3, Clara: -6 });
  });

  it('shows the rate with its decimals: 0.001 EUR, 0,001 €', () => {
    expect(renderSeason(season, 'text', 'en')).toContain('0.001 EUR');
    expect(renderSeason(season, 'text', 'de')).toContain('0,001\u00a0€');
  });

  it('settle DIR --json writes the rate exactly (0.001) and the payments in whole cents', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skat-season-'));
    try {
      writeFileSync(join(dir, 'e1.score'), E1);
      writeFileSync(join(dir, 'e2.score'), E2);
      writeFileSync(join(dir, 'season.score'), 'season Skatrunde\ngame skat\npot 0.001 EUR\n');
      const r = runCli(['settle', dir, '--json']);
      const pot = JSON.parse(r.out).season.pot;
      expect(pot).toMatchObject({ rate: 0.001, currency: 'EUR', total: 0.19 });
      expect(pot.paid).toEqual({ Anna: 0, Ben: 0.09, Clara: 0.1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
