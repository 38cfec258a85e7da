// French texts of the dealer as `explain` names it and of the search for the slip on a paper sheet (see
// en/table.ts).

import type { DomainCatalog } from '../message';
import type { table as en } from '../en/table';

export const table: DomainCatalog<typeof en> = {
  'table.dealer': (a) => `donneur ${a.dealer}`,
  'table.dealer-sits-out': (a) => `donneur ${a.dealer} (ne joue pas)`,
  // Où la feuille s’est-elle trompée ? (un total qui ne correspond pas). Chaque piste est un groupe nominal que le
  // cadre place en fin de phrase (« …; ce total s’explique exactement par la donne 5 oubliée sur la feuille. »).
  'culprit.append': (a, f) => `${f.t(a.problem)} ; ${f.t(a.finding)}`,
  'culprit.left-out': (a) => `la donne ${a.round} oubliée sur la feuille`,
  'culprit.twice': (a) => `la donne ${a.round} comptée deux fois sur la feuille`,
  'culprit.signs': (a) => `la donne ${a.round} notée avec les signes inversés (l’autre camp gagnant)`,
  'culprit.swapped': (a) => `la donne ${a.round} avec les scores de ${a.a} et ${a.b} intervertis`,
  'culprit.explains': (a, f) =>
    `ce total s’explique exactement par ${f.t(a.what)}` +
    (a.more.length
      ? ` (ou aussi par ${f.list(
          a.more.map((m) => f.t(m)),
          'or',
        )})`
      : '') +
    '.',
  'culprit.here': (a, f) =>
    `Le total de la ligne ${a.line} ne correspond pas ; la différence s’explique exactement par ${f.t(a.what)}.`,
  'culprit.none': (a) =>
    `aucune erreur isolée ne l’explique : la feuille diffère de ${a.diff} ` +
    (a.since === undefined
      ? 'depuis le début de la feuille.'
      : `depuis le total après la donne ${a.since}, qui était juste.`),
};
