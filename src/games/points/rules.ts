// The rule switches of `game points` (score-format.md § "Any game scored as points"): zero-sum rows, which total
// wins, and an optional target that ends a game. One preset, `standard`; the switches do the rest.

import { fixed, toggle, typed, type RuleTable, type SwitchSpec, type Typed } from '../../engine/rules';

export const POINTS_TABLE = {
  zeroSum: toggle('zero-sum', ['off', 'on'], fixed('off'), 'every row sums to 0 (Schafkopf, Skat lists in ± form)'),
  lowestWins: toggle(
    'lowest-wins',
    ['off', 'on'],
    fixed('off'),
    'the lowest total wins (Rommé, Canasta penalties); off: the highest',
  ),
  target: {
    key: 'target',
    kind: 'number',
    values: ['off'],
    describe: 'a game ends when someone reaches N points (with lowest-wins: goes over N); off: one game, no end',
    defaultFor: fixed('off'),
    // 0 stands for off.
    read: (t: string) => (t === 'off' ? 0 : /^[1-9][0-9]*$/.test(t) ? Number(t) : undefined),
  } satisfies SwitchSpec<number>,
};

export type PointsRules = Typed<typeof POINTS_TABLE>;

export const POINTS_SWITCHES: readonly SwitchSpec[] = Object.values(POINTS_TABLE);

export const POINTS_PRESETS = ['standard'] as const;

export const POINTS_RULES: RuleTable = { presets: () => POINTS_PRESETS, switches: POINTS_SWITCHES };

/** The typed rules of a sheet (`values`: the resolved switch texts). */
export function pointsRules(values: Readonly<Record<string, string>> = {}, players = 0): PointsRules {
  return typed(POINTS_TABLE, values, 'points', 'standard', players);
}
