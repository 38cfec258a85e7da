// An analysis kept across edits against a fresh one, as plain data: what the incremental analysis tests compare
// thousands of times.
import { expect } from 'vitest';

const plain = (_key: string, value: unknown): unknown =>
  value instanceof Set ? [...(value as Set<string>)].sort() : value;

/**
 * Expects `kept` to be what `fresh` gives as plain data: their JSON (a Set as its sorted list), compared as objects,
 * so the order of keys does not count. `kept` is read (its lazy parts worked out) before `fresh` runs. The same JSON
 * text settles it at once (turning the texts back into objects and comparing those was most of the property tests'
 * time); otherwise expect compares the objects, decides, and shows the difference.
 */
export function expectSameData(kept: unknown, fresh: () => unknown): void {
  const a = JSON.stringify(kept, plain);
  const b = JSON.stringify(fresh(), plain);
  if (a === b) return;
  expect(a === undefined ? a : JSON.parse(a)).toEqual(b === undefined ? b : JSON.parse(b));
}
