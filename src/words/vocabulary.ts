// The words of the game: every keyword and value word of the format with its German and French
// words. The one table docs/words.md, the TextMate grammar and the parser are made from.

/**
 * Where a word is read: the first word of a line, one argument position of some directives, the preset after
 * `rules` or a value after `set KEY` (`switch-value`: the words every switch shares, on/off and `all`).
 */
export type WordClass =
  | 'directive'
  | 'solo-kind'
  | 'duty'
  | 'marriage'
  | 'level'
  | 'extra'
  | 'trump'
  | 'modifier'
  | 'contract'
  | 'announcement'
  | 'party'
  | 'preset'
  | 'switch-value';

export interface VocabularyEntry {
  cls: WordClass;
  /** The word the format is specified in (lower case, ASCII). */
  canonical: string;
  /** German and French words that mean the same in the same place (written with their accents). */
  de: readonly string[];
  fr: readonly string[];
}

const w = (cls: WordClass, canonical: string, de: string[] = [], fr: string[] = []): VocabularyEntry => ({
  cls,
  canonical,
  de,
  fr,
});

/**
 * score-format.md § "Native words", plus the obvious further forms (`damensolo`, `k90`, `quarte`,
 * `stich`, `pli`, `main`) and the words players were seen to write (`aus`, `absage`, `rebelote`,
 * `règles officielles`, `set bock an`). A word is looked up case- and accent-insensitively (see foldWord).
 */
export const VOCABULARY: readonly VocabularyEntry[] = [
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
  // Round directives
  w('directive', 'round', ['spiel'], ['donne']),
  w('directive', 're'),
  w('directive', 'solo'),
  w('directive', 'marriage', ['hochzeit']),
  w('directive', 'silent-marriage', ['stille-hochzeit']),
  w('directive', 'poverty', ['armut']),
  w('directive', 'out', ['aus', 'aussetzen']),
  w('directive', 'cards', ['augen'], ['cartes']),
  w('directive', 'tricks', ['stiche'], ['plis']),
  w('directive', 'announce', ['ansage', 'absage', 'meldung'], ['annonce']),
  w('directive', 'extras', ['sonderpunkte']),
  w('directive', 'bock'),
  w('directive', 'dealer', ['geber'], ['donneur']),
  w('directive', 'won', ['gewonnen'], ['gagné']),
  w('directive', 'points'),
  w('directive', 'score', ['punkte'], ['marque']),
  w('directive', 'total', ['stand'], ['cumul']),
  w('directive', 'taker', [], ['preneur']),
  w('directive', 'trump', [], ['atout']),
  w('directive', 'contract', [], ['contrat']),
  w('directive', 'last', [], ['der', 'dix-de-der']),
  w('directive', 'belote', [], ['belote', 'belote-rebelote', 'rebelote']),
  w('directive', 'capot'),
  w('directive', 'generale', [], ['générale']),
  w('directive', 'hand', [], ['main']),
  w('directive', 'trick', ['stich'], ['pli']),
  // Doppelkopf: `solo P KIND [duty]`
  w('solo-kind', 'queens', ['damen', 'damensolo']),
  w('solo-kind', 'jacks', ['buben', 'bubensolo']),
  w('solo-kind', 'clubs', ['kreuz', 'kreuzsolo']),
  w('solo-kind', 'spades', ['pik', 'piksolo']),
  w('solo-kind', 'hearts', ['herz', 'herzsolo']),
  w('solo-kind', 'diamonds', ['karo', 'karosolo']),
  w('solo-kind', 'fleshless', ['fleischlos', 'fleischloser']),
  w('duty', 'duty', ['pflicht', 'pflichtsolo']),
  // Doppelkopf: `marriage P with Q` / `marriage P alone`
  w('marriage', 'with', ['mit']),
  w('marriage', 'alone', ['allein']),
  // Doppelkopf: `announce PARTY [LEVEL]`, `extras PARTY ITEM…`, parties
  w('level', 'no90', ['keine90', 'k90']),
  w('level', 'no60', ['keine60', 'k60']),
  w('level', 'no30', ['keine30', 'k30']),
  w('level', 'black', ['schwarz']),
  w('extra', 'fox', ['fuchs']),
  w('extra', 'karlchen', ['karlchen']),
  w('extra', 'doppelkopf', ['doppelkopf']),
  w('extra', 'fox-last-trick', ['fuchs-letzter-stich']),
  w('extra', 'fox-last', ['fuchs-am-ende']),
  w('extra', 'karlchen-caught', ['karlchen-gefangen']),
  w('extra', 'dulle-caught', ['dulle-gefangen']),
  w('extra', 'heart-trick', ['herzstich']),
  w('party', 're'),
  w('party', 'kontra'),
  // Belote and Coinche: `trump SUIT`, `contract P VALUE SUIT [coinche|surcoinche]`, `announce TEAM ITEM…`
  w('trump', 'clubs', ['kreuz'], ['trèfle']),
  w('trump', 'spades', ['pik'], ['pique']),
  w('trump', 'hearts', ['herz'], ['cœur']),
  w('trump', 'diamonds', ['karo'], ['carreau']),
  w('trump', 'no-trump', [], ['sa', 'sans-atout']),
  w('trump', 'all-trump', [], ['ta', 'tout-atout']),
  w('contract', 'capot', [], ['capot']),
  w('contract', 'generale', [], ['générale']),
  w('modifier', 'coinche', [], ['contre']),
  w('modifier', 'surcoinche', [], ['surcontre']),
  w('announcement', 'tierce', [], ['tierce']),
  w('announcement', 'fifty', [], ['cinquante', 'quarte']),
  w('announcement', 'hundred', [], ['cent', 'quinte']),
  w('announcement', 'four-jacks', [], ['carré-valets']),
  w('announcement', 'four-nines', [], ['carré-neuf']),
  w('announcement', 'four-aces', [], ['carré-as']),
  w('announcement', 'four-tens', [], ['carré-dix']),
  w('announcement', 'four-kings', [], ['carré-rois']),
  w('announcement', 'four-queens', [], ['carré-dames']),
  // `rules PRESET` (which presets a game has is the engine's: src/engine/rules.ts)
  w('preset', 'ddv'),
  w('preset', 'house', ['haus'], ['maison']),
  w('preset', 'official', ['offiziell'], ['officielles', 'officiel', 'ffb']),
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

/** A canonical word as `lang` writes it: its first German or French form, else the canonical word itself. */
export function wordIn(cls: WordClass, canonical: string, lang: 'en' | 'de' | 'fr'): string {
  if (lang === 'en') return canonical;
  return VOCABULARY.find((e) => e.cls === cls && e.canonical === canonical)?.[lang][0] ?? canonical;
}

/** Every way to write an entry: the canonical word, then the German and French words. */
export function formsOf(e: VocabularyEntry): string[] {
  return [e.canonical, ...e.de, ...e.fr];
}

function index(): Map<WordClass, Map<string, string>> {
  const byClass = new Map<WordClass, Map<string, string>>();
  for (const e of VOCABULARY) {
    let words = byClass.get(e.cls);
    if (!words) byClass.set(e.cls, (words = new Map()));
    for (const form of formsOf(e)) {
      const key = foldWord(form);
      const known = words.get(key);
      // Two entries of one class spelt alike would make a word mean two things.
      if (known !== undefined && known !== e.canonical)
        throw new Error(`"${form}" is both ${known} and ${e.canonical}`);
      words.set(key, e.canonical);
    }
  }
  return byClass;
}

const WORDS = index();

/** The canonical word `text` is in a `cls` position, or undefined for a word that is none there. */
export function canonicalWord(cls: WordClass, text: string): string | undefined {
  return WORDS.get(cls)!.get(foldWord(text));
}

/** Header values: a preset or a switch value is no word a round line could start with by mistake. */
const HEADER_VALUES: ReadonlySet<WordClass> = new Set(['directive', 'preset', 'switch-value']);

/** Whether `text` is a value word of a round line (such as `tierce` or `kontra`), not a directive. */
export function isValueWord(text: string): boolean {
  const folded = foldWord(text);
  for (const [cls, words] of WORDS) if (!HEADER_VALUES.has(cls) && words.has(folded)) return true;
  return false;
}

/** How a word in a `cls` position reads: its canonical word, or (an unknown word) its folded text. */
export function readWord(cls: WordClass, text: string): string {
  const folded = foldWord(text);
  return WORDS.get(cls)!.get(folded) ?? folded;
}

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

/** All forms of the words of `cls`, canonical words first, then the German and French ones. */
export function hintsOf(cls: WordClass): WordHint[] {
  const entries = VOCABULARY.filter((e) => e.cls === cls);
  return [
    ...entries.map((e) => ({ form: e.canonical, canonical: e.canonical })),
    ...entries.flatMap((e) => [...e.de, ...e.fr].map((form) => ({ form, canonical: e.canonical }))),
  ];
}

/** A suggestion for a word that is none of `cls` (`fuhcs` → `fuchs`, meaning fox). */
export function suggestWord(cls: WordClass, text: string): WordHint | undefined {
  return closest(text, hintsOf(cls));
}
