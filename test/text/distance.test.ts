// Edit distance (a swap of neighbours counts once) and the closest-match suggestion built on it.

import { describe, expect, it } from 'vitest';
import { closestMatch, editDistance } from '../../src/text/distance';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', 'abc')).toBe(0);
  });
  it('a swap of two neighbours is one step: "Bne" → "Ben"', () => {
    expect(editDistance('bne', 'ben')).toBe(1);
    expect(editDistance('soll', 'slol')).toBe(1);
  });
  it('with a limit, anything farther comes back as limit + 1', () => {
    expect(editDistance('doppelkopf', 'game', 2)).toBe(3);
    expect(editDistance('marriage', 'marraige', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
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
