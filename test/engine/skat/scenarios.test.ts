// rules/skat.md §10: the worked scenarios, each with the reference's values worked by hand (Part B §2–§7). The
// expected numbers are the reference's, never the engine's: each comment shows the arithmetic.
import { describe, expect, it } from 'vitest';
import { wertung } from '../../../src/games/skat/steps';
import { row, sheet } from './helpers';

const entry = (facts: string[], header: string[] = []) => {
  const r = row(facts, header);
  expect(r.a.problems.filter((p) => p.severity === 'error')).toEqual([]);
  return r.scores.A;
};

describe('game values (S01–S13)', () => {
  it('S01 the smallest game: Karo mit/ohne 1, Spiel 2 → 2 × 9 = 18', () => {
    expect(entry(['declarer A diamonds with 1', 'cards 61'])).toBe(18);
    expect(entry(['declarer A diamonds without 1', 'cards 61'])).toBe(18);
  });
  it('S02 a plain win: Kreuz mit 1, bid 18, 61 Augen → 2 × 12 = +24; Seeger-Fabian +74', () => {
    expect(entry(['declarer A clubs with 1', 'bid 18', 'cards 61'])).toBe(24);
    const { a } = sheet([['declarer A clubs with 1', 'bid 18', 'cards 61']], ['rules tournament', 'set series off']);
    expect(a.settlement.skat?.seeger?.A.wertung).toBe(74);
  });
  it('S03 the trump suit in the run: Kreuz Hand mit 5, 70 Augen → 7 × 12 = +84', () => {
    expect(entry(['declarer A clubs with 5 hand', 'cards 70'])).toBe(84);
  });
  it('S04 a jack in the unseen skat: Herz Hand mit 2, 93 Augen → mit 2, Spiel 3, Hand 4, Schneider 5 → +50', () => {
    expect(entry(['declarer A hearts with 2 hand', 'cards 93'])).toBe(50);
  });
  it('S05 ohne: Pik Hand ohne 3, 75 Augen → 5 × 11 = +55', () => {
    expect(entry(['declarer A spades without 3 hand', 'cards 75'])).toBe(55);
  });
  it('S06 Grand Hand mit 4, Schneider angesagt, 95 Augen → 8 × 24 = +192; all ten tricks → 9 × 24 = 216', () => {
    expect(entry(['declarer A grand with 4 hand', 'announce schneider', 'cards 95', 'tricks 8'])).toBe(192);
    expect(entry(['declarer A grand with 4 hand', 'announce schneider', 'cards 120', 'tricks 10'])).toBe(216);
  });
  it('S07 the announcement missed (85 Augen): lost at the announced level, 192 → −384', () => {
    expect(entry(['declarer A grand with 4 hand', 'announce schneider', 'cards 85'])).toBe(-384);
  });
  it('S08 no Eigenschneider (20 Augen): still 8 levels → −384', () => {
    expect(entry(['declarer A grand with 4 hand', 'schneider angesagt', 'cards 20'])).toBe(-384);
  });
  it('S09 Grand ouvert mit 4: 11 × 24 = +264; one trick lost → −528', () => {
    expect(entry(['declarer A grand with 4 hand ouvert', 'tricks 10', 'cards 120'])).toBe(264);
    expect(entry(['declarer A grand with 4 hand ouvert', 'tricks 9'])).toBe(-528);
  });
  it('S10 Kreuz ouvert mit 2: 9 × 12 = +108', () => {
    expect(entry(['declarer A clubs with 2 hand ouvert', 'tricks 10', 'cards 120'])).toBe(108);
  });
  it('S11 Schwarz announced, a blank trick lost: 120 Augen in 9 tricks → 9 × 12 = 108 → −216', () => {
    expect(entry(['declarer A clubs with 3 hand', 'announce schwarz', 'cards 120', 'tricks 9'])).toBe(-216);
  });
  it('S12 the Null family: +23/−46, Hand +35/−70, ouvert +46/−92', () => {
    expect(entry(['declarer A null', 'tricks 0'])).toBe(23);
    expect(entry(['declarer A null', 'tricks 1'])).toBe(-46);
    expect(entry(['declarer A null hand', 'won'])).toBe(35);
    expect(entry(['declarer A null hand', 'lost'])).toBe(-70);
    expect(entry(['declarer A null ouvert', 'tricks 0'])).toBe(46);
    expect(entry(['declarer A null ouvert', 'tricks 2'])).toBe(-92);
  });
  it('S13 Null ouvert Hand: won +59, a trick taken −118 (never SCORES’s 56)', () => {
    expect(entry(['declarer A null ouvert hand', 'tricks 0'])).toBe(59);
    expect(entry(['alleinspieler A null offen hand', 'verloren'])).toBe(-118);
  });
});

describe('lost games and overbids (S14–S21)', () => {
  it(
    'S14 a lost Hand game: Herz Hand mit 2 = 40 → ISkO −80; hand-single −40; lost-factor 1 −40; with the ' +
      'skat, hand-single −60',
    () => {
      const hand = ['declarer A hearts with 2 hand', 'bid 40', 'cards 55'];
      expect(entry(hand)).toBe(-80);
      expect(entry(hand, ['set lost-factor hand-single'])).toBe(-40);
      expect(entry(hand, ['set lost-factor 1'])).toBe(-40);
      expect(entry(['declarer A hearts with 2', 'cards 55'], ['set lost-factor hand-single'])).toBe(-60);
    },
  );
  it(
    'S15 the declarer Schneider (25 Augen, 2 tricks): 3 × 12 = 36 → −72; Schwarz (4 Augen, no trick): 4 × ' +
      '12 → −96',
    () => {
      expect(entry(['declarer A clubs with 1', 'cards 25', 'tricks 2'])).toBe(-72);
      expect(entry(['declarer A clubs with 1', 'cards 4', 'tricks 0'])).toBe(-96);
    },
  );
  it('S16 overbid after the pickup: Herz mit 1 = 20 < bid 30 → 30 → −60 with 70 Augen', () => {
    const r = row(['declarer A hearts with 1', 'bid 30', 'cards 70']);
    expect(r.scores.A).toBe(-60);
    expect(r.a.problems.map((p) => [p.code, p.severity])).toEqual([['skat-overbid', 'info']]);
  });
  it('S17 an overbid Hand game: Pik Hand mit 1 = 33 < 72 → ⌈72 / 11⌉ × 11 = 77 → −154', () => {
    expect(row(['declarer A spades with 1 hand', 'bid 72', 'cards 80']).scores.A).toBe(-154);
  });
  it(
    'S18 a Schneider bid on but not reached: 85 Augen → 40 → −80; 92 Augen → +40; schneider-line 91 with ' + '90 → −80',
    () => {
      expect(row(['declarer A hearts with 2', 'bid 40', 'cards 85']).scores.A).toBe(-80);
      expect(entry(['declarer A hearts with 2', 'bid 40', 'cards 92'])).toBe(40);
      expect(row(['declarer A hearts with 2', 'bid 40', 'cards 90'], ['set schneider-line 91']).scores.A).toBe(-80);
    },
  );
  it('S19 the declarer’s own Schneider covers the bid: 28 Augen, V 30; bid 30 → −60; bid 33 → 40 → −80', () => {
    expect(entry(['declarer A hearts with 1', 'bid 30', 'cards 28'])).toBe(-60);
    expect(row(['declarer A hearts with 1', 'bid 33', 'cards 28']).scores.A).toBe(-80);
  });
  it('S20 a conceded overbid: Karo mit 1 = 18 < 22 → ⌈22 / 9⌉ × 9 = 27 → −54', () => {
    expect(row(['declarer A diamonds with 1', 'bid 22', 'lost']).scores.A).toBe(-54);
    expect(row(['declarer A diamonds with 1', 'bid 22']).scores.A).toBe(-54);
  });
  it('S21 no Karo reaches the bid: recorded as Karo anyway, 45 = 9 × 5 → −90', () => {
    expect(row(['declarer A diamonds with 1', 'bid 45', 'lost']).scores.A).toBe(-90);
  });
});

describe('Kontra and Re (S22, S23, pub)', () => {
  const pub = ['rules pub'];
  it('S22 Grand mit 1 (48): won after Kontra +96, after Re +192; lost after Kontra −192, after Re −384', () => {
    expect(entry(['declarer A grand with 1', 'cards 70', 'kontra'], pub)).toBe(96);
    expect(entry(['declarer A grand with 1', 'cards 70', 'kontra B', 're'], pub)).toBe(192);
    expect(entry(['declarer A grand with 1', 'cards 50', 'kontra'], pub)).toBe(-192);
    expect(entry(['declarer A grand with 1', 'cards 50', 'kontra', 're'], pub)).toBe(-384);
  });
  it('S23 Null won after Kontra: 23 × 2 = +46; Null ouvert Hand lost after Kontra and Re: 59 × 4 × 2 = −472', () => {
    expect(entry(['declarer A null', 'tricks 0', 'kontra'], pub)).toBe(46);
    expect(entry(['declarer A null ouvert hand', 'lost', 'kontra', 're'], pub)).toBe(-472);
  });
});

describe('lists, Wertung and money (S32–S36, S38, S41)', () => {
  it('S32 the Wikipedia list: A +144, A −54, C +46 → A 90, B 0, C 46 (not A 36)', () => {
    const { a } = sheet([
      ['declarer A grand with 4', 'cards 95'], // (4 + 1 + 1) × 24 = 144
      ['declarer A diamonds without 2', 'cards 50'], // (2 + 1) × 9 = 27 → −54
      ['declarer C null ouvert', 'tricks 0'], // 46
    ]);
    expect(a.problems).toEqual([]);
    expect(a.totals).toEqual({ A: 90, B: 0, C: 46 });
  });
  it(
    'S33 Seeger-Fabian rows: Karo 18 won → +68; lost −36 → −86, the others +40 each at three, +30 at four ' +
      '(the dealer too)',
    () => {
      const t = ['rules tournament', 'set series off'];
      expect(sheet([['declarer A diamonds with 1', 'cards 61']], t).a.settlement.skat?.seeger?.A.wertung).toBe(68);
      const lost3 = sheet([['declarer A diamonds with 1', 'cards 50']], t).a.settlement.skat?.seeger;
      expect([lost3?.A.wertung, lost3?.B.wertung, lost3?.C.wertung]).toEqual([-86, 40, 40]);
      // Four at the table: A deals and sits out, B declares and loses.
      const lost4 = sheet([['declarer B diamonds with 1', 'cards 50']], t, 'A B C D').a.settlement.skat?.seeger;
      expect([lost4?.A.wertung, lost4?.B.wertung, lost4?.C.wertung, lost4?.D.wertung]).toEqual([30, -86, 30, 30]);
    },
  );
  // §10.2: A deals game 1; the list points and the Wertung after every row.
  const S34 = [
    ['declarer A clubs with 1', 'cards 61', 'seeger A 74 B 0 C 0'],
    ['declarer B grand with 2', 'cards 70', 'seeger A 74 B 122 C 0'],
    ['declarer C hearts without 1', 'cards 50', 'seeger A 114 B 162 C -90'],
    ['declarer A null', 'won', 'seeger A 187 B 162 C -90'],
    ['passed', 'seeger A 187 B 162 C -90'],
    ['declarer C spades with 2 hand', 'cards 80', 'seeger A 187 B 162 C 4'],
    ['declarer B diamonds without 2', 'cards 55', 'seeger A 227 B 58 C 44'],
    ['declarer A grand with 1 hand', 'cards 92', 'schneider', 'seeger A 373 B 58 C 44'],
    [
      'declarer C null ouvert',
      'lost',
      'total A 143 B 18 C -88',
      'won-lost A 3 0 B 1 1 C 1 2',
      'seeger A 413 B 98 C -98',
    ],
  ];
  it('S34 Seeger-Fabian at three: list A 143, B 18, C −88 → Wertung A 413, B 98, C −98', () => {
    const { a } = sheet(S34, ['rules tournament', 'set series off']);
    expect(a.problems).toEqual([]);
    expect(a.totals).toEqual({ A: 143, B: 18, C: -88 });
    const sf = a.settlement.skat!.seeger!;
    expect([sf.A.wertung, sf.B.wertung, sf.C.wertung]).toEqual([413, 98, -98]);
    // The identity: Σ points 73 + 50 × (5 − 3) + 40 × 2 × 3 = 413 = 413 + 98 − 98.
    expect(sf.A.wertung + sf.B.wertung + sf.C.wertung).toBe(73 + 100 + 240);
    expect(a.settlement.skat?.wonLost).toEqual({
      A: { won: 3, lost: 0 },
      B: { won: 1, lost: 1 },
      C: { won: 1, lost: 2 },
    });
  });
  // §10.3: A deals game 1 and sits out; the deal passes after every row, eingepasst included.
  const S35 = [
    ['declarer B clubs with 2', 'won'], // 36
    ['declarer D grand with 1', 'lost'], // 48 → −96
    ['declarer A hearts with 1 hand', 'won'], // 30
    ['declarer C null hand', 'won'], // 35
    ['declarer B spades without 2', 'won'], // 33
    ['declarer C diamonds with 1', 'lost'], // 18 → −36
    ['passed'],
    ['declarer A grand without 2', 'cards 95', 'won', 'seeger A 286 B 229 C 29 D -116'], // 96
  ];
  it('S35 Seeger-Fabian at four, the dealer sitting out: A 286, B 229, C 29, D −116', () => {
    const { a } = sheet(S35, ['rules tournament', 'set series off'], 'A B C D');
    expect(a.problems).toEqual([]);
    expect(a.totals).toEqual({ A: 126, B: 69, C: -1, D: -96 });
    expect(a.rounds.map((r) => r.dealer)).toEqual(['A', 'B', 'C', 'D', 'A', 'B', 'C', 'D']);
    const sf = a.settlement.skat!.seeger!;
    expect([sf.A.wertung, sf.B.wertung, sf.C.wertung, sf.D.wertung]).toEqual([286, 229, 29, -116]);
  });
  it('S36 PPUETZ’s finished list: 455 (G 20, V 4) → 1255; 608 (G 12, V 0) → 1368; 486 (G 9, V 0) → 1096', () => {
    // 455 + 50 × 16 + 40 × 0; 608 + 600 + 40 × 4; 486 + 450 + 40 × 4.
    expect(wertung([455, 608, 486], [20, 12, 9], [4, 0, 0], 40)).toEqual([1255, 1368, 1096]);
  });
  it(
    'S38 money at a four-table: 126, 69, −1, −96 at 0.01 → +4.06, +1.78, −1.02, −4.82; D → A 4.06, C → B ' +
      '1.02, D → B 0.76',
    () => {
      const { a } = sheet(S35, ['stake 0.01 EUR'], 'A B C D');
      // Σ = 98: A 4 × 126 − 98 = 406, B 276 − 98 = 178, C −4 − 98 = −102, D −384 − 98 = −482 cents.
      expect(a.settlement.money).toEqual({ A: 406, B: 178, C: -102, D: -482 });
      expect(a.settlement.transfers).toEqual([
        { from: 'D', to: 'A', cents: 406 },
        { from: 'C', to: 'B', cents: 102 },
        { from: 'D', to: 'B', cents: 76 },
      ]);
    },
  );
  it('S41 eingepasst: game 5 of a list A dealt scores 0, counts as a game, and B deals game 6', () => {
    // C deals game 1, so A deals game 5 (C, A, B, C, A).
    const games = [
      ['declarer A clubs with 1', 'cards 61'],
      ['declarer B clubs with 1', 'cards 61'],
      ['declarer C clubs with 1', 'cards 61'],
      ['declarer A clubs with 1', 'cards 61'],
      ['passed'],
      ['declarer C clubs with 1', 'cards 61'],
    ];
    const { a } = sheet(games, ['dealer C']);
    expect(a.problems).toEqual([]);
    expect(a.rounds[4].dealer).toBe('A');
    expect(a.rounds[4].scores).toEqual({});
    expect(a.rounds[5].dealer).toBe('B');
    expect(a.settlement.skat?.rows).toBe(6);
  });
});

describe('house counting of Spitzen and Schwarz (S42, S43)', () => {
  it(
    'S42 jacks only: Kreuz Hand mit 4, 70 Augen → 6 × 12 = +72 (ISkO mit 5: +84); `with 5` is then out of ' + 'range',
    () => {
      expect(entry(['declarer A clubs with 4 hand', 'cards 70'], ['set spitzen-count jacks'])).toBe(72);
      expect(row(['declarer A clubs with 5 hand', 'cards 70'], ['set spitzen-count jacks']).codes).toContain(
        'skat-spitzen-range',
      );
    },
  );
  it('S43 a blank trick: Grand mit 1, 120 Augen in 9 tricks → 3 × 24 = +72; schwarz-by augen → 4 × 24 = +96', () => {
    expect(entry(['declarer A grand with 1', 'cards 120', 'tricks 9'])).toBe(72);
    expect(entry(['declarer A grand with 1', 'cards 120', 'tricks 9'], ['set schwarz-by augen'])).toBe(96);
  });
});
