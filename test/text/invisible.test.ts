// Invisible characters in names (security review 2026-12, F10): shown, isolated, and ignored when comparing names.

import { describe, expect, it } from 'vitest';
import { hasInvisible, isolated, lookalikeKey, showInvisible, showInvisibleIn } from '../../src/text/invisible';

describe('showInvisible', () => {
  it('writes bidi controls, zero-width characters and the byte order mark out as escapes', () => {
    expect(showInvisible('Al\u202e')).toBe('Al\\u202e');
    expect(showInvisible('\u2067Ben\u2069')).toBe('\\u2067Ben\\u2069');
    expect(showInvisible('An\u200bna\ufeff')).toBe('An\\u200bna\\ufeff');
    expect(showInvisible('Clara\u00ad')).toBe('Clara\\u00ad');
    expect(showInvisible('\u3164')).toBe('\\u3164');
  });
  it('leaves what writing needs: emoji sequences, flags, joiners between Persian or Indic letters', () => {
    for (const s of [
      'Anna',
      'Süd',
      '👩\u200d👩\u200d👧',
      '👍🏽\u200d♂',
      '🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}',
      'می\u200cخواهم',
      'क\u094d\u200dष',
    ])
      expect([showInvisible(s), hasInvisible(s)]).toEqual([s, false]);
    // Between Latin letters a joiner only hides something.
    expect(showInvisible('An\u200dna')).toBe('An\\u200dna');
  });
  it('isolates a name so a right-to-left one cannot carry the number after it', () => {
    expect(`${isolated('Al\u202e')} −5`).toBe('\u2068Al\\u202e\u2069 −5');
  });
});

describe('showInvisibleIn', () => {
  it('shows every string and key of plain data; data without any comes back as the same object', () => {
    const plain = { names: ['Anna', 'Ben'], rows: [{ summary: 'Re (Anna, Ben) won', points: [2, null] }] };
    expect(showInvisibleIn(plain)).toBe(plain);
    const hostile = { names: ['Al\u202e'], partners: { '\u200bBen': 1, __proto__x: 2 }, rows: plain.rows };
    const shown = showInvisibleIn(hostile);
    expect(shown).toEqual({ names: ['Al\\u202e'], partners: { '\\u200bBen': 1, __proto__x: 2 }, rows: plain.rows });
    expect(shown.rows).toBe(plain.rows);
  });
});

describe('lookalikeKey', () => {
  it('one key for names that differ only by invisible characters, end spaces, case or look-alike letters', () => {
    const same = ['Anna', 'anna ', ' ANNA', 'An\u200bna', '\ufeffAnna', 'Аnna' /* Cyrillic А */, 'Ａｎｎａ'];
    expect(new Set(same.map(lookalikeKey))).toEqual(new Set(['anna']));
    expect(lookalikeKey('Anne')).not.toBe('anna');
  });
});
