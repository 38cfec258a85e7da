// Every rule-switch code (src/engine/rules.ts) and every Doppelkopf engine code (codes.ts), each on a small sheet
// through the real parser, with the exact range of the offending token (columns counted by hand, 0-based).

import { describe, expect, it } from 'vitest';
import { analyzeScore } from '../../../src/analysis/analyze';
import { DOPPELKOPF_CODES } from '../../../src/games/doppelkopf/steps/codes';
import { RULE_CODES } from '../../../src/engine/rules';

type Hit = [line: number, start: number, end: number, severity: string];

/** The problems of one code as [line, start, end, severity]; every problem of the sheet must be of an expected code. */
function hits(text: string, code: string, alsoAllowed: string[] = []): Hit[] {
  const a = analyzeScore(text);
  expect(
    a.problems.filter((p) => p.code !== code && !alsoAllowed.includes(p.code)).map((p) => `${p.code}: ${p.message}`),
  ).toEqual([]);
  return a.problems
    .filter((p) => p.code === code)
    .map((p) => {
      expect(p.range.end.line).toBe(p.range.start.line);
      expect(p.message.length).toBeGreaterThan(20);
      return [p.range.start.line, p.range.start.character, p.range.end.character, p.severity];
    });
}

function message(text: string, code: string): string {
  return analyzeScore(text).problems.find((p) => p.code === code)?.message ?? '';
}

const HEAD = 'game doppelkopf\nplayers A B C D\n';
/** Header, then line 2 `round`, line 3 `re A B`, line 4 `cards re 130`, the tested lines from line 5. */
const NORMAL = `${HEAD}round\nre A B\ncards re 130\n`;

describe('rule switches (doppelkopf.md Part A: "An unknown key or value is an error diagnostic on that line")', () => {
  it('unknown-preset: on the preset word; ddv is used meanwhile', () => {
    expect(hits(`${HEAD}rules dvd\n`, 'unknown-preset')).toEqual([[2, 6, 9, 'error']]);
    expect(message(`${HEAD}rules dvd\n`, 'unknown-preset')).toMatch(/valid: ddv\. Scoring uses ddv/);
    // Belote's presets are not Doppelkopf's.
    expect(hits('game belote\nplayers N O S W\nrules ddv\n', 'unknown-preset')).toEqual([[2, 6, 9, 'error']]);
  });
  it('unknown-setting: on the key, listing the valid keys', () => {
    expect(hits(`${HEAD}set foxes on\n`, 'unknown-setting')).toEqual([[2, 4, 9, 'error']]);
    expect(message(`${HEAD}set foxes on\n`, 'unknown-setting')).toMatch(
      /ignored\. Valid keys: announcement, doubling-scope, kontra-only, tie-120, .*marriage-partner/,
    );
  });
  it('unknown-setting-value: on the value, listing the valid values and the value used meanwhile', () => {
    expect(hits(`${HEAD}set fox maybe\n`, 'unknown-setting-value')).toEqual([[2, 8, 13, 'error']]);
    expect(message(`${HEAD}set fox maybe\n`, 'unknown-setting-value')).toBe(
      '"maybe" is not a valid value for fox; valid: on, off. Scoring uses fox on meanwhile.',
    );
    // multi-valued bock-triggers: only the bad word
    expect(hits(`${HEAD}set bock-triggers tie-120 banana\n`, 'unknown-setting-value')).toEqual([[2, 26, 32, 'error']]);
    // bock-length is a positive whole number
    expect(hits(`${HEAD}set bock-length 0\n`, 'unknown-setting-value')).toEqual([[2, 16, 17, 'error']]);
  });
  it('missing-setting-value: `set bock` alone, on the key, naming on/off', () => {
    expect(hits(`${HEAD}set bock\n`, 'missing-setting-value')).toEqual([[2, 4, 8, 'error']]);
    expect(message(`${HEAD}set bock\n`, 'missing-setting-value')).toBe(
      '"set bock" needs a value: off, on. Scoring uses bock off meanwhile.',
    );
  });
  it('duplicate-setting: a warning on the second key; the later line wins', () => {
    const text = `${HEAD}set netting clamp\nset netting net\nround\nre A C\ncards re 121\nextras kontra fox fox\n`;
    expect(hits(text, 'duplicate-setting')).toEqual([[3, 4, 11, 'warning']]);
    // net (the later line): Re wins 121:119 but scores 1 − 2 foxes = −1 (a clamp would give 0).
    expect(analyzeScore(text).rounds[0].scores).toEqual({ A: -1, B: 1, C: -1, D: 1 });
  });
  it('unexpected-argument: a one-value switch with more values, on the surplus', () => {
    expect(hits(`${HEAD}set tie-120 1 2\n`, 'unexpected-argument')).toEqual([[2, 14, 15, 'error']]);
    expect(hits(`${HEAD}set tie-120 1 2 1\n`, 'unexpected-argument')).toEqual([[2, 14, 17, 'error']]);
  });
  it('RULE_CODES documents each of them', () => {
    expect(Object.keys(RULE_CODES).sort()).toEqual([
      'duplicate-setting',
      'missing-setting-value',
      'setting-needs',
      'unexpected-argument',
      'unknown-preset',
      'unknown-setting',
      'unknown-setting-value',
    ]);
  });
});

describe('Doppelkopf engine codes: exact ranges (Part B §9)', () => {
  it('cards-sum: both sides not 240 → both numbers; a side out of range or given twice → that number', () => {
    // `cards re 125 kontra 120`: 125 at 9–12, 120 at 20–23
    expect(hits(`${HEAD}round\nre A B\ncards re 125 kontra 120\n`, 'cards-sum')).toEqual([[4, 9, 23, 'error']]);
    expect(hits(`${HEAD}round\nre A B\ncards re 250\n`, 'cards-sum')).toEqual([[4, 9, 12, 'error']]);
    expect(hits(`${NORMAL}cards re 140\n`, 'cards-sum')).toEqual([[5, 9, 12, 'error']]);
  });
  it('tricks-sum: 7 + 6 ≠ 12 → from the first to the last number', () => {
    // `tricks re 7 kontra 6`: 7 at 10–11, 6 at 19–20
    expect(hits(`${NORMAL}tricks re 7 kontra 6\n`, 'tricks-sum')).toEqual([[5, 10, 20, 'error']]);
    expect(hits(`${NORMAL}tricks re 13\n`, 'tricks-sum')).toEqual([[5, 10, 12, 'error']]);
  });
  it('too-many-foxes: on the third fox, which is not counted (Re 130: won 1 + 2 foxes = 3)', () => {
    const text = `${NORMAL}extras re fox fox fox\n`;
    expect(hits(text, 'too-many-foxes')).toEqual([[5, 18, 21, 'error']]);
    expect(analyzeScore(text).rounds[0].scores.A).toBe(3);
  });
  it('too-many-doppelkopf: on the fifth', () => {
    expect(
      hits(`${NORMAL}extras re doppelkopf doppelkopf doppelkopf doppelkopf doppelkopf\n`, 'too-many-doppelkopf'),
    ).toEqual([[5, 54, 64, 'error']]);
  });
  it('karlchen-twice: on the second Karlchen', () => {
    expect(hits(`${NORMAL}extras re karlchen karlchen\n`, 'karlchen-twice')).toEqual([[5, 19, 27, 'error']]);
  });
  it('extra-not-in-game: on the item (a fox in a queens solo, with specials-in-solo on)', () => {
    // line 5 `extras kontra fox`: fox at 14–17
    expect(
      hits(
        `${HEAD}set specials-in-solo on\nround\nsolo A queens\ncards re 151\nextras kontra fox\n`,
        'extra-not-in-game',
      ),
    ).toEqual([[6, 14, 17, 'error']]);
  });
  it('last-trick-party: on the second party’s item', () => {
    // line 6 `extras kontra fox-last-trick`: 14–28
    expect(hits(`${NORMAL}extras re karlchen\nextras kontra fox-last-trick\n`, 'last-trick-party')).toEqual([
      [6, 14, 28, 'error'],
    ]);
  });
  it('specials-in-solo: a warning on the item', () => {
    expect(hits(`${HEAD}round\nsolo A queens\ncards re 151\nextras re fox\n`, 'specials-in-solo')).toEqual([
      [5, 10, 13, 'warning'],
    ]);
  });
  it('schwarz-claim: 0 tricks with card points (error, on the trick count); 0 card points with a trick (info)', () => {
    expect(hits(`${NORMAL}tricks re 0\n`, 'schwarz-claim')).toEqual([[5, 10, 11, 'error']]);
    expect(hits(`${HEAD}round\nre A B\ncards re 0\ntricks re 1\n`, 'schwarz-claim')).toEqual([[5, 10, 11, 'info']]);
  });
  it(
    'schwarz-claim error: the contradicting trick count is not used, so nobody is made schwarz (Kontra 140: won ' +
      '1 + gegen die Alten 1)',
    () => {
      expect(analyzeScore(`${HEAD}round\nre A B\ncards re 100\ntricks re 0\n`).rounds[0].scores).toEqual({
        A: -2,
        B: -2,
        C: 2,
        D: 2,
      });
    },
  );
  it('score-mismatch: one wrong number → its token; several → the whole argument list', () => {
    // S01: re A C 151:89 → +2. `score A +3 B -2 C +2 D -2`: +3 at 8–10, arguments 6–25
    const one = `${HEAD}round\nre A C\ncards re 151\nscore A +3 B -2 C +2 D -2\n`;
    expect(hits(one, 'score-mismatch')).toEqual([[5, 8, 10, 'error']]);
    const p = analyzeScore(one).problems[0];
    expect(p.message).toBe('stated A +3, computed +2 = won 1 + unter 90 1');
    expect(p.fix?.edits).toEqual([
      { range: { start: { line: 5, character: 6 }, end: { line: 5, character: 25 } }, newText: 'A +2 B -2 C +2 D -2' },
    ]);
    expect(hits(`${HEAD}round\nre A C\ncards re 151\nscore A +3 B -3 C +3 D -3\n`, 'score-mismatch')).toEqual([
      [5, 6, 25, 'error'],
    ]);
  });
  it('total-mismatch: on the wrong running total', () => {
    // 151:89 → A +2; `total A 3 B -2 C 2 D -2`: 3 at 8–9
    expect(hits(`${HEAD}round\nre A C\ncards re 151\ntotal A 3 B -2 C 2 D -2\n`, 'total-mismatch')).toEqual([
      [5, 8, 9, 'error'],
    ]);
  });
  it('row-sum, parity, solo-pattern: the arguments of the recorded row', () => {
    expect(hits(`${HEAD}round\nscore A +3 B +3 C -3 D -2\n`, 'row-sum')).toEqual([[3, 6, 25, 'error']]);
    expect(hits(`${HEAD}round\nscore A +2 B +2 C -3 D -1\n`, 'parity')).toEqual([[3, 6, 25, 'error']]);
    expect(hits(`${HEAD}round\nscore A +6 B -1 C -3 D -2\n`, 'solo-pattern')).toEqual([[3, 6, 25, 'error']]);
    expect(hits(`${HEAD}set counting plus\nround\nscore A +2 B 0 C 0 D 0\n`, 'solo-pattern')).toEqual([
      [4, 6, 22, 'error'],
    ]);
  });
  it('partial-row: a warning on the arguments', () => {
    expect(hits(`${HEAD}round\nscore A +2 B -2\n`, 'partial-row')).toEqual([[3, 6, 15, 'warning']]);
  });
  it('bock-mismatch: a warning on the mark (`bock`), or on its count (`bock 2`)', () => {
    expect(hits(`${HEAD}set bock on\nround\nbock\nre A B\ncards re 130\n`, 'bock-mismatch')).toEqual([
      [4, 0, 4, 'warning'],
    ]);
    // 120:120 starts one bock round: the next game is ×2, not ×4
    expect(
      hits(`${HEAD}set bock on\nround\nre A B\ncards re 120\nround\nbock 2\nre A B\ncards re 130\n`, 'bock-mismatch'),
    ).toEqual([[7, 5, 6, 'warning']]);
  });
  it(
    'party-mismatch: the names of a wrong `re`; a second game on its keyword; a marriage with oneself on the ' +
      'partner',
    () => {
      expect(hits(`${HEAD}round\nre A B C\ncards re 130\n`, 'party-mismatch')).toEqual([[3, 3, 8, 'error']]);
      expect(hits(`${HEAD}round\nre A B\nsolo C queens\ncards re 130\n`, 'party-mismatch')).toEqual([
        [4, 0, 4, 'error'],
      ]);
      expect(hits(`${HEAD}round\nmarriage A with A\ncards re 130\n`, 'party-mismatch')).toEqual([[3, 16, 17, 'error']]);
    },
  );
  it('wrong-game-type: poverty without the switch on its keyword; an unknown solo kind on the kind', () => {
    expect(hits(`${HEAD}round\npoverty A with B\ncards re 130\n`, 'wrong-game-type')).toEqual([[3, 0, 7, 'error']]);
    expect(hits(`${HEAD}round\nsolo A kings\ncards re 130\n`, 'wrong-game-type')).toEqual([[3, 7, 12, 'error']]);
  });
  it('missing-parties, missing-cards, empty-round: on `round`', () => {
    expect(hits(`${HEAD}round\ncards re 130\n`, 'missing-parties')).toEqual([[2, 0, 5, 'error']]);
    expect(hits(`${HEAD}round 1\nre A B\n`, 'missing-cards')).toEqual([[2, 0, 7, 'error']]);
    expect(hits(`${HEAD}round\nround\nscore A +1 B +1 C -1 D -1\n`, 'empty-round')).toEqual([[2, 0, 5, 'warning']]);
  });
  it('penalty: on the points that do not split, on whoever sits out or pays themselves', () => {
    // `penalty D 2`: 2 at 10–11 (2 does not split among 3); `penalty C 2 to C`: the second C at 15–16.
    expect(hits(`${HEAD}round\npenalty D 2\n`, 'penalty')).toEqual([[3, 10, 11, 'error']]);
    expect(hits(`${HEAD}round\npenalty C 2 to C\n`, 'penalty')).toEqual([[3, 15, 16, 'error']]);
    // Five players, E sits out: `penalty E 3` on E at 8–9.
    const five = 'game doppelkopf\nplayers A B C D E\nround\nout E\nre A B\ncards re 130\n';
    expect(hits(`${five}penalty E 3\n`, 'penalty')).toEqual([[6, 8, 9, 'error']]);
  });
  it('missing-out and sitting-out (5 players)', () => {
    const five = 'game doppelkopf\nplayers A B C D E\nround\n';
    expect(hits(`${five}re A B\ncards re 130\n`, 'missing-out')).toEqual([[2, 0, 5, 'error']]);
    // `out D E` names two of the one who sits out: the names 4–7
    expect(hits(`${five}out D E\nre A B\ncards re 130\n`, 'sitting-out')).toEqual([[3, 4, 7, 'error']]);
    // a recorded row: E sits out but has points → on E's number (`score A +2 B -2 C +2 D -3 E 1`: 1 at 28–29)
    expect(hits(`${five}out E\nscore A +2 B -2 C +2 D -3 E 1\n`, 'sitting-out', ['row-sum'])).toEqual([
      [4, 28, 29, 'error'],
    ]);
  });
  it('derived-extra, unknown-extra, extra-off, unknown-announcement: on the words', () => {
    expect(hits(`${HEAD}round\nre A B\ncards re 100\nextras kontra gegen die alten\n`, 'derived-extra')).toEqual([
      [5, 14, 29, 'error'],
    ]);
    expect(hits(`${NORMAL}extras re hasen\n`, 'unknown-extra')).toEqual([[5, 10, 15, 'error']]);
    expect(hits(`${HEAD}set fox off\nround\nre A B\ncards re 130\nextras re fox\n`, 'extra-off')).toEqual([
      [6, 10, 13, 'warning'],
    ]);
    expect(hits(`${NORMAL}announce re no120\n`, 'unknown-announcement')).toEqual([[5, 12, 17, 'error']]);
  });
  it(
    'duplicate-fact: a second score line or bock mark on its ' + 'keyword; a player twice on a score line on the name',
    () => {
      expect(hits(`${HEAD}round\nscore A +1 B -1 C +1 D -1\nscore A +1 B -1 C +1 D -1\n`, 'duplicate-fact')).toEqual([
        [4, 0, 5, 'warning'],
      ]);
      expect(hits(`${HEAD}round\nbock\nbock\nscore A +2 B -2 C +2 D -2\n`, 'duplicate-fact')).toEqual([
        [4, 0, 4, 'warning'],
      ]);
      expect(hits(`${HEAD}round\nscore A +1 B -1 C +1 D -1 A +1\n`, 'duplicate-fact')).toEqual([
        [3, 26, 27, 'warning'],
      ]);
    },
  );
  it('trick-example: a hint on `round` for a lone trick', () => {
    expect(hits(`${HEAD}round\ntrick A ♣Q, B ♣A, C ♣10, D ♣K\n`, 'trick-example')).toEqual([[2, 0, 5, 'hint']]);
  });
  it(
    'every code of DOPPELKOPF_CODES is exercised above or in the trick tests (derived-mismatch, deal-unscored, ' +
      'extras-left-out)',
    () => {
      const here = [
        'cards-sum',
        'tricks-sum',
        'too-many-foxes',
        'too-many-doppelkopf',
        'karlchen-twice',
        'specials-in-solo',
        'schwarz-claim',
        'score-mismatch',
        'total-mismatch',
        'row-sum',
        'solo-pattern',
        'parity',
        'partial-row',
        'bock-mismatch',
        'party-mismatch',
        'wrong-game-type',
        'missing-parties',
        'missing-cards',
        'missing-out',
        'sitting-out',
        'derived-extra',
        'unknown-extra',
        'extra-off',
        'extra-not-in-game',
        'last-trick-party',
        'unknown-announcement',
        'duplicate-fact',
        'empty-round',
        'penalty',
        'trick-example',
      ];
      const inTrickTests = ['derived-mismatch', 'deal-unscored', 'extras-left-out'];
      // Dealer and duty solos in table.test.ts; the culprit of a wrong total in culprit*.test.ts.
      const inTableTests = ['dealer-mismatch', 'dealer-out', 'duty-solo-owed', 'total-culprit'];
      const inOutcomeTests = ['won-mismatch', 'won-value']; // test/engine/doppelkopf/outcome.test.ts
      const inSwitchTests = ['dulle-caught-twice']; // test/engine/doppelkopf/switches.test.ts
      // Rules v3 lines: forced duty solos in forcedDuty.test.ts, bock-trigger in bockTrigger.test.ts.
      const inV3Tests = ['duty-solo-due', 'bock-trigger-off', 'bock-trigger-dropped'];
      expect(
        [...here, ...inTrickTests, ...inTableTests, ...inOutcomeTests, ...inSwitchTests, ...inV3Tests].sort(),
      ).toEqual(Object.keys(DOPPELKOPF_CODES).sort());
    },
  );
});
