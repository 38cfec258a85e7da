// The catalog entries that name a game's things by key — its title, the `game` lines a sheet may start with, its rule
// switches, their values and its presets — made from the words each game gives in its own module
// (src/games/<game>/messages). The games' catalogs (src/games/messagesEn.ts and its siblings) hold these entries, so
// the core's catalogs name no game, and a new game adds its words in its own folder only.

import type { GameKind } from '../words/kinds';
import type { Fmt } from './message';

/** What one game gives, in one language, for the entries below. */
export interface GameWords {
  /** Each kind the game is written as, in the order a `game` line lists them: its title and the word a sheet writes. */
  readonly kinds: readonly {
    readonly kind: GameKind;
    readonly title: string;
    readonly word: string;
    /** The game as a noun inside a sentence, where that is not its title (French `une feuille de belote`). */
    readonly noun?: string;
  }[];
  /** Its `set` switches by key, for a reader (`Bock rounds`). */
  readonly switchNames?: Readonly<Record<string, string>>;
  /** Values a reader would not understand as written, per switch (`plus2` → `+2 each`). */
  readonly switchValues?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Its presets by name (`ddv` → `DDV rules`). */
  readonly presets?: Readonly<Record<string, string>>;
  /**
   * Its terms as its catalogs' sentences say them, by a key the three languages share (`taker` → `Preneur`): the
   * editor's strings (l10n bundles, package.nls) say the same (test/messages/editorTerms.test.ts), so a term is
   * decided here once.
   */
  readonly terms?: Readonly<Record<string, string>>;
  /**
   * Its own names for a tournament's series (TournamentHook.seriesName), by that name: each form as the tournament's
   * sentences and tables say it (a concours' `partie`: `parties`, `Partie`, column `P`). `series` is the core's word.
   */
  readonly series?: Readonly<Record<string, Readonly<Record<'one' | 'other' | 'title' | 'abbr', string>>>>;
  /** Its rounds' outcomes (engine Outcomes) as a report's outcome column says them, where not the English word. */
  readonly outcomes?: Readonly<Record<string, string>>;
}

/**
 * The games given (the registry's kinds, as the caller has them) in a sentence's list: by their titles, or
 * (`game.noun`) as nouns inside a sentence (French `belote`).
 */
export const gameList = (kinds: readonly GameKind[], f: Fmt, id: 'game.title' | 'game.noun' = 'game.title') =>
  f.list(kinds.map((kind) => f.t({ id, args: { kind } })));

/**
 * Each game's CSV tables, for the help of `--table`: `Doppelkopf (rounds, transfers, money, players), …`; a game of
 * several kinds by their titles (or `game.noun`s) joined with a slash (`Belote/Coinche`).
 */
export const gameTables = (
  games: readonly { kinds: readonly GameKind[]; tables: readonly string[] }[],
  f: Fmt,
  id: 'game.title' | 'game.noun' = 'game.title',
) =>
  f.list(games.map((g) => `${g.kinds.map((kind) => f.t({ id, args: { kind } })).join('/')} (${g.tables.join(', ')})`));

/** The words of every game in one language, and the language's own `on`/`off`. */
export function gameWordEntries(onOff: Readonly<Record<string, string>>, games: readonly GameWords[]) {
  const titles: Partial<Record<GameKind, string>> = {};
  const nouns: Partial<Record<GameKind, string>> = {};
  const lines: string[] = [];
  const words: Partial<Record<GameKind, string>> = {};
  const names: Record<string, string> = {};
  const values: Record<string, Readonly<Record<string, string>>> = {};
  const presets: Record<string, string> = {};
  const outcomes: Record<string, string> = {};
  const series: Record<string, Readonly<Record<string, string>>> = {};
  for (const g of games) {
    for (const k of g.kinds) {
      titles[k.kind] = k.title;
      nouns[k.kind] = k.noun ?? k.title;
      lines.push(`\`game ${k.word}\``);
      words[k.kind] = k.word;
    }
    // A key two games share (`series`) names the same thing in both: the first game's words stand.
    for (const [key, name] of Object.entries(g.switchNames ?? {})) names[key] ??= name;
    for (const [key, v] of Object.entries(g.switchValues ?? {})) values[key] ??= v;
    for (const [key, name] of Object.entries(g.presets ?? {})) presets[key] ??= name;
    for (const [key, word] of Object.entries(g.outcomes ?? {})) outcomes[key] ??= word;
    for (const [key, forms] of Object.entries(g.series ?? {})) series[key] ??= forms;
  }
  return {
    /** A game by its kind, as a sentence names it (`Doppelkopf`, German `Punkte`). */
    'game.title': (a: { kind: GameKind }) => titles[a.kind] ?? a.kind,
    /** A game by its kind as a noun inside a sentence (`une feuille de belote`): its title unless it has a noun. */
    'game.noun': (a: { kind: GameKind }) => nouns[a.kind] ?? a.kind,
    /** Every `game` line a sheet may start with: `` `game doppelkopf`, … or `game skat` ``. */
    'game.lines': (_a: undefined, f: Fmt) => f.list(lines, 'or'),
    /**
     * The kinds given (the registry's, as the caller has them) as a `game` line may name them, in `or` list: each
     * kind's word, and where the language has a word of its own for it, that word with the kind after it
     * (German `punkte (points)`).
     */
    'game.words': (a: { kinds: readonly GameKind[] }, f: Fmt) =>
      f.list(
        a.kinds.map((k) => (words[k] && words[k] !== k ? `${words[k]} (${k})` : k)),
        'or',
      ),
    /** A round's outcome of a game's own (`re`, `litige`) in the language: the engine's word where none is given. */
    'game.outcome': (a: { outcome: string }) => outcomes[a.outcome] ?? a.outcome,
    /** A game's own name for a tournament's series, in one form (GameWords.series). */
    'game.series': (a: { name: string; form: 'one' | 'other' | 'title' | 'abbr' }) =>
      series[a.name]?.[a.form] ?? a.name,
    'switch.name': (a: { key: string }) => names[a.key] ?? a.key,
    'switch.value': (a: { key: string; value: string }) => values[a.key]?.[a.value] ?? onOff[a.value] ?? a.value,
    'switch.preset': (a: { preset: string }) => presets[a.preset] ?? a.preset,
  };
}
