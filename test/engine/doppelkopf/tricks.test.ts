// A round with all twelve tricks written: scored from what the tricks prove (trick library), stated facts checked
// against it.

import { describe, expect, it } from 'vitest';
import { codes, row, run } from './helpers';

// The deal of test/engine/tricks/doppelkopfDeal.test.ts: Re Anna+Clara (♣Q), 198:42, 8:4 tricks; Re caught Dora's fox
// (trick 7), Re's trick 1 is a Doppelkopf (42), Dora's ♣J wins the last trick (Karlchen for Kontra, Anna's ♣J caught).
const DEAL = `
  trick Anna ♣A, Ben ♣10, Clara ♣A, Dora ♣10 => Anna 42
  trick Anna ♣K, Ben ♣9, Clara ♣K, Dora ♣9 => Anna 8
  trick Anna ♠A, Ben ♠K, Clara ♠9, Dora ♠10 => Anna 25
  trick Anna ♠A, Ben ♠10, Clara ♠K, Dora ♠9 => Anna 25
  trick Anna ♥A, Ben ♥K, Clara ♥9, Dora ♥A => Anna 26
  trick Anna ♥K, Ben ♥9, Clara ♦9, Dora ♦K => Dora 8
  trick Dora ♦A, Anna ♥10, Ben ♦10, Clara ♦J => Anna 33
  trick Anna ♣Q, Ben ♦10, Clara ♦A, Dora ♠Q => Anna 27
  trick Anna ♥Q, Ben ♥10, Clara ♠J, Dora ♦Q => Ben 18
  trick Ben ♠Q, Clara ♣Q, Dora ♥Q, Anna ♦Q => Clara 12
  trick Clara ♦9, Dora ♠J, Anna ♥J, Ben ♦J => Dora 6
  trick Dora ♣J, Anna ♣J, Ben ♥J, Clara ♦K => Dora 10
`;
const H = (set = '') => `game doppelkopf\nplayers Anna Ben Clara Dora\n${set}\nround\n`;
const N = ['Anna', 'Ben', 'Clara', 'Dora'];

describe('§9.1–9.3 a complete deal decides the round', () => {
  it('from the tricks alone: Re wins 198:42: won 1 + u90 + u60 + fox 1 + Doppelkopf 1 − Karlchen 1 = 4', () => {
    const o = run(H() + DEAL);
    expect(o.problems).toEqual([]);
    expect(row(o, 1, N)).toEqual([4, -4, 4, -4]);
    expect(o.rounds[0].doppelkopf).toMatchObject({ re: ['Anna', 'Clara'], cards: { re: 198, kontra: 42 } });
  });
  it('karlchen-caught on: Anna’s ♣J caught by Dora is one more for Kontra → 3', () => {
    expect(row(run(H('set karlchen-caught on') + DEAL), 1, N)).toEqual([3, -3, 3, -3]);
  });
  it('stated facts that agree are fine', () => {
    expect(
      run(
        H() +
          ' re Anna Clara\n cards re 198\n extras re fox doppelkopf\n extras kontra karlchen\n score Anna +4 Ben ' +
          '-4 Clara +4 Dora -4\n' +
          DEAL,
      ).problems,
    ).toEqual([]);
  });
  it('stated card points that disagree → derived-mismatch on the number; the tricks count', () => {
    const o = run(H() + ' cards re 190\n' + DEAL);
    expect(codes(o)).toEqual(['derived-mismatch']);
    expect(o.problems[0].message).toBe('stated cards Re 190, the tricks give 198');
    expect(row(o, 1, N)).toEqual([4, -4, 4, -4]);
  });
  it('stated parties that disagree → derived-mismatch', () => {
    expect(codes(run(H() + ' re Anna Ben\n' + DEAL))).toEqual(['derived-mismatch']);
  });
  it('a stated fox for the wrong party → derived-mismatch', () => {
    expect(codes(run(H() + ' extras kontra fox karlchen\n' + DEAL))).toEqual(['derived-mismatch']);
  });
  it('a single tutorial trick alone is no game: the round stays recorded/empty, not "missing parties"', () => {
    const o = run(
      H() + ' trick Anna ♣Q, Ben ♥10, Clara ♦A, Dora ♦9 => Ben 24\n score Anna +2 Ben -2 Clara +2 Dora -2\n',
    );
    expect(o.problems).toEqual([]);
    expect(o.rounds[0].outcome).toBe('recorded');
  });
});
