// English texts of Skat played trick by trick (src/games/skat/steps/tricks.ts): the skat as the deal's two cards laid
// aside, the rule a card broke, and the facts the tricks contradict. German and French: tricksDe.ts, tricksFr.ts.

type Spitzen = { mit: boolean; n: number };
const spitzen = (s: Spitzen) => `${s.mit ? 'with' : 'without'} ${s.n}`;

export const skatTricks = {
  'skat.tricks.deck': () => '32 cards, each once, two of them in the skat',
  'skat.tricks.in-skat': () => 'in the skat',
  'skat.tricks.source': () => 'Skat: follow suit; the jacks, and in a suit game the trump suit, are trumps',
  'skat.tricks.source-null': () => 'Skat Null: follow suit; no trumps, the jack in its suit',
  'skat.tricks.spitzen': (a: { stated: Spitzen; derived: Spitzen; cards: readonly string[] }) =>
    `The declarer’s cards and the skat (${a.cards.join(' ')}) make ${spitzen(a.derived)}, not ${spitzen(a.stated)}.`,
  'skat.tricks.cards': (a: { stated: number; derived: number; skat: number }) =>
    `The tricks give the declarer ${a.derived} Augen (the skat’s ${a.skat} included), not ${a.stated}.`,
  'skat.tricks.tricks': (a: { stated: number; derived: number }) =>
    `The declarer takes ${a.derived} of the 10 tricks, not ${a.stated}.`,
  'skat.tricks.example': (a: { n: number }) =>
    `${a.n} of the 10 tricks: each is checked on its own (winner, Augen, what was allowed); the round is not scored.`,
};
