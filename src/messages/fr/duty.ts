// French texts of duty solos in the settlement and explain output and of the culprit fixes (see ../en/duty.ts).

import type { duty as en } from '../en/duty';
import type { Fmt } from '../fmt';

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
};
