// The season of a folder kept up to date file by file: a changed evening is re-analysed, the others are reused.

import { analyzeFileText, type DocumentAnalysis } from '../analysis/analyze';
import { summarizeEvening } from './evening';
import { isSeasonSettings, parseSeasonSettings } from './settings';
import { settleSeasons } from './settle';
import type { EveningSummary, Season, SeasonSettings, SeasonStats } from './types';

/** cyrb53: a fast 53-bit string hash (public domain, bryc); a changed text is re-analysed, an unchanged one is not. */
export function contentHash(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

interface Entry {
  hash: number;
  length: number;
  settings?: SeasonSettings;
  evenings: EveningSummary[];
}

export interface SeasonLedger {
  /** Hands in a file's current text; returns false (and does nothing) when it is the text seen last time. */
  update(file: string, text: string): boolean;
  /** Hands in an evening already analysed elsewhere (the open editor's analysis), under the hash of its text. */
  put(file: string, text: string, analyses: DocumentAnalysis[]): void;
  /** A file deleted or moved away. */
  remove(file: string): boolean;
  files(): string[];
  /** The settings file's contents, if the folder has one. */
  settings(): SeasonSettings | undefined;
  evenings(): EveningSummary[];
  /** One season per game in the folder; rebuilt from the cached summaries only when something changed. */
  seasons(): Season[];
  stats(): SeasonStats[];
}

/**
 * A season ledger for the view: every `.score` file of a folder goes in by `update`; a file whose first directive
 * is `season` is the settings file. Re-analysis happens only for a file whose text changed (same length and hash:
 * unchanged); the seasons are then rebuilt from the per-evening summaries, without touching the other files.
 */
export function createSeasonLedger(
  analyze: (file: string, text: string) => DocumentAnalysis[] = analyzeFileText,
): SeasonLedger {
  const entries = new Map<string, Entry>();
  let built: { seasons?: Season[]; stats?: SeasonStats[] } = {};
  const summarize = (file: string, analyses: DocumentAnalysis[], markdown: boolean) =>
    analyses.map((a, i) => summarizeEvening(file, a, markdown ? i + 1 : undefined));
  const isMarkdown = (file: string) => /\.(md|markdown)$/i.test(file);
  const evenings = () => [...entries.values()].flatMap((e) => e.evenings);
  const settings = () => [...entries.values()].find((e) => e.settings)?.settings;

  return {
    update(file, text) {
      const hash = contentHash(text);
      const old = entries.get(file);
      if (old && old.hash === hash && old.length === text.length) return false;
      const entry: Entry = { hash, length: text.length, evenings: [] };
      if (!isMarkdown(file) && isSeasonSettings(text)) entry.settings = parseSeasonSettings(text);
      else entry.evenings = summarize(file, analyze(file, text), isMarkdown(file));
      entries.set(file, entry);
      built = {};
      return true;
    },
    put(file, text, analyses) {
      entries.set(file, {
        hash: contentHash(text),
        length: text.length,
        evenings: summarize(file, analyses, isMarkdown(file)),
      });
      built = {};
    },
    remove(file) {
      const had = entries.delete(file);
      if (had) built = {};
      return had;
    },
    files: () => [...entries.keys()],
    settings,
    evenings,
    seasons: () => (built.seasons ??= settleSeasons(evenings(), settings())),
    // Each season carries its statistics (the same merge as seasonStats): no second pass over the evenings.
    stats: () => (built.stats ??= (built.seasons ??= settleSeasons(evenings(), settings())).map((s) => s.stats)),
  };
}
