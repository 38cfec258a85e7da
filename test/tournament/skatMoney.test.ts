// A Skat tournament's money, worked by hand (rules/skat.md "Tournaments", S37, S39): a stake below a cent in
// tournament.score (the decimals the game allows, GameSyntax.stakeDecimals), and the lost-game fees
// (`lost-game-fees`, Verlustspielgeld) paid into the prize pot beside the entries.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createTournamentLedger,
  parseTournamentSettings,
  renderTournament,
  toNumber,
  type Tournament,
} from '../../src/tournament';
import { runCli } from '../helpers/cliInProcess';

const SETTINGS = `tournament Preisskat im November
stake 0.001 EUR                 # before the game line: read once the game is known
game skat
rules tournament
series 1
games 3:4
set lost-game-fees 0.50 1.00
entry 10 EUR
prizes 50% 30% 20%
`;

/**
 * Table 1: Anna Kreuz mit 1, 61 → 2 × 12 = +24 · Ben Herz mit 1, 40 → −2 × 20 = −40 · Ben Pik mit 1, 50 →
 * −2 × 22 = −44 · Ben Karo mit 1, 31 (not Schneider: above 30) → −2 × 18 = −36. Wertung (+40 to each other
 * player per lost game at three): Anna 24 + 50 + 3 × 40 = 194; Ben −120 − 3 × 50 = −270; Clara 0 + 3 × 40 = 120.
 * Fees: Ben lost 3 games: 0.50 + 1.00 + 1.00 (the last amount repeats) = 2.50 EUR.
 * Money at 0.1 cent per point of Wertung: 19.4 → 19, −27, 12 cents; Σ = 4; Anna 3 × 19 − 4 = 53,
 * Ben −81 − 4 = −85, Clara 36 − 4 = 32 cents.
 */
const T1 = `series 1
table 1
players Anna Ben Clara
round
  declarer Anna clubs with 1
  cards 61
round
  declarer Ben hearts with 1
  cards 40
round
  declarer Ben spades with 1
  cards 50
round
  declarer Ben diamonds with 1
  cards 31
`;

/**
 * Table 2: Dora Grand mit 1, 70 → 2 × 24 = +48 · Emil Kreuz mit 2, 45 → −2 × 36 = −72 · Fritz Herz mit 1, 61 →
 * 2 × 10 = +20 · eingepasst. Wertung: Dora 48 + 50 + 40 = 138; Emil −72 − 50 = −122; Fritz 20 + 50 + 40 = 110.
 * Fees: Emil 0.50 EUR. Money: 13.8 → 14, −12.2 → −12, 11 cents; Σ = 13; Dora 42 − 13 = 29, Emil −36 − 13 = −49,
 * Fritz 33 − 13 = 20 cents.
 */
const T2 = `series 1
table 2
players Dora Emil Fritz
round
  declarer Dora grand with 1
  cards 70
round
  declarer Emil clubs with 2
  cards 45
round
  declarer Fritz hearts with 1
  cards 61
round
  passed
`;

function ledgerOf(settings: string) {
  const ledger = createTournamentLedger();
  ledger.update('tournament.score', settings);
  ledger.update('s1-t1.score', T1);
  ledger.update('s1-t2.score', T2);
  return ledger;
}

const settle = (settings: string): Tournament => ledgerOf(settings).tournament()!;

describe('a stake below a cent in tournament.score', () => {
  it('is read in the decimals Skat allows (4), wherever the game line stands, and handed down to the sheets', () => {
    const s = parseTournamentSettings(SETTINGS);
    expect(s.problems).toEqual([]);
    expect(s.inherit?.stake).toMatchObject({ cents: 0.1, currency: 'EUR' });
    expect(parseTournamentSettings('tournament T\ngame skat\nstake 0.0025 EUR\n').inherit?.stake?.cents).toBe(0.25);
  });
  it('is refused beyond the game’s decimals, and below a cent for a game counted in whole cents', () => {
    const codes = (text: string) => parseTournamentSettings(text).problems.map((p) => [p.code, p.range.start.line]);
    expect(codes('tournament T\ngame skat\nstake 0.00025 EUR\n')).toEqual([['tournament-bad-money', 2]]);
    expect(codes('tournament T\nstake 0.001 EUR\ngame doppelkopf\n')).toEqual([['tournament-bad-money', 1]]);
    expect(codes('tournament T\ngame doppelkopf\nstake 0.05 EUR\n')).toEqual([]);
  });
  it('settles each table on the Wertung at 0.1 cent a point, rounded per player (S37’s method)', () => {
    const sheets = new Map(
      ledgerOf(SETTINGS)
        .sheets()
        .map((s) => [s.file, s]),
    );
    // Four games where a series has 36: a warning only (skat-series-length), no error.
    expect([sheets.get('s1-t1.score')?.errors, sheets.get('s1-t2.score')?.errors]).toEqual([0, 0]);
    expect(sheets.get('s1-t1.score')?.money).toEqual({ Anna: 53, Ben: -85, Clara: 32 });
    expect(sheets.get('s1-t2.score')?.money).toEqual({ Dora: 29, Emil: -49, Fritz: 20 });
  });
});

describe('lost-game fees in the prize pot', () => {
  const t = settle(SETTINGS);
  it('ranks by the Wertung: Anna 194, Dora 138, Clara 120, Fritz 110, Emil −122, Ben −270', () => {
    expect(t.problems.flatMap((f) => f.problems)).toEqual([]);
    expect(t.standings.map((s) => [s.rank, s.name, toNumber(s.key)])).toEqual([
      [1, 'Anna', 194],
      [2, 'Dora', 138],
      [3, 'Clara', 120],
      [4, 'Fritz', 110],
      [5, 'Emil', -122],
      [6, 'Ben', -270],
    ]);
  });
  it('adds the fees to the entries: 6 × 10.00 + 2.50 + 0.50 = 63.00 EUR, shared 50/30/20 %', () => {
    expect(t.money).toEqual({
      currency: 'EUR',
      entryCents: 1000,
      feesCents: 300,
      poolCents: 6300,
      // 50 % of 63.00 = 31.50, 30 % = 18.90, 20 % = 12.60.
      prizeCents: [3150, 1890, 1260],
      paidCents: 6300,
    });
  });
  it('charges each player his fees: money = prize − entry − fees', () => {
    expect(t.standings.map((s) => [s.name, s.prize, s.entry, s.fees, s.money])).toEqual([
      ['Anna', 3150, 1000, 0, 2150],
      ['Dora', 1890, 1000, 0, 890],
      ['Clara', 1260, 1000, 0, 260],
      ['Fritz', 0, 1000, 0, -1000],
      ['Emil', 0, 1000, 50, -1050],
      ['Ben', 0, 1000, 250, -1250],
    ]);
  });
  it('fees alone, without entry or prizes, still make a pot (nobody is paid out)', () => {
    const m = settle(SETTINGS.replace('entry 10 EUR\n', '').replace('prizes 50% 30% 20%\n', '')).money;
    expect(m).toEqual({ feesCents: 300, poolCents: 300, prizeCents: [], paidCents: 0 });
  });
  it('the text names the fees and shows them per player, in each language', () => {
    const en = renderTournament(t, 'text', 'en');
    expect(en).toContain(
      'Entries: 6 × 10.00 EUR = 60.00 EUR. Fees paid in at the tables: 3.00 EUR; in the pot: 63.00 EUR.',
    );
    expect(en).toMatch(/Ben .*2\.50 EUR\s+−12\.50 EUR/);
    expect(renderTournament(t, 'text', 'de')).toContain('An den Tischen eingezahlte Gebühren: 3,00');
    expect(renderTournament(t, 'text', 'fr')).toContain('Frais versés aux tables : 3,00');
  });
  it('settle DIR --json: fees per standing and in the money (in EUR)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'skat-tournament-'));
    try {
      writeFileSync(join(dir, 'tournament.score'), SETTINGS);
      writeFileSync(join(dir, 's1-t1.score'), T1);
      writeFileSync(join(dir, 's1-t2.score'), T2);
      const t = JSON.parse(runCli(['settle', dir, '--json']).out).tournament;
      expect(t.money).toEqual({ currency: 'EUR', entry: 10, fees: 3, pool: 63, prizes: [31.5, 18.9, 12.6], paid: 63 });
      const ben = t.standings.find((s: { player: string }) => s.player === 'Ben');
      expect([ben.fees, ben.money]).toEqual([2.5, -12.5]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
