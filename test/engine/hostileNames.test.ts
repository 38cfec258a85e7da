// Players and teams named after JavaScript's own properties (`__proto__`, `constructor`, `toString`, `length`…):
// random Doppelkopf, Belote and Coinche evenings, alone and as a season, settled by the engine, the CLI's JSON, the
// view model and the Season tab. Money sums to zero, the transfers pay exactly each balance, every name has a finite
// total, and nothing lands on Object.prototype (security review 2026-12, F1).

import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFileText, analyzeScore } from '../../src/analysis/analyze';
import { applyTransfers } from '../../src/engine/settle';
import { FolderSeason } from '../../src/view/season';
import { toSettlementModel } from '../../src/view/model';
import { nameKey } from '../../src/format/values';
import { writeName } from '../../src/text/names';
import { runCli } from '../helpers/cliInProcess';

const PROTOTYPES = [Object.prototype, Function.prototype, Array.prototype];

/** Every own property name of the three prototypes, and `__proto__` (one of Object.prototype's, said twice). */
const POOL = [...new Set([...PROTOTYPES.flatMap((p) => Object.getOwnPropertyNames(p)), '__proto__'])];

/** What the prototypes hold, to compare after the runs: every own key with its descriptor's value or accessors. */
function snapshot(): unknown[] {
  return PROTOTYPES.map((p) =>
    Reflect.ownKeys(p).map((k) => {
      const d = Object.getOwnPropertyDescriptor(p, k)!;
      return [k, d.value, d.get, d.set, d.writable, d.enumerable];
    }),
  );
}
const BEFORE = snapshot();

afterAll(() => {
  // Also after the last run: the Season tab once set `games` and `wins` here.
  expect(snapshot()).toEqual(BEFORE);
});

const names = (n: number) =>
  fc.uniqueArray(fc.constantFrom(...POOL), { minLength: n, maxLength: n, selector: nameKey });
const pick = (max: number) => fc.nat({ max });
type Drawn<A> = A extends fc.Arbitrary<infer T> ? T : never;

const doppelkopfRound = fc.record({
  kind: pick(3),
  a: pick(3),
  b: pick(2),
  cards: fc.constantFrom(0, 89, 120, 151, 185, 240),
});

/** A Doppelkopf evening of four of `players`: normal games, solos, marriages and rows recorded by their score. */
function doppelkopfEvening(players: string[], rounds: Drawn<typeof doppelkopfRound>[], date: string, stake: boolean) {
  const w = players.map(writeName);
  const body = rounds.map(({ kind, a, b, cards }) => {
    const partner = (a + 1 + b) % 4;
    if (kind === 0) return `  re ${w[a]} ${w[partner]}\n  cards re ${cards}`;
    if (kind === 1) return `  solo ${w[a]} queens\n  cards re ${cards}`;
    if (kind === 2) return `  marriage ${w[a]} with ${w[partner]}\n  cards re ${cards}`;
    return `  score ${w.map((n, i) => `${n} ${i === a || i === partner ? '+2' : '-2'}`).join(' ')}`;
  });
  return [
    'game doppelkopf',
    `date ${date}`,
    `players ${w.join(' ')}`,
    ...(stake ? ['stake 0.10 EUR'] : []),
    ...body.map((r) => `\nround\n${r}`),
    '',
  ].join('\n');
}

const CARDS: [number, number][] = [
  [92, 60],
  [71, 81],
  [40, 112],
  [100, 52],
  [81, 71],
];

const beloteRound = fc.record({ taker: pick(3), cards: pick(CARDS.length - 1), last: fc.boolean() });

/** A Belote or Coinche evening to a low target, with its teams named (or named after their players). */
function beloteEvening(
  game: 'belote' | 'coinche',
  players: string[],
  teams: string[] | undefined,
  rounds: Drawn<typeof beloteRound>[],
  date: string,
) {
  const w = players.map(writeName);
  const team = (teams ?? [`${players[0]}-${players[2]}`, `${players[1]}-${players[3]}`]).map(writeName);
  const body = rounds.map(({ taker, cards, last }) => {
    const [t, d] = [team[taker % 2], team[1 - (taker % 2)]];
    const [ct, cd] = CARDS[cards];
    const contract = game === 'coinche' ? `  contract ${w[taker]} 80 spades` : `  taker ${w[taker]}\n  trump hearts`;
    return `${contract}\n  cards ${t} ${ct}, ${d} ${cd}\n  last ${last ? t : d}`;
  });
  return [
    `game ${game}`,
    `date ${date}`,
    `players ${w.join(' ')}`,
    ...(teams ? [`teams ${team.join(' ')}`] : []),
    'target 300',
    'stake 1 EUR',
    ...body.map((r) => `\nround\n${r}`),
    '',
  ].join('\n');
}

const doppelkopfSeason = fc
  .record({
    pool: names(6),
    evenings: fc.array(
      fc.record({
        seats: fc.uniqueArray(pick(5), { minLength: 4, maxLength: 4 }),
        rounds: fc.array(doppelkopfRound, { minLength: 1, maxLength: 6 }),
        stake: fc.boolean(),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map(({ pool, evenings }) =>
    evenings.map((e, i) => ({
      names: e.seats.map((s) => pool[s]),
      text: doppelkopfEvening(
        e.seats.map((s) => pool[s]),
        e.rounds,
        `2026-01-0${i + 1}`,
        e.stake,
      ),
    })),
  );

const beloteSeason = fc
  .record({
    game: fc.constantFrom<'belote' | 'coinche'>('belote', 'coinche'),
    players: names(4),
    teams: fc.option(names(2), { nil: undefined }),
    evenings: fc.array(fc.array(beloteRound, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 2 }),
  })
  .map(({ game, players, teams, evenings }) =>
    evenings.map((rounds, i) => ({
      names: teams ?? [`${players[0]}-${players[2]}`, `${players[1]}-${players[3]}`],
      text: beloteEvening(game, players, teams, rounds, `2026-02-0${i + 1}`),
    })),
  );

interface JsonSettlement {
  totals: Record<string, number>;
  money?: Record<string, number>;
  transfers: { from: string; to: string; amount: number }[];
}

const cents = (amount: number) => Math.round(amount * 100);
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** Every name in the record, in order, with a finite value; nothing else in it. */
function expectEveryName(record: Record<string, number>, expected: string[]): void {
  expect(Object.keys(record)).toEqual(expected);
  for (const n of expected) expect(Number.isFinite(record[n])).toBe(true);
}

/** The money sums to zero and the transfers pay exactly each balance (amounts in the JSON's major unit). */
function expectBalanced(s: JsonSettlement, expected: string[]): void {
  expectEveryName(s.totals, expected);
  if (!s.money) return;
  expectEveryName(s.money, expected);
  expect(sum(Object.values(s.money).map(cents))).toBe(0);
  const paid = applyTransfers(
    expected,
    s.transfers.map((t) => ({ from: t.from, to: t.to, cents: cents(t.amount) })),
  );
  for (const n of expected) expect(paid[n]).toBe(cents(s.money[n]));
}

/** The evenings as a folder, settled by the CLI (`settle DIR --json`: each evening, then the season). */
function checkCli(evenings: { names: string[]; text: string }[]): void {
  const files = new Map(evenings.map((e, i) => [`/season/e${i}.score`, e.text]));
  const io = {
    readFile: (p: string) => new TextEncoder().encode(files.get(p) ?? ''),
    listDir: (p: string) => (p === '/season' ? [...files.keys()].map((f) => f.slice('/season/'.length)) : undefined),
  };
  const settled = runCli(['settle', '--json', '/season'], io);
  const json = JSON.parse(settled.out) as {
    files: { file: string; settlement: JsonSettlement }[];
    seasons: {
      players: string[];
      totals: Record<string, number>;
      money?: Record<string, number>;
      stats: { players: { name: string; games: number; points: number }[] };
    }[];
  };
  evenings.forEach((e, i) => expectBalanced(json.files[i].settlement, e.names));
  for (const season of json.seasons) {
    expectEveryName(season.totals, season.players);
    if (season.money) expect(sum(Object.values(season.money).map(cents))).toBe(0);
  }
  // The season's statistics (what `stats` prints): every player of the evenings, counted once.
  const counted = json.seasons.flatMap((s) => s.stats.players);
  const players = new Set(evenings.flatMap((e) => analyzeScore(e.text).document.header.players.map((p) => p.text)));
  expect(counted.map((p) => p.name).sort()).toEqual([...players].sort());
  for (const p of counted) expect(Number.isFinite(p.points) && Number.isFinite(p.games)).toBe(true);
}

/** The settlement view's model of each evening, and the Season tab's model of the folder. */
async function checkView(evenings: { names: string[]; text: string }[]): Promise<void> {
  for (const e of evenings) {
    const m = toSettlementModel(analyzeScore(e.text), 'e.score');
    expect(m.names).toEqual(e.names);
    expect(m.totals.every(Number.isFinite)).toBe(true);
    if (m.money) expect(sum(m.money)).toBe(0);
  }
  const files = Object.fromEntries(evenings.map((e, i) => [`e${i}.score`, e.text]));
  const folder = new FolderSeason(
    { list: async () => Object.keys(files), read: async (n) => files[n] },
    analyzeFileText,
  );
  await folder.load();
  const game = analyzeScore(evenings[0].text).game;
  const season = folder.model(game, 'season', 'e0.score');
  if (!season) return;
  expect(season.standings.map((s) => s.name).sort()).toEqual([...season.players].sort());
  for (const s of season.standings) expect(Number.isFinite(s.total)).toBe(true);
  for (const e of season.evenings) expect(e.totals.every(Number.isFinite)).toBe(true);
}

/** Two evenings of Anna, Ben, `__proto__` and `toString` at 0.10 EUR a point (DDV: won 1 + Kontra under 90 1 = 2). */
const FIRST = `game doppelkopf
date 2026-01-09
players Anna Ben __proto__ toString
stake 0.10 EUR

round 1
  re Anna Ben
  cards re 151

round 2
  re Anna toString
  cards re 151
`;
const SECOND = `game doppelkopf
date 2026-01-23
players Anna Ben __proto__ toString

round 1
  re __proto__ Ben
  cards re 151
`;

describe('a player called __proto__ (review F1, I20)', () => {
  it('owes what the rounds say, and the JSON names every player', () => {
    // Round 1: Anna +2 Ben +2 __proto__ −2 toString −2; round 2: Anna +2 toString +2 Ben −2 __proto__ −2.
    const files = { '/e/1.score': FIRST };
    const run = runCli(['settle', '--json', '/e/1.score'], {
      readFile: (p) => new TextEncoder().encode(files[p as keyof typeof files]),
    });
    const s = (JSON.parse(run.out) as { files: { settlement: JsonSettlement }[] }).files[0].settlement;
    expect(s.totals).toEqual({ Anna: 4, Ben: 0, ['__proto__']: -4, toString: 0 });
    expect(Object.keys(s.totals)).toEqual(['Anna', 'Ben', '__proto__', 'toString']);
    expect(s.money).toEqual({ Anna: 0.4, Ben: 0, ['__proto__']: -0.4, toString: 0 });
    expect(s.transfers).toEqual([{ from: '__proto__', to: 'Anna', amount: 0.4 }]);
  });

  it('the Season tab counts __proto__ as a player and sets nothing on Object.prototype', async () => {
    const files: Record<string, string> = { 'a.score': FIRST, 'b.score': SECOND };
    const folder = new FolderSeason({ list: async () => Object.keys(files), read: async (n) => files[n] });
    await folder.load();
    // Second evening: __proto__ +2 Ben +2 Anna −2 toString −2. Season: Anna 2, Ben 2, __proto__ −2, toString −2.
    const m = folder.model('doppelkopf', 'e', 'a.score')!;
    expect(m.standings.map((s) => [s.rank, s.name, s.total, s.games])).toEqual([
      [1, 'Anna', 2, 3],
      [1, 'Ben', 2, 3],
      [3, '__proto__', -2, 3],
      [3, 'toString', -2, 3],
    ]);
    expect(({} as Record<string, unknown>).games).toBeUndefined();
    expect(snapshot()).toEqual(BEFORE);
  });
});

describe('words looked up in the format’s tables', () => {
  it('`constructor` is no announcement level, special point or Belote announcement', () => {
    const dk = analyzeScore(
      'game doppelkopf\nplayers Anna Ben Clara Dora\n\nround 1\n  re Anna Ben\n' +
        '  announce re constructor\n  extras re toString\n  cards re 151\n',
    );
    expect(dk.problems.map((p) => [p.code, p.range.start.line])).toEqual([
      ['unknown-announcement', 5],
      ['unknown-extra', 6],
    ]);
    // The Ansage stands without its unknown level, the extra is left out: won 1, Kontra under 90 1, Re announced 2.
    expect(dk.totals).toEqual({ Anna: 4, Ben: 4, Clara: -4, Dora: -4 });
    const co = analyzeScore(
      'game coinche\nplayers Nord Ost Süd West\nteams NS EW\n\nround 1\n  contract Süd 80 spades\n' +
        '  cards NS 100, EW 52\n  last NS\n  announce Süd constructor\n',
    );
    expect(co.problems.map((p) => [p.code, p.range.start.line])).toEqual([['bad-announcement', 8]]);
    // 80 made: NS 100 + 10 (last) + 80 = 190, EW 52.
    expect(co.totals).toEqual({ NS: 190, EW: 52 });
  });
});

describe("names taken from JavaScript's own properties", () => {
  it('Doppelkopf evenings and a season: money sums to zero, transfers balance, every player counted', async () => {
    await fc.assert(
      fc.asyncProperty(doppelkopfSeason, async (evenings) => {
        checkCli(evenings);
        await checkView(evenings);
        expect(snapshot()).toEqual(BEFORE);
      }),
      { numRuns: 25 },
    );
  });

  it('Belote and Coinche evenings and a season: money sums to zero, transfers balance, teams counted', async () => {
    await fc.assert(
      fc.asyncProperty(beloteSeason, async (evenings) => {
        checkCli(evenings);
        await checkView(evenings);
        expect(snapshot()).toEqual(BEFORE);
      }),
      { numRuns: 25 },
    );
  });
});
