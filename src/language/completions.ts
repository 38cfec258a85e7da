// What can be typed at a cursor: directives valid there (header or round, by game), names, `set` keys and values,
// cards. Editor-neutral: src/extension/completionProvider.ts only turns these into VS Code's CompletionItems.

import type { GameKind, Rank } from '../format/ast';
import { canonicalKeyword } from '../games/syntax';
import { lexLine } from '../format/lexer';
import type { DocumentAnalysis } from '../analysis/analyze';
import type { RoundResult } from '../engine/model';
import { directive, names, values } from '../games/editorKit';
import type { DirectiveDoc, GameEditor, GameModule, Suggestion } from '../games/game';
import { signedAscii } from '../text/numbers';
import { english, type Translate } from './messages';
import { switchDescription } from './ruleText';

export type { Suggestion, SuggestionKind } from '../games/game';

// The detail is a function of the translator so that each text is a literal call of t (exported to the l10n bundle by
// `npm run l10n`) and read in the caller's language at the time of asking. The game's own lines are its module's
// (GameModule.editor); these are every sheet's.
const HEADER = {
  title: directive('title', (t) => t('a title for the settlement')),
  date: directive('date', (t) => t('the date, YYYY-MM-DD')),
  players: directive('players', (t) => t('the players in seating order')),
  rules: directive('rules', (t) => t('the rules preset')),
  set: directive('set', (t) => t('one rule switch: set KEY VALUE')),
  stake: directive('stake', (t) => t('money per point, e.g. 0.05 EUR')),
  round: directive('round', (t) => t('starts a new round')),
};
const TRICK_DIRECTIVES: readonly DirectiveDoc[] = [
  directive('hand', (t) => t('the cards P holds: hand P CARD…')),
  directive('trick', (t) => t('one trick: trick P CARD, Q CARD, … [=> W N]')),
];

/** `game`: which game, naming every kind a `game` line may name (`doppelkopf, belote or coinche`). */
function gameDoc(games: readonly GameModule[]): DirectiveDoc {
  const kinds = games.flatMap((g) => g.kinds);
  return directive('game', (t) => {
    const list =
      kinds.length > 1 ? t('{0} or {1}', kinds.slice(0, -1).join(', '), kinds[kinds.length - 1]) : kinds.join('');
    return t('which game: {0} (first line)', list);
  });
}

// A card's name as players say it: `queen of clubs`, `Kreuz-Dame`, `dame de trèfle` (the bundles order the words).
const SUITS: [string, string, (t: Translate) => string][] = [
  ['♣', 'C', (t) => t('clubs')],
  ['♠', 'S', (t) => t('spades')],
  ['♥', 'H', (t) => t('hearts')],
  ['♦', 'D', (t) => t('diamonds')],
];
const RANK_NAMES: Record<Rank, (t: Translate) => string> = {
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
  /** The games a `game` line may name (the language service's host's), in the order they are offered. */
  games: readonly GameModule[];
  /** The caller's translator for the details (English when not given). */
  t?: Translate;
}

function today(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** Every card of the game's deck (the ranks it plays under these rules) in every suit, named in the language. */
function cards(ranks: readonly Rank[], t: Translate): Suggestion[] {
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
  // What the sheet's game offers itself: its module's (none before the `game` line names one).
  const editor = game ? a.module?.editor : undefined;
  const inRound = a.document.rounds.some((r) => r.headerRange.start.line < ctx.line);

  if (done.length === 0) return directives(a, game, editor, inRound, ctx.games, t);
  // The line's keyword in any language (`augen`, `aussetzen`, `annonce`): completion knows what the parser knows.
  const keyword = done[0].quoted ? '' : canonicalKeyword(done[0].text);
  const args = done.slice(1).map((l) => l.text);
  const n = args.length;
  const header = a.document.header;
  const players = header.players.map((p) => p.text);
  const teams = (header.teams ?? []).map((tm) => tm.text);

  switch (keyword) {
    case 'game':
      return n === 0 ? values(ctx.games.flatMap((g) => g.kinds)) : [];
    case 'rules':
      return n === 0 && game && a.module ? values(a.module.rules.presets(game)) : [];
    case 'date':
      return n === 0 ? [{ label: today(), kind: 'value', detail: t('today') }] : [];
    case 'set': {
      if (!game || !a.module) return [];
      const specs = a.module.rules.switches;
      const described = a.module.editor;
      if (n === 0)
        return specs.map((s) => ({
          label: s.key,
          kind: 'setting',
          detail: switchDescription(described, s.key, s.describe, t),
        }));
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
  const written = done[0].text;
  const own = game && editor?.complete({ kind: game, sheet: a, keyword, written, args, inRound, players, teams, t });
  if (own) return own;
  if (!inRound) return [];

  switch (keyword) {
    case 'score':
    case 'total': {
      const list = editor ? editor.scoreNames(a) : [];
      if (n % 2 === 0)
        return names(
          list,
          args.filter((_, i) => i % 2 === 0),
        );
      // After a name: offer what the engine computed for it, the number the sheet should say.
      const result = resultAround(a, ctx.line);
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
      return n === 0 ? names(players) : cards(editor?.cardRanks?.(a.rules) ?? [], t);
    case 'trick': {
      const arrow = args.indexOf('=>');
      if (arrow >= 0) return n - arrow - 1 === 0 ? names(players) : [];
      return n % 2 === 0
        ? names(
            players,
            args.filter((_, i) => i % 2 === 0),
          )
        : cards(editor?.cardRanks?.(a.rules) ?? [], t);
    }
  }
  return [];
}

/** The scored round whose block holds the line (or the line just below its last). */
function resultAround(a: DocumentAnalysis, line: number): RoundResult | undefined {
  return a.rounds.find((r) => {
    const round = a.document.rounds.find((x) => x.index === r.index);
    return (
      round &&
      round.headerRange.start.line < line &&
      line <= Math.max(round.range.end.line, round.headerRange.end.line + 1)
    );
  });
}

/**
 * The lines that may start here: `game` first; then the header's, the game's own after `players`; in a round, the
 * game's lines, the trick lines where its rounds may be written trick by trick, and `round`.
 */
function directives(
  a: DocumentAnalysis,
  game: GameKind | undefined,
  editor: GameEditor | undefined,
  inRound: boolean,
  games: readonly GameModule[],
  t: Translate,
): Suggestion[] {
  const d = (docs: readonly DirectiveDoc[]): Suggestion[] =>
    docs.map(({ label, detail }) => ({ label, kind: 'directive', detail: detail(t) }));
  if (!inRound) {
    if (!a.document.header.game) return d([gameDoc(games)]);
    const own = editor?.headerDirectives ?? [];
    return d([HEADER.title, HEADER.date, HEADER.players, ...own, HEADER.rules, HEADER.set, HEADER.stake, HEADER.round]);
  }
  const round = game && editor ? editor.roundDirectives(game) : [];
  const tricks = !editor || editor.cardRanks ? TRICK_DIRECTIVES : [];
  return d([...round, ...tricks, HEADER.round]);
}
