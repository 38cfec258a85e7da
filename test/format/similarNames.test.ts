// Names a reader cannot tell apart (security review 2026-12, F10): players or teams whose names differ only by
// invisible characters, spaces at either end or look-alike letters get a warning; a season says so in a note.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../src/analysis/analyze';
import { render } from '../../src/messages';
import { seasonNoteText, settleSeasons } from '../../src/season';
import { evening } from '../season/fixtures';

const problemsOf = (text: string) =>
  analyzeScore(text)
    .problems.filter((p) => p.code === 'similar-names')
    .map((p) => [p.severity, p.range.start.line, p.range.start.character, p.message]);

describe('similar-names', () => {
  it('a zero-width space, a trailing space, a Cyrillic А: a warning on the later name, naming both', () => {
    const text = 'game doppelkopf\nplayers Anna "Anna\u200b" "Ben " Ben Аnna\n';
    const found = problemsOf(text);
    expect(found.map(([s, l, c]) => [s, l, c])).toEqual([
      ['warning', 1, 13],
      ['warning', 1, 28],
      ['warning', 1, 32],
    ]);
    expect(found[0][3]).toBe(
      '"Anna\\u200b" looks like "Anna": the names differ only by invisible characters, spaces at either end or ' +
        'letters that look alike, and they count as two. If they are one player, write the name the same way ' +
        'both times.',
    );
    expect(found[1][3]).toContain('"Ben" looks like "Ben "');
    const p = analyzeScore(text).problems.find((x) => x.code === 'similar-names')!;
    expect(render(p.msg!, 'de')).toMatch(/^„Anna\\u200b“ sieht aus wie „Anna“: /);
    expect(render(p.msg!, 'fr')).toMatch(/^« Anna\\u200b » ressemble à « Anna » : /);
  });

  it('the two teams of a Belote sheet too', () => {
    const text = 'game belote\nplayers Nord Ost Süd West\nteams NS "NS\u2060"\n';
    expect(problemsOf(text).map(([s, l, c]) => [s, l, c])).toEqual([['warning', 2, 9]]);
  });

  it('names that only look different stay quiet: Anna, Anne, Ann, Anna-Lena, Änna', () => {
    expect(problemsOf('game doppelkopf\nplayers Anna Anne Ann Anna-Lena Änna\n')).toEqual([]);
  });
});

describe('season-similar-names', () => {
  it('a season whose evenings write one player two ways counts two players, and says so', () => {
    const one =
      'game doppelkopf\ndate 2026-01-09\nplayers Anna Ben Clara Dora\n\nround\n  re Anna Ben\n  cards re 151\n';
    const two = one.replace('2026-01-09', '2026-01-16').replaceAll('Anna', '"Anna\u200b"');
    const [season] = settleSeasons([evening('a.score', one), evening('b.score', two)]);
    expect(season.players).toEqual(['Anna', 'Ben', 'Clara', 'Dora', 'Anna\u200b']);
    const note = season.notes.find((n) => n.code === 'season-similar-names')!;
    expect(note.message).toBe(
      '"Anna\\u200b" looks like "Anna": the names differ only by invisible characters, spaces at either end or ' +
        'letters that look alike, so the season counts two players',
    );
    expect(seasonNoteText(note, 'de')).toMatch(/^„Anna\\u200b“ sieht aus wie „Anna“: /);
    expect(seasonNoteText(note, 'fr')).toMatch(/^« Anna\\u200b » ressemble à « Anna » : /);
  });
});
