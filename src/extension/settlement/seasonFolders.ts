// The seasons of the folders the settlement panels show: one FolderSeason per folder, read through
// vscode.workspace.fs (virtual and web workspaces too), kept current by a file watcher that re-reads a changed
// evening alone; an event tells the panels which folder changed.

import * as vscode from 'vscode';
import type { DocumentAnalysis } from '../../analysis/analyze';
import type { GameKind } from '../../format/ast';
import type { SameEvening, SeasonModel } from '../../protocol';
import { MAX_READ_BYTES } from '../../text/limits';
import { Disposable } from '../dispose';
import { displayLang } from '../displayLanguage';
import { FolderSeason, isSeasonFile, type FolderReader } from '../../view/season';

const decoder = new TextDecoder('utf-8');

/** The folder of a file URI and the file's name in it. */
export function splitUri(uri: vscode.Uri): { folder: vscode.Uri; name: string } {
  const path = uri.path.replace(/\/+$/, '');
  const cut = path.lastIndexOf('/');
  return { folder: uri.with({ path: cut > 0 ? path.slice(0, cut) : '/' }), name: path.slice(cut + 1) };
}

/**
 * A folder read through vscode.workspace.fs: its regular files, each read only when it still is one and holds at most
 * MAX_READ_BYTES (the watcher reports any `*.score` that appears: a named pipe, whose read would never end, too).
 */
export function folderReader(folder: vscode.Uri): FolderReader {
  const fs = vscode.workspace.fs;
  const stat = (name: string) => fs.stat(vscode.Uri.joinPath(folder, name));
  return {
    // Files, and symbolic links to files (a link's type is File | SymbolicLink).
    list: async () =>
      (await fs.readDirectory(folder)).filter(([, type]) => (type & vscode.FileType.File) !== 0).map(([name]) => name),
    read: async (name) => {
      const uri = vscode.Uri.joinPath(folder, name);
      const { type, size } = await fs.stat(uri);
      if ((type & vscode.FileType.File) === 0) throw new Error(`${name} is not a file`);
      if (size > MAX_READ_BYTES) throw new Error(`${name} is larger than ${MAX_READ_BYTES} bytes`);
      return decoder.decode(await fs.readFile(uri));
    },
    isLink: async (name) => ((await stat(name)).type & vscode.FileType.SymbolicLink) !== 0,
    // vscode.workspace.fs has no real path; a link reports its target's size and times, which another file of the
    // folder shares only when it is that target (its creation time to the millisecond, too).
    sameFile: async (link, other) => {
      const [a, b] = await Promise.all([stat(link), stat(other)]);
      return a.size === b.size && a.mtime === b.mtime && a.ctime === b.ctime;
    },
  };
}

export class SeasonFolders extends Disposable {
  private readonly folders = new Map<string, { season: FolderSeason; watcher: vscode.Disposable }>();
  private readonly changedEmitter = this._register(new vscode.EventEmitter<string>());
  /** A folder's season changed (the key is the folder URI as a string). */
  readonly onDidChange = this.changedEmitter.event;

  constructor() {
    super();
    this._register({
      dispose: () => {
        for (const f of this.folders.values()) f.watcher.dispose();
        this.folders.clear();
      },
    });
  }

  private folderOf(folder: vscode.Uri): FolderSeason {
    const key = folder.toString();
    const known = this.folders.get(key);
    if (known) return known.season;
    const season = new FolderSeason(folderReader(folder));
    const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(folder, '*.score'));
    const onFile = (uri: vscode.Uri, deleted: boolean) => {
      const { name } = splitUri(uri);
      if (!isSeasonFile(name)) return;
      void (async () => {
        await season.load();
        const changed = deleted ? season.removed(name) : await season.changed(name);
        if (changed) this.changedEmitter.fire(key);
      })();
    };
    const subscriptions = vscode.Disposable.from(
      watcher,
      watcher.onDidChange((u) => onFile(u, false)),
      watcher.onDidCreate((u) => onFile(u, false)),
      watcher.onDidDelete((u) => onFile(u, true)),
    );
    this.folders.set(key, { season, watcher: subscriptions });
    return season;
  }

  /**
   * The season of the document's folder for its game, with the editor's current text of the document itself; undefined
   * when the folder has no other evening of the game (or the document is a Markdown file, which is no evening file).
   */
  async seasonOf(
    doc: Pick<vscode.TextDocument, 'uri' | 'getText'>,
    analyses: DocumentAnalysis[],
    game: GameKind | undefined,
  ): Promise<{ key: string; model?: SeasonModel; sameEvening?: SameEvening[] }> {
    const { folder, name } = splitUri(doc.uri);
    const key = folder.toString();
    if (!isSeasonFile(name) || !game) return { key };
    const season = this.folderOf(folder);
    const text = doc.getText();
    // The editor's evening first: when the folder is read (the first time), the same text on disk costs no analysis.
    if (!season.holds(name, text)) season.edited(name, text, analyses);
    await season.load();
    if (!season.holds(name, text)) season.edited(name, text, analyses);
    const model = season.model(game, splitUri(folder).name || folder.path, name, displayLang());
    const sameEvening = season.sameEvening(game, name);
    return { key, model, ...(sameEvening.length ? { sameEvening } : {}) };
  }
}
