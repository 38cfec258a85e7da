// The editor's Export Settlement as CSV and Copy Settlement as Markdown with names written to do harm (security
// review 2026-12): the same writers as `scoresheet settle`, so the same protection.

import { afterEach, describe, expect, it } from 'vitest';
import * as stub from '../helpers/vscodeStub';
import { analyzeScore } from '../../src/analysis/analyze';
import { copySettlementMarkdown, exportSettlementCsv } from '../../src/extension/settlement/settlementActions';
import { ScoreHoverProvider } from '../../src/extension/hoverProvider';
import { createExtensionLanguageService } from '../../src/extension/languageService';

/** Re (`=1+2` and Anna) wins 151:89, 2 points each (won 1, Kontra under 90 1) at 0.10 EUR. */
const EVENING = `game doppelkopf
players "=1+2" Anna "@SUM(A1)" "+cmd"
stake 0.10 EUR

round 1
  re "=1+2" Anna
  cards re 151
`;

afterEach(() => stub.resetStub());

describe('Export Settlement as CSV (review F2, I10)', () => {
  it('writes names a spreadsheet would run as formulas as text', async () => {
    stub.window.showSaveDialog.mockResolvedValue(stub.Uri.file('/work/evening.csv'));
    await exportSettlementCsv(analyzeScore(EVENING), stub.Uri.file('/work/evening.score') as never);
    const lines = stub.written('file:///work/evening.csv')!.split('\n');
    expect(lines[0]).toBe(
      `round,"'=1+2",Anna,"'@SUM(A1)","'+cmd","'=1+2 total",Anna total,"'@SUM(A1) total","'+cmd total",outcome,summary`,
    );
    expect(lines[3]).toBe('money (EUR),0.20,0.20,-0.20,-0.20,,,,,,');
  });
});

/** A title and names that would be an image, HTML and a link in Markdown (review I12, I16). */
const MARKUP = `game doppelkopf
title <img src=x onerror=alert(1)>
players "![x](https://host/p.png)" "<script>x</script>" "[x](javascript:alert(1))" Dora

round 1
  re "![x](https://host/p.png)" "<script>x</script>"
  cards re 151
`;

describe('Copy Settlement as Markdown (review F9, I12)', () => {
  it('the title and the names read as text', async () => {
    await copySettlementMarkdown(analyzeScore(MARKUP));
    const [[md]] = stub.env.clipboard.writeText.mock.calls;
    expect(md.split('\n')[0]).toBe('# &lt;img src=x onerror=alert(1)&gt;');
    expect(md).toContain('| # | !\\[x\\](https\\://host/p.png) | &lt;script&gt;x&lt;/script&gt; |');
    expect(md).not.toMatch(/(?<!\\)\]\(|<[a-z/]/);
  });
});

describe('the hover (review F8, I16)', () => {
  it('a round’s working names the players as text: no remote image, no link, no formatting', () => {
    const doc = stub.createDocument(MARKUP, { languageId: 'score' });
    const hover = new ScoreHoverProvider(createExtensionLanguageService()).provideHover(
      doc as never,
      new stub.Position(4, 2) as never,
    )!;
    const md = (hover.contents[0] as unknown as { value: string }).value;
    // The summary after the round's number, and the table of points per name.
    expect(md.split('\n')[0]).toBe(
      '**Round 1** · Re (!\\[x\\](https\\://host/p.png), &lt;script&gt;x&lt;/script&gt;) 151:89 won · ' +
        '!\\[x\\](https\\://host/p.png) +2 &lt;script&gt;x&lt;/script&gt; +2 \\[x\\](javascript:alert(1)) −2 Dora −2',
    );
    expect(md).toContain('| \\[x\\](javascript:alert(1)) | -2 | -2 |');
    expect(md).not.toMatch(/(?<!\\)\]\(|<[a-z/]/);
  });
});
