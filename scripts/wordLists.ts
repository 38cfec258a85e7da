// docs/words.md and the word lists of the TextMate grammar, made from the one table of the words of
// the game: the format's (src/words/vocabulary.ts) and every game's (src/games/*/syntax/words.ts).
// `npm run words` writes them; test/format/words.test.ts fails when either disagrees with the table.

import { GAME_KINDS, SYNTAX } from '../src/games/registry';
import { VOCABULARY } from '../src/games/syntax';
import { foldWord, formsOf, type VocabularyEntry, type WordClass } from '../src/words/vocabulary';

const SECTIONS: { title: string; classes: WordClass[]; where: string }[] = [
  { title: 'Directives', classes: ['directive'], where: 'the first word of a line' },
  { title: 'Solo kinds (Doppelkopf)', classes: ['solo-kind', 'duty'], where: '`solo P KIND [duty] [forced]`' },
  { title: 'Marriage (Doppelkopf)', classes: ['marriage'], where: '`marriage P with Q`, `marriage P alone`' },
  { title: 'Announcements (Doppelkopf)', classes: ['level'], where: '`announce PARTY [LEVEL]`' },
  { title: 'Penalty points (Doppelkopf)', classes: ['penalty'], where: '`penalty P N to Q [M]`' },
  { title: 'Special points (Doppelkopf)', classes: ['extra'], where: '`extras PARTY ITEM…`' },
  {
    title: 'Trumps (Belote, Coinche)',
    classes: ['trump'],
    where: '`trump SUIT`, `contract P VALUE SUIT`',
  },
  { title: 'Contracts (Coinche)', classes: ['contract', 'modifier'], where: '`contract P VALUE SUIT [coinche]`' },
  { title: 'Announcements (Belote, Coinche)', classes: ['announcement'], where: '`announce TEAM ITEM…`' },
  {
    title: 'Rule presets',
    classes: ['preset'],
    where: '`rules PRESET` (Doppelkopf: `ddv`; Belote, Coinche: `house`, `official`)',
  },
  {
    title: 'Switch values',
    classes: ['switch-value'],
    where: '`set KEY VALUE`, for the switches that take them (every switch and value: [rules.md](rules.md))',
  },
];

/**
 * The order of the Directives table: the header's, `round`, then the round lines as the format's reference brings
 * them up. A directive not listed here (a new game's) follows these, in the order of the table.
 */
const DIRECTIVE_ROWS = [
  ...[
    'game',
    'title',
    'date',
    'players',
    'teams',
    'rules',
    'set',
    'stake',
    'target',
    'series',
    'table',
    'timeout',
    'round',
  ],
  ...['re', 'solo', 'marriage', 'silent-marriage', 'poverty', 'out', 'cards', 'tricks', 'announce', 'extras', 'bock'],
  ...['bock-trigger', 'dealer', 'won', 'penalty', 'points', 'score', 'total', 'taker', 'trump', 'contract', 'last'],
  ...['belote', 'capot', 'generale', 'hand', 'trick'],
];

/** The entries of `classes`, in table order; directives in the order of DIRECTIVE_ROWS. */
function rows(classes: readonly WordClass[]): VocabularyEntry[] {
  const at = (e: VocabularyEntry) => {
    const i = e.cls === 'directive' ? DIRECTIVE_ROWS.indexOf(e.canonical) : -1;
    return i < 0 ? DIRECTIVE_ROWS.length : i;
  };
  // A stable sort: entries of other classes, and unlisted directives, keep the order of the table.
  return VOCABULARY.filter((x) => classes.includes(x.cls)).sort((a, b) => at(a) - at(b));
}

/** `cœur` (`coeur`): a word, and the way it is also accepted without accents. */
function shown(form: string): string {
  const plain = foldWord(form);
  return plain === form ? `\`${form}\`` : `\`${form}\` (\`${plain}\`)`;
}

function cell(forms: readonly string[]): string {
  return forms.length ? forms.map(shown).join(', ') : '—';
}

export function wordsMarkdown(): string {
  const out = [
    '# The words of the game',
    '',
    '<!-- Made by `npm run words` from src/words/vocabulary.ts; a test fails when they disagree. -->',
    '',
    'Every keyword and value word of a `.score` file may be written in English (the canonical word),',
    'German or French, in any case and with or without accents (`Cœur`, `coeur`, `CŒUR`). A word means',
    'the same wherever its canonical word is allowed; names are never taken for words (a player may be',
    'called `Herz` or `Stand`). Output names things in the language of the user, never by the word a',
    'line happened to use. The format is shown by example in the',
    '[README](../README.md#the-format-by-example); the rule switches are in [rules.md](rules.md).',
  ];
  for (const s of SECTIONS) {
    out.push('', `## ${s.title}`, '', `Where: ${s.where}.`, '', '| canonical | German | French |', '|---|---|---|');
    for (const e of rows(s.classes)) {
      out.push(`| \`${e.canonical}\` | ${cell(e.de)} | ${cell(e.fr)} |`);
    }
  }
  return `${out.join('\n')}\n`;
}

const EDGE_BEFORE = "(?<![\\p{L}\\p{N}_.'\\-])";
const EDGE_AFTER = "(?![\\p{L}\\p{N}_.'\\-])";

/** A case-insensitive alternation of every form of `entries`, accented and not, longest first. */
function alternation(entries: readonly VocabularyEntry[]): string {
  const forms = new Map<string, string>();
  for (const e of entries)
    for (const f of formsOf(e)) for (const x of [f, foldWord(f)]) forms.set(x.toLowerCase(), x.toLowerCase());
  const sorted = [...forms.values()].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return `(?i:${sorted.map((x) => x.replace(/[-.]/g, (c) => `\\${c}`)).join('|')})`;
}

function directives(canonical: readonly string[]): string {
  return alternation(canonical.map((c) => VOCABULARY.find((e) => e.cls === 'directive' && e.canonical === c)!));
}

function values(classes: WordClass[]): string {
  return alternation(VOCABULARY.filter((e) => classes.includes(e.cls)));
}

const directiveLine = (words: string) => `^\\s*(${words})${EDGE_AFTER}`;
const valueWord = (words: string) => `${EDGE_BEFORE}(${words})${EDGE_AFTER}`;

/** The classes of a kind's value words: those of its game's words, but for directives and presets. */
function valueClasses(kind: string): WordClass[] {
  const classes = new Set(SYNTAX.of(kind)!.words.map((e) => e.cls));
  return [...classes].filter((c) => c !== 'directive' && c !== 'preset');
}
const roundOnly = (ks: readonly string[]) => ks.filter((k) => k !== 'hand' && k !== 'trick');

interface Rule {
  begin?: string;
  match?: string;
  patterns?: Rule[];
}

/** The grammar with every word list made from the table (the rest of it is kept as written). */
export function grammarWithWords<G extends { repository: Record<string, Rule> }>(grammar: G): G {
  const g = structuredClone(grammar);
  const repo = g.repository;
  const header = repo.header.patterns!;
  const headerWords = [
    ['title'],
    ['date'],
    ['players', 'teams'],
    ['rules'],
    ['set'],
    ['stake'],
    ['target', 'series', 'table', 'timeout'],
  ];
  headerWords.forEach((ks, i) => {
    // `set` also captures its key right after the keyword.
    const rest = ks[0] === 'set' ? '(?:\\s+([\\p{L}\\p{N}_\\-]+))?' : '';
    header[i].begin = directiveLine(directives(ks)) + rest;
  });
  // `rules PRESET`: the presets in every language (`official`, `officielles`, `haus`).
  header[3].patterns![1].match = valueWord(values(['preset']));
  repo.round.match = `${directiveLine(directives(['round']))}(?:\\s+(\\d+))?`;
  repo.tricks.patterns![0].begin = directiveLine(directives(['trick', 'hand']));
  // Each kind's round lines (the grammar has a `KIND-round` rule per kind), and every kind's for a sheet without one.
  const kinds: [string, readonly string[], WordClass[]][] = GAME_KINDS.map((k) => [
    `${k}-round`,
    SYNTAX.roundDirectives(k),
    valueClasses(k),
  ]);
  kinds.push(['any-round', SYNTAX.roundDirectives(undefined), [...new Set(GAME_KINDS.flatMap(valueClasses))]]);
  for (const [key, ks, classes] of kinds) {
    const rule = repo[key].patterns![0];
    rule.begin = directiveLine(directives(roundOnly(ks)));
    // A game without value words of its own (`game points`) has only the arguments' rule.
    if (classes.length) rule.patterns![0].match = valueWord(values(classes));
  }
  return g;
}
