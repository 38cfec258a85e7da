// The words of Skat's lines with their German words (rules/skat.md "Round syntax"): its directives, the games a
// declarer line names, the parts of that line (mit/ohne, Hand, ouvert), the announcements and its presets.

import { w, type VocabularyEntry } from '../../../words/vocabulary';

declare module '../../../words/vocabulary' {
  /** The positions of Skat's lines where a word of the game is read. */
  interface WordClasses {
    /** `declarer P KIND …`: clubs, spades, hearts, diamonds, grand, null */
    'skat-game': true;
    /** `declarer P KIND [with N | without N] [hand] [ouvert]` */
    'skat-part': true;
    /** `announce schneider|schwarz`, `schneider angesagt` */
    'skat-level': true;
  }
}

export const SKAT_WORDS: readonly VocabularyEntry[] = [
  // Round directives
  w('directive', 'declarer', ['alleinspieler']),
  w('directive', 'with', ['mit']),
  w('directive', 'without', ['ohne']),
  w('directive', 'ouvert', ['offen']),
  w('directive', 'announce', ['ansage']),
  w('directive', 'bid', ['gereizt']),
  w('directive', 'cards', ['augen']),
  w('directive', 'tricks', ['stiche']),
  w('directive', 'skat'),
  w('directive', 'schneider'),
  w('directive', 'schwarz'),
  w('directive', 'won', ['gewonnen']),
  w('directive', 'lost', ['verloren']),
  w('directive', 'overbid', ['überreizt']),
  w('directive', 'passed', ['eingepasst']),
  w('directive', 'kontra'),
  w('directive', 're'),
  w('directive', 'supra'),
  w('directive', 'spitze'),
  w('directive', 'bock'),
  w('directive', 'seeger', ['wertung']),
  w('directive', 'won-lost', ['gewonnen-verloren']),
  w('directive', 'ramsch'),
  w('directive', 'jungfrau'),
  w('directive', 'durchmarsch'),
  w('directive', 'loser', ['verlierer']),
  w('directive', 'pushed', ['geschoben']),
  w('directive', 'last-trick', ['letzter-stich']),
  // `declarer P KIND …`
  w('skat-game', 'clubs', ['kreuz']),
  w('skat-game', 'spades', ['pik']),
  w('skat-game', 'hearts', ['herz']),
  w('skat-game', 'diamonds', ['karo']),
  w('skat-game', 'grand'),
  w('skat-game', 'null'),
  w('skat-part', 'with', ['mit']),
  w('skat-part', 'without', ['ohne']),
  w('skat-part', 'hand'),
  w('skat-part', 'ouvert', ['offen']),
  w('skat-part', 'revolution'),
  w('skat-part', 'overbid', ['überreizt']),
  w('skat-level', 'schneider'),
  w('skat-level', 'schwarz'),
  w('skat-level', 'announced', ['angesagt']),
  // `rules PRESET` (which presets the game has is its rule table's: ../rules.ts)
  w('preset', 'isko'),
  w('preset', 'tournament', ['turnier']),
  w('preset', 'pub', ['kneipe']),
];
