// The public API of the `.score` format: parser, Markdown block extraction, syntax tree and codes.

export {
  parseDocument,
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
export { nameKey, parseCard } from './values';
// What the parser asks of a game, and every game's syntax as one parser reads sheets with them.
export { COMMON_LINES, SyntaxSet, type GameSyntax, type PartyName, type SideNames } from './syntax';
// How words are read (German and French words of every keyword and value word; the words themselves are the
// format's and each game's: docs/words.md).
export { Vocabulary, foldWord, type VocabularyEntry, type WordClass, type WordHint } from '../words/vocabulary';
export * from './ast';
export * from './types';
