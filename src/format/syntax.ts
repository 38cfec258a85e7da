// What the parser asks of a game (its GameSyntax), and the syntaxes of every game as one parser reads sheets with
// them (SyntaxSet). The parser is handed the set by its caller (the registry makes it: src/games/registry.ts), so the
// format layer reads every game's lines without naming one.

import type { Message } from '../messages';
import type { GameKind, NameRef, RoundItem } from './ast';
import type { ParseContext } from './context';
import { HEADER_DIRECTIVES } from './keywords';
import type { Directive } from './lexer';
import type { NameEntry, PartyWords, SheetSides } from './names';
import { closest, foldWord, FORMAT_WORDS, Vocabulary, type VocabularyEntry, type WordHint } from '../words/vocabulary';

/** A party's name (`re`, `kontra`): a side a round may name without naming its players. */
export type PartyName = Extract<NameRef, { kind: 'party' }>['party'];

/** How a game's rounds name a side besides its players. */
export interface SideNames {
  /**
   * Parties, named by words every sheet of the game knows (`re`, `kontra`): unquoted, they are the party, and the
   * header may not give a player or team such a name.
   */
  readonly parties?: readonly PartyName[];
  /** What the game says of a party's name where it may not stand (a player's or team's name, a player's place). */
  readonly partyWords?: PartyWords;
  /** Two teams of partners, the 1st and 3rd players and the 2nd and 4th: named by `teams A B`, or after them. */
  readonly teams?: boolean;
}

/**
 * The syntax of one game (GameModule.syntax): the round lines of each of its kinds and how it reads them, the words
 * of its lines, how its rounds name sides, and what its header allows. The format reads the header, `round` and the
 * lines every game shares (`dealer`, `hand`, `trick`: COMMON_LINES) itself; every other round line of a sheet of the
 * game is handed to `readItem`.
 */
export interface GameSyntax {
  /** The round lines a sheet of `kind` may write (canonical words), in the order "did you mean" tries them. */
  roundDirectives(kind: GameKind): readonly string[];
  /** The header lines of HEADER_DIRECTIVES that only some games have, and this one has (`teams`, `target`). */
  readonly headerDirectives: readonly string[];
  /** The words of its lines (directives and value words, with their German and French words). */
  readonly words: readonly VocabularyEntry[];
  readonly sides: SideNames;
  /**
   * Words its lines read as keywords where a name may stand (its parties, Doppelkopf's `with` and `alone`): a name
   * written so is quoted when Scoresheet writes it (src/text/names.ts, added by the registry).
   */
  readonly nameKeywords?: readonly string[];
  /** Other words a `game` line may name a kind by (`punkte` for `points`), folded; the kind is read as canonical. */
  readonly kindWords?: Readonly<Record<string, GameKind>>;
  /** The `player-count` problem's message when a sheet of `kind` cannot be played by `count` players. */
  playerCount(kind: GameKind, count: number): Message | undefined;
  /** What `rules` without a preset says (it names the presets of `kind`). */
  rulesMissing(kind: GameKind): Message;
  /**
   * What one of its round lines (`k`, written `keyword`) before the first `round` says, where the game says more than
   * `outside-round` does (Doppelkopf's `penalty`: it counts only inside a round); undefined: the core's message.
   */
  outsideRound?(k: string, keyword: string): Message | undefined;
  /**
   * One of its round lines (the directive is one of `roundDirectives`, never a COMMON_LINES one unless it is in
   * `bareCommonLines` and has no arguments): the item, or undefined when the line cannot be read (its problems
   * reported on `ctx`).
   */
  readItem(ctx: ParseContext, d: Directive): RoundItem | undefined;
  /**
   * Of COMMON_LINES, those the game reads itself when they stand without arguments (Skat's bare `hand`: a Hand game);
   * with arguments the format reads them as for every game (`hand P CARD…`).
   */
  readonly bareCommonLines?: readonly string[];
  /**
   * The decimals a `stake` may have (default 2: whole cents). More lets a stake go below a cent (Skat's `0.0025`): the
   * header's `stake.cents` is then fractional, and the game's settlement rounds the money to whole cents.
   */
  readonly stakeDecimals?: number;
}

/** A game as the parser knows it: the kinds a `game` line names (lower case), and its syntax. A GameModule is one. */
export interface SyntaxOfGame {
  readonly kinds: readonly GameKind[];
  readonly syntax: GameSyntax;
}

/** The round lines the format reads itself, for every game that has them (src/format/sharedItems.ts). */
export const COMMON_LINES: ReadonlySet<string> = new Set(['dealer', 'hand', 'trick']);

/** Header directives every game has; the others of HEADER_DIRECTIVES are for the games that list them. */
const EVERY_HEADER: ReadonlySet<string> = new Set([
  'game',
  'title',
  'date',
  'players',
  'rules',
  'set',
  'stake',
  'series',
  'table',
  'timeout',
]);

/**
 * Every game's syntax, as a sheet is parsed with it: which kinds a `game` line may name, which lines each kind has,
 * the words of all of them. Made once (src/games/registry.ts SYNTAX) and never changed.
 *
 * A sheet without a (known) `game` line is read as it always was: every game's lines are accepted, a line several
 * games have is read as the last of them reads it, every game's party names are known and none is reserved, the
 * players are counted as the first game counts them, and `rules` without a preset says what the last game says.
 */
export class SyntaxSet {
  /** Every kind, in the order of the syntaxes. */
  readonly kinds: readonly GameKind[];
  /** The words of the format and of every game. */
  readonly words: Vocabulary;
  private readonly byKind = new Map<GameKind, GameSyntax>();
  private readonly allRound: readonly string[];
  private readonly roundSet: ReadonlySet<string>;
  private readonly lastReader = new Map<string, GameSyntax>();
  /** Per kind (and '' for a sheet without a game): the sides its rounds name, each party's entry made once. */
  private readonly sideTables = new Map<GameKind, SheetSides>();
  private readonly native: ReadonlyMap<string, readonly string[]>;
  /** The games' other words for their kinds (GameSyntax.kindWords). */
  private readonly kindWords = new Map<string, GameKind>();

  constructor(private readonly games: readonly SyntaxOfGame[]) {
    if (!games.length) throw new Error('a syntax set needs a game');
    const words: VocabularyEntry[] = [...FORMAT_WORDS];
    const round: string[] = [];
    const entries = new Map<PartyName, NameEntry>();
    const party = (p: PartyName): NameEntry => {
      let e = entries.get(p);
      if (!e) entries.set(p, (e = Object.freeze({ ref: Object.freeze({ kind: 'party', party: p } as const), key: p })));
      return e;
    };
    const table = (ps: readonly PartyName[]) => new Map(ps.map((p) => [p, party(p)] as const));
    for (const { kinds, syntax: s } of games) {
      words.push(...s.words);
      for (const [word, kind] of Object.entries(s.kindWords ?? {})) this.kindWords.set(word, kind);
      for (const kind of kinds) {
        if (this.byKind.has(kind)) throw new Error(`two syntaxes read the kind ${kind}`);
        this.byKind.set(kind, s);
        this.sideTables.set(kind, {
          parties: table(s.sides.parties ?? []),
          teams: !!s.sides.teams,
          ...(s.sides.partyWords ? { partyWords: s.sides.partyWords } : {}),
        });
        for (const k of s.roundDirectives(kind)) {
          if (!round.includes(k)) round.push(k);
          this.lastReader.set(k, s);
        }
      }
    }
    // Without a game: every game's parties, in the words of the first game that has some.
    const partyWords = games.find((g) => g.syntax.sides.partyWords)?.syntax.sides.partyWords;
    this.sideTables.set('', {
      parties: table(games.flatMap((g) => g.syntax.sides.parties ?? [])),
      teams: false,
      ...(partyWords ? { partyWords } : {}),
    });
    this.kinds = [...this.byKind.keys()];
    this.allRound = round;
    this.roundSet = new Set(round);
    this.words = new Vocabulary(words);
    this.native = new Map(
      this.words.entries.filter((e) => e.cls === 'directive').map((e) => [e.canonical, [...e.de, ...e.fr]]),
    );
  }

  /** The syntax of a kind; undefined for none (a sheet without a known game). */
  of(kind: GameKind | undefined): GameSyntax | undefined {
    return kind === undefined ? undefined : this.byKind.get(kind);
  }

  /** The kind a `game` line's word names (as written, in any case), or undefined. */
  kindOf(word: string | undefined): GameKind | undefined {
    const k = word?.toLowerCase();
    if (k === undefined) return undefined;
    return this.byKind.has(k) ? k : this.kindWords.get(foldWord(k));
  }

  /** The round lines of `kind`, or (without a game) of every kind, each once. */
  roundDirectives(kind: GameKind | undefined): readonly string[] {
    const s = this.of(kind);
    return s ? s.roundDirectives(kind!) : this.allRound;
  }

  /** Whether `k` is a round line of any game. */
  isRoundDirective(k: string): boolean {
    return this.roundSet.has(k);
  }

  /** Undefined when directive `k` may be used in a sheet of `kind`; else the kinds it belongs to, for the message. */
  wrongGameFor(k: string, kind: GameKind | undefined): GameKind[] | undefined {
    const s = this.of(kind);
    if (!s) return undefined;
    if ((HEADER_DIRECTIVES as readonly string[]).includes(k)) {
      if (EVERY_HEADER.has(k) || s.headerDirectives.includes(k)) return undefined;
      return this.kinds.filter((g) => this.byKind.get(g)!.headerDirectives.includes(k));
    }
    if (s.roundDirectives(kind!).includes(k)) return undefined;
    return this.kinds.filter((g) => this.byKind.get(g)!.roundDirectives(g).includes(k));
  }

  /** The syntax that reads round line `k` in a sheet of `kind` (without a game: the last that has the line). */
  readerOf(k: string, kind: GameKind | undefined): GameSyntax | undefined {
    return this.of(kind) ?? this.lastReader.get(k);
  }

  /** The sides the rounds of a sheet of `kind` name (without a game: every game's parties, no teams). */
  sides(kind: GameKind | undefined): SheetSides {
    return this.sideTables.get(kind !== undefined && this.byKind.has(kind) ? kind : '')!;
  }

  /** The `player-count` message for `count` players in a sheet of `kind` (without a game: as the first game counts). */
  playerCount(kind: GameKind | undefined, count: number): Message | undefined {
    const s = this.of(kind);
    if (s) return s.playerCount(kind!, count);
    const first = this.games[0];
    return first.syntax.playerCount(first.kinds[0], count);
  }

  /** What `rules` without a preset says in a sheet of `kind` (without a game: what the last game says). */
  rulesMissing(kind: GameKind | undefined): Message {
    const s = this.of(kind);
    if (s) return s.rulesMissing(kind!);
    const last = this.games[this.games.length - 1];
    return last.syntax.rulesMissing(last.kinds[0]);
  }

  /** What round line `k` before the first `round` says, where its game says more (without a game: its reader's). */
  outsideRound(k: string, kind: GameKind | undefined, keyword: string): Message | undefined {
    return this.readerOf(k, kind)?.outsideRound?.(k, keyword);
  }

  /**
   * The closest known keyword (header directives, `round`, this game's directives first; then their German and
   * French words), if one is close enough to be a typo.
   */
  suggestKeyword(word: string, kind: GameKind | undefined): WordHint | undefined {
    const canonical = [...HEADER_DIRECTIVES, 'round', ...this.roundDirectives(kind)];
    const hints: WordHint[] = canonical.map((c) => ({ form: c, canonical: c }));
    for (const c of canonical) for (const form of this.native.get(c) ?? []) hints.push({ form, canonical: c });
    return closest(word, hints);
  }
}
