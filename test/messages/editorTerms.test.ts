// One message system (issue 31, item 4): the editor's own strings — the l10n bundles (l10n/bundle.l10n*.json, what
// `vscode.l10n.t` says) and package.nls*.json (the commands and settings) — name a game's terms as the game's
// catalogs do. Each game gives its terms once, per language, beside its catalogs (src/games/<game>/messages:
// GameWords.terms); wherever an English editor string names a term, its German and French strings name the same
// term in the catalogs' words.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { words as de } from '../../src/games/messagesDe';
import { words as en } from '../../src/games/messagesEn';
import { words as fr } from '../../src/games/messagesFr';

type Bundle = Record<string, string>;
const read = (file: string): Bundle => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
/** Each of the editor's files in English, German and French. */
const FILES = [
  {
    name: 'l10n bundle',
    en: read('l10n/bundle.l10n.json'),
    de: read('l10n/bundle.l10n.de.json'),
    fr: read('l10n/bundle.l10n.fr.json'),
  },
  {
    name: 'package.nls',
    en: read('package.nls.json'),
    de: read('package.nls.de.json'),
    fr: read('package.nls.fr.json'),
  },
];

/**
 * English strings that name a term's English word in another sense: the term's check does not apply to them.
 * Skat's Ramsch gives the skat to "the last-trick taker", the player who took the last trick, not Belote's taker; a
 * usage line lists `fox` as the keyword a sheet writes.
 */
const OTHER_SENSE: Record<string, RegExp> = { taker: /last-trick taker/, fox: /\bfox\|/ };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `word` as a word of its own (not inside `surcoinche` or `re-entry`), in any case. */
const wordIn = (word: string) => new RegExp(`(?<![\\p{L}\\d-])${escape(word)}(?![\\p{L}\\d-])`, 'iu');

describe('the editor names a game’s terms as its catalogs do', () => {
  it('every game gives the same terms in English, German and French', () => {
    for (const [i, g] of en.entries()) {
      expect(Object.keys(de[i].terms ?? {}), g.kinds[0].kind).toEqual(Object.keys(g.terms ?? {}));
      expect(Object.keys(fr[i].terms ?? {}), g.kinds[0].kind).toEqual(Object.keys(g.terms ?? {}));
    }
  });

  it('a German or French editor string says the catalogs’ word wherever its English names the term', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [i, g] of en.entries())
      for (const [key, english] of Object.entries(g.terms ?? {}))
        for (const file of FILES)
          for (const [id, text] of Object.entries(file.en)) {
            if (!wordIn(english).test(text) || OTHER_SENSE[key]?.test(text)) continue;
            for (const [lang, words] of [
              ['de', de],
              ['fr', fr],
            ] as const) {
              const term = words[i].terms?.[key] ?? '';
              checked++;
              if (!file[lang][id]?.toLowerCase().includes(term.toLowerCase()))
                wrong.push(`${file.name} ${lang} "${id}": says "${file[lang][id]}", not "${term}" (${key})`);
            }
          }
    expect(wrong).toEqual([]);
    // The check reads the strings it means to: the bundles name these terms in well over a hundred places.
    expect(checked).toBeGreaterThan(100);
  });

  it('hand-checked: the words the glossary decides (docs/glossary.md)', () => {
    const term = (words: typeof en, key: string) => words.map((w) => w.terms?.[key]).find(Boolean);
    expect([term(en, 'taker'), term(de, 'taker'), term(fr, 'taker')]).toEqual(['taker', 'Preneur', 'preneur']);
    expect([term(de, 'contract'), term(fr, 'contract')]).toEqual(['Kontrakt', 'contrat']);
    expect([term(de, 'cardPoints'), term(fr, 'cardPoints')]).toEqual(['Augen', 'points de cartes']);
    expect([term(de, 'dutySolo'), term(fr, 'dutySolo')]).toEqual(['Pflichtsolo', 'Pflichtsolo']);
  });
});
