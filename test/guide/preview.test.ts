// The Markdown preview plugin, through the real markdown-it: under each ```score block its result, as escaped HTML.

import { readFileSync } from 'node:fs';
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { extendMarkdownIt } from '../../src/extension/markdownPreview';
import { escapeHtml } from '../../src/language/preview';

const render = (src: string) => extendMarkdownIt(new MarkdownIt()).render(src);
const GUIDE = readFileSync(new URL('../../examples/guide.md', import.meta.url), 'utf8');

describe('markdown.markdownItPlugins: results under ```score blocks', () => {
  const html = render(GUIDE);
  const results = html.split('<div class="scoresheet-result">').slice(1);

  it('one result per checked block (seven blocks, one skipped), right after its code', () => {
    expect(results).toHaveLength(6);
    expect(html).toMatch(/<\/code><\/pre>\n<div class="scoresheet-result">/);
  });

  it('rounds with scores and the totals (hand-worked: Re 151 → +2/−2; Re announced 130 → ±3)', () => {
    expect(results[0]).toContain('<th>Round</th><th>Anna</th><th>Ben</th><th>Clara</th><th>Dora</th>');
    expect(results[0]).toContain(
      '<tr class="scoresheet-total"><th>Total</th><td class="num">+2</td><td class="num">\u22122</td>' +
        '<td class="num">+2</td><td class="num">\u22122</td>',
    );
    expect(results[1]).toContain(
      '<tr class="scoresheet-total"><th>Total</th><td class="num">\u22123</td><td class="num">+3</td>',
    );
    expect(results[0]).toContain('No problems.');
  });

  it('expected errors are listed as expected; a skipped block shows nothing', () => {
    expect(results[2]).toContain('<li class="scoresheet-expected">');
    expect(results[2]).toContain('<code>score-mismatch</code>');
    expect(results[3]).toContain('<code>cards-sum</code>');
    // The belote blocks follow the skipped schema directly.
    expect(results[4]).toContain('<th>Nord-Süd</th><th>Ost-West</th>');
  });

  it('escapes every piece of user text (names, messages)', () => {
    const out = render(
      [
        '```score',
        'game doppelkopf',
        'players "<img src=x onerror=alert(1)>" Ben Clara Dora',
        'round 1',
        '  re "<img src=x onerror=alert(1)>" Clara',
        '  cards re 151',
        '  re <script>',
        '```',
      ].join('\n'),
    );
    const result = out.slice(out.indexOf('<div class="scoresheet-result">'));
    expect(result).not.toContain('<img');
    expect(result).not.toContain('<script>');
    expect(result).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('a block in a blockquote or a list item gets its result too (security review F11)', () => {
    const block = ['```score', 'game doppelkopf', 'players A B C D', 'round', '  re A C', '  cards re 151', '```'];
    for (const md of [
      ['> Quoted:', '>', ...block.map((l) => `> ${l}`)].join('\n'),
      ['- ' + block[0], ...block.slice(1).map((l) => `  ${l}`)].join('\n'),
    ]) {
      const out = render(md);
      // Re 151 wins: won 1 + unter 90 1 = +2 for A and C, -2 for B and D.
      expect(out, md).toContain(
        '<tr class="scoresheet-total"><th>Total</th><td class="num">+2</td><td class="num">\u22122</td>',
      );
      expect(out).toContain('No problems.');
    }
  });

  it('leaves other fences and documents without score blocks alone', () => {
    const plain = '# T\n\n```js\nlet a = 1;\n```\n';
    expect(render(plain)).toBe(new MarkdownIt().render(plain));
  });
});
