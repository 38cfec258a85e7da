// The New Score Sheet command: asks game, players (offering the folder's last sheet's), rules and stake or target,
// then creates a dated .score file in the folder (an untitled one where there is no writable folder).

import * as vscode from 'vscode';
import type { GameKind } from '../format/ast';
import { GAME_KINDS, gameOf } from '../games/registry';
import type { Translate } from '../text/translate';
import { writeUserFile } from './userFiles';
import {
  localDate,
  newSheetText,
  playersProblem,
  sheetFileName,
  sheetPlayers,
  splitPlayers,
  type NewSheetAnswers,
} from '../language/newSheet';

export const NEW_SHEET_COMMAND = 'scoresheet.newSheet';

/** The games' own questions are worded by them, in VS Code's display language. */
const translate: Translate = (message, ...args) => vscode.l10n.t(message, ...args);

/** The folder the new sheet goes into: the active .score file's folder, else the first workspace folder. */
function targetFolder(): vscode.Uri | undefined {
  const active = vscode.window.activeTextEditor?.document.uri;
  if (active && active.scheme !== 'untitled' && /\.score$/i.test(active.path)) {
    return active.with({ path: active.path.replace(/\/[^/]*$/, '') || '/' });
  }
  return vscode.workspace.workspaceFolders?.[0]?.uri;
}

/** The players and game of the folder's most recently changed .score file. */
async function lastSheet(folder: vscode.Uri | undefined): Promise<{ game?: GameKind; players: string[] }> {
  if (!folder) return { players: [] };
  try {
    const files = await vscode.workspace.findFiles(new vscode.RelativePattern(folder, '*.score'), undefined, 200);
    let best: { uri: vscode.Uri; mtime: number } | undefined;
    for (const uri of files) {
      const { mtime } = await vscode.workspace.fs.stat(uri);
      if (!best || mtime > best.mtime) best = { uri, mtime };
    }
    if (!best) return { players: [] };
    return sheetPlayers(new TextDecoder().decode(await vscode.workspace.fs.readFile(best.uri)));
  } catch {
    return { players: [] };
  }
}

async function ask(folder: vscode.Uri | undefined): Promise<NewSheetAnswers | undefined> {
  const last = await lastSheet(folder);
  const games: (vscode.QuickPickItem & { game: GameKind })[] = GAME_KINDS.map((kind) => ({
    label: gameOf(kind).editor.newSheet(kind).label,
    game: kind,
  }));
  const lastGame = games.find((g) => g.game === last.game);
  if (lastGame) lastGame.description = vscode.l10n.t('as last time');
  const picked = await vscode.window.showQuickPick(
    lastGame ? [lastGame, ...games.filter((g) => g !== lastGame)] : games,
    {
      title: vscode.l10n.t('New score sheet: game'),
    },
  );
  if (!picked) return undefined;
  const game = picked.game;
  const module = gameOf(game);
  const form = module.editor.newSheet(game);
  const input = await vscode.window.showInputBox({
    title: vscode.l10n.t('New score sheet: players'),
    prompt: form.playersPrompt(translate),
    value: last.players.map((p) => (/[\s,]/.test(p) ? `"${p}"` : p)).join(' '),
    validateInput: (text) => {
      const problem = playersProblem(module, splitPlayers(text));
      if (!problem) return undefined;
      return problem.key === 'twice'
        ? vscode.l10n.t('{0} is named twice.', problem.name)
        : problem.min === problem.max
          ? vscode.l10n.t('This game takes {0} players.', problem.min)
          : vscode.l10n.t('This game takes {0} to {1} players.', problem.min, problem.max);
    },
  });
  if (input === undefined) return undefined;
  const described = module.editor.presetDescriptions;
  const presets = module.rules.presets(game).map((label) => ({
    label,
    ...(Object.hasOwn(described, label) ? { description: described[label](translate) } : {}),
  }));
  const rules =
    presets.length === 1
      ? presets[0]
      : await vscode.window.showQuickPick(presets, {
          title: vscode.l10n.t('New score sheet: rules'),
        });
  if (!rules) return undefined;
  const answers: NewSheetAnswers = {
    game,
    players: splitPlayers(input),
    rules: rules.label,
    date: localDate(new Date()),
  };
  if (form.ends.ask === 'stake') {
    const stake = await vscode.window.showInputBox({
      title: vscode.l10n.t('New score sheet: stake'),
      prompt: vscode.l10n.t('Money per point, such as 0.05 EUR (empty: no money)'),
      validateInput: (t) =>
        t.trim() === '' || /^\d+([.,]\d+)?(\s*\S+)?$/.test(t.trim())
          ? undefined
          : vscode.l10n.t('An amount, then a currency if you like: 0.05 EUR'),
    });
    if (stake === undefined) return undefined;
    answers.stake = stake;
  } else {
    const standard = form.ends.usual;
    const target = await vscode.window.showInputBox({
      title: vscode.l10n.t('New score sheet: target'),
      prompt: vscode.l10n.t('Points that end a game'),
      value: String(standard),
      validateInput: (t) => (/^\d+$/.test(t.trim()) && Number(t) > 0 ? undefined : vscode.l10n.t('A whole number')),
    });
    if (target === undefined) return undefined;
    if (Number(target) !== standard) answers.target = Number(target);
  }
  return answers;
}

/**
 * Create the sheet and open it with the cursor in round 1. `answers` skips the questions (tests, other extensions).
 * Returns the new document's URI.
 */
export async function newScoreSheet(answers?: NewSheetAnswers): Promise<vscode.Uri | undefined> {
  const folder = targetFolder();
  const a = answers ?? (await ask(folder));
  if (!a) return undefined;
  const text = newSheetText(a, gameOf(a.game));
  let doc: vscode.TextDocument;
  // A dated file in the desktop's folder; in a web workspace (vscode.dev, github.dev) an untitled sheet the user saves
  // where they like, as nothing there should be committed behind their back.
  const writable =
    folder &&
    vscode.env.uiKind !== vscode.UIKind.Web &&
    vscode.workspace.fs.isWritableFileSystem(folder.scheme) !== false;
  if (folder && writable) {
    const taken = new Set<string>();
    try {
      for (const [name] of await vscode.workspace.fs.readDirectory(folder)) taken.add(name);
    } catch {
      // an unreadable folder only means no name is known to be taken
    }
    const uri = vscode.Uri.joinPath(folder, sheetFileName(a.date, taken));
    if (!(await writeUserFile(uri, new TextEncoder().encode(text)))) return undefined;
    doc = await vscode.workspace.openTextDocument(uri);
  } else {
    doc = await vscode.workspace.openTextDocument({ language: 'score', content: text });
  }
  const editor = await vscode.window.showTextDocument(doc);
  const end = doc.positionAt(doc.getText().length);
  editor.selection = new vscode.Selection(end, end);
  return doc.uri;
}

export function registerNewSheet(context: vscode.ExtensionContext): void {
  context.subscriptions.push(
    vscode.commands.registerCommand(NEW_SHEET_COMMAND, (answers?: unknown) =>
      newScoreSheet(isAnswers(answers) ? answers : undefined),
    ),
  );
}

function isAnswers(v: unknown): v is NewSheetAnswers {
  if (typeof v !== 'object' || v === null) return false;
  const a = v as Partial<NewSheetAnswers>;
  return (
    typeof a.game === 'string' &&
    GAME_KINDS.includes(a.game) &&
    Array.isArray(a.players) &&
    typeof a.rules === 'string' &&
    typeof a.date === 'string'
  );
}
