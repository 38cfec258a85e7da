// The public API of the `.score` format: parser, Markdown block extraction, syntax tree and codes.

export { parseScore, extractScoreBlocks } from './parse';
export type { ScoreBlock } from './markdown';
export { FORMAT_CODES } from './codes';
export * from './ast';
export * from './types';
