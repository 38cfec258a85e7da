// Rule presets and `set KEY VALUE` switches of rules/doppelkopf.md and rules/belote.md (Part A):
// the single table the validator, the engines, completion and the settlement view read.

import type { GameKind, Header } from '../format/ast';
import type { Problem } from '../format/types';

export interface SwitchSpec {
  key: string;
  /** `enum`: one of `values`; `multi`: one or more of `values`; `number`: a positive integer (or one of `values`). */
  kind: 'enum' | 'multi' | 'number';
  values: readonly string[];
  describe: string;
  /** The default for a game, preset and player count. */
  defaultFor(game: GameKind, preset: string, players: number): string;
}

const fixed = (v: string) => () => v;

export const DOPPELKOPF_PRESETS = ['ddv'] as const;
export const BELOTE_PRESETS = ['house', 'official'] as const;

export const DOPPELKOPF_SWITCHES: readonly SwitchSpec[] = [
  {
    key: 'announcement',
    kind: 'enum',
    values: ['plus2', 'double'],
    describe: 'Re/Kontra worth +2 each (TSR) or each doubling the value',
    defaultFor: fixed('plus2'),
  },
  {
    key: 'kontra-only',
    kind: 'enum',
    values: ['121', '120'],
    describe: 'when only Kontra announced, Kontra needs 121 (TSR) or 120',
    defaultFor: fixed('121'),
  },
  {
    key: 'tie-120',
    kind: 'enum',
    values: ['2', '1'],
    describe: 'value of a 120:120 Kontra win without announcements',
    defaultFor: fixed('2'),
  },
  {
    key: 'refutation',
    kind: 'enum',
    values: ['each', 'highest'],
    describe: 'refutation bonus for each implied Absage (TSR) or only the highest',
    defaultFor: fixed('each'),
  },
  {
    key: 'netting',
    kind: 'enum',
    values: ['net', 'clamp'],
    describe: 'special points netted so the sign can flip (TSR), or clamped at 0 for the winner',
    defaultFor: fixed('net'),
  },
  {
    key: 'fox',
    kind: 'enum',
    values: ['on', 'off'],
    describe: 'fox (Fuchs gefangen) special point',
    defaultFor: fixed('on'),
  },
  {
    key: 'doppelkopf',
    kind: 'enum',
    values: ['on', 'off'],
    describe: 'Doppelkopf (trick of 40+) special point',
    defaultFor: fixed('on'),
  },
  {
    key: 'karlchen',
    kind: 'enum',
    values: ['on', 'off'],
    describe: 'Karlchen (♣J wins the last trick) special point',
    defaultFor: fixed('on'),
  },
  {
    key: 'fox-last-trick',
    kind: 'enum',
    values: ['1', '2'],
    describe: 'a fox caught in the last trick counts 1 (TSR) or 2',
    defaultFor: fixed('1'),
  },
  {
    key: 'karlchen-caught',
    kind: 'enum',
    values: ['off', 'on'],
    describe: '+1 to the party that beats a ♣J in the last trick',
    defaultFor: fixed('off'),
  },
  {
    key: 'specials-in-solo',
    kind: 'enum',
    values: ['off', 'on'],
    describe: 'special points count in solos (added to V before ×3)',
    defaultFor: fixed('off'),
  },
  {
    key: 'lost-solo-bonus',
    kind: 'enum',
    values: ['off', 'on'],
    describe: '+1 against a losing soloist',
    defaultFor: fixed('off'),
  },
  {
    key: 'poverty',
    kind: 'enum',
    values: ['off', 'on'],
    describe: 'allows poverty (Armut) rounds',
    defaultFor: fixed('off'),
  },
  {
    key: 'bock',
    kind: 'enum',
    values: ['off', 'on'],
    describe: 'bock rounds double the value of the next games',
    defaultFor: fixed('off'),
  },
  {
    key: 'bock-triggers',
    kind: 'multi',
    values: ['tie-120', 'lost-solo', 'lost-announcement', 'black', 'heart-trick'],
    describe: 'what starts bock rounds',
    defaultFor: fixed('tie-120 lost-solo'),
  },
  {
    key: 'bock-length',
    kind: 'number',
    values: [],
    describe: 'games per bock round (default: number of players)',
    defaultFor: (_g, _p, n) => String(n || 4),
  },
  {
    key: 'bock-overlap',
    kind: 'enum',
    values: ['multiply', 'append'],
    describe: 'overlapping bock rounds multiply (×4) or queue up',
    defaultFor: fixed('multiply'),
  },
  {
    key: 'counting',
    kind: 'enum',
    values: ['plus-minus', 'plus', 'minus'],
    describe: 'how the sheet records a game',
    defaultFor: fixed('plus-minus'),
  },
  {
    key: 'nines',
    kind: 'enum',
    values: ['on', 'off'],
    describe: '48 cards / 12 tricks, or 40 cards / 10 tricks',
    defaultFor: fixed('on'),
  },
  {
    key: 'dulle',
    kind: 'enum',
    values: ['first-wins', 'second-wins'],
    describe: 'two ♥10 in one trick (tricks only)',
    defaultFor: fixed('first-wins'),
  },
  {
    key: 'marriage-partner',
    kind: 'enum',
    values: ['first-trick', 'first-plain-trick', 'first-trump-trick'],
    describe: 'who becomes the marriage partner (tricks only)',
    defaultFor: fixed('first-trick'),
  },
];

const byPreset = (house: string, official: string) => (_g: GameKind, preset: string) =>
  preset === 'official' ? official : house;

export const BELOTE_SWITCHES: readonly SwitchSpec[] = [
  {
    key: 'no-trump-ace',
    kind: 'enum',
    values: ['11', '19'],
    describe: 'ace at no-trump: deal of 130 or 162',
    defaultFor: byPreset('11', '19'),
  },
  {
    key: 'all-trump-values',
    kind: 'enum',
    values: ['raw', 'ffb', 'pagat'],
    describe: 'card values at all-trump',
    defaultFor: byPreset('raw', 'ffb'),
  },
  {
    key: 'rounding',
    kind: 'enum',
    values: ['none', 'per-team', 'complement'],
    describe: 'round scores to tens: none, each team (5 up), or the taker with the defence getting the rest of 160',
    defaultFor: (g, p) => (p === 'official' && g === 'coinche' ? 'per-team' : 'none'),
  },
  {
    key: 'capot',
    kind: 'enum',
    values: ['252', '250'],
    describe: 'value of a capot in classic belote',
    defaultFor: fixed('252'),
  },
  {
    key: 'litige',
    kind: 'enum',
    values: ['carry', 'off'],
    describe: 'on a tie the taker’s points go into a pot for the next round’s winner, or the taker fails',
    defaultFor: (g) => (g === 'belote' ? 'carry' : 'off'),
  },
  {
    key: 'litige-belote',
    kind: 'enum',
    values: ['keep', 'hold'],
    describe: 'the taker’s belote in a litige is scored at once or held with the pot',
    defaultFor: byPreset('keep', 'hold'),
  },
  {
    key: 'announcements',
    kind: 'enum',
    values: ['on', 'off'],
    describe: 'announcements allowed',
    defaultFor: fixed('on'),
  },
  {
    key: 'failed-announcements',
    kind: 'enum',
    values: ['defence', 'lost'],
    describe: 'a failing taker’s announcements go to the defence, or are lost',
    defaultFor: fixed('defence'),
  },
  {
    key: 'capot-announcements',
    kind: 'enum',
    values: ['taker', 'keep'],
    describe: 'in a capot the defence’s announcements go to the taker, or the defence keeps them',
    defaultFor: fixed('taker'),
  },
  {
    key: 'surcoinche',
    kind: 'enum',
    values: ['4', '3'],
    describe: 'multiplier after a surcoinche',
    defaultFor: fixed('4'),
  },
  {
    key: 'belote-multiplied',
    kind: 'enum',
    values: ['off', 'on'],
    describe: 'coinche: the winning side’s belote inside the multiplied bracket',
    defaultFor: byPreset('off', 'on'),
  },
  {
    key: 'failed-capot',
    kind: 'enum',
    values: ['410', '500'],
    describe: 'what the defence scores (before ×m) when a capot bid fails',
    defaultFor: fixed('410'),
  },
  { key: 'generale', kind: 'number', values: [], describe: 'contract value of a générale', defaultFor: fixed('500') },
  {
    key: 'unbid-capot',
    kind: 'enum',
    values: ['on', 'off'],
    describe: 'coinche: a capot not bid still scores 252',
    defaultFor: fixed('on'),
  },
  {
    key: 'coinche-success',
    kind: 'enum',
    values: ['ahead', 'contract'],
    describe: 'coinche: made needs T ≥ contract and T > D, or T ≥ contract only',
    defaultFor: fixed('ahead'),
  },
  {
    key: 'belote-counts',
    kind: 'enum',
    values: ['on', 'off'],
    describe: 'belote counts toward the contract and the comparison',
    defaultFor: fixed('on'),
  },
  {
    key: 'end-tie',
    kind: 'enum',
    values: ['another-round', 'last-contract'],
    describe: 'equal totals at the target',
    defaultFor: fixed('another-round'),
  },
  {
    key: 'belote-only-win',
    kind: 'enum',
    values: ['on', 'off'],
    describe: 'coinche: reaching the target only through belote in a failed round wins',
    defaultFor: byPreset('on', 'off'),
  },
  {
    key: 'overtrump',
    kind: 'enum',
    values: ['on', 'off'],
    describe: 'tricks only: must overtrump',
    defaultFor: fixed('on'),
  },
  {
    key: 'partner-master',
    kind: 'enum',
    values: ['on', 'off'],
    describe: 'tricks only: no obligation to trump while the partner holds the trick',
    defaultFor: fixed('on'),
  },
];

/** The problems `resolveRules` reports (code → one-line description), next to the parser's and engines' code tables. */
export const RULE_CODES: Record<string, string> = {
  'unknown-preset':
    'The preset after `rules` is not one of the game (Doppelkopf: ddv; Belote/Coinche: house, official).',
  'unknown-setting': 'The key after `set` is no rule switch of the game; the message lists the valid keys.',
  'unknown-setting-value': 'The value of a `set` switch is not one it takes; the message lists the valid values.',
  'missing-setting-value': '`set KEY` without a value; the message lists the valid values.',
  'duplicate-setting': 'Warning: the same switch is set twice; the last value wins.',
  'unexpected-argument': 'A one-value switch is given more than one value; the extra ones are ignored.',
};

export function switchesFor(game: GameKind): readonly SwitchSpec[] {
  return game === 'doppelkopf' ? DOPPELKOPF_SWITCHES : BELOTE_SWITCHES;
}

export function presetsFor(game: GameKind): readonly string[] {
  return game === 'doppelkopf' ? DOPPELKOPF_PRESETS : BELOTE_PRESETS;
}

/** The rules in force for one document: preset plus every switch value (multi values space-joined). */
export interface ResolvedRules {
  game: GameKind;
  preset: string;
  values: Record<string, string>;
  /** Keys the file set explicitly. */
  explicit: Set<string>;
}

export function ruleValue(rules: ResolvedRules, key: string): string {
  return rules.values[key] ?? '';
}

function listNames(values: readonly string[]): string {
  return values.join(', ');
}

function valuesText(spec: SwitchSpec): string {
  if (spec.kind === 'number')
    return spec.values.length ? `a positive whole number or ${listNames(spec.values)}` : 'a positive whole number';
  return spec.kind === 'multi' ? `one or more of ${listNames(spec.values)}` : listNames(spec.values);
}

/** Resolve the preset and the switches of a header; every unknown preset, key or value is an error naming the valid ones. */
export function resolveRules(header: Header, game: GameKind): { rules: ResolvedRules; problems: Problem[] } {
  const problems: Problem[] = [];
  const presets = presetsFor(game);
  let preset = presets[0];
  if (header.preset) {
    const p = header.preset.text.toLowerCase();
    if (presets.includes(p)) preset = p;
    else
      problems.push({
        code: 'unknown-preset',
        severity: 'error',
        range: header.preset.range,
        message: `Unknown rules preset "${header.preset.text}" for ${game}; valid: ${listNames(presets)}. Scoring uses ${presets[0]} meanwhile.`,
      });
  }
  const specs = switchesFor(game);
  const players = header.players.length;
  const values: Record<string, string> = {};
  for (const s of specs) values[s.key] = s.defaultFor(game, preset, players);
  const explicit = new Set<string>();
  for (const setting of header.settings) {
    const key = setting.key.text.toLowerCase();
    const spec = specs.find((s) => s.key === key);
    if (!spec) {
      problems.push({
        code: 'unknown-setting',
        severity: 'error',
        range: setting.key.range,
        message: `Unknown rule switch "${setting.key.text}" for ${game}; it is ignored. Valid keys: ${listNames(specs.map((s) => s.key))}.`,
      });
      continue;
    }
    if (setting.values.length === 0) {
      problems.push({
        code: 'missing-setting-value',
        severity: 'error',
        range: setting.key.range,
        message: `"set ${spec.key}" needs a value: ${valuesText(spec)}. Scoring uses ${spec.key} ${values[key]} meanwhile.`,
      });
      continue;
    }
    if (explicit.has(key)) {
      problems.push({
        code: 'duplicate-setting',
        severity: 'warning',
        range: setting.key.range,
        message: `"${spec.key}" is set twice (first to ${values[key]}); the later line wins.`,
      });
    }
    const chosen: string[] = [];
    let ok = true;
    const tokens = spec.kind === 'multi' ? setting.values : setting.values.slice(0, 1);
    for (const v of tokens) {
      const text = v.text.toLowerCase();
      const valid =
        spec.kind === 'number' ? /^[1-9][0-9]*$/.test(text) || spec.values.includes(text) : spec.values.includes(text);
      if (!valid) {
        ok = false;
        problems.push({
          code: 'unknown-setting-value',
          severity: 'error',
          range: v.range,
          message: `"${v.text}" is not a valid value for ${spec.key}; valid: ${valuesText(spec)}. Scoring uses ${spec.key} ${values[key]} meanwhile.`,
        });
      } else if (!chosen.includes(text)) chosen.push(text);
    }
    if (spec.kind !== 'multi' && setting.values.length > 1) {
      const extra = setting.values[1];
      const last = setting.values[setting.values.length - 1];
      problems.push({
        code: 'unexpected-argument',
        severity: 'error',
        range: { start: extra.range.start, end: last.range.end },
        message: `"set ${spec.key}" takes one value; ${setting.values[0].text} is read and the rest ignored.`,
      });
    }
    if (ok) {
      values[key] = chosen.join(' ');
      explicit.add(key);
    }
  }
  return { rules: { game, preset, values, explicit }, problems };
}
