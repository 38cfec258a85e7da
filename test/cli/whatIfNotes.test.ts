// Every what-if that cannot show a difference says why (issue 30, item 3; review bugs 8, 9, 10): `settle --compare`
// on Coinche compares the games won and every game's points, not the running total of the last game; bock=off keeps
// the written bock lines and says so; rounds written as their outcome (`won`) keep their points and say so; the
// same notes on stderr for --set and --rules. Values worked out by hand from rules/belote.md and rules/doppelkopf.md.

import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cliInProcess';
import { FIVE_PLAYERS } from '../helpers/fivePlayers';

/**
 * Coinche, house preset (no rounding), target 500, 1 EUR a game won.
 * Round 1: Süd 80♠, NS 100 + dix de der 10 = 110 ≥ 80 and > 52: made, m = 1: NS 110 + 80 = 190, EW 52.
 * Round 2: Ost 100♥ coinched (m = 2), EW 110 + 10 = 120 ≥ 100 and > 42: made. Bracket: (160 + 100) × 2 = 520 to EW,
 *   NS 0 → EW 572 ≥ 500: EW wins game 1. bid-only: 160 + 100 × 2 = 360 → EW 412 < 500: game 1 goes on.
 * Round 3: Nord 80♦, NS 90 + 10 = 100 ≥ 80 and > 62: made: NS 180, EW 62. As written this is game 2 (in progress:
 *   NS 180, EW 62, the running total the comparison used to show); bid-only it is still game 1 (NS 370, EW 474).
 * Every game's points added up: as written NS 190 + 180 = 370, EW 572 + 62 = 634; bid-only NS 370, EW 474.
 * Games won: as written EW 1, NS 0; bid-only none. Money: as written NS −1.00, EW +1.00; bid-only 0.00 each.
 */
const COINCHE = `game coinche
players Nord Ost Süd West
teams NS EW
target 500
stake 1 EUR

round 1
  contract Süd 80 spades
  cards NS 100, EW 52
  last NS

round 2
  contract Ost 100 hearts coinche
  cards EW 110, NS 42
  last EW

round 3
  contract Nord 80 diamonds
  cards NS 90, EW 62
  last NS
`;

/**
 * Bock on (rules/doppelkopf.md §6), rounds 2 and 3 marked `bock` as the table played them.
 * Round 1, 120:120, no announcement: Kontra wins, gewonnen 1 + gegen die Alten 1 = 2 (Ben, Dora +2; Anna, Clara −2).
 * Round 2, Re Anna+Ben 151:89: gewonnen 1 + keine 90 1 = 2, bock ×2 = 4. Round 3, Re Ben+Dora 130:110: 1 × 2 = 2.
 * Totals: Anna −2+4−2 = 0, Ben 2+4+2 = 8, Clara −2−4−2 = −8, Dora 2−4+2 = 0. With bock off the written marks still
 * double rounds 2 and 3 (a mark says what was played): the same totals, difference 0 for everyone.
 */
const BOCK_MARKED = `game doppelkopf
players Anna Ben Clara Dora
set bock on
stake 0.10 EUR

round 1
  re Anna Clara
  cards re 120

round 2
  re Anna Ben
  cards re 151
  bock

round 3
  re Ben Dora
  cards re 130
  bock
`;

/** Two rows written as points (Anna +2 −3, Ben −2 +9, …): what-if rules cannot work them out again. */
const RECORDED = `game doppelkopf
players Anna Ben Clara Dora

round 1
  score Anna +2 Ben -2 Clara +2 Dora -2
round 2
  score Anna -3 Ben +9 Clara -3 Dora -3
`;

const FILES: Record<string, string> = {
  'recorded.score': RECORDED,
  'coinche.score': COINCHE,
  'bock.score': BOCK_MARKED,
  'five.score': FIVE_PLAYERS,
};

const cli = (...args: string[]) =>
  runCli(args, {
    readFile: (p) => new TextEncoder().encode(FILES[p] ?? ''),
    listDir: () => undefined,
  });

const lines = (s: string) => s.trimEnd().split('\n');

describe('settle --compare on Coinche (bug 8): games won and every game’s points', () => {
  it('text: both, with the note saying what is compared', () => {
    const r = cli('settle', '--compare', 'coinched-value=bid-only', 'coinche.score');
    expect(r.code).toBe(0);
    const out = lines(r.out);
    const row = (team: string) =>
      out
        .find((l) => l.trimStart().startsWith(`${team} `))!
        .trim()
        .split(/\s{2,}/);
    expect(row('NS')).toEqual(['NS', '370', '370', '0', '0', '0', '0', '−1.00 EUR', '0.00 EUR', '+1.00 EUR']);
    expect(row('EW')).toEqual(['EW', '634', '474', '−160', '1', '0', '−1', '1.00 EUR', '0.00 EUR', '−1.00 EUR']);
    expect(out.at(-1)).toBe(
      "Points are each team's points of every game added up (a game still in progress too); games won counts " +
        'finished games, and the money follows the games won.',
    );
  });

  it('--json: totals, games and the note', () => {
    const [f] = JSON.parse(cli('settle', '--json', '--compare', 'coinched-value=bid-only', 'coinche.score').out).files;
    expect(f.totals).toEqual({
      asWritten: { NS: 370, EW: 634 },
      whatIf: { NS: 370, EW: 474 },
      difference: { NS: 0, EW: -160 },
    });
    expect(f.games).toEqual({
      asWritten: { NS: 0, EW: 1 },
      whatIf: { NS: 0, EW: 0 },
      difference: { NS: 0, EW: -1 },
    });
    expect(f.money.difference).toEqual({ NS: 1, EW: -1 });
    expect(f.notes.map((n: { code: string }) => n.code)).toEqual(['games']);
  });
});

describe('bock=off keeps the written bock lines and says so (bug 9)', () => {
  const note =
    'With bock off, rounds 2 and 3 still count with their bock: a written bock line says what the table played, ' +
    'and the bock switch only decides whether the engine starts bock rounds itself. Take the bock lines out to see ' +
    'the evening without them.';

  it('--compare: no difference, and why', () => {
    const r = cli('settle', '--compare', 'bock=off', 'bock.score');
    const out = lines(r.out);
    const row = (n: string) =>
      out
        .find((l) => l.trimStart().startsWith(`${n} `))!
        .trim()
        .split(/\s{2,}/)
        .slice(0, 4);
    expect(['Anna', 'Ben', 'Clara', 'Dora'].map(row)).toEqual([
      ['Anna', '0', '0', '0'],
      ['Ben', '8', '8', '0'],
      ['Clara', '−8', '−8', '0'],
      ['Dora', '0', '0', '0'],
    ]);
    expect(out.at(-1)).toBe(note);
  });

  it('--set bock=off: the same note on stderr, the settlement on stdout', () => {
    const r = cli('settle', '--set', 'bock=off', 'bock.score');
    expect(r.code).toBe(0);
    expect(r.err).toBe(`bock.score: ${note}\n`);
    expect(r.out).toMatch(/total\s+0\s+8\s+−8\s+0\n/);
  });

  it('in German', () => {
    const r = cli('settle', '--lang', 'de', '--compare', 'bock=off', 'bock.score');
    expect(lines(r.out).at(-1)).toBe(
      'Mit bock off zählen die Spiele 2 und 3 weiter mit ihrem Bock: eine notierte bock-Zeile sagt, was am Tisch ' +
        'gespielt wurde, und der Schalter bock entscheidet nur, ob das Programm selbst Bockrunden beginnt. Nimm die ' +
        'bock-Zeilen heraus, um den Abend ohne sie zu sehen.',
    );
  });
});

describe('rounds written as their outcome keep their points, and the what-if says so (bug 10)', () => {
  const note =
    'Rounds 1, 2, 3, 4, 5, 6 and 7 give only the result and its value (won) or the points as written: the rules ' +
    'cannot work them out again, so they keep their points (only bock and counting apply to a written value).';

  it('--compare announcement=double on the five-player paper list: 0 everywhere, and why', () => {
    const r = cli('settle', '--compare', 'announcement=double', 'five.score');
    const out = lines(r.out);
    // The totals of test/helpers/fivePlayers.ts, unchanged.
    const totals = ['Anna', 'Ben', 'Clara', 'Dora', 'Emil'].map((n) =>
      out
        .find((l) => l.trimStart().startsWith(`${n} `))!
        .trim()
        .split(/\s{2,}/),
    );
    expect(totals).toEqual([
      ['Anna', '1', '1', '0'],
      ['Ben', '−2', '−2', '0'],
      ['Clara', '1', '1', '0'],
      ['Dora', '2', '2', '0'],
      ['Emil', '−2', '−2', '0'],
    ]);
    expect(out.at(-1)).toBe(note);
  });

  it('--set and --rules on stats and explain: the note on stderr', () => {
    expect(cli('stats', '--set', 'announcement=double', 'five.score').err).toBe(`five.score: ${note}\n`);
    expect(cli('explain', '--set', 'tie-120=1', 'five.score').err).toBe(`five.score: ${note}\n`);
  });

  it('bock and counting still apply to a `won` value: no note for them', () => {
    const r = cli('settle', '--compare', 'counting=plus', 'five.score');
    expect(r.out).not.toContain('give only the result');
  });

  it('rows written as points: no rule changes them, bock and counting neither', () => {
    for (const change of ['announcement=double', 'bock=on']) {
      const r = cli('settle', '--compare', change, 'recorded.score');
      expect(lines(r.out).at(-1)).toBe(
        'Rounds 1 and 2 give only the points as written: the rules cannot work them out again, so they keep their ' +
          'points.',
      );
    }
  });

  it('in French', () => {
    const r = cli('settle', '--lang', 'fr', '--compare', 'announcement=double', 'five.score');
    expect(lines(r.out).at(-1)).toBe(
      'Les donnes 1, 2, 3, 4, 5, 6 et 7 ne donnent que le résultat et sa valeur (gagné) ou les points notés : les ' +
        'règles ne peuvent pas les recalculer, elles gardent leurs points (seuls le Bock et le mode de comptage ' +
        's’appliquent à une valeur notée).',
    );
  });
});

describe('other what-ifs that cannot differ', () => {
  it('a value the sheet already has', () => {
    const r = cli('settle', '--compare', 'bock=on', 'bock.score');
    expect(lines(r.out).at(-1)).toBe('bock=on: the sheet already plays with this value, so nothing can change');
  });

  it('a switch no round of the sheet depends on', () => {
    // BOCK_MARKED has no fox in any round: fox=off changes nothing.
    const r = cli('settle', '--compare', 'fox=off', 'bock.score');
    expect(lines(r.out).at(-1)).toBe('No difference: every round of this sheet scores the same under these rules.');
  });

  it('a what-if that changes something has no note', () => {
    // Under tie-120=1 the 120:120 of round 1 gives Kontra 1, not 2 (rules/doppelkopf.md Part A); it still starts bock.
    const r = cli('settle', '--json', '--compare', 'tie-120=1', 'bock.score');
    const [f] = JSON.parse(r.out).files;
    expect(f.totals.difference).toEqual({ Anna: 1, Ben: -1, Clara: 1, Dora: -1 });
    expect(f.notes).toEqual([]);
  });
});
