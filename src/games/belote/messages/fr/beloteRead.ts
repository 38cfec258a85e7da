// French texts of the problems found while reading a Belote/Coinche round's lines.

import type { DomainCatalog } from '../../../../messages/message';
import type { MissingKind, Twice, beloteRead as en } from '../en/beloteRead';
import { MISSING } from './belote';

const TWICE: Record<Twice, string> = {
  taker: 'Le preneur est donné',
  trump: 'L’atout est donné',
  contract: 'Le contrat est donné',
  cards: 'Les points de cartes sont donnés',
};
/** The French keyword of each line. */
const KEYWORD: Record<MissingKind, string> = {
  taker: 'preneur',
  trump: 'atout',
  contract: 'contrat',
  cards: 'cartes',
  last: 'der',
};

export const beloteRead: DomainCatalog<typeof en> = {
  'bel.read.twice': (a) => `${TWICE[a.what]} deux fois dans cette donne ; la dernière ligne compte.`,
  'bel.read.team-twice': (a) =>
    `« ${a.name} » désigne une équipe qui a déjà un nombre sur cette ligne ; le dernier compte.`,
  'bel.read.cards-twice': (a) =>
    `« ${a.name} » a déjà des points de cartes sur cette ligne ; le dernier nombre compte.`,
  'bel.read.line-twice': (a) =>
    `Une deuxième ligne de ${a.kind === 'score' ? 'marque' : 'cumul'} dans cette donne ; la dernière est vérifiée.`,
  'bel.read.bad-contract': (a) =>
    `Un contrat de ${a.value} n’existe pas : les contrats sont 80, 90, 100 … de 10 en 10, capot ou générale.`,
  'bel.read.last-twice': (a) =>
    a.same
      ? 'Le dix de der est déjà donné à cette équipe.'
      : 'Le dix de der est déjà donné à l’autre équipe ; une seule équipe peut le faire.',
  'bel.read.announcements-off': () =>
    'Les annonces sont désactivées pour cette partie (« set announcements off »), elles ne comptent donc pas.',
  'bel.read.capot-twice': () => 'Une seule équipe peut faire les 8 plis ; le capot est déjà donné à l’autre équipe.',
  'bel.read.belote-count': (a) =>
    a.max === 0
      ? 'Il n’y a pas de belote à sans-atout (ni roi ni dame d’atout) ; elle ne compte pas.'
      : a.max === 1
        ? 'Une seule belote est possible à la couleur (un roi et une dame d’atout) ; celle-ci ne compte pas.'
        : 'Au plus quatre belotes sont possibles à tout-atout ; celle-ci ne compte pas.',
  'bel.read.capot-cards': (a) =>
    `Un capot demande tous les points de cartes (${a.deal} à 0), mais les cartes disent ${a.a} à ${a.b}.`,
  'bel.read.capot-last': () => 'Un capot demande aussi le dix de der, mais il est donné à l’autre équipe.',
  'bel.read.capot-hint': (a) =>
    `Une équipe a les ${a.deal} points de cartes et le dix de der : si elle a fait les 8 plis, écrivez « capot » ` +
    '(un pli peut valoir 0, les points seuls ne le prouvent donc pas).',
  'bel.read.tricks-no-trump': (a) =>
    `Sans ${MISSING[a.missing]}, personne ne peut remporter ces plis ; seules les cartes elles-mêmes sont vérifiées.`,
  'bel.read.trick-example': (a) =>
    `${a.n === 1 ? 'Un pli' : `${a.n} plis`} sur 8 : vérifié comme exemple de pli ; la donne n’est ni marquée ` +
    'ni comptée dans les cumuls.',
  'bel.read.deal-invalid': (a) =>
    a.written
      ? 'Les plis ne forment pas une donne valable (voir leurs erreurs), rien n’en est donc déduit ; la marque ' +
        'écrite compte telle quelle.'
      : 'Les plis ne forment pas une donne valable (voir leurs erreurs), rien n’en est donc déduit et la donne ' +
        'n’est pas comptée.',
  'bel.read.missing': (a) => {
    const what = a.unreadable
      ? `sa ligne « ${KEYWORD[a.kind]} », qui n’a pas pu être lue (voir l’erreur dessus)`
      : MISSING[a.missing];
    return a.written
      ? `Sans ${what}, cette donne ne peut pas être vérifiée ; la marque écrite compte telle quelle.`
      : `Sans ${what}, cette donne ne peut pas être comptée ; elle n’entre pas dans les cumuls.`;
  },
};
