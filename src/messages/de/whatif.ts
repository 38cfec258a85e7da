// Deutsche Texte der Was-wäre-wenn-Regeln über eine Saison (src/messages/en/whatif.ts ist die Referenz).

import type { Fmt } from '../fmt';
import type { whatif as en } from '../en/whatif';

/** A game by its kind, as its title says it (src/messages/gameWords.ts). */
const title = (f: Fmt) => (g: string) => f.t({ id: 'game.title', args: { kind: g } });

export const whatif: { [K in keyof typeof en]: (a: Parameters<(typeof en)[K]>[0], f: Fmt) => string } = {
  'whatif.no-switch': (a, f) =>
    `${a.flag}: ${f.list(a.games.map(title(f)))} ${a.games.length === 1 ? 'hat' : 'haben'} keinen Regelschalter ` +
    `„${a.key}“ (die Spiele dieser Abende). Gültige Schalter: ${a.keys.join(', ')}.`,
  'whatif.no-preset': (a, f) =>
    `--rules: ${f.list(a.games.map(title(f)))} ${a.games.length === 1 ? 'hat' : 'haben'} keinen Regelsatz ` +
    `„${a.preset}“ (die Spiele dieser Abende). Gültig: ${a.presets.join(', ')}.`,
  'whatif.only-some': (a, f) =>
    `${a.what} gilt nur für die Abende mit ${f.list(a.games.map(title(f)))}; ` +
    `${f.list(a.others.map(title(f)))} ${a.others.length === 1 ? 'kennt' : 'kennen'} diese Regel nicht und ` +
    `${a.others.length === 1 ? 'wird' : 'werden'} wie geschrieben abgerechnet.`,
};
