// The exported page outside VS Code defines every `--vscode-*` input the view reads, for a light and a dark system
// scheme (review view-2026-12 D6: without them the solo tag and the chart lines fell back to dark-theme colours),
// and the chart colours keep 3:1 against the page (WCAG 1.4.11).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_NOT_SENT, PAGE_THEMES } from '../../src/export/page';

const root = join(__dirname, '../..');
const FONTS = ['--vscode-font-family', '--vscode-font-size', '--vscode-editor-font-family'];

/** WCAG 2.1 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('the exported page’s themes', () => {
  const sources = [
    ...readdirSync(join(root, 'webview'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(root, 'webview', f)),
    join(root, 'node_modules/@vscode-elements/elements/dist/vscode-badge/vscode-badge.styles.js'),
    join(root, 'node_modules/@vscode-elements/elements/dist/includes/default.styles.js'),
  ];
  const used = new Set(
    sources.flatMap((f) => readFileSync(f, 'utf8').match(/--vscode-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*/g) ?? []),
  );

  for (const scheme of ['light', 'dark'] as const)
    it(`${scheme}: defines every variable the view reads`, () => {
      const defined = new Set([...Object.keys(PAGE_THEMES[scheme]), ...FONTS, ...PAGE_NOT_SENT]);
      expect([...used].filter((v) => !defined.has(v)).sort()).toEqual([]);
    });

  it('chart lines keep 3:1 against the page: worked from the hex values', () => {
    // Light Modern on white: blue #0063d3 5.7:1, green #388a34 4.6:1, purple #652d90 9.5:1, red #e51400 4.6:1,
    // yellow #bf8803 3.1:1 (each (L1 + 0.05) / (L2 + 0.05) with the sRGB luminance of WCAG 2.1).
    expect(contrast('#bf8803', '#ffffff')).toBeCloseTo(3.1, 1);
    for (const scheme of ['light', 'dark'] as const) {
      const t = PAGE_THEMES[scheme];
      for (const c of ['blue', 'green', 'purple', 'red', 'yellow'] as const)
        expect(contrast(t[`--vscode-charts-${c}`], t['--vscode-editor-background'])).toBeGreaterThanOrEqual(3);
    }
  });
});
