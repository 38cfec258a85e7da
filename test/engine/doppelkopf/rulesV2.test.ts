// rules/doppelkopf.md Part A, "Decided in version 2", on rounds written with summary lines: one bock round per
// game, duty solos in bock, special points that follow the trumps, last-trick points for one party.

import { describe, expect, it } from 'vitest';
import { codes, row, run } from './helpers';

const H = (set = '') => `game doppelkopf\nplayers A B C D\n${set}\n`;
const plain = 'round\n re A C\n cards re 151\n'; // won 1 + unter 90 1 = V 2
// Kontra wins 120:120: won 1 + gegen die Alten 1 = V −2 (a tie-120 trigger)
const tie = 'round\n re A B\n cards re 120\n';
const values = (o: ReturnType<typeof run>) => o.rounds.map((r) => r.scores.A);

describe('one bock round per game, however many triggers it meets', () => {
  // A queens solo lost at 120:120 (Re needs 121): Kontra won 1, no gegen die Alten in a solo → V −1, soloist −3.
  // It meets tie-120 and lost-solo: one bock round of 4 games → plain games 2 × 2 = 4 (not × 4 = 8), then 2 again.
  const lostTie = 'round\n solo A queens\n cards re 120\n';
  it('multiply: rounds 2–5 ×2 (A +4), round 6 ×1 (A +2); the round says it starts one bock round', () => {
    const o = run(H('set bock on') + lostTie + plain.repeat(5));
    expect(values(o)).toEqual([-3, 4, 4, 4, 4, 2]);
    expect(o.rounds[0].doppelkopf?.triggersBock).toBe(1);
  });
  it('append: four games queued, not eight: rounds 2–5 ×2, round 6 ×1', () => {
    expect(values(run(H('set bock on\nset bock-overlap append') + lostTie + plain.repeat(5)))).toEqual([
      -3, 4, 4, 4, 4, 2,
    ]);
  });
  it('a bock mark of ×2 on the next game agrees (no bock-mismatch)', () => {
    const o = run(H('set bock on') + lostTie + 'round\n re A C\n bock\n cards re 151\n');
    expect(o.problems).toEqual([]);
    expect(values(o)).toEqual([-3, 4]);
  });
});

describe('a duty solo inside bock rounds is multiplied but takes no bock game', () => {
  // r1 tie: A −2, starts 4 bock games. r2 B's duty queens solo 151:89: won 1 + unter 90 1 = 2, × bock 2 = 4 → B +12,
  // A −4; it uses no bock game, so r3–r6 are still ×2 (A +4) and r7 is ×1 (A +2).
  const duty = 'round\n solo B queens duty\n cards re 151\n';
  it('multiply', () => {
    const o = run(H('set bock on') + tie + duty + plain.repeat(5));
    expect(values(o)).toEqual([-2, -4, 4, 4, 4, 4, 2]);
    expect(o.rounds[1].scores.B).toBe(12);
  });
  it('append', () => {
    expect(values(run(H('set bock on\nset bock-overlap append') + tie + duty + plain.repeat(5)))).toEqual([
      -2, -4, 4, 4, 4, 4, 2,
    ]);
  });
  it('a solo that is no duty solo uses up a bock game: r3–r5 ×2, r6 ×1', () => {
    const lust = 'round\n solo B queens\n cards re 151\n';
    expect(values(run(H('set bock on') + tie + lust + plain.repeat(5)))).toEqual([-2, -4, 4, 4, 4, 2, 2]);
  });
});

describe('special points in solos follow the trumps (specials-in-solo on)', () => {
  const on = (body: string, set = '') => run(H(`set specials-in-solo on\n${set}`) + body);
  // A solo lost 100:140: Kontra won 1 (100 is not under 90) → V −1, soloist −3, each opponent +1.
  const lost = (kind: string, extra: string) => `round\n solo A ${kind}\n cards re 100\n extras kontra ${extra}\n`;

  it('a fox exists only where ♦A is trump: diamonds solo, V −1 − fox 1 = −2 → A −6, others +2', () => {
    const o = on(lost('diamonds', 'fox'));
    expect(row(o)).toEqual([-6, 2, 2, 2]);
    expect(o.problems).toEqual([]);
  });
  for (const kind of ['queens', 'jacks', 'clubs', 'spades', 'hearts', 'fleshless']) {
    it(`no fox in a ${kind} solo: an error saying why, the fox does not count (A −3, others +1)`, () => {
      const o = on(lost(kind, 'fox'));
      expect(row(o)).toEqual([-3, 1, 1, 1]);
      expect(codes(o)).toEqual(['extra-not-in-game']);
      expect(o.problems[0].severity).toBe('error');
      expect(o.problems[0].message).toBe(
        `There is no fox in a ${kind} solo: a fox is a ♦A that is trump, and ♦A is trump only in a normal game ` +
          'and the diamonds solo. "fox" does not count.',
      );
    });
  }
  it('fox-last-trick in a queens solo: the same error', () => {
    expect(codes(on(lost('queens', 'fox-last-trick')))).toEqual(['extra-not-in-game']);
  });
  it('a fox in a silent marriage and a marriage alone (diamonds solos) counts: −2 → A −6', () => {
    expect(row(on('round\n silent-marriage A\n cards re 100\n extras kontra fox\n'))).toEqual([-6, 2, 2, 2]);
    expect(row(on('round\n marriage A alone\n cards re 100\n extras kontra fox\n'))).toEqual([-6, 2, 2, 2]);
  });
  for (const kind of ['jacks', 'clubs', 'spades', 'hearts', 'diamonds']) {
    it(`Karlchen exists where ♣J is trump: ${kind} solo, V −1 − Karlchen 1 = −2 → A −6`, () => {
      const o = on(lost(kind, 'karlchen'));
      expect(row(o)).toEqual([-6, 2, 2, 2]);
      expect(o.problems).toEqual([]);
    });
  }
  for (const kind of ['queens', 'fleshless']) {
    it(`no Karlchen in a ${kind} solo (♣J is not trump): an error, A −3`, () => {
      const o = on(lost(kind, 'karlchen'));
      expect(row(o)).toEqual([-3, 1, 1, 1]);
      expect(codes(o)).toEqual(['extra-not-in-game']);
      expect(o.problems[0].message).toBe(
        `There is no Karlchen in a ${kind} solo: Karlchen is the ♣J as a trump, and ♣J is no trump in ` +
          'queens and fleshless solos. "karlchen" does not count.',
      );
    });
    it(`no karlchen-caught in a ${kind} solo either (set karlchen-caught on): an error, A −3`, () => {
      const o = on(lost(kind, 'karlchen-caught'), 'set karlchen-caught on');
      expect(row(o)).toEqual([-3, 1, 1, 1]);
      expect(codes(o)).toEqual(['extra-not-in-game']);
    });
  }
  it('a Doppelkopf exists in every game: queens solo, V −1 − 1 = −2 → A −6', () => {
    expect(row(on(lost('queens', 'doppelkopf')))).toEqual([-6, 2, 2, 2]);
  });
  it('specials-in-solo off: a fox in a queens solo is only the specials-in-solo warning, never the error', () => {
    const o = run(H() + lost('queens', 'fox'));
    expect(codes(o)).toEqual(['specials-in-solo']);
    expect(row(o)).toEqual([-3, 1, 1, 1]);
  });
  it('a switched-off fox in a queens solo is only the extra-off warning', () => {
    expect(codes(on(lost('queens', 'fox'), 'set fox off'))).toEqual(['extra-off']);
  });
});

describe('each caught card counts', () => {
  // 151:89: won 1 + unter 90 1 = 2; Kontra beat both Re ♣J in the last trick: − 2 → V 0.
  it(
    'two karlchen-caught for one party count twice (extras ' + 'lines; the trick-by-trick case is in tricksEndToEnd)',
    () => {
      const o = run(
        H('set karlchen-caught on') + 'round\n re A C\n cards re 151\n extras kontra karlchen-caught karlchen-caught\n',
      );
      expect(row(o)).toEqual([0, 0, 0, 0]);
      expect(o.problems).toEqual([]);
    },
  );
});

describe('last-trick special points belong to the party that won the last trick', () => {
  // 151:89: won 1 + unter 90 1 + Karlchen (Re) 1 = 3; Kontra's fox in the same last trick cannot be and is not counted.
  it('Karlchen for Re and a fox in the last trick for Kontra: an error on the second party’s item; A +3', () => {
    const text = H() + 'round\n re A C\n cards re 151\n extras re karlchen\n extras kontra fox-last-trick\n';
    const o = run(text);
    expect(row(o)).toEqual([3, -3, 3, -3]);
    expect(codes(o)).toEqual(['last-trick-party']);
    expect(o.problems[0].severity).toBe('error');
    expect(o.problems[0].range.start).toEqual({ line: 7, character: 15 });
    expect(o.problems[0].message).toBe(
      '"fox-last-trick" for Kontra, but Re has a point of the last trick (karlchen): one party wins the last trick. ' +
        'This one is not counted.',
    );
  });
  it('fox-last-trick for both parties: an error, and the second is not counted', () => {
    // won 1 + unter 90 1 − fox in the last trick (Kontra) 1 = 1; Re's own fox-last-trick is the impossible second one.
    const o = run(H() + 'round\n re A C\n cards re 151\n extras kontra fox-last-trick\n extras re fox-last-trick\n');
    expect(row(o)).toEqual([1, -1, 1, -1]);
    expect(codes(o)).toEqual(['last-trick-party']);
  });
  it('Karlchen for Re and karlchen-caught for Kontra: an error (set karlchen-caught on)', () => {
    const o = run(
      H('set karlchen-caught on') + 'round\n re A C\n cards re 151\n extras re karlchen\n extras B karlchen-caught\n',
    );
    expect(codes(o)).toEqual(['last-trick-party']);
  });
  it('Karlchen, a fox in the last trick and karlchen-caught for one party are fine: 2 + 1 + 1 + 1 = 5', () => {
    const o = run(
      H('set karlchen-caught on') +
        'round\n re A C\n cards re 151\n extras re karlchen fox-last-trick karlchen-caught\n',
    );
    expect(o.problems).toEqual([]);
    expect(row(o)).toEqual([5, -5, 5, -5]);
  });
});
