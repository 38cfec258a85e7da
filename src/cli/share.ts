// `scoresheet settle FILE|DIR --format html|chat|png [-o OUT] [--viewer URL]`: the evening or the folder's season as
// the editor shares it (the same page, byte for byte, as "Export as web page"), the group-chat lines, or the
// standings card drawn as PNG by a browser. The process supplies the page script, the deflate and the browser.

import { msg, render, type Lang } from '../messages';
import { shareCardSvg } from '../export/card';
import { chatText } from '../export/chat';
import {
  baseName,
  eveningPage,
  eveningShare,
  isFolderLog,
  seasonPage,
  seasonShare,
  sheetOfFile,
  viewerLink,
  type LogFile,
} from '../export/share';
import { tournamentPage } from '../export/tournament';
import type { CliOptions } from './args';
import type { TournamentFolder } from './tournament';
import { cliSeasonText } from './seasonStrings';

export interface ShareIo {
  out: (s: string) => void;
  err: (s: string) => void;
  /** A file's text, or the line that says why it cannot be read. */
  readText: (file: string) => { text: string } | string;
  /** A folder's entries, or undefined when the path is not a folder. */
  listDir: (path: string) => string[] | undefined;
  /** Writes atomically (src/node/userFiles.ts); throws with a message in the run's language. */
  writeFile?: (path: string, data: string | Uint8Array) => void;
  /** The bundled page script (dist/export.js beside the CLI). */
  pageScript?: () => string;
  /** Raw deflate (RFC 1951) of UTF-8 text: the log in a viewer's link. */
  deflateRaw?: (text: string) => Uint8Array;
  /** The SVG drawn as PNG by a browser, or the message that says why not (no browser: `missing`). */
  drawPng?: (
    svg: string,
    width: number,
    height: number,
  ) => { png: Uint8Array } | { missing: string[] } | { failed: { browser: string; why: string } };
  lang: Lang;
}

const dirOf = (path: string): string => {
  const cut = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return cut < 0 ? '.' : cut === 0 ? path.slice(0, 1) : path.slice(0, cut);
};
const join = (dir: string, name: string): string => (/[\\/]$/.test(dir) ? dir + name : `${dir}/${name}`);

/** The `.score` files of a folder with their texts (those that cannot be read are left out, as the season does). */
function folderFiles(io: ShareIo, dir: string, names: readonly string[]): LogFile[] {
  const files: LogFile[] = [];
  for (const name of [...names].filter(isFolderLog).sort()) {
    const read = io.readText(join(dir, name));
    if (typeof read !== 'string') files.push({ file: name, text: read.text });
  }
  return files;
}

/** Writes `-o OUT` or prints; the exit code (2 when the file cannot be written). */
function emit(io: ShareIo, opts: CliOptions, data: string | Uint8Array): number {
  if (opts.output === undefined) {
    io.out(typeof data === 'string' ? data : '');
    return 0;
  }
  if (!io.writeFile) return 2;
  try {
    io.writeFile(opts.output, data);
  } catch (e) {
    io.err(render(msg('cli.cannot-write', { file: opts.output, reason: (e as Error).message }), io.lang));
    return 2;
  }
  io.err(render(msg('cli.written', { file: opts.output }), io.lang));
  return 0;
}

export function runShare(io: ShareIo, opts: CliOptions): number {
  const lang = io.lang;
  const format = opts.share!;
  const path = opts.files[0];
  const entries = opts.files.length === 1 ? io.listDir(path) : undefined;
  let season: { folder: string; files: LogFile[] } | undefined;
  let evening: { log: string; fileName: string; files: LogFile[] } | undefined;
  if (entries) season = { folder: baseName(path), files: folderFiles(io, path, entries) };
  else if (opts.files.length > 1) {
    const files: LogFile[] = [];
    for (const f of opts.files) {
      const read = io.readText(f);
      if (typeof read === 'string') {
        io.err(read);
        return 2;
      }
      files.push({ file: baseName(f), text: read.text });
    }
    season = { folder: baseName(dirOf(opts.files[0])), files };
  } else {
    const read = io.readText(path);
    if (typeof read === 'string') {
      io.err(read);
      return 2;
    }
    const sheet = sheetOfFile(path, read.text);
    const dir = dirOf(path);
    const names = isFolderLog(sheet.fileName) ? (io.listDir(dir) ?? []) : [];
    // The file being shared with the text just read; the others of its folder for the previous evening.
    const others = folderFiles(
      io,
      dir,
      names.filter((n) => n !== sheet.fileName),
    );
    const files = isFolderLog(baseName(path)) ? [{ file: sheet.fileName, text: sheet.log }, ...others] : [];
    evening = { ...sheet, files };
  }

  if (format === 'html') {
    if (!io.pageScript) return 2;
    const request = { script: io.pageScript(), lang, ...(opts.viewer ? { viewer: opts.viewer } : {}) };
    const { html } = season ? seasonPage({ ...request, ...season }) : eveningPage({ ...request, ...evening! });
    return emit(io, opts, html);
  }
  const summaries = season
    ? seasonShare(season.folder, season.files, lang)
    : [eveningShare(evening!.log, evening!.fileName, evening!.files, lang).summary];
  if (summaries.length === 0) {
    io.err(cliSeasonText(lang).noEvenings);
    return 2;
  }
  if (format === 'chat') {
    const link =
      evening && opts.viewer && io.deflateRaw ? viewerLink(opts.viewer, io.deflateRaw(evening.log), lang) : undefined;
    const text = summaries.map((s) => chatText(s, link)).join('\n\n');
    return emit(io, opts, `${text}\n`);
  }
  const card = shareCardSvg(summaries[0]);
  const drawn = io.drawPng?.(card.svg, card.width, card.height) ?? { missing: [] };
  if ('missing' in drawn) {
    io.err(render(msg('cli.no-browser', { tried: drawn.missing }), lang));
    return 2;
  }
  if ('failed' in drawn) {
    io.err(render(msg('cli.browser-failed', drawn.failed), lang));
    return 2;
  }
  return emit(io, opts, drawn.png);
}

/**
 * `settle DIR --format html` on a tournament folder: the page of its standings, series and lists, settled again when
 * it opens (paths inside the folder, so the page is the same wherever the folder lies).
 */
export function runTournamentPage(io: ShareIo, opts: CliOptions, dir: string, folder: TournamentFolder): number {
  if (!io.pageScript) return 2;
  const inside = (path: string) => {
    const prefix = /[\\/]$/.test(dir) ? dir : `${dir}/`;
    return (path.startsWith(prefix) ? path.slice(prefix.length) : baseName(path)).replace(/\\/g, '/');
  };
  const sheets: LogFile[] = [];
  for (const file of folder.sheets) {
    let text = folder.texts.get(file);
    if (text === undefined) {
      const read = io.readText(file);
      if (typeof read === 'string') {
        io.err(read);
        return 2;
      }
      text = read.text;
    }
    sheets.push({ file: inside(file), text });
  }
  const { html } = tournamentPage({
    script: io.pageScript(),
    lang: io.lang,
    folder: baseName(dir),
    settings: { file: inside(folder.settingsFile), text: folder.settingsText },
    sheets,
  });
  return emit(io, opts, html);
}
