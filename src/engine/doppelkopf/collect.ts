// Sorts a round's items by directive, so the later steps read `cards`, `score`, … without scanning the list again.

import type { Round, RoundItem } from '../../format/ast';

type Of<K extends RoundItem['kind']> = Extract<RoundItem, { kind: K }>;

export type Declaration = Of<'re'> | Of<'solo'> | Of<'marriage'> | Of<'silent-marriage'> | Of<'poverty'>;

export interface RawRound {
  round: Round;
  decls: Declaration[];
  outs: Of<'out'>[];
  cards: Of<'cards'>[];
  tricks: Of<'tricks'>[];
  announces: Of<'announce'>[];
  extras: Of<'extras'>[];
  bocks: Of<'bock'>[];
  scores: Of<'score'>[];
  totals: Of<'total'>[];
  /** Anything the engine scores from. `out`, `bock`, `score`, `total` alone leave a round "recorded". */
  hasFacts: boolean;
}

export function collect(round: Round): RawRound {
  const raw: RawRound = {
    round,
    decls: [],
    outs: [],
    cards: [],
    tricks: [],
    announces: [],
    extras: [],
    bocks: [],
    scores: [],
    totals: [],
    hasFacts: false,
  };
  for (const item of round.items) {
    switch (item.kind) {
      case 're':
      case 'solo':
      case 'marriage':
      case 'silent-marriage':
      case 'poverty':
        raw.decls.push(item);
        break;
      case 'out':
        raw.outs.push(item);
        break;
      case 'cards':
        raw.cards.push(item);
        break;
      case 'tricks':
        raw.tricks.push(item);
        break;
      case 'announce':
        raw.announces.push(item);
        break;
      case 'extras':
        raw.extras.push(item);
        break;
      case 'bock':
        raw.bocks.push(item);
        break;
      case 'score':
        raw.scores.push(item);
        break;
      case 'total':
        raw.totals.push(item);
        break;
      default:
        // Belote directives are the parser's `wrong-game`; `hand`/`trick` belong to the trick checker.
        break;
    }
  }
  raw.hasFacts = raw.decls.length + raw.cards.length + raw.tricks.length + raw.announces.length + raw.extras.length > 0;
  return raw;
}
