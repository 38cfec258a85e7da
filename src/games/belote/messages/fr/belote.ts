// French texts of a Belote/Coinche round's one-line summary.

import type { DomainCatalog } from '../../../../messages/message';
import type { BeloteHead, BeloteMissing, belote as en } from '../en/belote';

const OUTCOME: Record<BeloteHead, string> = { made: 'fait', failed: 'dedans', litige: 'litige', capot: 'capot' };
export const MISSING: Record<BeloteMissing, string> = {
  'missing-taker': 'le preneur (une ligne « preneur »)',
  'missing-trump': 'l’atout (une ligne « atout »)',
  'missing-contract': 'le contrat (une ligne « contrat »)',
  'missing-cards': 'les points (une ligne « cartes », ou « capot »)',
  'missing-last': 'le dix de der (une ligne « der »)',
};

export const belote: DomainCatalog<typeof en> = {
  'bel.summary': (a, f) =>
    [f.t(a.head), a.scores, a.pot ? `réserve ${a.pot}` : '', a.winner ? `${a.winner} gagne la partie ${a.game}` : '']
      .filter(Boolean)
      .join(' · '),
  'bel.head.scored': (a, f) => `${f.t(a.headline)} ${OUTCOME[a.outcome]}`.trim(),
  'bel.head.unscored': () => 'non comptée',
  'bel.head.recorded': (a, f) => `${f.t(a.headline)} notée`.trim(),
  'bel.head.example': () => 'exemple de pli, non compté',
  'bel.head.needs': (a) => `non comptée : il manque ${a.missing.map((m) => MISSING[m]).join(', ')}`,
  'bel.head.no-facts': () => 'pas encore de faits',
  'import.takes.belote': () => 'la belote et la coinche à 2 équipes',
  'import.columns.belote': () => 'belote, coinche : par équipe',
  'help.settle.belote': () => 'chaque partie avec son gagnant (belote, coinche)',
  'help.stats.belote': () =>
    'Belote et coinche, par équipe et par joueur : contrats pris, faits, chutés, litiges, coinchés, capots, ' +
    'moyenne par donne.',
};
