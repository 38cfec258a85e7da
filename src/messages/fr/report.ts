// French texts of the reports: settlement tables and their headings, `explain`'s working.

import type { DomainCatalog } from '../message';
import type { report as en } from '../en/report';

/** A round's outcome of every game's as the CSV's outcome column says it; a game's own are its words (game.outcome). */
const OUTCOME: Record<string, string> = {
  recorded: 'notée',
  unscored: 'non comptée',
};

export const report: DomainCatalog<typeof en> = {
  'report.no-game': () => 'Aucun jeu : le fichier n’a pas de ligne « game ».',
  'report.no-rounds': () => 'Pas encore de donne : la feuille a un en-tête mais aucune ligne « donne ».',
  'report.rules': (a) =>
    `${a.preset}${a.switches.length ? ` ; ${a.switches.join(' ; ')}` : ''}` +
    `${a.stake ? ` ; mise ${a.stake} par point` : ''}`,
  'report.rules-target': (a) => `${a.preset}, objectif ${a.target}`,
  'report.legend': () => 'Chaque case : les points de la donne, puis le cumul entre parenthèses.',
  'report.no-stake': () => 'Aucune mise : pas d’argent à régler.',
  'report.nobody-pays': () => 'Personne ne paie personne.',
  'report.pays': (a) => `${a.from} paie ${a.amount} à ${a.to}`,
  'report.top': (a) => `En tête de la feuille : ${a.name}`,
  'report.winner-last-game': (a) => `Vainqueur de la dernière partie terminée : ${a.name}`,
  'report.h.rounds': () => 'Donnes',
  'report.h.totals': () => 'Totaux',
  'report.h.who-pays': () => 'Qui paie qui',
  'report.h.players': () => 'Joueurs',
  'report.h.games': () => 'Parties',
  'report.h.money-per-game': (a) => `Argent (${a.stake} par partie gagnée)`,
  'report.col.round': () => 'donne',
  'report.col.game': () => 'jeu',
  'report.col.total': () => 'total',
  'report.col.total-of': (a) => `total ${a.name}`,
  'report.col.money': () => 'argent',
  'report.col.outcome': () => 'issue',
  'report.col.summary': () => 'résumé',
  'report.col.result': () => 'résultat',
  'report.col.from': () => 'de',
  'report.col.to': () => 'à',
  'report.col.amount': () => 'montant',
  'report.col.player': () => 'joueur',
  'report.col.games': () => 'donnes',
  'report.col.wins': () => 'gagnées',
  'report.col.first-round': () => 'première donne',
  'report.col.last-round': () => 'dernière donne',
  'report.col.rounds': () => 'donnes',
  'report.col.winner': () => 'vainqueur',
  'report.col.team': () => 'équipe',
  'report.col.balance': () => 'solde',
  'report.game.none': () => 'aucun',
  'report.outcome': (a, f) => OUTCOME[a.outcome] ?? f.t({ id: 'game.outcome', args: { outcome: a.outcome } }),
  'report.game.in-progress': () => 'en cours',

  'explain.round': (a) => `Donne ${a.index} (ligne ${a.line}) : ${a.summary}`,
  'explain.out': (a, f) => `${a.players.join(', ')} ${f.plural(a.players.length, 'ne joue pas', 'ne jouent pas')} : 0`,
  'explain.trick': (a) =>
    `pli ${a.number} (ligne ${a.line}) : ` +
    `${a.working ?? 'pas de gagnant (le pli est incomplet ou l’atout inconnu)'}`,
  'explain.scores': (a) => `marque : ${a.scores}`,
  'explain.running': (a) => `cumul :  ${a.scores}`,
  'explain.not-scored-tricks': () => 'non comptée (les plis sont vérifiés un par un ; voir le résumé ci-dessus)',
  'explain.not-scored': (a) => `non comptée${a.facts ? ' (des faits manquent ; voir check)' : ''}`,
  'explain.errors': (a, f) => `${a.errors} ${f.plural(a.errors, 'erreur', 'erreurs')} dans cette donne (voir check)`,
};
