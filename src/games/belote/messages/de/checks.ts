// German texts of what a Belote or Coinche sheet states against what the engine works out (see ../en/checks.ts).

import type { CatalogOf } from '../../../../messages/catalog';
import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';
import type { checks as en } from '../en/checks';

/** A working that is either a message or a plain formula (numbers only). */
const w = (x: Message | string, f: Fmt) => (typeof x === 'string' ? x : f.t(x));

export const checks: CatalogOf<typeof en> = {
  'bel.stated.fix': (a) =>
    `Berechnete ${a.kind === 'score' ? 'Punkte' : 'Stände'} eintragen ` +
    `(${a.teams[0]} ${a.values[0]}, ${a.teams[1]} ${a.values[1]})`,
  'bel.stated.mismatch': (a, f) =>
    `${a.team} ${a.kind === 'score' ? 'Punkte' : 'Stand'}: angegeben ${a.stated}, berechnet ${a.computed} = ` +
    w(a.working, f),
  'bel.stated.rounding': (a) =>
    `${a.value} ist kein Vielfaches von zehn, aber in dieser Partie wird auf Zehner gerundet (5 wird aufgerundet).`,
  'bel.total.working': (a) => `${a.before} vorher + ${a.points} in diesem Spiel`,
  'bel.tricks.belote': (a, f) =>
    `angegebene Belote ${a.teams.join(', ')}, die Stiche ergeben ` +
    `${a.proven.length ? a.proven.map(f.t).join(', ') : 'keine (niemand hat König und Dame in Trumpf gespielt)'}`,
  'bel.tricks.belote-by': (a) => `${a.team} (${a.player} hat ${a.king} und ${a.queen} gespielt)`,
  'bel.tricks.capot': (a) =>
    `angegebener Capot ${a.team}, die Stiche ergeben ${a.teams[0]} ${a.tricks[0]} ` +
    `${a.tricks[0] === 1 ? 'Stich' : 'Stiche'}, ${a.teams[1]} ${a.tricks[1]}`,
  'bel.tricks.cards': (a) => `angegebene Augen ${a.team} ${a.stated}, die Stiche ergeben ${a.proven}`,
  'bel.tricks.generale': (a) =>
    `angegebene Générale ${a.player}, die Stiche ergeben ` +
    `${a.all ? `${a.taker} hat alle ${a.of} gemacht` : `${a.taker} hat ${a.taken} von ${a.of} gemacht`}`,
  'bel.tricks.last': (a) =>
    `angegebener letzter Stich ${a.team}, die Stiche ergeben ${a.proven} (${a.player} gewinnt Stich ${a.trick})`,
};
