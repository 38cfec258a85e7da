// German texts of the dealer as `explain` names it and of the search for the slip on a paper list (see
// en/table.ts).

import type { DomainCatalog } from '../message';
import type { table as en } from '../en/table';

export const table: DomainCatalog<typeof en> = {
  'table.dealer': (a) => `Geber ${a.dealer}`,
  'table.dealer-sits-out': (a) => `Geber ${a.dealer} (setzt aus)`,
  // Wo hat sich die Liste verrechnet? (ein Stand, der nicht stimmt). Jeder Fund ist eine Nominalgruppe, und der
  // Rahmen stellt sie ans Satzende („…; genau diesen Stand erklärt das auf der Liste fehlende Spiel 5.“): so
  // darf sie auf einen Relativsatz enden, ohne dass ein Verb hinter ihr steht.
  'culprit.append': (a, f) => `${f.t(a.problem)}; ${f.t(a.finding)}`,
  'culprit.left-out': (a) => `das auf der Liste fehlende Spiel ${a.round}`,
  'culprit.twice': (a) => `das auf der Liste doppelt gezählte Spiel ${a.round}`,
  'culprit.signs': (a) => `das mit vertauschten Vorzeichen notierte Spiel ${a.round} (die andere Seite als Gewinner)`,
  'culprit.swapped': (a) => `das Spiel ${a.round} mit vertauschten Punkten von ${a.a} und ${a.b}`,
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
};
