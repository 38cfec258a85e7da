// French texts of how a Belote/Coinche round is scored, in the words of the table: preneur, défense, contrat,
// fait / dedans, dix de der, annonces, partie, donne.

import type { TrumpKind } from '../../syntax/itemTypes';
import type { DomainCatalog } from '../../../../messages/message';
import {
  contractWord,
  formulaText,
  frenchAnnouncement,
  headlineText,
  type FormulaPart,
  type TermWhat,
  type beloteScore as en,
} from '../en/beloteScore';

const PART: Record<NonNullable<FormulaPart['what']>, string> = {
  announcements: 'annonces',
  belote: 'belote',
  contract: 'contrat',
  'failed-capot': 'capot chuté',
};
const TERM: Record<TermWhat, string> = {
  capot: 'capot',
  cards: 'cartes',
  'cards-der': 'cartes avec le dix de der',
  last: 'dix de der',
  belote: 'belote',
  announcements: 'annonces',
  'defence-announcements': 'annonces de la défense',
  'taker-announcements': 'annonces du preneur',
  'taker-belote': 'belote du preneur',
  contract: 'contrat',
  deal: 'donne',
  'litige-pot': 'points en réserve (litige)',
};
const TRUMP_WORD: Partial<Record<TrumpKind, string>> = { 'no-trump': 'sans-atout', 'all-trump': 'tout-atout' };
const RESULT = { made: 'fait', failed: 'dedans', litige: 'litige' } as const;
const nb = (noBelote?: boolean) => (noBelote ? ' (belote non comptée)' : '');

/** What the taker needs: the contract, or more (`coinche-success contract` at 80, `bid-margin`). */
const needOf = (a: { contract: number; need?: number }): number => a.need ?? a.contract;
/** `80`, or `80 (il faut 82)` when the taker needs more than the contract. */
const contractNeed = (a: { contract: number; need?: number }): string =>
  needOf(a) === a.contract ? String(a.contract) : `${a.contract} (il faut ${needOf(a)})`;

export const beloteScore: DomainCatalog<typeof en> = {
  'bel.headline': (a) => headlineText(a, (t) => TRUMP_WORD[t] ?? t),
  'bel.trump-word': (a) => TRUMP_WORD[a.trump] ?? a.trump,

  'bel.co.capot-bid': (a) => (a.made ? 'capot annoncé : les 8 plis → fait' : 'capot annoncé sans les 8 plis → dedans'),
  'bel.co.generale': (a) =>
    a.made
      ? 'générale : le preneur a fait les 8 plis → fait'
      : 'générale : le preneur n’a pas fait seul les 8 plis → dedans',
  'bel.co.reached': (a) =>
    `preneur ${a.t} ${a.t >= needOf(a) ? '≥' : '<'} contrat ${contractNeed(a)}${nb(a.noBelote)} → ` +
    `${a.t >= needOf(a) ? 'fait' : 'dedans'}`,
  'bel.co.ahead': (a) => {
    const how =
      a.t < needOf(a)
        ? `preneur ${a.t} < contrat ${contractNeed(a)}`
        : a.t > a.d
          ? `preneur ${a.t} ≥ contrat ${contractNeed(a)} et devant la défense ${a.t} > ${a.d}`
          : `preneur ${a.t} ≥ contrat ${contractNeed(a)} mais pas devant la défense ` +
            `${a.t} ${a.t === a.d ? '=' : '<'} ${a.d}`;
    return `${how}${nb(a.noBelote)} → ${RESULT[a.result]}${a.result === 'made' && a.t === a.d ? ' (litige made)' : ''}`;
  },
  'bel.co.multiplier': (a) =>
    `${a.modifier} ×${a.m}${a.bidOnly ? ' sur le contrat seulement (coinched-value bid-only)' : ''}`,
  'bel.co.contract': (a) => `contrat ${contractWord(a.value)}`,
  'bel.co.announced': (a) =>
    `décompte aux points annoncés : le contrat ${contractWord(a.value)} seul, ` +
    `${a.made ? 'au preneur' : 'à la défense'}`,
  'bel.co.flat': (a) =>
    `capot-scoring flat : le contrat ${contractWord(a.value)} seul, sans cartes, dix de der ni annonces`,
  'bel.co.formula': (a) => formulaText(a, (w) => PART[w]),
  'bel.co.equals': (a, f) => `${f.t(a.formula)} = ${f.num(a.value)}`,
  'bel.co.belote-after': (a) => (a.bracket ? 'belote ajoutée après la parenthèse' : 'belote ajoutée après'),
  'bel.co.defence-keeps': (a) => (a.belote ? 'la défense ne garde que sa belote' : 'la défense ne marque rien'),
  'bel.co.taker-keeps': (a) => (a.belote ? 'le preneur ne garde que sa belote' : 'le preneur ne marque rien'),

  'bel.pot.held': (a) =>
    `litige : ${a.held} points mis en réserve${a.now !== undefined ? ` (${a.now} en réserve désormais)` : ''}`,
  'bel.pot.won': () => 'points en réserve remportés',
  'bel.rounded': (a, f) => `${a.complement ? 'complément' : 'arrondi'} ${f.num(a.from)} → ${f.num(a.to)}`,

  'bel.term': (a) => TERM[a.what],
  'bel.term.scaled': (a) => `(${a.raw} × 162/258)`,
  'bel.working': (a, f) => {
    const words = a.terms.length ? a.terms.map((t) => `${t.points} ${f.t(t.label)}`).join(' + ') : 'rien';
    return a.rounded ? `${words}, arrondi ${a.rounded.from} → ${a.rounded.to}` : words;
  },

  'bel.ann.name': (a) => frenchAnnouncement(a.label),
  'bel.ann.cancel': (a, f) =>
    `${f.t(a.a)} = ${f.t(a.b)} : meilleures annonces égales, elles s’annulent et aucune ne compte`,
  'bel.ann.beats': (a, f) =>
    `${f.t(a.winner)} bat ${f.t(a.loser)} (${
      a.why === 'carre'
        ? 'un carré bat n’importe quelle séquence'
        : a.why === 'value'
          ? 'valeur plus haute'
          : 'carré plus haut'
    })`,
  'bel.ann.sevens': (a) => `« ${a.item} » : un carré de 7 ou de 8 ne vaut rien, ce n’est donc pas une annonce.`,
  'bel.ann.bad-carre': (a) =>
    `« ${a.item} » n’est pas une annonce ; les carrés sont carré-valets, carré-neuf, carré-as, carré-dix, ` +
    `carré-rois et carré-dames.`,
  'bel.ann.bad-value': (a) =>
    `${a.item} n’est pas une valeur d’annonce : elles valent 20, 50, 100 (suites) et 100, 150, 200 (carrés).`,
  'bel.ann.unknown': (a) =>
    `« ${a.item} » n’est pas une annonce ; écrivez tierce, cinquante, cent, carré-valets, carré-neuf, carré-as, ` +
    `carré-dix, carré-rois, carré-dames ou une valeur.`,

  'bel.recorded': () => 'comptée telle qu’écrite',
  'bel.pot.stays-open': (a) =>
    `les ${a.pot} points en réserve (litige) restent en attente : une donne notée par sa seule marque ne dit ` +
    'pas qui l’a gagnée',
  'bel.game-over': (a, f) =>
    `${a.winner} a gagné la partie ${a.game} (${f.num(a.totals[0])} à ${f.num(a.totals[1])}) ; ` +
    `cette donne commence la partie ${a.game + 1} et les cumuls repartent de 0${
      a.pot > 0
        ? ` ; les ${a.pot} points en réserve (litige) vont au gagnant de cette donne ` +
          '(FFB-B §10.1.3 : la donne suivante)'
        : ''
    }.`,
  'bel.end.wins': (a, f) => `${a.team} atteint ${f.num(a.total)} ≥ ${f.num(a.target)} : gagne la partie ${a.game}`,
  'bel.end.deals': (a, f) =>
    `après ${a.deals} ${f.plural(a.deals, 'donne', 'donnes')}, ${a.team} a plus de points ` +
    `(${f.num(a.total)} à ${f.num(a.other)}) : gagne la partie ${a.game}`,
  'bel.end.belote-only': (a, f) =>
    `${a.team} n’atteint ${f.num(a.total)} que grâce à sa belote : pas encore gagné (belote-only-win off)`,
  'bel.end.no-trick': (a) =>
    `${a.team} n’a fait aucun pli dans cette donne : toujours pas gagné ` +
    `(belote-only-win off demande une donne avec un pli)`,
  'bel.end.both': (a, f) => `les deux équipes ont atteint ${f.num(a.target)} ; le plus haut cumul l’emporte`,
  'bel.end.tie': (a, f) =>
    a.lastContract
      ? `égalité à ${f.num(a.total)} : les gagnants du dernier contrat l’emportent (end-tie last-contract)`
      : `égalité à ${f.num(a.total)} : une donne de plus décide (end-tie another-round)`,
  'bel.end.notes': (a, f) => a.notes.map((n) => f.t(n)).join(' ; '),
};
