// How a player or team name is written into .score text: bare when the parser reads it back as that name, else quoted.

/**
 * The characters of a bare name (src/format/values.ts `isValidName`): letters, combining marks, digits, `_ . ' ’ -`.
 * Anything else (a space, a comma, `#`) would split or end the name. Made when first needed: a pattern with Unicode
 * properties costs every `scoresheet` process a fraction of a millisecond, and most never write a name.
 */
let bareName: RegExp | undefined;

/**
 * Words a line reads as keywords when they stand bare where a name may stand: the keyword of the lines that define
 * names (`players`, `teams`), where a bare name equal to the line's keyword is refused, and the games' own words
 * (GameSyntax.nameKeywords: Doppelkopf's parties and the words inside its `marriage` lines), which the registry adds
 * as it loads (addNameKeywords).
 */
const READ_AS_KEYWORD = new Set(['players', 'teams']);

/** Adds words a game's lines read as keywords where a name may stand (src/games/registry.ts, at load). */
export function addNameKeywords(words: Iterable<string>): void {
  for (const w of words) READ_AS_KEYWORD.add(w.toLowerCase());
}

/** True when `name` can stand in a line without quotes and still be read as that name. */
export function isBareName(name: string): boolean {
  return (bareName ??= /^[\p{L}\p{M}\p{N}_.'’-]+$/u).test(name) && !READ_AS_KEYWORD.has(name.toLowerCase());
}

/**
 * `Anna`, `"Anna M."`, `"Re"`: the name as it must be written. A quoted name ends at the next `"`, so a `"` inside
 * a name cannot be written and is left out.
 */
export function writeName(name: string): string {
  return isBareName(name) ? name : `"${name.replace(/"/g, '')}"`;
}
