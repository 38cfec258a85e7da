// German texts of duty solos in the settlement and explain output and of the culprit fixes (see ../en/duty.ts).

import type { duty as en } from '../en/duty';
import type { Fmt } from '../../../../messages/fmt';

export const duty: { [K in keyof typeof en]: (a: Parameters<(typeof en)[K]>[0], f: Fmt) => string } = {
  'culprit.fix.won-value': (a) => `Spiel ${a.round}: ${a.line}`,
  'culprit.fix.signs': (a) => `Spiel ${a.round}: ${a.line} (die andere Partei hat gewonnen)`,
  'culprit.fix.swap': (a) => `${a.a} und ${a.b} in Spiel ${a.round} vertauschen`,
  'duty.heading': () => 'Pflichtsoli',
  'duty.owed': (a, f) =>
    a.players.length === 0 ? 'Alle haben ihr Pflichtsolo gespielt.' : `Pflichtsolo noch offen: ${f.list(a.players)}.`,
  'duty.series': (a, f) =>
    `Serie ${a.series} (Spiele ${a.from}–${a.to}${a.running ? ', läuft' : ''}): ` +
    `gespielt von ${a.played.length ? f.list(a.played) : 'niemandem'}; ` +
    (a.owed.length ? `offen: ${f.list(a.owed)}.` : 'keins offen.'),
  'duty.next': (a, f) =>
    a.player !== undefined
      ? `Vorführung: ${a.player} muss im nächsten Spiel ein Pflichtsolo spielen (offen: ${f.list(a.owed)}; ` +
        `noch ${f.num(a.left)} ${f.plural(a.left, 'Spiel', 'Spiele')} in Serie ${a.series}).`
      : `Vorführung: ${f.list(a.owed)} ${f.plural(a.owed.length, 'muss', 'müssen')} ` +
        `${a.left === 1 ? 'im letzten Spiel' : `in den letzten ${f.num(a.left)} Spielen`} von Serie ${a.series} ` +
        `${f.plural(a.owed.length, 'sein', 'ihr')} Pflichtsolo spielen.`,
};
