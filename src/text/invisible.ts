// Characters a reader cannot see: Unicode's format characters (bidi controls, zero-width spaces, the byte order mark,
// soft hyphens, tags), line and paragraph separators and the Hangul fillers. In a name they hide what the name is
// (two players that look alike) or, as bidi controls, reorder the text around it: "Al" + U+202E + " −5" reads "Al5−".

import { dictFrom } from './dict';

/** One invisible character (a UTF-16 code unit or a surrogate pair). */
const INVISIBLE = /\p{Cf}|[\u2028\u2029\u115f\u1160\u3164\uffa0]|\u034f/u;
const INVISIBLE_ALL = new RegExp(INVISIBLE.source, 'gu');

const ZWNJ = 0x200c;
const ZWJ = 0x200d;
/**
 * The patterns that judge a joiner, made when one is first met: a regular expression with Unicode properties costs
 * a fraction of a millisecond to make, paid by every `scoresheet` process that loads this module.
 */
let joinerPatterns: { pictograph: RegExp; joiningLetter: RegExp; plainLetter: RegExp; emojiSuffix: RegExp } | undefined;
const joiners = () =>
  (joinerPatterns ??= {
    pictograph: /\p{Extended_Pictographic}/u,
    /** Letters of the scripts whose words are written with joiners (Arabic, Persian, the Indic scripts…). */
    joiningLetter: /[\p{L}\p{M}]/u,
    plainLetter: /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u,
    /** What may stand between a pictograph and a joiner: the emoji presentation selector, a skin tone. */
    emojiSuffix: /\ufe0f|[\u{1f3fb}-\u{1f3ff}]/u,
  });

function charBefore(s: string, at: number): string {
  const code = s.charCodeAt(at - 1);
  return at >= 2 && code >= 0xdc00 && code <= 0xdfff ? s.slice(at - 2, at) : s.slice(at - 1, at);
}

function charAfter(s: string, at: number): string {
  return String.fromCodePoint(s.codePointAt(at) ?? 0);
}

/**
 * Whether the invisible character at `at` belongs where it stands: a joiner inside an emoji sequence (👩‍👩‍👧) or
 * between letters of a script that writes words with joiners, the tags of a flag (🏴 + tags + cancel tag). Those are
 * part of how a name is written, not something hidden in it.
 */
function wanted(s: string, at: number, char: string): boolean {
  const code = char.codePointAt(0)!;
  if (code === ZWJ || code === ZWNJ) {
    let before = charBefore(s, at);
    const back = at - before.length;
    const { pictograph, joiningLetter, plainLetter, emojiSuffix } = joiners();
    if (emojiSuffix.test(before) && back > 0) before = charBefore(s, back);
    const after = charAfter(s, at + char.length);
    if (code === ZWJ && pictograph.test(before) && pictograph.test(after)) return true;
    const joins = (c: string) => joiningLetter.test(c) && !plainLetter.test(c);
    return joins(before) && joins(after);
  }
  if (code >= 0xe0020 && code <= 0xe007f) {
    // A tag sequence: the black flag, then tags up to the cancel tag.
    let i = at;
    while (i > 0) {
      const prev = charBefore(s, i);
      const p = prev.codePointAt(0)!;
      if (p === 0x1f3f4) return true;
      if (p < 0xe0020 || p > 0xe007e) return false;
      i -= prev.length;
    }
  }
  return false;
}

/** Whether `s` holds a character nobody would see (outside the emoji and joiner sequences that need them). */
export function hasInvisible(s: string): boolean {
  if (!INVISIBLE.test(s)) return false;
  for (const m of s.matchAll(INVISIBLE_ALL)) if (!wanted(s, m.index, m[0])) return true;
  return false;
}

/** `\u202e`: a character as its UTF-16 escape (the form JavaScript and JSON read back as that character). */
export function escapeChar(char: string): string {
  let out = '';
  for (let i = 0; i < char.length; i++) out += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return out;
}

/**
 * The text with every invisible character written out as its escape (`Al\u202e`), so that it can neither reorder
 * what follows nor make two names look the same; text without any comes back as it is.
 */
export function showInvisible(s: string): string {
  if (!INVISIBLE.test(s)) return s;
  return s.replace(INVISIBLE_ALL, (char, at: number) => (wanted(s, at, char) ? char : escapeChar(char)));
}

/**
 * A name inside a line of text (a chart's end label): its invisible characters shown, and the whole between
 * FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE, so a right-to-left name cannot carry the number after it along.
 */
export function isolated(name: string): string {
  return `\u2068${showInvisible(name)}\u2069`;
}

/** Letters from other alphabets that look like Latin ones, as a reader would take them. */
const LOOKALIKE: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ɡ: 'g',
  ı: 'i',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ζ: 'z',
};
const LOOKALIKES = new RegExp(`[${Object.keys(LOOKALIKE).join('')}]`, 'gu');

/**
 * What a name looks like to a reader, for telling apart names that are probably one person: without invisible
 * characters, without spaces at either end, in compatibility form (fullwidth letters, ligatures), in lower case, with
 * Cyrillic and Greek letters that look Latin read as Latin.
 */
export function lookalikeKey(name: string): string {
  return name
    .replace(INVISIBLE_ALL, '')
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(LOOKALIKES, (c) => LOOKALIKE[c]);
}

/**
 * Plain data (a view's model) with the invisible characters of every string and key shown. Built anew only where
 * something changes, so data without any comes back as the same object.
 */
export function showInvisibleIn<T>(value: T): T {
  if (typeof value === 'string') return showInvisible(value) as T;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map(showInvisibleIn);
    return (items.some((x, i) => x !== value[i]) ? items : value) as T;
  }
  const record = value as Record<string, unknown>;
  let changed = false;
  const entries = Object.keys(record).map((k) => {
    const entry = [showInvisible(k), showInvisibleIn(record[k])] as const;
    if (entry[0] !== k || entry[1] !== record[k]) changed = true;
    return entry;
  });
  return (changed ? dictFrom(entries) : value) as T;
}
