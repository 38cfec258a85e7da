// The share image: the standings card of an evening or a season as one SVG drawing (title, what was played, each
// name's result and money, who pays whom, the fingerprint), for chats that show no web page. The editor's "Save as
// image" and `settle --format png` draw this SVG in Chromium. Pure; every text is escaped, nothing is loaded.

import { showInvisible } from '../text/invisible';
import type { ShareSummary } from './summary';

const WIDTH = 640;
const PAD = 28;
const ROW = 34;
/** Characters of a name the card shows before it shortens it (the chat and the page show it whole). */
const NAME_CHARS = 22;

const COLORS = {
  background: '#ffffff',
  text: '#1f1f1f',
  muted: '#5a5a5a',
  rule: '#d0d0d0',
  positive: '#1f6f1b',
  negative: '#b3261e',
  accent: '#005fb8',
};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A text no wider than `chars` characters: longer ones end in an ellipsis. */
function clip(text: string, chars: number): string {
  const glyphs = Array.from(text);
  return glyphs.length <= chars ? text : `${glyphs.slice(0, chars - 1).join('')}…`;
}

export interface ShareCard {
  svg: string;
  width: number;
  height: number;
}

/** The card of a summary, `width` × `height` CSS pixels. */
export function shareCardSvg(s: ShareSummary): ShareCard {
  const parts: string[] = [];
  let y = PAD;
  const text = (x: number, size: number, fill: string, body: string, extra = '') =>
    parts.push(
      `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${extra}>${escapeXml(showInvisible(body))}</text>`,
    );
  const rule = () =>
    parts.push(`<rect x="${PAD}" y="${y}" width="${WIDTH - 2 * PAD}" height="1" fill="${COLORS.rule}"/>`);

  y += 26;
  text(PAD, 26, COLORS.text, clip(s.title, 40), ' font-weight="700"');
  y += 26;
  text(PAD, 15, COLORS.muted, clip(s.subtitle, 70));
  if (s.winner) {
    y += 28;
    text(PAD, 17, COLORS.accent, clip(s.winner, 60), ' font-weight="600"');
  }
  y += 20;
  rule();
  y += 26;
  text(PAD, 13, COLORS.muted, s.heading.toUpperCase(), ' letter-spacing="1"');
  const money = s.rows.some((r) => r.money !== undefined);
  const valueX = money ? WIDTH - PAD - 170 : WIDTH - PAD;
  for (const r of s.rows) {
    y += ROW;
    const color = r.sign > 0 ? COLORS.positive : r.sign < 0 ? COLORS.negative : COLORS.text;
    text(PAD, 18, COLORS.muted, `${r.rank}.`);
    text(PAD + 40, 20, COLORS.text, clip(r.name, NAME_CHARS), ' font-weight="600"');
    text(valueX, 20, color, r.value, ' text-anchor="end" font-weight="600"');
    if (r.money !== undefined) text(WIDTH - PAD, 18, COLORS.text, r.money, ' text-anchor="end"');
  }
  if (s.pays.length) {
    y += 22;
    rule();
    y += 26;
    text(PAD, 13, COLORS.muted, s.paysHeading.toUpperCase(), ' letter-spacing="1"');
    for (const p of s.pays) {
      y += 28;
      text(PAD, 17, COLORS.text, clip(p, 64));
    }
  }
  y += 22;
  rule();
  y += 26;
  text(PAD, 13, COLORS.muted, clip(s.fingerprint, 90));
  const height = y + PAD - 6;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">` +
    `<rect width="${WIDTH}" height="${height}" fill="${COLORS.background}"/>${parts.join('')}</svg>`;
  return { svg, width: WIDTH, height };
}
