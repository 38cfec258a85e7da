// Format Document never changes what a sheet means (issue 30): random sheets written with English, German and French
// words — valid and invalid, every directive of the vocabulary, decimal commas, currencies, quoted names with spaces
// and commas, comments, odd indentation, tabs, every Unicode space, blank lines, mixed line endings, a byte-order
// mark — analyse the same before and after formatting (totals, every round's scores, every problem's code and
// severity, the settlement), formatting twice changes nothing, and no name or comment changes. The words come from
// the parser's own vocabulary table, so a word added there is formatted and tested here without a change to either.
// Valid Skat lists (issue 37: declarer lines, won/lost, list entries, `set` lines) are held to the same.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeMarkdown, analyzeScore, type DocumentAnalysis } from '../../src/analysis/analyze';
import { lexLine } from '../../src/format/lexer';
import { type WordClass } from '../../src/words/vocabulary';
import { formatFileText } from '../../src/language/applyFixes';
import { formatText } from '../../src/language/formatter';
import { VOCABULARY } from '../../src/games/syntax';
import { SPACES } from '../helpers/sheets';

type Lang = 'en' | 'de' | 'fr';
type Game = 'doppelkopf' | 'belote' | 'coinche';
const RUNS_PER_LANGUAGE = 2000;
const SKAT_RUNS = 200;

/** The ways a sheet in `lang` writes a word: its German or French words (the canonical word where it has none). */
function formsOf(cls: WordClass, canonical: string, lang: Lang): string[] {
  const entries = VOCABULARY.filter((e) => e.cls === cls && e.canonical === canonical);
  if (entries.length === 0) throw new Error(`no ${cls} ${canonical} in the vocabulary`);
  const native = lang === 'en' ? [] : entries.flatMap((e) => e[lang]);
  return native.length ? native : [canonical];
}

/** A word as people type it: mostly lower case, sometimes capitalised or in capitals. */
function typed(forms: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...forms), fc.nat(9))
    .map(([w, c]) => (c === 0 ? w.toUpperCase() : c === 1 ? w[0].toUpperCase() + w.slice(1) : w));
}

/** Every canonical word of a class (each language's forms are looked up by formsOf). */
const canonicals = (cls: WordClass) => [...new Set(VOCABULARY.filter((e) => e.cls === cls).map((e) => e.canonical))];

/** Any word of a class in `lang`, as typed. */
const anyOf = (cls: WordClass, lang: Lang) => fc.oneof(...canonicals(cls).map((c) => typed(formsOf(cls, c, lang))));

/** Pieces of a line, joined by random separators; `comment` goes after them. */
interface Line {
  words: string[];
  comment?: string;
}

const PLAYERS: Record<Game, readonly string[]> = {
  doppelkopf: ['Anna', 'Jürgen', "O'Neil", '"Anna M."', '"Dupont, Jean"', '"Uwe  K."', 'Süd'],
  belote: ['Nord', 'Ost', 'Süd', 'West', '"Jean-Luc, fils"', 'Élodie'],
  coinche: ['Nord', 'Est', 'Sud', 'Ouest', '"Marie, la tante"', 'Zoé'],
};
const TEAMS = [['NS', 'EO'], ['"Nous, ici"', 'Eux'], []] as const;
const NUMBERS = ['151', '+2', '-2', '\u22123', '0', '90', '100', '162', '12', '-10', '250', '1000'];
const AMOUNTS = ['0,10', '0.05', '1', '0,5', '12,50', '0,100', '0,10€', '0.05EUR', '-1', 'x'];
const CURRENCIES = ['€', 'EUR', '$', 'CHF', 'Fr.', ''];
const CARDS = ['♣Q', '♠A', 'H10', 'CQ', '♥\ufe0fA', '♦J', 'd9', 'SK'];
const PRESETS = ['ddv', 'house', 'official', 'officielles', 'maison', 'ffb', 'xyz'];
const SWITCHES = ['bock on', 'bock an', 'bock aus', 'fox off', 'announcement double', 'solo-value', 'x y'];
const TITLE_WORDS = ['Doppelkopf', 'bei', 'Clara,', 'Spieleabend', '"Süd"', '12,50', '–', 'à', 'la', 'maison', ','];
const COMMENTS = ['#', '# note', '#  aligned  here ', '# "quoted" # twice', '# Einsatz 0,10 €, bitte', '#\u00a0nbsp'];
const UNKNOWN = ['sore', 'xyz', 'Rounde', '"Anna"', '=>', '0,10', 'ronud'];

/** Separators the lexer skips (and NEL and nothing, which it does not: they glue words, before and after). */
const SEPARATORS = [' ', ' ', ' ', '  ', '\t', ',', ', ', ' , ', ',,', ' \u00a0', ...SPACES, ''];
const INDENTS = ['', '', '  ', '  ', '    ', '\t', ' \t ', '\u3000', '\ufeff', ', ', ...SPACES];
const TRAILING = ['', '', '', ' ', '\t', '\u3000', '\u00a0 '];
const ENDINGS = ['\n', '\n', '\n', '\r\n', '\r\n', '\r'];

/** The lines of one sheet in `lang` for `game`: header, rounds, and lines of any directive with any words. */
function sheetLines(lang: Lang, game: Game): fc.Arbitrary<Line[]> {
  const dir = (c: string) => typed(formsOf('directive', c, lang));
  const val = (cls: WordClass) => anyOf(cls, lang);
  const pool = PLAYERS[game];
  const player = fc.constantFrom(...pool.slice(0, 5));
  const num = fc.constantFrom(...NUMBERS);
  const party = fc.constantFrom('re', 'kontra', 'Re');
  const line = (...parts: fc.Arbitrary<unknown>[]) =>
    fc.tuple(...parts).map((ws): Line => ({ words: (ws as (string | string[])[]).flat().filter((w) => w !== '') }));
  const opt = (a: fc.Arbitrary<string>) => fc.option(a, { nil: '' });
  const some = (a: fc.Arbitrary<string>, max: number) => fc.array(a, { minLength: 1, maxLength: max });
  /** `A 1 B 2 …`: words of two kinds in turn. */
  const pairs = (a: fc.Arbitrary<string>, b: fc.Arbitrary<string>, max: number) =>
    fc.array(fc.tuple(a, b), { minLength: 1, maxLength: max }).map((xs) => xs.flat());
  const team = game === 'doppelkopf' ? player : fc.constantFrom('NS', 'EO', '"Nous, ici"', 'Eux', 'Nord-Süd', 'Nord');

  const header: fc.Arbitrary<Line>[] = [
    line(fc.constant('game'), fc.constantFrom(game, game, 'skat')),
    line(dir('title'), some(fc.constantFrom(...TITLE_WORDS), 5)),
    line(dir('date'), fc.constantFrom('2026-03-06', '2026-02-30', '06.03.2026')),
    line(dir('players'), fc.shuffledSubarray([...pool], { minLength: 3, maxLength: 5 })),
    line(dir('rules'), fc.constantFrom(...PRESETS), opt(fc.constantFrom(...PRESETS))),
    line(
      dir('set'),
      fc.constantFrom(...SWITCHES).map((s) => s.split(' ')),
    ),
    line(dir('stake'), fc.constantFrom(...AMOUNTS), fc.constantFrom(...CURRENCIES)),
  ];
  if (game !== 'doppelkopf') {
    header.push(line(dir('teams'), fc.constantFrom(...TEAMS)));
    header.push(line(dir('target'), fc.constantFrom('1000', '500', '0', 'x')));
  }
  const doppelkopf: fc.Arbitrary<Line>[] = [
    line(dir('re'), player, opt(player)),
    line(dir('cards'), party, num),
    line(dir('announce'), party, opt(val('level'))),
    line(dir('extras'), party, some(val('extra'), 2)),
    line(dir('solo'), player, val('solo-kind'), opt(val('duty'))),
    line(dir('marriage'), player, fc.oneof(fc.tuple(val('marriage'), player), val('marriage'))),
    line(dir('silent-marriage'), player),
    line(dir('poverty'), player),
    line(dir('won'), fc.oneof(party, player), num),
    line(dir('score'), pairs(player, num, 5)),
    line(dir('total'), pairs(player, num, 5)),
    line(dir('bock'), opt(fc.constantFrom('2', '1'))),
    line(dir('out'), player),
    line(dir('dealer'), player),
    line(dir('trick'), pairs(player, fc.constantFrom(...CARDS), 4)),
    line(dir('trick'), player, fc.constantFrom(...CARDS), fc.constant('=>'), player, num),
  ];
  const belote: fc.Arbitrary<Line>[] = [
    line(dir('cards'), team, num, team, num),
    line(dir('points'), team, num, opt(team), opt(num)),
    line(dir('last'), fc.oneof(team, player)),
    line(dir('belote'), player),
    line(dir('announce'), fc.oneof(player, team), some(val('announcement'), 2)),
    line(dir('capot'), team),
    line(dir('score'), team, num, team, num),
    line(dir('total'), team, num, team, num),
    line(dir('dealer'), player),
    line(dir('trick'), pairs(player, fc.constantFrom(...CARDS), 4)),
  ];
  if (game === 'belote') belote.push(line(dir('taker'), player), line(dir('trump'), val('trump')));
  else
    belote.push(
      line(dir('contract'), player, fc.constantFrom('80', '90', '160', 'capot'), val('trump'), opt(val('modifier'))),
      line(dir('generale'), player),
    );
  const facts = game === 'doppelkopf' ? doppelkopf : belote;
  // Any directive of the vocabulary in this language, with words of any kind: wrong games, wrong places, surplus.
  const anyDirective = anyOf('directive', lang);
  const anyWord = fc.oneof(player, num, fc.constantFrom(...AMOUNTS, ...CURRENCIES, ...CARDS, ...TITLE_WORDS));
  const odd: fc.Arbitrary<Line>[] = [
    line(anyDirective, fc.array(anyWord, { maxLength: 4 })),
    line(fc.constantFrom(...UNKNOWN), fc.array(anyWord, { maxLength: 3 })),
    // A quote left open swallows the rest of the line, a `#` in it included.
    line(anyDirective, player, fc.constantFrom('"Anna M.', '"open # not a comment')),
    fc.constant<Line>({ words: [] }),
    fc.constantFrom(...COMMENTS).map((c): Line => ({ words: [], comment: c })),
  ];
  const round = fc.tuple(
    line(dir('round'), opt(fc.constantFrom('1', '2', '3', '7', 'x'))),
    fc.array(fc.oneof({ arbitrary: fc.oneof(...facts), weight: 5 }, { arbitrary: fc.oneof(...odd), weight: 1 }), {
      maxLength: 5,
    }),
  );
  return fc
    .tuple(
      fc.shuffledSubarray(header, { minLength: 2 }).chain((hs) => fc.tuple(...hs)),
      fc.boolean(),
      fc.array(round, { maxLength: 3 }),
      fc.array(fc.oneof(...odd), { maxLength: 2 }),
      fc.nat(),
    )
    .map(([head, gameFirst, rounds, extra, at]) => {
      // The `game` line first, mostly: a sheet without it is checked for little else.
      const h = gameFirst
        ? [...head].sort((a, b) => Number(b.words[0] === 'game') - Number(a.words[0] === 'game'))
        : head;
      const lines = [...h, ...rounds.flatMap(([r, fs]) => [r, ...fs])];
      lines.splice(at % (lines.length + 1), 0, ...extra);
      return lines;
    });
}

/** How one line is written: indentation, separators, a comment after it with its own gap, trailing spaces. */
const looks = fc.record({
  indent: fc.constantFrom(...INDENTS),
  seps: fc.array(fc.constantFrom(...SEPARATORS), { minLength: 12, maxLength: 12 }),
  comment: fc.option(fc.tuple(fc.constantFrom('', ' ', '  ', '        ', '\t'), fc.constantFrom(...COMMENTS))),
  trailing: fc.constantFrom(...TRAILING),
  ending: fc.constantFrom(...ENDINGS),
});

type Looks = typeof looks extends fc.Arbitrary<infer T> ? T : never;

function written(lines: readonly Line[], styles: readonly Looks[], bom: boolean): string {
  let text = bom ? '\ufeff' : '';
  lines.forEach((l, i) => {
    const s = styles[i % styles.length];
    // The separator before a word is one of twelve; `''` there glues two words into one, the same before and after.
    const words = l.words.map((w, k) => (k === 0 ? w : s.seps[k % 12] + w)).join('');
    const comment = l.comment ?? (s.comment && l.words.length ? s.comment[0] + s.comment[1] : undefined);
    const body = words + (comment !== undefined ? (words ? (s.comment?.[0] ?? ' ') : '') + comment : '');
    text += (body ? s.indent : '') + body + s.trailing + (i + 1 < lines.length ? s.ending : '');
  });
  return text;
}

function sheet(lang: Lang): fc.Arbitrary<string> {
  const games: Game[] = ['doppelkopf', 'belote', 'coinche'];
  return fc
    .tuple(
      fc.oneof(...games.map((g) => sheetLines(lang, g))),
      fc.array(looks, { minLength: 1, maxLength: 8 }),
      fc.boolean(),
      fc.nat(3),
    )
    .map(([lines, styles, bom, end]) => written(lines, styles, bom) + ['', '\n', '\r\n', ''][end]);
}

/** What an analysis means, positions left out: the game, totals, rounds, problems, settlement. */
function meaning(a: DocumentAnalysis): string {
  return JSON.stringify({
    game: a.game,
    totals: a.totals,
    rounds: a.rounds.map((r) => [r.index, r.outcome, r.scores, r.running, r.summary, r.errors, r.filled]),
    problems: a.problems.map((p) => [p.code, p.severity, p.range.start.line, p.message]),
    settlement: a.settlement,
    title: a.document.header.title?.text,
    lines: a.document.lineCount,
  });
}

/** Each line's words (as read: text and whether quoted, so every name) and its comment, line by line. */
function wordsAndComments(text: string): string {
  const lines = text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  return JSON.stringify(
    lines.map((l) => {
      const x = lexLine(l, 0);
      const comment = x.commentStart === undefined ? null : l.slice(x.commentStart).replace(/\s+$/, '');
      return [x.lexemes.map((w) => (w.quoted ? `"${w.text}"` : w.text)), comment];
    }),
  );
}

function expectSameMeaning(text: string): void {
  const once = formatText(text);
  const twice = formatText(once);
  // Strings compared first, for speed; `expect` on a difference, for a readable report.
  if (twice !== once) expect(twice).toBe(once);
  const [before, after] = [meaning(analyzeScore(text)), meaning(analyzeScore(once))];
  if (after !== before) expect(JSON.parse(after)).toEqual(JSON.parse(before));
  const [w1, w2] = [wordsAndComments(text), wordsAndComments(once)];
  if (w2 !== w1) expect(JSON.parse(w2)).toEqual(JSON.parse(w1));
}

/** Skat's base values (rules/skat.md Formulas) and its Null values (plain, Hand). */
const SKAT_BASE = { clubs: 12, spades: 11, hearts: 10, diamonds: 9, grand: 24 } as const;
const SKAT_PLAYERS = ['Anna', 'Jürgen', '"Clara M."', '"Ben, der Ältere"', 'Zoé'];
const SKAT_SCORING = ['', 'seeger-fabian', 'list'];
const SKAT_LOST_FACTOR = ['', '1', '2', 'hand-single'];

/**
 * A valid Skat list in `lang` (issue 37): three players, a preset, `set` lines, then games with their declarer, game,
 * Spitzen and Hand, won or lost by Augen or stated, the list entry written (+V, −2V) or left to the engine, and
 * eingepasst rows; the outcome-only form `won P V` / `lost P V` too.
 */
function skatLines(lang: Lang): fc.Arbitrary<Line[]> {
  const dir = (c: string) => typed(formsOf('directive', c, lang));
  const word = (cls: WordClass, c: string) => typed(formsOf(cls, c, lang));
  const line = (...parts: fc.Arbitrary<unknown>[]) =>
    fc.tuple(...parts).map((ws): Line => ({ words: (ws as (string | string[])[]).flat().filter((w) => w !== '') }));
  const opt = (a: fc.Arbitrary<string>) => fc.option(a, { nil: '' });
  const game = fc.record({
    declarer: fc.nat(2),
    kind: fc.constantFrom('clubs', 'spades', 'hearts', 'diamonds', 'grand', 'null'),
    spitzen: fc.integer({ min: 1, max: 4 }),
    without: fc.boolean(),
    hand: fc.boolean(),
    won: fc.boolean(),
    form: fc.constantFrom('cards', 'stated', 'outcome-only'),
    written: fc.boolean(),
  });
  const round = fc.oneof({ arbitrary: game, weight: 5 }, { arbitrary: fc.constant('passed' as const), weight: 1 });
  return fc
    .tuple(
      fc.shuffledSubarray(SKAT_PLAYERS, { minLength: 3, maxLength: 3 }),
      opt(fc.constantFrom('isko', 'tournament', 'pub')),
      fc.constantFrom(...SKAT_SCORING),
      fc.constantFrom(...SKAT_LOST_FACTOR),
      fc.option(fc.constantFrom('0,01 €', '0.0025 EUR', '1 CHF'), { nil: undefined }),
      fc.array(round, { maxLength: 5 }),
    )
    .chain(([players, preset, scoring, factor, stake, rounds]) => {
      const switches = [...(scoring ? [['scoring', scoring]] : []), ...(factor ? [['lost-factor', factor]] : [])];
      const head: fc.Arbitrary<Line>[] = [
        line(fc.constant('game'), fc.constant('skat')),
        line(dir('players'), fc.constant(players)),
        ...(preset ? [line(dir('rules'), word('preset', preset))] : []),
        ...switches.map(([k, v]) => line(dir('set'), fc.constant([k, v]))),
        ...(stake ? [line(dir('stake'), fc.constant(stake.split(' ')))] : []),
      ];
      const body = rounds.flatMap((r, i) => {
        const lines: fc.Arbitrary<Line>[] = [line(dir('round'), opt(fc.constant(String(i + 1))))];
        if (r === 'passed') return [...lines, line(dir('passed'))];
        const p = players[r.declarer];
        const isNull = r.kind === 'null';
        const value = isNull
          ? r.hand
            ? 35
            : 23
          : SKAT_BASE[r.kind as keyof typeof SKAT_BASE] *
            (Math.min(r.spitzen, r.kind === 'grand' ? 4 : 11) + 1 + (r.hand ? 1 : 0));
        if (r.form === 'outcome-only')
          return [...lines, line(dir(r.won ? 'won' : 'lost'), fc.constant(p), fc.constant(String(value)))];
        lines.push(
          line(
            dir('declarer'),
            fc.constant(p),
            word('skat-game', r.kind),
            isNull ? fc.constant('') : word('skat-part', r.without ? 'without' : 'with'),
            fc.constant(isNull ? '' : String(r.spitzen)),
            r.hand ? word('skat-part', 'hand') : fc.constant(''),
          ),
        );
        if (r.form === 'cards' && !isNull) lines.push(line(dir('cards'), fc.constant(r.won ? '61' : '60')));
        else lines.push(line(dir(r.won ? 'won' : 'lost')));
        if (r.written)
          lines.push(
            line(
              dir('score'),
              fc.constant(p),
              fc.constant(
                r.won ? `+${value}` : `-${(factor === '1' || (factor === 'hand-single' && r.hand) ? 1 : 2) * value}`,
              ),
            ),
          );
        return lines;
      });
      return fc.tuple(...head, ...body);
    });
}

function skatSheet(lang: Lang): fc.Arbitrary<string> {
  return fc
    .tuple(skatLines(lang), fc.array(looks, { minLength: 1, maxLength: 8 }), fc.boolean(), fc.nat(3))
    .map(([lines, styles, bom, end]) => written(lines, styles, bom) + ['', '\n', '\r\n', ''][end]);
}

describe('formatting keeps the meaning of random sheets (issue 30)', () => {
  for (const lang of ['en', 'de', 'fr'] as const) {
    it(`${RUNS_PER_LANGUAGE} sheets in ${lang} words: same analysis, idempotent, names and comments untouched`, () => {
      fc.assert(fc.property(sheet(lang), expectSameMeaning), { numRuns: RUNS_PER_LANGUAGE });
    });
  }

  for (const lang of ['en', 'de', 'fr'] as const) {
    it(`${SKAT_RUNS} Skat lists in ${lang} words: same analysis, idempotent, names and comments untouched`, () => {
      fc.assert(fc.property(skatSheet(lang), expectSameMeaning), { numRuns: SKAT_RUNS });
    });
  }

  it('the same sheets as ```score blocks of a guide: plain, in a blockquote, in a list item; prose untouched', () => {
    const prose = ['# Guide', '', 'Some prose,  with  spaces ', '> a quote   ', '- a list item  '];
    const wrap = fc.constantFrom('', '> ', '- ', '  ', '> > ');
    fc.assert(
      fc.property(
        fc.constantFrom<Lang>('en', 'de', 'fr').chain(sheet),
        wrap,
        fc.constantFrom('\n', '\r\n'),
        (s, w, nl) => {
          const inner = s.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
          const cont = w.startsWith('-') ? '  ' : w;
          const md = [...prose, w + '```score', ...inner.map((l) => cont + l), cont + '```', ...prose].join(nl);
          const once = formatFileText(md, true);
          expect(formatFileText(once, true)).toBe(once);
          const lines = (t: string) => t.split(nl);
          expect(lines(once).slice(0, prose.length + 1)).toEqual(lines(md).slice(0, prose.length + 1));
          expect(lines(once).slice(-prose.length - 1)).toEqual(lines(md).slice(-prose.length - 1));
          const [before, after] = [analyzeMarkdown(md), analyzeMarkdown(once)];
          expect(after.map(meaning)).toEqual(before.map(meaning));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the Skat lists the property above formats are valid lists (issue 37)', () => {
  it('written plainly, 100 of them in each language have no error', () => {
    for (const lang of ['en', 'de', 'fr'] as const)
      fc.assert(
        fc.property(skatLines(lang), (lines) => {
          const text = lines
            .map((l) => '  '.repeat(l.words[0]?.match(/^(round|game)$/i) ? 0 : 1) + l.words.join(' '))
            .join('\n');
          const a = analyzeScore(text);
          expect(a.game).toBe('skat');
          expect(a.problems.filter((p) => p.severity === 'error').map((p) => [p.code, p.message])).toEqual([]);
        }),
        { numRuns: 100 },
      );
  });
});
