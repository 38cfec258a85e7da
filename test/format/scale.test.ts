// Linear-time sanity: big sheets parse completely (no timing assertions; a quadratic parser would time out here).

import { describe, expect, it } from 'vitest';
import { extractScoreBlocks } from '../../src/format';
import { parseScore } from '../../src/games/syntax';

describe('large documents', () => {
  it('a 10,000-round Doppelkopf sheet', () => {
    const parts = ['game doppelkopf', 'players Anna Ben Clara Dora', 'stake 0.05 EUR'];
    for (let i = 1; i <= 10_000; i++)
      parts.push(`round ${i}`, '  re Anna Clara', '  cards re 151', '  score Anna +2 Ben -2 Clara +2 Dora -2');
    const doc = parseScore(parts.join('\n'));
    expect(doc.problems).toEqual([]);
    expect(doc.rounds).toHaveLength(10_000);
    expect(doc.rounds[9_999].number?.value).toBe(10_000);
    expect(doc.rounds[9_999].items.map((i) => i.kind)).toEqual(['re', 'cards', 'score']);
  });

  it('10,000 rounds with a problem on every line still report every one', () => {
    const parts = ['game belote', 'players Nord Ost Süd West'];
    for (let i = 1; i <= 10_000; i++) parts.push('round 0', '  trump bananas', '  last Nobody');
    const doc = parseScore(parts.join('\r\n'));
    expect(doc.problems).toHaveLength(30_000);
  });

  it('one line of a million characters', () => {
    const doc = parseScore(`game doppelkopf\nplayers A B C D\nround\nscore ${'A +1 B -1 '.repeat(100_000)}`);
    const score = doc.rounds[0].items[0];
    expect(score.kind === 'score' && score.entries).toHaveLength(200_000);
  });

  it('a Markdown file with 10,000 score blocks (and an unclosed fence of 100,000 lines)', () => {
    const parts: string[] = [];
    for (let i = 0; i < 10_000; i++)
      parts.push(`Example ${i}:`, '', '```score', 'game belote', 'players N O S W', '```', '');
    parts.push('~~~score', ...Array.from({ length: 100_000 }, () => 'round'));
    const blocks = extractScoreBlocks(parts.join('\n'));
    expect(blocks).toHaveLength(10_001);
    expect(blocks[9_999].firstLine).toBe(9_999 * 7 + 3);
    expect(parseScore(blocks[10_000].text, blocks[10_000].firstLine).rounds).toHaveLength(100_000);
  });
});
