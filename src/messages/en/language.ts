// English texts of the editor's language layer that carry numbers (plurals decided per language).

import type { Fmt } from '../fmt';

export const language = {
  'lang.round-errors': (a: { count: number }, f: Fmt) => `${a.count} ${f.plural(a.count, 'error', 'errors')}`,
} satisfies Record<string, (a: never, f: Fmt) => string>;
