// The machinery of rule presets and `set KEY VALUE` switches: how a switch is described, read and typed, and how a
// header's `rules` and `set` lines resolve against a game's table (each game module owns its table: src/games/*).

import type { GameKind, Header } from '../format/ast';
import { FORMAT_VOCABULARY, foldWord } from '../words/vocabulary';
import type { Problem } from '../format/types';
import { msg, render, type Message } from '../messages';
import type { RuleCode } from '../messages/codes';

/** Where a default may depend on: the game (belote/coinche), the preset and the number of players. */
export type DefaultFor = (game: GameKind, preset: string, players: number) => string;

/** One switch: its key and values as written, its default, and how a valid value reads as a typed rule. */
export interface SwitchSpec<T = unknown> {
  key: string;
  /**
   * `enum`: one of `values`; `multi`: one or more of `values`; `number`: a positive integer (or 0, see `zero`), or one
   * of `values` (`deals off`).
   */
  kind: 'enum' | 'multi' | 'number';
  /** A `number` switch that also takes 0 (`bid-margin 0`). */
  zero?: boolean;
  /**
   * A `multi` switch whose words are kept in order, repeats included (amounts: `lost-game-fees 0.50 0.50 1.00`): a
   * word is valid when `values` has it or `read` reads it alone.
   */
  repeats?: boolean;
  values: readonly string[];
  describe: string;
  defaultFor: DefaultFor;
  /** The typed value of a (space-joined) value text; undefined when the text is not a value of the switch. */
  read(text: string): T | undefined;
}

export const fixed =
  (v: string): DefaultFor =>
  () =>
    v;
export const byPreset =
  (house: string, official: string): DefaultFor =>
  (_g, preset) =>
    preset === 'official' ? official : house;

export function choice<const V extends string>(
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
export function numbers<const V extends number>(
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
export function toggle(
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

export function count(key: string, def: DefaultFor, describe: string): SwitchSpec<number> {
  return {
    key,
    kind: 'number',
    values: [],
    describe,
    defaultFor: def,
    read: (t) => (/^[1-9][0-9]*$/.test(t) ? Number(t) : undefined),
  };
}

/** A whole number from 0 (`bid-margin 0`, `bid-margin 2`); a sign (`-1`) is no value of it. */
export function countFromZero(key: string, def: DefaultFor, describe: string): SwitchSpec<number> {
  return {
    key,
    kind: 'number',
    zero: true,
    values: [],
    describe,
    defaultFor: def,
    read: (t) => (/^(0|[1-9][0-9]*)$/.test(t) ? Number(t) : undefined),
  };
}

export function several<const V extends string>(
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

/** The rules in force for one document: the preset and every switch's value as text (for display). */
export interface ResolvedRules {
  game: GameKind;
  preset: string;
  values: Readonly<Record<string, string>>;
  /** Keys the file set explicitly. */
  explicit: ReadonlySet<string>;
}

/** A table's switches typed: the value each field of a game's rules holds. */
export type Typed<T> = { readonly [K in keyof T]: T[K] extends SwitchSpec<infer V> ? V : never };

/**
 * A game's rule switches and presets: what `rules` and `set` lines are checked against, the engine reads typed, and
 * completion, the docs and the settlement view list. One table per game module (Belote's serves both its kinds).
 */
export interface RuleTable {
  /** The presets of a game kind, its default first. */
  presets(kind: GameKind): readonly string[];
  /** Every switch, in the order the rules reference lists them. */
  readonly switches: readonly SwitchSpec[];
  /** A switch value that has an effect only with another switch's value (`doubling-scope game`). */
  readonly needs?: readonly { key: string; value: string; needs: string; needsValue: string }[];
}

/**
 * Typed rules from value texts; a key that is missing or not valid reads as its default (one place: the table).
 * `extra`: fields a game adds after the switches (its preset, what follows from the switches), always the same keys;
 * an extra field of a switch's name takes the switch's place, as in `{ ...typed(…), ...extra(…) }`.
 */
export function typed<T extends Record<string, SwitchSpec>, E extends object = object>(
  table: T,
  values: Readonly<Record<string, string>>,
  game: GameKind,
  preset: string,
  players: number,
  extra?: (t: Typed<T>) => E,
): Typed<T> & E {
  const fields = Object.keys(table);
  const read: Record<string, unknown> = {};
  for (const field of fields) {
    const sw = table[field];
    const text = values[sw.key];
    read[field] = (text !== undefined ? sw.read(text) : undefined) ?? sw.read(sw.defaultFor(game, preset, players));
  }
  const more = extra?.(read as Typed<T>) as Record<string, unknown> | undefined;
  let shape = SHAPES.get(table);
  if (shape === undefined) {
    const keys = more ? [...fields, ...Object.keys(more).filter((k) => !fields.includes(k))] : fields;
    SHAPES.set(table, (shape = JSON.stringify(Object.fromEntries(keys.map((k) => [k, null])))));
  }
  const out = JSON.parse(shape) as Record<string, unknown>;
  for (const field of fields) out[field] = read[field];
  if (more) for (const key of Object.keys(more)) out[key] = more[key];
  return out as Typed<T> & E;
}

/**
 * Per table, its typed rules as JSON with every field (in order) null: every typed rules object is parsed from it and
 * filled in, so the rules of every document share one hidden class from the first on. Built field by field, each would
 * be a dictionary (more than a dozen fields), and each copy of a dictionary (`{ ...typed(…), preset }`) got a hidden
 * class of its own; a copy of one fast object got another the first time than ever after: the engine's code that reads
 * the rules was thrown away (`wrong map`) and compiled again.
 */
const SHAPES = new WeakMap<object, string>();

/** The problems `resolveRules` reports (code → one-line description), next to the parser's and engines' code tables. */
export const RULE_CODES: Record<RuleCode, string> = {
  'unknown-preset': 'The preset after `rules` is not one of the game’s; the message lists its presets.',
  'unknown-setting': 'The key after `set` is no rule switch of the game; the message lists the valid keys.',
  'unknown-setting-value': 'The value of a `set` switch is not one it takes; the message lists the valid values.',
  'missing-setting-value': '`set KEY` without a value; the message lists the valid values.',
  'duplicate-setting': 'Warning: the same switch is set twice; the last value wins.',
  'setting-needs':
    'Warning: a switch value that has an effect only with another switch (`doubling-scope game` without ' +
    '`announcement double`); it is ignored.',
  'unexpected-argument': 'A one-value switch is given more than one value; the extra ones are ignored.',
};

function problem(code: RuleCode, severity: Problem['severity'], range: Problem['range'], m: Message): Problem {
  return { code, severity, range, message: render(m), msg: m };
}

function valuesOf(spec: SwitchSpec): Message {
  if (spec.kind === 'number')
    return msg('rules.values.number', {
      ...(spec.zero ? { zero: true } : {}),
      ...(spec.values.length ? { or: spec.values } : {}),
    });
  if (spec.repeats) return msg('rules.values.amounts', { values: spec.values });
  return spec.kind === 'multi'
    ? msg('rules.values.several', { values: spec.values })
    : msg('rules.values.one', { values: spec.values });
}

/**
 * Resolve the preset and the switches of a header; every unknown preset, key or value is an error naming the valid
 * ones.
 */
export function resolveRules(
  header: Header,
  game: GameKind,
  table: RuleTable,
): { rules: ResolvedRules; problems: Problem[] } {
  const problems: Problem[] = [];
  const presets = table.presets(game);
  let preset: string = presets[0];
  if (header.preset) {
    // `règles officielles`, `regeln haus`: the parser read the preset's own word in any language (Token.word).
    const p = header.preset.word ?? foldWord(header.preset.text);
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
  const specs = table.switches;
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
      const text = FORMAT_VOCABULARY.canonicalWord('switch-value', v.text) ?? v.text.toLowerCase();
      const valid =
        spec.kind === 'multi'
          ? spec.values.includes(text) || (!!spec.repeats && spec.read(text) !== undefined)
          : spec.read(text) !== undefined;
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
      } else if (spec.repeats || !chosen.includes(text)) chosen.push(text);
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
  for (const n of table.needs ?? []) {
    if (values[n.key] !== n.value || values[n.needs] === n.needsValue) continue;
    const setting = header.settings.find((s) => s.key.text.toLowerCase() === n.key);
    if (!setting) continue;
    problems.push(
      problem(
        'setting-needs',
        'warning',
        setting.key.range,
        msg('rules.setting-needs', { key: n.key, value: n.value, needs: n.needs, needsValue: n.needsValue }),
      ),
    );
  }
  return { rules: { game, preset, values, explicit }, problems };
}
