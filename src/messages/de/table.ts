// German texts of the table mechanics (Geber, aussetzen, Pflichtsolo) and of the search for the slip on a paper
// sheet (see en/table.ts).

import type { DomainCatalog } from '../catalog';
import type { table as en } from '../en/table';

export const table: DomainCatalog<typeof en> = {
  // Geber und Aussetzen
  'table.dealer-mismatch': (a) =>
    `${a.written} gibt in diesem Spiel, aber das Geben geht reihum an ${a.expected} ` +
    '(nach einem Pflichtsolo gibt derselbe Spieler noch einmal); ab hier gilt der notierte Geber.',
  'table.dealer-mismatch.fix': (a) => `Geber reihum eintragen: ${a.expected}`,
  'table.dealer-out': (a, f) =>
    `Zu fünft setzt der Geber aus: ${a.dealer} gibt in diesem Spiel, aber „out“ nennt ${f.list(a.out)}. ` +
    'Die „out“-Zeile gilt.',
  'table.dealer-out.fix': (a) => `Den Geber aussetzen lassen: out ${a.dealer}`,
  'table.dealer': (a) => `Geber ${a.dealer}`,
  'table.dealer-sits-out': (a) => `Geber ${a.dealer} (setzt aus)`,
  // Pflichtsoli
  'table.duty-owed.series': (a) =>
    `Serie ${a.series} (Spiele ${a.from}–${a.to}) ist zu Ende, und ${a.player} hat kein Pflichtsolo gespielt.`,
  'table.duty-owed.file': (a) =>
    `Das Blatt ist zu Ende, und ${a.player} hat kein Pflichtsolo gespielt (set duty-solo on).`,
  'table.duty-owes': (a, f) =>
    a.players.length === 0 ? 'alle haben ihr Pflichtsolo gespielt' : `Pflichtsolo steht noch aus: ${f.list(a.players)}`,
  // Wo hat sich das Blatt verrechnet? (eine Summe, die nicht stimmt)
  'culprit.append': (a, f) => `${f.t(a.problem)}; ${f.t(a.finding)}`,
  'culprit.left-out': (a) => `Spiel ${a.round} fehlt auf dem Blatt`,
  'culprit.twice': (a) => `Spiel ${a.round} doppelt auf dem Blatt gezählt`,
  'culprit.signs': (a) => `Spiel ${a.round} mit vertauschten Vorzeichen (die andere Seite als Gewinner)`,
  'culprit.swapped': (a) => `Spiel ${a.round} mit vertauschten Punkten von ${a.a} und ${a.b}`,
  'culprit.bock-missing': (a) =>
    a.file === 1
      ? `Spiel ${a.round} ohne seinen Bock gezählt`
      : `Spiel ${a.round} mit Bock ×${a.file} gezählt, wo das Blatt ×${a.paper} gerechnet hat`,
  'culprit.bock-extra': (a) =>
    a.paper === 1
      ? `Spiel ${a.round} steht ohne den Bock ×${a.file} auf dem Blatt, den es hier hat`
      : `Spiel ${a.round} steht mit Bock ×${a.paper} statt ×${a.file} auf dem Blatt`,
  'culprit.solo-not-tripled': (a) => `Spiel ${a.round}, ein Solo, ohne die dreifachen Punkte für ${a.soloist}`,
  'culprit.announcement': (a) =>
    `Spiel ${a.round} auf dem Blatt gerechnet, als hätte ${a.party} ${a.paper ?? 'nichts'} statt ` +
    `${a.file ?? 'nichts'} angesagt`,
  'culprit.explains': (a, f) =>
    `${f.t(a.what)} erklärt genau diese Summe` +
    (a.more.length
      ? ` (ebenso ${f.list(
          a.more.map((m) => f.t(m)),
          'or',
        )})`
      : '') +
    '.',
  'culprit.here': (a, f) =>
    `Die Summe in Zeile ${a.line} stimmt nicht, und ${f.t(a.what)} erklärt den Unterschied genau.`,
  'culprit.none': (a) =>
    `kein einzelner Fehler erklärt das: das Blatt weicht um ${a.diff} ab, ` +
    (a.since === undefined ? 'seit Beginn des Blatts.' : `seit der Summe nach Spiel ${a.since}, die noch stimmte.`),
  'culprit.fix.add-bock': (a) => `„${a.line}“ in Spiel ${a.round} ergänzen`,
  'culprit.fix.remove-bock': (a) => `Bock-Zeichen von Spiel ${a.round} entfernen`,
  'culprit.fix.announcement': (a) => `Spiel ${a.round}: ${a.line}`,
};
