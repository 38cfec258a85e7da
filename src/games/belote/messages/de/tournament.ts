// German texts of Belote and Coinche in a concours (see ../en/tournament.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { tournament as en } from '../en/tournament';

const STAT: Record<string, string> = {
  deals: 'Spiele',
  'deals-won': 'Spiele gewonnen',
  contracts: 'Kontrakte',
  made: 'erfüllt',
};

export const tournament: DomainCatalog<typeof en> = {
  'belote.tournament.stat': (a) => STAT[a.key] ?? a.key,
  'tournament.partie-open': (a, f) =>
    `Die Partie ist nicht zu Ende: ${f.plural(a.games, 'ein Spiel', `${a.games} Spiele`)}` +
    `${a.deals ? ` von ${a.deals} (\`set deals ${a.deals}\`)` : ', und kein Team hat das Ziel erreicht'}. ` +
    'Schreibe `zeit`, wenn die Zeit sie beendet hat.',
  'tournament.partie-over': () => 'Die Partie ist schon zu Ende: dieses Spiel gehört zu keiner Partie.',
};
