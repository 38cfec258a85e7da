// The extension's own words in German and French: every manifest string (package.nls.*.json) and every
// `vscode.l10n.t` string (l10n/bundle.l10n.*.json) has a translation, the English bundle is what the code says,
// and the messages the extension renders follow VS Code's display language.

import { readFileSync, readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import * as vscode from 'vscode';
import { toDiagnostic } from '../../src/extension/diagnostics';
import { displayLang } from '../../src/extension/displayLanguage';
import { catalogs, type Catalog } from '../../src/messages/catalog';
import { msg } from '../../src/messages';
import { line } from '../helpers/analyses';
import * as stub from '../helpers/vscodeStub';

const root = new URL('../../', import.meta.url);
const json = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8')) as Record<string, string>;
const LANGS = ['de', 'fr'] as const;

/** `{0}`, `{1}`… of a template, sorted: a translation keeps every placeholder. */
const placeholders = (s: string) => (s.match(/\{\d+\}/g) ?? []).sort();

/**
 * Every string literal passed to `vscode.l10n.t(` in src/extension, and to the language layer's `t(` in
 * src/language and the games' editor hooks in src/games/<game>/editor (translated by vscode.l10n.t once the extension
 * plugs it in): what `npm run l10n` exports.
 */
function sourceStrings(): string[] {
  const found: string[] = [];
  const t = /\bt\(\s*'((?:[^'\\]|\\.)*)'/g;
  for (const [folder, call, only] of [
    ['src/extension/', /l10n\.t\(\s*'((?:[^'\\]|\\.)*)'/g, /./],
    ['src/language/', t, /./],
    ['src/games/', t, /^[^/]+\/editor\//],
  ] as const) {
    const dir = new URL(folder, root);
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && only.test(f.replaceAll('\\', '/')),
    );
    for (const f of files) {
      const text = readFileSync(new URL(f, dir), 'utf8');
      for (const m of text.matchAll(call)) found.push(m[1].replace(/\\(.)/g, '$1'));
    }
  }
  return [...new Set(found)].sort();
}

describe('the manifest in German and French (package.nls.*.json)', () => {
  const en = json('package.nls.json');
  const manifest = readFileSync(new URL('package.json', root), 'utf8');

  it('every %key% of package.json is in package.nls.json', () => {
    const used = [...manifest.matchAll(/"%([^%"]+)%"/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(10);
    for (const key of used) expect(en, key).toHaveProperty([key]);
  });

  it.each(LANGS)('package.nls.%s.json has exactly the keys of package.nls.json, none empty', (lang) => {
    const tr = json(`package.nls.${lang}.json`);
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(tr)) expect(text.trim(), key).not.toBe('');
  });

  it('the commands are not left in English', () => {
    expect(json('package.nls.de.json')['command.openSettlement']).toBe('Abrechnung öffnen');
    expect(json('package.nls.fr.json')['command.openSettlement']).toBe('Ouvrir le décompte');
  });
});

describe('the l10n bundles (l10n/bundle.l10n.*.json)', () => {
  const en = json('l10n/bundle.l10n.json');

  it('package.json points VS Code at l10n/', () => {
    expect(JSON.parse(readFileSync(new URL('package.json', root), 'utf8'))).toMatchObject({ l10n: './l10n' });
  });

  it('the English bundle holds exactly the strings of src/extension (run `npm run l10n` after changing them)', () => {
    expect(Object.keys(en).sort()).toEqual(sourceStrings());
  });

  it.each(LANGS)('bundle.l10n.%s.json translates every string, keeping its placeholders', (lang) => {
    const tr = json(`l10n/bundle.l10n.${lang}.json`);
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(tr)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(key));
    }
  });

  it('sentences are translated, not copied (only names and the file format may stay)', () => {
    // Names, the file format, a game term, and words French writes as English does.
    const same = new Set(['Scoresheet', 'CSV', 'Pflichtsolo', 'points', 'Total']);
    for (const lang of LANGS) {
      const tr = json(`l10n/bundle.l10n.${lang}.json`);
      for (const key of Object.keys(en)) if (!same.has(key)) expect(tr[key], `${lang}: ${key}`).not.toBe(key);
    }
  });
});

describe('the extension speaks the display language', () => {
  afterEach(() => {
    stub.resetStub();
    delete (catalogs.de as Partial<Catalog>)['missing-players'];
  });

  it.each([
    ['de', 'de'],
    ['de-ch', 'de'],
    ['fr-ca', 'fr'],
    ['en-us', 'en'],
    ['ja', 'en'],
  ])('VS Code in %s → %s', (language, lang) => {
    stub.env.language = language;
    expect(displayLang()).toBe(lang);
  });

  it('a problem’s message is rendered from its catalog entry in the display language', () => {
    // A German text of our own, so the test does not depend on the wording of the German catalog.
    (catalogs.de as Partial<Catalog>)['missing-players'] = () => 'Wer spielt mit?';
    const problem = {
      code: 'missing-players',
      severity: 'error' as const,
      range: line(1, 0, 4),
      message: 'Who plays? …',
      msg: msg('missing-players'),
    };
    const docs = vscode.Uri.parse('file:///ext/docs/diagnostics.md');
    expect(toDiagnostic(problem, docs).message).toBe(
      'Who plays? Add a line like `players Anna Ben Clara Dora` ' + '(in seating order) after the game.',
    );
    stub.env.language = 'de';
    expect(toDiagnostic(problem, docs).message).toBe('Wer spielt mit?');
  });
});
