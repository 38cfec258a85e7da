// rules/skat.md §10.5: every validator input gets its code, on the token that is wrong (the range's text is checked).
import { describe, expect, it } from 'vitest';
import { covered, row, sheet, withCode } from './helpers';

/** The problems of one code in a one-round sheet, as [severity, the text each covers]. */
function flagged(facts: string[], code: string, header: string[] = [], players = 'A B C') {
  const { a, text } = row(facts, header, players);
  return withCode(a, code).map((p) => [p.severity, covered(text, p)]);
}

describe('§10.5 validator inputs', () => {
  it('X1 cards 121 → skat-cards-range on the number', () => {
    expect(flagged(['declarer A clubs with 1', 'cards 121'], 'skat-cards-range')).toEqual([['error', '121']]);
  });
  it('X2 a Null with schneider → skat-null-level on the line', () => {
    expect(flagged(['declarer A null', 'schneider'], 'skat-null-level')).toEqual([['error', 'schneider']]);
  });
  it('X3 Kreuz mit 1 written +50 → skat-value-illegal (50 is no Kreuz value)', () => {
    expect(flagged(['declarer A clubs with 1', 'score A +50'], 'skat-value-illegal')).toEqual([['error', '+50']]);
  });
  it('X4 grand with 5 → skat-spitzen-range', () => {
    expect(flagged(['declarer A grand with 5'], 'skat-spitzen-range')).toEqual([['error', '5']]);
  });
  it('X5 announce schneider without hand → skat-needs-hand', () => {
    expect(flagged(['declarer A grand with 2', 'announce schneider'], 'skat-needs-hand')).toEqual([
      ['error', 'announce schneider'],
    ]);
  });
  it('X6 Pik mit 1 with 60 Augen written won → skat-outcome (61 needed)', () => {
    expect(flagged(['declarer A spades with 1', 'cards 60', 'won'], 'skat-outcome')).toEqual([['error', 'won']]);
  });
  it('X7 bid 19 → skat-bid-invalid', () => {
    expect(flagged(['declarer A clubs with 1', 'bid 19', 'cards 61'], 'skat-bid-invalid')).toEqual([['error', '19']]);
  });
  it('X8 Herz mit 1 after bid 30 written won +20 → skat-overbid (error) and score-mismatch (−60)', () => {
    const facts = ['declarer A hearts with 1', 'bid 30', 'cards 70', 'won', 'score A +20'];
    expect(flagged(facts, 'skat-overbid')).toEqual([['error', 'won']]);
    expect(flagged(facts, 'score-mismatch')).toEqual([['error', '+20']]);
    expect(row(facts).scores.A).toBe(-60);
  });
  it('X9 a lost Kreuz mit 1 written −24 → skat-lost-single (−48 expected), its message names set lost-factor 1', () => {
    const { a, text } = row(['declarer A clubs with 1', 'lost', 'score A -24']);
    const [p] = withCode(a, 'skat-lost-single');
    expect(covered(text, p)).toBe('-24');
    expect(p.message).toContain('-48');
    expect(p.message).toContain('set lost-factor 1');
    expect(p.fix?.edits[0].newText).toBe('-48');
  });
  it('X10 a row that also moves B’s column → skat-score-column on B’s entry', () => {
    expect(flagged(['declarer A clubs with 1', 'cards 70', 'score A +24 B -24'], 'skat-score-column')).toEqual([
      ['error', '-24'],
    ]);
  });
  it('X11 four players, A deals and declares → skat-sitting-declarer on the name', () => {
    expect(flagged(['declarer A clubs with 1', 'cards 70'], 'skat-sitting-declarer', [], 'A B C D')).toEqual([
      ['error', 'A'],
    ]);
    // At five the dealer and the third seat to his left sit out (five-out 3): D; with five-out 2, C.
    expect(flagged(['declarer D clubs with 1', 'cards 70'], 'skat-sitting-declarer', [], 'A B C D E')).toEqual([
      ['error', 'D'],
    ]);
    expect(
      flagged(['declarer C clubs with 1', 'cards 70'], 'skat-sitting-declarer', ['set five-out 2'], 'A B C D E'),
    ).toEqual([['error', 'C']]);
  });
  it('X12 kontra under isko → house-off; re without kontra under pub → skat-re-without-kontra', () => {
    expect(flagged(['declarer A clubs with 1', 'cards 70', 'kontra'], 'house-off')).toEqual([['error', 'kontra']]);
    expect(flagged(['declarer A clubs with 1', 'cards 70', 're'], 'skat-re-without-kontra', ['rules pub'])).toEqual([
      ['error', 're'],
    ]);
    expect(flagged(['declarer A clubs with 1', 'cards 70', 'kontra', 'supra'], 'house-off', ['rules pub'])).toEqual([
      ['error', 'supra'],
    ]);
  });
  it('X13 Grand mit 1 with 118 Augen and schwarz → skat-schwarz', () => {
    expect(flagged(['declarer A grand with 1', 'cards 118', 'schwarz'], 'skat-schwarz')).toEqual([
      ['error', 'schwarz'],
    ]);
  });
  it('X16 rules tournament, four players, 47 rows → skat-series-length (warning)', () => {
    const rows = Array.from({ length: 47 }, () => ['passed']);
    const { a } = sheet(rows, ['rules tournament'], 'A B C D');
    expect(withCode(a, 'skat-series-length').map((p) => [p.severity, p.message])).toEqual([
      ['warning', 'The list has 47 games (eingepasst rows included), but a series has 48.'],
    ]);
    expect(withCode(sheet([...rows, ['passed']], ['rules tournament'], 'A B C D').a, 'skat-series-length')).toEqual([]);
  });
  it('X17 S34’s list with seeger C −97 → seeger-mismatch (C is −98)', () => {
    const { a, text } = sheet(
      [
        ['declarer A clubs with 1', 'cards 61'],
        ['declarer B grand with 2', 'cards 70'],
        ['declarer C hearts without 1', 'cards 50'],
        ['declarer A null', 'won'],
        ['passed'],
        ['declarer C spades with 2 hand', 'cards 80'],
        ['declarer B diamonds without 2', 'cards 55'],
        ['declarer A grand with 1 hand', 'cards 92'],
        ['declarer C null ouvert', 'lost', 'seeger A 413 B 98 C -97'],
      ],
      ['rules tournament', 'set series off'],
    );
    const found = withCode(a, 'seeger-mismatch');
    expect(found.map((p) => covered(text, p))).toEqual(['-97']);
    expect(found[0].message).toBe('C’s Wertung is -98 (-88 + 50 × (1 − 2) + 40 × 1), not -97.');
  });
  it('X18 a Null after bid 24 → skat-null-below-bid; scored lost at 46 (the multiple of 23 reaching 24) → −92', () => {
    expect(flagged(['declarer A null', 'bid 24', 'tricks 0'], 'skat-null-below-bid')).toEqual([['error', '24']]);
    expect(row(['declarer A null', 'bid 24', 'tricks 0']).scores.A).toBe(-92);
  });
  it('X19 eingepasst with a score → skat-passed-score', () => {
    expect(flagged(['passed', 'score A +18'], 'skat-passed-score')).toEqual([['error', '+18']]);
  });
  it('X20 Grand ouvert mit 4 with 9 tricks written −264 → skat-lost-single (−528 expected)', () => {
    expect(flagged(['declarer A grand with 4 ouvert', 'tricks 9', 'score A -264'], 'skat-lost-single')).toEqual([
      ['error', '-264'],
    ]);
  });
  it('X21 +25 with no declarer → skat-value-illegal (no game is worth 25)', () => {
    expect(flagged(['score A +25'], 'skat-value-illegal')).toEqual([['error', '+25']]);
    // +24 and −48 are a game won and a game lost: legal, and counted.
    expect(row(['score A +24']).codes).toEqual([]);
    expect(row(['score A -48']).codes).toEqual([]);
  });
  it('X22 clubs with 12 and null with 1 → skat-spitzen-range', () => {
    expect(flagged(['declarer A clubs with 12'], 'skat-spitzen-range')).toEqual([['error', '12']]);
    expect(flagged(['declarer A null with 1'], 'skat-spitzen-range')).toEqual([['error', '1']]);
  });
});

describe('the other checks of "Checks"', () => {
  it('a suit ouvert without hand: an info that hand is implied, and the value is the Hand game’s', () => {
    const r = row(['declarer A clubs with 2 ouvert', 'tricks 10', 'cards 120']);
    expect(withCode(r.a, 'skat-needs-hand').map((p) => [p.severity, covered(r.text, p)])).toEqual([['info', 'ouvert']]);
    expect(r.scores.A).toBe(108);
  });
  it('schneider stated with 70 Augen → skat-schneider; 91 under schneider-line 91 is fine, 90 is not', () => {
    expect(flagged(['declarer A clubs with 1', 'cards 70', 'schneider'], 'skat-schneider')).toEqual([
      ['error', 'schneider'],
    ]);
    expect(
      flagged(['declarer A clubs with 1', 'cards 90', 'schneider'], 'skat-schneider', ['set schneider-line 91']),
    ).toEqual([['error', 'schneider']]);
  });
  it('a lost game stated with 70 Augen and nothing to explain it → skat-outcome', () => {
    expect(flagged(['declarer A clubs with 1', 'cards 70', 'lost'], 'skat-outcome')).toEqual([['error', 'lost']]);
  });
  it('spitze and null revolution need their switches (house-off); with them, +1 level and 92', () => {
    expect(flagged(['declarer A clubs with 1', 'cards 70', 'spitze'], 'house-off')).toEqual([['error', 'spitze']]);
    expect(flagged(['declarer A null revolution', 'tricks 0'], 'house-off')).toEqual([['error', 'revolution']]);
    // mit 1, Spiel 2, Spitze 3 → 36.
    expect(row(['declarer A clubs with 1', 'cards 70', 'spitze'], ['set spitze on']).scores.A).toBe(36);
    expect(row(['declarer A null revolution', 'tricks 0'], ['set revolution on']).scores.A).toBe(92);
  });
  it('a total that disagrees → total-mismatch with the fix; won-lost that disagrees → won-lost-mismatch', () => {
    const { a, text } = sheet([['declarer A clubs with 1', 'cards 61', 'total A 25 B 0 C 0', 'won-lost A 0 1']]);
    expect(withCode(a, 'total-mismatch').map((p) => [covered(text, p), p.fix?.edits[0].newText])).toEqual([
      ['25', '24'],
    ]);
    expect(withCode(a, 'won-lost-mismatch').map((p) => covered(text, p))).toEqual(['0 1']);
  });
  it('outcome-only rows: `won P N` is V, `lost P N` writes −2N, `lost P N overbid` the multiple charged', () => {
    expect(row(['won A 48']).scores.A).toBe(48);
    expect(row(['lost A 48']).scores.A).toBe(-96);
    expect(row(['lost A 30 overbid']).scores.A).toBe(-60);
    expect(flagged(['won A 50', 'declarer A clubs'], 'skat-value-illegal')).toEqual([['error', '50']]);
  });
  it('under rules tournament a house switch is a not-isko warning on its set line', () => {
    const { a, text } = sheet([['passed']], ['rules tournament', 'set series off', 'set lost-factor 1']);
    expect(withCode(a, 'not-isko').map((p) => [p.severity, covered(text, p)])).toEqual([
      ['warning', 'set lost-factor 1'],
    ]);
  });
  it(
    'a game that cannot be scored (no Spitzen, nothing written) is a skat-incomplete warning, not invented ' + 'points',
    () => {
      const r = row(['declarer A clubs', 'cards 70']);
      expect(r.codes).toEqual(['skat-incomplete']);
      expect(r.scores).toEqual({});
    },
  );
});
