// Issue 15's "done when" for the editor: the language layer (hover, code lens, inlay hints, outline, completion and
// quick-fix titles) over every bundled example and a few sheets with problems, in German and French, with the l10n
// bundles passed as the translator (as the extension passes vscode.l10n.t), leaves no English sentence.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFileText, type DocumentAnalysis } from '../../src/analysis/analyze';
import type { Range } from '../../src/format/types';
import { GAMES } from '../../src/games/registry';
import { codeActionsFor, fixAllAction } from '../../src/language/codeActions';
import { completionsAt } from '../../src/language/completions';
import { hoverAt } from '../../src/language/hover';
import type { Translate } from '../../src/language/messages';
import { analysisAtLine } from '../../src/language/navigation';
import { documentSymbols, type DocumentSymbol } from '../../src/language/outline';
import { blockResultHtml } from '../../src/language/preview';
import { roundScoreLenses, scoreHintsIn } from '../../src/language/roundScores';
import { snippetsAt } from '../../src/language/snippets';
import { translatorFor } from '../../src/lsp/translate';
import type { Lang } from '../../src/messages';
import { englishCatalogSentences, englishLeft, prose } from '../messages/english';
import { textIn } from '../helpers/textEdits';

const root = new URL('../../', import.meta.url);
const json = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as Record<string, string>;

function examples(dir = 'examples'): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return examples(path);
    return /\.(score|md)$/.test(f) ? [path] : [];
  });
}

/** Sheets with problems whose quick fixes the examples do not reach: names, solo extras, one-sided cards, sums. */
const PROBLEMS: Record<string, string> = {
  'names.score': [
    'game doppelkopf',
    'players Anna Ben Cleo Dirk',
    'round',
    '  re Anna Bem',
    '  cards re 130',
    '  score Anna +1 Ben +1 Cleo -1 Dirk -1 Emil +2',
    'round',
    '  solo Cleo queens',
    '  cards re 150',
    '  extras re fox',
    '  score Anna -1 Ben -1 Cleo +3 Dirk -1',
    'round',
    '  re Ben Dirk',
    '  cards re 100 kontra 100',
    '  total Anna 9',
    '',
  ].join('\n'),
  'belote.score': [
    'game belote',
    'players Anna Ben Cleo Dirk',
    'teams Nous Eux',
    'round',
    '  taker Anna',
    '  trump hearts',
    '  cards Nous 90',
    '  last Nous',
    'round',
    '  taker Ben',
    '  trump spades',
    '  cards Nous 70 Eux 70',
    '  last Eux',
    '  score Nous 80 Eux 80',
    '',
  ].join('\n'),
  'rules.score': [
    'game coinche',
    'players Anna Ben Cleo Dirk',
    'teams Nous Eux',
    'set rounding sometimes',
    'set litige',
    'round',
    '  contract Anna 100 hearts',
    '  cards Nous 110',
    '  last Nous',
    '',
  ].join('\n'),
};

const FILES: [string, string][] = [
  ...examples().map((f): [string, string] => [f, readFileSync(f, 'utf8')]),
  ['mismatch.score', readFileSync('test/integration/workspace/mismatch.score', 'utf8')],
  ...Object.entries(PROBLEMS),
];

function symbolTexts(symbols: DocumentSymbol[]): string[] {
  return symbols.flatMap((s) => [s.name, s.detail, ...symbolTexts(s.children)]);
}

/** What the completion offers after each word of a line (and at its start), as the editor would ask. */
function completionTexts(a: DocumentAnalysis, line: number, text: string, t: Translate): string[] {
  const prefixes = [text.match(/^\s*/)![0]];
  for (const m of text.matchAll(/\S+\s+/g)) prefixes.push(text.slice(0, m.index + m[0].length));
  return prefixes.flatMap((prefix) => [
    ...snippetsAt(prefix, line, GAMES, t).map((s) => s.description),
    ...completionsAt({ games: GAMES, analysis: a, line, prefix, t }).flatMap((s) => {
      if (!s.detail) return [];
      // A directive's detail ends in its syntax (`Hochzeit: marriage P with Q`): the file's words, not prose.
      const syntax = s.detail.search(new RegExp(` ?: ${s.label}\\b`));
      return [syntax >= 0 ? s.detail.slice(0, syntax) : s.detail];
    }),
  ]);
}

/** Every text the language layer gives for a file in `lang`, with where it came from. */
function layerTexts(name: string, text: string, lang: Lang): [string, string][] {
  const t = translatorFor(lang);
  const analyses = analyzeFileText(name, text);
  const lines = text.split('\n');
  const out: [string, string][] = [];
  const add = (where: string, ...texts: (string | undefined)[]) => {
    for (const x of texts) if (x) out.push([where, x]);
  };
  for (let line = 0; line < lines.length; line++) {
    add(`${name}:${line + 1} hover`, hoverAt(analyses, line, lang, t)?.markdown);
    const a = analysisAtLine(analyses, line);
    if (a) add(`${name}:${line + 1} completion`, ...completionTexts(a, line, lines[line], t));
  }
  for (const lens of roundScoreLenses(analyses, lang)) add(`${name}:${lens.line + 1} lens`, lens.title, lens.tooltip);
  const all: Range = { start: { line: 0, character: 0 }, end: { line: lines.length, character: 0 } };
  for (const h of scoreHintsIn(analyses, all, { roundScores: true, derivedValues: true }, lang, t))
    add(`${name}:${h.position.line + 1} hint`, h.label, h.tooltip);
  for (const a of analyses) add(`${name} outline`, ...symbolTexts(documentSymbols(a, lang, t)));
  const source = { analyses, textAt: (r: Range) => textIn(text, r), t };
  for (const a of analyses)
    for (const p of a.problems)
      for (const action of codeActionsFor(source, p.range, [p], undefined, lang))
        add(`${name}:${p.range.start.line + 1} fix ${p.code}`, action.title);
  for (let line = 0; line < lines.length; line++) {
    const range = { start: { line, character: 0 }, end: { line, character: lines[line].length } };
    for (const action of codeActionsFor(source, range, [], undefined, lang))
      add(`${name}:${line + 1} fix`, action.title);
  }
  add(`${name} fix all`, fixAllAction(analyses, t)?.title);
  // The Markdown preview's result under each block, its tags taken off.
  for (const a of analyses) add(`${name} preview`, blockResultHtml(a, lang, t).replace(/<[^>]+>/g, '\n'));
  return out;
}

/** Sentences of the English catalogs and bundle that read differently in `lang`: none may appear in its texts. */
function englishSentences(lang: 'de' | 'fr'): string[] {
  const out = englishCatalogSentences(lang);
  const bundle = json(`l10n/bundle.l10n.${lang}.json`);
  for (const [key, text] of Object.entries(bundle)) {
    const sentence = key.split(/\{\d+\}/).reduce((a, b) => (b.length > a.length ? b : a), '');
    // A key the translation contains (`stille Hochzeit: silent-marriage P`) is the file's and the game's words.
    if (text !== key && !text.includes(sentence) && sentence.trim().length >= 12) out.push(sentence);
  }
  return out;
}

/** Words an English text has and German and French texts never do (beyond englishLeft's list). */
const MORE_ENGLISH = ['of', 'computed', 'default', 'today', 'sheet', 'winner', 'running', 'warning', 'line'];

describe('the language layer in German and French over every bundled example', () => {
  it('reads every example and the problem sheets, and they have problems to fix', () => {
    expect(FILES.length).toBeGreaterThan(15);
    for (const text of Object.values(PROBLEMS))
      expect(analyzeFileText('p.score', text).flatMap((a) => a.problems).length).toBeGreaterThan(0);
  });

  it('the German card names are the players’ own (Kreuz-Dame), the French too (dame de trèfle)', () => {
    const [, text] = FILES.find(([f]) => f.endsWith('doppelkopf-evening.score'))!;
    const cards = (lang: Lang) => {
      const a = analyzeFileText('x.score', text)[0];
      const line = a.document.rounds[0].headerRange.start.line + 1;
      return completionsAt({ games: GAMES, analysis: a, line, prefix: '  hand Anna ', t: translatorFor(lang) }).map(
        (s) => s.detail,
      );
    };
    expect(cards('de')).toContain('Kreuz-Dame');
    expect(cards('fr')).toContain('dame de trèfle');
    expect(cards('en')).toContain('queen of clubs');
  });

  it('the Markdown preview labels and words its problems in the language', () => {
    const html = blockResultHtml(analyzeFileText('p.score', PROBLEMS['names.score'])[0], 'de', translatorFor('de'));
    expect(html).toContain('<span class="scoresheet-label">Fehler</span> Zeile 4');
    expect(html).not.toMatch(/>error<|Round result/);
  });

  for (const lang of ['de', 'fr'] as const)
    it(`${lang}: no English sentence in hover, lens, hints, outline, completion and quick-fix titles`, () => {
      const sentences = englishSentences(lang);
      const found = new Set<string>();
      let seen = 0;
      for (const [name, text] of FILES)
        for (const [where, shown] of layerTexts(name, text, lang)) {
          seen++;
          // A Markdown code block is the file's own text (the header a rule guide's example inherits).
          for (const line of shown.replace(/```[^`]*```/g, '').split('\n')) {
            const words = prose(line)
              .toLowerCase()
              .split(/[^a-zäöüßéèêàâçœîïôûù'’-]+/);
            const english = [...englishLeft(line), ...MORE_ENGLISH.filter((w) => words.includes(w))];
            const sentence = sentences.find((s) => line.includes(s));
            if (english.length || sentence)
              found.add(`${where}: ${english.join(',')}${sentence ? ` «${sentence}»` : ''}: ${line}`);
          }
        }
      expect(seen).toBeGreaterThan(1000);
      expect([...found]).toEqual([]);
    });
});
