// Rule presets and `set KEY VALUE` switches of rules/doppelkopf.md and rules/belote.md (Part A): one
// table per game that validation, the engines (typed), completion, docs and the settlement view read.

import type { GameKind, Header } from '../format/ast';
import { canonicalWord } from '../format/vocabulary';
import type { Problem } from '../format/types';
import { msg, render, type Message } from '../messages';
import type { RuleCode } from '../messages/codes';

/** Where a default may depend on: the game (belote/coinche), the preset and the number of players. */
type DefaultFor = (game: GameKind, preset: string, players: number) => string;

/** One switch: its key and values as written, its default, and how a valid value reads as a typed rule. */
export interface SwitchSpec<T = unknown> {
  key: string;
  /** `enum`: one of `values`; `multi`: one or more of `values`; `number`: a positive integer. */
  kind: 'enum' | 'multi' | 'number';
  values: readonly string[];
  describe: string;
  defaultFor: DefaultFor;
  /** The typed value of a (space-joined) value text; undefined when the text is not a value of the switch. */
  read(text: string): T | undefined;
}

const fixed =
  (v: string): DefaultFor =>
  () =>
    v;
const byPreset =
  (house: string, official: string): DefaultFor =>
  (_g, preset) =>
    preset === 'official' ? official : house;

function choice<const V extends string>(
  key: string,
  values: readonly V[],
  def: V | DefaultFor,
  describe: string,
): SwitchSpec<V> {
  return {
    key,
    kind: 'enum',
    values,
    describe,
    defaultFor: typeof def === 'string' ? fixed(def) : def,
    read: (t) => ((values as readonly string[]).includes(t) ? (t as V) : undefined),
  };
}

/** A choice whose values are numbers (`121`/`120`, `252`/`250`). */
function numbers<const V extends number>(
  key: string,
  values: readonly V[],
  def: DefaultFor,
  describe: string,
): SwitchSpec<V> {
  const texts = values.map(String);
  return {
    key,
    kind: 'enum',
    values: texts,
    describe,
    defaultFor: def,
    read: (t) => (texts.includes(t) ? (Number(t) as V) : undefined),
  };
}

/** `on`/`off`, in the order the reference lists them (the default first). */
function toggle(
  key: string,
  values: readonly ('on' | 'off')[],
  def: DefaultFor,
  describe: string,
): SwitchSpec<boolean> {
  return {
    key,
    kind: 'enum',
    values,
    describe,
    defaultFor: def,
    read: (t) => (t === 'on' ? true : t === 'off' ? false : undefined),
  };
}

function count(key: string, def: DefaultFor, describe: string): SwitchSpec<number> {
  return {
    key,
    kind: 'number',
    values: [],
    describe,
    defaultFor: def,
    read: (t) => (/^[1-9][0-9]*$/.test(t) ? Number(t) : undefined),
  };
}

function several<const V extends string>(
  key: string,
  values: readonly V[],
  def: string,
  describe: string,
): SwitchSpec<ReadonlySet<V>> {
  return {
    key,
    kind: 'multi',
    values,
    describe,
    defaultFor: fixed(def),
    read: (t) => {
      const words = t.split(/\s+/).filter(Boolean);
      return words.every((w) => (values as readonly string[]).includes(w)) ? new Set(words as V[]) : undefined;
    },
  };
}

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
  foxLastTrick: numbers('fox-last-trick', [1, 2], fixed('1'), 'a fox caught in the last trick counts 1 (TSR) or 2'),
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
  marriagePartner: choice(
    'marriage-partner',
    ['first-trick', 'first-plain-trick', 'first-trump-trick'],
    'first-trick',
    'who becomes the marriage partner (tricks only)',
  ),
};

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
  capot: numbers('capot', [252, 250], fixed('252'), 'value of a capot in classic belote'),
  litige: choice(
    'litige',
    ['carry', 'off'],
    (g) => (g === 'belote' ? 'carry' : 'off'),
    'on a tie the taker’s points go into a pot for the next round’s winner, or the taker fails',
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
  generale: count('generale', fixed('500'), 'contract value of a générale'),
  unbidCapot: toggle('unbid-capot', ['on', 'off'], fixed('on'), 'coinche: a capot not bid still scores 252'),
  coincheSuccess: choice(
    'coinche-success',
    ['ahead', 'contract'],
    'ahead',
    'coinche: made needs T ≥ contract and T > D, or T ≥ contract only',
  ),
  beloteCounts: toggle(
    'belote-counts',
    ['on', 'off'],
    fixed('on'),
    'belote counts toward the contract and the comparison',
  ),
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

type Typed<T> = { readonly [K in keyof T]: T[K] extends SwitchSpec<infer V> ? V : never };

/** Part A of rules/doppelkopf.md, typed: what the Doppelkopf engine reads. */
export type DoppelkopfRules = Typed<typeof DOPPELKOPF_TABLE> & {
  /** 12 with nines, 10 without. */
  readonly tricksPerGame: number;
};

/** Part A of rules/belote.md, typed; `game` tells classic belote from coinche. */
export type BeloteRules = Typed<typeof BELOTE_TABLE> & {
  readonly game: 'belote' | 'coinche';
  readonly preset: 'house' | 'official';
};

export const DOPPELKOPF_SWITCHES: readonly SwitchSpec[] = Object.values(DOPPELKOPF_TABLE);
export const BELOTE_SWITCHES: readonly SwitchSpec[] = Object.values(BELOTE_TABLE);

export const DOPPELKOPF_PRESETS = ['ddv'] as const;
export const BELOTE_PRESETS = ['house', 'official'] as const;

export function switchesFor(game: GameKind): readonly SwitchSpec[] {
  return game === 'doppelkopf' ? DOPPELKOPF_SWITCHES : BELOTE_SWITCHES;
}

export function presetsFor(game: GameKind): readonly string[] {
  return game === 'doppelkopf' ? DOPPELKOPF_PRESETS : BELOTE_PRESETS;
}

/** The rules in force for one document: the preset and every switch's value as text (for display). */
export interface ResolvedRules {
  game: GameKind;
  preset: string;
  values: Readonly<Record<string, string>>;
  /** Keys the file set explicitly. */
  explicit: ReadonlySet<string>;
}

/** Typed rules from value texts; a key that is missing or not valid reads as its default (one place: the table). */
function typed<T extends Record<string, SwitchSpec>>(
  table: T,
  values: Readonly<Record<string, string>>,
  game: GameKind,
  preset: string,
  players: number,
): Typed<T> {
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(table)) {
    const sw = table[field];
    const text = values[sw.key];
    out[field] = (text !== undefined ? sw.read(text) : undefined) ?? sw.read(sw.defaultFor(game, preset, players));
  }
  return out as Typed<T>;
}

export function doppelkopfRules(values: Readonly<Record<string, string>> = {}, players = 4): DoppelkopfRules {
  const t = typed(DOPPELKOPF_TABLE, values, 'doppelkopf', 'ddv', players);
  return { ...t, tricksPerGame: t.nines ? 12 : 10 };
}

export function beloteRules(
  game: 'belote' | 'coinche',
  preset: string = 'house',
  values: Readonly<Record<string, string>> = {},
): BeloteRules {
  const p = preset === 'official' ? 'official' : 'house';
  return { ...typed(BELOTE_TABLE, values, game, p, 4), game, preset: p };
}

/** The problems `resolveRules` reports (code → one-line description), next to the parser's and engines' code tables. */
export const RULE_CODES: Record<RuleCode, string> = {
  'unknown-preset':
    'The preset after `rules` is not one of the game (Doppelkopf: ddv; Belote/Coinche: house, official).',
  'unknown-setting': 'The key after `set` is no rule switch of the game; the message lists the valid keys.',
  'unknown-setting-value': 'The value of a `set` switch is not one it takes; the message lists the valid values.',
  'missing-setting-value': '`set KEY` without a value; the message lists the valid values.',
  'duplicate-setting': 'Warning: the same switch is set twice; the last value wins.',
  'unexpected-argument': 'A one-value switch is given more than one value; the extra ones are ignored.',
};

function problem(code: RuleCode, severity: Problem['severity'], range: Problem['range'], m: Message): Problem {
  return { code, severity, range, message: render(m), msg: m };
}

function valuesOf(spec: SwitchSpec): Message {
  if (spec.kind === 'number') return msg('rules.values.number');
  return spec.kind === 'multi'
    ? msg('rules.values.several', { values: spec.values })
    : msg('rules.values.one', { values: spec.values });
}

/**
 * Resolve the preset and the switches of a header; every unknown preset, key or value is an error naming the valid
 * ones.
 */
export function resolveRules(header: Header, game: GameKind): { rules: ResolvedRules; problems: Problem[] } {
  const problems: Problem[] = [];
  const presets = presetsFor(game);
  let preset: string = presets[0];
  if (header.preset) {
    // `règles officielles`, `regeln haus`: the preset's own word in any language (src/format/vocabulary.ts).
    const p = canonicalWord('preset', header.preset.text) ?? header.preset.text.toLowerCase();
    if (presets.includes(p)) preset = p;
    else
      problems.push(
        problem(
          'unknown-preset',
          'error',
          header.preset.range,
          msg('rules.unknown-preset', { preset: header.preset.text, game, presets, fallback: presets[0] }),
        ),
      );
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
      problems.push(
        problem(
          'unknown-setting',
          'error',
          setting.key.range,
          msg('rules.unknown-setting', { key: setting.key.text, game, keys: specs.map((s) => s.key) }),
        ),
      );
      continue;
    }
    if (setting.values.length === 0) {
      problems.push(
        problem(
          'missing-setting-value',
          'error',
          setting.key.range,
          msg('rules.missing-setting-value', { key: spec.key, values: valuesOf(spec), current: values[key] }),
        ),
      );
      continue;
    }
    if (explicit.has(key)) {
      problems.push(
        problem(
          'duplicate-setting',
          'warning',
          setting.key.range,
          msg('rules.duplicate-setting', { key: spec.key, first: values[key] }),
        ),
      );
    }
    const chosen: string[] = [];
    let ok = true;
    const tokens = spec.kind === 'multi' ? setting.values : setting.values.slice(0, 1);
    for (const v of tokens) {
      // `set bock an`, `set fox non`: on/off (and `all`) as the settlement view shows them in the language.
      const text = canonicalWord('switch-value', v.text) ?? v.text.toLowerCase();
      const valid = spec.kind === 'multi' ? spec.values.includes(text) : spec.read(text) !== undefined;
      if (!valid) {
        ok = false;
        problems.push(
          problem(
            'unknown-setting-value',
            'error',
            v.range,
            msg('rules.unknown-setting-value', {
              value: v.text,
              key: spec.key,
              values: valuesOf(spec),
              current: values[key],
            }),
          ),
        );
      } else if (!chosen.includes(text)) chosen.push(text);
    }
    if (spec.kind !== 'multi' && setting.values.length > 1) {
      const extra = setting.values[1];
      const last = setting.values[setting.values.length - 1];
      problems.push(
        problem(
          'unexpected-argument',
          'error',
          { start: extra.range.start, end: last.range.end },
          msg('rules.one-value', { key: spec.key, first: setting.values[0].text }),
        ),
      );
    }
    if (ok) {
      values[key] = chosen.join(' ');
      explicit.add(key);
    }
  }
  return { rules: { game, preset, values, explicit }, problems };
}
