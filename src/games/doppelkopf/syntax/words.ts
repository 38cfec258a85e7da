// The words of Doppelkopf's lines with their German (and French) words: its directives, solo kinds, marriage words,
// announcement levels, special points, the penalty's `to`, parties and preset (score-format.md § "Native words").

import { w, type VocabularyEntry } from '../../../words/vocabulary';

declare module '../../../words/vocabulary' {
  /** The positions of Doppelkopf's lines where a word of the game is read. */
  interface WordClasses {
    /** `solo P KIND [duty [forced]]` */
    'solo-kind': true;
    duty: true;
    /** `marriage P with Q`, `marriage P alone` */
    marriage: true;
    /** `announce PARTY [LEVEL]` */
    level: true;
    /** `extras PARTY ITEM…` */
    extra: true;
    /** `penalty P N to Q [M]` */
    penalty: true;
    party: true;
  }
}

export const DOPPELKOPF_WORDS: readonly VocabularyEntry[] = [
  // Round directives
  w('directive', 're'),
  w('directive', 'solo'),
  w('directive', 'marriage', ['hochzeit']),
  w('directive', 'silent-marriage', ['stille-hochzeit']),
  w('directive', 'poverty', ['armut']),
  w('directive', 'out', ['aus', 'aussetzen']),
  w('directive', 'cards', ['augen']),
  w('directive', 'tricks', ['stiche'], ['plis']),
  w('directive', 'announce', ['ansage', 'absage', 'meldung']),
  w('directive', 'extras', ['sonderpunkte']),
  w('directive', 'bock'),
  w('directive', 'bock-trigger', ['bockauslöser']),
  w('directive', 'won', ['gewonnen'], ['gagné']),
  w('directive', 'penalty', ['strafe', 'strafpunkte'], ['pénalité']),
  // `solo P KIND [duty [forced]]`
  w('solo-kind', 'queens', ['damen', 'damensolo']),
  w('solo-kind', 'jacks', ['buben', 'bubensolo']),
  w('solo-kind', 'clubs', ['kreuz', 'kreuzsolo']),
  w('solo-kind', 'spades', ['pik', 'piksolo']),
  w('solo-kind', 'hearts', ['herz', 'herzsolo']),
  w('solo-kind', 'diamonds', ['karo', 'karosolo']),
  w('solo-kind', 'fleshless', ['fleischlos', 'fleischloser']),
  w('duty', 'duty', ['pflicht', 'pflichtsolo']),
  // A forced duty solo (Vorführung): alone it says duty too (`vorgeführt`, `pflicht vorgeführt`).
  w('duty', 'forced', ['vorgeführt'], ['forcé']),
  // `marriage P with Q` / `marriage P alone`
  w('marriage', 'with', ['mit']),
  w('marriage', 'alone', ['allein']),
  // `announce PARTY [LEVEL]`, `extras PARTY ITEM…`, parties
  w('level', 'no90', ['keine90', 'k90']),
  w('level', 'no60', ['keine60', 'k60']),
  w('level', 'no30', ['keine30', 'k30']),
  w('level', 'black', ['schwarz']),
  w('extra', 'fox', ['fuchs']),
  w('extra', 'karlchen', ['karlchen']),
  w('extra', 'doppelkopf', ['doppelkopf']),
  w('extra', 'fox-last-trick', ['fuchs-letzter-stich']),
  w('extra', 'fox-last', ['fuchs-am-ende']),
  w('extra', 'karlchen-caught', ['karlchen-gefangen']),
  w('extra', 'dulle-caught', ['dulle-gefangen']),
  w('extra', 'heart-trick', ['herzstich']),
  // `penalty P N to Q [M]`
  w('penalty', 'to', ['an'], ['à']),
  w('party', 're'),
  w('party', 'kontra'),
  // `rules PRESET` (which presets the game has is its rule table's: ../rules.ts)
  w('preset', 'ddv'),
];

/** The entries of `canonical` words of `cls`, in that order (a word without an entry is written as it is). */
export function doppelkopfWords(cls: VocabularyEntry['cls'], canonical: readonly string[]): VocabularyEntry[] {
  return canonical.map(
    (c) => DOPPELKOPF_WORDS.find((e) => e.cls === cls && e.canonical === c) ?? { cls, canonical: c, de: [], fr: [] },
  );
}
