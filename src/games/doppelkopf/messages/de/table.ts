// German texts of Doppelkopf's table and of its slips in the culprit search (see ../en/table.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { table as en } from '../en/table';

export const table: DomainCatalog<typeof en> = {
  // Geber und Aussetzen
  'table.dealer-mismatch': (a) =>
    `${a.written} gibt in diesem Spiel, aber das Geben geht reihum an ${a.expected} ` +
    '(nach einem Pflichtsolo gibt derselbe Spieler noch einmal, außer nach einer Vorführung); ab hier gilt der ' +
    'notierte Geber.',
  'table.dealer-mismatch.fix': (a) => `Geber reihum eintragen: ${a.expected}`,
  'table.dealer-out': (a, f) =>
    `Zu fünft setzt der Geber aus: ${a.dealer} gibt in diesem Spiel, aber „out“ nennt ${f.list(a.out)}. ` +
    'Die „out“-Zeile gilt.',
  'table.dealer-out.fix': (a) => `Den Geber aussetzen lassen: out ${a.dealer}`,
  // Pflichtsoli
  'table.duty-owed.series': (a) =>
    `Serie ${a.series} (Spiele ${a.from}–${a.to}) ist zu Ende, und ${a.player} hat kein Pflichtsolo gespielt.`,
  'table.duty-owed.file': (a) =>
    `Die Liste ist zu Ende, und ${a.player} hat kein Pflichtsolo gespielt (set duty-solo on).`,
  'table.duty-owes': (a, f) =>
    a.players.length === 0 ? 'alle haben ihr Pflichtsolo gespielt' : `Pflichtsolo steht noch aus: ${f.list(a.players)}`,
  // Vorführung
  'table.duty-due': (a, f) => {
    const state =
      `Pflichtsolo steht noch aus bei ${f.list(a.owed)}, und in Serie ${a.series} ` +
      `${f.plural(a.left, 'bleibt', 'bleiben')} ${f.num(a.left)} ${f.plural(a.left, 'Spiel', 'Spiele')}`;
    return a.player !== undefined
      ? `Vorführung: ${a.player} muss in diesem Spiel ein Pflichtsolo spielen – ${state} ` +
          `(schreibe „solo ${a.player} ART vorgeführt“).`
      : `Vorführung: ${state}; wer nach dem Geber als Nächster eins schuldet, muss es in diesem Spiel spielen.`;
  },
  'table.duty-next': (a, f) =>
    a.player !== undefined
      ? `nächstes Spiel: ${a.player} wird vorgeführt (Pflichtsolo)`
      : `nächste Spiele: ${f.list(a.owed)} ${f.plural(a.owed.length, 'wird', 'werden')} vorgeführt (Pflichtsolo)`,
  'culprit.bock-missing': (a) =>
    a.file === 1
      ? `das hier ohne seinen Bock gezählte Spiel ${a.round}`
      : `das hier mit Bock ×${a.file} gezählte Spiel ${a.round}, das die Liste mit ×${a.paper} gerechnet hat`,
  'culprit.bock-extra': (a) =>
    a.paper === 1
      ? `das auf der Liste ohne Bock (×${a.file}) notierte Spiel ${a.round}`
      : `das auf der Liste mit Bock ×${a.paper} statt ×${a.file} notierte Spiel ${a.round}`,
  'culprit.solo-not-tripled': (a) => `das Solo in Spiel ${a.round} ohne die dreifachen Punkte für ${a.soloist}`,
  'culprit.announcement': (a) =>
    `Spiel ${a.round}, das die Liste so gerechnet hat, als hätte ${a.party} ${a.paper ?? 'nichts'} statt ` +
    `${a.file ?? 'nichts'} angesagt`,
  'culprit.fix.add-bock': (a) => `„${a.line}“ in Spiel ${a.round} ergänzen`,
  'culprit.fix.remove-bock': (a) => `Bock-Zeichen von Spiel ${a.round} entfernen`,
  'culprit.fix.announcement': (a) => `Spiel ${a.round}: ${a.line}`,
};
