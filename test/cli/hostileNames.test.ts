// Names written to do harm in what the CLI prints (security review 2026-12): CSV cells a spreadsheet would run as
// formulas (F2), Markdown and HTML in names and titles (F9), invisible characters (F10) and workflow commands in CI
// logs (F14).

import { describe, expect, it } from 'vitest';
import { printable } from '../../src/cli/main';
import { runCli } from '../helpers/cliInProcess';

/** The CLI on files held in memory; a folder is every file under it. */
function cli(files: Record<string, string>, ...args: string[]) {
  return runCli(args, {
    readFile: (p) => new TextEncoder().encode(files[p] ?? ''),
    listDir: (p) => {
      const inside = Object.keys(files).filter((f) => f.startsWith(p + '/'));
      return inside.length ? inside.map((f) => f.slice(p.length + 1)) : undefined;
    },
  });
}

const FORMULA = "-3+cmd|' /C calc'!A0";

/** Anna and `=1+2` (Re, 151: won 1 + Kontra under 90 1 = 2 each) against the formula and `@SUM(A1)`. */
const EVENING = `game doppelkopf
date 2026-01-09
players Anna "=1+2" "${FORMULA}" "@SUM(A1)"
stake 0.10 EUR

round 1
  re Anna "=1+2"
  cards re 151
`;

/** Belote, teams `=1+2` (Nord+Süd) and `@x` (Ost+West): Süd takes and makes, 92 + 10 + 0 against 60. */
const BELOTE = `game belote
players Nord Ost Süd West
teams "=1+2" "@x"
target 100
stake 1 EUR

round 1
  taker Süd
  trump hearts
  cards "=1+2" 92, "@x" 60
  last "=1+2"
`;

describe('CSV cells a spreadsheet would run as formulas (review F2, I10)', () => {
  it('settle --format csv: the names in the head and the transfers are text, the points numbers', () => {
    const files = { '/e/a.score': EVENING };
    const [head, round1] = cli(files, 'settle', '--format', 'csv', '/e/a.score').out.split('\n');
    expect(head).toBe(
      `round,Anna,"'=1+2","'${FORMULA}","'@SUM(A1)",Anna total,"'=1+2 total","'${FORMULA} total",` +
        `"'@SUM(A1) total",outcome,summary`,
    );
    expect(round1).toBe('1,2,2,-2,-2,2,2,-2,-2,re,"Re (Anna, =1+2) 151:89 won"');
    // 2 points at 0.10: each loser pays one winner 0.20.
    expect(cli(files, 'settle', '--format', 'csv', '--table', 'transfers', '/e/a.score').out).toBe(
      `from,to,amount\n"'${FORMULA}",Anna,0.20\n"'@SUM(A1)","'=1+2",0.20\n\n`,
    );
    const german = cli(files, 'settle', '--format', 'csv', '--lang', 'de', '/e/a.score').out.split('\n');
    expect(german[0]).toContain(`;"'=1+2";"'${FORMULA}";`);
    expect(german.at(-3)).toBe('Geld (EUR);0,20;0,20;-0,20;-0,20;;;;;;');
  });

  it('Belote tables: games, teams and money name the teams as text', () => {
    const files = { '/b.score': BELOTE };
    const table = (name: string) => cli(files, 'settle', '--format', 'csv', '--table', name, '/b.score').out;
    expect(table('games').split('\n').slice(0, 2)).toEqual([
      `game,first round,last round,"'=1+2","'@x",winner`,
      `1,1,1,102,60,"'=1+2"`,
    ]);
    expect(table('teams').split('\n').slice(1, 3)).toEqual([`"'=1+2",1,1,0,0,0,0`, `"'@x",0,0,0,0,0,0`]);
    expect(table('money').split('\n').slice(1, 3)).toEqual([`"'=1+2",1.00`, `"'@x",-1.00`]);
    expect(table('rounds').split('\n')[0]).toBe(`round,game,result,"'=1+2","'@x","'=1+2 total","'@x total"`);
  });

  it('season and stats CSV: names and the evening file are text', () => {
    const files = { '=evil.score': EVENING, 'b.score': EVENING.replace('2026-01-09', '2026-01-16') };
    const season = cli(files, 'settle', '--format', 'csv', '=evil.score', 'b.score').out.split('\n');
    expect(season.slice(0, 3)).toEqual([
      `date,evening,Anna,"'=1+2","'${FORMULA}","'@SUM(A1)"`,
      `2026-01-09,"'=evil.score",2,2,-2,-2`,
      '2026-01-16,b.score,2,2,-2,-2',
    ]);
    const stats = cli(files, 'stats', '--format', 'csv', '=evil.score', 'b.score').out.split('\n');
    expect(stats.slice(1, 5).map((l) => l.split(',')[0])).toEqual(['Anna', `"'=1+2"`, `"'${FORMULA}"`, `"'@SUM(A1)"`]);
  });
});

/** A title and names that would be an image, HTML, a link and a nested list in Markdown (I12). */
const MARKUP = `game doppelkopf
title <img src=x onerror=alert(1)>
date 2026-01-09
players "![x](https://host/p.png)" "<script>x</script>" "[x](javascript:alert(1))" "- Eve"
stake 0.10 EUR

round 1
  re "![x](https://host/p.png)" "<script>x</script>"
  cards re 151
`;

/** What a Markdown renderer would turn into markup: an image or link, an HTML tag, a list item inside a list item. */
function expectInert(md: string): void {
  expect(md).not.toMatch(/(?<!\\)\]\(|<[a-z/]|^- - /m);
}

describe('Markdown and HTML in names and titles (review F9, I12)', () => {
  it('settle --format md: the title, the tables and who pays whom read the names as text', () => {
    const md = cli({ '/e.score': MARKUP }, 'settle', '--format', 'md', '/e.score').out;
    expectInert(md);
    const lines = md.split('\n');
    expect(lines[0]).toBe('# &lt;img src=x onerror=alert(1)&gt; — 2026-01-09');
    expect(lines).toContain(
      '| # | !\\[x\\](https\\://host/p.png) | &lt;script&gt;x&lt;/script&gt; | \\[x\\](javascript:alert(1)) | - Eve | game |',
    );
    // 2 points at 0.10 EUR: the two losers pay the two winners 0.20 EUR each.
    expect(lines.filter((l) => l.startsWith('- '))).toEqual([
      '- \\[x\\](javascript:alert(1)) pays !\\[x\\](https\\://host/p.png) 0.20 EUR',
      '- \\- Eve pays &lt;script&gt;x&lt;/script&gt; 0.20 EUR',
    ]);
  });

  it('a season in Markdown: the evening heading, who pays whom and the tables', () => {
    const files = { 'a.score': MARKUP, 'b.score': MARKUP.replace('2026-01-09', '2026-01-16') };
    const md = cli(files, 'settle', '--format', 'md', 'a.score', 'b.score').out;
    expectInert(md);
    expect(md).toContain('## a.score — &lt;img src=x onerror=alert(1)&gt;, 2026-01-09: 1 round');
    expect(md).toContain('\\[x\\](javascript:alert(1)) pays !\\[x\\](https\\://host/p.png) 0.20 EUR');
    expectInert(cli(files, 'stats', '--format', 'md', 'a.score', 'b.score').out);
  });

  it('Belote: the teams in the tables, the transfers and the winner line', () => {
    const md = cli(
      { '/b.score': BELOTE.replace('"=1+2"', '"<b>NS</b>"').replaceAll('"=1+2"', '"<b>NS</b>"') },
      'settle',
      '--format',
      'md',
      '/b.score',
    ).out;
    expectInert(md);
    expect(md).toContain('- \\@x pays &lt;b&gt;NS&lt;/b&gt; 1.00 EUR');
    expect(md).toContain('**Winner of the last finished game: &lt;b&gt;NS&lt;/b&gt;**');
  });
});

/** A player whose name is a GitHub Actions workflow command (I21), in a Doppelkopf and a Belote evening. */
const COMMAND = '::error file=README.md,line=1::x';
const WORKFLOW = EVENING.replace('"=1+2"', `"${COMMAND}"`).replaceAll('"=1+2"', `"${COMMAND}"`);
const WORKFLOW_BELOTE = BELOTE.replaceAll('"@x"', `"${COMMAND}"`);

/** No line of the output starts with the name: tables and transfer lines are indented (review F14). */
function expectNoLineStartsWith(out: string, name: string): void {
  const lines = out.split('\n');
  expect(lines.some((l) => l.includes(name))).toBe(true);
  expect(lines.filter((l) => l.startsWith(name) || l.startsWith(`"${name}`))).toEqual([]);
}

describe('names that are workflow commands in a CI log (review F14, I21)', () => {
  it('settle, stats, a season and explain indent every line that shows a name', () => {
    const files = {
      'a.score': WORKFLOW,
      'b.score': WORKFLOW.replace('2026-01-09', '2026-01-16'),
      'c.score': WORKFLOW_BELOTE,
    };
    for (const args of [
      ['settle', 'a.score'],
      ['settle', 'c.score'],
      ['settle', 'a.score', 'b.score'],
      ['stats', 'a.score', 'b.score'],
      ['stats', 'c.score'],
      ['explain', 'a.score'],
      ['settle', 'a.score', '--compare', 'announcement=double'],
    ])
      expectNoLineStartsWith(cli(files, ...args).out, COMMAND);
  });

  it('the process output defuses the command however it is indented, and the older ##[ form anywhere', () => {
    // The runner trims a line's leading spaces before it looks for `::`.
    expect(printable(`  ${COMMAND}  2  1\nAnna  ::warning::y`)).toBe(
      '  \\u003a:error file=README.md,line=1::x  2  1\nAnna  ::warning::y',
    );
    expect(printable('Anna ##[error]x pays Ben')).toBe('Anna \\u0023#[error]x pays Ben');
    // In JSON the escapes stand inside strings and read back as the same name.
    const json = JSON.stringify({ name: '##[stop-commands]t' }, null, 2);
    expect(JSON.parse(printable(json))).toEqual({ name: '##[stop-commands]t' });
  });
});

describe('invisible characters in what the CLI prints (review F10, I17)', () => {
  it('bidi controls and zero-width characters are printed as escapes, in text and in JSON', () => {
    expect(printable('Al\u202e  −5\n\u2067Ben\u2069 +5')).toBe('Al\\u202e  −5\n\\u2067Ben\\u2069 +5');
    const json = JSON.stringify({ totals: { 'Al\u202e': -5, 'An\u200bna': 5 } }, null, 2);
    expect(printable(json)).not.toMatch(/[\u202e\u200b]/);
    expect(JSON.parse(printable(json))).toEqual({ totals: { 'Al\u202e': -5, 'An\u200bna': 5 } });
  });
});
