// One message system (issue 31, item 4): where the settlement view's Doppelkopf words (webview/games/doppelkopf/
// strings.ts) name what the engine's catalogs name, a solo by its kind, the two say the same. The view takes the
// names from the catalogs' terms (src/games/doppelkopf/messages/<lang>/terms.ts), so a name is decided once there;
// this test holds the view's table to the sentences the engine writes.

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

describe('a solo is named once (the view and the catalogs)', () => {
  it('every solo kind reads the same in the view and in the messages, in every language', () => {
    const differ = LANGS.flatMap((lang) =>
      SOLO_KINDS.filter((k) => TABLES[lang].soloKinds[k] !== catalogSolo(k, lang)).map(
        (k) => `${lang} ${k}: "${TABLES[lang].soloKinds[k]}" / "${catalogSolo(k, lang)}"`,
      ),
    );
    expect(differ).toEqual([]);
  });

  it('the names are the players’ (docs/glossary.md): hand-checked, the queens solo and the fleshless one', () => {
    const pair = (lang: (typeof LANGS)[number]) => [TABLES[lang].soloKinds.queens, TABLES[lang].soloKinds.fleshless];
    // English names a solo as a sheet writes it (`solo Dora queens`), as the engine's round summaries do.
    expect(pair('en')).toEqual(['Solo queens', 'Solo fleshless']);
    // German: the two words players write differently from the rest (not „Fleischlossolo“).
    expect(pair('de')).toEqual(['Damensolo', 'Fleischloser']);
    // French keeps the German term beside its own, as the glossary's "solo sans atout (Fleischlos)".
    expect(pair('fr')).toEqual(['Solo de dames', 'Solo sans atout (Fleischlos)']);
  });
});
