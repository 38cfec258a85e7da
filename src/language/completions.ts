// What can be typed at a cursor: directives valid there (header or round, by game), names, `set` keys and values,
// cards. Editor-neutral: src/extension/completionProvider.ts only turns these into VS Code's CompletionItems.

import type { GameKind } from '../format/ast';
import { canonicalKeyword } from '../games/syntax';
import { lexLine } from '../format/lexer';
import { canonicalWord } from '../games/syntax';
import type { DocumentAnalysis } from '../analysis/analyze';
import { doppelkopfRules } from '../games/doppelkopf/rules';
import { signedAscii } from '../text/numbers';
import { writeName } from '../text/names';
import { english, type Translate } from './messages';
import { switchDescription } from './ruleText';

export type SuggestionKind = 'directive' | 'value' | 'name' | 'setting' | 'card' | 'number';

export interface Suggestion {
  label: string;
  kind: SuggestionKind;
  detail?: string;
  insertText?: string;
  filterText?: string;
  /** Sort before the rest (e.g. the computed score). */
  preselect?: boolean;
}

const GAMES: GameKind[] = ['doppelkopf', 'belote', 'coinche'];

// The detail is a function of the translator so that each text is a literal call of t (exported to the l10n bundle by
// `npm run l10n`) and read in the caller's language at the time of asking.
type Doc = [string, (t: Translate) => string];
const HEADER: Record<string, Doc> = {
  game: ['game', (t) => t('which game: doppelkopf, belote or coinche (first line)')],
  title: ['title', (t) => t('a title for the settlement')],
  date: ['date', (t) => t('the date, YYYY-MM-DD')],
  players: ['players', (t) => t('the players in seating order')],
  teams: ['teams', (t) => t('names of the two teams (1st+3rd, 2nd+4th)')],
  rules: ['rules', (t) => t('the rules preset')],
  set: ['set', (t) => t('one rule switch: set KEY VALUE')],
  stake: ['stake', (t) => t('money per point, e.g. 0.05 EUR')],
  target: ['target', (t) => t('points that end a game')],
  round: ['round', (t) => t('starts a new round')],
};

const DOPPELKOPF_ROUND: Doc[] = [
  ['re', (t) => t('the Re party: re P1 P2')],
  ['solo', (t) => t('a solo: solo P KIND [duty [forced]]')],
  ['marriage', (t) => t('Hochzeit: marriage P with Q | marriage P alone')],
  ['silent-marriage', (t) => t('stille Hochzeit: silent-marriage P')],
  ['poverty', (t) => t('Armut: poverty P with Q')],
  ['out', (t) => t('who sits out this round')],
  ['cards', (t) => t('card points: cards re N [kontra M]')],
  ['tricks', (t) => t('trick counts: tricks re N [kontra M]')],
  ['announce', (t) => t('announcement: announce PARTY [no90|no60|no30|black]')],
  ['extras', (t) => t('special points: extras PARTY fox|doppelkopf|karlchen…')],
  ['bock', (t) => t('a bock round [N]')],
  ['penalty', (t) => t('penalty points, never a game: penalty P N [to Q [M]]')],
  ['bock-trigger', (t) => t('this game starts N bock rounds: bock-trigger [N] (no N: 1; 0: none)')],
  ['score', (t) => t('points written on the sheet: score P ±N …')],
  ['total', (t) => t('running totals written on the sheet: total P N …')],
];
const BELOTE_ROUND: Doc[] = [
  ['taker', (t) => t('who took: taker P')],
  ['trump', (t) => t('trump: trump SUIT')],
  ['cards', (t) => t('card points without the last trick: cards TEAM N [TEAM M]')],
  ['last', (t) => t('who won the last trick (dix de der)')],
  ['belote', (t) => t('belote-rebelote: belote TEAM')],
  ['announce', (t) => t('announcements: announce TEAM ITEM…')],
  ['capot', (t) => t('TEAM took all 8 tricks')],
  ['score', (t) => t('points written on the sheet: score TEAM N TEAM N')],
  ['total', (t) => t('running totals written on the sheet')],
];
const COINCHE_ROUND: Doc[] = [
  ['contract', (t) => t('the contract: contract P VALUE SUIT [coinche|surcoinche]')],
  ...BELOTE_ROUND.filter(([k]) => k !== 'taker' && k !== 'trump'),
  ['generale', (t) => t('P alone took all 8 tricks')],
];
const TRICK_DIRECTIVES: Doc[] = [
  ['hand', (t) => t('the cards P holds: hand P CARD…')],
  ['trick', (t) => t('one trick: trick P CARD, Q CARD, … [=> W N]')],
];

const SOLO_KINDS = ['queens', 'jacks', 'clubs', 'spades', 'hearts', 'diamonds', 'fleshless'];
const DK_LEVELS = ['no90', 'no60', 'no30', 'black'];
const DK_EXTRAS = ['fox', 'doppelkopf', 'karlchen'];
const BELOTE_ANNOUNCEMENTS = [
  'tierce',
  'fifty',
  'hundred',
  'four-jacks',
  'four-nines',
  'four-aces',
  'four-tens',
  'four-kings',
  'four-queens',
];
const TRUMPS = ['clubs', 'spades', 'hearts', 'diamonds', 'no-trump', 'all-trump'];
// A card's name as players say it: `queen of clubs`, `Kreuz-Dame`, `dame de trèfle` (the bundles order the words).
const SUITS: [string, string, (t: Translate) => string][] = [
  ['♣', 'C', (t) => t('clubs')],
  ['♠', 'S', (t) => t('spades')],
  ['♥', 'H', (t) => t('hearts')],
  ['♦', 'D', (t) => t('diamonds')],
];
const RANK_NAMES: Record<string, (t: Translate) => string> = {
  A: (t) => t('ace'),
  '10': (t) => t('ten'),
  K: (t) => t('king'),
  Q: (t) => t('queen'),
  J: (t) => t('jack'),
  '9': (t) => t('nine'),
  '8': (t) => t('eight'),
  '7': (t) => t('seven'),
};

export interface CompletionContext {
  /** The analysis covering the cursor's line (undefined: not in a score document or block). */
  analysis: DocumentAnalysis | undefined;
  /** Zero-based line of the cursor. */
  line: number;
  /** The line's text up to the cursor. */
  prefix: string;
  /** The caller's translator for the details (English when not given). */
  t?: Translate;
}

function today(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** `forced` after `solo P KIND [duty]`: a forced duty solo (Vorführung). */
function forcedSolo(t: Translate): Suggestion[] {
  return values(['forced'], 'value', t('forced duty solo (Vorführung): the next player deals'));
}

function values(list: readonly string[], kind: SuggestionKind = 'value', detail?: string): Suggestion[] {
  return list.map((label) => ({ label, kind, detail }));
}

function cards(a: DocumentAnalysis, t: Translate): Suggestion[] {
  const dk = a.game === 'doppelkopf';
  const ranks = dk
    ? ['A', '10', 'K', 'Q', 'J', ...(a.rules && !doppelkopfRules(a.rules.values).nines ? [] : ['9'])]
    : ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];
  return SUITS.flatMap(([sym, letter, suit]) =>
    ranks.map((r) => ({
      label: `${sym}${r}`,
      kind: 'card' as const,
      detail: t('{0} of {1}', RANK_NAMES[r](t), suit(t)),
      filterText: `${letter}${r}${sym}${r}`,
    })),
  );
}

export function completionsAt(ctx: CompletionContext): Suggestion[] {
  const a = ctx.analysis;
  if (!a) return [];
  const t = ctx.t ?? english;
  const lexed = lexLine(ctx.prefix, ctx.line);
  if (lexed.commentStart !== undefined) return [];
  const lex = lexed.lexemes;
  // Typing inside a quoted name: nothing sensible to offer.
  if (lex.some((l) => l.unterminated)) return [];
  const typing = lex.length > 0 && lex[lex.length - 1].end === ctx.prefix.length;
  const done = typing ? lex.slice(0, -1) : lex;
  const game = a.game ?? a.document.header.game?.kind;
  const inRound = a.document.rounds.some((r) => r.headerRange.start.line < ctx.line);

  if (done.length === 0) return directives(a, game, inRound, t);
  // The line's keyword in any language (`augen`, `aussetzen`, `annonce`): completion knows what the parser knows.
  const keyword = done[0].quoted ? '' : canonicalKeyword(done[0].text);
  const args = done.slice(1).map((l) => l.text);
  const n = args.length;
  const header = a.document.header;
  const players = header.players.map((p) => p.text);
  const teams = (header.teams ?? []).map((tm) => tm.text);
  const names = (list: string[], exclude: string[] = []): Suggestion[] =>
    list
      .filter((x) => !exclude.some((e) => e.toLowerCase() === x.toLowerCase()))
      .map((x) => ({ label: x, kind: 'name', insertText: writeName(x) }));
  const sides = game === 'doppelkopf' ? values(['re', 'kontra'], 'name') : names(teams);

  switch (keyword) {
    case 'game':
      return n === 0 ? values(GAMES) : [];
    case 'rules':
      return n === 0 && game && a.module ? values(a.module.rules.presets(game)) : [];
    case 'date':
      return n === 0 ? [{ label: today(), kind: 'value', detail: t('today') }] : [];
    case 'target':
      return n === 0 && game && game !== 'doppelkopf'
        ? values([game === 'coinche' ? '2000' : '1000', game === 'coinche' ? '1000' : '2000'], 'number')
        : [];
    case 'set': {
      if (!game || !a.module) return [];
      const specs = a.module.rules.switches;
      if (n === 0)
        return specs.map((s) => ({ label: s.key, kind: 'setting', detail: switchDescription(s.key, s.describe, t) }));
      const spec = specs.find((s) => s.key === args[0].toLowerCase());
      if (!spec) return [];
      if (spec.kind === 'multi') return values(spec.values.filter((v) => !args.slice(1).includes(v)));
      if (n > 1) return [];
      const def = spec.defaultFor(game, a.rules?.preset ?? '', players.length);
      // A number switch offers its default too (`bid-margin 0`, `series all`, `bock-length 4`): any other number is
      // the user's to type.
      const offered = spec.values.includes(def) ? spec.values : [def, ...spec.values];
      return offered.map((v) => ({ label: v, kind: 'value' as const, detail: v === def ? t('default') : undefined }));
    }
  }
  if (!inRound) return [];
  const result = a.rounds.find((r) => {
    const round = a.document.rounds.find((x) => x.index === r.index);
    return (
      round &&
      round.headerRange.start.line < ctx.line &&
      ctx.line <= Math.max(round.range.end.line, round.headerRange.end.line + 1)
    );
  });

  switch (keyword) {
    case 're':
    case 'out':
      return names(players, args);
    case 'solo':
      return n === 0
        ? names(players)
        : n === 1
          ? values(SOLO_KINDS)
          : n === 2
            ? [...values(['duty'], 'value', t('Pflichtsolo')), ...forcedSolo(t)]
            : n === 3 && canonicalWord('duty', args[2]) === 'duty'
              ? forcedSolo(t)
              : [];
    case 'marriage':
      return n === 0
        ? names(players)
        : n === 1
          ? values(['with', 'alone'])
          : n === 2 && canonicalWord('marriage', args[1]) === 'with'
            ? names(players, [args[0]])
            : [];
    case 'poverty':
      return n === 0 ? names(players) : n === 1 ? values(['with']) : n === 2 ? names(players, [args[0]]) : [];
    case 'penalty':
      // `penalty P N [to Q [M]]`: who pays, the points (TSR: 3), `to`, whom.
      return n === 0
        ? names(players)
        : n === 1
          ? values(['3'], 'number', t('TSR minor breach: the others +1 each'))
          : n === 2
            ? values(['to'], 'value', t('the points go to one player'))
            : n === 3 && canonicalWord('penalty', args[2]) === 'to'
              ? names(players, [args[0]])
              : [];
    case 'silent-marriage':
    case 'taker':
    case 'generale':
      return n === 0 ? names(players) : [];
    case 'cards':
    case 'tricks':
      return n % 2 === 0 && n < 4
        ? n === 0
          ? sides
          : sides.filter((s) => s.label.toLowerCase() !== args[0].toLowerCase())
        : [];
    case 'announce':
      if (n === 0) return sides;
      if (game === 'doppelkopf') return n === 1 ? values(DK_LEVELS) : [];
      return values(BELOTE_ANNOUNCEMENTS);
    case 'extras':
      return n === 0 ? sides : values(DK_EXTRAS);
    case 'last':
    case 'belote':
    case 'capot':
      return n === 0 ? sides : [];
    case 'trump':
      return n === 0 ? values(TRUMPS) : [];
    case 'contract':
      if (n === 0) return names(players);
      if (n === 1)
        return values([...Array.from({ length: 9 }, (_, i) => String(80 + 10 * i)), 'capot', 'generale'], 'number');
      if (n === 2) return values(TRUMPS);
      return n === 3 ? values(['coinche', 'surcoinche']) : [];
    case 'score':
    case 'total': {
      const list = game === 'doppelkopf' ? players : teams;
      if (n % 2 === 0)
        return names(
          list,
          args.filter((_, i) => i % 2 === 0),
        );
      // After a name: offer what the engine computed for it, the number the sheet should say.
      const computed = result && (keyword === 'score' ? result.scores : result.running);
      const key = list.find((x) => x.toLowerCase() === args[n - 1].toLowerCase());
      const v = key !== undefined && computed ? computed[key] : undefined;
      return v === undefined
        ? []
        : [
            {
              label: keyword === 'score' ? signedAscii(v) : String(v),
              kind: 'number',
              detail: t('computed'),
              preselect: true,
            },
          ];
    }
    case 'bock-trigger':
      return n === 0
        ? [
            { label: '1', kind: 'number', detail: t('one bock round (as with no number)') },
            { label: '2', kind: 'number', detail: t('two bock rounds') },
            { label: '0', kind: 'number', detail: t('no bock round, even where the game meets a trigger') },
          ]
        : [];
    case 'hand':
      return n === 0 ? names(players) : cards(a, t);
    case 'trick': {
      const arrow = args.indexOf('=>');
      if (arrow >= 0) return n - arrow - 1 === 0 ? names(players) : [];
      return n % 2 === 0
        ? names(
            players,
            args.filter((_, i) => i % 2 === 0),
          )
        : cards(a, t);
    }
  }
  return [];
}

function directives(a: DocumentAnalysis, game: GameKind | undefined, inRound: boolean, t: Translate): Suggestion[] {
  const d = (docs: Doc[]): Suggestion[] =>
    docs.map(([label, detail]) => ({ label, kind: 'directive', detail: detail(t) }));
  if (!inRound) {
    if (!a.document.header.game) return d([HEADER.game]);
    const keys = [
      'title',
      'date',
      'players',
      ...(game && game !== 'doppelkopf' ? ['teams', 'target'] : []),
      'rules',
      'set',
      'stake',
      'round',
    ];
    return d(keys.map((k) => HEADER[k]));
  }
  const round =
    game === 'doppelkopf'
      ? DOPPELKOPF_ROUND
      : game === 'coinche'
        ? COINCHE_ROUND
        : game === 'belote'
          ? BELOTE_ROUND
          : [];
  return d([...round, ...TRICK_DIRECTIVES, HEADER.round]);
}
