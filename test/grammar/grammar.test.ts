// The TextMate grammar, tokenized with vscode-textmate + vscode-oniguruma the way VS Code does it.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import * as oniguruma from 'vscode-oniguruma';
import * as vsctm from 'vscode-textmate';
import { SYNTAX } from '../../src/games/registry';
import { foldWord, type WordClass } from '../../src/words/vocabulary';
import { VOCABULARY } from '../../src/games/syntax';

const root = new URL('../../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');
let registry: vsctm.Registry;

beforeAll(async () => {
  const require = createRequire(import.meta.url);
  const wasm = readFileSync(require.resolve('vscode-oniguruma/release/onig.wasm'));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const grammars: Record<string, string> = {
    'source.score': 'syntaxes/score.tmLanguage.json',
    'markdown.score.codeblock': 'syntaxes/score.markdown.tmLanguage.json',
  };
  registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (p) => new oniguruma.OnigScanner(p),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    async loadGrammar(scope) {
      if (grammars[scope]) return vsctm.parseRawGrammar(read(grammars[scope]), grammars[scope]);
      // A stand-in for VS Code's Markdown grammar: the injection only needs the host scope.
      if (scope === 'text.html.markdown')
        return vsctm.parseRawGrammar(JSON.stringify({ scopeName: 'text.html.markdown', patterns: [] }), 'md.json');
      return null;
    },
    getInjections: (scope) => (scope === 'text.html.markdown' ? ['markdown.score.codeblock'] : undefined),
  });
});

/** [text, innermost scopes] for each token of each line. */
async function tokenize(scope: string, text: string): Promise<{ text: string; scopes: string[] }[][]> {
  const grammar = (await registry.loadGrammar(scope))!;
  let stack = vsctm.INITIAL;
  return text.split('\n').map((line) => {
    const r = grammar.tokenizeLine(line, stack);
    stack = r.ruleStack;
    return r.tokens.map((t) => ({ text: line.slice(t.startIndex, t.endIndex), scopes: t.scopes }));
  });
}

function scopeOf(lines: { text: string; scopes: string[] }[][], line: number, text: string): string[] {
  const tok = lines[line].find((t) => t.text === text);
  if (!tok) throw new Error(`no token "${text}" on line ${line}: ${JSON.stringify(lines[line].map((t) => t.text))}`);
  return tok.scopes;
}

const DK = `game doppelkopf
title Doppelkopf bei Clara
date 2024-11-29
players Anna Ben "Clara M." Dora
rules ddv
set specials-in-solo on
stake 0.05 EUR

round 1
  re Anna "Clara M."
  announce re no90
  cards re 151  # Augen
  extras kontra fox
  score Anna +2 Ben -2
  hand Anna ♣Q CQ H10 D9
  trick Anna ♣Q, Ben ♠A => Anna 14
round 2
  solo Dora queens duty`;

describe('score grammar: Doppelkopf', () => {
  let t: Awaited<ReturnType<typeof tokenize>>;
  beforeAll(async () => {
    t = await tokenize('source.score', DK);
  });
  it('game line: keyword and game, inside a per-game scope', () => {
    expect(scopeOf(t, 0, 'game')).toContain('keyword.other.directive.header.score');
    expect(scopeOf(t, 0, 'doppelkopf')).toContain('constant.language.game.score');
    expect(t[9].some((x) => x.scopes.includes('meta.document.doppelkopf.score'))).toBe(true);
  });
  it('header: title as text, date, player names, quoted names, set key and value, stake', () => {
    expect(scopeOf(t, 1, 'Doppelkopf bei Clara')).toContain('string.unquoted.title.score');
    expect(scopeOf(t, 2, '2024-11-29')).toContain('constant.other.date.score');
    expect(scopeOf(t, 3, 'Anna')).toContain('entity.name.player.score');
    expect(scopeOf(t, 3, 'Clara M.')).toContain('string.quoted.double.score');
    expect(scopeOf(t, 4, 'ddv')).toContain('constant.language.preset.score');
    expect(scopeOf(t, 5, 'specials-in-solo')).toContain('support.type.property-name.setting.score');
    expect(scopeOf(t, 5, 'on')).toContain('constant.language.setting-value.score');
    expect(scopeOf(t, 6, '0.05')).toContain('constant.numeric.score');
    expect(scopeOf(t, 6, 'EUR')).toContain('constant.other.currency.score');
  });
  it('round line: keyword and number', () => {
    expect(scopeOf(t, 8, 'round')).toContain('keyword.control.round.score');
    expect(scopeOf(t, 8, '1')).toContain('constant.numeric.round-number.score');
  });
  it('round directives, values, names, numbers with signs, comments', () => {
    const re = t[9].find((x) => x.text.trim() === 're')!;
    expect(re.scopes).toContain('keyword.other.directive.score');
    expect(scopeOf(t, 10, 'no90')).toContain('constant.language.value.score');
    expect(scopeOf(t, 11, '151')).toContain('constant.numeric.score');
    expect(scopeOf(t, 11, ' Augen')).toContain('comment.line.number-sign.score');
    expect(scopeOf(t, 12, 'fox')).toContain('constant.language.value.score');
    expect(scopeOf(t, 13, 'Anna')).toContain('variable.other.name.score');
    expect(scopeOf(t, 13, '+')).toContain('keyword.operator.sign.score');
    expect(scopeOf(t, 13, '-')).toContain('keyword.operator.sign.score');
    expect(scopeOf(t, 17, 'queens')).toContain('constant.language.value.score');
    expect(scopeOf(t, 17, 'duty')).toContain('constant.language.value.score');
  });
  it('cards: suit symbols and letters, ranks', () => {
    expect(scopeOf(t, 14, '♣')).toContain('constant.character.suit.score');
    expect(scopeOf(t, 14, 'Q')).toContain('constant.character.rank.score');
    expect(scopeOf(t, 14, 'C')).toContain('constant.character.suit.score');
    expect(scopeOf(t, 14, '10')).toContain('constant.character.rank.score');
    expect(scopeOf(t, 15, '=>')).toContain('keyword.operator.arrow.score');
    expect(scopeOf(t, 15, ',')).toContain('punctuation.separator.score');
  });
  it('a Belote directive in a Doppelkopf file is not highlighted as a directive', async () => {
    const x = await tokenize('source.score', 'game doppelkopf\nround\n  taker Anna');
    expect(x[2].some((tok) => tok.scopes.includes('keyword.other.directive.score'))).toBe(false);
  });
});

describe('score grammar: Belote and Coinche', () => {
  it('Belote directives and values', async () => {
    const t = await tokenize(
      'source.score',
      'game belote\nplayers Nord Ost Süd West\nround\n  taker Süd\n  trump no-trump\n  cards Nord-Süd 90, ' +
        'Ost-West 62\n  announce Ost-West tierce',
    );
    expect(scopeOf(t, 0, 'belote')).toContain('constant.language.game.score');
    expect(t[3][0].scopes.concat(t[3][1]?.scopes ?? [])).toContain('keyword.other.directive.score');
    expect(scopeOf(t, 4, 'no-trump')).toContain('constant.language.value.score');
    expect(scopeOf(t, 5, 'Nord-Süd')).toContain('variable.other.name.score');
    expect(scopeOf(t, 6, 'tierce')).toContain('constant.language.value.score');
  });
  it('Coinche contract with coinche modifier; `taker` is not a Coinche directive', async () => {
    const t = await tokenize('source.score', 'game coinche\nround\n  contract Süd 90 spades coinche\n  taker Süd');
    expect(scopeOf(t, 2, 'spades')).toContain('constant.language.value.score');
    expect(scopeOf(t, 2, 'coinche')).toContain('constant.language.value.score');
    expect(t[3].some((tok) => tok.scopes.includes('keyword.other.directive.score'))).toBe(false);
  });
  it('a quoted name keeps # inside it; a comment after it is a comment', async () => {
    const t = await tokenize('source.score', 'game belote\nplayers "A #1" B C D # four');
    expect(scopeOf(t, 1, 'A #1')).toContain('string.quoted.double.score');
    expect(scopeOf(t, 1, ' four')).toContain('comment.line.number-sign.score');
  });
});

describe('Markdown injection', () => {
  it('highlights ```score blocks and stops at the fence', async () => {
    const t = await tokenize(
      'text.html.markdown',
      '# Title\n\n```score\ngame doppelkopf\nround\n  re A B\n```\nround after',
    );
    expect(scopeOf(t, 3, 'game')).toEqual(
      expect.arrayContaining(['meta.embedded.block.score', 'keyword.other.directive.header.score']),
    );
    expect(t[5].some((x) => x.scopes.includes('keyword.other.directive.score'))).toBe(true);
    expect(t[7].some((x) => x.scopes.some((s) => s.endsWith('.score')))).toBe(false);
  });
  it('leaves other fenced blocks alone', async () => {
    const t = await tokenize('text.html.markdown', '```js\ngame doppelkopf\n```');
    expect(t[1].some((x) => x.scopes.some((s) => s.endsWith('.score')))).toBe(false);
  });
});

describe('the words of the game (docs/words.md) are coloured like their canonical words', () => {
  const spellings = (f: string) => [...new Set([f, f.toUpperCase(), foldWord(f)])];
  const formsOf = (cls: WordClass, canonical: string) =>
    VOCABULARY.filter((e) => e.cls === cls && e.canonical === canonical).flatMap((e) =>
      [e.canonical, ...e.de, ...e.fr].flatMap(spellings),
    );
  /** The scopes of `word` in `line` (the last line of `text`, where `W` stands for the word). */
  async function scopes(text: string, word: string): Promise<string[]> {
    const lines = await tokenize('source.score', text.replace('W', word));
    return scopeOf(lines, lines.length - 1, word);
  }
  async function sameAsCanonical(text: string, cls: WordClass, canonical: string) {
    const expected = await scopes(text, canonical);
    // A directive is a keyword; a value word a constant.
    expect(expected.join(' '), canonical).toMatch(cls === 'directive' ? /\bkeyword\./ : /constant\.language\.value/);
    for (const form of formsOf(cls, canonical)) expect(await scopes(text, form), form).toEqual(expected);
  }

  it('directives, in a sheet of each game and in one without a game line', async () => {
    const header = ['title', 'date', 'players', 'teams', 'rules', 'stake', 'target'];
    for (const game of ['doppelkopf', 'belote', 'coinche'] as const) {
      for (const k of header) await sameAsCanonical(`game ${game}\nW x`, 'directive', k);
      await sameAsCanonical(`game ${game}\nW 1`, 'directive', 'round');
      for (const k of SYNTAX.roundDirectives(game)) await sameAsCanonical(`game ${game}\nround\n  W x`, 'directive', k);
    }
    for (const k of SYNTAX.roundDirectives(undefined)) await sameAsCanonical('round\n  W x', 'directive', k);
  });
  it('rule presets in every language (`règles officielles`, `regeln haus`)', async () => {
    for (const e of VOCABULARY.filter((x) => x.cls === 'preset'))
      for (const form of formsOf('preset', e.canonical))
        expect(await scopes('game belote\nrules W', form), form).toContain('constant.language.preset.score');
  });
  it('value words in their lines', async () => {
    const lines: [string, WordClass][] = [
      ['game doppelkopf\nround\n  solo A W', 'solo-kind'],
      ['game doppelkopf\nround\n  solo A queens W', 'duty'],
      ['game doppelkopf\nround\n  marriage A W', 'marriage'],
      ['game doppelkopf\nround\n  announce re W', 'level'],
      ['game doppelkopf\nround\n  extras re W', 'extra'],
      ['game belote\nround\n  trump W', 'trump'],
      ['game coinche\nround\n  contract A 90 W', 'trump'],
      ['game coinche\nround\n  contract A W spades', 'contract'],
      ['game coinche\nround\n  contract A 90 spades W', 'modifier'],
      ['game belote\nround\n  announce A W', 'announcement'],
      ['round\n  announce A W', 'announcement'],
    ];
    for (const [text, cls] of lines)
      for (const e of VOCABULARY.filter((x) => x.cls === cls)) {
        await sameAsCanonical(text, cls, e.canonical);
      }
  });
});
