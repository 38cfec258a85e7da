// The one interface every game implements (types only): a game is one folder, src/games/<game>/, behind a
// GameModule, and the layers above the games ask the module of a kind (src/games/registry.ts), never a game by name.

import type { GameKind, Header, Rank, Round, RoundItem, ScoreDocument } from '../format/ast';
import type { Fix, Position, Problem } from '../format/types';
import type { RoundResult } from '../engine/model';
import type { GameSteps } from '../engine/rounds';
import type { ResolvedRules, RuleTable } from '../engine/rules';
import type { Translate } from '../text/translate';
import type { WordClass } from '../words/vocabulary';

/** A game: the kinds a `game` line names it by, and every hook the generic layers call. */
export interface GameModule {
  /** The module's own name. */
  readonly id: string;
  /** The kinds it serves (`['belote', 'coinche']`): what a `game` line writes. */
  readonly kinds: readonly GameKind[];
  /** Its rule switches and presets (`rules`, `set`), one table for all its kinds. */
  readonly rules: RuleTable;
  /**
   * The steps of a sheet of this game with this header under these rules, as the round loop (src/engine/rounds.ts)
   * runs them. `problemsOnly`: steps that give the same problems and points but leave out what only a reader of the
   * sheet sees (summaries, round info, statistics).
   */
  steps(header: Header, rules: ResolvedRules, problemsOnly?: boolean): GameSteps<unknown, unknown, unknown>;
  /** What an editor offers while a sheet of this game is written (see "Editor hooks" below). */
  readonly editor: GameEditor;
}

// --- Editor hooks (src/language, src/extension/newSheet.ts) -------------------------------------------------------
// What an editor offers while a sheet of this game is written: completion of its lines and their arguments, the Add
// round form's text, quick fixes of its problems, the New Score Sheet command's questions, its snippets and what its
// rule switches mean. Each text is a literal call of the caller's translator `t` (vscode.l10n.t, the l10n bundles),
// which `npm run l10n` exports from src/games/*/editor. The hooks read a sheet through EditorSheet (an analysis is
// one) and never import the language layer.

/** What the editor reads of a sheet (a DocumentAnalysis is one): its parse, rules and scored rounds. */
export interface EditorSheet {
  readonly game?: GameKind;
  readonly document: ScoreDocument;
  readonly rules?: ResolvedRules;
  readonly rounds: readonly RoundResult[];
}

export type SuggestionKind = 'directive' | 'value' | 'name' | 'setting' | 'card' | 'number';

/** One completion: what to insert and what it is (the detail in the caller's language). */
export interface Suggestion {
  label: string;
  kind: SuggestionKind;
  detail?: string;
  insertText?: string;
  filterText?: string;
  /** Sort before the rest (e.g. the computed score). */
  preselect?: boolean;
}

/** A line keyword and what it writes, said in the caller's language. */
export interface DirectiveDoc {
  readonly label: string;
  detail(t: Translate): string;
}

/** A line of a sheet of this game whose arguments are being typed: its keyword, the words after it, where it is. */
export interface CompletionLine {
  readonly kind: GameKind;
  readonly sheet: EditorSheet;
  /** The line's keyword in its canonical form, whatever language it was written in (`augen` → `cards`). */
  readonly keyword: string;
  /** The words typed after the keyword (not the one being typed). */
  readonly args: readonly string[];
  /** In a round (else in the header). */
  readonly inRound: boolean;
  /** The header's players and teams as written. */
  readonly players: readonly string[];
  readonly teams: readonly string[];
  readonly t: Translate;
}

/** On a `cards` line that names one side: the other side and its value. */
export interface MissingCardsSide {
  /** Where the other side goes (after the stated value). */
  at: Position;
  side: string;
  value: number;
  /** The text to insert, e.g. ` kontra 89` or `, Ost-West 62`. */
  insert: string;
}

/** A problem of this game's to fix, where it is. */
export interface FixAt {
  readonly sheet: EditorSheet;
  readonly problem: Problem;
  /** The round the problem is in (none for a header problem). */
  readonly round?: Round;
  /** The round's lines the problem's range touches, in order. */
  readonly items: readonly RoundItem[];
  readonly t: Translate;
}

/**
 * A game's own fixes of one of its problems (those its steps do not attach to the problem): `preferred` is the likely
 * answer, offered first and applied by "fix all of this kind" and `check --fix`; `more` are the other ways out.
 */
export interface GameFixes {
  readonly preferred?: Fix;
  readonly more: readonly Fix[];
}

/** The Add round form's answers: the kind of round, then the fields of its game's form (src/games/<game>/editor). */
export interface RoundInput {
  readonly game: GameKind;
  readonly [field: string]: unknown;
}

/** What the form's round is written in: the sheet's words for a canonical keyword, and its teams' names. */
export interface RoundWords {
  word(cls: WordClass, canonical: string): string;
  /** The display names of the two teams, in team-index order (empty without teams). */
  readonly teams: readonly [string, string];
}

/** The New Score Sheet command's questions for one kind of the game. */
export interface NewSheetForm {
  /** The game's name in the list of games. */
  readonly label: string;
  /** What the players box asks for. */
  playersPrompt(t: Translate): string;
  /** The last question: money per point, or the points that end a game (its usual value, left unwritten if kept). */
  readonly ends: { readonly ask: 'stake' } | { readonly ask: 'target'; readonly usual: number };
}

/** A snippet: its prefixes (long and short), what it adds, its body in VS Code's snippet syntax (a line each). */
export interface GameSnippet {
  readonly prefixes: readonly string[];
  description(t: Translate): string;
  readonly body: readonly string[];
}

export interface GameEditor {
  /** How many players a sheet takes (score-format.md § Header). */
  readonly players: { readonly min: number; readonly max: number };
  /** Header lines of this game beyond the common ones (`teams`, `target`): offered after `players`. */
  readonly headerDirectives: readonly DirectiveDoc[];
  /** The lines of a round of this kind, as completion offers them (the trick lines and `round` follow). */
  roundDirectives(kind: GameKind): readonly DirectiveDoc[];
  /** The ranks of its deck under these rules, when its rounds may be written trick by trick (`hand`, `trick`). */
  cardRanks?(rules: ResolvedRules | undefined): readonly Rank[];
  /** What may follow the keyword of one of its lines (header or round); undefined: no line of this game. */
  complete(line: CompletionLine): Suggestion[] | undefined;
  /** Whether hovering one of its round lines shows the round's working (as `score` and `total` lines do). */
  showsWorking(item: RoundItem): boolean;
  /** The names a `score` or `total` line pairs with numbers: the players, or the teams. */
  scoreNames(sheet: EditorSheet): readonly string[];
  /** Words a round may name besides the players and teams (`re`, `kontra`): a typo's closest word may be one. */
  readonly sideWords: readonly string[];
  /** On a `cards` line with one side: the other side and its value (the inlay hint, the quick fix that fills it in). */
  missingCardsSide(sheet: EditorSheet, round: Round, item: RoundItem): MissingCardsSide | undefined;
  /** Its fixes, by the code of the problem they fix (the codes it works fixes out for: only these are asked). */
  readonly fixes: Readonly<Record<string, (at: FixAt) => GameFixes | undefined>>;
  /** The Add round form's answers as the round's lines (no `round`); a missing or bad answer leaves its line out. */
  roundLines(input: RoundInput, words: RoundWords): string[];
  /** The answers with each player named as `written` gives (the form shows invisible characters written out). */
  withNames(input: RoundInput, written: (name: string) => string): RoundInput;
  /** The New Score Sheet command's questions for a kind. */
  newSheet(kind: GameKind): NewSheetForm;
  /** What each preset is, for the list of presets (by name; one without an entry is listed bare). */
  readonly presetDescriptions: Readonly<Record<string, (t: Translate) => string>>;
  /** What each rule switch means (by key); the English is the rule table's own `describe`. */
  readonly switchDescriptions: Readonly<Record<string, (t: Translate) => string>>;
  /** Its snippets: new rounds, and the header of a new sheet. */
  readonly snippets: { readonly rounds: readonly GameSnippet[]; readonly header: readonly GameSnippet[] };
}
