// The words of the game: how a table of keywords and value words with their German and French words is read, and
// the format's own words. Each game brings the words of its lines (src/games/<game>/syntax/words.ts); together they
// are the one table docs/words.md, the TextMate grammar and the parser are made from.

/**
 * Where a word is read: the first word of a line, one argument position of some directives, the preset after
 * `rules` or a value after `set KEY` (`switch-value`: the words every switch shares, on/off and `all`). The format
 * reads the classes listed here; a game adds the classes of its own lines (`solo-kind`, `trump`…) to this interface
 * where it declares its words (src/games/<game>/syntax/words.ts), so the generic layers name none of them.
 */
export interface WordClasses {
  directive: true;
  preset: true;
  'switch-value': true;
}

export type WordClass = keyof WordClasses;

export interface VocabularyEntry {
  cls: WordClass;
  /** The word the format is specified in (lower case, ASCII). */
  canonical: string;
  /** German and French words that mean the same in the same place (written with their accents). */
  de: readonly string[];
  fr: readonly string[];
}

/** An entry of the table: `canonical` in class `cls`, with its German and French words. */
export const w = (cls: WordClass, canonical: string, de: string[] = [], fr: string[] = []): VocabularyEntry => ({
  cls,
  canonical,
  de,
  fr,
});

/**
 * The format's own words: its header directives, `round`, the round lines any game may have (`dealer`, `hand`,
 * `trick`, which the format reads, and `score`, `total`, which each game reads with parseStated) and the values every
 * switch shares. Each game adds its own (score-format.md §
 * "Native words"); a sheet's parser reads them all as one Vocabulary (src/format/syntax.ts).
 */
export const FORMAT_WORDS: readonly VocabularyEntry[] = [
  // Header directives
  w('directive', 'game'),
  w('directive', 'title', ['titel'], ['titre']),
  w('directive', 'date', ['datum']),
  w('directive', 'players', ['spieler'], ['joueurs']),
  w('directive', 'teams', [], ['équipes']),
  w('directive', 'rules', ['regeln'], ['règles']),
  w('directive', 'set'),
  w('directive', 'stake', ['einsatz'], ['mise']),
  w('directive', 'target', ['ziel'], ['objectif']),
  w('directive', 'series', ['serie'], ['partie']),
  w('directive', 'table', ['tisch']),
  w('directive', 'timeout', ['zeit'], ['temps']),
  // Round directives every game may use
  w('directive', 'round', ['spiel'], ['donne']),
  w('directive', 'dealer', ['geber'], ['donneur']),
  w('directive', 'score', ['punkte'], ['marque']),
  w('directive', 'total', ['stand'], ['cumul']),
  w('directive', 'hand', [], ['main']),
  w('directive', 'trick', ['stich'], ['pli']),
  // `set KEY VALUE`: the values many switches share, as the settlement view shows them (an, aus; oui, non)
  w('switch-value', 'on', ['an', 'ein'], ['oui']),
  w('switch-value', 'off', ['aus'], ['non']),
  w('switch-value', 'all', ['alle'], ['toutes']),
];

// Anything but printable ASCII takes the slow path (control characters come out of it unchanged).
const NON_ASCII = /[^ -~]/;
const MARKS = /\p{M}/gu;
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** The form words are compared in: lower case, accents dropped, œ æ ß spelt out (`Cœur` → `coeur`). */
export function foldWord(text: string): string {
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  // Recomposed after the marks are gone, so letters that only decompose (Hangul) stay one letter.
  return lower
    .normalize('NFD')
    .replace(MARKS, '')
    .normalize('NFC')
    .replace(/[œæß]/g, (c) => LIGATURES[c]);
}

/** A word as `lang` writes it: the entry's first German or French form, else the canonical word itself. */
export function wordOf(e: VocabularyEntry, lang: 'en' | 'de' | 'fr'): string {
  return lang === 'en' ? e.canonical : (e[lang][0] ?? e.canonical);
}

/** Every way to write an entry: the canonical word, then the German and French words. */
export function formsOf(e: VocabularyEntry): string[] {
  return [e.canonical, ...e.de, ...e.fr];
}

/** Header values: a preset or a switch value is no word a round line could start with by mistake. */
const HEADER_VALUES: ReadonlySet<WordClass> = new Set<WordClass>(['directive', 'preset', 'switch-value']);

/**
 * Entries of one class and canonical word are one entry: two games that both write `cards` each bring their own
 * words for it (`augen`, `cartes`), and the table lists it once, where it first comes, with the words of both.
 */
function merged(entries: readonly VocabularyEntry[]): VocabularyEntry[] {
  const out: VocabularyEntry[] = [];
  const at = new Map<string, number>();
  for (const e of entries) {
    const key = `${e.cls}\u0000${e.canonical}`;
    const i = at.get(key);
    if (i === undefined) {
      at.set(key, out.length);
      out.push(e);
    } else {
      const x = out[i];
      const more = (a: readonly string[], b: readonly string[]) => [...a, ...b.filter((f) => !a.includes(f))];
      out[i] = { cls: x.cls, canonical: x.canonical, de: more(x.de, e.de), fr: more(x.fr, e.fr) };
    }
  }
  return out;
}

/**
 * A table of words, looked up case- and accent-insensitively (see foldWord): the format's own words alone
 * (FORMAT_VOCABULARY), or those and every game's, as a sheet is parsed with (src/format/syntax.ts).
 */
export class Vocabulary {
  /** Every entry, in the order of the tables it was made from (entries of one class and word merged). */
  readonly entries: readonly VocabularyEntry[];
  private readonly byClass = new Map<WordClass, Map<string, string>>();

  constructor(entries: readonly VocabularyEntry[]) {
    this.entries = merged(entries);
    for (const e of this.entries) {
      let words = this.byClass.get(e.cls);
      if (!words) this.byClass.set(e.cls, (words = new Map()));
      for (const form of formsOf(e)) {
        const key = foldWord(form);
        const known = words.get(key);
        // Two entries of one class spelt alike would make a word mean two things.
        if (known !== undefined && known !== e.canonical)
          throw new Error(`"${form}" is both ${known} and ${e.canonical}`);
        words.set(key, e.canonical);
      }
    }
  }

  /** The canonical word `text` is in a `cls` position, or undefined for a word that is none there. */
  canonicalWord(cls: WordClass, text: string): string | undefined {
    return this.byClass.get(cls)?.get(foldWord(text));
  }

  /** How a word in a `cls` position reads: its canonical word, or (an unknown word) its folded text. */
  readWord(cls: WordClass, text: string): string {
    const folded = foldWord(text);
    return this.byClass.get(cls)?.get(folded) ?? folded;
  }

  /** The canonical keyword a first word means (`Spiel` → `round`); an unknown word, folded. */
  keyword(word: string): string {
    return this.canonicalWord('directive', word) ?? foldWord(word);
  }

  /** Whether `text` is a value word of a round line (such as `tierce` or `kontra`), not a directive. */
  isValueWord(text: string): boolean {
    const folded = foldWord(text);
    for (const [cls, words] of this.byClass) if (!HEADER_VALUES.has(cls) && words.has(folded)) return true;
    return false;
  }

  /** A canonical word as `lang` writes it: its first German or French form, else the canonical word itself. */
  wordIn(cls: WordClass, canonical: string, lang: 'en' | 'de' | 'fr'): string {
    if (lang === 'en') return canonical;
    const e = this.entries.find((x) => x.cls === cls && x.canonical === canonical);
    return e ? wordOf(e, lang) : canonical;
  }

  /** All forms of the words of `cls`, canonical words first, then the German and French ones. */
  hintsOf(cls: WordClass): WordHint[] {
    const entries = this.entries.filter((e) => e.cls === cls);
    return [
      ...entries.map((e) => ({ form: e.canonical, canonical: e.canonical })),
      ...entries.flatMap((e) => [...e.de, ...e.fr].map((form) => ({ form, canonical: e.canonical }))),
    ];
  }

  /** A suggestion for a word that is none of `cls` (`fuhcs` → `fuchs`, meaning fox). */
  suggestWord(cls: WordClass, text: string): WordHint | undefined {
    return closest(text, this.hintsOf(cls));
  }
}

/** The format's own words alone: what a reader that knows no game's words (the engine's `set` values) looks up. */
export const FORMAT_VOCABULARY = new Vocabulary(FORMAT_WORDS);

/** Edit distance with an early exit once every path is over `limit`; `b` is short, so this stays linear in `a`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    prev = cur;
  }
  return prev[b.length];
}

/** A suggestion for a misspelt word: the form to write, and the canonical word it means. */
export interface WordHint {
  form: string;
  canonical: string;
}

/**
 * The closest of `candidates` to `text` if it is close enough to be a typo (one edit for words of
 * up to 4 letters, two for longer ones), else a candidate `text` starts (`marr` → `marriage`).
 * Canonical words are looked at before the German and French ones, so an English sheet gets the
 * suggestions it always got; earlier candidates win ties.
 */
export function closest(text: string, candidates: readonly WordHint[]): WordHint | undefined {
  const t = foldWord(text);
  if (t.length > 40) return undefined;
  const canonical = candidates.filter((c) => c.form === c.canonical);
  const native = candidates.filter((c) => c.form !== c.canonical);
  return nearest(t, canonical) ?? nearest(t, native);
}

function nearest(t: string, candidates: readonly WordHint[]): WordHint | undefined {
  let best: WordHint | undefined;
  let bestD = Infinity;
  for (const c of candidates) {
    const f = foldWord(c.form);
    const limit = f.length <= 4 ? 1 : 2;
    const d = editDistance(t, f, limit);
    if (d <= limit && d < bestD) {
      best = c;
      bestD = d;
    }
  }
  // A prefix (`marr`, `silent`) is a typo of intent as much as of letters.
  if (!best && t.length >= 3) best = candidates.find((c) => foldWord(c.form).startsWith(t));
  return best;
}
