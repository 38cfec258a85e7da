// English texts of rule-guide blocks in Markdown (src/engine/guide.ts): the fence flags `expect=` and `skip`.

import type { Fmt } from '../fmt';
import type { Message } from '../message';

export const guide = {
  'expected-error': (a: { code: string; message?: Message; text: string }, f: Fmt) =>
    `Expected (expect=${a.code}): ${a.message ? f.t(a.message) : a.text}`,
  'expect-missing': (a: { code: string }) =>
    `This example expects the error \`${a.code}\`, but the block has none; ` +
    `fix the example or remove ${a.code} from expect=.`,
  'expect-missing.unknown-code': (a: { code: string }) =>
    `"${a.code}" is not a problem code of Scoresheet, so this block can never produce it; ` +
    'the codes are listed in docs/diagnostics.md.',
  'unknown-flag': (a: { word: string; hint: string }) =>
    `"${a.word}" is not a block flag; did you mean \`${a.hint}\`? (Flags: expect=CODE[,CODE…] and skip.)`,
};
