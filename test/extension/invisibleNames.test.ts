// Names with bidi controls or other invisible characters in what the view shows (security review 2026-12, F10): the
// settlement model (the view and the exported page), the Season tab, Compare rules, a round's working and the Add
// round form show them written out (`Al\u202e`); the form's answers are read back as the sheet writes the name.

import { describe, expect, it } from 'vitest';
import { analyzeFileText, analyzeScore } from '../../src/analysis/analyze';
import { roundWorking, toSettlementModel } from '../../src/view/model';
import { compareRules } from '../../src/extension/settlement/rulesCompare';
import { FolderSeason } from '../../src/view/season';
import { previewRoundEntry } from '../../src/language/roundEntry';
import { exportWebPage } from '../../src/extension/settlement/exportPage';
import * as stub from '../helpers/vscodeStub';

/** Ben and Dora win 151:89 (won 1, Kontra under 90 1): 2 points each, 0.20 EUR at 0.10 EUR a point. */
const SHEET = `game doppelkopf
date 2026-01-09
players "Al\u202e" Ben "\u2067Clara" Dora
stake 0.10 EUR

round 1
  re Ben Dora
  cards re 151
`;

describe('the settlement model shows invisible characters', () => {
  it('in the names, the transfers and the texts built from them', () => {
    const m = toSettlementModel(analyzeScore(SHEET), 'evening.score');
    expect(m.names).toEqual(['Al\\u202e', 'Ben', '\\u2067Clara', 'Dora']);
    expect(m.totals).toEqual([-2, 2, -2, 2]);
    expect(m.transfers.map((t) => [t.from, t.to, t.cents])).toEqual([
      ['Al\\u202e', 'Ben', 20],
      ['\\u2067Clara', 'Dora', 20],
    ]);
    expect(JSON.stringify(m)).not.toMatch(/[\u202e\u2067]/);
    expect(roundWorking(analyzeScore(SHEET), 1)).toContain('Kontra (Al\\u202e, \\u2067Clara) −2 each');
  });

  it('in Compare rules and the Season tab', async () => {
    const a = analyzeFileText('e.score', SHEET)[0];
    const answer = compareRules('e.score', SHEET, 0, a, [{ key: 'announcement', values: ['double'] }]);
    expect(answer.result?.names).toEqual(['Al\\u202e', 'Ben', '\\u2067Clara', 'Dora']);
    // Another evening (another date and other points: the same points twice would be the same evening, no season).
    const other = SHEET.replace('01-09', '01-16').replace('cards re 151', 'cards re 100');
    const files: Record<string, string> = { 'a.score': SHEET, 'b.score': other };
    const folder = new FolderSeason({ list: async () => Object.keys(files), read: async (n) => files[n] });
    await folder.load();
    const season = folder.model('doppelkopf', 's', 'a.score')!;
    expect(season.players).toEqual(['Al\\u202e', 'Ben', '\\u2067Clara', 'Dora']);
    expect(JSON.stringify(season)).not.toMatch(/[\u202e\u2067]/);
  });

  it('the Add round form: names shown in its preview, its answers written as the sheet writes them', () => {
    const planned = previewRoundEntry('e.score', SHEET, 0, {
      game: 'doppelkopf',
      type: 'normal',
      re: ['Al\\u202e', '\\u2067Clara'],
      result: { kind: 'cards', re: 151 },
    })!;
    expect(planned.preview.players).toEqual(['Al\\u202e', 'Ben', '\\u2067Clara', 'Dora']);
    // The round's text names the players as the header does (quoted, with their characters), so it scores.
    expect(planned.insertion.text).toContain('re "Al\u202e" "\u2067Clara"');
    expect(planned.preview.problems).toEqual([]);
    expect(planned.preview.scores.map((s) => [s.name, s.points])).toEqual([
      ['Al\\u202e', 2],
      ['Ben', -2],
      ['\\u2067Clara', 2],
      ['Dora', -2],
    ]);
  });
});

describe('the exported page', () => {
  it('its window title shows a bidi control in the sheet’s title', async () => {
    const text = SHEET.replace('date 2026-01-09', 'title Abend bei \u202eAl');
    stub.workspace.fs.readFile.mockResolvedValue(new TextEncoder().encode('void 0'));
    const doc = stub.createDocument(text, { uri: stub.Uri.file('/work/e.score'), languageId: 'score' });
    const target = stub.Uri.file('/work/e.html');
    await exportWebPage(stub.Uri.file('/ext') as never, doc as never, analyzeScore(text), target as never);
    const html = stub.written(target)!;
    expect(html).toContain('<title>Abend bei \\u202eAl</title>');
  });
});
