// French texts of a round's working and one-line summary (Doppelkopf).

import type { DomainCatalog } from '../../../../messages/message';
import type { round as en } from '../en/round';

type Party = 're' | 'kontra';
const P = (p: Party) => (p === 'kontra' ? 'Kontra' : 'Re');
const bock = (k?: number) => (k ? ` · Bock ×${k}` : '');

export const round: DomainCatalog<typeof en> = {
  'dk.item.won': () => 'gagné',
  'dk.item.under': (a) => `moins de ${a.line}`,
  'dk.item.schwarz': () => 'schwarz',
  'dk.item.refute': (a) => `${a.points} contre ${a.level}`,
  'dk.item.announced': (a) => `annonce ${P(a.party)}`,
  'dk.item.level-announced': (a) => `${a.level} annoncé${a.by ? ` par ${P(a.by)}` : ''}`,
  'dk.item.lost-solo': () => 'contre le solo perdu',
  'dk.item.gegen-die-alten': () => 'gegen die Alten',
  'dk.item.fox': (a) => `Fuchs pris par ${P(a.by)}`,
  'dk.item.fox-last': (a) => `Fuchs pris au dernier pli par ${P(a.by)}`,
  'dk.item.doppelkopf': (a) => `Doppelkopf de ${P(a.by)}`,
  'dk.item.karlchen': (a) => `Karlchen de ${P(a.by)}`,
  'dk.item.karlchen-caught': (a) => `Karlchen pris par ${P(a.by)}`,
  'dk.item.dulle-caught': (a) => `Dulle prise par ${P(a.by)}`,
  'dk.item.fox-wins-last': (a) => `Fuchs am Ende par ${P(a.by)}`,
  'dk.item.clamped': () => 'ramené à 0 (le gagnant ne descend jamais sous 0)',
  'dk.item.bock': () => 'Bock',
  'dk.item.solo': () => 'solo',

  'dk.summary': (a, f) => {
    const game = f.t(a.game);
    const result = a.result === 'none' ? 'sans gagnant' : a.result === 're' ? 'gagné' : 'perdu';
    const duty = a.forced ? ' (Pflichtsolo forcé)' : a.duty ? ' (Pflichtsolo)' : '';
    return (
      `${game.charAt(0).toUpperCase()}${game.slice(1)}${duty} ${a.re}:${a.kontra} ` +
      `${result}${bock(a.bock)} · ${a.scores}`
    );
  },
  'dk.summary.recorded': (a) => `noté${bock(a.bock)} · ${a.scores}`,
  'dk.summary.example': (a) => `exemple de pli (${a.count === 1 ? 'un pli' : `${a.count} plis`}), non compté`,
  'dk.summary.bad-deal': () => 'non comptée : les plis ne forment pas une donne valable',
  'dk.summary.unscored': (a) =>
    `non comptée : ${
      a.reason === 'cards'
        ? 'pas de points de cartes'
        : a.reason === 'out'
          ? 'on ne sait pas qui ne joue pas'
          : a.reason === 'parties'
            ? 'les camps ne sont pas donnés'
            : 'voir les problèmes'
    }${a.scores ? ` · noté ${a.scores}` : ''}`,
  'dk.summary.empty': () => 'donne vide',
};
