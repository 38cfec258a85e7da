// Skat's rule switches and presets (rules/skat.md Part A): `rules isko` (the default), `tournament` and `pub`, and
// the `set KEY VALUE` switches the engine implements so far. One table, which validation, the engine (typed),
// completion, the docs and the settlement view read.

import {
  choice,
  count,
  several,
  typed,
  type DefaultFor,
  type RuleTable,
  type SwitchSpec,
  type Typed,
} from '../../engine/rules';
import { parseAmount } from '../../format/values';

/** What starts a Bock round (rules/skat.md Part A `bock-triggers`). */
export const BOCK_TRIGGERS = [
  'lost-grand',
  'lost-60',
  'lost-kontra',
  'kontra-re',
  'passed',
  'hundred',
  'grand-hand',
  'null-ouvert-hand',
] as const;
export type SkatBockTrigger = (typeof BOCK_TRIGGERS)[number];

/** `none`, or the fee of the 1st, 2nd, … lost game of a list in cents (the last repeats); undefined: not a value. */
export function readFees(text: string): number[] | undefined {
  if (text === 'none') return [];
  const out: number[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const a = parseAmount(word);
    if ('error' in a || a.currency !== undefined) return undefined;
    out.push(a.cents);
  }
  return out.length ? out : undefined;
}

export const SKAT_PRESETS = ['isko', 'tournament', 'pub'] as const;
export type SkatPreset = (typeof SKAT_PRESETS)[number];

/** A default per preset: `isko`, then `tournament`, then `pub`. */
const per =
  (isko: string, tournament: string, pub: string): DefaultFor =>
  (_g, preset) =>
    preset === 'tournament' ? tournament : preset === 'pub' ? pub : isko;

export const SKAT_TABLE = {
  scoring: choice(
    'scoring',
    ['list', 'seeger-fabian', 'bierlachs'],
    per('list', 'seeger-fabian', 'list'),
    'the classic list (+V or −2V), the Wertung on top (±50, +40/+30 to the others), or Bierlachs (to a `target`)',
  ),
  lostFactor: choice(
    'lost-factor',
    ['2', '1', 'hand-single'],
    '2',
    'a lost game costs 2V (ISkO since 1999), V (house), or V for a lost Hand game and 2V otherwise (before 1999)',
  ),
  schneiderLine: choice(
    'schneider-line',
    ['90', '91'],
    '90',
    'the declarer’s Augen that make the defenders Schneider: 90 (ISkO), or 91 (they are safe with 30)',
  ),
  spitzenCount: choice(
    'spitzen-count',
    ['all', 'jacks'],
    'all',
    'Spitzen: every trump in the unbroken run (up to 11 in a suit game), or only the four jacks',
  ),
  schwarzBy: choice(
    'schwarz-by',
    ['tricks', 'augen'],
    'tricks',
    'Schwarz: a party that took no trick (ISkO), or a party with 0 Augen (house)',
  ),
  allPass: choice(
    'all-pass',
    ['passed', 'ramsch', 'redeal'],
    per('passed', 'passed', 'ramsch'),
    'when nobody bids: an eingepasst row that counts as a game, a Ramsch round, or no row at all',
  ),
  ramschScoring: choice(
    'ramsch-scoring',
    ['points', 'fixed', 'winner'],
    'points',
    'Ramsch: the loser loses his Augen, a fixed 10 (15 Jungfrau, 20 Durchmarsch), or +20 to the fewest Augen',
  ),
  ramschSkat: choice(
    'ramsch-skat',
    ['loser', 'last-trick'],
    'loser',
    'Ramsch: the skat’s Augen go to the loser, or to the last trick',
  ),
  ramschTie: choice(
    'ramsch-tie',
    ['all', 'share', 'last-trick'],
    'all',
    'Ramsch: players level on most Augen each lose in full, share the loss, or the last-trick taker among them loses',
  ),
  jungfrau: choice('jungfrau', ['double', 'off'], 'double', 'Ramsch: a player without a trick doubles the loss'),
  durchmarsch: choice(
    'durchmarsch',
    ['win', 'lose'],
    'win',
    'Ramsch: all ten tricks score +120, or lose like any Ramsch',
  ),
  schieben: choice(
    'schieben',
    ['off', 'on'],
    'off',
    'Schieberamsch: each player who pushes the skat on unseen doubles the loss',
  ),
  kontra: choice(
    'kontra',
    ['off', 'on', 'supra'],
    per('off', 'off', 'on'),
    'house doubling: Kontra ×2 and Re ×4 on the declarer’s result; supra: one more doubling, ×8',
  ),
  bock: choice('bock', ['off', 'on'], 'off', 'house: Bock rounds, every game of the round ×2'),
  bockTriggers: several(
    'bock-triggers',
    BOCK_TRIGGERS,
    'lost-grand lost-60 lost-kontra',
    'what starts a Bock round: lost Grand, loss with 60, lost Kontra, Re, all passed, 100, Grand/Null ouvert Hand',
  ),
  bockLength: count(
    'bock-length',
    (_g, _p, n) => String(n || 3),
    'games per Bock round (default: the number of players)',
  ),
  bockOverlap: choice(
    'bock-overlap',
    ['multiply', 'append'],
    'multiply',
    'overlapping Bock rounds multiply (×4) or queue up',
  ),
  bockStart: choice(
    'bock-start',
    ['next', 'this'],
    'next',
    'a Bock round starts with the next row, or already with the triggering game',
  ),
  ramschAfterBock: choice('ramsch-after-bock', ['off', 'on'], 'off', 'one Ramsch per dealer follows each Bock round'),
  ramschInSeeger: choice(
    'ramsch-in-seeger',
    ['off', 'game'],
    'off',
    'Seeger-Fabian: Ramsch rows carry no ±50/40, or the loser counts as a lost game and a Durchmarsch as a won one',
  ),
  spitze: choice('spitze', ['off', 'on'], 'off', 'house: the announcement `spitze [N]`, N extra levels'),
  revolution: choice('revolution', ['off', 'on'], 'off', 'house: `null revolution`, a Null worth 92'),
  series: {
    key: 'series',
    kind: 'number',
    values: ['off', '36/48'],
    describe: 'games per list: off, 36 at a three-table and 48 at a four-table, or a number',
    defaultFor: per('off', '36/48', 'off'),
    // 0: off; -1: 36/48.
    read: (t: string) => (t === 'off' ? 0 : t === '36/48' ? -1 : /^[1-9][0-9]*$/.test(t) ? Number(t) : undefined),
  } satisfies SwitchSpec<number>,
  lostGameFees: {
    key: 'lost-game-fees',
    kind: 'multi',
    repeats: true,
    values: ['none'],
    describe: 'Verlustspielgeld: the fee for the 1st, 2nd, … lost game of a list (the last repeats), paid into the pot',
    defaultFor: () => 'none',
    read: readFees,
  } satisfies SwitchSpec<number[]>,
  fiveOut: choice(
    'five-out',
    ['3', '2'],
    '3',
    'with five players: the seat (counted to the dealer’s left) that sits out with the dealer',
  ),
};

/** Part A of rules/skat.md, typed. */
export type SkatRules = Typed<typeof SKAT_TABLE> & { readonly preset: SkatPreset };

export const SKAT_SWITCHES: readonly SwitchSpec[] = Object.values(SKAT_TABLE);

export const SKAT_RULES: RuleTable = { presets: () => SKAT_PRESETS, switches: SKAT_SWITCHES };

/** The house switches `rules tournament` warns about (`not-isko`), with the value that is the ISkO's. */
export const HOUSE_SWITCHES: Readonly<Record<string, string>> = {
  'all-pass': 'passed',
  kontra: 'off',
  spitze: 'off',
  revolution: 'off',
  'lost-factor': '2',
  bock: 'off',
  'schneider-line': '90',
  'spitzen-count': 'all',
  'schwarz-by': 'tricks',
};

export function skatRules(
  preset: string = 'isko',
  values: Readonly<Record<string, string>> = {},
  players = 3,
): SkatRules {
  const p: SkatPreset = (SKAT_PRESETS as readonly string[]).includes(preset) ? (preset as SkatPreset) : 'isko';
  return typed(SKAT_TABLE, values, 'skat', p, players, () => ({ preset: p }));
}
