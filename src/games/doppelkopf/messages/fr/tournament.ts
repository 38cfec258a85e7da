// French texts of Doppelkopf in a tournament (see ../en/tournament.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { tournament as en } from '../en/tournament';

/** Doppelkopf's statistics in a tournament's standings (src/games/doppelkopf/tournament.ts). */
const STAT: Record<string, string> = {
  'schwarz-for': 'schwarz faits',
  'schwarz-against': 'schwarz subis',
  solos: 'solos',
  'solos-won': 'solos gagnés',
  penalties: 'pénalités',
  'penalty-points': 'points de pénalité',
};

export const tournament: DomainCatalog<typeof en> = {
  'dk.tournament.stat': (a) => STAT[a.key] ?? a.key,
  'tournament.series-switch': () =>
    'Dans un tournoi, chaque feuille de table est une série, et les Pflichtsoli sont dus par feuille : retirez ' +
    '`set series`.',
  'tournament.after-timeout': (a) =>
    `Ce jeu vient après le \`temps\` de la ligne ${a.line} : une fois la série arrêtée par le temps, les jeux ` +
    'normaux restants sont rayés et seuls des Pflichtsoli forcés (`pflicht forcé`) peuvent suivre.',
};
