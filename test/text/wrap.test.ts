// The help's word wrap: greedy at spaces, within the width, a first-line lead and a hanging indent.

import { describe, expect, it } from 'vitest';
import { wrap } from '../../src/text/wrap';

describe('wrap', () => {
  it('breaks greedily at spaces within the width', () => {
    // "aaa bbb" is 7 characters: it fits 7, and "ccc" goes to the next line.
    expect(wrap('aaa bbb ccc', 7)).toBe('aaa bbb\nccc');
    expect(wrap('aaa bbb ccc', 6)).toBe('aaa\nbbb\nccc');
    expect(wrap('aaa bbb ccc', 11)).toBe('aaa bbb ccc');
  });

  it('keeps a word longer than the width whole, on a line of its own', () => {
    expect(wrap('a abcdefgh b', 5)).toBe('a\nabcdefgh\nb');
  });

  it('counts the lead of the first line and the indent of the others', () => {
    // "  -x  one" is 9 characters; " two" would make 13 > 10. "    two three" is 13 > 10, so three goes on.
    expect(wrap('one two three', 10, '  -x  ', '    ')).toBe('  -x  one\n    two\n    three');
  });

  it('keeps the line breaks of the text and folds runs of spaces', () => {
    expect(wrap('aa bb\ncc  dd', 80)).toBe('aa bb\ncc dd');
  });

  it('defaults to lines of at most 79 characters', () => {
    const text = Array.from({ length: 40 }, () => 'word').join(' ');
    const lines = wrap(text).split('\n');
    // 16 words of 4 with 15 spaces: 79 characters; a 17th would make 84.
    expect(lines[0]).toHaveLength(79);
    expect(lines.map((l) => l.split(' ').length)).toEqual([16, 16, 8]);
  });
});
