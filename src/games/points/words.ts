// The name of `game points` in each language, as headings and menus write it.

import type { Lang } from '../../messages';

const NAMES: Record<Lang, string> = { en: 'Points', de: 'Punkte', fr: 'Points' };

export function gameName(lang: Lang = 'en'): string {
  return NAMES[lang];
}
