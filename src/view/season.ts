// The Season tab's data: a folder's evenings kept in a season ledger (one cache entry per file, a changed evening
// re-read alone), and the projection of the shown evening's season to what the view draws. No vscode import: the
// extension hands in how to list and read the folder (vscode.workspace.fs), so this works in virtual workspaces too.

import type { DocumentAnalysis } from '../analysis/analyze';
import type { GameKind } from '../format/ast';
import type { SameEvening, SeasonModel } from '../protocol';
import type { Lang } from '../messages';
import {
  createSeasonLedger,
  seasonAround,
  seasonNoteText,
  settleSeason,
  type EveningDuplicate,
  type Season,
  type SeasonLedger,
} from '../season';
import { showInvisibleIn } from '../text/invisible';

/** Whether a file name is one the season reads (`.score` files; the settings file `season.score` among them). */
export function isSeasonFile(name: string): boolean {
  return /\.score$/i.test(name);
}

/** Project one game's season to the view, marking the shown evening; its notes in `lang` (English by default). */
export function toSeasonModel(season: Season, folder: string, currentFile: string, lang: Lang = 'en'): SeasonModel {
  const players = season.players;
  const { game: _game, evenings: _evenings, players: stats, ...own } = season.stats;
  // Names, titles and file names with bidi controls or other invisible characters are shown (review F10).
  return showInvisibleIn<SeasonModel>({
    game: season.game,
    ...(season.title ? { title: season.title } : {}),
    folder,
    players: players.slice(),
    evenings: season.evenings.map((e) => ({
      file: e.file,
      ...(e.date ? { date: e.date } : {}),
      ...(e.title ? { title: e.title } : {}),
      totals: players.map((p) => e.totals[p] ?? 0),
      present: players.map((p) => e.present.includes(p)),
      current: e.file === currentFile && e.block === undefined,
    })),
    standings: season.standings.map((s) => ({
      rank: s.rank,
      name: s.name,
      total: s.total,
      evenings: s.evenings,
      games: s.games,
      wins: s.wins,
      ...(s.money !== undefined ? { money: s.money } : {}),
    })),
    moneyModel: season.moneyModel,
    ...(season.currency ? { currency: season.currency } : {}),
    stats,
    // The statistics' members of the game's own, as the season has them (Belote's partnerships).
    ...own,
    notes: season.notes.map((n) => {
      const text = seasonNoteText(n, lang);
      return n.file ? `${n.file}: ${text}` : text;
    }),
  });
}

/** How the folder is read: the extension passes vscode.workspace.fs, tests an in-memory map. */
export interface FolderReader {
  /** File names directly inside the folder (symbolic links to files among them). */
  list(): Promise<string[]>;
  read(name: string): Promise<string>;
  /** Whether a name is a symbolic link; without this, none is. */
  isLink?(name: string): Promise<boolean>;
  /** Whether a link and another name of the folder lead to one file (the same evening under a second name). */
  sameFile?(link: string, other: string): Promise<boolean>;
}

/**
 * One folder's season, file by file: `refresh` lists the folder once and reads every file; afterwards `changed`
 * re-reads one file and `removed` drops it, so the other evenings are neither re-read nor re-analysed.
 */
export class FolderSeason {
  readonly ledger: SeasonLedger;
  private loaded?: Promise<void>;
  /** Reads per file name (tests check that a change re-reads only the changed evening). */
  readonly reads = new Map<string, number>();
  /** The text an editor handed in per evening (`edited`) while the ledger holds it. */
  private readonly editorTexts = new Map<string, string>();
  /** Bumped with every change of the ledger: the season picked for a shown evening is kept until then. */
  private version = 0;
  private picked?: { key: string; pick?: Pick };
  /** Symbolic links to an evening the season holds under another name: counted once, under that name. */
  private readonly aliases = new Map<string, string>();

  constructor(
    private readonly reader: FolderReader,
    analyze?: (file: string, text: string) => DocumentAnalysis[],
  ) {
    this.ledger = createSeasonLedger(analyze);
  }

  /** The first call lists and reads the folder; later calls wait for that. */
  load(): Promise<void> {
    return (this.loaded ??= this.readAll());
  }

  private async readAll(): Promise<void> {
    let names: string[];
    try {
      names = (await this.reader.list()).filter(isSeasonFile);
    } catch {
      names = [];
    }
    // Files before links: a link to a file of the folder then finds it held already.
    const links = new Set<string>();
    if (this.reader.isLink) for (const name of names) if (await this.reader.isLink(name)) links.add(name);
    for (const name of names) if (!links.has(name)) await this.changed(name);
    for (const name of links) await this.changed(name);
  }

  /** The name a link's evening is held under already, if the link leads to a file the season holds. */
  private async aliasOf(name: string): Promise<string | undefined> {
    const { isLink, sameFile } = this.reader;
    if (!isLink || !sameFile) return undefined;
    try {
      if (!(await isLink.call(this.reader, name))) return undefined;
      for (const held of this.ledger.files())
        if (held !== name && !this.aliases.has(held) && (await sameFile.call(this.reader, name, held))) return held;
    } catch {
      // A name that cannot be looked at (a dangling link) is read as any file; reading it says what is wrong.
    }
    return undefined;
  }

  /** A file of the folder was created or changed on disk: read it again (unchanged text costs a hash, no analysis). */
  async changed(name: string): Promise<boolean> {
    if (!isSeasonFile(name)) return false;
    const alias = await this.aliasOf(name);
    if (alias !== undefined) {
      this.aliases.set(name, alias);
      this.editorTexts.delete(name);
      const had = this.ledger.remove(name);
      if (had) this.version++;
      return had;
    }
    this.aliases.delete(name);
    let text: string;
    try {
      text = await this.reader.read(name);
    } catch {
      return this.removed(name);
    }
    this.reads.set(name, (this.reads.get(name) ?? 0) + 1);
    // The editor's text of the file, analysed already: nothing to do (a 10,000-round evening is not analysed twice).
    if (this.editorTexts.get(name) === text) return false;
    this.editorTexts.delete(name);
    const changed = this.ledger.update(name, text);
    if (changed) this.version++;
    return changed;
  }

  /** The open editor's text of an evening (unsaved edits count), analysed already by the editor. */
  edited(name: string, text: string, analyses: DocumentAnalysis[]): void {
    // A link to an evening held under another name: that evening (its file's text) counts, once.
    if (this.aliases.has(name)) return;
    this.ledger.put(name, text, analyses);
    this.editorTexts.set(name, text);
    this.version++;
  }

  /** Whether the season holds this editor text of the evening (reading the folder may have put the saved one). */
  holds(name: string, text: string): boolean {
    return this.editorTexts.get(name) === text;
  }

  removed(name: string): boolean {
    this.editorTexts.delete(name);
    this.aliases.delete(name);
    const had = this.ledger.remove(name);
    if (had) this.version++;
    return had;
  }

  /**
   * The season of `game` as the view shows it from `currentFile`, or undefined when it has no other evening: the
   * folder's evenings of the game, each once (a file holding an evening already read is left out), and only those of
   * the shown evening's group of players.
   */
  model(game: GameKind | undefined, folder: string, currentFile: string, lang?: Lang): SeasonModel | undefined {
    const pick = this.pick(game, currentFile);
    if (!pick?.season) return undefined;
    const model = toSeasonModel(pick.season, folder, currentFile, lang);
    if (pick.duplicates.length) model.duplicates = pick.duplicates.map(sameEvening);
    if (pick.others.length) model.otherGroups = pick.others;
    return model;
  }

  /** Other files of the folder that hold the shown evening itself (the view warns: it is no second evening). */
  sameEvening(game: GameKind | undefined, currentFile: string): SameEvening[] {
    return (this.pick(game, currentFile)?.duplicates ?? [])
      .filter((d) => d.file === currentFile || d.sameAs === currentFile)
      .map(sameEvening);
  }

  private pick(game: GameKind | undefined, currentFile: string): Pick | undefined {
    if (!game) return undefined;
    const key = `${this.version}\n${game}\n${currentFile}`;
    if (this.picked?.key === key) return this.picked.pick;
    const evenings = this.ledger.evenings().filter((e) => e.game === game);
    const around = seasonAround(evenings, currentFile);
    const pick: Pick | undefined = around && {
      season: around.group.length >= 2 ? settleSeason(around.group, this.ledger.settings()) : undefined,
      duplicates: around.duplicates,
      others: around.others.map((e) => e.file),
    };
    this.picked = { key, pick };
    return pick;
  }
}

/** What the view shows of a season from one evening: the season (two evenings or more), duplicates, other groups. */
interface Pick {
  season?: Season;
  duplicates: EveningDuplicate[];
  others: string[];
}

function sameEvening(d: EveningDuplicate): SameEvening {
  return { file: d.file, sameAs: d.sameAs, why: d.why };
}
