// Textes français des règles « et si » sur une saison (src/messages/en/whatif.ts fait référence).

import type { Fmt } from '../fmt';
import type { whatif as en } from '../en/whatif';

/** A game by its kind, as its title says it (src/messages/gameWords.ts). */
const title = (f: Fmt) => (g: string) => f.t({ id: 'game.title', args: { kind: g } });

export const whatif: { [K in keyof typeof en]: (a: Parameters<(typeof en)[K]>[0], f: Fmt) => string } = {
  'whatif.no-switch': (a, f) =>
    `${a.flag} : ${f.list(a.games.map(title(f)))} n’${a.games.length === 1 ? 'a' : 'ont'} pas d’option de règle ` +
    `« ${a.key} » (les jeux de ces soirées). Options valides : ${a.keys.join(', ')}.`,
  'whatif.no-preset': (a, f) =>
    `--rules : ${f.list(a.games.map(title(f)))} n’${a.games.length === 1 ? 'a' : 'ont'} pas de jeu de règles ` +
    `« ${a.preset} » (les jeux de ces soirées). Valides : ${a.presets.join(', ')}.`,
  'whatif.only-some': (a, f) =>
    `${a.what} ne s’applique qu’aux soirées de ${f.list(a.games.map(title(f)))} ; ` +
    `${f.list(a.others.map(title(f)))} n’${a.others.length === 1 ? 'a' : 'ont'} pas cette règle : ` +
    `${a.others.length === 1 ? 'ses' : 'leurs'} soirées sont calculées telles qu’écrites.`,
};
