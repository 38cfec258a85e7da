// English texts of what-if rules over a season (`settle DIR --set KEY=VALUE`, `stats … --rules PRESET`): an override
// applies to every evening of the games that have it.

import type { Fmt } from '../fmt';

/** A game by its kind, as its title says it (src/messages/gameWords.ts). */
const title = (f: Fmt) => (g: string) => f.t({ id: 'game.title', args: { kind: g } });

export const whatif = {
  'whatif.no-switch': (a: { flag: string; key: string; games: readonly string[]; keys: readonly string[] }, f: Fmt) =>
    `${a.flag}: ${f.list(a.games.map(title(f)))} ${a.games.length === 1 ? 'has' : 'have'} no rule switch "${a.key}" ` +
    `(the games of these evenings). Valid keys: ${a.keys.join(', ')}.`,
  'whatif.no-preset': (a: { preset: string; games: readonly string[]; presets: readonly string[] }, f: Fmt) =>
    `--rules: ${f.list(a.games.map(title(f)))} ${a.games.length === 1 ? 'has' : 'have'} no rules preset ` +
    `"${a.preset}" (the games of these evenings). Valid: ${a.presets.join(', ')}.`,
  'whatif.only-some': (a: { what: string; games: readonly string[]; others: readonly string[] }, f: Fmt) =>
    `${a.what} applies to the ${f.list(a.games.map(title(f)))} evenings only; ` +
    `${f.list(a.others.map(title(f)))} ${a.others.length === 1 ? 'has' : 'have'} no such rule and ` +
    `${a.others.length === 1 ? 'is' : 'are'} settled as written.`,
};
