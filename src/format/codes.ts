// The stable problem codes of the `.score` parser: quick fixes, docs and tests key on these strings.

const DESCRIPTIONS = {
  'missing-game': 'The first directive is not `game KIND` (a game the registry knows), or there is no `game` line.',
  'unknown-game': 'The game after `game` is none the registry knows (nor one of its German or French words).',
  'duplicate-header':
    'A header directive (game, title, date, players, teams, rules, stake, target) is given twice; the second is ' +
    'ignored.',
  'header-after-round': 'A header directive appears after the first `round`; it still applies, but belongs at the top.',
  'missing-players': 'The document has no `players` line.',
  'player-count': 'Wrong number of players for the game (each game says how many it takes).',
  'duplicate-name': 'A player or team name is used twice, or a player is named like a team.',
  'similar-names':
    'Warning: two players (or the two teams) whose names differ only by invisible characters (a zero-width space, ' +
    'a bidi control), spaces at either end, or letters that look alike (Cyrillic а for Latin a); they are probably ' +
    'one player.',
  'reserved-name':
    "A player or team is named like one of the game's parties or like the keyword of its line, without quotes.",
  'bad-name':
    "A player or team name contains characters other than letters, digits, `_ - . '` and is not quoted, or is empty.",
  'unknown-name': 'A name in a round is no player, team or party of the header.',
  'unknown-directive': 'The first word of a line is no directive of the format.',
  'wrong-game': "The directive belongs to another game than the sheet's.",
  'outside-round': 'A round directive appears before the first `round` line; it is ignored.',
  'missing-argument': 'A directive lacks a required argument.',
  'unexpected-argument': 'A directive has more (or other) arguments than it takes; the extra ones are ignored.',
  'bad-number':
    'A whole number (optionally signed) was expected, or the number is out of the line’s range (`bock-trigger`: 0 ' +
    'to 9).',
  'bad-card': 'A card was expected: suit (♣/C, ♠/S, ♥/H, ♦/D) then rank (A, 10 or T, K, Q, J, 9, 8, 7).',
  'bad-date': 'The date is not a real calendar date written YYYY-MM-DD.',
  'bad-stake':
    "The stake is not an amount like `0.05 EUR` or `0,10 €` with at most the game's decimals (2 unless it says more).",
  'bad-trump': "A trump was expected, and the word is none of the game's trumps in any language (docs/words.md).",
  'bad-contract':
    "A contract's value or modifier is not one the game's contract line takes (the game's messages say which). " +
    "(A number that is no contract is the engine's bad-contract-value.)",
  'round-number': 'Warning: the number after `round` does not continue the count (a fix renumbers it).',
  'internal-error': 'The parser itself failed on this document (a bug; the rest of the document is not checked).',
  'unterminated-quote': 'A quoted name has no closing `"` on its line.',
} satisfies Record<string, string>;

/** A problem code of the parser: `ParseContext.report` takes only these, so a misspelt code does not compile. */
export type FormatCode = keyof typeof DESCRIPTIONS;

/** Code → one-line description. Every problem the parser reports uses one of these codes. */
export const FORMAT_CODES: Readonly<Record<FormatCode, string>> & Readonly<Record<string, string>> = DESCRIPTIONS;

export function isFormatCode(code: string): code is FormatCode {
  return Object.hasOwn(DESCRIPTIONS, code);
}
