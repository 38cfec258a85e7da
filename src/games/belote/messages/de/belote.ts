// German texts of a Belote/Coinche round's one-line summary.

import type { DomainCatalog } from '../../../../messages/message';
import type { BeloteHead, BeloteMissing, belote as en } from '../en/belote';

const OUTCOME: Record<BeloteHead, string> = { made: 'erfüllt', failed: 'verloren', litige: 'Litige', capot: 'Capot' };
export const MISSING: Record<BeloteMissing, string> = {
  'missing-taker': 'den Preneur (eine Zeile „taker“)',
  'missing-trump': 'den Trumpf (eine Zeile „trump“)',
  'missing-contract': 'den Kontrakt (eine Zeile „contract“)',
  'missing-cards': 'die Augen (eine Zeile „cards“ oder „capot“)',
  'missing-last': 'die Angabe, wer den letzten Stich gemacht hat (eine Zeile „last“)',
};

export const belote: DomainCatalog<typeof en> = {
  'bel.summary': (a, f) =>
    [f.t(a.head), a.scores, a.pot ? `Reserve ${a.pot}` : '', a.winner ? `${a.winner} gewinnt Partie ${a.game}` : '']
      .filter(Boolean)
      .join(' · '),
  'bel.head.scored': (a, f) => `${f.t(a.headline)} ${OUTCOME[a.outcome]}`.trim(),
  'bel.head.unscored': () => 'nicht gewertet',
  'bel.head.recorded': (a, f) => `${f.t(a.headline)} notiert`.trim(),
  'bel.head.example': () => 'Stichbeispiel, nicht gewertet',
  'bel.head.needs': (a) => `nicht gewertet: braucht noch ${a.missing.map((m) => MISSING[m]).join(', ')}`,
  'bel.head.no-facts': () => 'noch keine Angaben',
  'import.takes.belote': () => 'Belote und Coinche 2 Teams',
  'import.columns.belote': () => 'Belote/Coinche: je Team',
  'help.settle.belote': () => 'jede Partie mit ihrem Sieger (Belote/Coinche)',
  'help.stats.belote': () =>
    'Belote/Coinche, pro Team und pro Spieler: Kontrakte genommen, erfüllt, verloren, Litiges, gecoincht, ' +
    'Capots, Schnitt pro Spiel.',
};
