// French texts of what a Belote or Coinche sheet states against what the engine works out (see ../en/checks.ts).

import type { CatalogOf } from '../../../../messages/catalog';
import type { Fmt } from '../../../../messages/fmt';
import type { Message } from '../../../../messages/message';
import type { checks as en } from '../en/checks';

/** A working that is either a message or a plain formula (numbers only). */
const w = (x: Message | string, f: Fmt) => (typeof x === 'string' ? x : f.t(x));

export const checks: CatalogOf<typeof en> = {
  'bel.stated.fix': (a) =>
    `Écrire ${a.kind === 'score' ? 'les marques calculées' : 'les cumuls calculés'} ` +
    `(${a.teams[0]} ${a.values[0]}, ${a.teams[1]} ${a.values[1]})`,
  'bel.stated.mismatch': (a, f) =>
    `${a.team} ${a.kind === 'score' ? 'marque' : 'cumul'} : noté ${a.stated}, calculé ${a.computed} = ` +
    w(a.working, f),
  'bel.stated.rounding': (a) =>
    `${a.value} n’est pas un multiple de dix, mais les scores sont arrondis à la dizaine dans ce jeu ` +
    '(5 arrondi à la dizaine supérieure).',
  'bel.total.working': (a) => `${a.before} avant + ${a.points} sur cette donne`,
  'bel.tricks.belote': (a, f) =>
    `belote notée ${a.teams.join(', ')}, les plis donnent ` +
    `${a.proven.length ? a.proven.map(f.t).join(', ') : 'aucune (personne n’a joué le roi et la dame d’atout)'}`,
  'bel.tricks.belote-by': (a) => `${a.team} (${a.player} a joué ${a.king} et ${a.queen})`,
  'bel.tricks.capot': (a) =>
    `capot noté ${a.team}, les plis donnent ${a.teams[0]} ${a.tricks[0]} ` +
    `${a.tricks[0] > 1 ? 'plis' : 'pli'}, ${a.teams[1]} ${a.tricks[1]}`,
  'bel.tricks.cards': (a) => `cartes notées ${a.team} ${a.stated}, les plis en donnent ${a.proven}`,
  'bel.tricks.generale': (a) =>
    `générale notée ${a.player}, les plis donnent ` +
    `${a.all ? `${a.taker} a fait les ${a.of}` : `${a.taker} a fait ${a.taken} des ${a.of}`}`,
  'bel.tricks.last': (a) =>
    `dix de der noté pour ${a.team}, les plis le donnent à ${a.proven} (${a.player} remporte le pli ${a.trick})`,
};
