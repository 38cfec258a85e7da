// Which directives are the header's: every sheet's header lines, whatever its game (the round lines are the games':
// src/format/syntax.ts).

export const HEADER_DIRECTIVES = [
  'game',
  'title',
  'date',
  'players',
  'teams',
  'rules',
  'set',
  'stake',
  'target',
  // A tournament's table sheet (score-format.md, "Tournaments and concours"): where it belongs, and a stopped clock.
  'series',
  'table',
  'timeout',
] as const;
export type HeaderDirective = (typeof HEADER_DIRECTIVES)[number];

/**
 * Directives whose argument is the rest of the line as written, not its words (header.ts reads `title` so): every
 * space in it counts, so the formatter leaves it alone. Every other directive is read from its words alone.
 */
export const FREE_TEXT_DIRECTIVES: ReadonlySet<string> = new Set<HeaderDirective>(['title']);

const HEADER_SET = new Set<string>(HEADER_DIRECTIVES);

export function isHeaderDirective(k: string): k is HeaderDirective {
  return HEADER_SET.has(k);
}
