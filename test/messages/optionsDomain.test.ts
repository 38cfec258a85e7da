// The texts of options that do not apply and of what-ifs that cannot differ (src/messages/*/options.ts): every id has
// a sample here, so a new one without it fails, and each renders in German and French as a sentence of its own.

import { describe, expect, it } from 'vitest';
import { render, type Message, type MessageId } from '../../src/messages';
import { whatIf as beloteWhatIf } from '../../src/games/belote/messages/en/whatIf';
import { whatIf as doppelkopfWhatIf } from '../../src/games/doppelkopf/messages/en/whatIf';
import { options } from '../../src/messages/en/options';
import { englishLeft } from './english';

/** Arguments for each id (several where a branch changes the sentence). */
const SAMPLES: Record<string, object[]> = {
  'cli.json-and-format': [{ format: 'csv' }],
  'cli.option-twice': [{ flag: '--format', values: ['md', 'csv'] }],
  'cli.lsp-no-file': [{}],
  'cli.compare-csv': [{}],
  'cli.fix-what-if': [{}],
  'cli.table-game': [
    { table: 'games', game: 'doppelkopf', tables: ['rounds', 'transfers', 'money', 'players'] },
    { table: 'players', game: 'coinche', tables: ['rounds', 'transfers', 'games', 'teams', 'money'] },
  ],
  'cli.table-season': [{}],
  'cli.table-no-stake': [{ file: 'a.score', table: 'money' }],
  'cli.check-summary-settings': [
    { errors: 0, warnings: 0, documents: 0, settings: 1 },
    { errors: 2, warnings: 1, documents: 3, settings: 1 },
  ],
  'whatif.note.unchanged': [{ key: 'bock', value: 'on' }],
  'whatif.note.bock-marks': [{ rounds: [7] }, { rounds: [2, 3] }],
  'whatif.note.written': [
    { rounds: [4], won: false },
    { rounds: [1, 2, 5], won: true },
  ],
  'whatif.note.games': [{}],
  'whatif.note.no-difference': [{}],
  'cli.compare.games-as-written': [{}],
  'cli.compare.games-what-if': [{}],
  'cli.compare.games-difference': [{}],
};

const TABLE_WORDS = /\b(rounds|transfers|games|teams|money|players)\b/g;

describe('German and French for options that do not apply and what-if notes', () => {
  it("has a sample for every id of the domain (and of the games' what-if notes, moved into their modules)", () => {
    const ids = [...Object.keys(options), ...Object.keys(doppelkopfWhatIf), ...Object.keys(beloteWhatIf)];
    expect(ids.filter((id) => !SAMPLES[id])).toEqual([]);
  });

  for (const lang of ['de', 'fr'] as const)
    it(`${lang}: each sample renders in the language, not in English`, () => {
      const wrong: string[] = [];
      for (const [id, samples] of Object.entries(SAMPLES))
        for (const args of samples) {
          const m: Message = { id: id as MessageId, args };
          const text = render(m, lang);
          if (!text.trim() || /undefined|\[object Object\]|NaN/.test(text)) wrong.push(`${id}: "${text}"`);
          else if (text === render(m, 'en')) wrong.push(`${id}: as English`);
          // The values of --table are the option's words (code), the same in every language.
          else if (englishLeft(text.replace(TABLE_WORDS, ' ')).length)
            wrong.push(`${id}: ${englishLeft(text).join(',')} in "${text}"`);
        }
      expect(wrong).toEqual([]);
    });
});
