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
import { t } from './messages';
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

// The detail is a function so that each text is a literal call of t (exported to the l10n bundle by `npm run l10n`)
// and read in the display language at the time of asking.
type Doc = [string, () => string];
const HEADER: Record<string, Doc> = {
  game: ['game', () => t('which game: doppelkopf, belote or coinche (first line)')],
  title: ['title', () => t('a title for the settlement')],
  date: ['date', () => t('the date, YYYY-MM-DD')],
  players: ['players', () => t('the players in seating order')],
  teams: ['teams', () => t('names of the two teams (1st+3rd, 2nd+4th)')],
  rules: ['rules', () => t('the rules preset')],
  set: ['set', () => t('one rule switch: set KEY VALUE')],
  stake: ['stake', () => t('money per point, e.g. 0.05 EUR')],
  target: ['target', () => t('points that end a game')],
  round: ['round', () => t('starts a new round')],
};

const DOPPELKOPF_ROUND: Doc[] = [
  ['re', () => t('the Re party: re P1 P2')],
  ['solo', () => t('a solo: solo P KIND [duty]')],
  ['marriage', () => t('Hochzeit: marriage P with Q | marriage P alone')],
  ['silent-marriage', () => t('stille Hochzeit: silent-marriage P')],
  ['poverty', () => t('Armut: poverty P with Q')],
  ['out', () => t('who sits out this round')],
  ['cards', () => t('card points: cards re N [kontra M]')],
  ['tricks', () => t('trick counts: tricks re N [kontra M]')],
  ['announce', () => t('announcement: announce PARTY [no90|no60|no30|black]')],
  ['extras', () => t('special points: extras PARTY fox|doppelkopf|karlchen…')],
  ['bock', () => t('a bock round [N]')],
  ['score', () => t('points written on the sheet: score P ±N …')],
  ['total', () => t('running totals written on the sheet: total P N …')],
];
const BELOTE_ROUND: Doc[] = [
  ['taker', () => t('who took: taker P')],
  ['trump', () => t('trump: trump SUIT')],
  ['cards', () => t('card points without the last trick: cards TEAM N [TEAM M]')],
  ['last', () => t('who won the last trick (dix de der)')],
  ['belote', () => t('belote-rebelote: belote TEAM')],
  ['announce', () => t('announcements: announce TEAM ITEM…')],
  ['capot', () => t('TEAM took all 8 tricks')],
  ['score', () => t('points written on the sheet: score TEAM N TEAM N')],
  ['total', () => t('running totals written on the sheet')],
];
const COINCHE_ROUND: Doc[] = [
  ['contract', () => t('the contract: contract P VALUE SUIT [coinche|surcoinche]')],
  ...BELOTE_ROUND.filter(([k]) => k !== 'taker' && k !== 'trump'),
  ['generale', () => t('P alone took all 8 tricks')],
];
const TRICK_DIRECTIVES: Doc[] = [
  ['hand', () => t('the cards P holds: hand P CARD…')],
  ['trick', () => t('one trick: trick P CARD, Q CARD, … [=> W N]')],
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
const SUITS: [string, string, () => string][] = [
  ['♣', 'C', () => t('clubs')],
  ['♠', 'S', () => t('spades')],
  ['♥', 'H', () => t('hearts')],
  ['♦', 'D', () => t('diamonds')],
];
const RANK_NAMES: Record<string, () => string> = {
  A: () => t('ace'),
  '10': () => t('ten'),
  K: () => t('king'),
  Q: () => t('queen'),
  J: () => t('jack'),
  '9': () => t('nine'),
  '8': () => t('eight'),
  '7': () => t('seven'),
};

export interface CompletionContext {
  /** The analysis covering the cursor's line (undefined: not in a score document or block). */
  analysis: DocumentAnalysis | undefined;
  /** Zero-based line of the cursor. */
  line: number;
  /** The line's text up to the cursor. */
  prefix: string;
}

function today(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

function values(list: readonly string[], kind: SuggestionKind = 'value', detail?: string): Suggestion[] {
  return list.map((label) => ({ label, kind, detail }));
}

function cards(a: DocumentAnalysis): Suggestion[] {
  const dk = a.game === 'doppelkopf';
  const ranks = dk
    ? ['A', '10', 'K', 'Q', 'J', ...(a.rules && !doppelkopfRules(a.rules.values).nines ? [] : ['9'])]
    : ['A', '10', 'K', 'Q', 'J', '9', '8', '7'];
  return SUITS.flatMap(([sym, letter, suit]) =>
    ranks.map((r) => ({
      label: `${sym}${r}`,
      kind: 'card' as const,
      detail: t('{0} of {1}', RANK_NAMES[r](), suit()),
      filterText: `${letter}${r}${sym}${r}`,
    })),
  );
}

export function completionsAt(ctx: CompletionContext): Suggestion[] {
  const a = ctx.analysis;
  if (!a) return [];
  const lexed = lexLine(ctx.prefix, ctx.line);
  if (lexed.commentStart !== undefined) return [];
  const lex = lexed.lexemes;
  // Typing inside a quoted name: nothing sensible to offer.
  if (lex.some((l) => l.unterminated)) return [];
  const typing = lex.length > 0 && lex[lex.length - 1].end === ctx.prefix.length;
  const done = typing ? lex.slice(0, -1) : lex;
  const game = a.game ?? a.document.header.game?.kind;
  const inRound = a.document.rounds.some((r) => r.headerRange.start.line < ctx.line);

  if (done.length === 0) return directives(a, game, inRound);
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
        return specs.map((s) => ({ label: s.key, kind: 'setting', detail: switchDescription(s.key, s.describe) }));
      const spec = specs.find((s) => s.key === args[0].toLowerCase());
      if (!spec) return [];
      if (spec.kind === 'multi') return values(spec.values.filter((v) => !args.slice(1).includes(v)));
      if (n > 1) return [];
      return spec.values.map((v) => ({
        label: v,
        kind: 'value' as const,
        detail: v === spec.defaultFor(game, a.rules?.preset ?? '', players.length) ? t('default') : undefined,
      }));
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
            ? values(['duty'], 'value', t('Pflichtsolo'))
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
    case 'hand':
      return n === 0 ? names(players) : cards(a);
    case 'trick': {
      const arrow = args.indexOf('=>');
      if (arrow >= 0) return n - arrow - 1 === 0 ? names(players) : [];
      return n % 2 === 0
        ? names(
            players,
            args.filter((_, i) => i % 2 === 0),
          )
        : cards(a);
    }
  }
  return [];
}

function directives(a: DocumentAnalysis, game: GameKind | undefined, inRound: boolean): Suggestion[] {
  const d = (docs: Doc[]): Suggestion[] =>
    docs.map(([label, detail]) => ({ label, kind: 'directive', detail: detail() }));
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
