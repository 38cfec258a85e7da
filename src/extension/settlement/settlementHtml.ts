// The settlement webview's HTML shell and options: strict CSP, a fresh nonce per render, resources from dist/ and
// media/ only.

import * as vscode from 'vscode';
import { displayLang } from '../displayLanguage';

/** 128 bits from the platform CSPRNG (Web Crypto: Node 20 and web workers alike); hex, a valid CSP nonce as is. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The only folders the webview may load from; reapplied on every create and revive. */
export function settlementResourceRoots(extensionUri: vscode.Uri): vscode.Uri[] {
  return [vscode.Uri.joinPath(extensionUri, 'dist'), vscode.Uri.joinPath(extensionUri, 'media')];
}

export function settlementWebviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions & vscode.WebviewPanelOptions {
  return {
    enableScripts: true,
    // The view restores itself from setState + the host's next update, so no hidden DOM is kept alive.
    retainContextWhenHidden: false,
    enableFindWidget: true,
    localResourceRoots: settlementResourceRoots(extensionUri),
  };
}

export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src ${cspSource} 'nonce-${nonce}'`,
    `img-src ${cspSource} data:`,
    `font-src ${cspSource}`,
  ].join('; ');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface SettlementHtmlInput {
  cspSource: string;
  /** Webview URIs (already passed through `webview.asWebviewUri`). */
  scriptUri: string;
  styleUri: string;
  nonce: string;
  /** Document title for screen readers (not shown). */
  title: string;
  lang?: string;
}

/** The page: one custom element; everything it shows arrives later as data in messages. */
export function settlementHtml(input: SettlementHtmlInput): string {
  const { cspSource, nonce } = input;
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(input.lang ?? 'en')}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(cspSource, nonce))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<title>${escapeAttribute(input.title)}</title>
<link rel="stylesheet" nonce="${nonce}" href="${escapeAttribute(input.styleUri)}">
</head>
<body>
<scoresheet-settlement></scoresheet-settlement>
<script type="module" nonce="${nonce}" src="${escapeAttribute(input.scriptUri)}"></script>
</body>
</html>`;
}

/** Render the shell into a webview with a fresh nonce (each call: a new nonce, as the CSP requires). */
export function renderSettlementHtml(webview: vscode.Webview, extensionUri: vscode.Uri, title: string): string {
  return settlementHtml({
    cspSource: webview.cspSource,
    scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'dist', 'webview.js')).toString(),
    styleUri: webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, 'media', 'settlement.css')).toString(),
    nonce: createNonce(),
    title,
    lang: displayLang(),
  });
}
