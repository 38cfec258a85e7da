// Doppelkopf's terms in French that the engine's messages and the settlement view both say: decided here once
// (see en/terms.ts). The fleshless solo keeps its German name beside the French one, as the glossary says.

/** The solo kinds as they follow `solo` in French: `solo de dames`, `solo trèfle`, `solo sans atout (Fleischlos)`. */
export const SOLO_KIND_WORDS: Readonly<Record<string, string>> = {
  queens: 'de dames',
  jacks: 'de valets',
  clubs: 'trèfle',
  spades: 'pique',
  hearts: 'cœur',
  diamonds: 'carreau',
  fleshless: 'sans atout (Fleischlos)',
};

/** A solo by its kind on its own, as a sentence names it: `solo de dames`; `solo`. */
export const soloName = (kind?: string): string => (kind ? `solo ${SOLO_KIND_WORDS[kind] ?? kind}` : 'solo');
