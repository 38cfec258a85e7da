// belote.md Part B §8 checks at summary level, end to end from `.score` text: codes, token ranges, messages, fixes.

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { BELOTE_CODES } from '../../../src/games/belote/steps/codes';

const HEAD = 'game belote\nplayers Nord Ost Süd West\n';
const COINCHE = 'game coinche\nplayers Nord Ost Süd West\nteams NS EW\n';

function run(text: string) {
  const a = analyzeScore(text);
  const lines = text.split('\n');
  const at = (code: string) => {
    const p = a.problems.find((q) => q.code === code);
    if (!p) throw new Error(`no ${code} in ${JSON.stringify(a.problems.map((q) => q.code))}`);
    return { ...p, text: lines[p.range.start.line].slice(p.range.start.character, p.range.end.character) };
  };
  return { a, at, codes: a.problems.map((p) => p.code) };
}

describe('§8 check 5: card points add up to the deal', () => {
  it('cards-sum names both numbers and the deal total, on the numbers', () => {
    const { at } = run(HEAD + 'round\n  taker Süd\n  trump hearts\n  cards Nord-Süd 90, Ost-West 60\n  last Süd\n');
    const p = at('cards-sum');
    expect(p.message).toBe('cards 90 + 60 = 150, a hearts deal has 152');
    expect(p.severity).toBe('error');
    expect(p.text).toBe('90, Ost-West 60');
  });
  it('house no-trump has 120, so 76/76 is wrong there', () => {
    const { at } = run(HEAD + 'round\n  taker Süd\n  trump no-trump\n  cards Nord-Süd 76 Ost-West 76\n  last Süd\n');
    expect(at('cards-sum').message).toBe('cards 76 + 76 = 152, a no-trump deal has 120');
  });
});

describe('§8 check 6: exactly one team takes the last trick', () => {
  it('missing-last: the round is not scored and not counted', () => {
    const { a, at } = run(HEAD + 'round\n  taker Süd\n  trump hearts\n  cards Nord-Süd 90\n');
    expect(at('missing-last').severity).toBe('error');
    expect(a.rounds[0].outcome).toBe('unscored');
    expect(a.rounds[0].scores).toEqual({});
  });
  it('last-twice on the second team', () => {
    const { at } = run(HEAD + 'round\n  taker Süd\n  trump hearts\n  cards Nord-Süd 90\n  last Süd\n  last Ost\n');
    const p = at('last-twice');
    expect([p.severity, p.text]).toEqual(['error', 'Ost']);
  });
});

describe('§8 check 7: capot needs every card point and the last trick (scenario 23)', () => {
  it('capot-claim when the cards say otherwise', () => {
    const { at } = run(HEAD + 'round\n  taker Süd\n  trump hearts\n  cards Nord-Süd 140\n  last Süd\n  capot Nord\n');
    const p = at('capot-claim');
    expect(p.text).toBe('Nord');
    expect(p.message).toContain('140 to 12');
  });
  it('capot-hint for 152/0 with the last trick but no claim: scored as 162, not 252', () => {
    const { a, at } = run(HEAD + 'round\n  taker Süd\n  trump hearts\n  cards Nord-Süd 152\n  last Süd\n');
    expect(at('capot-hint').severity).toBe('hint');
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 162, 'Ost-West': 0 });
  });
  it('a capot line alone is enough: 252', () => {
    const { a, codes } = run(HEAD + 'round\n  taker Süd\n  trump hearts\n  capot Süd\n');
    expect(codes).toEqual([]);
    expect(a.rounds[0].outcome).toBe('capot');
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 252, 'Ost-West': 0 });
  });
});

describe('§8 check 9: belote', () => {
  it('none at no-trump', () => {
    const { at } = run(HEAD + 'round\n  taker Süd\n  trump no-trump\n  cards Nord-Süd 70\n  last Süd\n  belote Ost\n');
    expect(at('belote-no-trump').text).toBe('Ost');
  });
  it('one at a suit contract: the second does not score', () => {
    const { a, at } = run(
      HEAD + 'round\n  taker Süd\n  trump hearts\n  cards Nord-Süd 90\n  last Süd\n  belote Süd\n  belote Ost\n',
    );
    expect(at('belote-no-trump').text).toBe('Ost');
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 120, 'Ost-West': 62 });
  });
});

describe('§8 check 10: announcements', () => {
  it('four sevens and a value that does not exist', () => {
    const { a, codes } = run(
      HEAD + 'round\n  taker Süd\n  trump hearts\n  cards Nord-Süd 90\n  last Süd\n  announce Süd four-sevens 30\n',
    );
    expect(codes.filter((c) => c === 'bad-announcement')).toHaveLength(2);
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 100, 'Ost-West': 62 });
  });
  it('announcements off (contrée): any announce is an error and does not count', () => {
    const { a, at } = run(
      HEAD +
        'set announcements off\nround\n  taker Süd\n  trump hearts\n  cards Nord-Süd 90\n  last Süd\n  announce ' +
        'Süd tierce\n',
    );
    expect(at('bad-announcement').text).toBe('tierce');
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 100, 'Ost-West': 62 });
  });
  it('FFB-C §11.2: at official no-trump four aces are worth 200', () => {
    const { a } = run(
      HEAD +
        'rules official\nround\n  taker Süd\n  trump no-trump\n  cards Nord-Süd 90\n  last Süd\n  announce Süd ' +
        'four-aces\n',
    );
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 300, 'Ost-West': 62 });
  });
});

describe('§8 check 11: contracts', () => {
  it('a contract of 85 is kept by the parser, so bad-contract-value is the one error (no missing-contract)', () => {
    const { a, codes } = run(COINCHE + 'round\n  contract Süd 85 hearts\n  cards NS 90\n  last NS\n');
    expect(codes).toEqual(['bad-contract-value']);
    // Scored with the value as written: NS 90 + 10 = 100 ≥ 85 and 100 > 62 → made, 100 + 85 = 185; EW 62.
    expect(a.rounds[0].outcome).toBe('made');
    expect(a.rounds[0].scores).toEqual({ NS: 185, EW: 62 });
  });
  it('a contract that is not a number stays the parser’s bad-contract', () => {
    const { codes } = run(COINCHE + 'round\n  contract Süd lots hearts\n  cards NS 90\n  last NS\n');
    expect(codes).toContain('bad-contract');
    expect(codes).not.toContain('bad-contract-value');
  });
});

describe('missing facts: never invented numbers', () => {
  it('missing-taker and missing-trump in classic', () => {
    const { codes, a } = run(HEAD + 'round\n  cards Nord-Süd 90\n  last Süd\n');
    expect(codes).toEqual(['missing-taker', 'missing-trump']);
    expect(a.rounds[0].outcome).toBe('unscored');
  });
  it('with a written score the round is recorded as written and the missing fact is a warning', () => {
    const { a, at } = run(
      HEAD + 'round\n  taker Süd\n  cards Nord-Süd 90\n  last Süd\n  score Nord-Süd 100, Ost-West 62\n',
    );
    expect(at('missing-trump').severity).toBe('warning');
    expect(a.rounds[0].outcome).toBe('recorded');
    expect(a.totals).toEqual({ 'Nord-Süd': 100, 'Ost-West': 62 });
  });
  it('a round with only score is recorded', () => {
    const { a, codes } = run(HEAD + 'round\n  score Ost 40 Nord 122\n');
    expect(codes).toEqual([]);
    expect(a.rounds[0].outcome).toBe('recorded');
    expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 122, 'Ost-West': 40 });
  });
});

describe('§8 checks 14–21: stated scores and totals', () => {
  const round = 'round\n  taker Süd\n  trump hearts\n  cards Nord-Süd 82, Ost-West 70\n  last Ost\n  belote Nord\n';
  it('score-mismatch on the wrong number with the working and a fix keeping the separator style', () => {
    const text = HEAD + round + '  score Nord-Süd 100, Ost-West 80\n';
    const { at } = run(text);
    const p = at('score-mismatch');
    expect(p.text).toBe('100');
    expect(p.message).toBe('Nord-Süd score: stated 100, computed 102 = 82 cards + 20 belote');
    expect(p.fix?.edits).toHaveLength(1);
    const e = p.fix!.edits[0];
    expect(e.newText).toBe('Nord-Süd 102, Ost-West 80');
    const line = text.split('\n')[e.range.start.line];
    expect(line.slice(e.range.start.character, e.range.end.character)).toBe('Nord-Süd 100, Ost-West 80');
  });
  it('without commas the fix has none either', () => {
    const { at } = run(HEAD + round + '  score Süd 100 Ost 80\n');
    expect(at('score-mismatch').fix!.edits[0].newText).toBe('Süd 102 Ost 80');
  });
  it('total-mismatch with the previous total and this round', () => {
    const { at } = run(HEAD + round + '  total Nord-Süd 102 Ost-West 90\n');
    const p = at('total-mismatch');
    expect(p.text).toBe('90');
    expect(p.message).toBe(
      'Ost-West total: stated 90, computed 80 = 0 before + 80 this round; ' +
        'no single slip explains it: the sheet differs by Ost-West +10 since the start of the sheet.',
    );
  });
  it('rounding: a recorded 165 in official coinche is not a multiple of ten', () => {
    const { at } = run(COINCHE + 'rules official\nround\n  score NS 165 EW 80\n');
    const p = at('rounding');
    expect([p.severity, p.text]).toEqual(['warning', '165']);
  });
  it('every code the engine emits is described in BELOTE_CODES', () => {
    for (const c of [
      'cards-sum',
      'missing-last',
      'last-twice',
      'capot-claim',
      'capot-hint',
      'belote-no-trump',
      'bad-announcement',
      'bad-contract-value',
      'missing-taker',
      'missing-trump',
      'missing-contract',
      'rounding',
      'score-mismatch',
      'total-mismatch',
      'game-over',
      'total-culprit',
    ])
      expect(BELOTE_CODES[c as keyof typeof BELOTE_CODES]).toBeTruthy();
  });
});

describe('after an unscored round the next written total re-anchors the running totals', () => {
  it('no total-mismatch, and later rounds count from the written total', () => {
    const { a, codes } = run(
      HEAD +
        'round\n  taker Süd\n  trump hearts\n  cards Nord-Süd 90\n  total Nord-Süd 100 Ost-West 62\nround\n  ' +
        'score Nord-Süd 50 Ost-West 112\n',
    );
    expect(codes).toEqual(['missing-last']);
    expect(a.rounds[0].outcome).toBe('unscored');
    expect(a.totals).toEqual({ 'Nord-Süd': 150, 'Ost-West': 174 });
  });
});

describe('announcement values (FFB-C §8, §11.2)', () => {
  it('carré of jacks 200 beats a cent; at official no-trump four jacks are only 100 but still beat a cent', () => {
    const body = (trump: string) =>
      `round\n  taker Süd\n  trump ${trump}\n  cards Nord-Süd 90\n  last Süd\n  announce Süd four-jacks\n  ` +
      `announce Ost hundred\n`;
    expect(run(HEAD + body('hearts')).a.rounds[0].scores).toEqual({ 'Nord-Süd': 300, 'Ost-West': 62 });
    // A carré of 100 still beats a sequence of 100 (FFB-C: "un carré de 100 points est plus fort qu'un cent").
    expect(run(HEAD + 'rules official\n' + body('no-trump')).a.rounds[0].scores).toEqual({
      'Nord-Süd': 200,
      'Ost-West': 62,
    });
  });
});

describe(
  'errors per round (the sheet’s error badge): parser and engine errors inside the round, nothing from the ' +
    'header or other rounds',
  () => {
    it(
      'header error 0; round 1: cards-sum + unknown directive = 2; round 2: missing-last + unknown name + second ' +
        'belote = 3; round 3: 0',
      () => {
        const a = analyzeScore(`game belote
players Nord Ost Süd West
teams NS EW
set bogus 1

round
  taker Süd
  trump hearts
  cards NS 90 EW 70
  last NS
  frobnicate 12

round
  taker Ost
  trump spades
  cards EW 81
  last Zorro
  belote NS
  belote NS
round
  score NS 10 EW 20
`);
        expect(a.rounds.map((r) => r.errors)).toEqual([2, 3, 0]);
      },
    );
  },
);

describe('acceptance pass: messages a card player can follow', () => {
  it(
    'coinche, official: 80♠ Nord, cards 81/71, der NS, EW belote → T 91 ≥ 80 but D = 71 + 20 = 91, not ahead → ' +
      'failed (coinche-success ahead)',
    () => {
      const { a } = run(
        'game coinche\nplayers Nord Ost Süd West\nrules official\nround\n  contract Nord 80 spades\n  cards ' +
          'Nord-Süd 81\n  last Nord\n  belote Ost\n',
      );
      const items = a.rounds[0].breakdown.map((b) => b.item);
      expect(items).toContain('taker 91 ≥ contract 80 but not ahead of the defence 91 = 91 → failed');
      // Defence: 160 + 80 contract + its belote 20 = 260 (FFB, belote inside the bracket).
      expect(a.rounds[0].scores).toEqual({ 'Nord-Süd': 0, 'Ost-West': 260 });
    },
  );
  it('coinche 90♠ Süd, cards 100/52, der NS → T 110 ≥ 90 and ahead of 52 → made', () => {
    const { a } = run(COINCHE + 'round\n  contract Süd 90 spades\n  cards NS 100\n  last NS\n');
    expect(a.rounds[0].breakdown.map((b) => b.item)).toContain(
      'taker 110 ≥ contract 90 and ahead of the defence 110 > 52 → made',
    );
  });
  it(
    'a cards/last line with an unknown team is not called missing: the message points at the line that could not ' +
      'be read',
    () => {
      const { at } = run(
        COINCHE.replace('teams NS EW\n', '') + 'round\n  contract Nord 80 clubs\n  cards NS 152\n  last NS\n',
      );
      expect(at('unknown-name').message).toContain('"NS" is not a team or a player');
      expect(at('missing-cards').message).toBe(
        'This round cannot be scored without its "cards" line, which could not be read (see the error on it); it is ' +
          'not counted.',
      );
      expect(at('missing-last').message).toBe(
        'This round cannot be scored without its "last" line, which could not be read (see the error on it); it is ' +
          'not counted.',
      );
    },
  );
  it('a round with no cards line at all still says what to write', () => {
    const { at } = run(COINCHE + 'round\n  contract Nord 80 clubs\n');
    expect(at('missing-cards').message).toBe(
      'This round cannot be scored without the card points (a "cards" line, or "capot"); it is not counted.',
    );
  });
});
