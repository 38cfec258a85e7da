// A one-off check of a `.score` document: the analyser's streaming mode (src/analysis/analyze.ts, stream.ts).

export { checkScore, type CheckResult } from './analyze';
