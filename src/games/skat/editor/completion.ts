// Completion of Skat's lines (rules/skat.md "Round syntax"): every word of a declarer line at its place — the game,
// mit/ohne and the Spitzen a game can have, hand, ouvert, revolution — the levels, the bid's legal values, the players
// the outcome-only, Kontra and Ramsch lines name, and Bierlachs's target. Words come in the line's language: German
// after `alleinspieler` or a German word, English after `declarer` or an English one, both where nothing tells.

import type { Rank } from '../../../format/ast';
import { foldWord, Vocabulary } from '../../../words/vocabulary';
import { names, values } from '../../editorKit';
import type { CompletionLine, Suggestion } from '../../game';
import { formatCard } from '../../../engine/tricks/cards';
import { SKAT_DECK } from '../played';
import type { SkatGame } from '../syntax/itemTypes';
import { SKAT_WORDS } from '../syntax/words';
import { LEGAL_VALUES, maxSpitzen } from '../steps/value';

/** Its own words, to read the words typed before the cursor in either language. */
const WORDS = new Vocabulary(SKAT_WORDS);

/** Folded forms that only German writes (`kreuz`, `mit`, `alleinspieler`) and only English writes (`clubs`, `with`). */
const GERMAN = new Set<string>();
const ENGLISH = new Set<string>();
for (const e of SKAT_WORDS)
  for (const de of e.de)
    if (foldWord(de) !== foldWord(e.canonical)) {
      GERMAN.add(foldWord(de));
      ENGLISH.add(foldWord(e.canonical));
    }

type Lang = 'en' | 'de' | 'both';

/** The line's language: its keyword as written, then its words, the first that only one language writes. */
function languageOf(line: CompletionLine): Lang {
  for (const word of [line.written ?? line.keyword, ...line.args]) {
    const f = foldWord(word);
    if (GERMAN.has(f)) return 'de';
    if (ENGLISH.has(f)) return 'en';
  }
  return 'both';
}

type Cls = 'skat-game' | 'skat-part' | 'skat-level';

/** The words of `canonicals` in the line's language; where it cannot be told, German forms follow the English ones. */
function words(cls: Cls, canonicals: readonly string[], lang: Lang): Suggestion[] {
  const en = values(canonicals);
  const de = canonicals.map((c) => ({ label: WORDS.wordIn(cls, c, 'de'), kind: 'value' as const, detail: c }));
  if (lang === 'en') return en;
  if (lang === 'de') return de.map(({ label, kind }) => ({ label, kind }));
  return [...en, ...de.filter((d) => d.label !== d.detail)];
}

const GAMES: readonly SkatGame[] = ['clubs', 'spades', 'hearts', 'diamonds', 'grand', 'null'];
const SUIT_SYMBOLS: Readonly<Record<string, SkatGame>> = {
  '♣': 'clubs',
  '♠': 'spades',
  '♥': 'hearts',
  '♦': 'diamonds',
};

/** The 32-card deck: `hand P CARD…` names a player's cards. */
export function cardRanks(): readonly Rank[] {
  return ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];
}

/** The 32 cards as `skat CARD CARD` offers them (`♣J`). */
const SKAT_CARDS: readonly string[] = SKAT_DECK.map(formatCard);

/** The numbers 1…max, as completion offers them. */
const upTo = (max: number): Suggestion[] =>
  values(
    Array.from({ length: max }, (_, i) => String(i + 1)),
    'number',
  );

/** What may follow `declarer P` and the words after it (any order, as the parser reads them). */
function declarerLine(line: CompletionLine, lang: Lang): Suggestion[] {
  const { args, players } = line;
  if (args.length === 0) return names(players);
  const jacksOnly = line.sheet.rules?.values['spitzen-count'] === 'jacks';
  let game: SkatGame | undefined;
  const seen = new Set<string>();
  for (let i = 1; i < args.length; i++) {
    const a = args[i];
    const g = SUIT_SYMBOLS[a] ?? WORDS.canonicalWord('skat-game', a);
    if (g && !game) {
      game = g as SkatGame;
      continue;
    }
    const part = WORDS.canonicalWord('skat-part', a);
    if (!part) continue;
    seen.add(part);
    // `with N`: the number is the next word; the cursor right after `with` wants it.
    if (part === 'with' || part === 'without') {
      if (i === args.length - 1) return upTo(game && game !== 'null' ? maxSpitzen(game, jacksOnly) : 11);
      i++;
    }
  }
  if (!game) return words('skat-game', GAMES, lang);
  const parts: string[] = [];
  if (game !== 'null' && !seen.has('with') && !seen.has('without')) parts.push('with', 'without');
  if (!seen.has('hand')) parts.push('hand');
  if (!seen.has('ouvert')) parts.push('ouvert');
  if (game === 'null' && !seen.has('revolution') && line.sheet.rules?.values.revolution === 'on')
    parts.push('revolution');
  return words('skat-part', parts, lang);
}

/** Names not yet on a line of pairs or triples (`seeger P N …`, `won-lost P W L …`), at the places a name goes. */
function namesEvery(line: CompletionLine, step: number): Suggestion[] {
  const { args, players } = line;
  if (args.length % step !== 0) return [];
  return names(
    players,
    args.filter((_, i) => i % step === 0),
  );
}

/** What may follow the keyword of one of Skat's lines; undefined for the lines the format completes itself. */
export function complete(line: CompletionLine): Suggestion[] | undefined {
  const { args, players } = line;
  const n = args.length;
  const lang = languageOf(line);
  if (!line.inRound) return line.keyword === 'target' ? (n === 0 ? values(['501'], 'number') : []) : undefined;
  switch (line.keyword) {
    case 'declarer':
      return declarerLine(line, lang);
    case 'with':
    case 'without':
      return n === 0 ? upTo(11) : [];
    case 'announce':
      return n === 0 ? words('skat-level', ['schneider', 'schwarz'], lang) : [];
    case 'schneider':
    case 'schwarz':
      return n === 0 ? words('skat-level', ['announced'], lang) : [];
    case 'bid':
      return n === 0 ? values(LEGAL_VALUES.map(String), 'number') : [];
    case 'skat':
      // The two skat cards, the ones already written left out.
      return n < 2
        ? values(
            SKAT_CARDS.filter((c) => !args.includes(c)),
            'card',
          )
        : [];
    case 'cards':
      // `cards N` is the declarer's Augen; a Ramsch names every player's.
      return line.sheet.rules?.values['all-pass'] === 'ramsch' ? namesEvery(line, 2) : [];
    case 'won':
      return n === 0 ? names(players) : [];
    case 'lost':
      return n === 0 ? names(players) : n === 2 ? words('skat-part', ['overbid'], lang) : [];
    case 'kontra':
    case 'jungfrau':
    case 'durchmarsch':
    case 'loser':
    case 'last-trick':
      return n === 0 ? names(players) : [];
    case 'pushed':
      return n === 0 ? values(['1', '2', '3', '0'], 'number') : [];
    case 'spitze':
      return n === 0 ? values(['1', '2'], 'number') : [];
    case 'seeger':
      return namesEvery(line, 2);
    case 'won-lost':
      return namesEvery(line, 3);
    case 'tricks':
    case 'ouvert':
    case 'overbid':
    case 'passed':
    case 're':
    case 'supra':
    case 'ramsch':
      return [];
  }
  return undefined;
}
