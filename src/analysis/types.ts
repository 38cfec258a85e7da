// What an analysis gives (one parsed and scored document) and what-if rules it may be asked under: the types every
// front end reads, apart from the analysers that make them.

import type { GameKind, Header, ScoreDocument, Setting, Token } from '../format/ast';
import type { Problem } from '../format/types';
import type { BlockGuide } from '../engine/guide';
import type { Analysis } from '../engine/model';
import type { ResolvedRules } from '../engine/rules';
import type { GameModule } from '../games/game';

export interface DocumentAnalysis extends Analysis {
  /** The module of the document's game (when its `game` line names one): what the layers above ask about the game. */
  module?: GameModule;
  document: ScoreDocument;
  rules?: ResolvedRules;
  /** Zero-based line where this document starts (0 for a .score file; the block's first line in Markdown). */
  firstLine: number;
  /** A ```score block of Markdown: its fence flags and where its header comes from. */
  guide?: BlockGuide;
  /** Problems of the rule overrides (`--rules`, `--set`): they are in no line of the file. */
  overrideProblems?: Problem[];
}

/** What-if rules: a preset and `set` switches that replace the header's without editing the file. */
export interface RuleOverrides {
  preset?: string;
  set?: { key: string; values: string[] }[];
}

/**
 * Header lines a sheet takes from elsewhere (a tournament's settings file): the game when the sheet has none, the
 * preset, the `set` switches and the stake. The sheet's own `rules` line, `set` lines (key by key) and `stake` line
 * override them. Their tokens point into the file they come from, whose own check reports their problems: the
 * analysis of the sheet leaves those out.
 */
export interface InheritedHeader {
  game: GameKind;
  preset?: Token;
  settings: readonly Setting[];
  stake?: Header['stake'];
}
