// Skat's rule switches and presets (rules/skat.md Part A): `rules isko` (the default), `tournament` and `pub`, and
// the `set KEY VALUE` switches the engine implements so far. One table, which validation, the engine (typed),
// completion, the docs and the settlement view read.

import { choice, typed, type DefaultFor, type RuleTable, type SwitchSpec, type Typed } from '../../engine/rules';

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
    ['list', 'seeger-fabian'],
    per('list', 'seeger-fabian', 'list'),
    'the classic list (the declarer +V or −2V), or the tournament Wertung on top (±50, +40/+30 to the others)',
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
  return { ...typed(SKAT_TABLE, values, 'skat', p, players), preset: p };
}
