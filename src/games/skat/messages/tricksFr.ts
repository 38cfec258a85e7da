// French texts of Skat played pli par pli (see tricksEn.ts); Skat's terms (Augen, Spitzen, mit/ohne) stay German.

import type { DomainCatalog } from '../../../messages/message';
import type { skatTricks as en } from './tricksEn';

type Spitzen = { mit: boolean; n: number };
const spitzen = (s: Spitzen) => `${s.mit ? 'mit' : 'ohne'} ${s.n}`;

export const skatTricks: DomainCatalog<typeof en> = {
  'skat.tricks.deck': () => '32 cartes, chacune une fois, dont deux au skat',
  'skat.tricks.in-skat': () => 'au skat',
  'skat.tricks.source': () => 'Skat : fournir ; les valets, et à la couleur la couleur d’atout, sont atouts',
  'skat.tricks.source-null': () => 'Skat Null : fournir ; pas d’atout, le valet dans sa couleur',
  'skat.tricks.spitzen': (a) =>
    `Les cartes du déclarant et le skat (${a.cards.join(' ')}) donnent ${spitzen(a.derived)}, ` +
    `pas ${spitzen(a.stated)}.`,
  'skat.tricks.cards': (a) =>
    `Les plis donnent ${a.derived} Augen au déclarant (les ${a.skat} du skat compris), pas ${a.stated}.`,
  'skat.tricks.tricks': (a) => `Le déclarant fait ${a.derived} des 10 plis, pas ${a.stated}.`,
  'skat.tricks.example': (a) =>
    `${a.n} des 10 plis : chacun est vérifié seul (gagnant, Augen, carte permise) ; la donne n’est pas comptée.`,
};
