// Belote's and Coinche's rule switches and presets (rules/belote.md Part A): one table for both kinds, which
// validation, the engine (typed), completion, the docs and the settlement view read.

import {
  byPreset,
  choice,
  count,
  countFromZero,
  fixed,
  numbers,
  toggle,
  typed,
  type RuleTable,
  type SwitchSpec,
  type Typed,
} from '../../engine/rules';

/** Belote and Coinche (rules/belote.md Part A). */
export const BELOTE_TABLE = {
  noTrumpAce: numbers('no-trump-ace', [11, 19], byPreset('11', '19'), 'ace at no-trump: deal of 130 or 162'),
  allTrumpValues: choice(
    'all-trump-values',
    ['raw', 'ffb', 'pagat'],
    byPreset('raw', 'ffb'),
    'card values at all-trump',
  ),
  rounding: choice(
    'rounding',
    ['none', 'per-team', 'complement'],
    (g, p) => (p === 'official' && g === 'coinche' ? 'per-team' : 'none'),
    'round scores to tens: none, each team (5 up), or the taker with the defence getting the rest of 160',
  ),
  roundingFive: choice(
    'rounding-five',
    ['up', 'down'],
    'up',
    'where rounding applies, a score ending in 5 rounds up (85 → 90) or down (85 → 80)',
  ),
  capot: numbers('capot', [252, 250], fixed('252'), 'value of a capot in classic belote'),
  failedBase: choice(
    'failed-base',
    ['deal', '160'],
    'deal',
    'classic belote: the defence of a failed contract scores the deal (162) or 160 at a suit contract',
  ),
  litige: choice(
    'litige',
    ['carry', 'off', 'made'],
    (g) => (g === 'belote' ? 'carry' : 'off'),
    'on a tie the taker’s points go into a pot for the next round’s winner, the taker fails, or the tie is made',
  ),
  litigeBelote: choice(
    'litige-belote',
    ['keep', 'hold'],
    byPreset('keep', 'hold'),
    'the taker’s belote in a litige is scored at once or held with the pot',
  ),
  announcements: toggle('announcements', ['on', 'off'], fixed('on'), 'announcements allowed'),
  failedAnnouncements: choice(
    'failed-announcements',
    ['defence', 'lost'],
    'defence',
    'a failing taker’s announcements go to the defence, or are lost',
  ),
  capotAnnouncements: choice(
    'capot-announcements',
    ['taker', 'keep'],
    'taker',
    'in a capot the defence’s announcements go to the taker, or the defence keeps them',
  ),
  surcoinche: numbers('surcoinche', [4, 3], fixed('4'), 'multiplier after a surcoinche'),
  coinchedValue: choice(
    'coinched-value',
    ['bracket', 'bid-only'],
    'bracket',
    'coinche: a coinched round scores (160 + announcements + contract) × m, or only the contract is multiplied',
  ),
  beloteMultiplied: toggle(
    'belote-multiplied',
    ['off', 'on'],
    byPreset('off', 'on'),
    'coinche: the winning side’s belote inside the multiplied bracket',
  ),
  failedCapot: numbers(
    'failed-capot',
    [410, 500],
    fixed('410'),
    'what the defence scores (before ×m) when a capot bid fails',
  ),
  coincheScoring: choice(
    'coinche-scoring',
    ['points', 'contract'],
    'points',
    'coinche: rounds score the points (cards + contract), or the contract value × m alone (points annoncés)',
  ),
  capotScoring: choice(
    'capot-scoring',
    ['cards', 'flat'],
    'cards',
    'coinche: a made capot or générale contract scores the cards + contract, or its contract value × m alone (flat)',
  ),
  generale: count('generale', fixed('500'), 'contract value of a générale'),
  unbidCapot: toggle('unbid-capot', ['on', 'off'], fixed('on'), 'coinche: a capot not bid still scores 252'),
  coincheSuccess: choice(
    'coinche-success',
    ['ahead', 'contract'],
    'ahead',
    'coinche: made needs T ≥ contract and T > D, or T ≥ contract only (82 for an 80)',
  ),
  failedBelote: choice(
    'failed-belote',
    ['taker', 'defence'],
    'taker',
    'when the taker fails, its belote is scored by the taker or by the defence (never multiplied)',
  ),
  bidMargin: countFromZero(
    'bid-margin',
    fixed('0'),
    'coinche: the taker needs the contract + N points (112 for a 110 with 2), under either success rule',
  ),
  beloteCounts: toggle(
    'belote-counts',
    ['on', 'off'],
    fixed('on'),
    'belote counts toward the contract and the comparison',
  ),
  deals: {
    key: 'deals',
    kind: 'number',
    values: ['off'],
    describe: 'a game (partie) ends after N deals, the team with more points winning it, instead of at the target',
    defaultFor: fixed('off'),
    // 0 stands for off: `deals 0` is no value of it.
    read: (t: string) => (t === 'off' ? 0 : /^[1-9][0-9]*$/.test(t) ? Number(t) : undefined),
  } satisfies SwitchSpec<number>,
  endTie: choice('end-tie', ['another-round', 'last-contract'], 'another-round', 'equal totals at the target'),
  beloteOnlyWin: toggle(
    'belote-only-win',
    ['on', 'off'],
    byPreset('on', 'off'),
    'coinche: reaching the target only through belote in a failed round wins',
  ),
  overtrump: toggle('overtrump', ['on', 'off'], fixed('on'), 'tricks only: must overtrump'),
  partnerMaster: toggle(
    'partner-master',
    ['on', 'off'],
    fixed('on'),
    'tricks only: no obligation to trump while the partner holds the trick',
  ),
};

/** Part A of rules/belote.md, typed; `game` tells classic belote from coinche. */
export type BeloteRules = Typed<typeof BELOTE_TABLE> & {
  readonly game: 'belote' | 'coinche';
  readonly preset: 'house' | 'official';
};

export const BELOTE_SWITCHES: readonly SwitchSpec[] = Object.values(BELOTE_TABLE);

export const BELOTE_PRESETS = ['house', 'official'] as const;

export const BELOTE_RULES: RuleTable = { presets: () => BELOTE_PRESETS, switches: BELOTE_SWITCHES };

export function beloteRules(
  game: 'belote' | 'coinche',
  preset: string = 'house',
  values: Readonly<Record<string, string>> = {},
): BeloteRules {
  const p = preset === 'official' ? 'official' : 'house';
  return typed(BELOTE_TABLE, values, game, p, 4, () => ({ game, preset: p }));
}
