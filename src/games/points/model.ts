// The points game's own members of a settlement (src/engine/model.ts SettlementParts): with a target, the games the
// evening was played in and the target that ended them.

import type { GameSummary } from '../../engine/model';

export interface PointsSettlementPart {
  games?: GameSummary[];
  target?: number;
}

declare module '../../engine/model' {
  interface SettlementParts {
    points: PointsSettlementPart;
  }
}
