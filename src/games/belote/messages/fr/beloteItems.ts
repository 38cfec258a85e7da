// French texts of a Belote/Coinche round's breakdown lines.

import type { DomainCatalog } from '../../../../messages/message';
import type { beloteItems as en } from '../en/beloteItems';

const nb = (noBelote?: boolean) => (noBelote ? ' (belote non comptée)' : '');

export const beloteItems: DomainCatalog<typeof en> = {
  'bel.item.capot-all': (a) => `capot : les 8 plis (cartes ${a.cards} + cent de der ${a.last})`,
  'bel.item.no-trick': () => 'aucun pli',
  'bel.item.cards': () => 'cartes',
  'bel.item.cards-der': () => 'cartes avec le dix de der',
  'bel.item.last': () => 'dix de der',
  'bel.item.all-trump': (a) => `tout-atout ${a.raw} × 162/258 = ${a.scaled}`,
  'bel.item.belote': () => 'belote',
  'bel.item.ann-void': (a, f) => `${f.t(a.label)} ${a.value} ne compte pas`,
  'bel.item.defence-ann-to-capot': () => 'les annonces de la défense vont à l’équipe qui fait capot',
  'bel.item.capot-made': (a) => `capot du preneur ${a.t} > ${a.d} → fait`,
  'bel.item.ahead': (a) => `preneur devant ${a.t} > ${a.d}${nb(a.noBelote)} → fait`,
  'bel.item.tie-litige': (a) => `égalité ${a.t} = ${a.d}${nb(a.noBelote)} → litige`,
  'bel.item.tie-made': (a) => `égalité ${a.t} = ${a.d}${nb(a.noBelote)} → fait (litige made)`,
  'bel.item.keeps-belote-now': () => 'le preneur garde sa belote tout de suite (litige-belote keep)',
  'bel.item.failed': (a) =>
    a.why === 'no-trick'
      ? `l’équipe du preneur n’a fait aucun pli → dedans (${a.t} : ${a.d} ne compte pas)`
      : a.why === 'tie'
        ? `égalité ${a.t} = ${a.d}${nb(a.noBelote)}, pas de litige → dedans`
        : `preneur derrière ${a.t} < ${a.d}${nb(a.noBelote)} → dedans`,
  'bel.item.defence-deal': (a) =>
    a.capot
      ? 'capot de la défense'
      : a.dedans160
        ? 'la défense prend la donne pour 160 (failed-base 160, dedans = 160)'
        : 'la défense prend la donne',
  'bel.item.defence-belote': () => 'belote de la défense',
  'bel.item.defence-ann': () => 'annonces de la défense',
  'bel.item.taker-ann-moved': () => 'les annonces du preneur changent de camp',
  'bel.item.taker-ann-lost': (a) => `annonces du preneur ${a.points} perdues (failed-announcements lost)`,
  'bel.item.taker-belote-moved': () => 'la belote du preneur va à la défense (failed-belote defence)',
  'bel.item.taker-keeps-belote': () => 'le preneur garde sa belote',
};
