// The stable problem codes of the Doppelkopf engine and the `extras` items it understands; quick fixes and docs key on
// these.

/** Every code the Doppelkopf engine reports (its GameModule.codes; a rule guide's `expect=` knows them). */
export const DOPPELKOPF_CODE_LIST = [
  'cards-sum',
  'tricks-sum',
  'too-many-foxes',
  'too-many-doppelkopf',
  'dulle-caught-twice',
  'karlchen-twice',
  'specials-in-solo',
  'schwarz-claim',
  'score-mismatch',
  'total-mismatch',
  'row-sum',
  'solo-pattern',
  'parity',
  'partial-row',
  'bock-mismatch',
  'bock-trigger-off',
  'bock-trigger-dropped',
  'party-mismatch',
  'wrong-game-type',
  'missing-parties',
  'missing-cards',
  'missing-out',
  'sitting-out',
  'derived-extra',
  'unknown-extra',
  'extra-off',
  'extra-not-in-game',
  'last-trick-party',
  'extras-left-out',
  'unknown-announcement',
  'duplicate-fact',
  'derived-mismatch',
  'empty-round',
  'penalty',
  'trick-example',
  'deal-unscored',
  'dealer-mismatch',
  'dealer-out',
  'duty-solo-owed',
  'duty-solo-due',
  'total-culprit',
  'won-mismatch',
  'won-value',
] as const;

export type DoppelkopfCode = (typeof DOPPELKOPF_CODE_LIST)[number];

declare module '../../../messages/codes' {
  interface GameProblemCodes {
    doppelkopf: DoppelkopfCode;
  }
}

/** Code → one-line description. Every problem the Doppelkopf engine reports uses one of these codes. */
export const DOPPELKOPF_CODES: Record<DoppelkopfCode, string> = {
  'cards-sum':
    'Card points (Augen) do not add up: both sides given and not 240, a side above 240 or below 0, or a side ' +
    'given twice.',
  'tricks-sum': 'Trick counts do not add up to 12 (10 without nines), or a side is out of range.',
  'too-many-foxes': 'More than two foxes caught in one game (there are only two ♦A).',
  'too-many-doppelkopf': 'More than four Doppelkopf tricks in one game (only 16 aces and tens exist).',
  'dulle-caught-twice': 'dulle-caught stated twice in one game (only two ♥10 exist: one can catch the other once).',
  'karlchen-twice': 'Karlchen scored more than once in one game (only the last trick can hold it).',
  'specials-in-solo':
    'Warning: special points written in a solo; under ddv they do not count (set specials-in-solo on to count them).',
  'schwarz-claim':
    'Schwarz is about tricks, not card points: a side with 0 tricks cannot have card points; a side with 0 card ' +
    'points but a trick is not schwarz.',
  'score-mismatch':
    'The score written for the round differs from the computed one; the message gives the computed value and its ' +
    'working.',
  'total-mismatch': 'A `total` checkpoint differs from the running totals of the rounds above it.',
  'row-sum':
    'A recorded row does not add up to 0 (plus-minus sheets), or a plus/minus sheet has a number of the wrong sign.',
  'solo-pattern': 'A recorded solo row is not soloist ±3V against ∓V for each opponent.',
  parity: 'A recorded row is not +V, +V, −V, −V (two winners, two losers with the same value).',
  'partial-row': 'Warning: a recorded round names only some of the players who played; the rest count 0.',
  'bock-mismatch': 'Warning: a `bock` mark disagrees with the bock rounds the triggers give; the mark is used.',
  'bock-trigger-off':
    'Warning: a `bock-trigger` line in a file without `set bock on`; no bock rounds are played, so it does not count.',
  'bock-trigger-dropped':
    'Info: `bock-trigger 0` on a game that meets a bock trigger (the message names it): the game starts no bock ' +
    'round, as the line says.',
  'party-mismatch':
    'Parties that cannot be: re with other than 2 players, a player twice, two different game declarations, a ' +
    'player who sits out named in a party, an announcement or extras by a player who sits out.',
  'wrong-game-type':
    'A game form that the rules of this file do not allow (poverty without `set poverty on`), or an unknown solo kind.',
  'missing-parties':
    'The round has facts but no parties (`re`, `solo`, `marriage`, `silent-marriage`, `poverty`): it cannot be scored.',
  'missing-cards': 'The round has parties but no card points (`cards re N`): it cannot be scored.',
  'missing-out': 'More than four players and the round does not say who sits out (`out P…`): it cannot be scored.',
  'sitting-out':
    'Exactly four players play each round: `out` names the wrong number of players, or a player who sits out has ' +
    'points.',
  'derived-extra': '"gegen die Alten" is derived from the result and never written in `extras`.',
  'unknown-extra':
    'An `extras` item that is not fox, fox-last-trick, fox-last, doppelkopf, karlchen, karlchen-caught, ' +
    'dulle-caught or heart-trick.',
  'extra-off': 'Warning: an `extras` item whose rule is switched off in this file; it does not count.',
  'extra-not-in-game':
    'An `extras` item the game cannot have: a fox where ♦A is no trump (every solo but diamonds), Karlchen or ' +
    'karlchen-caught where ♣J is no trump (queens, fleshless).',
  'last-trick-party':
    'Points of the last trick (fox-last-trick, karlchen, karlchen-caught) stated for both parties; one party won ' +
    'that trick.',
  'extras-left-out':
    'Warning: with every trick written, an `extras` line leaves out an item the tricks give; the tricks’ items ' +
    'are scored.',
  'unknown-announcement': 'An announcement level that is not no90, no60, no30 or black.',
  'duplicate-fact':
    'Warning: a fact given twice in one round (two `score` lines, two `bock` marks); the first is used.',
  'derived-mismatch':
    'A stated fact (re, cards, tricks, extras) contradicts what the written tricks of a complete deal show; the ' +
    'tricks count.',
  'empty-round': 'Warning: a round with neither facts nor a score.',
  penalty:
    'A `penalty` line that cannot count: the player who pays or gets it sits out the game, pays themselves, or ' +
    'the points do not split equally among the other players at the table (or who sits out is not known).',
  'trick-example':
    'Hint: a round with fewer tricks than a deal and no card points; each trick is checked, the round is not ' +
    'scored or counted.',
  'deal-unscored':
    'Every trick is written but they are not a valid deal (see their errors), so nothing is derived from them.',
  'dealer-mismatch':
    'Warning: a `dealer` line names another player than the rotation gives (the deal passes in seating order, ' +
    'not after a duty solo unless it was forced); the written dealer is used from there on.',
  'dealer-out': 'Warning: with five players the dealer sits out, but the `out` line names another player.',
  'duty-solo-owed':
    'Warning (`set duty-solo on`): a series ends (`set series N` games, or the whole file) and a player has not ' +
    'played a duty solo; the message names the player.',
  'duty-solo-due':
    'Info (`set duty-solo on`, `set series N`): a Vorführung — the duty solos still owed are exactly as many as ' +
    'the games left in the series, so the player who owes one and sits next after the dealer must play one in this ' +
    'game (`solo P KIND duty forced`); the message names the player. None on that forced duty solo itself.',
  'total-culprit':
    'Info: a `total` disagrees and one single slip in the rounds since the last agreeing checkpoint explains ' +
    'the difference exactly (a bock, flipped signs, a solo not tripled, two players swapped, an announcement ' +
    'one level off, a round left out or counted twice).',
  'won-mismatch': 'A `won` line that contradicts the facts written in the same round (both values are named).',
  'won-value': 'Warning: a `won` value the rules in force cannot produce (the message says why).',
};

/** `extras` items: what each one is worth and which switch governs it. */
export const DOPPELKOPF_EXTRAS: Record<string, string> = {
  fox: 'Fuchs gefangen: an opposing ♦A in a trick this party won (1 point)',
  'fox-last-trick': 'a fox caught in the last trick (1 point, or 2 with `set fox-last-trick 2`)',
  'fox-last': 'Fuchs am Ende: this party’s fox won the last trick (1 point, with `set fox-last-trick point`)',
  doppelkopf: 'a trick of 40 or more card points won by this party (1 point)',
  karlchen: 'Karlchen: this party’s ♣J won the last trick (1 point)',
  'karlchen-caught':
    'Karlchen gefangen: this party beat a ♣J in the last trick (1 point, with `set karlchen-caught on`)',
  'dulle-caught':
    'Dulle gefangen: this party’s second ♥10 took a trick holding the other party’s first (1 point, with ' +
    '`set dulle second-wins` and `set dulle-caught on`)',
  'heart-trick': 'a trick of four plain hearts: only a bock trigger (`set bock-triggers heart-trick`)',
};
