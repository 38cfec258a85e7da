// Textes français des règles « et si » sur une saison (src/messages/en/whatif.ts fait référence).

import type { Fmt } from '../fmt';
import type { whatif as en } from '../en/whatif';

const game = (g: string) => ({ doppelkopf: 'Doppelkopf', belote: 'Belote', coinche: 'Coinche' })[g] ?? g;

export const whatif: { [K in keyof typeof en]: (a: Parameters<(typeof en)[K]>[0], f: Fmt) => string } = {
  'whatif.no-switch': (a, f) =>
    `${a.flag} : ${f.list(a.games.map(game))} n’${a.games.length === 1 ? 'a' : 'ont'} pas d’option de règle ` +
    `« ${a.key} » (les jeux de ces soirées). Options valides : ${a.keys.join(', ')}.`,
  'whatif.no-preset': (a, f) =>
    `--rules : ${f.list(a.games.map(game))} n’${a.games.length === 1 ? 'a' : 'ont'} pas de jeu de règles ` +
    `« ${a.preset} » (les jeux de ces soirées). Valides : ${a.presets.join(', ')}.`,
  'whatif.only-some': (a, f) =>
    `${a.what} ne s’applique qu’aux soirées de ${f.list(a.games.map(game))} ; ` +
    `${f.list(a.others.map(game))} n’${a.others.length === 1 ? 'a' : 'ont'} pas cette règle : ` +
    `${a.others.length === 1 ? 'ses' : 'leurs'} soirées sont calculées telles qu’écrites.`,
};
