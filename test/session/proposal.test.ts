// A proposed round planned as an append (src/session/proposal.ts): the text the view's form writes, at the end of the
// sheet only, refused with the engine's errors.

import { describe, expect, it } from 'vitest';
import { gameOf } from '../../src/games/registry';
import { roundText } from '../../src/language/roundEntry';
import { isAppend, planProposal } from '../../src/session/proposal';
import { normalRound, SHEET } from './serverHelpers';

describe('planProposal', () => {
  it("appends the form's own text for the round (numbered like the sheet) after everything written", () => {
    const plan = planProposal(SHEET + '\n\n', normalRound(['Anna', 'Clara'], 163), 'en');
    const round = normalRound(['Anna', 'Clara'], 163);
    const block = roundText(gameOf(round.game), round, { words: 'en', indent: '  ', number: 2 });
    expect(block).toBe('round 2\n  re Anna Clara\n  cards re 163\n');
    expect(plan).toMatchObject({ ok: true, index: 2 });
    // Trailing blank lines stay last; one blank line parts the new round from the one before.
    if (plan.ok) expect(plan.text).toBe(`${SHEET}\n${block}\n\n`);
  });

  it("writes in the sheet's words (a German sheet gets spiel and augen)", () => {
    const german = 'game doppelkopf\nspieler Anna Ben Clara Dora\n\nspiel 1\n  re Anna Ben\n  augen re 130\n';
    const plan = planProposal(german, normalRound(['Anna', 'Clara'], 163), 'de');
    expect(plan.ok && plan.text).toBe(`${german}\nspiel 2\n  re Anna Clara\n  augen re 163\n`);
  });

  it('refuses a round with an error, in the language asked for, and a sheet without a game', () => {
    const bad = planProposal(SHEET, normalRound(['Anna', 'Anna'], 163), 'fr');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.reason).toBe('invalid');
    expect(planProposal('players Anna Ben Clara Dora\n', normalRound(['Anna', 'Ben'], 163), 'en')).toEqual({
      ok: false,
      reason: 'no-sheet',
    });
  });
});

describe('isAppend', () => {
  it('holds when only blank space follows the insertion, and never inside the text', () => {
    const text = 'a\nb\n\n';
    expect(isAppend(text, { line: 2, character: 0, text: 'x\n', index: 1 })).toBe(true);
    expect(isAppend(text, { line: 1, character: 1, text: 'x\n', index: 1 })).toBe(true);
    expect(isAppend(text, { line: 1, character: 0, text: 'x\n', index: 1 })).toBe(false);
    expect(isAppend(text, { line: 0, character: 1, text: 'x\n', index: 1 })).toBe(false);
    expect(isAppend(text, { line: 9, character: 0, text: 'x\n', index: 1 })).toBe(false);
  });
});
