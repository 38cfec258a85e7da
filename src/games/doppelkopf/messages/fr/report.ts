// French texts of Doppelkopf's reports (see ../en/report.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { report as en } from '../en/report';

const view = (v: number) => (v === 0 ? '0' : `${v > 0 ? 'Re' : 'Kontra'} ${Math.abs(v)}`);
const COUNTING: Record<string, string> = { plus: 'en plus', minus: 'en moins' };

export const report: DomainCatalog<typeof en> = {
  'help.settle.doppelkopf': () => 'l’argent à la mise et qui paie qui (Doppelkopf)',
  'help.stats.doppelkopf': () =>
    'Doppelkopf, par joueur : donnes, victoires, taux de victoire, en Re et en Kontra, solos par sorte et gagnés, ' +
    'Pflichtsoli, moyenne par donne, meilleure et pire soirée, et qui gagne avec qui.',
  'report.money-note': (a) =>
    `Une feuille ${COUNTING[a.counting] ?? a.counting} ne s’équilibre pas à 0 ; chaque paire de joueurs règle donc ` +
    `l’écart de leurs totaux : argent = (${a.players} × total − somme de tous les totaux) × mise.`,
  'report.col.solos': () => 'solos',
  'report.col.solos-won': () => 'solos gagnés',
  'report.col.duty-solos': () => 'Pflichtsoli',
  'explain.no-winner': () =>
    'pas de gagnant (TSR 7.1.4) : seuls comptent les points des annonces et réponses et les points spéciaux',
  'explain.value': (a, f) => (a.v === 0 ? '0' : `${view(a.v)} (V = ${f.signedNum(a.v)} du point de vue de Re)`),
  'explain.view': (a) => view(a.v),
  'explain.solo': (a, f) =>
    `solo ×3 : le soliste ${a.soloist} ${f.signedNum(a.soloistPoints)}, chaque adversaire ` +
    `(${a.opponents.join(', ')}) ${f.signedNum(a.each)}`,
  'explain.normal': (a, f) =>
    `Re (${a.re.join(', ')}) ${f.signedNum(a.value)} chacun, Kontra (${a.kontra.join(', ')}) ` +
    `${f.signedNum(-a.value)} chacun`,
  'pen.explain': (a) => `pénalité : ${a.scores} (hors du jeu)`,
};
