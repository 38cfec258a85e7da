// French texts of `game points` (see en/points.ts).

import type { GameWords } from '../../../messages/gameWords';
import type { DomainCatalog } from '../../../messages/message';
import type { points as en } from './en';
import { player } from '../../../messages/examples';

export const points: DomainCatalog<typeof en> = {
  'help.settle.points': () => 'les parties qu’un objectif termine, l’argent, qui paie qui et le gagnant (points)',
  'help.stats.points': () =>
    'Points, par joueur : donnes, parties et parties gagnées, taux de victoire, moyenne par donne, meilleure ' +
    'donne, meilleure et pire soirée.',
  // Parser
  'pts.usage.score': (a) =>
    `joueurs et points, p. ex. \`${a.keyword} ${player(a.ex, 0)} 12 ${player(a.ex, 1)} 40 ${player(a.ex, 2)} 0\``,
  'pts.player-count': (a) => `Une feuille de points demande de 2 à 12 joueurs, pas ${a.count}.`,
  'pts.rules-missing': () =>
    'Quelles règles ? Écrivez `règles standard` (le seul préréglage ; les options font le reste).',

  // Engine checks
  'pts.missing-players': (a, f) =>
    `Aucun point noté pour ${f.list(a.players)} : ${f.plural(a.players.length, 'marque', 'marquent')} 0 cette donne.`,
  'pts.row-sum': (a, f) =>
    `La ligne fait ${f.signed(a.sum)}, mais sur une feuille à somme nulle (\`set zero-sum on\`) chaque ligne fait 0.`,
  'pts.empty-round': () => 'Cette donne n’a pas de ligne `marque` : elle ne compte pas.',
  'pts.score-twice': () => 'Une deuxième ligne `marque` dans cette donne : la dernière compte.',
  'pts.player-twice': (a) => `${a.player} figure deux fois sur cette ligne : le dernier nombre compte.`,
  'pts.total.mismatch': (a) =>
    `Cumul de ${a.player} noté ${a.stated}, calculé ${a.computed} (${a.before} avant + ${a.points} cette donne)`,
  'pts.total.fix': () => 'Écrire les cumuls calculés',
  'pts.game-over': (a) =>
    `La partie ${a.game} s’est terminée à la donne précédente (gagnée par ${a.winner}) : cette donne commence ` +
    `la partie ${a.game + 1}, et les cumuls repartent de 0.`,
  'pts.target-tie': (a, f) =>
    `L’objectif est atteint, mais ${f.list(a.players)} sont à égalité à ${a.total} : ` +
    'la partie continue jusqu’à ce que l’un mène.',

  // How a round reads
  'pts.summary': (a, f) => a.scores.map((s) => `${s.name} ${f.signedNum(s.points)}`).join(' · '),
  'pts.item.missing': (a) => `${a.player} : non noté, 0`,
  'pts.item.game-won': (a) =>
    `${a.winner} gagne la partie ${a.game} avec ${a.total} ` +
    (a.lowest ? `(plus petit cumul quand l’objectif ${a.target} a été dépassé)` : `(objectif ${a.target} atteint)`),
  'pts.item.new-game': (a) => `la partie ${a.game} commence : cumuls à partir de 0`,
  'pts.fact.game-won': (a) => `${a.winner} gagne la partie ${a.game}`,

  // The settlement
  'pts.rules.zero-sum': () => 'lignes à somme nulle',
  'pts.rules.lowest': () => 'le plus petit cumul gagne',
  'pts.rules.highest': () => 'le plus grand cumul gagne',
  'pts.rules.target': (a) => `objectif ${a.target}`,
  'pts.money.zero-sum': (a) => `Argent : le cumul de chaque joueur × ${a.stake} (une feuille à somme nulle).`,
  'pts.money.winner': (a) =>
    `Argent : chaque joueur paie au gagnant la différence des cumuls × ${a.stake}` +
    (a.games > 1 ? `, dans chacune des ${a.games} parties terminées.` : '.'),
  'pts.money.none': () => 'Aucune partie terminée : personne ne paie.',
  'pts.money.shared': (a, f) =>
    `${f.list(a.players)} partagent le meilleur cumul : ce que paient les autres est partagé entre eux.`,
  'pts.winner': (a) => `Gagnant : ${a.name}`,
  'pts.h.games': () => 'Parties',
  'pts.col.game': () => 'partie',
  'pts.col.rounds': () => 'donnes',
  'pts.col.winner': () => 'gagnant',
  'pts.col.best-round': () => 'meilleure donne',
  'pts.col.average': () => 'moyenne par donne',
  'pts.col.games-won': () => 'parties gagnées',
  'pts.game.running': () => 'en cours',
};

/** `game points` by name in French: its title, `game` word, switches and preset (src/messages/gameWords.ts). */
export const pointsWords: GameWords = {
  kinds: [{ kind: 'points', title: 'Points', word: 'points', noun: 'points' }],
  switchNames: {
    'zero-sum': 'Lignes à somme nulle',
    'lowest-wins': 'Le plus petit cumul gagne',
    target: 'Points qui terminent une partie',
  },
  switchValues: {
    target: {
      off: 'non (une seule partie)',
    },
  },
  presets: { standard: 'standard' },
};
