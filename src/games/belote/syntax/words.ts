// The words of Belote's and Coinche's lines with their French (and German) words: their directives, trumps,
// contracts, announcements and presets (score-format.md § "Native words").

import { w, type VocabularyEntry } from '../../../words/vocabulary';

declare module '../../../words/vocabulary' {
  /** The positions of Belote's and Coinche's lines where a word of the game is read. */
  interface WordClasses {
    /** `trump SUIT`, `contract P VALUE SUIT` */
    trump: true;
    /** `contract P VALUE SUIT [coinche|surcoinche]` */
    contract: true;
    modifier: true;
    /** `announce TEAM ITEM…` */
    announcement: true;
  }
}

export const BELOTE_WORDS: readonly VocabularyEntry[] = [
  // Round directives
  w('directive', 'cards', [], ['cartes']),
  w('directive', 'announce', [], ['annonce']),
  w('directive', 'points'),
  w('directive', 'taker', [], ['preneur']),
  w('directive', 'trump', [], ['atout']),
  w('directive', 'contract', [], ['contrat']),
  w('directive', 'last', [], ['der', 'dix-de-der']),
  w('directive', 'belote', [], ['belote', 'belote-rebelote', 'rebelote']),
  w('directive', 'capot'),
  w('directive', 'generale', [], ['générale']),
  // `trump SUIT`, `contract P VALUE SUIT [coinche|surcoinche]`, `announce TEAM ITEM…`
  w('trump', 'clubs', ['kreuz'], ['trèfle']),
  w('trump', 'spades', ['pik'], ['pique']),
  w('trump', 'hearts', ['herz'], ['cœur']),
  w('trump', 'diamonds', ['karo'], ['carreau']),
  w('trump', 'no-trump', [], ['sa', 'sans-atout']),
  w('trump', 'all-trump', [], ['ta', 'tout-atout']),
  w('contract', 'capot', [], ['capot']),
  w('contract', 'generale', [], ['générale']),
  w('modifier', 'coinche', [], ['contre']),
  w('modifier', 'surcoinche', [], ['surcontre']),
  w('announcement', 'tierce', [], ['tierce']),
  w('announcement', 'fifty', [], ['cinquante', 'quarte']),
  w('announcement', 'hundred', [], ['cent', 'quinte']),
  w('announcement', 'four-jacks', [], ['carré-valets']),
  w('announcement', 'four-nines', [], ['carré-neuf']),
  w('announcement', 'four-aces', [], ['carré-as']),
  w('announcement', 'four-tens', [], ['carré-dix']),
  w('announcement', 'four-kings', [], ['carré-rois']),
  w('announcement', 'four-queens', [], ['carré-dames']),
  // `rules PRESET` (which presets the game has is its rule table's: ../rules.ts)
  w('preset', 'house', ['haus'], ['maison']),
  w('preset', 'official', ['offiziell'], ['officielles', 'officiel', 'ffb']),
];
