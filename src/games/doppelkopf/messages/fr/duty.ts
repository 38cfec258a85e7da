// French texts of duty solos in the settlement and explain output and of the culprit fixes (see ../en/duty.ts).

import type { duty as en } from '../en/duty';
import type { Fmt } from '../../../../messages/fmt';

export const duty: { [K in keyof typeof en]: (a: Parameters<(typeof en)[K]>[0], f: Fmt) => string } = {
  'culprit.fix.won-value': (a) => `Donne ${a.round} : ${a.line}`,
  'culprit.fix.signs': (a) => `Donne ${a.round} : ${a.line} (l’autre camp a gagné)`,
  'culprit.fix.swap': (a) => `Échanger ${a.a} et ${a.b} dans la donne ${a.round}`,
  'duty.heading': () => 'Pflichtsoli (solos obligatoires)',
  'duty.owed': (a, f) =>
    a.players.length === 0
      ? 'Chaque joueur a joué son Pflichtsolo.'
      : `Pflichtsolo encore dû par : ${f.list(a.players)}.`,
  'duty.series': (a, f) =>
    `Série ${a.series} (donnes ${a.from}–${a.to}${a.running ? ', en cours' : ''}) : ` +
    `joué par ${a.played.length ? f.list(a.played) : 'personne'} ; ` +
    (a.owed.length ? `dû par ${f.list(a.owed)}.` : 'personne n’en doit.'),
  'duty.next': (a, f) =>
    a.player !== undefined
      ? `Vorführung : ${a.player} doit jouer un Pflichtsolo dans la donne suivante (encore dû par ` +
        `${f.list(a.owed)} ; il reste ${f.num(a.left)} ${f.plural(a.left, 'donne', 'donnes')} ` +
        `dans la série ${a.series}).`
      : `Vorführung : ${f.list(a.owed)} ${f.plural(a.owed.length, 'doit', 'doivent')} jouer ` +
        `${f.plural(a.owed.length, 'son', 'leur')} Pflichtsolo ` +
        `${a.left === 1 ? 'dans la dernière donne' : `dans les ${f.num(a.left)} dernières donnes`} ` +
        `de la série ${a.series}.`,
};
