// Doppelkopf's terms in German that the engine's messages and the settlement view both say: decided here once
// (see en/terms.ts).

/** The solo kinds as German tables name them: the first part of `Damensolo`; the fleshless solo is `Fleischloser`. */
export const SOLO_KIND_WORDS: Readonly<Record<string, string>> = {
  queens: 'Damen',
  jacks: 'Buben',
  clubs: 'Kreuz',
  spades: 'Pik',
  hearts: 'Herz',
  diamonds: 'Karo',
  fleshless: 'Fleischloser',
};

/** A solo by name: `Damensolo`, `Karosolo`, but `Fleischloser` (as players say it, not „Fleischlossolo“); `Solo`. */
export const soloName = (kind?: string): string =>
  !kind ? 'Solo' : kind === 'fleshless' ? 'Fleischloser' : `${SOLO_KIND_WORDS[kind] ?? kind}solo`;
