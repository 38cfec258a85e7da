// One message system (issue 31, item 4), a first check: where the settlement view's Doppelkopf words
// (webview/games/doppelkopf/strings.ts) name what the engine's catalogs name, a solo by its kind, the two say the
// same, or the difference is listed here as known (to be decided once, then taken off the list: the test fails when
// a listed difference is gone, so the list only shrinks).

import { describe, expect, it } from 'vitest';
import { SOLO_KINDS } from '../../src/games/doppelkopf/model';
import { LANGS, msg, render } from '../../src/messages';
import { TABLES } from '../../webview/games/doppelkopf/strings';

/**
 * A solo of `kind` as the catalogs name it in a round's summary (no players: the name alone), begun with a capital
 * as the view's labels are (`solo trèfle` in a sentence is `Solo trèfle` on its own).
 */
const catalogSolo = (kind: string, lang: (typeof LANGS)[number]) => {
  const name = render(msg('dk.game.solo', { re: [], kind }), lang).trim();
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** Where the view and the catalogs name a solo differently today: language, kind, the view's, the catalogs'. */
const KNOWN: string[] = [
  'en queens: "Queens solo" / "Solo queens"',
  'en jacks: "Jacks solo" / "Solo jacks"',
  'en clubs: "Clubs solo" / "Solo clubs"',
  'en spades: "Spades solo" / "Solo spades"',
  'en hearts: "Hearts solo" / "Solo hearts"',
  'en diamonds: "Diamonds solo" / "Solo diamonds"',
  'en fleshless: "Fleshless" / "Solo fleshless"',
  'fr queens: "Solo dames" / "Solo de dames"',
  'fr jacks: "Solo valets" / "Solo de valets"',
  'fr fleshless: "Solo sans atout" / "Solo sans atout (Fleischlos)"',
];

describe('a solo is named once (the view and the catalogs)', () => {
  it('German: every solo kind reads the same in the view and in the messages', () => {
    for (const k of SOLO_KINDS) expect(TABLES.de.soloKinds[k], k).toBe(catalogSolo(k, 'de'));
    // Hand-checked: the two words players write differently from the rest.
    expect([TABLES.de.soloKinds.queens, TABLES.de.soloKinds.fleshless]).toEqual(['Damensolo', 'Fleischloser']);
  });

  it('English and French: the differences left are the known ones', () => {
    const differ = LANGS.flatMap((lang) =>
      SOLO_KINDS.filter((k) => TABLES[lang].soloKinds[k] !== catalogSolo(k, lang)).map(
        (k) => `${lang} ${k}: "${TABLES[lang].soloKinds[k]}" / "${catalogSolo(k, lang)}"`,
      ),
    );
    expect(differ).toEqual(KNOWN);
  });
});
