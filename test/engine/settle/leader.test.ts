// leader: who is on top of the sheet (the settlement's winner line).

import { describe, expect, it } from 'vitest';
import { leader } from '../../../src/engine/settle';

describe('leader: nobody is on top of a sheet where everyone is level', () => {
  it('four players at 0 (no rounds yet): no leader; two sharing the top: both', () => {
    expect(leader(['A', 'B', 'C', 'D'], {})).toBeUndefined();
    expect(leader(['A', 'B', 'C', 'D'], { A: 3, B: -3, C: 3, D: -3 })).toBe('A & C');
    expect(leader(['A'], { A: 0 })).toBe('A');
  });
});
