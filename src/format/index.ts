// The public API of the `.score` format: parser, Markdown block extraction, syntax tree and codes.

export {
  parseScore,
  extractScoreBlocks,
  parseHeaderPart,
  parseRoundPart,
  mergeProblems,
  assembleDocument,
  PartParser,
} from './parse';
// Parsing a document part by part (incremental analysis): outline → header part → round parts.
export { outlineDocument, type DocumentOutline } from './outline';
export type { HeaderPart } from './headerPart';
export type { RoundPart } from './roundPart';
export type { NameTable } from './names';
export { extractFencedScoreBlocks, type ScoreBlock, type FencedScoreBlock } from './markdown';
export { FORMAT_CODES, isFormatCode, type FormatCode } from './codes';
// The same readings the parser uses, so completion, hovers and engines match names and cards alike.
export { nameKey, parseCard, parseTrump } from './values';
// The words of the game (German and French words of every keyword and value word; docs/words.md).
export { canonicalKeyword } from './keywords';
export {
  VOCABULARY,
  canonicalWord,
  foldWord,
  readWord,
  suggestWord,
  type VocabularyEntry,
  type WordClass,
  type WordHint,
} from '../words/vocabulary';
export * from './ast';
export * from './types';
