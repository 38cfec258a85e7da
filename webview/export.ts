// Entry of the exported web page and of viewer.html (dist/export.js, inlined into the page): reads the embedded logs
// (or, in the viewer, the log in the address's fragment), recomputes everything with the same engine and shows it
// with the view's components, plus a list for the printout, a QR code, the logs and their fingerprints. Every text
// from a log is set as text (textContent, lit), never as markup.

import { analyzeFileText } from '../src/analysis/analyze';
import type { DocumentAnalysis } from '../src/analysis/analyze';
import { toSettlementModel } from '../src/view/model';
import { translatorFor } from '../src/lsp/translate';
import { langOf, msg, render, type Lang } from '../src/messages';
import type { SettlementModel } from '../src/protocol';
import { logFingerprint } from '../src/text/sha256';
import {
  seasonFingerprint,
  tournamentFingerprint,
  type PageData,
  type ChainLink,
  type TournamentContent,
} from '../src/export/page';
import { tournamentModelOf } from '../src/export/tournament';
import { deflateRaw, folderSeasons, fromBase64url, viewerLink, type LogFile } from '../src/export/share';
import { qrRows, QUIET_ZONE } from '../src/session/qr';
import { viewOfRow } from './games/registry';
import { setHost } from './host';
import { LocalHost } from './localHost';
import { setViewLang, strings } from './strings';
import './components/settlementApp';
import './components/tournamentStandings';

/** Above this many modules a side (version 10) the code is drawn larger, on screen and on paper, to stay scannable. */
const LARGE_QR_MODULES = 57;
/** The most a viewer link's log may inflate to: far above any evening, far below what would slow a phone down. */
const MAX_VIEWER_LOG_BYTES = 1024 * 1024;

/** The projector reloads its page at most this often (after every page has been shown). */
const RELOAD_AFTER_MS = 30_000;

const str = (v: unknown): v is string => typeof v === 'string';

/** The embedded data, checked member by member (the page trusts nothing it did not compute). */
function read(): PageData | undefined {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(document.getElementById('scoresheet-log')?.textContent ?? '') as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (!data || typeof data !== 'object') return undefined;
  const viewer = str(data.viewer) ? { viewer: data.viewer } : {};
  if (data.kind === 'viewer') return { kind: 'viewer' };
  if (data.kind === 'season' && Array.isArray(data.evenings)) {
    const evenings = (data.evenings as Record<string, unknown>[]).filter((e) => e && str(e.file) && str(e.log));
    const s = data.settings as Record<string, unknown> | undefined;
    return {
      kind: 'season',
      folder: str(data.folder) ? data.folder : '',
      evenings: evenings.map((e) => ({ file: e.file as string, log: e.log as string })),
      ...(s && str(s.file) && str(s.text) ? { settings: { file: s.file, text: s.text } } : {}),
      ...viewer,
    };
  }
  if (data.kind === 'tournament' && Array.isArray(data.sheets)) {
    const t = data.settings as Record<string, unknown> | undefined;
    if (!t || !str(t.file) || !str(t.text)) return undefined;
    const sheets = (data.sheets as Record<string, unknown>[]).filter((e) => e && str(e.file) && str(e.log));
    return {
      kind: 'tournament',
      folder: str(data.folder) ? data.folder : '',
      settings: { file: t.file, text: t.text },
      sheets: sheets.map((e) => ({ file: e.file as string, log: e.log as string })),
    };
  }
  if (!str(data.log)) return undefined;
  const p = data.previous as Record<string, unknown> | undefined;
  const previous: ChainLink | undefined =
    p && str(p.file) && str(p.fingerprint)
      ? { file: p.file, fingerprint: p.fingerprint, ...(str(p.date) ? { date: p.date } : {}) }
      : undefined;
  return {
    kind: 'evening',
    log: data.log,
    fileName: str(data.fileName) ? data.fileName : 'evening.score',
    ...(previous ? { previous } : {}),
    ...viewer,
  };
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, cls?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}

/** The sheet as the view reads it: a Markdown file's first sheet, or the whole .score text. */
function analyse(fileName: string, log: string): DocumentAnalysis {
  return analyzeFileText(fileName, log).find((a) => a.game) ?? analyzeFileText('x.score', '')[0];
}

/** The view for one evening (and, on a season page, its season), fed as the editor feeds it. */
function showEvening(
  host: LocalHost,
  app: HTMLElementTagNameMap['scoresheet-settlement'],
  fileName: string,
  log: string,
  lang: Lang,
): SettlementModel {
  const analysis = analyse(fileName, log);
  const model = toSettlementModel(analysis, fileName, lang, translatorFor(lang));
  host.shown = { analysis, lang, answer: (m) => app.receive(m) };
  app.receive({ type: 'update', source: fileName, version: 1, locked: false, model, lang });
  return model;
}

/** The QR code as SVG: one path of dark modules inside the quiet zone, black on white in every scheme. */
function qrSvg(rows: readonly string[]): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const size = rows.length + 2 * QUIET_ZONE;
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', strings.exportQrLabel);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const back = document.createElementNS(ns, 'rect');
  back.setAttribute('width', String(size));
  back.setAttribute('height', String(size));
  back.setAttribute('fill', '#fff');
  let d = '';
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) if (row[c] === '1') d += `M${c + QUIET_ZONE},${r + QUIET_ZONE}h1v1h-1z`;
  });
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', '#000');
  svg.append(back, path);
  return svg;
}

/** The code of `text`'s UTF-8 bytes, or undefined when no QR code holds them. */
function qrOf(text: string): string[] | undefined {
  // qrRows takes each character's low byte: hand it the UTF-8 bytes one per character, so ü and é survive.
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  try {
    return qrRows(binary);
  } catch {
    // qrcode-generator throws past version 40.
    return undefined;
  }
}

/** The QR code section: the viewer's link with the log in its fragment, else the log itself when it fits. */
async function qrSection(log: string, viewer: string | undefined, lang: Lang): Promise<HTMLElement> {
  const section = el('section', undefined, 'export-qr');
  section.id = 'qr';
  const link = viewer ? viewerLink(viewer, await deflateRaw(log), lang) : undefined;
  const rows = qrOf(link ?? log);
  if (!rows) {
    section.append(el('p', strings.exportQrTooLong));
    return section;
  }
  const bytes = new TextEncoder().encode(log).length;
  section.append(qrSvg(rows), el('p', link ? strings.exportQrLink : strings.exportQrLog(bytes)));
  if (rows.length > LARGE_QR_MODULES) section.classList.add('large');
  section.dataset.qr = link ? 'link' : 'log';
  return section;
}

/** The printout's list: a row per round, a column per name with points and running total; a bock round shaded. */
function printList(model: SettlementModel): HTMLElement {
  const box = el('section', undefined, 'export-print');
  box.append(el('h2', strings.sheet));
  const table = el('table');
  const head = el('tr');
  head.append(el('th', '#', 'num'));
  for (const n of model.names) head.append(el('th', n, 'num'));
  head.append(el('th', ''));
  table.append(el('thead'));
  table.tHead!.append(head);
  const body = el('tbody');
  for (const r of model.rounds) {
    const tr = el('tr', undefined, viewOfRow(r)?.sheet.shaded(r) ? 'shaded' : undefined);
    tr.append(el('td', String(r.index), 'num'));
    r.running.forEach((run, j) => {
      const td = el('td', undefined, 'num');
      const pts = r.points[j];
      td.append(pts === null || pts === undefined ? '' : `${pts > 0 ? '+' : ''}${pts} `, el('span', `(${run})`, 'run'));
      tr.append(td);
    });
    tr.append(el('td', (r.facts ?? []).join('; ') || r.summary));
    body.append(tr);
  }
  table.append(body);
  box.append(table);
  return box;
}

/** The log, its fingerprint, and the note that the page recomputed it. */
function footerOf(log: string, previous?: ChainLink): HTMLElement {
  const footer = el('footer', undefined, 'export-footer');
  const print = el('p');
  print.append(strings.exportFingerprint, ' ', el('span', logFingerprint(log), 'export-fingerprint'));
  print.id = 'fingerprint';
  footer.append(print);
  if (previous) {
    const before = el('p');
    before.id = 'previous';
    const which = previous.date ? `${previous.file}, ${previous.date}` : previous.file;
    before.append(strings.exportPrevious, ' ', el('span', previous.fingerprint, 'export-fingerprint'), ` (${which})`);
    footer.append(before);
  }
  footer.append(el('p', strings.exportRecomputed));
  const details = el('details');
  details.append(el('summary', strings.exportLog), logBlock(log, strings.exportLog));
  footer.append(details);
  return footer;
}

/** A log as a keyboard-reachable, named region (it may scroll sideways: WCAG 2.1.1). */
function logBlock(log: string, label: string): HTMLPreElement {
  const pre = el('pre', log);
  pre.tabIndex = 0;
  pre.setAttribute('role', 'region');
  pre.setAttribute('aria-label', label);
  return pre;
}

async function showEveningPage(
  host: LocalHost,
  app: HTMLElementTagNameMap['scoresheet-settlement'],
  data: { log: string; fileName: string; previous?: ChainLink; viewer?: string },
  lang: Lang,
): Promise<void> {
  const model = showEvening(host, app, data.fileName, data.log, lang);
  // In the footer (a landmark): the list shows on paper only, the QR code on screen and paper.
  const footer = footerOf(data.log, data.previous);
  footer.prepend(printList(model), await qrSection(data.log, data.viewer, lang));
  document.body.append(footer);
}

/** A season: the view with its Season tab, the evenings and their fingerprints, the season's, and every log. */
function showSeasonPage(
  host: LocalHost,
  app: HTMLElementTagNameMap['scoresheet-settlement'],
  data: { folder: string; evenings: { file: string; log: string }[]; settings?: { file: string; text: string } },
  lang: Lang,
): void {
  const files: LogFile[] = data.evenings.map((e) => ({ file: e.file, text: e.log }));
  if (data.settings) files.push({ file: data.settings.file, text: data.settings.text });
  const season = folderSeasons(data.folder, files, lang)[0];
  const last = season?.model.evenings[season.model.evenings.length - 1];
  const lastLog = last && data.evenings.find((e) => e.file === last.file);
  if (season && lastLog) {
    showEvening(host, app, lastLog.file, lastLog.log, lang);
    app.receive({ type: 'season', source: lastLog.file, season: season.model });
  } else app.receive({ type: 'noDocument', locked: false });

  const page = el('section', undefined, 'export-page');
  const heading = el('h2', strings.exportSeasonEvenings);
  heading.id = 'season-evenings';
  page.setAttribute('aria-labelledby', heading.id);
  page.append(heading);
  const table = el('table', undefined, 'export-table');
  const head = el('tr');
  for (const h of [strings.exportColEvening, strings.exportColDate, strings.exportColFingerprint])
    head.append(el('th', h));
  table.append(el('thead'));
  table.tHead!.append(head);
  const body = el('tbody');
  const dates = new Map(season?.model.evenings.map((e) => [e.file, e.date ?? '']) ?? []);
  for (const e of data.evenings) {
    const tr = el('tr');
    tr.append(
      el('td', e.file),
      el('td', dates.get(e.file) ?? ''),
      el('td', logFingerprint(e.log), 'export-fingerprint'),
    );
    body.append(tr);
  }
  table.append(body);
  page.append(table);
  const whole = el('p');
  whole.id = 'fingerprint';
  whole.append(
    strings.exportSeasonFingerprint,
    ' ',
    el('span', seasonFingerprint(data.evenings.map((e) => e.log)), 'export-fingerprint'),
  );
  page.append(whole, el('p', strings.exportSeasonNote));
  const footer = el('footer', undefined, 'export-footer');
  const details = el('details');
  details.append(el('summary', strings.exportLogs));
  for (const e of data.evenings) details.append(el('h3', e.file), logBlock(e.log, e.file));
  footer.append(details);
  document.body.append(page, footer);
}

/** The page's link to itself as the projector shows it (`?projector`). */
function projectorLink(lang: Lang): HTMLElement {
  const p = el('p', undefined, 'export-links');
  const a = el('a', render(msg('tournament.view.projector'), lang));
  a.href = '?projector';
  p.append(a);
  return p;
}

/**
 * A tournament: settled again from its lists, drawn by the standings component; the lists' fingerprints and the
 * tournament's, and every list. With `?projector` in the address the standings alone, large (the page's last change
 * as its time: for a file, when it was written).
 */
function showTournamentPage(data: TournamentContent, lang: Lang, projector: boolean): void {
  const model = tournamentModelOf(data, lang);
  const main = el('main', undefined, 'export-page');
  const standings = document.createElement('scoresheet-tournament');
  standings.level = 1;
  standings.projector = projector;
  if (model) standings.model = model;
  const modified = new Date(document.lastModified);
  if (!Number.isNaN(modified.getTime())) standings.updatedAt = modified.toISOString();
  main.append(standings);
  if (projector) {
    // Lists come in while the projector shows the page: once every page has been shown, and at most every 30 s, the
    // file is read again (a page written again since shows the newer standings; the same page shows the same).
    standings.addEventListener('tournament-cycle', () => {
      if (performance.now() >= RELOAD_AFTER_MS) location.reload();
    });
    document.body.classList.add('projector');
    document.body.append(main);
    return;
  }
  main.append(projectorLink(lang));
  const page = el('section', undefined, 'export-page');
  const heading = el('h2', render(msg('tournament.view.fingerprints'), lang));
  heading.id = 'tournament-lists';
  page.setAttribute('aria-labelledby', heading.id);
  page.append(heading);
  const table = el('table', undefined, 'export-table');
  const head = el('tr');
  for (const h of [render(msg('tournament.col.file'), lang), strings.exportColFingerprint]) head.append(el('th', h));
  table.append(el('thead'));
  table.tHead!.append(head);
  const body = el('tbody');
  for (const e of [{ file: data.settings.file, log: data.settings.text }, ...data.sheets]) {
    const tr = el('tr');
    tr.append(el('td', e.file), el('td', logFingerprint(e.log), 'export-fingerprint'));
    body.append(tr);
  }
  table.append(body);
  page.append(table);
  const whole = el('p');
  whole.id = 'fingerprint';
  whole.append(
    render(msg('tournament.view.fingerprint'), lang),
    ' ',
    el(
      'span',
      tournamentFingerprint(
        data.settings.text,
        data.sheets.map((e) => e.log),
      ),
      'export-fingerprint',
    ),
  );
  page.append(whole, el('p', render(msg('tournament.view.recomputed'), lang)));
  const footer = el('footer', undefined, 'export-footer');
  const details = el('details');
  details.append(el('summary', render(msg('tournament.view.logs'), lang)));
  for (const e of [{ file: data.settings.file, log: data.settings.text }, ...data.sheets])
    details.append(el('h3', e.file), logBlock(e.log, e.file));
  footer.append(details);
  document.body.append(main, page, footer);
}

/** Why a viewer fragment is refused: `encoding`, `size` or `game`. */
type Refusal = 'encoding' | 'size' | 'game';

/** The raw-deflated bytes inflated, at most `limit` of them; undefined when they are not deflate data. */
async function inflateRaw(bytes: Uint8Array, limit: number): Promise<Uint8Array | Refusal> {
  try {
    const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
      .stream()
      .pipeThrough(new DecompressionStream('deflate-raw'));
    const reader = stream.getReader();
    const parts: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        await reader.cancel();
        return 'size';
      }
      parts.push(value);
    }
    const out = new Uint8Array(size);
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  } catch {
    return 'encoding';
  }
}

/** The log in the viewer's address (`#lang=de&log=…`), or why there is none. */
export async function logOfFragment(hash: string): Promise<{ log: string; lang?: Lang } | Refusal | undefined> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const encoded = params.get('log');
  if (encoded === null) return undefined;
  const bytes = fromBase64url(encoded);
  if (!bytes) return 'encoding';
  const inflated = await inflateRaw(bytes, MAX_VIEWER_LOG_BYTES);
  if (typeof inflated === 'string') return inflated;
  let log: string;
  try {
    log = new TextDecoder('utf-8', { fatal: true }).decode(inflated);
  } catch {
    return 'encoding';
  }
  if (!analyzeFileText('evening.score', log).some((a) => a.game)) return 'game';
  const lang = langOf(params.get('lang') ?? undefined);
  return lang ? { log, lang } : { log };
}

async function showViewer(host: LocalHost, app: HTMLElementTagNameMap['scoresheet-settlement']): Promise<void> {
  const found = await logOfFragment(location.hash);
  if (typeof found === 'object') {
    const lang = found.lang ?? langOf(navigator.language) ?? 'en';
    speak(lang);
    // The viewer's own address is the link a QR code of this page would hold again.
    const viewer = location.href.replace(/#.*$/s, '');
    await showEveningPage(host, app, { log: found.log, fileName: 'evening.score', viewer }, lang);
    return;
  }
  speak(langOf(navigator.language) ?? 'en');
  // No evening: the page is the message alone (one main landmark, one heading).
  app.remove();
  const box = el('main', undefined, 'export-page');
  box.id = 'viewer-message';
  box.append(el('h1', 'Scoresheet'));
  if (found === undefined) box.append(el('p', strings.viewerEmpty));
  else {
    const alert = el('p', `${strings.viewerRefused} ${strings.viewerWhy[found]}`, 'export-alert');
    alert.setAttribute('role', 'alert');
    box.append(alert);
  }
  document.body.append(box);
}

/** The page's language everywhere: `<html lang>`, the view's strings, the engine's messages. */
function speak(lang: Lang): void {
  document.documentElement.lang = lang;
  setViewLang(lang);
}

async function main(): Promise<void> {
  const data = read();
  if (data?.kind === 'tournament') {
    const lang = langOf(document.documentElement.lang) ?? 'en';
    speak(lang);
    showTournamentPage(data, lang, new URLSearchParams(location.search).has('projector'));
    document.body.dataset.ready = 'true';
    return;
  }
  const host = new LocalHost(data?.kind === 'season' ? { seasonTab: true } : undefined);
  setHost(host);
  const app = document.createElement('scoresheet-settlement');
  app.standalone = true;
  document.body.append(app);
  if (data?.kind === 'viewer') return showViewer(host, app);
  // The page speaks the language it was exported in (its <html lang>), as the view did in the editor.
  const lang = langOf(document.documentElement.lang) ?? 'en';
  speak(lang);
  if (!data) app.receive({ type: 'noDocument', locked: false });
  else if (data.kind === 'season') showSeasonPage(host, app, data, lang);
  else await showEveningPage(host, app, data, lang);
  document.body.dataset.ready = 'true';
}

void main().finally(() => (document.body.dataset.ready = 'true'));
