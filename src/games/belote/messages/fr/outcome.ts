// French texts of the Belote and Coinche short forms of paper sheets (see en/outcome.ts).

import type { DomainCatalog } from '../../../../messages/message';
import type { outcome as en } from '../en/outcome';
import { team } from '../examples';

const DEAL: Record<string, string> = {
  clubs: 'une donne à trèfle',
  spades: 'une donne à pique',
  hearts: 'une donne à cœur',
  diamonds: 'une donne à carreau',
  'no-trump': 'une donne à sans-atout',
  'all-trump': 'une donne à tout-atout',
};
const deal = (trump: string) => DEAL[trump] ?? 'cette donne';

export const outcome: DomainCatalog<typeof en> = {
  // Belote / Coinche : formes courtes
  'be.cards.with-der': (a) =>
    `cartes ${a.a} + ${a.b} = ${a.a + a.b}, soit les ${a.deal} de la donne + 10 : lu comme les points de cartes ` +
    'avec le dix de der ; `der` est donc inutile et les 10 ne sont pas comptés deux fois.',
  'be.points.sum': (a) =>
    `points ${a.a} + ${a.b} = ${a.a + a.b}, mais ${deal(a.trump)} compte ${a.deal} + 10 de der = ${a.deal + 10}.`,
  'be.cards.sum': (a) => `cartes ${a.a} + ${a.b} = ${a.a + a.b}, ${deal(a.trump)} compte ${a.deal}`,
  'be.cards.too-many': (a) => `cartes ${a.value} : c’est plus que ce que compte ${deal(a.trump)} (${a.deal})`,
  'be.cards.negative': () => 'Les points de cartes ne peuvent pas être négatifs.',
  'be.cards.bare-range': (a) => `cartes ${a.value} : ${deal(a.trump)} compte de 0 à ${a.deal} points de cartes`,
  'be.cards.bare-no-taker': () =>
    '`cartes N` donne les points de cartes de l’équipe du preneur, mais cette donne ne dit pas qui a pris.',
  'expect.cards-taker': () => 'les points de cartes de l’équipe du preneur',
  'usage.points': (a) =>
    `\`points ${team(a.ex, 0)} 102 ${team(a.ex, 1)} 60\` ` +
    '(les points avec le dix de der ; une équipe peut manquer)',
  'missing-argument.points': (a, f) => `Les points de qui ? Écrivez ${f.t(a.usage)}.`,
};
