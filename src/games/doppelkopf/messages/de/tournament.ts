// German texts of Doppelkopf in a tournament (see ../en/tournament.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { tournament as en } from '../en/tournament';

/** Doppelkopf's statistics in a tournament's standings (src/games/doppelkopf/tournament.ts). */
const STAT: Record<string, string> = {
  'schwarz-for': 'schwarz gespielt',
  'schwarz-against': 'schwarz verloren',
  solos: 'Soli',
  'solos-won': 'Soli gewonnen',
  penalties: 'Strafen',
  'penalty-points': 'Strafpunkte',
};

export const tournament: DomainCatalog<typeof en> = {
  'dk.tournament.stat': (a) => STAT[a.key] ?? a.key,
  'tournament.series-switch': () =>
    'Im Turnier ist jede Tischliste eine Serie, und Pflichtsoli sind pro Liste fällig: lass `set series` weg.',
  'tournament.after-timeout': (a) =>
    `Dieses Spiel steht nach \`zeit\` in Zeile ${a.line}: ist die Zeit der Serie abgelaufen, entfallen die ` +
    'restlichen normalen Spiele, und nur noch vorgeführte Pflichtsoli (`pflicht vorgeführt`) dürfen folgen.',
};
