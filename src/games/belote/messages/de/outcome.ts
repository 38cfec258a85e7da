// German texts of the Belote and Coinche short forms of paper sheets (see en/outcome.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { outcome as en } from '../en/outcome';
import { team } from '../examples';

const DEAL: Record<string, string> = {
  clubs: 'ein Spiel mit Trumpf Kreuz',
  spades: 'ein Spiel mit Trumpf Pik',
  hearts: 'ein Spiel mit Trumpf Herz',
  diamonds: 'ein Spiel mit Trumpf Karo',
  'no-trump': 'ein Sans-Atout-Spiel',
  'all-trump': 'ein Tout-Atout-Spiel',
};
const deal = (trump: string) => DEAL[trump] ?? 'dieses Spiel';

export const outcome: DomainCatalog<typeof en> = {
  // Belote / Coinche: Kurzformen
  'be.cards.with-der': (a) =>
    `cards ${a.a} + ${a.b} = ${a.a + a.b} sind die ${a.deal} des Spiels + 10: gelesen als Augen mit den 10 ` +
    'für den letzten Stich (dix de der); `last` ist also nicht nötig, und die 10 zählen nicht noch einmal.',
  'be.points.sum': (a) =>
    `points ${a.a} + ${a.b} = ${a.a + a.b}, aber ${deal(a.trump)} hat ${a.deal} + 10 für den letzten Stich = ` +
    `${a.deal + 10}.`,
  'be.cards.sum': (a) => `cards ${a.a} + ${a.b} = ${a.a + a.b}, ${deal(a.trump)} hat ${a.deal}`,
  'be.cards.too-many': (a) => `cards ${a.value} ist mehr, als ${deal(a.trump)} hat (${a.deal})`,
  'be.cards.negative': () => 'Augen können nicht negativ sein.',
  'be.cards.bare-range': (a) => `cards ${a.value}: ${deal(a.trump)} hat 0 bis ${a.deal} Augen`,
  'be.cards.bare-no-taker': () =>
    '`cards N` gibt die Augen des Teams des Preneurs, aber in diesem Spiel steht nicht, wer der Preneur ist.',
  'expect.cards-taker': () => 'die Augen des Teams des Preneurs',
  'usage.points': (a) =>
    `\`points ${team(a.ex, 0)} 102 ${team(a.ex, 1)} 60\` ` +
    '(Punkte mit den 10 für den letzten Stich; ein Team darf fehlen)',
  'missing-argument.points': (a, f) => `Wessen Punkte? Schreibe ${f.t(a.usage)}.`,
};
