// The shapes every part of the messages shares, in a module that imports nothing: the languages, a message as data,
// what a catalog entry is handed to write its sentence, and a domain's entries in another language. The catalogs,
// the formatter and the entry point (index.ts) all build on these, so none of them imports another in a circle.

export const LANGS = ['en', 'de', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

/**
 * A sentence as data: plain JSON, so it crosses to the webview and into JSON output unchanged. Its id is one of the
 * catalogs' (`msg` in index.ts checks the id and its arguments against the English catalog when a message is made).
 */
export interface Message {
  id: string;
  args?: object;
}

/** What a catalog entry is handed besides its arguments: the language's ways of writing numbers, money and lists. */
export interface Fmt {
  lang: Lang;
  /** A nested message in the same language. */
  t(m: Message): string;
  /** `+2`, `-2`, `0`: ASCII, so a number in a message can be copied back into a .score file. */
  signed(n: number): string;
  /** `+2`, `−2`, `0`: a signed number for a reader (U+2212), digits grouped as the language does. */
  signedNum(n: number): string;
  /** `2`, `−2`, `1.234` / `1 234`: a whole number for a reader in the language. */
  num(n: number): string;
  /** `75%`, `75 %` (de), `75 %` (fr): a share (0.75) as a whole percentage, spaced as the language does. */
  percent(fraction: number): string;
  /** `1,10 €` (de, fr), `1.10 EUR` (en): whole cents as money for a reader; U+2212 for a loss. */
  money(cents: number, currency?: string, withSign?: boolean): string;
  /** `a, b and c` (or `or`), in the language. */
  list(items: readonly string[], joiner?: 'and' | 'or'): string;
  /** `one` when n is 1 (in the language's plural rules), else `other`. */
  plural(n: number, one: string, other: string): string;
}

/** One domain's entries in another language: the same ids and arguments as its English file. */
export type DomainCatalog<T> = {
  [K in keyof T]: T[K] extends (a: infer A, f: Fmt) => string ? (a: A, f: Fmt) => string : never;
};
