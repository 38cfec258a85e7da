// The contract every game engine fulfils: a parsed document and its rules in, scored rounds out.

import type { ScoreDocument } from '../format/ast';
import type { Problem } from '../format/types';
import type { RoundResult, Settlement } from './model';
import type { ResolvedRules } from './rules';

export interface EngineOutput {
  rounds: RoundResult[];
  /** Final totals by display name (Belote/Coinche: of the current, possibly unfinished, game). */
  totals: Record<string, number>;
  problems: Problem[];
  settlement: Settlement;
}

/**
 * Pure and deterministic: no I/O, never throws on any parsed document. `roundProblems[i]` are the parser's
 * problems on round i's lines (they count in the round's errors).
 */
export type GameEngine = (
  doc: ScoreDocument,
  rules: ResolvedRules,
  roundProblems?: readonly (readonly Problem[])[],
) => EngineOutput;
