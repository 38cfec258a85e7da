// docs/glossary.md decides the terms (issue 30): its "Rejected words" table lists what no German or French text may
// say ("Blatt" for the list, "annoncé" for stated, "passe cette donne", "Topf", straight apostrophes …). This test
// reads that table and every place a German or French user reads text, and names each rejected word it finds.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

type Lang = 'de' | 'fr';
interface Rule {
  langs: Lang[];
  /** The word as the glossary writes it, for the report. */
  shown: string;
  re: RegExp;
}
interface Text {
  where: string;
  text: string;
}

const read = (path: string) => readFileSync(path, 'utf8');

/** A word or phrase matches as a whole (no letter or digit right before or after it), case-sensitive. */
function wholeWord(phrase: string): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u');
}

/** The rows of the glossary's "Rejected words" table. */
export function rejectedWords(md: string): Rule[] {
  const section = md.split(/^## /m).find((s) => s.startsWith('Rejected words'));
  if (!section) throw new Error('docs/glossary.md has no "## Rejected words" section');
  const rules: Rule[] = [];
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | language | rejected | say instead | why |
    if (cells.length < 5 || !/^(de|fr)(, *(de|fr))*$/.test(cells[1])) continue;
    const langs = cells[1].split(/, */) as Lang[];
    for (const [, word] of cells[2].matchAll(/`([^`]+)`/g)) {
      const regex = /^\/(.+)\/([a-z]*)$/.exec(word);
      rules.push({ langs, shown: word, re: regex ? new RegExp(regex[1], regex[2]) : wholeWord(word) });
    }
  }
  return rules;
}

const sources = new Map<string, ts.SourceFile>();
/** A file parsed once (webview/strings.ts is read for German and for French). */
function parsed(file: string): ts.SourceFile {
  let source = sources.get(file);
  if (!source) sources.set(file, (source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true)));
  return source;
}

/**
 * The text of every string and template literal of a TypeScript file, one entry per catalog entry (a property or a
 * variable), its pieces joined as the code joins them. Keys, imports and comments are no text a user reads.
 * `select` keeps the top-level declarations of one language in a file that holds several.
 */
function literalTexts(file: string, select?: RegExp): Text[] {
  const source = parsed(file);
  const entries = new Map<ts.Node, string[]>();
  const entryOf = (node: ts.Node): ts.Node => {
    for (let n: ts.Node | undefined = node.parent; n; n = n.parent)
      if (ts.isPropertyAssignment(n) || ts.isVariableDeclaration(n)) return n;
    return source;
  };
  const visit = (node: ts.Node, selected: boolean): void => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isVariableStatement(node) && node.parent === source && select) {
      const names = node.declarationList.declarations.map((d) => d.name.getText(source));
      selected = names.some((n) => select.test(n));
    }
    const isKey = !!node.parent && ts.isPropertyAssignment(node.parent) && node.parent.name === node;
    if (
      selected &&
      !isKey &&
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node))
    ) {
      const entry = entryOf(node);
      const pieces = entries.get(entry) ?? [];
      pieces.push(node.text);
      entries.set(entry, pieces);
    }
    node.forEachChild((child) => visit(child, selected));
  };
  visit(source, !select);
  return [...entries].map(([entry, pieces]) => {
    const name = entry === source ? '' : (entry as ts.PropertyAssignment | ts.VariableDeclaration).name.getText(source);
    return { where: `${file} ${name}`, text: pieces.join('') };
  });
}

function jsonValues(file: string): Text[] {
  return Object.entries(JSON.parse(read(file)) as Record<string, string>).map(([key, text]) => ({
    where: `${file} "${key}"`,
    text,
  }));
}

/** A `## heading` section of Markdown without its fenced code (commands, not prose). */
function markdownSection(file: string, heading: string): Text[] {
  const section = read(file)
    .split(/^## /m)
    .find((s) => s.startsWith(heading));
  if (!section) throw new Error(`${file} has no "## ${heading}" section`);
  return [{ where: `${file} § ${heading}`, text: section.replace(/```[\s\S]*?```/g, '') }];
}

/** The games' words in the settlement view, beside their components (webview/games/<game>/strings.ts). */
function viewGameStrings(): string[] {
  return readdirSync('webview/games', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `webview/games/${d.name}/strings.ts`);
}

/**
 * The games' messages in a language, in their modules: src/games/<game>/messages/<lang>.ts, or a folder of domain
 * files src/games/<game>/messages/<lang>/.
 */
function gameMessageFiles(lang: Lang): string[] {
  return readdirSync('src/games', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      const dir = `src/games/${d.name}/messages`;
      const here = existsSync(dir) ? readdirSync(dir) : [];
      if (here.includes(`${lang}.ts`)) return [`${dir}/${lang}.ts`];
      return here.includes(lang) ? readdirSync(`${dir}/${lang}`).map((f) => `${dir}/${lang}/${f}`) : [];
    });
}

const TEXTS: Record<Lang, () => Text[]> = {
  de: () => [
    ...readdirSync('src/messages/de').flatMap((f) => literalTexts(`src/messages/de/${f}`)),
    ...gameMessageFiles('de').flatMap((f) => literalTexts(f)),
    ...literalTexts('webview/strings.ts', /^de([A-Z]|$)/),
    ...viewGameStrings().flatMap((f) => literalTexts(f, /^de([A-Z]|$)/)),
    ...literalTexts('src/season/strings.ts', /_DE$|^mal$/),
    ...literalTexts('src/games/doppelkopf/season/text.ts', /_DE$/),
    ...literalTexts('src/games/belote/season/text.ts', /_DE$/),
    ...literalTexts('src/games/skat/messages/de.ts'),
    ...literalTexts('src/cli/seasonStrings.ts', /_DE$/),
    ...jsonValues('l10n/bundle.l10n.de.json'),
    ...jsonValues('package.nls.de.json'),
    ...markdownSection('README.md', 'Auf Deutsch'),
  ],
  fr: () => [
    ...readdirSync('src/messages/fr').flatMap((f) => literalTexts(`src/messages/fr/${f}`)),
    ...gameMessageFiles('fr').flatMap((f) => literalTexts(f)),
    ...literalTexts('webview/strings.ts', /^fr([A-Z]|$)/),
    ...viewGameStrings().flatMap((f) => literalTexts(f, /^fr([A-Z]|$)/)),
    ...literalTexts('src/season/strings.ts', /_FR$|^une$/),
    ...literalTexts('src/games/doppelkopf/season/text.ts', /_FR$/),
    ...literalTexts('src/games/belote/season/text.ts', /_FR$/),
    ...literalTexts('src/games/skat/messages/fr.ts'),
    ...literalTexts('src/cli/seasonStrings.ts', /_FR$/),
    ...jsonValues('l10n/bundle.l10n.fr.json'),
    ...jsonValues('package.nls.fr.json'),
    ...markdownSection('README.md', 'En français'),
  ],
};

const RULES = rejectedWords(read('docs/glossary.md'));

describe('no German or French text uses a word docs/glossary.md rejects', () => {
  for (const lang of ['de', 'fr'] as const)
    it(lang, () => {
      const texts = TEXTS[lang]();
      // The scan itself must see the catalogs (a selector that matched nothing would pass every time).
      expect(texts.length).toBeGreaterThan(500);
      const found: string[] = [];
      for (const rule of RULES.filter((r) => r.langs.includes(lang)))
        for (const t of texts) if (rule.re.test(t.text)) found.push(`${rule.shown} in ${t.where}`);
      expect(found).toEqual([]);
    });
});

describe('the glossary table and the scan (so that the test above can fail)', () => {
  it('reads every row, a phrase as a whole word and a /regex/ as a regular expression', () => {
    const rules = rejectedWords(
      '## Rejected words\n\n| language | rejected | say instead | why |\n| -- | -- | -- | -- |\n' +
        "| de | `Blatt`, `Topf` | Liste | x |\n| de, fr | `/\\d%/` | 75 % | y |\n| fr | `/\\p{L}'\\p{L}/u` | ’ | z |\n",
    );
    expect(rules.map((r) => [r.langs, r.shown])).toEqual([
      [['de'], 'Blatt'],
      [['de'], 'Topf'],
      [['de', 'fr'], '/\\d%/'],
      [['fr'], "/\\p{L}'\\p{L}/u"],
    ]);
    const [blatt, , percent, apostrophe] = rules;
    expect([blatt.re.test('auf dem Blatt.'), blatt.re.test('Plus-Blatt'), blatt.re.test('Blätter')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([percent.re.test('(75%)'), percent.re.test('(75 %)')]).toEqual([true, false]);
    expect([apostrophe.re.test("l'équipe"), apostrophe.re.test('l’équipe'), apostrophe.re.test("_ - . '")]).toEqual([
      true,
      false,
      false,
    ]);
  });
  it('every rejected word of the glossary was once in a catalog, as the review found them', () => {
    // The review's findings (wording-de-fr.md §5), each as the catalogs had it: each must be caught by a row.
    const before: [Lang, string][] = [
      ['de', 'Spiel 5 fehlt auf dem Blatt'],
      ['de', 'Schnitt pro Donne'],
      ['de', 'in den Topf'],
      ['de', 'oder der Preneur ist gefallen'],
      ['de', 'kann nicht sich selbst heiraten'],
      ['fr', 'cartes annoncées Nous 92'],
      ['fr', 'Qui passe la donne ?'],
      ['fr', 'Quelle carte Amélie a-t-il jouée ?'],
      ['fr', "Chaque case d'équipe"],
      ['fr', 'une part (75%)'],
    ];
    const missed = before.filter(([lang, text]) => !RULES.some((r) => r.langs.includes(lang) && r.re.test(text)));
    expect(missed).toEqual([]);
  });
  it('the scan sees literals of every kind and leaves keys and imports out', () => {
    const texts = literalTexts('src/messages/de/table.ts');
    const culprit = texts.find((t) => t.where.endsWith("'culprit.left-out'"));
    expect(culprit?.text).toBe('das auf der Liste fehlende Spiel ');
    expect(texts.some((t) => t.text.includes('culprit.left-out') || t.text.includes('../catalog'))).toBe(false);
    expect(literalTexts('webview/strings.ts', /^de([A-Z]|$)/).some((t) => t.text === 'Abrechnung')).toBe(true);
    // The games' messages moved into their modules are read too.
    expect(gameMessageFiles('de')).toContain('src/games/doppelkopf/messages/de/doppelkopf.ts');
    expect(gameMessageFiles('fr')).toContain('src/games/belote/messages/fr/beloteScore.ts');
    // The games' words moved beside their views are read too.
    expect(viewGameStrings()).toContain('webview/games/doppelkopf/strings.ts');
    const game = literalTexts('webview/games/doppelkopf/strings.ts', /^de([A-Z]|$)/);
    expect(game.some((t) => t.text === 'Re gewinnt')).toBe(true);
    // The solo names the view takes from the catalogs' terms, and the games' names and switches, are read there.
    expect(gameMessageFiles('de')).toContain('src/games/doppelkopf/messages/de/terms.ts');
    expect(literalTexts('src/games/doppelkopf/messages/de/terms.ts').some((t) => t.text === 'Fleischloser')).toBe(true);
    expect(gameMessageFiles('fr')).toContain('src/games/belote/messages/fr/gameWords.ts');
  });
});
