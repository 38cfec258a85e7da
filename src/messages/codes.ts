// The one registry of problem codes: every problem any part of Scoresheet reports has one of these
// stable codes (quick fixes, docs/diagnostics.md and tests key on them), so a misspelt code does not compile.

export const FORMAT_CODE_LIST = [
  'missing-game',
  'unknown-game',
  'duplicate-header',
  'header-after-round',
  'missing-players',
  'player-count',
  'duplicate-name',
  'reserved-name',
  'bad-name',
  'unknown-name',
  'unknown-directive',
  'wrong-game',
  'outside-round',
  'missing-argument',
  'unexpected-argument',
  'bad-number',
  'bad-card',
  'bad-date',
  'bad-stake',
  'bad-trump',
  'bad-contract',
  'round-number',
  'internal-error',
  'unterminated-quote',
] as const;

export const RULE_CODE_LIST = [
  'unknown-preset',
  'unknown-setting',
  'unknown-setting-value',
  'missing-setting-value',
  'duplicate-setting',
  'setting-needs',
  'unexpected-argument',
] as const;

export const TRICKS_CODE_LIST = [
  'trick-winner',
  'trick-value',
  'illegal-card',
  'card-not-in-hand',
  'duplicate-card',
  'missing-card',
  'wrong-leader',
  'trick-size',
  'player-twice',
  'not-a-deck-card',
  'extra-trick',
  'derived-mismatch',
] as const;

/** Codes the shared engine reports for a sheet of any game (src/engine/culprit.ts). */
export const ENGINE_CODE_LIST = ['total-culprit'] as const;

/** Rule-guide blocks in Markdown: fence flags (src/engine/guide.ts). */
export const GUIDE_CODE_LIST = ['expect-missing', 'unknown-flag'] as const;

export type FormatCode = (typeof FORMAT_CODE_LIST)[number];
export type RuleCode = (typeof RULE_CODE_LIST)[number];
export type TricksCode = (typeof TRICKS_CODE_LIST)[number];
export type EngineCode = (typeof ENGINE_CODE_LIST)[number];
export type GuideCode = (typeof GUIDE_CODE_LIST)[number];
/**
 * Each game's own codes, by the module's id, added by declaration merging (src/games/<game>: `declare module`), so
 * the generic layers name no game and a game's misspelt code still does not compile. The lists behind them are the
 * games' (GameModule.codes).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GameProblemCodes {}

export type GameCode = GameProblemCodes[keyof GameProblemCodes];
export type ProblemCode = FormatCode | RuleCode | GameCode | TricksCode | EngineCode | GuideCode;
