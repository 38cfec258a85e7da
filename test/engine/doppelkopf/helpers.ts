// Test helpers: scoring a text through the real parser, and builders for hand-made facts and rules.

import type { ScoreDocument } from '../../../src/format/ast';
import { scoreDoppelkopf } from '../../../src/games/doppelkopf/steps';
import { noExtras, type Extras, type Level, type ScoringFacts } from '../../../src/games/doppelkopf/steps/types';
import { type ResolvedRules } from '../../../src/engine/rules';
import { resolveRules } from '../../helpers/rules';
import { doppelkopfRules, type DoppelkopfRules } from '../../../src/games/doppelkopf/rules';
import type { EngineOutput } from '../../../src/engine/engine';
import { parseScore } from '../../../src/games/syntax';

export const HEAD = 'game doppelkopf\nplayers A B C D\n';

export function rulesOfDoc(d: ScoreDocument): ResolvedRules {
  const { rules, problems } = resolveRules(d.header, 'doppelkopf');
  if (problems.length) throw new Error(`bad rules in test: ${problems.map((p) => p.message).join('; ')}`);
  return rules;
}

/**
 * Scores a text through the real parser; the header defaults to `game doppelkopf` with players A B C D when none is
 * given. Parser problems make the test fail loudly, so every test input is valid `.score` text.
 */
export function run(text: string): EngineOutput {
  const full = /^\s*game /m.test(text) ? text : HEAD + text;
  const d = parseScore(full);
  if (d.problems.length)
    throw new Error(`parser problems in test input: ${d.problems.map((p) => `${p.code} ${p.message}`).join('; ')}`);
  return scoreDoppelkopf(d, rulesOfDoc(d));
}

/** Scores of round `i` (1-based) as [A, B, C, D]. */
export function row(out: EngineOutput, i = 1, names = ['A', 'B', 'C', 'D']): (number | undefined)[] {
  const r = out.rounds[i - 1];
  return names.map((n) => r.scores[n]);
}

export function codes(out: EngineOutput): string[] {
  return out.problems.map((p) => p.code);
}

/** Typed rules from `set` pairs, without a document. */
export function R(set: Record<string, string> = {}, players = 4): DoppelkopfRules {
  return doppelkopfRules(set, players);
}

/** Hand-built facts: Re's card points, announcements, extras, tricks. */
export function F(
  re: number,
  opts: {
    solo?: boolean;
    re?: Level;
    kontra?: Level;
    tricks?: [number, number];
    x?: { re?: Partial<Extras>; kontra?: Partial<Extras> };
  } = {},
): ScoringFacts {
  const f: ScoringFacts = {
    solo: opts.solo ?? false,
    cards: { re, kontra: 240 - re },
    announce: {},
    extras: { re: { ...noExtras(), ...opts.x?.re }, kontra: { ...noExtras(), ...opts.x?.kontra } },
  };
  if (opts.re !== undefined) f.announce.re = opts.re;
  if (opts.kontra !== undefined) f.announce.kontra = opts.kontra;
  if (opts.tricks) f.tricks = { re: opts.tricks[0], kontra: opts.tricks[1] };
  return f;
}
