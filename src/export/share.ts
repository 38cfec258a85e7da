// What the CLI and the editor share when they share an evening or a season: the page's content from the files of a
// folder (the previous evening's fingerprint, the season's evenings), the seasons a folder shows, and the log in a
// viewer's address. Pure: the callers read the folder (node:fs, vscode.workspace.fs) and compress (zlib,
// CompressionStream).

import { toSeasonModel } from '../view/season';
import type { SeasonModel } from '../protocol';
import type { Lang } from '../messages';
import {
  createSeasonLedger,
  isSeasonSettings,
  seasonAround,
  settleSeason,
  sortEvenings,
  type EveningSummary,
  type SeasonSettings,
} from '../season';
import { analyzeFileText } from '../analysis/analyze';
import { toSettlementModel } from '../view/model';
import { showInvisible } from '../text/invisible';
import { logFingerprint } from '../text/sha256';
import { exportPageHtml, seasonFingerprint, type ChainLink, type EveningContent, type SeasonContent } from './page';
import { eveningSummary, seasonSummary, type ShareSummary } from './summary';

/** A file of a folder and its text. */
export interface LogFile {
  file: string;
  text: string;
}

/** The file name of a path (either separator). */
export function baseName(path: string): string {
  return (
    path
      .replace(/[\\/]+$/, '')
      .split(/[\\/]/)
      .pop() ?? path
  );
}

/** Whether the season reads this file: `.score` files (the settings file `season.score` among them). */
export function isFolderLog(name: string): boolean {
  return /\.score$/i.test(name);
}

/** The folder's evenings, read once: their summaries and the settings file. */
interface Folder {
  evenings: EveningSummary[];
  settings?: SeasonSettings;
  settingsFile?: string;
}

function readFolder(files: readonly LogFile[]): Folder {
  const ledger = createSeasonLedger();
  for (const f of files) if (isFolderLog(f.file)) ledger.update(f.file, f.text);
  const settings = ledger.settings();
  const settingsFile = settings && files.find((f) => isFolderLog(f.file) && isSeasonSettings(f.text))?.file;
  return { evenings: ledger.evenings(), settings, settingsFile };
}

/**
 * The evening of `current` among the folder's files, as an evening page shows it: the log, and the evening before it
 * in its season (the one the view's Season tab shows, of the same game and group of players), by its fingerprint.
 * `files` holds `current` with the text being exported.
 */
export function eveningContent(log: string, fileName: string, files: readonly LogFile[] = []): EveningContent {
  const content: EveningContent = { kind: 'evening', log, fileName };
  const previous = previousEvening(files, fileName);
  return previous ? { ...content, previous } : content;
}

/** The evening played before the one in `current`, in the season the view shows for it; undefined for the first. */
export function previousEvening(files: readonly LogFile[], current: string): ChainLink | undefined {
  if (!isFolderLog(current) || !files.some((f) => f.file === current)) return undefined;
  const { evenings } = readFolder(files);
  const game = evenings.find((e) => e.file === current && e.block === undefined)?.game;
  if (!game) return undefined;
  const around = seasonAround(
    evenings.filter((e) => e.game === game),
    current,
  );
  const group = around?.group ?? [];
  const at = group.findIndex((e) => e.file === current);
  const before = at > 0 ? group[at - 1] : undefined;
  const text = before && files.find((f) => f.file === before.file)?.text;
  if (!before || text === undefined) return undefined;
  return { file: before.file, ...(before.date ? { date: before.date } : {}), fingerprint: logFingerprint(text) };
}

/** A season page's content: the folder's `.score` files in name order, the settings file apart. */
export function seasonContent(folder: string, files: readonly LogFile[]): { content: SeasonContent; title: string } {
  const logs = files
    .filter((f) => isFolderLog(f.file))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const { settings, settingsFile } = readFolder(logs);
  const evenings = logs.filter((f) => f.file !== settingsFile).map((f) => ({ file: f.file, log: f.text }));
  const settingsText = settingsFile !== undefined ? logs.find((f) => f.file === settingsFile)?.text : undefined;
  const content: SeasonContent = {
    kind: 'season',
    folder,
    evenings,
    ...(settingsText !== undefined ? { settings: { file: settingsFile!, text: settingsText } } : {}),
  };
  return { content, title: settings?.title || folder };
}

/** What both the editor and the CLI hand in to build a page: the same input gives the same bytes. */
export interface PageRequest {
  /** The bundled page script (dist/export.js). */
  script: string;
  lang?: string;
  /** A hosted viewer.html's address: the QR code then opens the evening there. */
  viewer?: string;
}

/**
 * The evening's title as the view shows it: the log's `title`, else the file's name; as the page shows names, a bidi
 * control or other invisible character written out, not obeyed (the window's title is no place for them).
 */
export function eveningTitle(log: string, fileName: string): string {
  const analysis = analyzeFileText(fileName, log).find((a) => a.game);
  return showInvisible(analysis?.document.header.title?.text || fileName);
}

/**
 * An evening's page ("Export as web page", `settle FILE --format html`): `files` are the `.score` files of its folder
 * (the evening's own with `log`), for the previous evening's fingerprint.
 */
export function eveningPage(input: PageRequest & { log: string; fileName: string; files?: readonly LogFile[] }): {
  html: string;
  fingerprint: string;
} {
  return exportPageHtml({
    content: eveningContent(input.log, input.fileName, input.files ?? []),
    script: input.script,
    lang: input.lang,
    title: eveningTitle(input.log, input.fileName),
    ...(input.viewer ? { viewer: input.viewer } : {}),
  });
}

/** A season's page (`settle DIR --format html`): every evening of the folder and its settings. */
export function seasonPage(input: PageRequest & { folder: string; files: readonly LogFile[] }): {
  html: string;
  fingerprint: string;
} {
  const { content, title } = seasonContent(input.folder, input.files);
  return exportPageHtml({
    content,
    script: input.script,
    lang: input.lang,
    title,
    ...(input.viewer ? { viewer: input.viewer } : {}),
  });
}

/** One game's season of a folder, with the fingerprint of each of its evenings (in the order played). */
export interface FolderSeason {
  model: SeasonModel;
  fingerprints: string[];
}

/**
 * The seasons a season page shows: per game, the evenings each once, of the group of players of the last evening
 * played (the view's Season tab from that evening); a game with one evening only is a season of one.
 */
export function folderSeasons(folder: string, files: readonly LogFile[], lang: Lang = 'en'): FolderSeason[] {
  const { evenings, settings } = readFolder(files);
  const games = [...new Set(sortEvenings(evenings).flatMap((e) => (e.game ? [e.game] : [])))];
  return games.map((game) => {
    const ofGame = sortEvenings(evenings.filter((e) => e.game === game && e.block === undefined));
    const last = ofGame[ofGame.length - 1];
    const around = seasonAround(ofGame, last.file)!;
    const model = toSeasonModel(settleSeason(around.group, settings), folder, last.file, lang);
    if (around.duplicates.length)
      model.duplicates = around.duplicates.map(({ file, sameAs, why }) => ({ file, sameAs, why }));
    if (around.others.length) model.otherGroups = around.others.map((e) => e.file);
    const text = (file: string) => files.find((f) => f.file === file)?.text ?? '';
    return { model, fingerprints: model.evenings.map((e) => logFingerprint(text(e.file))) };
  });
}

// The log in a viewer's address: `VIEWER#lang=de&log=…`, the log's UTF-8 bytes raw-deflated (RFC 1951) and written in
// base64url (RFC 4648 §5, no padding). A browser never sends the fragment to the server that hosts the viewer.

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function base64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let j = 0; j < chars; j++) out += B64[(n >> (18 - 6 * j)) & 63];
  }
  return out;
}

/** The bytes of base64url text, or undefined when it is not base64url. */
export function fromBase64url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let at = 0;
  for (let i = 0; i < text.length; i += 4) {
    const part = text.slice(i, i + 4);
    let n = 0;
    for (let j = 0; j < 4; j++) n = (n << 6) | (j < part.length ? B64.indexOf(part[j]) : 0);
    for (let j = 0; j < part.length - 1; j++) out[at++] = (n >> (16 - 8 * j)) & 255;
  }
  return out;
}

/** The viewer's address for a log already deflated: the viewer's own address with the log as its fragment. */
export function viewerLink(viewer: string, deflated: Uint8Array, lang: Lang): string {
  return `${viewer.replace(/#.*$/s, '')}#lang=${lang}&log=${base64url(deflated)}`;
}

/** Whether `text` can be given as a viewer's address: an absolute http(s) URL. */
export function isViewerAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.host !== '';
  } catch {
    return false;
  }
}

/** UTF-8 of `text` raw-deflated with the platform's CompressionStream (browsers, web workers, node ≥ 18). */
export async function deflateRaw(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The sheet of a file as a page reads it: a Markdown file's first block with a game, else the whole text. */
export function sheetOfFile(fileName: string, text: string): { log: string; fileName: string } {
  const name = baseName(fileName);
  if (!/\.(md|markdown)$/i.test(name)) return { log: text, fileName: name };
  const a = analyzeFileText(name, text).find((x) => x.game);
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const log = a ? lines.slice(a.firstLine, a.firstLine + a.document.lineCount).join('\n') : '';
  return { log, fileName: name.replace(/\.(md|markdown)$/i, '.score') };
}

/**
 * An evening's short form (the chat lines, the card): its settlement in `lang`, its fingerprint and the previous
 * evening's. `errors`: whether the sheet has errors (it is then settled as written, and says so).
 */
export function eveningShare(
  log: string,
  fileName: string,
  files: readonly LogFile[],
  lang: Lang,
): { summary: ShareSummary; errors: boolean } {
  const analysis = analyzeFileText(fileName, log).find((a) => a.game) ?? analyzeFileText('x.score', '')[0];
  const model = toSettlementModel(analysis, fileName, lang);
  const previous = previousEvening(files, fileName);
  const gamesWon = analysis.module?.view.gamesWon?.(analysis.settlement);
  return {
    summary: eveningSummary(model, logFingerprint(log), lang, previous?.fingerprint, gamesWon),
    errors: model.errors > 0,
  };
}

/** A folder's seasons in short form, one per game, each with the fingerprint of the season page. */
export function seasonShare(folder: string, files: readonly LogFile[], lang: Lang): ShareSummary[] {
  const { content, title } = seasonContent(folder, files);
  const fingerprint = seasonFingerprint(content.evenings.map((e) => e.log));
  return folderSeasons(folder, files, lang).map((s) => seasonSummary(s.model, fingerprint, title, lang));
}
