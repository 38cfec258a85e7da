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

export const DOPPELKOPF_CODE_LIST = [
  'cards-sum',
  'tricks-sum',
  'too-many-foxes',
  'too-many-doppelkopf',
  'dulle-caught-twice',
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
  'bock-trigger-off',
  'bock-trigger-dropped',
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
  'extras-left-out',
  'unknown-announcement',
  'duplicate-fact',
  'derived-mismatch',
  'empty-round',
  'penalty',
  'trick-example',
  'deal-unscored',
  'dealer-mismatch',
  'dealer-out',
  'duty-solo-owed',
  'duty-solo-due',
  'total-culprit',
  'won-mismatch',
  'won-value',
] as const;

export const BELOTE_CODE_LIST = [
  'cards-sum',
  'missing-last',
  'last-twice',
  'capot-claim',
  'capot-hint',
  'belote-no-trump',
  'bad-announcement',
  'bad-contract-value',
  'surcoinche-without-coinche',
  'missing-taker',
  'missing-trump',
  'missing-contract',
  'missing-cards',
  'duplicate-fact',
  'rounding',
  'score-mismatch',
  'total-mismatch',
  'trick-example',
  'deal-unscored',
  'derived-mismatch',
  'game-over',
  'total-culprit',
  'cards-with-der',
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

/** Rule-guide blocks in Markdown: fence flags (src/engine/guide.ts). */
export const GUIDE_CODE_LIST = ['expect-missing', 'unknown-flag'] as const;

export type FormatCode = (typeof FORMAT_CODE_LIST)[number];
export type RuleCode = (typeof RULE_CODE_LIST)[number];
export type DoppelkopfCode = (typeof DOPPELKOPF_CODE_LIST)[number];
export type BeloteCode = (typeof BELOTE_CODE_LIST)[number];
export type TricksCode = (typeof TRICKS_CODE_LIST)[number];
export type GuideCode = (typeof GUIDE_CODE_LIST)[number];
export type ProblemCode = FormatCode | RuleCode | DoppelkopfCode | BeloteCode | TricksCode | GuideCode;
