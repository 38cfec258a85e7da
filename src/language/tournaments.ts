// The tournaments of the folders a host's documents are in: a folder with a tournament.score (a `.score` file whose
// first directive is `tournament`) beside its table sheets, or one folder up (`serie-1/tisch-3.score`). Each is read
// once through the host's folder access (the files not open in the editor) into a tournament ledger; an open sheet
// hands in the editor's own analysis (made under what tournament.score hands down: inheritOf), so a change of one
// list costs its own incremental analysis and the checks and standings rebuilt from the sheets' summaries. Editor-
// neutral: the host reads the folders (vscode.workspace.fs in the extension, fs in the language server).

import type { DocumentAnalysis, InheritedHeader } from '../analysis/analyze';
import type { Problem } from '../format/types';
import { createTournamentLedger, inheritKey, type TournamentLedger } from '../tournament/ledger';
import { isTournamentSettings } from '../tournament/settings';
import type { ScoreTextDocument } from './documentAnalyses';

/** One entry of a folder, as the host lists it: its address (as documents' addresses are written) and name. */
export interface FolderEntry {
  uri: string;
  name: string;
  folder: boolean;
}

/** The narrow read access to the files beside a document that a tournament needs. */
export interface FolderAccess {
  /** The entries of a folder (by its address); undefined when it is no folder or cannot be read. */
  list(folderUri: string): Promise<FolderEntry[] | undefined>;
  /** A file's text; undefined when it cannot be read. */
  read(fileUri: string): Promise<string | undefined>;
}

/** A tournament folder: its ledger, and the inherited lines as one object while they stay the same. */
interface Root {
  folder: string;
  settingsUri: string;
  ledger: TournamentLedger;
  inherit: InheritedHeader | undefined;
  inheritKey: string;
}

/** The folder of an address: everything before its last `/`. */
export function parentOf(uri: string): string {
  const i = uri.lastIndexOf('/');
  return i <= 0 ? uri : uri.slice(0, i);
}

const isScore = (name: string) => /\.score$/i.test(name);

export interface TournamentFoldersOptions<D extends ScoreTextDocument> {
  access: FolderAccess;
  /** The documents open now (their analyses are handed in instead of their saved text). */
  open(): D[];
  /** A document analysed again now, under what it inherits now (inheritOf). */
  reanalyse(document: D): readonly DocumentAnalysis[];
  /** Another file of their tournament changed: the documents' problems are shown again. */
  publish(documents: D[]): void;
  /** The tournament of a folder changed (a file of it was handed in, or it was read). */
  changed?(folder: string): void;
  onError?(message: string, err: unknown): void;
}

export class TournamentFolders<D extends ScoreTextDocument> {
  /** Folders looked at: a tournament's root, or null (none there). */
  private readonly known = new Map<string, Root | null>();
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly options: TournamentFoldersOptions<D>) {}

  /** The tournament a file belongs to (read already): its folder's, or the one above's. */
  rootOf(uri: string): Root | undefined {
    const dir = parentOf(uri);
    return this.known.get(dir) ?? this.known.get(parentOf(dir)) ?? undefined;
  }

  /** What a sheet inherits: undefined for a file outside any tournament read so far, and for tournament.score. */
  inheritOf(document: D): InheritedHeader | undefined {
    const root = this.rootOf(document.uri);
    return root && root.settingsUri !== document.uri ? root.inherit : undefined;
  }

  /** Looks for the tournament of a document's folder (and the one above), once per folder; resolves when read. */
  discover(uri: string): Promise<void> {
    const dir = parentOf(uri);
    return Promise.all([this.look(dir), this.look(parentOf(dir))]).then(() => undefined);
  }

  private look(folder: string): Promise<void> {
    if (this.known.has(folder)) return Promise.resolve();
    let p = this.pending.get(folder);
    if (!p) {
      p = this.read(folder)
        .catch((err: unknown) => {
          this.options.onError?.(`Reading the folder ${folder} failed:`, err);
          this.known.set(folder, null);
        })
        .finally(() => this.pending.delete(folder));
      this.pending.set(folder, p);
    }
    return p;
  }

  /** Reads a folder: a tournament when one of its `.score` files (tournament.score first) is its settings. */
  private async read(folder: string): Promise<void> {
    const { access } = this.options;
    const entries = (await access.list(folder)) ?? [];
    const files = entries
      .filter((e) => !e.folder && isScore(e.name))
      .sort((a, b) =>
        a.name === 'tournament.score' ? -1 : b.name === 'tournament.score' ? 1 : a.name < b.name ? -1 : 1,
      );
    const texts = new Map<string, string>();
    let settingsUri: string | undefined;
    // An open file is read as the editor has it.
    const opened = (uri: string) =>
      this.options
        .open()
        .find((d) => d.uri === uri)
        ?.getText();
    for (const f of files) {
      const text = opened(f.uri) ?? (await access.read(f.uri));
      if (text === undefined) continue;
      texts.set(f.uri, text);
      if (isTournamentSettings(text)) {
        settingsUri = f.uri;
        break;
      }
    }
    if (!settingsUri) {
      this.known.set(folder, null);
      return;
    }
    // The sheets: the other `.score` files of the folder and of its folders (one level down).
    const sheets = files.filter((f) => f.uri !== settingsUri).map((f) => f.uri);
    for (const sub of entries.filter((e) => e.folder)) {
      const inner = (await access.list(sub.uri)) ?? [];
      for (const f of inner) if (!f.folder && isScore(f.name)) sheets.push(f.uri);
    }
    const ledger = createTournamentLedger();
    const open = new Map(this.options.open().map((d) => [d.uri, d]));
    // An open tournament.score is handed in by again() below, as it is in the editor.
    ledger.update(settingsUri, texts.get(settingsUri)!);
    for (const uri of sheets) {
      if (open.has(uri)) continue;
      const text = texts.get(uri) ?? (await access.read(uri));
      if (text !== undefined && !isTournamentSettings(text)) ledger.update(uri, text);
    }
    const inherit = ledger.settings()?.inherit;
    const root: Root = { folder, settingsUri, ledger, inherit, inheritKey: inheritKey(inherit) };
    // A sheet one level down belongs to the folder above when that is a tournament too: the nearer one wins.
    this.known.set(folder, root);
    // The open documents of the folder are analysed again under what they inherit, handed in, then shown again.
    this.again(root, undefined);
  }

  /** Every open document of the tournament but `except`, analysed again and handed in; then all are shown again. */
  private again(root: Root, except: D | undefined): void {
    const mine = this.options.open().filter((d) => d.uri !== except?.uri && this.rootOf(d.uri) === root);
    // tournament.score first: what it hands down is what the sheets are analysed under.
    mine.sort((a, b) => Number(b.uri === root.settingsUri) - Number(a.uri === root.settingsUri));
    for (const d of mine) {
      const analyses = this.options.reanalyse(d);
      this.handIn(root, d, analyses, this.inheritOf(d));
    }
    this.options.changed?.(root.folder);
    this.options.publish(mine);
  }

  /** The ledger takes a document's settings or analysis; true when what the sheets inherit changed. */
  private handIn(
    root: Root,
    document: D,
    analyses: readonly DocumentAnalysis[],
    inherit: InheritedHeader | undefined,
  ): boolean {
    const text = document.getText();
    if (isTournamentSettings(text)) {
      if (document.uri !== root.settingsUri) return false;
      root.ledger.update(document.uri, text, document.version);
      const next = root.ledger.settings()?.inherit;
      const key = inheritKey(next);
      if (key === root.inheritKey) return false;
      root.inherit = next;
      root.inheritKey = key;
      return true;
    }
    if (analyses.length === 1) root.ledger.updateAnalysis(document.uri, analyses[0], inherit, text, document.version);
    return false;
  }

  /**
   * An open document was analysed (opened, changed, saved) under `inherit`: the ledger takes its analysis (or, for
   * tournament.score, its settings) and the tournament's other open documents are shown again — analysed again first
   * when what they inherit changed.
   */
  analysed(document: D, analyses: readonly DocumentAnalysis[], inherit: InheritedHeader | undefined): void {
    const root = this.rootOf(document.uri);
    if (!root) return;
    if (this.handIn(root, document, analyses, inherit)) return this.again(root, document);
    this.notify(root, document);
  }

  /** A document was closed: the ledger reads its saved text again (the edits may not have been saved). */
  async closed(uri: string): Promise<void> {
    const root = this.rootOf(uri);
    if (!root) return;
    const text = await this.options.access.read(uri);
    if (text === undefined) root.ledger.remove(uri);
    else if (!root.ledger.update(uri, text)) return;
    this.notify(root, undefined);
  }

  /** The checks of the tournament (and tournament.score's own problems) on one file. */
  problemsOf(uri: string): readonly Problem[] {
    return this.rootOf(uri)?.ledger.problemsOf(uri) ?? [];
  }

  private notify(root: Root, except: D | undefined): void {
    const others = this.options.open().filter((d) => d.uri !== except?.uri && this.rootOf(d.uri) === root);
    this.options.changed?.(root.folder);
    this.options.publish(others);
  }

  /** The tournament's ledger of a file (its settings file or a sheet), once its folder has been read. */
  ledgerOf(uri: string): TournamentLedger | undefined {
    return this.rootOf(uri)?.ledger;
  }
}
