// The two examples written in the players' own words — a German Doppelkopf evening and a French coinche game —
// check clean and score as worked out by hand below (rules/doppelkopf.md, rules/belote.md).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';

const load = (name: string) => analyzeScore(readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8'));

/*
 examples/doppelkopf-abend.score — regeln ddv, no bock, einsatz 0.10 EUR. Points Jürgen Hanna Uwe Marie.

  #  game
  1  Re J,U augen 151 (Ko 89)
  2  Re H,M keine90 / Kontra, 140:100, Fuchs
  3  M damen pflicht, Re, 185:55
  4  hochzeit H mit J 165:75, Doppelkopf
  5  Re U,M 100:140, Fuchs Re
  6  J kreuz (solo) 130:110

  #  working (value from the winner's side)                       J    H    U    M |  ΣJ   ΣH   ΣU   ΣM
  1  won 1 + unter 90 1 = 2                                      +2   −2   +2   −2 |   2   −2    2   −2
  2  Ko: won 1 + Re 2 + Ko 2 + keine90 1 + gegen die Alten 1
     + Fuchs 1 = 8                                               +8   −8   +8   −8 |  10  −10   10  −10
  3  won 1 + u90 1 + u60 1 + Re 2 = 5; solo ×3                   −5   −5   −5  +15 |   5  −15    5    5  ✓ stand
  4  won 1 + u90 1 + Doppelkopf 1 = 3                            +3   +3   −3   −3 |   8  −12    2    2
  5  Ko: won 1 + gegen die Alten 1 − Fuchs 1 = 1                 +1   +1   −1   −1 |   9  −11    1    1
  6  won 1 = 1; solo ×3                                          +3   −1   −1   −1 |  12  −12    0    0  ✓ stand

 Money at 10 ct: Jürgen +1.20, Hanna −1.20; Hanna pays Jürgen 1.20.
 Wins: J 5 (1 2 4 5 6), H 2 (4 5), U 2 (1 2), M 1 (3).
 Solos: Jürgen 1 won; Marie 1 won, her Pflichtsolo.
*/
describe('examples/doppelkopf-abend.score (German words, hand computation above)', () => {
  const a = load('doppelkopf-abend.score');
  const names = ['Jürgen', 'Hanna', 'Uwe', 'Marie'];
  it('checks clean', () => {
    expect(a.problems).toEqual([]);
  });
  it('each Spiel and the running totals', () => {
    expect(a.rounds.map((r) => names.map((n) => r.scores[n]))).toEqual([
      [2, -2, 2, -2],
      [8, -8, 8, -8],
      [-5, -5, -5, 15],
      [3, 3, -3, -3],
      [1, 1, -1, -1],
      [3, -1, -1, -1],
    ]);
    expect(a.rounds.map((r) => r.outcome)).toEqual(['re', 'kontra', 're', 're', 'kontra', 're']);
    expect(a.settlement.totals).toEqual({ Jürgen: 12, Hanna: -12, Uwe: 0, Marie: 0 });
  });
  it('the native words mean the canonical game: the Damensolo as Pflicht, the Hochzeit, the Kreuzsolo', () => {
    expect(a.rounds[2].doppelkopf).toMatchObject({
      gameType: 'solo',
      soloKind: 'queens',
      soloist: 'Marie',
      duty: true,
    });
    expect(a.rounds[3].doppelkopf).toMatchObject({ gameType: 'marriage' });
    expect(a.rounds[5].doppelkopf).toMatchObject({ gameType: 'solo', soloKind: 'clubs', duty: false });
  });
  it('settlement: Hanna pays Jürgen 1.20 EUR', () => {
    const s = a.settlement;
    expect(s.money).toEqual({ Jürgen: 120, Hanna: -120, Uwe: 0, Marie: 0 });
    expect(s.transfers).toEqual([{ from: 'Hanna', to: 'Jürgen', cents: 120 }]);
    expect(s.players?.map((p) => [p.name, p.wins, p.solos, p.solosWon, p.dutySolos])).toEqual([
      ['Jürgen', 5, 1, 1, 0],
      ['Hanna', 2, 0, 0, 0],
      ['Uwe', 2, 0, 0, 0],
      ['Marie', 1, 1, 1, 1],
    ]);
  });
});

/*
 examples/coinche-partie.score — règles official (coinche: rounding per team 5 up, belote inside the bracket, litige
 off), objectif 1000, mise 1 EUR. A suit or SA deal holds 152 card points, + 10 dix de der.

  #  contrat              facts
  1  Sud 90 ♠             100/52, der NS, belote EO
  2  Est 100 ♥ contre     EO 90 / NS 62, der EO, belote + tierce
  3  Nord 80 ♦            70/82, der EO
  4  Nord 120 SA          120/32, der NS
  5  Est 90 ♣             EO 95 / NS 57, der NS, belote + 50 EO

  #  working                                             NS    EO |  ΣNS   ΣEO
  1  T 110 ≥ 90 > 72: 110 + 90 = 200; EO 72 → 70           200    70 |  200    70
  2  T 140: (160 + 20 + 100 + 20) × 2 = 600                  0   600 |  200   670
  3  T 70 < 80 chute: EO 160 + 80 = 240                      0   240 |  200   910  ✓ cumul
  4  T 130 ≥ 120 > 32: 130 + 120 = 250; EO 32 → 30         250    30 |  450   940
  5  T 165 ≥ 90 > 67: 165 + 90 = 255 → 260; 67 → 70         70   260 |  520  1200  ✓ cumul

 EO reach 1200 ≥ 1000 after donne 5 and win the partie; NS pay 1.00 EUR.
 Contracts: NS 3 (1, 3, 4): 2 made, 1 failed, none coinched; EO 2 (2, 5): both made, 1 coinched and made.
*/
describe('examples/coinche-partie.score (French words, hand computation above)', () => {
  const a = load('coinche-partie.score');
  it('checks clean', () => {
    expect(a.problems).toEqual([]);
  });
  it('each donne and the cumul', () => {
    expect(a.rounds.map((r) => [r.scores.NS, r.scores.EO])).toEqual([
      [200, 70],
      [0, 600],
      [0, 240],
      [250, 30],
      [70, 260],
    ]);
    expect(a.rounds.map((r) => r.running.EO)).toEqual([70, 670, 910, 940, 1200]);
    expect(a.rounds.map((r) => r.outcome)).toEqual(['made', 'made', 'failed', 'made', 'made']);
    expect(a.rounds[1].belote?.multiplier).toBe(2);
  });
  it('settlement: EO win 1200 to 520; NS pay 1 EUR; contracts per team', () => {
    const s = a.settlement;
    expect(s.games).toEqual([
      { number: 1, firstRound: 1, lastRound: 5, totals: { NS: 520, EO: 1200 }, winner: 'EO', finished: true },
    ]);
    expect(s.transfers).toEqual([{ from: 'NS', to: 'EO', cents: 100 }]);
    expect(s.teams).toEqual([
      { name: 'NS', contracts: 3, made: 2, failed: 1, coinched: 0, coinchedMade: 0, litiges: 0 },
      { name: 'EO', contracts: 2, made: 2, failed: 0, coinched: 1, coinchedMade: 1, litiges: 0 },
    ]);
  });
});
