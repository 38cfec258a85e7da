// The parser's messages are data: every problem carries its message id and arguments, the English
// catalog renders exactly the `message` it shows, and every catalog entry is one the parser uses.

import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMAT_CODES } from '../../src/format';
import { isFormatCode } from '../../src/format/codes';
import { render } from '../../src/messages';
import { format } from '../../src/messages/en/format';
import { parseScore } from '../../src/games/syntax';
import { BELOTE_EXAMPLE, COINCHE_EXAMPLE, DOPPELKOPF_EXAMPLE } from './fixtures';

// Lines that make the parser report most of its problems.
const BROKEN = [
  'game',
  'game jass extra',
  'title',
  'date 2024-02-30 x',
  'players',
  'players Anna anna re "" a#b',
  'teams',
  'teams X X Y',
  'rules',
  'rules a b',
  'set',
  'stake',
  'stake -1',
  'stake 0,123',
  'stake 1 Euros',
  'target 0',
  'target x y',
  'round 0',
  'round 2 x',
  'round',
  're',
  'solo',
  'solo Anna',
  'solo Anna queens duty x',
  'marriage',
  'marriage with Ben',
  'marriage Anna Ben',
  'marriage Anna with',
  'poverty Anna',
  'silent-marriage Anna Ben',
  'cards',
  'cards re 151 kontra',
  'cards 12 re x',
  'score',
  'score Anna Ben',
  'announce',
  'announce Süd',
  'announce re no90 no60',
  'extras re',
  'extras',
  'bock x y',
  'tricks',
  'hand',
  'hand Anna',
  'hand Anna X9',
  'trick',
  'trick ♣Q Anna',
  'trick Anna => ',
  'trick Anna ♣Q => Anna 2 x',
  'taker',
  'taker Nobody x',
  'trump',
  'trump x',
  'last',
  'belote Süd Ost',
  'generale',
  'contract',
  'contract Süd',
  'contract Süd x',
  'contract Süd 90 x y',
  'contract Süd 90 spades x',
  'contract Süd 90 spades coinche extra',
  'out',
  'scroe Anna',
  'xyzzy',
  '"quoted',
];

const sheet = fc
  .tuple(
    fc.constantFrom(DOPPELKOPF_EXAMPLE, BELOTE_EXAMPLE, COINCHE_EXAMPLE, ''),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...BROKEN)), { minLength: 1, maxLength: 10 }),
  )
  .map(([base, inserts]) => {
    const lines = base.split('\n');
    for (const [at, l] of inserts) lines.splice(at % (lines.length + 1), 0, l);
    return lines.join('\n');
  });

describe('messages as data (src/messages/en/format.ts)', () => {
  it('every problem has a known code, its message as data, and the English text is the rendered message', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(sheet, (text) => {
        for (const p of parseScore(text).problems) {
          expect(isFormatCode(p.code), p.code).toBe(true);
          expect(p.msg, p.message).toBeDefined();
          expect(render(p.msg!)).toBe(p.message);
          if (p.fix) expect(render(p.fix.titleMsg!)).toBe(p.fix.title);
          seen.add(p.msg!.id);
        }
      }),
      { numRuns: 600 },
    );
    // The generator reaches most messages; the rest are checked by problems.test.ts text for text.
    expect(seen.size).toBeGreaterThan(60);
  });

  it('every entry of the catalog is used by the parser (no dead sentences)', () => {
    // The parser: the format, and the games' syntaxes it hands their lines to.
    const games = new URL('../../src/games/', import.meta.url);
    const dirs = [
      new URL('../../src/format/', import.meta.url),
      ...readdirSync(games, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => new URL(`${e.name}/syntax/`, games)),
    ];
    const source = dirs
      .flatMap((dir) =>
        readdirSync(dir)
          .filter((f) => f.endsWith('.ts'))
          .map((f) => readFileSync(new URL(f, dir), 'utf8')),
      )
      .join('\n');
    const unused = Object.keys(format).filter((id) => !source.includes(`'${id}'`));
    expect(unused).toEqual([]);
  });

  it('every code has a description, and a misspelt code is no code', () => {
    for (const code of Object.keys(FORMAT_CODES)) expect(isFormatCode(code)).toBe(true);
    expect(isFormatCode('unknown-directiv')).toBe(false);
    expect(isFormatCode('toString')).toBe(false);
  });
});
