// German texts of the table mechanics (Geber, aussetzen, Pflichtsolo) and of the search for the slip on a paper
// list (see en/table.ts).

import type { DomainCatalog } from '../message';
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
  'table.dealer': (a) => `Geber ${a.dealer}`,
  'table.dealer-sits-out': (a) => `Geber ${a.dealer} (setzt aus)`,
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
  // Wo hat sich die Liste verrechnet? (ein Stand, der nicht stimmt). Jeder Fund ist eine Nominalgruppe, und der
  // Rahmen stellt sie ans Satzende („…; genau diesen Stand erklärt das auf der Liste fehlende Spiel 5.“): so
  // darf sie auf einen Relativsatz enden, ohne dass ein Verb hinter ihr steht.
  'culprit.append': (a, f) => `${f.t(a.problem)}; ${f.t(a.finding)}`,
  'culprit.left-out': (a) => `das auf der Liste fehlende Spiel ${a.round}`,
  'culprit.twice': (a) => `das auf der Liste doppelt gezählte Spiel ${a.round}`,
  'culprit.signs': (a) => `das mit vertauschten Vorzeichen notierte Spiel ${a.round} (die andere Seite als Gewinner)`,
  'culprit.swapped': (a) => `das Spiel ${a.round} mit vertauschten Punkten von ${a.a} und ${a.b}`,
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
  'culprit.explains': (a, f) =>
    `genau diesen Stand erklärt ${f.t(a.what)}` +
    (a.more.length
      ? ` (ebenso ${f.list(
          a.more.map((m) => f.t(m)),
          'or',
        )})`
      : '') +
    '.',
  'culprit.here': (a, f) => `Der Stand in Zeile ${a.line} stimmt nicht; den Unterschied erklärt genau ${f.t(a.what)}.`,
  'culprit.none': (a) =>
    `kein einzelner Fehler erklärt das: die Liste weicht um ${a.diff} ab, ` +
    (a.since === undefined ? 'seit Beginn der Liste.' : `seit dem Stand nach Spiel ${a.since}, der noch stimmte.`),
  'culprit.fix.add-bock': (a) => `„${a.line}“ in Spiel ${a.round} ergänzen`,
  'culprit.fix.remove-bock': (a) => `Bock-Zeichen von Spiel ${a.round} entfernen`,
  'culprit.fix.announcement': (a) => `Spiel ${a.round}: ${a.line}`,
};
