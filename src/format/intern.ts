// One string object per distinct word of a document, and the case-folded forms of those words.

import { nameKey } from './values';
import { FORMAT_VOCABULARY, type Vocabulary, type WordClass } from '../words/vocabulary';

/** Longer words are rare and not worth a table entry. */
const MAX_LENGTH = 24;
/** Bounded, so a sheet of a million different words does not grow the tables without end. */
const MAX_WORDS = 4096;

const toLower = (w: string): string => w.toLowerCase();

function remembered(memo: Map<string, string>, word: string, f: (w: string) => string): string {
  if (word.length > MAX_LENGTH) return f(word);
  let k = memo.get(word);
  if (k === undefined) {
    k = f(word);
    if (memo.size < MAX_WORDS) memo.set(word, k);
  }
  return k;
}

/**
 * One string object per distinct short word: a 10,000-round sheet writes `Anna` and `re` thousands
 * of times, and every copy costs memory and garbage-collection time. Looked up by the characters
 * in the line, so a known word is not even cut out of it.
 */
export class WordTable {
  private table: (string | undefined)[] = new Array<string | undefined>(64);
  private size = 0;
  private readonly keys = new Map<string, string>();
  private readonly keywords = new Map<string, string>();
  private readonly lowered = new Map<string, string>();
  private readonly readings = new Map<WordClass, Map<string, string>>();

  /** `vocabulary`: the words keywords and value words are read by (a sheet's parser: every game's, SyntaxSet.words). */
  constructor(readonly vocabulary: Vocabulary = FORMAT_VOCABULARY) {}

  word(text: string, from: number, to: number): string {
    const n = to - from;
    if (n > MAX_LENGTH) return text.slice(from, to);
    let h = n;
    for (let i = from; i < to; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
    const mask = this.table.length - 1;
    for (let p = h & mask, tries = 0; tries < 8; p = (p + 1) & mask, tries++) {
      const s = this.table[p];
      if (s === undefined) return this.insert(text.slice(from, to), p);
      if (s.length === n && text.startsWith(s, from)) return s;
    }
    return text.slice(from, to);
  }

  /** `nameKey(word)`, remembered: the same names are looked up over and over. */
  key(word: string): string {
    return remembered(this.keys, word, nameKey);
  }

  /** `word.toLowerCase()`, remembered. */
  lower(word: string): string {
    return remembered(this.lowered, word, toLower);
  }

  /** `vocabulary.readWord(cls, word)`, remembered. */
  read(cls: WordClass, word: string): string {
    let memo = this.readings.get(cls);
    if (!memo) this.readings.set(cls, (memo = new Map()));
    if (word.length > MAX_LENGTH) return this.vocabulary.readWord(cls, word);
    let r = memo.get(word);
    if (r === undefined) {
      r = this.vocabulary.readWord(cls, word);
      if (memo.size < MAX_WORDS) memo.set(word, r);
    }
    return r;
  }

  /** `vocabulary.keyword(word)`, remembered. */
  keyword(word: string): string {
    return remembered(this.keywords, word, this.toKeyword);
  }

  private readonly toKeyword = (w: string): string => this.vocabulary.keyword(w);

  private insert(s: string, p: number): string {
    if (this.size >= MAX_WORDS) return s;
    this.table[p] = s;
    if (++this.size * 2 > this.table.length) this.grow();
    return s;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Array<string | undefined>(old.length * 2);
    this.size = 0;
    for (const s of old) if (s !== undefined) this.word(s, 0, s.length);
  }
}
