// English texts of the rule presets and `set` switches (src/engine/rules.ts).

import type { Fmt } from '../fmt';
import type { Message } from '../message';

type Values = { values: Message };

export const rules = {
  'rules.unknown-preset': (a: { preset: string; game: string; presets: readonly string[]; fallback: string }) =>
    `Unknown rules preset "${a.preset}" for ${a.game}; valid: ${a.presets.join(', ')}. ` +
    `Scoring uses ${a.fallback} meanwhile.`,
  'rules.unknown-setting': (a: { key: string; game: string; keys: readonly string[] }) =>
    `Unknown rule switch "${a.key}" for ${a.game}; it is ignored. Valid keys: ${a.keys.join(', ')}.`,
  'rules.missing-setting-value': (a: { key: string; current: string } & Values, f: Fmt) =>
    `"set ${a.key}" needs a value: ${f.t(a.values)}. Scoring uses ${a.key} ${a.current} meanwhile.`,
  'rules.setting-needs': (a: { key: string; value: string; needs: string; needsValue: string }) =>
    `"${a.key} ${a.value}" has an effect only with "set ${a.needs} ${a.needsValue}"; it is ignored here.`,
  'rules.duplicate-setting': (a: { key: string; first: string }) =>
    `"${a.key}" is set twice (first to ${a.first}); the later line wins.`,
  'rules.unknown-setting-value': (a: { value: string; key: string; current: string } & Values, f: Fmt) =>
    `"${a.value}" is not a valid value for ${a.key}; valid: ${f.t(a.values)}. ` +
    `Scoring uses ${a.key} ${a.current} meanwhile.`,
  'rules.one-value': (a: { key: string; first: string }) =>
    `"set ${a.key}" takes one value; ${a.first} is read and the rest ignored.`,
  'rules.values.number': (a: { zero?: boolean; or?: readonly string[] }) =>
    (a.zero ? 'a whole number, 0 or more' : 'a positive whole number') + (a.or ? ` or ${a.or.join(', ')}` : ''),
  'rules.values.several': (a: { values: readonly string[] }) => `one or more of ${a.values.join(', ')}`,
  'rules.values.one': (a: { values: readonly string[] }) => a.values.join(', '),
  'rules.values.amounts': (a: { values: readonly string[] }) =>
    `${a.values.join(', ')}, or one or more amounts (e.g. 0.50 0.50 0.50 1.00)`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
