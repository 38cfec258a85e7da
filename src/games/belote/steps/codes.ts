// The stable problem codes of the Belote/Coinche engine: quick fixes and docs key on these strings.

/** Every code the Belote engine reports (its GameModule.codes; a rule guide's `expect=` knows them). */
export const BELOTE_CODE_LIST = [
  'cards-sum',
  'missing-last',
  'last-twice',
  'capot-claim',
  'capot-hint',
  'belote-no-trump',
  'bad-announcement',
  'bad-contract-value',
  'surcoinche-without-coinche',
  'missing-taker',
  'missing-trump',
  'missing-contract',
  'missing-cards',
  'duplicate-fact',
  'rounding',
  'score-mismatch',
  'total-mismatch',
  'trick-example',
  'deal-unscored',
  'derived-mismatch',
  'game-over',
  'total-culprit',
  'cards-with-der',
] as const;

export type BeloteCode = (typeof BELOTE_CODE_LIST)[number];

declare module '../../../messages/codes' {
  interface GameProblemCodes {
    belote: BeloteCode;
  }
}

export const BELOTE_CODES: Record<BeloteCode, string> = {
  'cards-sum': 'The card points of the two teams do not add up to the deal total for this trump.',
  'missing-last': 'Card points are given but nobody is named for the last trick (dix de der).',
  'last-twice': 'The last trick is given more than once.',
  'capot-claim': 'A capot is claimed, but the card points or the last trick say otherwise.',
  'capot-hint': 'One team has every card point and the last trick but no capot is claimed (a trick can be worth 0).',
  'belote-no-trump':
    'A belote where none is possible: at no-trump, a second one at a suit contract, or more than four at all-trump.',
  'bad-announcement': 'An announcement that does not exist (or announcements are switched off).',
  'bad-contract-value': 'A contract value that is not a multiple of 10 from 80.',
  'surcoinche-without-coinche':
    'Reserved: a surcoinche needs a coinche first (the contract line cannot express one without the other).',
  'missing-taker': 'The round has facts but no taker, so it cannot be scored.',
  'missing-trump': 'The round has facts but no trump, so it cannot be scored.',
  'missing-contract': 'A coinche round has facts but no contract, so it cannot be scored.',
  'missing-cards': 'The round has a taker but no card points (and no capot), so it cannot be scored.',
  'duplicate-fact': 'A fact given twice in one round; the last one is used.',
  rounding: 'A stated score that is not a multiple of ten although scores are rounded to tens.',
  'score-mismatch': 'The score written for the round differs from the computed one.',
  'total-mismatch': 'The running total written differs from the computed one.',
  'trick-example':
    'A round with fewer than 8 tricks and no card points: each trick is checked, the round is not scored or counted.',
  'deal-unscored':
    'All 8 tricks are written but they are not a valid deal (see their errors), so nothing is derived from them.',
  'derived-mismatch':
    'A stated fact (cards, last, belote, capot, générale) contradicts what the written tricks of a whole deal ' +
    'show; the tricks count.',
  'game-over': 'A game ended in the previous round; this round starts a new game and totals restart.',
  'total-culprit':
    'Info: a `total` disagrees and one single slip since the last agreeing checkpoint explains it exactly ' +
    '(a round left out, counted twice, or the two teams swapped).',
  'cards-with-der': 'Info: card points that add up to the deal + 10 are read as including the last trick (dix de der).',
};
