// "Scoresheet: Import Score History…": pick files (CSV, .xlsx, app exports), see the evenings they give with their
// checks (which checkpoints disagree, and the culprit), rename players, then write the .score files — nothing is
// written before the user confirms. The import itself is src/import (pure), with every game's importers.

import * as vscode from 'vscode';
import { checkScore } from '../analysis/check';
import { IMPORT_FORMATS } from '../games/importers';
import { importSources, isImportError, type ImportedFile, type ImportResult } from '../import';
import { msg, render, type Lang, type Message } from '../messages';
import { displayLang } from './displayLanguage';
import { writeUserFile } from './userFiles';

export const IMPORT_HISTORY_COMMAND = 'scoresheet.importHistory';

/** One choice of a list: its label, and what it stands for. */
export interface Choice<T> {
  label: string;
  description?: string;
  detail?: string;
  value: T;
}

/** What the command asks and does through VS Code; the tests give their own. */
export interface ImportUi {
  pickFiles(): Promise<vscode.Uri[] | undefined>;
  readFile(uri: vscode.Uri): Promise<Uint8Array>;
  pick<T>(title: string, choices: Choice<T>[]): Promise<T | undefined>;
  input(title: string, prompt: string, value: string): Promise<string | undefined>;
  pickFolder(): Promise<vscode.Uri | undefined>;
  confirm(text: string, action: string): Promise<boolean>;
  exists(uri: vscode.Uri): Promise<boolean>;
  /** Writes one file; false when it could not be written (the user has been told why). */
  saveFile(uri: vscode.Uri, text: string): Promise<boolean>;
  showText(text: string): Promise<void>;
  error(text: string): void;
  info(text: string): void;
}

const vscodeUi: ImportUi = {
  pickFiles: () =>
    Promise.resolve(
      vscode.window.showOpenDialog({
        canSelectMany: true,
        title: vscode.l10n.t('Import score history: pick the files'),
        openLabel: vscode.l10n.t('Import'),
        filters: {
          [vscode.l10n.t('Spreadsheets and app exports')]: ['csv', 'tsv', 'txt', 'xlsx', 'json'],
          [vscode.l10n.t('All files')]: ['*'],
        },
      }),
    ),
  readFile: (uri) => Promise.resolve(vscode.workspace.fs.readFile(uri)),
  async pick(title, choices) {
    const picked = await vscode.window.showQuickPick(
      choices.map((c) => ({ label: c.label, description: c.description, detail: c.detail, choice: c })),
      { title, matchOnDescription: true, ignoreFocusOut: true },
    );
    return picked?.choice.value;
  },
  input: (title, prompt, value) =>
    Promise.resolve(
      vscode.window.showInputBox({
        title,
        prompt,
        value,
        ignoreFocusOut: true,
        validateInput: (t) => (t.trim() ? undefined : vscode.l10n.t('A name, please')),
      }),
    ),
  async pickFolder() {
    const picked = await vscode.window.showOpenDialog({
      canSelectFolders: true,
      canSelectFiles: false,
      title: vscode.l10n.t('Import score history: the folder to write into'),
      openLabel: vscode.l10n.t('Write here'),
      defaultUri: vscode.workspace.workspaceFolders?.[0]?.uri,
    });
    return picked?.[0];
  },
  async confirm(text, action) {
    return (await vscode.window.showInformationMessage(text, { modal: true }, action)) === action;
  },
  async exists(uri) {
    try {
      await vscode.workspace.fs.stat(uri);
      return true;
    } catch {
      return false;
    }
  },
  async saveFile(uri, text) {
    await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(uri, '..'));
    // In one step where the disk is local (writeUserFile); a failure has been shown, and stops the import.
    return writeUserFile(uri, new TextEncoder().encode(text));
  },
  async showText(text) {
    const doc = await vscode.workspace.openTextDocument({ language: 'score', content: text });
    await vscode.window.showTextDocument(doc, { preview: true });
  },
  error: (text) => void vscode.window.showErrorMessage(text),
  info: (text) => void vscode.window.showInformationMessage(text),
};

/** An evening's line in the preview: its checks in a few words, the first disagreeing checkpoint with its culprit. */
function eveningChoice(f: ImportedFile, lang: Lang): Choice<ImportedFile> {
  const c = f.check;
  const description =
    c.errors === 0
      ? render(msg('import.preview.clean', { rounds: c.rounds, checkpoints: c.checkpoints }), lang)
      : render(
          msg('import.preview.unclean', { rounds: c.rounds, disagreeing: c.disagreeing.length, errors: c.errors }),
          lang,
        );
  const first = c.disagreeing[0] ?? c.otherErrors[0];
  return {
    label: `${c.errors === 0 ? '$(pass)' : '$(warning)'} ${f.path}`,
    description,
    detail: first ? vscode.l10n.t('line {0}: {1}', first.line, first.message) : undefined,
    value: f,
  };
}

type Step = { kind: 'write' } | { kind: 'rename' } | { kind: 'show'; file: ImportedFile };

async function run(sources: { name: string; bytes: Uint8Array }[], map: [string, string][], lang: Lang, ui: ImportUi) {
  try {
    return await importSources(sources, IMPORT_FORMATS, { map, lang, check: checkScore });
  } catch (e) {
    if (!isImportError(e)) throw e;
    const where = e.where === undefined ? '' : typeof e.where === 'string' ? e.where : render(e.where, lang);
    ui.error(render(msg('import.error', { file: e.file, where, why: e.why as Message }), lang));
    return undefined;
  }
}

/** Every player name the evenings use, as written after the mappings so far. */
function playerNames(result: ImportResult): string[] {
  const names = new Set<string>();
  for (const f of result.files) for (const p of f.evening.players) names.add(result.names.to(p));
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** The command: returns the files written (none when the user stops before confirming, or a file is unreadable). */
export async function importHistory(ui: ImportUi = vscodeUi, lang: Lang = displayLang()): Promise<vscode.Uri[]> {
  const uris = await ui.pickFiles();
  if (!uris?.length) return [];
  const sources = await Promise.all(
    uris.map(async (uri) => ({ name: uri.path.replace(/^.*\//, ''), bytes: await ui.readFile(uri) })),
  );
  const map: [string, string][] = [];
  for (;;) {
    const result = await run(sources, map, lang, ui);
    if (!result) return [];
    const clean = result.files.every((f) => f.check.errors === 0);
    const step = await ui.pick<Step>(
      clean
        ? vscode.l10n.t('Import score history: {0} evenings, all clean', result.files.length)
        : vscode.l10n.t('Import score history: {0} evenings, some checks disagree', result.files.length),
      [
        {
          label: `$(save) ${vscode.l10n.t('Write the files…')}`,
          description: vscode.l10n.t('{0} .score files', result.files.length),
          value: { kind: 'write' },
        },
        {
          label: `$(person) ${vscode.l10n.t('Rename a player…')}`,
          description: playerNames(result).join(', '),
          value: { kind: 'rename' },
        },
        ...result.files.map((f) => {
          const c = eveningChoice(f, lang);
          return { ...c, value: { kind: 'show' as const, file: f } };
        }),
      ],
    );
    if (!step) return [];
    if (step.kind === 'show') {
      await ui.showText(step.file.text);
      continue;
    }
    if (step.kind === 'rename') {
      const names = playerNames(result);
      const from = await ui.pick(
        vscode.l10n.t('Rename which player?'),
        names.map((n) => ({ label: n, value: n })),
      );
      if (!from) continue;
      const to = await ui.input(vscode.l10n.t('Rename {0}', from), vscode.l10n.t('The name to write instead'), from);
      if (to?.trim() && to.trim() !== from) map.push([from, to.trim()]);
      continue;
    }
    const folder = await ui.pickFolder();
    if (!folder) continue;
    const targets = result.files.map((f) => ({ file: f, uri: vscode.Uri.joinPath(folder, ...f.path.split('/')) }));
    let existing = 0;
    for (const t of targets) if (await ui.exists(t.uri)) existing++;
    const question =
      existing > 0
        ? vscode.l10n.t(
            'Write {0} files into {1}? {2} of them exist and will be replaced.',
            targets.length,
            folder.path,
            existing,
          )
        : vscode.l10n.t('Write {0} files into {1}?', targets.length, folder.path);
    if (!(await ui.confirm(question, vscode.l10n.t('Write')))) continue;
    let written = 0;
    for (const t of targets) {
      if (!(await ui.saveFile(t.uri, t.file.text))) break;
      written++;
    }
    if (written < targets.length) return targets.slice(0, written).map((t) => t.uri);
    ui.info(vscode.l10n.t('Wrote {0} .score files into {1}.', targets.length, folder.path));
    return targets.map((t) => t.uri);
  }
}

export function registerImportHistory(context: vscode.ExtensionContext): void {
  context.subscriptions.push(vscode.commands.registerCommand(IMPORT_HISTORY_COMMAND, () => importHistory()));
}
