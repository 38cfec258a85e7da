// A tournament folder kept up to date file by file: a changed table sheet is re-analysed, the others are reused
// (by file and version, or by the hash of their text); a change of what tournament.score hands down re-analyses
// every sheet, a change of only its ranking or money lines none. The checks and standings are rebuilt from the
// per-sheet summaries, which is cheap (src/tournament/settle.ts).

import type { DocumentAnalysis, InheritedHeader } from '../analysis/types';
import type { Problem } from '../format/types';
import { contentHash } from '../season';
import { analyzeSheet, summarizeSheet } from './sheet';
import { isTournamentSettings, parseTournamentSettings } from './settings';
import { settleTournament } from './settle';
import type { SheetSummary, Tournament, TournamentSettings } from './types';

interface Entry {
  version?: number;
  hash: number;
  length: number;
  text: string;
  settings?: TournamentSettings;
  /** The summary and the inherited lines it was made under. */
  summary?: SheetSummary;
  base?: string;
}

export interface TournamentLedger {
  /**
   * Hands in a file's current text (with the editor's version, if there is one); returns false when it is the text
   * (or version) seen last time. A file whose first directive is `tournament` is the settings file.
   */
  update(file: string, text: string, version?: number): boolean;
  /**
   * Hands in an open sheet's analysis, made by the editor's analyser under `inherit` (what `settings()` hands down,
   * see inheritKey), with its text: its summary is taken from it instead of a second analysis. An analysis made under
   * other lines than the settings' now is analysed again from the text when the sheets are next read.
   */
  updateAnalysis(
    file: string,
    analysis: DocumentAnalysis,
    inherit: InheritedHeader | undefined,
    text: string,
    version?: number,
  ): void;
  remove(file: string): boolean;
  files(): string[];
  settingsFile(): string | undefined;
  settings(): TournamentSettings | undefined;
  /** The table sheets' summaries, each made once per text under the current inherited lines. */
  sheets(): SheetSummary[];
  /** The tournament; undefined while the folder has no settings file. Rebuilt only when something changed. */
  tournament(): Tournament | undefined;
  /** The problems the tournament has on one file: tournament.score's own and the checks across the sheets. */
  problemsOf(file: string): readonly Problem[];
  /** How many sheet analyses the ledger has run (what a test of the reuse reads). */
  analyses(): number;
}

/** What the sheets inherit, as a key: a change of it re-analyses them all; a change elsewhere none. */
export function inheritKey(inherit: InheritedHeader | undefined): string {
  if (!inherit) return '';
  return JSON.stringify([
    inherit.game,
    inherit.preset?.text ?? '',
    inherit.settings.map((s) => [s.key.text.toLowerCase(), s.values.map((v) => v.text)]),
    inherit.stake ? [inherit.stake.cents, inherit.stake.currency ?? ''] : [],
  ]);
}

export function createTournamentLedger(): TournamentLedger {
  const entries = new Map<string, Entry>();
  let built: Tournament | undefined;
  let byFile: Map<string, Problem[]> | undefined;
  let dirty = true;
  let runs = 0;
  const settingsEntry = () => [...entries].find(([, e]) => e.settings);

  const sheets = (): SheetSummary[] => {
    const s = settingsEntry()?.[1].settings;
    const base = inheritKey(s?.inherit);
    const out: SheetSummary[] = [];
    for (const [file, e] of entries) {
      if (e.settings) continue;
      if (!e.summary || e.base !== base) {
        runs++;
        e.summary = summarizeSheet(file, analyzeSheet(e.text, s?.inherit), s?.game);
        e.base = base;
      }
      out.push(e.summary);
    }
    return out;
  };

  function tournament(): Tournament | undefined {
    const found = settingsEntry();
    if (!found) return undefined;
    if (dirty || !built) {
      built = settleTournament(found[1].settings!, sheets(), { settingsFile: found[0] });
      byFile = undefined;
      dirty = false;
    }
    return built;
  }

  return {
    update(file, text, version) {
      const old = entries.get(file);
      if (old && version !== undefined && old.version === version) return false;
      const hash = contentHash(text);
      if (old && old.hash === hash && old.length === text.length) {
        if (version !== undefined) old.version = version;
        return false;
      }
      const entry: Entry = { hash, length: text.length, text, ...(version !== undefined ? { version } : {}) };
      if (isTournamentSettings(text)) entry.settings = parseTournamentSettings(text);
      entries.set(file, entry);
      dirty = true;
      return true;
    },
    updateAnalysis(file, analysis, inherit, text, version) {
      const base = inheritKey(inherit);
      const s = settingsEntry()?.[1].settings;
      entries.set(file, {
        hash: contentHash(text),
        length: text.length,
        text,
        ...(version !== undefined ? { version } : {}),
        summary: summarizeSheet(file, analysis, s?.game),
        base,
      });
      dirty = true;
    },
    remove(file) {
      const had = entries.delete(file);
      if (had) dirty = true;
      return had;
    },
    files: () => [...entries.keys()],
    settingsFile: () => settingsEntry()?.[0],
    settings: () => settingsEntry()?.[1].settings,
    sheets,
    tournament,
    problemsOf(file) {
      const t = tournament();
      if (!t) return [];
      byFile ??= new Map(t.problems.map((f) => [f.file, f.problems]));
      return byFile.get(file) ?? [];
    },
    analyses: () => runs,
  };
}
