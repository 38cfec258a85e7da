// Every game's words, and the parser with every game's syntax (the registry's SYNTAX): for the layers above the games
// that read sheets or their words (the analysis, the language layer, the entry points, the tests and scripts).

import type { InheritedGame, ScoreDocument } from '../format/ast';
import { parseDocument } from '../format/parse';
import type { VocabularyEntry, WordClass, WordHint } from '../words/vocabulary';
import { SYNTAX } from './registry';

/** The words of the format and of every game: the table docs/words.md and the grammar's word lists are made from. */
export const VOCABULARY: readonly VocabularyEntry[] = SYNTAX.words.entries;

/** The canonical word `text` is in a `cls` position, or undefined for a word that is none there. */
export function canonicalWord(cls: WordClass, text: string): string | undefined {
  return SYNTAX.words.canonicalWord(cls, text);
}

/** How a word in a `cls` position reads: its canonical word, or (an unknown word) its folded text. */
export function readWord(cls: WordClass, text: string): string {
  return SYNTAX.words.readWord(cls, text);
}

/** The canonical keyword a first word means (`Spiel` → `round`); an unknown word, folded. */
export function canonicalKeyword(word: string): string {
  return SYNTAX.words.keyword(word);
}

/** A canonical word as `lang` writes it: its first German or French form, else the canonical word itself. */
export function wordIn(cls: WordClass, canonical: string, lang: 'en' | 'de' | 'fr'): string {
  return SYNTAX.words.wordIn(cls, canonical, lang);
}

/** A suggestion for a word that is none of `cls` (`fuhcs` → `fuchs`, meaning fox). */
export function suggestWord(cls: WordClass, text: string): WordHint | undefined {
  return SYNTAX.words.suggestWord(cls, text);
}

/**
 * Parses one `.score` document of any game. `firstLine` is added to every line number (a Markdown block's first
 * line), so ranges point into the file the user has open. `inherit`: the game of a sheet without a `game` line of its
 * own (a tournament's table sheet).
 */
export function parseScore(text: string, firstLine = 0, inherit?: InheritedGame): ScoreDocument {
  return parseDocument(SYNTAX, text, firstLine, inherit);
}
