// The public API of the `.score` format: parser, Markdown block extraction, syntax tree and codes.

export { parseScore, extractScoreBlocks } from './parse';
export type { ScoreBlock } from './markdown';
export { FORMAT_CODES } from './codes';
// The same readings the parser uses, so completion, hovers and engines match names and cards alike.
export { nameKey, parseCard, parseTrump } from './values';
export * from './ast';
export * from './types';
