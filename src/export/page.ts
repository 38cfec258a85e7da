// "Export as web page": one self-contained HTML file with the log embedded as data and the page script inline; the
// page recomputes the settlement from the log when it opens. Pure (the extension and the CLI supply the script).

import { base64, logFingerprint, sha256 } from '../text/sha256';

export interface ExportPageInput {
  /** The evening's `.score` text (a Markdown block's text for a Markdown file). */
  log: string;
  /** Shown when the log has no title (`evening.score`). */
  fileName: string;
  /** The bundled page script (dist/export.js). */
  script: string;
  /** The page's language (`en`, `de`, `fr`). */
  lang?: string;
  /** The document title (the log's title, else the file name). */
  title: string;
}

/** The page's own look outside VS Code: the view's `--vscode-*` inputs in a light and a dark set, by the system's. */
export const PAGE_STYLE = `html,body{margin:0;padding:0}
body{--vscode-font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;--vscode-font-size:15px;
--vscode-editor-font-family:ui-monospace,Menlo,Consolas,monospace;
--vscode-foreground:#1f1f1f;--vscode-editor-foreground:#1f1f1f;--vscode-editor-background:#ffffff;
--vscode-descriptionForeground:#5f5f5f;--vscode-editorWidget-border:#c8c8c8;--vscode-focusBorder:#005fb8;
--vscode-button-background:#005fb8;--vscode-button-foreground:#ffffff;--vscode-button-secondaryBackground:#e5e5e5;
--vscode-button-secondaryForeground:#1f1f1f;--vscode-list-hoverBackground:#f2f2f2;
--vscode-list-activeSelectionBackground:#e8e8e8;--vscode-list-activeSelectionForeground:#1f1f1f;
--vscode-charts-green:#388a34;--vscode-errorForeground:#c72e0f;--vscode-editorError-foreground:#c72e0f;
--vscode-editorWarning-foreground:#895503;--vscode-textCodeBlock-background:#f3f3f3;
background:var(--vscode-editor-background);color:var(--vscode-foreground);
font-family:var(--vscode-font-family);font-size:var(--vscode-font-size)}
@media (prefers-color-scheme:dark){body{--vscode-foreground:#cccccc;--vscode-editor-foreground:#cccccc;
--vscode-editor-background:#1f1f1f;--vscode-descriptionForeground:#9d9d9d;--vscode-editorWidget-border:#454545;
--vscode-focusBorder:#0078d4;--vscode-button-background:#0078d4;--vscode-button-secondaryBackground:#313131;
--vscode-button-secondaryForeground:#cccccc;--vscode-list-hoverBackground:#2a2d2e;
--vscode-list-activeSelectionBackground:#04395e;--vscode-list-activeSelectionForeground:#ffffff;
--vscode-charts-green:#89d185;--vscode-errorForeground:#f48771;--vscode-editorError-foreground:#f14c4c;
--vscode-editorWarning-foreground:#cca700;--vscode-textCodeBlock-background:#2b2b2b}}
.export-footer{padding:0 16px 24px;max-width:1100px}
.export-footer pre{overflow-x:auto;padding:8px;background:var(--vscode-textCodeBlock-background);
font-family:var(--vscode-editor-font-family)}
.export-fingerprint{font-family:var(--vscode-editor-font-family);font-weight:600}`;

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
 * The page: no network at all (`default-src 'none'`), the one inline script and the one inline style allowed by their
 * hashes, the log as a JSON data block (never markup). Returns the HTML and the log's fingerprint.
 */
export function exportPageHtml(input: ExportPageInput): { html: string; fingerprint: string } {
  const script = inlineScript(input.script);
  const csp = [
    "default-src 'none'",
    `script-src ${cspHash(script)}`,
    `style-src ${cspHash(PAGE_STYLE)}`,
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
  const data = embeddedJson({ fileName: input.fileName, log: input.log });
  const html = `<!DOCTYPE html>
<html lang="${escapeText(input.lang ?? 'en')}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeText(csp)}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="referrer" content="no-referrer">
<title>${escapeText(input.title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<script type="application/json" id="scoresheet-log">${data}</script>
<script>${script}</script>
</body>
</html>
`;
  return { html, fingerprint: logFingerprint(input.log) };
}
