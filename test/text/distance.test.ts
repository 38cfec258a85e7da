// Edit distance (a swap of neighbours counts once) and the closest-match suggestion built on it.

import { describe, expect, it } from 'vitest';
import { closestMatch, editDistance } from '../../src/text/distance';

describe('editDistance', () => {
  it.each([
    ['kitten', 'sitting', Infinity, 3], // k→s, e→i, +g
    ['', 'abc', Infinity, 3],
    ['abc', 'abc', Infinity, 0],
    ['bne', 'ben', Infinity, 1], // a swap of two neighbours is one step
    ['soll', 'slol', Infinity, 1],
    ['doppelkopf', 'game', 2, 3], // farther than the limit: limit + 1
    ['marriage', 'marraige', 2, 1],
    ['abcdef', 'uvwxyz', 2, 3],
  ])('%s → %s (limit %s): %i', (a, b, limit, expected) => {
    expect(editDistance(a, b, limit)).toBe(expected);
  });
});

describe('closestMatch', () => {
  const names = ['Anna', 'Ben', 'Clara', 'Dora'];
  it('finds the closest within the allowed distance, ignoring case', () => {
    expect(closestMatch('bne', names, () => 1)).toEqual({ candidate: 'Ben', distance: 1 });
    expect(closestMatch('ANN', names, () => 1)).toEqual({ candidate: 'Anna', distance: 1 });
  });
  it('nothing when every candidate is too far', () => {
    expect(closestMatch('Fritz', names, () => 1)).toBeUndefined();
  });
  it('the first listed wins a tie; the limit may depend on the candidate', () => {
    expect(closestMatch('Ann', ['Anna', 'Anne'], () => 1)).toEqual({ candidate: 'Anna', distance: 1 });
    expect(closestMatch('Ann', ['Anna', 'Anne'], (c) => (c === 'Anna' ? 0 : 1))).toEqual({
      candidate: 'Anne',
      distance: 1,
    });
  });
});
