// The stable problem codes of the Points engine (rules/points.md): quick fixes, docs and tests key on these.

/**
 * Every code the Points engine reports (its GameModule.codes; a rule guide's `expect=` knows them), but the shared
 * engine's (ENGINE_CODE_LIST).
 */
export const POINTS_CODE_LIST = [
  'duplicate-fact',
  'empty-round',
  'partial-row',
  'row-sum',
  'game-over',
  'total-mismatch',
] as const;

export type PointsCode = (typeof POINTS_CODE_LIST)[number];

declare module '../../messages/codes' {
  interface GameProblemCodes {
    points: PointsCode;
  }
}
