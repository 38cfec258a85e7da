// French texts of Belote and Coinche in a concours (see ../en/tournament.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { tournament as en } from '../en/tournament';

const STAT: Record<string, string> = {
  deals: 'donnes',
  'deals-won': 'donnes gagnées',
  contracts: 'contrats',
  made: 'réussis',
};

export const tournament: DomainCatalog<typeof en> = {
  'belote.tournament.stat': (a) => STAT[a.key] ?? a.key,
  'tournament.partie-open': (a, f) =>
    `La partie n’est pas finie : ${f.plural(a.games, 'une donne', `${a.games} donnes`)}` +
    `${a.deals ? ` sur ${a.deals} (\`set deals ${a.deals}\`)` : ' et aucune équipe n’a atteint l’objectif'}. ` +
    'Écrivez `temps` si le temps l’a arrêtée.',
  'tournament.partie-over': () => 'La partie est déjà finie : cette donne n’appartient à aucune partie.',
};
