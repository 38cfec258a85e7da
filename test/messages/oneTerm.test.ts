// One message system (issue 31, item 4): where the settlement view's words (webview/strings.ts and
// webview/games/<game>/strings.ts) name what the engine's catalogs name, the two say the same. A solo by its kind:
// the view takes the names from the catalogs' terms (src/games/doppelkopf/messages/<lang>/terms.ts), so a name is
// decided once there, and this test holds the view's table to the sentences the engine writes. A game's terms (its
// GameWords.terms, beside its catalogs): wherever the view's English names one, its German and French say the
// catalogs' word.

import { describe, expect, it } from 'vitest';
import { SOLO_KINDS } from '../../src/games/doppelkopf/model';
import { words as deWords } from '../../src/games/messagesDe';
import { words as enWords } from '../../src/games/messagesEn';
import { words as frWords } from '../../src/games/messagesFr';
import { LANGS, msg, render, type MessageId } from '../../src/messages';
import { TABLES as beloteView } from '../../webview/games/belote/strings';
import { TABLES } from '../../webview/games/doppelkopf/strings';
import { TABLES as pointsView } from '../../webview/games/points/strings';
import { TABLES as skatView } from '../../webview/games/skat/strings';
import { TABLES as coreView } from '../../webview/strings';

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

/** The view's tables: the generic words and each game's. */
const VIEWS = { core: coreView, doppelkopf: TABLES, belote: beloteView, points: pointsView, skat: skatView };

/** A view table's texts by their path (`outcomes.re`), the words its functions make left out. */
const texts = (o: object, prefix = ''): [string, string][] =>
  Object.entries(o).flatMap(([k, v]): [string, string][] =>
    typeof v === 'string' ? [[prefix + k, v]] : v && typeof v === 'object' ? texts(v, `${prefix}${k}.`) : [],
  );
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `word` as a word of its own (not inside `surcoinche`), in any case. */
const wordIn = (word: string) => new RegExp(`(?<![\\p{L}\\d-])${escape(word)}(?![\\p{L}\\d-])`, 'iu');

describe('the view names a game’s terms as its catalogs do', () => {
  it('wherever the view’s English names a term, its German and French say the catalogs’ word', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const [name, view] of Object.entries(VIEWS)) {
      const de = new Map(texts(view.de));
      const fr = new Map(texts(view.fr));
      for (const [path, english] of texts(view.en))
        for (const [i, game] of enWords.entries())
          for (const [key, word] of Object.entries(game.terms ?? {})) {
            if (!wordIn(word).test(english)) continue;
            for (const [lang, shown, words] of [
              ['de', de, deWords],
              ['fr', fr, frWords],
            ] as const) {
              const term = words[i].terms?.[key] ?? '';
              checked++;
              if (!shown.get(path)?.toLowerCase().includes(term.toLowerCase()))
                wrong.push(`${name}.${path} ${lang}: "${shown.get(path)}", not "${term}" (${key})`);
            }
          }
    }
    expect(wrong).toEqual([]);
    // The view names these terms in dozens of places (Re, Kontra, Pflichtsolo, Preneur, Capot, Grand…).
    expect(checked).toBeGreaterThan(50);
  });
});

/**
 * Words the view keeps in its own tables (a heading, a column) that the engine's reports, the share card or the
 * tournament tables also say, with the catalogs' entry that says it: the two read the same in every language (the
 * view's column words begin with a capital; the catalogs' begin lower case inside a table's header line).
 */
const SHARED: [view: keyof typeof VIEWS, path: string, id: MessageId][] = [
  ['core', 'whoPaysWhom', 'report.h.who-pays'],
  ['core', 'totals', 'report.h.totals'],
  ['core', 'standings', 'share.card.standings'],
  ['core', 'colPlayer', 'report.col.player'],
  ['core', 'colTeam', 'report.col.team'],
  ['core', 'colRoundLong', 'report.col.round'],
  ['core', 'colGames', 'report.col.games'],
  ['core', 'colWins', 'report.col.wins'],
  ['core', 'compareMoney', 'report.col.money'],
  ['core', 'compareWhatIf', 'cli.compare.what-if'],
  ['doppelkopf', 'colSolos', 'report.col.solos'],
  ['doppelkopf', 'colSolosWon', 'report.col.solos-won'],
  ['doppelkopf', 'colPenalties', 'pen.col.penalties'],
  ['doppelkopf', 'colPenaltyPoints', 'pen.col.points'],
  ['doppelkopf', 'colSeriesRounds', 'report.col.rounds'],
  ['belote', 'colCoinched', 'report.col.coinched'],
  ['belote', 'colLitiges', 'report.col.litiges'],
  ['belote', 'games', 'report.h.games'],
  ['points', 'colBestRound', 'pts.col.best-round'],
  ['points', 'colRounds', 'pts.col.rounds'],
  ['points', 'colGame', 'pts.col.game'],
  ['points', 'colGamesWon', 'pts.col.games-won'],
  ['skat', 'colGame', 'report.col.game'],
];

describe('the view and the reports share their headings’ words', () => {
  it('each shared word reads as the catalogs’ in English, German and French', () => {
    const differ = SHARED.flatMap(([view, path, id]) =>
      LANGS.flatMap((lang) => {
        const shown = new Map(texts(VIEWS[view][lang])).get(path);
        const said = render({ id }, lang);
        return shown?.toLowerCase() === said.toLowerCase()
          ? []
          : [`${lang} ${view}.${path}: "${shown}" / ${id} "${said}"`];
      }),
    );
    expect(differ).toEqual([]);
  });
});
