// German texts of a Belote/Coinche round's breakdown lines.

import type { DomainCatalog } from '../../../../messages/message';
import type { beloteItems as en } from '../en/beloteItems';

const nb = (noBelote?: boolean) => (noBelote ? ' (Belote nicht gezählt)' : '');

export const beloteItems: DomainCatalog<typeof en> = {
  'bel.item.capot-all': (a) => `Capot: alle 8 Stiche (Augen ${a.cards} + letzter Stich ${a.last})`,
  'bel.item.no-trick': () => 'kein Stich',
  'bel.item.cards': () => 'Augen',
  'bel.item.cards-der': () => 'Augen mit dem letzten Stich',
  'bel.item.last': () => 'letzter Stich',
  'bel.item.all-trump': (a) => `tout-atout ${a.raw} × 162/258 = ${a.scaled}`,
  'bel.item.belote': () => 'Belote',
  'bel.item.ann-void': (a, f) => `${f.t(a.label)} ${a.value} zählt nicht`,
  'bel.item.defence-ann-to-capot': () => 'die Meldungen der Verteidigung gehen an das Team mit dem Capot',
  'bel.item.capot-made': (a) => `Capot des Preneurs ${a.t} > ${a.d} → erfüllt`,
  'bel.item.ahead': (a) => `Preneur vorn ${a.t} > ${a.d}${nb(a.noBelote)} → erfüllt`,
  'bel.item.tie-litige': (a) => `Gleichstand ${a.t} = ${a.d}${nb(a.noBelote)} → Litige`,
  'bel.item.tie-made': (a) => `Gleichstand ${a.t} = ${a.d}${nb(a.noBelote)} → erfüllt (litige made)`,
  'bel.item.keeps-belote-now': () => 'der Preneur behält seine Belote sofort (litige-belote keep)',
  'bel.item.failed': (a) =>
    a.why === 'no-trick'
      ? `das Team des Preneurs hat keinen Stich gemacht → verloren (${a.t} : ${a.d} zählt nicht)`
      : a.why === 'tie'
        ? `Gleichstand ${a.t} = ${a.d}${nb(a.noBelote)}, kein Litige → verloren`
        : `Preneur hinten ${a.t} < ${a.d}${nb(a.noBelote)} → verloren`,
  'bel.item.defence-deal': (a) =>
    a.capot
      ? 'Capot der Verteidigung'
      : a.dedans160
        ? 'die Verteidigung bekommt das Spiel als 160 (failed-base 160)'
        : 'die Verteidigung bekommt das Spiel',
  'bel.item.defence-belote': () => 'Belote der Verteidigung',
  'bel.item.defence-ann': () => 'Meldungen der Verteidigung',
  'bel.item.taker-ann-moved': () => 'die Meldungen des Preneurs wechseln die Seite',
  'bel.item.taker-ann-lost': (a) => `Meldungen des Preneurs ${a.points} verfallen (failed-announcements lost)`,
  'bel.item.taker-belote-moved': () => 'die Belote des Preneurs geht an die Verteidigung (failed-belote defence)',
  'bel.item.taker-keeps-belote': () => 'der Preneur behält seine Belote',
};
