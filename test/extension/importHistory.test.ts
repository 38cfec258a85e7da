// "Scoresheet: Import Score History…": the evenings and their checks are shown before anything is written, a player
// can be renamed, and the files are written only after the user confirms, into the folder they chose.

import { describe, expect, it } from 'vitest';
import * as vscode from 'vscode';
import { importHistory, type Choice, type ImportUi } from '../../src/extension/importHistory';

const TRACKER = '#,Anna,Ben,Clara,Dora,game\n0,0,0,0,0\n1,2,-2,2,-2,2\n2,-6,6,-6,6,8\n';
const SLIP = '#,Anna,Ben,Clara,Dora,game\n0,0,0,0,0\n1,2,-2,2,-2,2\n2,-4,4,-4,4,8\n';

/** A user who answers from a script: each pick takes the first choice whose label contains the word given. */
function scriptedUi(files: Record<string, string>, answers: (string | boolean | undefined)[]) {
  const seen: { title: string; choices: Choice<unknown>[] }[] = [];
  const written = new Map<string, string>();
  const shown: string[] = [];
  const errors: string[] = [];
  const next = () => answers.shift();
  const ui: ImportUi = {
    pickFiles: async () => Object.keys(files).map((f) => vscode.Uri.file(`/data/${f}`)),
    readFile: async (uri) => new TextEncoder().encode(files[uri.path.replace('/data/', '')]),
    async pick<T>(title: string, choices: Choice<T>[]) {
      seen.push({ title, choices: choices as Choice<unknown>[] });
      const word = next();
      return typeof word === 'string' ? choices.find((c) => c.label.includes(word))?.value : undefined;
    },
    input: async () => next() as string | undefined,
    pickFolder: async () => vscode.Uri.file('/work/history'),
    confirm: async () => next() === true,
    exists: async () => false,
    saveFile: async (uri, text) => {
      written.set(uri.path, text);
      return true;
    },
    showText: async (text) => void shown.push(text),
    error: (text) => void errors.push(text),
    info: () => undefined,
  };
  return { ui, seen, written, shown, errors };
}

describe('Import Score History…', () => {
  it("previews each evening with its checks and a checkpoint's culprit; nothing is written unconfirmed", async () => {
    const s = scriptedUi({ 'a.csv': TRACKER, 'b.csv': SLIP }, ['b.score', 'Write', false, undefined]);
    expect(await importHistory(s.ui, 'en')).toEqual([]);
    const preview = s.seen[0];
    expect(preview.title).toBe('Import score history: 2 evenings, some checks disagree');
    const a = preview.choices.find((c) => c.label.includes('a.score'))!;
    const b = preview.choices.find((c) => c.label.includes('b.score'))!;
    expect(a.description).toBe('2 rounds · 1 checkpoint · checks clean');
    expect(b.description).toBe('2 rounds · 1 checkpoint disagrees · 1 error');
    expect(b.detail).toContain('line 12: stated total Anna -4 Ben 4 Clara -4 Dora 4, computed Anna -6');
    // Picking an evening shows its text (an untitled document), and the confirmation was declined: nothing written.
    expect(s.shown[0]).toContain('won Ben Dora 8');
    expect(s.written.size).toBe(0);
  });

  it('renames a player, then writes the files into the chosen folder once confirmed', async () => {
    const s = scriptedUi({ 'a.csv': TRACKER }, ['Rename', 'Ben', 'Benjamin', 'Write', true]);
    const uris = await importHistory(s.ui, 'en');
    expect(uris.map((u) => u.path)).toEqual(['/work/history/a.score']);
    const text = s.written.get('/work/history/a.score')!;
    expect(text).toContain('players Anna Benjamin Clara Dora');
    expect(text).toContain('# Renamed: Ben → Benjamin.');
    // The second preview lists the players as they will be written.
    expect(s.seen[2].choices.find((c) => c.label.includes('Rename'))!.description).toBe('Anna, Benjamin, Clara, Dora');
  });

  it('a file that cannot be read is an error naming it, and nothing is asked further', async () => {
    const s = scriptedUi({ 'x.csv': 'Spiel;Anna;Ben;Clara;Dora\n1;2;-2;2;-2\n2;1;zwei;1;1\n' }, []);
    expect(await importHistory(s.ui, 'en')).toEqual([]);
    expect(s.errors).toEqual(['x.csv: row 3, column "Ben": "zwei" is not a number']);
    expect(s.seen).toHaveLength(0);
  });
});
