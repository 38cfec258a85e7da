// Each format `scoresheet import` reads, from a source written by hand in its real schema (docs:
// ../shared/field/tournaments-import-sharing.md §3): the `.score` text it gives, and the totals worked out by hand
// from the source's own rules.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { checkScore } from '../../src/analysis/check';
import { IMPORT_FORMATS } from '../../src/games/importers';
import { importSources, type ImportOptions, type ImportResult } from '../../src/import';
import { workbook } from '../helpers/xlsx';

const OPTIONS: ImportOptions = { map: [], lang: 'en', check: checkScore };
const utf8 = (text: string) => new TextEncoder().encode(text);

async function imported(name: string, bytes: Uint8Array | string, options: Partial<ImportOptions> = {}) {
  return importSources([{ name, bytes: typeof bytes === 'string' ? utf8(bytes) : bytes }], IMPORT_FORMATS, {
    ...OPTIONS,
    ...options,
  });
}

/** The engine's totals of the written file, as a plain object. */
function totalsOf(r: ImportResult, i = 0): Record<string, number> {
  return analyzeScore(r.files[i].text).totals;
}

const roundsOf = (text: string) =>
  text
    .split('\nround ')
    .slice(1)
    .map((b) => b.trim());

describe('a running-totals CSV with a first row of zeros and a game-value column (Doppelkopf Score Tracker)', () => {
  // Rounds: Anna+Clara win 2; Ben+Dora win 8; Anna loses a solo worth 5 (15 / 5); Anna+Clara win 4.
  const csv =
    '#,Anna,Ben,Clara,Dora,game\n0,0,0,0,0\n1,2,-2,2,-2,2\n2,-6,6,-6,6,8\n3,-21,11,-1,11,"15 / 5"\n4,-17,7,3,7,4\n';

  it('reads running totals: each round as its winners and value, the last totals as a checkpoint', async () => {
    const r = await imported('tracker.csv', csv);
    const text = r.files[0].text;
    expect(text).toContain('game doppelkopf\nplayers Anna Ben Clara Dora\n');
    const rounds = roundsOf(text);
    expect(rounds[0]).toBe('1\n  won Anna Clara 2');
    expect(rounds[1]).toBe('2\n  won Ben Dora 8');
    // The solo's kind is not in the source: its points (Anna -3 × 5, the others +5) are the round's score line.
    expect(rounds[2]).toBe(
      '3  # solo by Anna; the source does not say which kind\n  score Anna -15 Ben +5 Clara +5 Dora +5',
    );
    expect(rounds[3]).toBe('4\n  won Anna Clara 4\n  total Anna -17 Ben 7 Clara 3 Dora 7');
    expect(text).toMatch(/^# Inferred: the columns are running totals \(the first row is all zeros\)/m);
    expect(r.files[0].check).toMatchObject({ rounds: 4, errors: 0, checkpoints: 1 });
    // 2 - 8 - 15 + 4 = -17 for Anna; -2 + 8 + 5 - 4 = 7 for Ben and Dora; 2 - 8 + 5 + 4 = 3 for Clara.
    expect(totalsOf(r)).toEqual({ Anna: -17, Ben: 7, Clara: 3, Dora: 7 });
  });

  it('a slip on the sheet (a round counted twice its value) imports with a checkpoint that names it', async () => {
    // Round 4 is worth 2 by its value column, but the totals moved by 4: the keeper doubled it.
    const slip = csv.replace('4,-17,7,3,7,4', '4,-17,7,3,7,2') + '5,-14,4,0,10,3\n';
    const r = await imported('tracker.csv', slip);
    const check = r.files[0].check;
    expect(check.errors).toBeGreaterThan(0);
    expect(check.disagreeing[0]).toMatchObject({ round: 4 });
    // Computed after round 4: Anna -21 + 2 = -19; the sheet says -17: round 4 on paper is 4, twice the file's 2.
    expect(check.disagreeing[0].message).toContain('stated total Anna -17 Ben 7 Clara 3 Dora 7');
    expect(check.disagreeing[0].message).toContain('computed Anna -19 Ben 9 Clara 1 Dora 9');
    expect(check.disagreeing[0].message).toContain('round 4 scored without its bock explains exactly this total');
    expect(check.culprits[0]).toMatchObject({ round: 4 });
  });
});

describe('a German per-game CSV with a byte order mark, ";", blank cells and a Summe row', () => {
  // Five players; a blank cell: who sat out. Wert is the game value; round 4 is a Bock round (x2).
  const csv =
    '\uFEFFSpiel;Anna;Ben;Clara;Dora;Emil;Wert;Bock\r\n' +
    '1;2;-2;2;-2;;2;\r\n' +
    '2;;3;-3;3;-3;3;\r\n' +
    '3;-3;;-3;-3;9;3;\r\n' +
    '4;4,0;-4;;-4;4;2;ja\r\n' +
    '5;-1;-1;3;;-1;1;\r\n' +
    'Summe;2;-4;-1;-6;9;;\r\n' +
    'Geld;0,10;-0,20;-0,05;-0,30;0,45;;\r\n';

  it('writes each round with who sat out, its value and points, and the Summe row as the checkpoint', async () => {
    const r = await imported('liste.csv', csv);
    const rounds = roundsOf(r.files[0].text);
    expect(rounds).toHaveLength(5);
    expect(rounds[0]).toBe('1\n  out Emil\n  won Anna Clara 2\n  score Anna +2 Ben -2 Clara +2 Dora -2');
    // Emil +9, three times the value 3: a solo read from its points; its kind is not on the sheet.
    expect(rounds[2]).toBe(
      '3  # solo by Emil; the source does not say which kind\n  out Ben\n  score Anna -3 Clara -3 Dora -3 Emil +9',
    );
    // 4,0 with the decimal comma is 4; the bock round's points are twice its value 2.
    expect(rounds[3]).toBe('4\n  out Clara\n  bock\n  won Anna Emil 2\n  score Anna +4 Ben -4 Dora -4 Emil +4');
    expect(rounds[4]).toContain('total Anna 2 Ben -4 Clara -1 Dora -6 Emil 9');
    expect(r.files[0].check.errors).toBe(0);
    // By hand: Anna 2 + 0 - 3 + 4 - 1 = 2, Ben -2 + 3 + 0 - 4 - 1 = -4, Clara 2 - 3 - 3 + 0 + 3 = -1,
    // Dora -2 + 3 - 3 - 4 + 0 = -6, Emil 0 - 3 + 9 + 4 - 1 = 9.
    expect(totalsOf(r)).toEqual({ Anna: 2, Ben: -4, Clara: -1, Dora: -6, Emil: 9 });
  });

  it('a Summe row added up wrong is a checkpoint that disagrees (exit 1 in the CLI)', async () => {
    const r = await imported('liste.csv', csv.replace('Summe;2;-4', 'Summe;4;-6'));
    expect(r.files[0].check.disagreeing).toHaveLength(1);
    expect(r.files[0].check.disagreeing[0].message).toContain('stated total Anna 4 Ben -6');
  });
});

describe('a club workbook (.xlsx): one sheet per evening, the Ramsdorf layout', () => {
  const head = [
    '#',
    'Zeitpunkt',
    'Spieltyp',
    'Siegerpartei',
    'Bockrunde',
    'Parteipunkte',
    'Solo-Spieler',
    'Hochzeit-Spieler',
    'Re-Ansage',
    'Kontra-Ansage',
    'Kommentar',
    'Anna',
    'Ben',
    'Clara',
    'Dora',
    'Emil',
  ];
  const e = null;
  const book = workbook([
    {
      name: '1_15-11-2024_Stammtisch',
      rows: [
        head,
        [1, '15.11.2024 19:03', 'Normal', 'Re', 'Nein', 2, e, e, 'Re', e, e, 2, -2, 2, -2, e],
        [2, '15.11.2024 19:12', 'Damensolo', 'Kontra', 'Nein', 1, 'Ben', e, e, e, e, 1, -3, 1, e, 1],
        [3, '15.11.2024 19:20', 'Hochzeit', 'Re', 'Ja', 1, e, 'Clara', e, e, 'Bock', e, -2, 2, -2, 2],
        ['Summe', e, e, e, e, e, e, e, e, e, e, 3, -7, 5, -4, 3],
      ],
    },
    {
      name: '2_22-11-2024_Stammtisch',
      rows: [head, [1, '22.11.2024 19:00', 'Normal', 'Kontra', 'Nein', 3, e, e, e, 'Kontra', e, 3, -3, -3, 3, 0]],
    },
  ]);

  it('reads each sheet as an evening: parties, solo, marriage, bock, who sat out, the Summe row', async () => {
    const r = await imported('club.xlsx', book);
    expect(r.files.map((f) => f.path)).toEqual(['season-2024/2024-11-15.score', 'season-2024/2024-11-22.score']);
    const rounds = roundsOf(r.files[0].text);
    expect(rounds[0]).toBe(
      '1\n  out Emil\n  re Anna Clara\n  announce re\n  won re 2\n  score Anna +2 Ben -2 Clara +2 Dora -2',
    );
    expect(rounds[1]).toBe('2\n  out Dora\n  solo Ben queens\n  won kontra 1\n  score Anna +1 Ben -3 Clara +1 Emil +1');
    expect(rounds[2]).toBe(
      '3\n  out Anna\n  marriage Clara with Emil\n  bock\n  won re 1\n  score Ben -2 Clara +2 Dora -2 Emil +2\n' +
        '  total Anna 3 Ben -7 Clara 5 Dora -4 Emil 3',
    );
    expect(r.files[0].text).toContain('\ndate 2024-11-15\n');
    expect(r.files[0].check.errors).toBe(0);
    // By hand: Anna 2 + 1 = 3; Ben -2 - 3 - 2 = -7; Clara 2 + 1 + 2 = 5; Dora -2 - 2 = -4; Emil 1 + 2 = 3.
    expect(totalsOf(r, 0)).toEqual({ Anna: 3, Ben: -7, Clara: 5, Dora: -4, Emil: 3 });
    // Export writes 0 for who sat out: with five players, the one 0 beside four scores is Emil sitting out.
    expect(roundsOf(r.files[1].text)[0]).toBe(
      '1\n  out Emil\n  re Ben Clara\n  announce kontra\n  won kontra 3\n  score Anna +3 Ben -3 Clara -3 Dora +3\n' +
        '  total Anna 3 Ben -3 Clara -3 Dora 3 Emil 0',
    );
    expect(totalsOf(r, 1)).toEqual({ Anna: 3, Ben: -3, Clara: -3, Dora: 3, Emil: 0 });
  });
});

describe('a Bockzettel export of a group with two sheets', () => {
  const game = (id: string, re: string[], kontra: string[], winner: string, flags: string[], more = {}) => ({
    id,
    playedAt: '2026-05-08T18:10:00Z',
    rePlayerIds: re,
    contraPlayerIds: kontra,
    sittingOutPlayerId: null,
    winner,
    flagCodes: flags,
    isSolo: false,
    triggersManualBock: false,
    note: null,
    ...more,
  });
  const doc = {
    app: 'doppelkopf_schreiber',
    formatVersion: 1,
    kind: 'group',
    exportedAt: '2026-06-20T10:00:00Z',
    exportedFromAppVersion: '1.4.0',
    payload: {
      players: ['Anna', 'Ben', 'Clara', 'Dora', 'Emil'].map((n, i) => ({ id: `p${i + 1}`, playerName: n })),
      sheets: [
        {
          id: 's1',
          title: 'Stammtisch Mai',
          createdAt: '2026-05-08T18:00:00Z',
          updatedAt: '2026-05-08T23:00:00Z',
          dirty: false,
          playerIds: ['p1', 'p2', 'p3', 'p4'],
          stackingModeOverride: null,
          groupId: 'g1',
          rounds: [
            {
              index: 0,
              games: [
                game('g1', ['p1', 'p3'], ['p2', 'p4'], 're', ['reAnnounced', 'under90', 'contraFuchs1']),
                game('g2', ['p2', 'p4'], ['p1', 'p3'], 'contra', ['reAnnounced']),
                game('g3', ['p3'], ['p1', 'p2', 'p4'], 're', [], { isSolo: true }),
              ],
            },
          ],
        },
        {
          id: 's2',
          title: 'Stammtisch Juni',
          createdAt: '2026-06-05T18:00:00Z',
          updatedAt: '2026-06-05T23:00:00Z',
          dirty: false,
          playerIds: ['p1', 'p2', 'p3', 'p4', 'p5'],
          stackingModeOverride: null,
          groupId: 'g1',
          rounds: [
            {
              index: 0,
              games: [
                game('g4', ['p2', 'p3'], ['p4', 'p5'], 'contra', ['contraDoppelkopf1'], {
                  playedAt: '2026-06-05T18:10:00Z',
                  sittingOutPlayerId: 'p1',
                }),
              ],
            },
          ],
        },
      ],
      groups: [{ id: 'g1', name: 'Doko-Runde Lindenstraße', playerIds: ['p1', 'p2', 'p3', 'p4', 'p5'] }],
      settings: null,
    },
  };

  it('writes one file per sheet into a folder named after the group, with the points the app gives', async () => {
    const r = await imported('export.json', JSON.stringify(doc));
    expect(r.files.map((f) => f.path)).toEqual([
      'doko-runde-lindenstrasse/2026-05-08.score',
      'doko-runde-lindenstrasse/2026-06-05.score',
    ]);
    const may = roundsOf(r.files[0].text);
    // Re won 1 + Re announced 2 + unter 90 1 = 4, Kontra's fox 1: Re +3 each.
    expect(may[0]).toBe(
      '1  # id g1; flags: reAnnounced, under90, contraFuchs1\n  re Anna Clara\n  announce re\n' +
        '  extras kontra fox\n  won re 3\n  score Anna +3 Ben -3 Clara +3 Dora -3',
    );
    // Kontra won 2 (with gegen die Alten) + Re's lost announcement 2 to the winner: Kontra +4. Re announced and lost:
    // a bock round for the next four games, so Clara's solo gets +2: won 1 + 2 = 3, the soloist +9.
    expect(may[1]).toContain('won kontra 4\n  score Anna +4 Ben -4 Clara +4 Dora -4');
    expect(may[2]).toContain('score Anna -3 Ben -3 Clara +9 Dora -3\n  total Anna 4 Ben -10 Clara 16 Dora -10');
    expect(totalsOf(r, 0)).toEqual({ Anna: 4, Ben: -10, Clara: 16, Dora: -10 });
    const june = roundsOf(r.files[1].text);
    // Kontra won 2 + its Doppelkopf 1: Dora and Emil +3; Anna sat out.
    expect(june[0]).toContain('out Anna\n  re Ben Clara\n  extras kontra doppelkopf\n  won kontra 3');
    expect(totalsOf(r, 1)).toEqual({ Anna: 0, Ben: -3, Clara: -3, Dora: 3, Emil: 3 });
    expect(r.files.every((f) => f.check.errors === 0)).toBe(true);
  });
});

describe('a Doppelkopf Zettel session with a solo', () => {
  const session = {
    session_id: 'a1b2c3',
    created_at: '2025-10-27T19:00:00',
    exported_at: '2025-10-27T23:30:00',
    players: ['Anna', 'Ben', 'Clara', 'Dora'].map((name, i) => ({ id: `u${i}`, name })),
    rounds: [
      {
        id: 'r1',
        round_number: 1,
        timestamp: '2025-10-27T19:05:00',
        is_solo: false,
        winners: ['Anna', 'Clara'],
        points: 2,
        solo_player: null,
        sitting_out: null,
        scores: { Anna: 2, Ben: -2, Clara: 2, Dora: -2 },
      },
      {
        id: 'r2',
        round_number: 2,
        timestamp: '2025-10-27T19:15:00',
        is_solo: true,
        winners: ['Ben'],
        points: 3,
        solo_player: 'Ben',
        sitting_out: null,
        scores: { Anna: -3, Ben: 9, Clara: -3, Dora: -3 },
      },
      {
        id: 'r3',
        round_number: 3,
        timestamp: '2025-10-27T19:25:00',
        is_solo: false,
        winners: ['Ben', 'Dora'],
        points: 1,
        solo_player: null,
        sitting_out: null,
        winning_team: 'Kontra',
        scores: { Anna: -1, Ben: 1, Clara: -1, Dora: 1 },
      },
    ],
  };

  it('writes winners and value, the solo as its points, the stored scores added up as checkpoint', async () => {
    const r = await imported('zettel.json', JSON.stringify(session));
    const rounds = roundsOf(r.files[0].text);
    expect(rounds[0]).toBe('1  # id r1\n  won Anna Clara 2\n  score Anna +2 Ben -2 Clara +2 Dora -2');
    expect(rounds[1]).toBe(
      '2  # id r2; solo by Ben; the source does not say which kind\n  score Anna -3 Ben +9 Clara -3 Dora -3',
    );
    expect(rounds[2]).toBe(
      '3  # id r3\n  re Anna Clara\n  won kontra 1\n  score Anna -1 Ben +1 Clara -1 Dora +1\n' +
        '  total Anna -2 Ben 8 Clara -2 Dora -4',
    );
    expect(r.files[0].path).toBe('2025-10-27.score');
    // By hand: Anna 2 - 3 - 1 = -2, Ben -2 + 9 + 1 = 8, Clara 2 - 3 - 1 = -2, Dora -2 - 3 + 1 = -4.
    expect(totalsOf(r)).toEqual({ Anna: -2, Ben: 8, Clara: -2, Dora: -4 });
    expect(r.files[0].check.errors).toBe(0);
  });

  it("keeps the app's scores of a game with three winners, which do not add up, and the check says so", async () => {
    const odd = structuredClone(session);
    odd.rounds[0] = {
      ...odd.rounds[0],
      winners: ['Anna', 'Ben', 'Clara'],
      scores: { Anna: 2, Ben: 2, Clara: 2, Dora: -2 },
    };
    const r = await imported('zettel.json', JSON.stringify(odd));
    expect(roundsOf(r.files[0].text)[0]).toBe('1  # id r1\n  score Anna +2 Ben +2 Clara +2 Dora -2');
    expect(r.files[0].check.otherErrors.map((f) => f.code)).toContain('row-sum');
  });
});

describe('a QtDoppelKopf event log', () => {
  const log = {
    dataVersion: '2',
    data: [
      {
        kind: 'playersSet',
        playerNames: ['A', 'B', 'C', 'D', 'E'],
        dealerName: 'A',
        sitOutScheme: [],
        previousDealerName: '',
      },
      // A deals and sits out; B and C win 1 each, the app gives D and E -1.
      {
        kind: 'deal',
        players: 5,
        numberOfEvents: 0,
        changes: [
          { name: 'B', diff: 1 },
          { name: 'C', diff: 1 },
        ],
      },
      // B deals and sits out; a solo by D worth 2: D +6, the others -2.
      { kind: 'deal', players: 5, numberOfEvents: 1, changes: [{ name: 'D', diff: 6 }] },
      { kind: 'mandatorySoloTrigger' },
      // C deals and sits out; all four changes typed in.
      {
        kind: 'deal',
        players: 5,
        numberOfEvents: 0,
        changes: [
          { name: 'A', diff: -2 },
          { name: 'B', diff: 2 },
          { name: 'D', diff: 2 },
          { name: 'E', diff: -2 },
        ],
      },
    ],
  };

  it('completes each deal as the app does, with the dealer sitting out at a table of five', async () => {
    const r = await imported('game.json', JSON.stringify(log));
    const rounds = roundsOf(r.files[0].text);
    expect(rounds[0]).toBe('1\n  out A\n  score B +1 C +1 D -1 E -1');
    expect(rounds[1]).toBe('2  # 1 bock event\n  out B\n  score A -2 C -2 D +6 E -2');
    expect(rounds[2]).toBe(
      '3  # the round of duty solos starts\n  out C\n  score A -2 B +2 D +2 E -2\n  total A -4 B 3 C -1 D 7 E -5',
    );
    // By hand: A 0 - 2 - 2 = -4, B 1 + 0 + 2 = 3, C 1 - 2 + 0 = -1, D -1 + 6 + 2 = 7, E -1 - 2 - 2 = -5.
    expect(totalsOf(r)).toEqual({ A: -4, B: 3, C: -1, D: 7, E: -5 });
  });
});

describe('Belote and Coinche: one column per team', () => {
  it('reads running totals that start again after a game, and the target that ended it', async () => {
    // Nous reaches 1102 in the sixth deal (a game to 1000); the seventh deal starts the next game from 0.
    const csv = 'Donne;Nous;Vous\n1;0;0\n2;162;0\n3;243;101\n4;405;183\n5;600;249\n6;910;311\n7;1102;331\n8;80;82\n';
    const r = await imported('belote.csv', csv);
    const text = r.files[0].text;
    expect(text).toContain('game belote\nplayers Nous.1 Vous.1 Nous.2 Vous.2\nteams Nous Vous\n');
    const rounds = roundsOf(text);
    expect(rounds[1]).toBe('2\n  score Nous 81 Vous 101');
    expect(rounds[6]).toBe('7\n  score Nous 80 Vous 82\n  total Nous 80 Vous 82');
    expect(r.files[0].check.errors).toBe(0);
    expect(totalsOf(r)).toEqual({ Nous: 80, Vous: 82 });
  });

  it('names the players from teams written as pairs, and infers a target the sheet keeps', async () => {
    // Per-game points; the game ends at 500 (the third deal takes Anna/Ben to 520), so the target is 500.
    const csv = 'Anna/Ben,Clara/Dora,Partie\n200,70,1\n150,100,1\n170,90,1\n100,62,2\n';
    const r = await imported('partie.csv', csv);
    const text = r.files[0].text;
    expect(text).toContain('players Anna Clara Ben Dora\nteams "Anna/Ben" "Clara/Dora"\ntarget 500\n');
    expect(totalsOf(r)).toEqual({ 'Anna/Ben': 100, 'Clara/Dora': 62 });
  });
});

describe("Scoresheet's own CSV export, imported again (round trip)", () => {
  it.each([
    ['doppelkopf-paper.score', 'en'],
    ['doppelkopf-abend.score', 'de'],
    ['coinche-partie.score', 'fr'],
    ['belote-game.score', 'en'],
  ] as const)('%s exported in %s gives back the same totals', async (file, lang) => {
    const { renderSettlement } = await import('../../src/report/settlement');
    const original = analyzeScore(readFileSync(`examples/${file}`, 'utf8'));
    const csv = renderSettlement(original, 'csv', { lang });
    const r = await imported(file.replace('.score', '.csv'), csv);
    expect(r.files[0].check.errors).toBe(0);
    expect(totalsOf(r)).toEqual(original.totals);
  });
});

it('the same source imported twice gives identical text', async () => {
  const csv = '#,Anna,Ben,Clara,Dora,game\n0,0,0,0,0\n1,2,-2,2,-2,2\n2,-6,6,-6,6,8\n';
  const [a, b] = [await imported('t.csv', csv), await imported('t.csv', csv)];
  expect(a.files[0].text).toBe(b.files[0].text);
});

describe('hostile names', () => {
  it('players named __proto__ and constructor are players like any other', async () => {
    const r = await imported('h.csv', 'Spiel;__proto__;constructor;Clara;Dora\n1;2;-2;2;-2\n2;1;-1;-1;1\n');
    expect(r.files[0].text).toContain('players __proto__ constructor Clara Dora\n');
    expect(r.files[0].text).toContain('total __proto__ 3 constructor -3 Clara 1 Dora -1');
    expect(r.files[0].check.errors).toBe(0);
  });

  it('in an app export too, and a flag named constructor is none of the app', async () => {
    const session = {
      session_id: 'x',
      players: ['__proto__', 'constructor', 'toString', 'Dora'].map((name, i) => ({ id: String(i), name })),
      rounds: [
        {
          id: 'r1',
          winners: ['__proto__', 'toString'],
          points: 1,
          is_solo: false,
          scores: { __proto__: 1, constructor: -1, toString: 1, Dora: -1 },
        },
      ],
    };
    // JSON.parse makes `__proto__` an own key, as an app's file has it.
    const r = await imported('z.json', JSON.stringify(session).replace('"scores":{', '"scores":{"__proto__":1,'));
    expect(r.files[0].text).toContain(
      'won __proto__ toString 1\n  score __proto__ +1 constructor -1 toString +1 Dora -1',
    );
  });
});
