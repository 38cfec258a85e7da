// Doppelkopf's rule switches and preset (rules/doppelkopf.md Part A): the table validation, the engine (typed),
// completion, the docs and the settlement view read.

import {
  choice,
  count,
  fixed,
  numbers,
  several,
  toggle,
  typed,
  type RuleTable,
  type SwitchSpec,
  type Typed,
} from '../../engine/rules';

export const BOCK_TRIGGERS = ['tie-120', 'lost-solo', 'lost-announcement', 'black', 'heart-trick'] as const;
export type BockTrigger = (typeof BOCK_TRIGGERS)[number];

/** Doppelkopf (rules/doppelkopf.md Part A), keyed by the field of DoppelkopfRules each switch sets. */
export const DOPPELKOPF_TABLE = {
  announcement: choice(
    'announcement',
    ['plus2', 'double'],
    'plus2',
    'Re/Kontra worth +2 each (TSR) or each doubling the value',
  ),
  doublingScope: choice(
    'doubling-scope',
    ['all', 'game'],
    'all',
    'with announcement double: Re/Kontra double all, or only the game points (special points added after)',
  ),
  kontraOnly: numbers(
    'kontra-only',
    [121, 120],
    fixed('121'),
    'when only Kontra announced, Kontra needs 121 (TSR) or 120',
  ),
  tie120: numbers('tie-120', [2, 1], fixed('2'), 'value of a 120:120 Kontra win without announcements'),
  refutation: choice(
    'refutation',
    ['each', 'highest'],
    'each',
    'refutation bonus for each implied Absage (TSR) or only the highest',
  ),
  netting: choice(
    'netting',
    ['net', 'clamp'],
    'net',
    'special points netted so the sign can flip (TSR), or clamped at 0 for the winner',
  ),
  fox: toggle('fox', ['on', 'off'], fixed('on'), 'fox (Fuchs gefangen) special point'),
  doppelkopf: toggle('doppelkopf', ['on', 'off'], fixed('on'), 'Doppelkopf (trick of 40+) special point'),
  karlchen: toggle('karlchen', ['on', 'off'], fixed('on'), 'Karlchen (♣J wins the last trick) special point'),
  foxLastTrick: choice(
    'fox-last-trick',
    ['1', '2', 'point'],
    '1',
    'a fox caught in the last trick counts 1 (TSR) or 2; point: a fox that wins the last trick is a special point',
  ),
  karlchenCaught: toggle(
    'karlchen-caught',
    ['off', 'on'],
    fixed('off'),
    '+1 to the party that beats a ♣J in the last trick',
  ),
  specialsInSolo: toggle(
    'specials-in-solo',
    ['off', 'on'],
    fixed('off'),
    'special points count in solos (added to V before ×3)',
  ),
  lostSoloBonus: toggle('lost-solo-bonus', ['off', 'on'], fixed('off'), '+1 against a losing soloist'),
  poverty: toggle('poverty', ['off', 'on'], fixed('off'), 'allows poverty (Armut) rounds'),
  bock: toggle('bock', ['off', 'on'], fixed('off'), 'bock rounds double the value of the next games'),
  bockTriggers: several('bock-triggers', BOCK_TRIGGERS, 'tie-120 lost-solo', 'what starts bock rounds'),
  bockLength: count('bock-length', (_g, _p, n) => String(n || 4), 'games per bock round (default: number of players)'),
  bockOverlap: choice(
    'bock-overlap',
    ['multiply', 'append'],
    'multiply',
    'overlapping bock rounds multiply (×4) or queue up',
  ),
  dutySolo: toggle(
    'duty-solo',
    ['off', 'on'],
    fixed('off'),
    'every player owes one duty solo (Pflichtsolo) per series; who still owes one is shown',
  ),
  series: {
    key: 'series',
    kind: 'number',
    values: [],
    describe: 'games per series for duty solos (default: the whole file)',
    defaultFor: fixed('all'),
    // 0 stands for the whole file.
    read: (t: string) => (t === 'all' ? 0 : /^[1-9][0-9]*$/.test(t) ? Number(t) : undefined),
  } satisfies SwitchSpec<number>,
  wonIncludesBock: toggle(
    'won-includes-bock',
    ['off', 'on'],
    fixed('off'),
    'the value on a `won` line is before bock (off) or already includes it (on)',
  ),
  counting: choice('counting', ['plus-minus', 'plus', 'minus'], 'plus-minus', 'how the sheet records a game'),
  nines: toggle('nines', ['on', 'off'], fixed('on'), '48 cards / 12 tricks, or 40 cards / 10 tricks'),
  dulle: choice('dulle', ['first-wins', 'second-wins'], 'first-wins', 'two ♥10 in one trick (tricks only)'),
  dulleCaught: toggle(
    'dulle-caught',
    ['off', 'on'],
    fixed('off'),
    'with dulle second-wins: +1 to the party whose second ♥10 takes a trick holding the first',
  ),
  marriagePartner: choice(
    'marriage-partner',
    ['first-trick', 'first-plain-trick', 'first-trump-trick'],
    'first-trick',
    'who becomes the marriage partner (tricks only)',
  ),
};

/** Part A of rules/doppelkopf.md, typed: what the Doppelkopf engine reads. */
export type DoppelkopfRules = Typed<typeof DOPPELKOPF_TABLE> & {
  /** 12 with nines, 10 without. */
  readonly tricksPerGame: number;
};

export const DOPPELKOPF_SWITCHES: readonly SwitchSpec[] = Object.values(DOPPELKOPF_TABLE);

export const DOPPELKOPF_PRESETS = ['ddv'] as const;

export const DOPPELKOPF_RULES: RuleTable = {
  presets: () => DOPPELKOPF_PRESETS,
  switches: DOPPELKOPF_SWITCHES,
  needs: [
    { key: 'doubling-scope', value: 'game', needs: 'announcement', needsValue: 'double' },
    { key: 'dulle-caught', value: 'on', needs: 'dulle', needsValue: 'second-wins' },
  ],
};

export function doppelkopfRules(values: Readonly<Record<string, string>> = {}, players = 4): DoppelkopfRules {
  return typed(DOPPELKOPF_TABLE, values, 'doppelkopf', 'ddv', players, (t) => ({ tricksPerGame: t.nines ? 12 : 10 }));
}
