// French texts of Belote's and Coinche's lines as the parser reads them (src/games/belote/syntax): the problems
// and the usage phrases only these games' sheets have (see ../en/syntax.ts).

import type { CatalogOf } from '../../../../messages/catalog';
import type { syntax as en } from '../en/syntax';
import { player, team as teamOf, type Ex } from '../../../../messages/examples';

/** A Belote player or team: the file's own names, else the French compass (Nord, Est, Sud, Ouest). */
const B = (ex: Ex | undefined, i: number) =>
  ex?.players?.[i] ? player(ex, i) : (['Nord', 'Est', 'Sud', 'Ouest'][i] ?? `J${i + 1}`);
const team = (ex: Ex | undefined, i: 0 | 1) => teamOf(ex, i, ['Nord-Sud', 'Est-Ouest']);
const TRUMPS = 'trèfle, pique, cœur, carreau, sans-atout (SA) ou tout-atout (TA)';
const CONTRACT = (ex?: Ex) =>
  `\`contrat JOUEUR VALEUR COULEUR [contre|surcontre]\`, par ex. \`contrat ${B(ex, 2)} 90 pique contre\``;
const TITLES = { belote: 'Belote', coinche: 'Coinche' } as const;

export const syntax: CatalogOf<typeof en> = {
  'player-count.belote': (a) =>
    `La ${TITLES[a.game].toLowerCase()} se joue à exactement 4 joueurs (partenaires face à face) ; ` +
    `${a.count} sont indiqués.`,
  'missing-argument.team': (a) =>
    `Quelle équipe ${
      a.kind === 'last' ? 'a fait le dernier pli' : a.kind === 'belote' ? 'avait belote-rebelote' : 'a fait les 8 plis'
    } ? Écrivez l’équipe ou l’un de ses joueurs, par ex. \`${a.keyword} ${B(a.ex, 2)}\`.`,
  'bad-contract.modifier': (a) => `« ${a.text} » n’est pas une coinche ; attendu : contre ou surcontre (ou rien).`,

  'bad-contract.modifier-suggest': (a, f) =>
    `« ${a.text} » n’est pas une coinche ; ${f.t(a.hint)} Attendu : contre ou surcontre (ou rien).`,
  'bad-contract.value': (a) =>
    `« ${a.text} » n’est pas une valeur de contrat ; attendu : un nombre (80, 90, 100… de 10 en 10), capot ` +
    'ou générale.',
  'bad-trump.suggest': (a, f) => `« ${a.text} » n’est pas un atout ; ${f.t(a.hint)} Attendu : ${TRUMPS}.`,
  'missing-argument.announce-belote': (a) =>
    `Qui a annoncé ? Écrivez \`annonce ${B(a.ex, 2)} tierce\` ou \`annonce ${team(a.ex, 0)} cinquante\`.`,
  'missing-argument.announcement': () =>
    'Quelle annonce ? Ajoutez par ex. tierce, cinquante, cent, carré-valets ou une valeur comme 50.',
  'missing-argument.contract': (a) => `Le contrat de qui ? Écrivez ${CONTRACT(a.ex)}.`,
  'missing-argument.contract-trump': (a) => `L’atout du contrat manque ; écrivez ${CONTRACT(a.ex)}.`,
  'missing-argument.contract-value': (a) => `La valeur du contrat manque ; écrivez ${CONTRACT(a.ex)}.`,
  'missing-argument.generale': (a) => `Qui a fait seul les 8 plis ? Écrivez par ex. \`générale ${B(a.ex, 2)}\`.`,
  'missing-argument.rules-belote': () => 'Quelles règles ? Écrivez `règles maison` ou `règles officielles`.',
  'missing-argument.taker': (a) => `Qui a pris ? Écrivez par ex. \`preneur ${B(a.ex, 2)}\`.`,
  'missing-argument.trump': () => `Quel atout ? Écrivez ${TRUMPS}.`,
  'usage.cards-belote': (a) =>
    `\`cartes ${team(a.ex, 0)} 90 ${team(a.ex, 1)} 62\` (une équipe peut manquer), ou \`cartes 90\` pour ` +
    'l’équipe du preneur',
  'usage.contract': (a) => CONTRACT(a.ex),

  'usage.score-belote': (a) =>
    `des équipes et des points, par ex. \`${a.keyword} ${team(a.ex, 0)} 100 ${team(a.ex, 1)} 82\``,
  'usage.team': (a) => `\`${a.keyword}\` prend une équipe ou un joueur${a.belote ? ' (une ligne par belote)' : ''}`,
  'usage.trump': (a) => `\`${a.keyword}\` prend une couleur`,
  'suggest.word': (a) => `vouliez-vous dire \`${a.form}\`${a.form === a.canonical ? '' : ` (${a.canonical})`} ?`,
  'bad-trump': (a) => `« ${a.text} » n’est pas un atout ; attendu : ${TRUMPS}.`,
};
