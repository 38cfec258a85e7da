// The phone page's HTML and its Content-Security-Policy: one custom element and the page script (dist/phone.js,
// served beside it), both allowed by a fresh nonce per response; everything the page shows arrives later as data and
// is rendered as text. Pure.

import { escapeText, PAGE_STYLE } from '../export/page';
import { langOf, type Lang } from '../messages';

/** The phone's look on top of the exported page's (which has the light and dark colours): larger text and margins. */
const PHONE_STYLE = `body{--vscode-font-size:16px}
scoresheet-phone{display:block;max-width:1100px;margin:0 auto}`;

/**
 * Nothing but the page's own script and style runs (`default-src 'none'`, scripts and styles by nonce, no inline
 * handler), it connects only back to this server (the live sheet and the proposals), loads no image but its own,
 * cannot be framed, and has no base URI or form target.
 */
export function phonePageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The phone's language from an `Accept-Language` header (the first of en, de, fr it names), else English. */
export function langOfAcceptLanguage(header: string | undefined): Lang {
  const tags = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q) };
    })
    .filter((t) => t.tag && t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const lang = langOf(tag);
    if (lang) return lang;
  }
  return 'en';
}

export interface PhonePageInput {
  nonce: string;
  lang: Lang;
  title: string;
}

export function phonePageHtml(input: PhonePageInput): string {
  const { nonce } = input;
  return `<!DOCTYPE html>
<html lang="${escapeText(input.lang)}">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${escapeText(input.title)}</title>
<style nonce="${nonce}">${PAGE_STYLE}
${PHONE_STYLE}</style>
</head>
<body>
<scoresheet-phone></scoresheet-phone>
<script nonce="${nonce}" src="phone.js"></script>
</body>
</html>
`;
}
