// German texts of a Belote/Coinche round's breakdown lines.

import type { DomainCatalog } from '../catalog';
import type { beloteItems as en } from '../en/beloteItems';

const nb = (noBelote?: boolean) => (noBelote ? ' (belote nicht gezählt)' : '');

export const beloteItems: DomainCatalog<typeof en> = {
  'bel.item.capot-all': (a) => `capot: alle 8 Stiche (Augen ${a.cards} + letzter Stich ${a.last})`,
  'bel.item.no-trick': () => 'kein Stich',
  'bel.item.cards': () => 'Augen',
  'bel.item.cards-der': () => 'Augen mit dem letzten Stich',
  'bel.item.last': () => 'letzter Stich',
  'bel.item.all-trump': (a) => `tout-atout ${a.raw} × 162/258 = ${a.scaled}`,
  'bel.item.belote': () => 'belote',
  'bel.item.ann-void': (a, f) => `${f.t(a.label)} ${a.value} zählt nicht`,
  'bel.item.defence-ann-to-capot': () => 'die Ansagen der Verteidigung gehen an das Team mit dem capot',
  'bel.item.capot-made': (a) => `capot des nehmenden Teams ${a.t} > ${a.d} → erfüllt`,
  'bel.item.ahead': (a) => `nehmendes Team vorn ${a.t} > ${a.d}${nb(a.noBelote)} → erfüllt`,
  'bel.item.tie-litige': (a) => `Gleichstand ${a.t} = ${a.d}${nb(a.noBelote)} → litige`,
  'bel.item.keeps-belote-now': () => 'das nehmende Team behält seine belote sofort (litige-belote keep)',
  'bel.item.failed': (a) =>
    a.why === 'no-trick'
      ? `das nehmende Team hat keinen Stich gemacht → verloren (${a.t} : ${a.d} zählt nicht)`
      : a.why === 'tie'
        ? `Gleichstand ${a.t} = ${a.d}${nb(a.noBelote)}, kein litige → verloren`
        : `nehmendes Team hinten ${a.t} < ${a.d}${nb(a.noBelote)} → verloren`,
  'bel.item.defence-deal': (a) => (a.capot ? 'capot der Verteidigung' : 'die Verteidigung bekommt das Spiel'),
  'bel.item.defence-belote': () => 'belote der Verteidigung',
  'bel.item.defence-ann': () => 'Ansagen der Verteidigung',
  'bel.item.taker-ann-moved': () => 'die Ansagen des nehmenden Teams wechseln die Seite',
  'bel.item.taker-ann-lost': (a) => `Ansagen des nehmenden Teams ${a.points} verfallen (failed-announcements lost)`,
  'bel.item.taker-keeps-belote': () => 'das nehmende Team behält seine belote',
};
