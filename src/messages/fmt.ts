// How arguments are written inside a message, per language: numbers, signs, lists, nested messages.

import type { Lang, Message } from './index';

export interface Fmt {
  lang: Lang;
  /** A nested message in the same language. */
  t(m: Message): string;
  /** `+2`, `-2`, `0`: ASCII, so a number in a message can be copied back into a .score file. */
  signed(n: number): string;
  /** `a, b and c` (or `or`), in the language. */
  list(items: readonly string[], joiner?: 'and' | 'or'): string;
  /** `one` when n is 1 (in the language's plural rules), else `other`. */
  plural(n: number, one: string, other: string): string;
}

const JOINERS: Record<Lang, { and: string; or: string }> = {
  en: { and: 'and', or: 'or' },
  de: { and: 'und', or: 'oder' },
  fr: { and: 'et', or: 'ou' },
};

const pluralRules = new Map<Lang, Intl.PluralRules>();

export function formatterFor(lang: Lang, render: (m: Message, lang: Lang) => string): Fmt {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  const pr = rules;
  return {
    lang,
    t: (m) => render(m, lang),
    signed: (n) => (n > 0 ? `+${n}` : `${n}`),
    list: (items, joiner = 'and') =>
      items.length <= 1
        ? (items[0] ?? '')
        : `${items.slice(0, -1).join(', ')} ${JOINERS[lang][joiner]} ${items[items.length - 1]}`,
    plural: (n, one, other) => (pr.select(n) === 'one' ? one : other),
  };
}
