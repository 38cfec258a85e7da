// What counts as an English sentence left in German or French text (shared by the catalog and CLI tests).

import { catalogs } from '../../src/messages/catalog';

/** Words that only an English sentence has (code spans and the game's own words are taken out first). */
export const ENGLISH_WORDS = [
  'the',
  'is',
  'are',
  'not',
  'and',
  'with',
  'this',
  'round',
  'player',
  'players',
  'write',
  'which',
  'who',
  'whose',
  'error',
  'errors',
  'warning',
  'scored',
  'counts',
  'tricks',
  'nothing',
  'missing',
  'given',
  'expected',
  'wins',
  'won',
  'lost',
];

/** Text without code spans, quoted input and file names: what is left must be the language's own. */
export function prose(text: string): string {
  return text
    .replace(/`[^`]*`/g, ' ')
    .replace(/"[^"]*"|„[^“]*“|« [^»]* »/g, ' ')
    .replace(/\([^)]*(set|no90|=)[^)]*\)/g, ' ');
}

export function englishLeft(text: string): string[] {
  const words = prose(text)
    .toLowerCase()
    .split(/[^a-zäöüßéèêàâçœîïôûù'’-]+/);
  return ENGLISH_WORDS.filter((w) => words.includes(w));
}

/** The sentences of the English catalog that take no arguments and read differently in `lang`. */
export function englishCatalogSentences(lang: 'de' | 'fr'): string[] {
  const out: string[] = [];
  for (const [id, en] of Object.entries(catalogs.en) as [keyof typeof catalogs.en, (...a: unknown[]) => string][]) {
    if (en.length > 0) continue;
    const text = en();
    const own = (catalogs[lang][id] as (...a: unknown[]) => string)();
    if (text !== own && text.length >= 12) out.push(text);
  }
  return out;
}
