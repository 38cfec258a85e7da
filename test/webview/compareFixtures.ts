// The host's answers to "Compare rules" for the view tests: the Doppelkopf choices (from the one switch table) and the
// bock-off comparison of the bock evening in compareRules.test.ts (values worked by hand there).

import { analyzeFileText } from '../../src/analysis/analyze';
import { ruleChoicesOf } from '../../src/extension/settlement/rulesCompare';
import type { HostMessage, RuleChoices, RulesComparisonModel } from '../../src/protocol';

const BOCK_ON = `game doppelkopf
players Anna Ben Clara Dora
set bock on
`;

export const DOPPELKOPF_CHOICES: RuleChoices = ruleChoicesOf(analyzeFileText('a.score', BOCK_ON)[0])!;

export const BOCK_OFF: RulesComparisonModel = {
  changes: 'bock=off',
  names: ['Anna', 'Ben', 'Clara', 'Dora'],
  asWritten: [0, 8, -8, 0],
  whatIf: [-1, 5, -5, 1],
  difference: [-1, -3, 3, 1],
  money: { asWritten: [0, 80, -80, 0], whatIf: [-10, 50, -50, 10], difference: [-10, -30, 30, 10] },
  currency: 'EUR',
  transfers: {
    asWritten: [{ from: 'Clara', to: 'Ben', cents: 80 }],
    whatIf: [
      { from: 'Clara', to: 'Ben', cents: 50 },
      { from: 'Anna', to: 'Dora', cents: 10 },
    ],
  },
  errors: 0,
};

export function comparison(seq: number, result?: RulesComparisonModel, source = 'file:///evening.score'): HostMessage {
  return { type: 'comparison', source, seq, choices: DOPPELKOPF_CHOICES, ...(result ? { result } : {}) };
}
