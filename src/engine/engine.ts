// The contract every game engine fulfils: a parsed document and its rules in, scored rounds out.

import type { Problem } from '../format/types';
import type { RoundResult, Settlement } from './model';

export interface EngineOutput {
  rounds: RoundResult[];
  /** Final totals by display name (Belote/Coinche: of the current, possibly unfinished, game). */
  totals: Record<string, number>;
  problems: Problem[];
  settlement: Settlement;
}
