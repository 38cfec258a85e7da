// "Export as web page" and `scoresheet settle --format html`: one self-contained HTML file with the logs embedded as
// data and the page script inline; the page recomputes everything from the logs when it opens. Pure (the extension
// and the CLI supply the script). What a page shows is its `content`: an evening, a season, a tournament (its
// tournament.score and lists; src/export/tournament.ts), or the viewer (the log arrives in the address's fragment);
// each kind has its renderer in the page script (webview/export.ts).

import { msg, render, langOf } from '../messages';
import { base64, logFingerprint, sha256 } from '../text/sha256';

/** An evening of the page's season before this one: the fingerprint chain a printed page can be checked against. */
export interface ChainLink {
  file: string;
  date?: string;
  fingerprint: string;
}

/** One evening: its log, and the fingerprint of the evening before it in its season (when it has one). */
export interface EveningContent {
  kind: 'evening';
  /** The evening's `.score` text (a Markdown block's text for a Markdown file). */
  log: string;
  /** Shown when the log has no title (`evening.score`). */
  fileName: string;
  previous?: ChainLink;
}

/** A season: every evening file of the folder (name order), and its settings file's text when it has one. */
export interface SeasonContent {
  kind: 'season';
  /** The folder's name (the heading when the settings name no title). */
  folder: string;
  evenings: { file: string; log: string }[];
  settings?: { file: string; text: string };
}

/**
 * A tournament: its settings file and every table sheet of the folder (paths inside the folder, name order); the page
 * settles it again when it opens. `?projector` in the page's address shows the standings alone, large.
 */
export interface TournamentContent {
  kind: 'tournament';
  /** The folder's name (the heading when the settings name no title). */
  folder: string;
  settings: { file: string; text: string };
  sheets: { file: string; log: string }[];
}

/** The viewer (viewer.html): no log inside; the page reads it from its address's fragment (`#log=…`). */
export interface ViewerContent {
  kind: 'viewer';
}

export type PageContent = EveningContent | SeasonContent | TournamentContent | ViewerContent;

/** The data block the page script reads: the content and the page's options. */
export type PageData = PageContent & { viewer?: string };

export interface ExportPageInput {
  content: PageContent;
  /** The bundled page script (dist/export.js). */
  script: string;
  /** The page's language (`en`, `de`, `fr`). */
  lang?: string;
  /** The document title (the log's title, else the file name; a season's title, else its folder). */
  title: string;
  /**
   * The address of a hosted copy of viewer.html: the page's QR code then opens the evening there (the log in the
   * address's fragment, which a browser never sends to the server). Without it the QR code holds the log itself.
   */
  viewer?: string;
}

/** A theme's `--vscode-*` inputs: the variables the view reads, with VS Code's Light Modern and Dark Modern values. */
type ThemeVariables = Record<`--vscode-${string}`, string>;

/**
 * Every `--vscode-*` variable the view and its vscode-elements read, for a light and a dark system scheme (VS Code
 * 1.139 Light Modern and Dark Modern, as test/webview/themes has them), so the page's tags, buttons and chart lines
 * have the contrast they have in VS Code.
 */
export const PAGE_THEMES: { light: ThemeVariables; dark: ThemeVariables } = {
  light: {
    '--vscode-foreground': '#3b3b3b',
    '--vscode-editor-foreground': '#3b3b3b',
    '--vscode-editor-background': '#ffffff',
    '--vscode-descriptionForeground': '#3b3b3b',
    '--vscode-editorWidget-border': '#3b3b3b33',
    '--vscode-panel-border': '#e5e5e5',
    '--vscode-focusBorder': '#005fb8',
    '--vscode-textLink-foreground': '#005fb8',
    '--vscode-list-focusOutline': '#005fb8',
    '--vscode-list-hoverBackground': '#f2f2f2',
    '--vscode-list-inactiveSelectionBackground': '#e4e6f1',
    '--vscode-activityBarBadge-background': '#005fb8',
    '--vscode-activityBarBadge-foreground': '#ffffff',
    '--vscode-badge-background': '#cccccc',
    '--vscode-badge-foreground': '#3b3b3b',
    '--vscode-button-background': '#005fb8',
    '--vscode-button-border': '#0000001a',
    '--vscode-button-foreground': '#ffffff',
    '--vscode-button-hoverBackground': '#0258a8',
    '--vscode-button-secondaryBackground': '#e5e5e5',
    '--vscode-button-secondaryBorder': '#3b3b3b26',
    '--vscode-button-secondaryForeground': '#3b3b3b',
    '--vscode-button-secondaryHoverBackground': '#cccccc',
    '--vscode-charts-blue': '#0063d3',
    '--vscode-charts-green': '#388a34',
    '--vscode-charts-purple': '#652d90',
    '--vscode-charts-red': '#e51400',
    '--vscode-charts-yellow': '#bf8803',
    '--vscode-checkbox-background': '#f8f8f8',
    '--vscode-dropdown-background': '#ffffff',
    '--vscode-dropdown-border': '#cecece',
    '--vscode-dropdown-foreground': '#3b3b3b',
    '--vscode-input-background': '#ffffff',
    '--vscode-input-border': '#cecece',
    '--vscode-input-foreground': '#3b3b3b',
    '--vscode-inputValidation-errorBackground': '#f2dede',
    '--vscode-inputValidation-errorBorder': '#be1100',
    '--vscode-editorError-foreground': '#e51400',
    '--vscode-editorWarning-foreground': '#bf8803',
    '--vscode-errorForeground': '#f85149',
    '--vscode-panelTitle-activeBorder': '#005fb8',
    '--vscode-textCodeBlock-background': '#f8f8f8',
  },
  dark: {
    '--vscode-foreground': '#cccccc',
    '--vscode-editor-foreground': '#cccccc',
    '--vscode-editor-background': '#1f1f1f',
    '--vscode-descriptionForeground': '#9d9d9d',
    '--vscode-editorWidget-border': '#cccccc33',
    '--vscode-panel-border': '#2b2b2b',
    '--vscode-focusBorder': '#0078d4',
    '--vscode-textLink-foreground': '#4daafc',
    '--vscode-list-focusOutline': '#0078d4',
    '--vscode-list-hoverBackground': '#2a2d2e',
    '--vscode-list-inactiveSelectionBackground': '#37373d',
    '--vscode-activityBarBadge-background': '#0078d4',
    '--vscode-activityBarBadge-foreground': '#ffffff',
    '--vscode-badge-background': '#616161',
    '--vscode-badge-foreground': '#f8f8f8',
    '--vscode-button-background': '#0078d4',
    '--vscode-button-border': '#ffffff1a',
    '--vscode-button-foreground': '#ffffff',
    '--vscode-button-hoverBackground': '#026ec1',
    '--vscode-button-secondaryBackground': '#00000000',
    '--vscode-button-secondaryBorder': '#cccccc26',
    '--vscode-button-secondaryForeground': '#cccccc',
    '--vscode-button-secondaryHoverBackground': '#2b2b2b',
    '--vscode-charts-blue': '#59a4f9',
    '--vscode-charts-green': '#89d185',
    '--vscode-charts-purple': '#b180d7',
    '--vscode-charts-red': '#f14c4c',
    '--vscode-charts-yellow': '#cca700',
    '--vscode-checkbox-background': '#313131',
    '--vscode-dropdown-background': '#313131',
    '--vscode-dropdown-border': '#3c3c3c',
    '--vscode-dropdown-foreground': '#cccccc',
    '--vscode-input-background': '#313131',
    '--vscode-input-border': '#3c3c3c',
    '--vscode-input-foreground': '#cccccc',
    '--vscode-inputValidation-errorBackground': '#5a1d1d',
    '--vscode-inputValidation-errorBorder': '#be1100',
    '--vscode-editorError-foreground': '#f14c4c',
    '--vscode-editorWarning-foreground': '#cca700',
    '--vscode-errorForeground': '#f85149',
    '--vscode-panelTitle-activeBorder': '#0078d4',
    '--vscode-textCodeBlock-background': '#2b2b2b',
  },
};

/** Variables VS Code sends only in its high-contrast themes: left out here, as Light and Dark Modern leave them out. */
export const PAGE_NOT_SENT = ['--vscode-contrastActiveBorder', '--vscode-contrastBorder'] as const;

const FONTS =
  '--vscode-font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--vscode-font-size:15px;' +
  '--vscode-editor-font-family:ui-monospace,Menlo,Consolas,monospace;';

const declarations = (vars: ThemeVariables) =>
  Object.entries(vars)
    .map(([k, v]) => `${k}:${v};`)
    .join('');

/**
 * The page's own look outside VS Code: the view's inputs in a light and a dark set, by the system's scheme; on paper
 * always the light set, A4, the sheet as a list instead of the interactive sheet.
 */
export const PAGE_STYLE = `html,body{margin:0;padding:0}
body{${FONTS}${declarations(PAGE_THEMES.light)}color-scheme:light;
background:var(--vscode-editor-background);color:var(--vscode-foreground);
font-family:var(--vscode-font-family);font-size:var(--vscode-font-size);line-height:1.4}
@media (prefers-color-scheme:dark){body{${declarations(PAGE_THEMES.dark)}color-scheme:dark}}
@media (max-width:360px){body{--vscode-font-size:14px}}
.export-page{padding:16px;max-width:1100px}
.export-page h1{font-size:1.5em;margin:0 0 .2em;overflow-wrap:anywhere}
.export-page h2{font-size:1.1em;font-weight:600;margin:1.2em 0 .5em}
.export-meta,.export-muted{color:var(--vscode-descriptionForeground)}
.export-footer{padding:0 16px 24px;max-width:1100px}
.export-footer pre{overflow-x:auto;padding:8px;background:var(--vscode-textCodeBlock-background);
font-family:var(--vscode-editor-font-family)}
.export-footer pre:focus-visible,.export-page :focus-visible{outline:2px solid var(--vscode-focusBorder);
outline-offset:2px}
.export-fingerprint{font-family:var(--vscode-editor-font-family);font-weight:600}
.export-table{border-collapse:collapse;width:100%}
.export-table th,.export-table td{padding:3px 8px;border-bottom:1px solid var(--vscode-editorWidget-border);
text-align:left;vertical-align:top}
.export-table th{font-weight:600;color:var(--vscode-descriptionForeground)}
.export-table .num{text-align:right;font-variant-numeric:tabular-nums}
.export-qr{display:flex;flex-wrap:wrap;gap:12px;align-items:center}
.export-qr svg{width:min(240px,70vw);height:auto;background:#fff;flex:none}
.export-qr.large svg{width:min(440px,100%)}
.export-qr p{flex:1 1 14em;margin:0}
.export-alert{border-left:4px solid var(--vscode-editorError-foreground);padding:4px 12px}
.export-print{display:none}
.export-links{margin:.5em 0 0}
body.projector .export-page{max-width:none;padding:2vh 3vw}
@page{size:A4;margin:14mm 12mm 16mm}
@media print{body{${declarations(PAGE_THEMES.light)}color-scheme:light;--vscode-font-size:10pt;background:#fff}
scoresheet-settlement::part(sheet),.export-footer details,.export-screen,.export-links{display:none}
scoresheet-settlement::part(chart),.export-qr,.export-print tr,.export-table tr{break-inside:avoid}
.export-print{display:block}
.export-print table{border-collapse:collapse;width:100%;font-size:9pt}
.export-print th,.export-print td{padding:1px 4px;border-bottom:1px solid #c8c8c8;text-align:left;vertical-align:top}
.export-print .num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.export-print .run{color:#3b3b3b}
.export-print tr.shaded td{background:#e6e6e6;print-color-adjust:exact;-webkit-print-color-adjust:exact}
.export-qr svg{width:45mm}.export-qr.large svg{width:90mm}
.export-footer,.export-page{max-width:none;padding-left:0;padding-right:0}}`;

/** A CSS string: quotes, backslashes and line breaks escaped (the footer text comes from a message catalog). */
function cssString(text: string): string {
  return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, ' ')}"`;
}

/** The printed pages' footer: the page's fingerprint (left) and the page number (right), on every page. */
function printFooter(text: string): string {
  const font = 'font:8pt system-ui,sans-serif;color:#3b3b3b';
  return (
    `@page{@bottom-left{content:${cssString(text)};${font}}` +
    `@bottom-right{content:counter(page) " / " counter(pages);${font}}}`
  );
}

/** JSON that can stand inside a `<script type="application/json">`: no `<`, `>`, `&` or line separators as is. */
export function embeddedJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A script that cannot end its own `<script>` element early (`</script` and `<!--` inside strings or regexes). */
export function inlineScript(script: string): string {
  return script.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const cspHash = (text: string): string => `'sha256-${base64(sha256(text))}'`;

/**
 * A season's fingerprint: the fingerprint of its evenings' fingerprints, sorted and one per line, so anyone holding
 * the evenings (or the list of their fingerprints) can check it, whatever order the files are in.
 */
export function seasonFingerprint(logs: readonly string[]): string {
  return logFingerprint(logs.map(logFingerprint).sort().join('\n'));
}

/**
 * A tournament's fingerprint: as a season's, of its settings' and its lists' fingerprints (sorted, one per line), so
 * anyone holding tournament.score and the lists can check it.
 */
export function tournamentFingerprint(settings: string, sheets: readonly string[]): string {
  return seasonFingerprint([settings, ...sheets]);
}

/** The fingerprint a page stands for: its log's, a season's, none for the viewer (its log comes later). */
export function contentFingerprint(content: PageContent): string | undefined {
  if (content.kind === 'evening') return logFingerprint(content.log);
  if (content.kind === 'season') return seasonFingerprint(content.evenings.map((e) => e.log));
  if (content.kind === 'tournament')
    return tournamentFingerprint(
      content.settings.text,
      content.sheets.map((s) => s.log),
    );
  return undefined;
}

/**
 * The page: no network at all (`default-src 'none'`), the one inline script and the one inline style allowed by their
 * hashes, the content as a JSON data block (never markup). Returns the HTML and the fingerprint it stands for.
 */
export function exportPageHtml(input: ExportPageInput): { html: string; fingerprint: string } {
  const script = inlineScript(input.script);
  const lang = langOf(input.lang) ?? 'en';
  const { content } = input;
  const fingerprint = contentFingerprint(content) ?? '';
  const footer =
    content.kind === 'evening'
      ? render(msg('share.footer', { fingerprint }), lang)
      : content.kind === 'season'
        ? render(msg('share.footer-season', { fingerprint, evenings: content.evenings.length }), lang)
        : content.kind === 'tournament'
          ? render(msg('tournament.view.footer', { fingerprint, lists: content.sheets.length }), lang)
          : 'Scoresheet';
  const style = `${PAGE_STYLE}\n${printFooter(footer)}`;
  const csp = [
    "default-src 'none'",
    `script-src ${cspHash(script)}`,
    `style-src ${cspHash(style)}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const data: PageData = input.viewer ? { ...content, viewer: input.viewer } : content;
  const html = `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeText(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="referrer" content="no-referrer">
<title>${escapeText(input.title)}</title>
<style>${style}</style>
</head>
<body>
<script type="application/json" id="scoresheet-log">${embeddedJson(data)}</script>
<script>${script}</script>
</body>
</html>
`;
  return { html, fingerprint };
}

/** viewer.html: the page script with no log inside; it shows the evening whose log is in the address's fragment. */
export function viewerPageHtml(script: string): string {
  return exportPageHtml({ content: { kind: 'viewer' }, script, title: 'Scoresheet' }).html;
}
